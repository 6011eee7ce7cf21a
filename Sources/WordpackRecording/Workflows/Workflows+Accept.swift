import Foundation
import WordpackCatalogue
import WordpackCore
import WordpackPipeline

extension Workflows {
    /// What `wordpack accept` is asked to take as right.
    package struct AcceptRequest: Sendable {
        var language: LanguageCode
        /// Recordings (`speech/Animals/pig.wav`, from the language folder or the project) and translations
        /// (`Animals/pig`) to accept whatever they were made for; none: the recordings not noted yet.
        package var items: [String] = []
        /// Every recording made for another word and every outdated translation of the language, too.
        package var outdated = false

        package init(language: LanguageCode) {
            self.language = language
        }
    }

    /// `wordpack accept --language es [ITEM…]`: notes in `inputs/languages/es/recorded.tsv` that each recording
    /// says the word it now stands for (its SHA-256 and that text), and takes translations as made against
    /// today's reference text. With no item, the recordings no row notes (new, or recorded again by hand); a
    /// recording made for another word is accepted only when named, or with `outdated`. Every item is checked
    /// before anything is written.
    package static func accept(_ options: BuildOptions, _ request: AcceptRequest, progress: (BuildEvent) -> Void) throws
    {
        try holdingProject(options, "accept", progress: progress) {
            let project = options.project
            let code = request.language
            let (run, storing) = ProjectRun.fresh(options, required: [code])
            try ProjectRun.store(project) { try storing.wait() }
            let catalogue = run.catalogue
            guard catalogue.language(code) != nil else {
                throw BuildFailure.load(
                    [],
                    message:
                        "error: there is no language folder \(Project.languageFolderPath(code))/ (the languages are "
                        + "\(catalogue.languages.map(\.code.description).joined(separator: ", "))).")
            }
            let recordings = catalogue.ownRecordings(of: code)
            let outdated = catalogue.outdatedTranslations(of: code)
            let chosen = try choose(request, recordings: recordings, outdated: outdated, catalogue: catalogue)
            var texts: RecordedTexts
            do {
                texts = try RecordedTextsFile.read(code: code, in: project)
            } catch let problem as RecordedTextsFile.Problem {
                throw BuildFailure.load(problem.diagnostics, message: "accept: nothing was noted.")
            }
            let prefix = "\(Project.languageFolderPath(code))/"
            if request.items.isEmpty {
                forgetMissing(&texts, recordings: recordings, prefix: prefix, project: project)
            }
            var noted = 0
            var unreadable: [Diagnostic] = []
            for recording in chosen.recordings {
                guard let text = recording.text else { continue }
                do {
                    let sha256 = try FileDigest.sha256(of: URL(fileURLWithPath: project.path(of: recording.path)))
                    texts.set(
                        RecordedTexts.Entry(
                            path: String(recording.path.dropFirst(prefix.count)), sha256: sha256, text: text,
                            vouched: .person))
                    noted += 1
                } catch {
                    unreadable.append(.error(at: Location(file: recording.path), "cannot be read; check it."))
                }
            }
            guard unreadable.isEmpty else { throw BuildFailure.load(unreadable, message: "accept: nothing was noted.") }
            do {
                let existing = FileManager.default.fileExists(
                    atPath: project.path(of: RecordedTextsFile.displayPath(code: code)))
                if !texts.isEmpty || existing { try RecordedTextsFile.write(texts, code: code, in: project) }
                try catalogue.confirmReferences(
                    language: code, keys: Set(chosen.translations),
                    in: project.languageFolder(code))
            } catch let problem as RecordedTextsFile.Problem {
                throw BuildFailure.load(problem.diagnostics, message: "accept: nothing was noted.")
            } catch {
                throw BuildFailure.store(
                    "error: cannot write \(Project.languageFolderPath(code))/\(RememberedReferences.fileName): \(error)"
                )
            }
            report(chosen, noted: noted, code: code, recordings: recordings, outdated: outdated, progress: progress)
        }
    }

    /// What a request accepts: recordings with a text to note, and translations to confirm (`List/key`).
    private struct Chosen {
        var recordings: [Catalogue.OwnRecording] = []
        var translations: [String] = []
        /// Named recordings no word uses.
        var unused: [String] = []
    }

    private static func choose(
        _ request: AcceptRequest, recordings: [Catalogue.OwnRecording],
        outdated: (remembered: [String], inSheets: [String]), catalogue: Catalogue
    ) throws -> Chosen {
        let code = request.language
        var chosen = Chosen()
        if request.items.isEmpty || request.outdated {
            chosen.recordings = recordings.filter {
                $0.text != nil && ((!$0.noted && !$0.isStale) || (request.outdated && $0.isStale))
            }
            if request.outdated { chosen.translations = outdated.remembered }
        }
        let byPath = Dictionary(recordings.map { ($0.path, $0) }) { first, _ in first }
        var unknown: [String] = []
        for item in request.items {
            let path = item.hasPrefix("inputs/") ? item : "\(Project.languageFolderPath(code))/\(item)"
            if let recording = byPath[path] {
                if recording.text == nil { chosen.unused.append(path) } else { chosen.recordings.append(recording) }
            } else if outdated.remembered.contains(item) {
                chosen.translations.append(item)
            } else if outdated.inSheets.contains(item) {
                unknown.append(
                    "“\(item)” carries the text it was translated from in its own row (a “reference (\(catalogue.references?.referenceLanguage ?? "en"))” "
                        + "cell, or the source of an XLIFF unit): confirm it there")
            } else if item.split(separator: "/").count == 2, !item.hasPrefix("speech/"), !item.hasPrefix("letters/") {
                unknown.append("“\(item)” is not an outdated translation of \(code)")
            } else {
                unknown.append("“\(item)” is not a recording of \(Project.languageFolderPath(code))/")
            }
        }
        guard unknown.isEmpty else {
            throw BuildFailure.load(
                [],
                message: unknown.map { "error: \($0)." }.joined(separator: "\n")
                    + "\naccept: nothing was noted; name recordings as speech/<List>/<file> or letters/<file>, and "
                    + "translations as <List>/<key>, as `wordpack check` names them.")
        }
        return chosen
    }

    /// Removes the rows of files no longer there; a file whose bytes were noted at another path (a recording
    /// renamed or moved) gets a row of its own first, so what it was recorded for is kept. A stale recording
    /// not noted keeps what the build folder remembers of it, there.
    private static func forgetMissing(
        _ texts: inout RecordedTexts, recordings: [Catalogue.OwnRecording], prefix: String, project: Project
    ) {
        for recording in recordings where recording.noted {
            guard let recordedFor = recording.recordedFor else { continue }
            let path = String(recording.path.dropFirst(prefix.count))
            guard let sha256 = try? FileDigest.sha256(of: URL(fileURLWithPath: project.path(of: recording.path))),
                texts.entry(at: path)?.sha256 != sha256
            else { continue }
            texts.set(RecordedTexts.Entry(path: path, sha256: sha256, text: recordedFor))
        }
        let present = Set(recordings.map { String($0.path.dropFirst(prefix.count)) })
        texts.removeAll { !present.contains($0.path) }
    }

    private static func report(
        _ chosen: Chosen, noted: Int, code: LanguageCode, recordings: [Catalogue.OwnRecording],
        outdated: (remembered: [String], inSheets: [String]), progress: (BuildEvent) -> Void
    ) {
        let file = RecordedTextsFile.displayPath(code: code)
        for path in chosen.unused {
            progress(.detail("accept: \(path) is not the recording of any word of \(code); it is not noted"))
        }
        let chosenPaths = Set(chosen.recordings.map(\.path))
        let staleLeft = recordings.filter { $0.isStale && !chosenPaths.contains($0.path) }
        for recording in staleLeft {
            progress(
                .detail(
                    "accept: \(recording.path) was recorded for “\(recording.recordedFor ?? "")”, not "
                        + "“\(recording.text ?? "")”: left as it is (name it to accept it)"))
        }
        var parts = [
            noted == 0
                ? "nothing to note in \(file)"
                : "noted \(noted) recording\(noted == 1 ? "" : "s") of \(code) in \(file) as vouched for by a person "
                    + "(`person`: your word, not wordpack's hearing)"
        ]
        if !chosen.translations.isEmpty {
            let count = chosen.translations.count
            parts.append("confirmed \(count) outdated translation\(count == 1 ? "" : "s")")
        }
        if !staleLeft.isEmpty {
            let names = staleLeft.map { String($0.path.dropFirst("\(Project.languageFolderPath(code))/".count)) }
            parts.append(
                "\(staleLeft.count) recording\(staleLeft.count == 1 ? "" : "s") made for another word left as "
                    + (staleLeft.count == 1 ? "it is" : "they are") + " (\(sentenceList(names, limit: 3))): name "
                    + (staleLeft.count == 1 ? "it" : "each") + " to accept it")
        }
        let unconfirmed = outdated.remembered.count - chosen.translations.count + outdated.inSheets.count
        if unconfirmed > 0 {
            parts.append(
                "\(unconfirmed) outdated translation\(unconfirmed == 1 ? "" : "s") left (`wordpack check` names them)")
        }
        progress(.summary("accept: " + parts.joined(separator: "; ")))
    }
}
