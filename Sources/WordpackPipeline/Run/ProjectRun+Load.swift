import Foundation
import WordpackAppKind
import WordpackCatalogue
import WordpackCore

extension ProjectRun {
    /// Reads `inputs/` into the catalogue (with ingest's lines), re-reading only the sheets whose bytes changed
    /// since the catalogue store was last filled, while the build folder's other caches load on the other core;
    /// and starts storing the catalogue for the stages run alone.
    static func ingest(_ options: BuildOptions, progress: (BuildEvent) -> Void) -> (ProjectRun, BackgroundWork<Void>) {
        let project = options.project
        let digests = RememberedDigests(url: BuildFolder.digestFile(in: project))
        let configuration = configuration(options)
        let (loaded, caches) = concurrently(
            {
                readInputs(
                    project, digests: digests, translationSource: configuration.0.translationSource,
                    kinds: options.kinds)
            },
            {
                (
                    inspections: RememberedInspections(folder: BuildFolder.inspectionFolder(in: project)),
                    build: options.force
                        ? RememberedOutputs() : RememberedOutputs.load(from: BuildFolder.cacheFile(in: project))
                )
            })
        report(loaded.catalogue, of: project, progress: progress)
        let storing = BackgroundWork { try loaded.store(to: project) }
        var catalogue = loaded.catalogue
        catalogue.remembered = caches.inspections
        var run = ProjectRun(
            project: project, kinds: options.kinds, configuration: configuration, catalogue: catalogue,
            digests: digests, inspections: caches.inspections)
        run.buildCache = caches.build
        return (run, storing)
    }

    /// `inputs/` read into the catalogue, with the rows of unchanged sheets from the catalogue store (when it
    /// can be opened; otherwise every sheet is read), and the store being filled as the sheets are read.
    static func readInputs(
        _ project: Project, digests: RememberedDigests, translationSource: TranslationSourceChoice?,
        kinds: [any AppKind.Type]
    ) -> LoadedInputs {
        let store = try? CatalogueDatabase(url: project.catalogueFile)
        let filling = store.map { CatalogueFilling(database: $0) }
        var ingest = Ingest(project: project, store: store, digests: digests, filling: filling)
        ingest.translationSource = translationSource
        ingest.translatedColumns = kinds.translatedColumns
        let (catalogue, records) = ingest.read()
        return LoadedInputs(catalogue: catalogue, records: records, filling: filling)
    }

    /// Reads `inputs/` afresh for `wordpack check` (sheets whose bytes are those of the catalogue store are
    /// taken from it), with the build folder's caches; and starts keeping the store up to date on another core,
    /// for the caller to wait for (through `store(_:_:)`) once it has checked. Nothing in `outputs/` is written.
    /// `required`: languages never left out as in progress (`wordpack check --language`).
    package static func fresh(_ options: BuildOptions, required: Set<LanguageCode> = []) -> (
        ProjectRun, BackgroundWork<Void>
    ) {
        let project = options.project
        let digests = RememberedDigests(url: BuildFolder.digestFile(in: project))
        let configuration = configuration(options)
        let loaded = readInputs(
            project, digests: digests, translationSource: configuration.0.translationSource, kinds: options.kinds)
        let storing = BackgroundWork { try loaded.store(to: project) }
        let inspections =
            options.fullCheck ? nil : RememberedInspections(folder: BuildFolder.inspectionFolder(in: project))
        var catalogue = loaded.catalogue
        catalogue.remembered = inspections
        let run = ProjectRun(
            project: project, kinds: options.kinds, configuration: configuration, catalogue: catalogue,
            digests: digests, inspections: inspections, required: required)
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
            digests: caches ? RememberedDigests(url: BuildFolder.digestFile(in: project)) : nil, inspections: nil,
            checking: false)
    }

    /// The catalogue the last ingest or build stored; missing or unreadable stops the run.
    package static func storedCatalogue(of project: Project) throws -> Catalogue {
        do {
            return try CatalogueStore.read(
                from: project.catalogueFile, displayPath: project.displayPath(of: project.catalogueFile))
        } catch let problem as DiagnosticConvertible {
            throw BuildFailure.load([problem.diagnostic])
        }
    }

    /// Waits for the catalogue's write; a failed write stops the run.
    package static func store(_ project: Project, _ write: () throws -> Void) throws {
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
        progress(
            .summary(
                "ingest: \(catalogue.lists.count) lists (\(words) words), \(catalogue.languages.count) languages "
                    + "(\(catalogue.languages.map(\.code.description).joined(separator: ", "))) → "
                    + project.displayPath(of: project.catalogueFile)))
        for list in catalogue.lists {
            progress(
                .detail(
                    "  \(list.name): \(list.words.count) words, \(list.pictures.count) pictures, "
                        + "\(list.backgrounds.count) backgrounds, \(list.sounds.count) sounds (\(list.source.file))"))
        }
        for language in catalogue.languages {
            let fallback = language.fallback.map { ", falls back to \($0)" } ?? ""
            progress(
                .detail(
                    "  \(language.code): \(language.translationRows.count) translations, "
                        + "\(language.recordings.count) recordings, \(language.letters.count) letter sounds\(fallback)")
            )
        }
    }
}

/// `inputs/` as read for a run: the catalogue, a record per spreadsheet file, and the catalogue store being
/// filled with the files read afresh (nil when the store could not be opened).
struct LoadedInputs {
    var catalogue: Catalogue
    var records: [SheetRecord]
    var filling: CatalogueFilling?

    /// Finishes filling the store (or, when it could not be opened while reading, opens and fills it now, so
    /// that its failure is the one reported).
    func store(to project: Project) throws {
        if let filling {
            try filling.finish(catalogue, records: records)
        } else {
            try CatalogueStore.write(catalogue, records: records, to: project.catalogueFile)
        }
    }
}
