import Foundation

extension ProjectRun {
    /// Reads `inputs/` into the catalogue (with ingest's lines), re-reading only the sheets whose bytes changed
    /// since the catalogue store was last filled, while the build folder's other caches load on the other core;
    /// and starts storing the catalogue for the stages run alone.
    static func ingest(_ options: BuildOptions, progress: (BuildEvent) -> Void) -> (ProjectRun, BackgroundWork<Void>) {
        let project = options.project
        let digests = DigestCache(url: BuildFolder.digestFile(in: project))
        let (loaded, caches) = concurrently(
            { readInputs(project, digests: digests) },
            {
                (
                    inspections: InspectionCache(folder: BuildFolder.inspectionFolder(in: project)),
                    build: options.force ? BuildCache() : BuildCache.load(from: BuildFolder.cacheFile(in: project))
                )
            })
        report(loaded.catalogue, of: project, progress: progress)
        let storing = BackgroundWork {
            try CatalogueStore.write(loaded.catalogue, records: loaded.records, to: project.catalogueFile)
        }
        var run = ProjectRun(
            project: project, kinds: options.kinds, configuration: configuration(options), catalogue: loaded.catalogue,
            digests: digests, inspections: caches.inspections)
        run.buildCache = caches.build
        return (run, storing)
    }

    /// `inputs/` read into the catalogue, with the rows of unchanged sheets from the catalogue store (when it
    /// can be opened; otherwise every sheet is read).
    static func readInputs(_ project: Project, digests: DigestCache) -> (catalogue: Catalogue, records: [SheetRecord]) {
        let store = try? CatalogueDatabase(url: project.catalogueFile)
        return Ingest(project: project, store: store, digests: digests).read()
    }

    /// Reads `inputs/` afresh for `wordpack check` (sheets whose bytes are those of the catalogue store are
    /// taken from it), with the build folder's caches; and starts keeping the store up to date on another core,
    /// for the caller to wait for (through `store(_:_:)`) once it has checked. Nothing in `outputs/` is written.
    /// `required`: languages never left out as in progress (`wordpack check --language`).
    static func fresh(_ options: BuildOptions, required: Set<String> = []) -> (ProjectRun, BackgroundWork<Void>) {
        let project = options.project
        let digests = DigestCache(url: BuildFolder.digestFile(in: project))
        let loaded = readInputs(project, digests: digests)
        let storing = BackgroundWork {
            try CatalogueStore.write(loaded.catalogue, records: loaded.records, to: project.catalogueFile)
        }
        let run = ProjectRun(
            project: project, kinds: options.kinds, configuration: configuration(options),
            catalogue: loaded.catalogue, digests: digests,
            inspections: InspectionCache(folder: BuildFolder.inspectionFolder(in: project)), required: required)
        return (run, storing)
    }

    /// The catalogue an earlier `wordpack ingest` left in the build folder, and pipeline.json; either missing
    /// or broken stops the run. `caches`: with the build folder's digests (the manifest), or none (a stage).
    static func stored(_ options: BuildOptions, caches: Bool) throws -> ProjectRun {
        let project = options.project
        let catalogue = try storedCatalogue(of: project)
        let (configuration, problems) = configuration(options)
        guard problems.isEmpty else { throw BuildFailure.load(problems) }
        return ProjectRun(
            project: project, kinds: options.kinds, configuration: (configuration, []), catalogue: catalogue,
            digests: caches ? DigestCache(url: BuildFolder.digestFile(in: project)) : nil, inspections: nil)
    }

    /// The catalogue the last ingest or build stored; missing or unreadable stops the run.
    static func storedCatalogue(of project: Project) throws -> Catalogue {
        do {
            return try CatalogueStore.read(
                from: project.catalogueFile, displayPath: project.displayPath(of: project.catalogueFile))
        } catch let problem as DiagnosticConvertible {
            throw BuildFailure.load([problem.diagnostic])
        }
    }

    /// Waits for the catalogue's write; a failed write stops the run.
    static func store(_ project: Project, _ write: () throws -> Void) throws {
        do {
            try write()
        } catch {
            throw BuildFailure.store("error: cannot write \(project.displayPath(of: project.catalogueFile)): \(error)")
        }
    }

    /// Ingest's summary line and, for `--verbose`, a line per list and language.
    static func report(_ catalogue: Catalogue, of project: Project, progress: (BuildEvent) -> Void) {
        // Distinct keys: a vocabulary list has a row per sense.
        let words = catalogue.lists.reduce(0) { $0 + Set($1.words.map(\.key)).count }
        progress(.summary(
            "ingest: \(catalogue.lists.count) lists (\(words) words), \(catalogue.languages.count) languages "
                + "(\(catalogue.languages.map(\.code).joined(separator: ", "))) → "
                + project.displayPath(of: project.catalogueFile)))
        for list in catalogue.lists {
            progress(.detail("  \(list.name): \(list.words.count) words, \(list.pictures.count) pictures, "
                + "\(list.backgrounds.count) backgrounds, \(list.sounds.count) sounds (\(list.source.file))"))
        }
        for language in catalogue.languages {
            let fallback = language.fallback.map { ", falls back to \($0)" } ?? ""
            progress(.detail("  \(language.code): \(language.translations.count) translations, "
                + "\(language.recordings.count) recordings, \(language.letters.count) letter sounds\(fallback)"))
        }
    }
}
