import Foundation
import WordpackCatalogue
import WordpackCore

/// A language's `recorded.tsv` (`RecordedTexts`) as `wordpack split` and `wordpack accept` update it: read whole
/// or refused (a row that cannot be read is never dropped by writing the file again), written to a temporary file
/// and renamed into place, only in a language folder that is a plain folder of the project's `inputs/`.
enum RecordedTextsFile {
    /// Why a `recorded.tsv` cannot be updated: its findings, or the one sentence of a folder that cannot hold it.
    struct Problem: Error {
        var diagnostics: [Diagnostic]
    }

    /// A recording's language and its path in the language folder, for a path in the project
    /// (`inputs/languages/<code>/speech/…` or `…/letters/…`); nil for any other path, or in a folder whose name is
    /// not a language code (which the build reads no recording from).
    static func place(of path: String) -> (code: LanguageCode, path: String)? {
        let steps = path.split(separator: "/", omittingEmptySubsequences: false)
        guard steps.count >= 5, steps[0] == "inputs", steps[1] == "languages",
            steps[3] == "speech" || steps[3] == "letters",
            case .success(let code) = LanguageCode.parse(String(steps[2]))
        else { return nil }
        return (code, steps.dropFirst(3).joined(separator: "/"))
    }

    /// The project path of a language's `recorded.tsv`.
    static func displayPath(code: LanguageCode) -> String {
        "\(Project.languageFolderPath(code))/\(RecordedTexts.fileName)"
    }

    /// The language's `recorded.tsv`, empty when there is none; throws `Problem` when a row cannot be read, or
    /// when the file or its folder is not plain (a link, not a folder).
    static func read(code: LanguageCode, in project: Project) throws -> RecordedTexts {
        let path = displayPath(code: code)
        if let obstacle = obstacle(code: code, in: project) { throw Problem(diagnostics: [obstacle]) }
        var status = stat()
        guard lstat(project.path(of: path), &status) == 0 else { return RecordedTexts() }
        let data: Data
        do {
            data = try RecordedTexts.contents(atPath: project.path(of: path), displayPath: path)
        } catch let problem as DiagnosticConvertible {
            throw Problem(diagnostics: [problem.diagnostic])
        } catch {
            throw Problem(diagnostics: [.error(at: Location(file: path), "cannot be read; check its permissions.")])
        }
        let (texts, findings) = RecordedTexts.parse(data, displayPath: path)
        guard findings.isEmpty else { throw Problem(diagnostics: findings) }
        return texts
    }

    /// Writes `texts` as the language's `recorded.tsv` (left alone when it holds these bytes).
    static func write(_ texts: RecordedTexts, code: LanguageCode, in project: Project) throws {
        let path = displayPath(code: code)
        if let obstacle = obstacle(code: code, in: project) { throw Problem(diagnostics: [obstacle]) }
        do {
            try FileWriter.write(texts.tsv, to: URL(fileURLWithPath: project.path(of: path)))
        } catch {
            throw Problem(
                diagnostics: [
                    .error(
                        at: Location(file: path), "cannot be written (\(SplitPlacing.reason(error))); check the folder."
                    )
                ])
        }
    }

    /// Notes each recording (a path in the project, its SHA-256 and the text it says) in its language's
    /// `recorded.tsv`, as vouched for by `vouched`; paths outside a language's `speech/` and `letters/` are left
    /// out. Every file is read first: when one cannot be updated, none is written.
    static func note(
        _ recordings: [(path: String, sha256: String, text: String)], vouched: RecordedTexts.Vouch,
        in project: Project
    ) throws {
        var byLanguage: [LanguageCode: [RecordedTexts.Entry]] = [:]
        for recording in recordings {
            guard let place = place(of: recording.path) else { continue }
            byLanguage[place.code, default: []].append(
                RecordedTexts.Entry(
                    path: place.path, sha256: recording.sha256, text: recording.text, vouched: vouched))
        }
        var updated: [(LanguageCode, RecordedTexts)] = []
        var problems: [Diagnostic] = []
        for code in byLanguage.keys.sorted() {
            do {
                var texts = try read(code: code, in: project)
                for entry in byLanguage[code] ?? [] { texts.set(entry) }
                updated.append((code, texts))
            } catch let problem as Problem {
                problems += problem.diagnostics
            }
        }
        guard problems.isEmpty else { throw Problem(diagnostics: problems) }
        for (code, texts) in updated { try write(texts, code: code, in: project) }
    }

    /// Why the language folder cannot hold a `recorded.tsv` wordpack writes: a step that is a link or not a
    /// folder, or a `recorded.tsv` that is not a regular file. Nil when it can (a missing folder is made).
    private static func obstacle(code: LanguageCode, in project: Project) -> Diagnostic? {
        guard let wrong = RecordingPath.wrongStep(displayPath(code: code), project: project) else { return nil }
        let kind = RegularFile.kindName(wrong.mode)
        return .error(
            at: Location(file: wrong.reached),
            wrong.isLast
                ? "is not a regular file (\(kind)), so the texts of the recordings cannot be noted in it; make it a "
                    + "plain file, or remove it."
                : "is \(kind), not a folder of the project, so wordpack does not write \(displayPath(code: code)) "
                    + "through it; make it a plain folder.")
    }
}
