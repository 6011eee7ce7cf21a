import Foundation
import WordpackCore
import WordpackSheets

/// git's merge driver for sheets (`wordpack git-merge %O %A %B %P`): base, ours and theirs merged by sheet, row
/// key and column, the result written over ours in its own format.
package enum GitMergeDriver {
    package enum Outcome: Sendable, Equatable {
        /// Merged: ours holds both branches' changes.
        case merged
        /// Ours holds every change that did not conflict, and its own text where both changed: each sentence
        /// names a cell, both texts, and how to settle it.
        case conflicts([String])
        /// Nothing written: git's own conflict is left, with this sentence.
        case fallback(String)
    }

    /// Merges `theirs` into `ours` (git's temporary files) against `base`; `path` is the file they stand for.
    package static func merge(base: URL, ours: URL, theirs: URL, path: String) -> Outcome {
        let format = WorkbookTables.format(of: ours, path: path)
        let inputs: MergeInputs
        do {
            inputs = try MergeInputs(base: base, ours: ours, theirs: theirs, format: format, path: path)
        } catch let obstacle as WorkbookMerge.Obstacle {
            return .fallback(fallbackSentence(path, obstacle.sentence))
        } catch {
            return .fallback(fallbackSentence(path, "it could not be read"))
        }
        do {
            let merge = try WorkbookMerge(base: inputs.base, ours: inputs.ours, theirs: inputs.theirs)
            if !merge.edits.isEmpty {
                let data = try WorkbookPatch.patched(ours, format: format, displayPath: path, edits: merge.edits)
                try MergedFileCheck.verify(data, format: format, path: path, ours: inputs.ours, edits: merge.edits)
                try FileWriter.write(data, to: ours)
            }
            return merge.conflicts.isEmpty
                ? .merged : .conflicts(merge.conflicts.map { $0.sentence(file: path) })
        } catch let obstacle as WorkbookMerge.Obstacle {
            return .fallback(fallbackSentence(path, obstacle.sentence))
        } catch let problem as FileProblem {
            return .fallback(fallbackSentence(path, problem.message.lowercasedFirst))
        } catch {
            return .fallback(fallbackSentence(path, "its merged copy could not be written (\(error))"))
        }
    }

    static func fallbackSentence(_ path: String, _ reason: String) -> String {
        "\(path): not merged by cell, because \(reason.trimmingCharacters(in: CharacterSet(charactersIn: ". "))); "
            + "git marks it as a conflict with this branch's copy in place: open both versions "
            + "(`git show :2:\(path)` and `:3:`), make the changes by hand, then `git add \(path)`."
    }
}

extension String {
    /// The sentence with its first letter lower-cased, to follow a name.
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
