import Foundation
import WordpackAppKind
import WordpackCore

/// The plists stage: every FirstWords app's `words.plist` files (full and free), its texts (`name.txt`,
/// `all.txt`, `other.txt`, and the `Contents.json` files of its colours' `Common.xcassets`), as the app's layout
/// lists them.
enum PlistsStage {
    /// Every plist and text of the FirstWords apps (a stage run alone, or a test).
    static func run(_ context: StageContext) -> StageReport {
        let layouts = context.configuration.firstWordsLayouts(context.catalogue, pipelineFile: context.pipelinePath)
        let files = layouts.flatMap(\.files).filter { context.needsWork($0.path) }.map {
            PlannedOutput(path: $0.path, stage: FirstWordsKind.plistsStage, inputs: [], settings: "", work: .own)
        }
        return make(files, layouts: layouts, context: context)
    }

    /// Makes `files`, the plists and texts of these layouts that this build must make; other files are left
    /// to the audio and images stages.
    static func make(_ files: [PlannedOutput], layouts: [FirstWordsLayout], context: StageContext)
        -> StageReport
    {
        let wanted = Set(files.map(\.path))
        // Each file on a core of its own (the plists of 100,000 words in 30 languages were 28 s of one core in a
        // first build), the reports put together in the layouts' order, each finding once: the same cell is in
        // several plists (full and free lists, several apps).
        let jobs = layouts.flatMap { layout in layout.files.filter { wanted.contains($0.path) }.map { (layout, $0) } }
        var report = StageReport()
        for part in jobs.concurrentMap({ make($0.1, layout: $0.0, context: context) }) { report.mergeOnce(part) }
        return report
    }

    /// Makes one plist or text of `layout`.
    private static func make(_ file: PlannedFile, layout: FirstWordsLayout, context: StageContext)
        -> StageReport
    {
        var report = StageReport()
        switch file.content {
        case .wordsPlist(let list, let language, let free):
            guard
                let bytes = plist(
                    list: list, language: language, free: free, layout: layout, path: file.path, context: context,
                    report: &report)
            else {
                context.progress?.advance()
                return report
            }
            context.write(Data(bytes), to: file.path, report: &report)
        case .text(let text, _):
            context.write(Data(text.utf8), to: file.path, report: &report)
        case .audio, .picture, .copy:
            break
        }
        return report
    }

    /// The plist's bytes, or nil after adding the reason to `report`.
    static func plist(
        list name: String, language: LanguageCode, free: Bool, layout: FirstWordsLayout, path: String,
        context: StageContext, report: inout StageReport
    ) -> [UInt8]? {
        guard let list = context.catalogue.list(named: name) else { return nil }
        let entries = layout.entries(list: name, language: language, free: free)
        if free, entries.isEmpty {
            report.findings.append(
                .error(
                    at: list.source.location,
                    "the free list of “\(name)” in \(language) has no words; mark some words TRUE in the free column "
                        + "(or correct the free rule in pipeline.json)."))
            return nil
        }
        let plistEntries = entries.map { PlistEntry(word: $0.word, translation: $0.translation) }
        var valid = true
        for ((word, translation), entry) in zip(entries, plistEntries) {
            for field in entry.strings {
                guard let character = WordsPlist.forbiddenCharacter(in: field.value) else { continue }
                let hex = String(character.value, radix: 16, uppercase: true)
                let fromList = ["key", "picture", "sound", "background"].contains(field.column)
                let location =
                    fromList
                    ? list.source.location(row: word.row, field: field.column)
                    : translation.location.column(
                        context.catalogue.language(language)?.source(for: translation.location)?.columns[field.column]
                            ?? translation.location.column)
                let finding = Diagnostic.error(
                    at: location,
                    "the \(field.key) “\(field.value.unicodeScalars.filter { $0 != character }.map(String.init).joined())” "
                        + "contains a control character (U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex)) "
                        + "that a property list cannot hold; retype the cell without it.")
                // The same cell is in several plists (full and free lists, several apps): one finding.
                if !report.findings.contains(finding) { report.findings.append(finding) }
                valid = false
            }
        }
        guard valid else { return nil }
        do {
            return try WordsPlist.encode(plistEntries)
        } catch {
            report.record(.encode(path: "outputs/\(path)", library: "libxml2", reason: "\(error)"))
            return nil
        }
    }
}
