import Foundation
import WordpackCore

extension Publisher {
    /// A version longer than this (in bytes) would make a folder name some file systems refuse, with the
    /// `.<version>.<id>.tmp` it is written under.
    static let longestVersion = 100

    /// Why `version` cannot name a release folder, or nil; control characters shown, never printed raw.
    static func versionProblem(_ version: String) -> String? {
        let shown = version.count > 40 ? String(version.prefix(40)) + "…" : version
        if version.isEmpty { return "the version is empty; give --version a name such as 2.1, or leave it out." }
        if version.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            return "the version “\(shown.showingControlCharacters)” holds a line break or another control character; "
                + "type it on one line."
        }
        if version.utf8.count > longestVersion {
            return
                "the version “\(shown)” is \(version.utf8.count) bytes long; a release's folder name can have at most "
                + "\(longestVersion)."
        }
        guard version.allSatisfy({ $0.isLetter || $0.isNumber || "._-".contains($0) }), !version.hasPrefix(".") else {
            return "the version “\(shown)” cannot name a release's folder; use letters, digits, “.”, “-” and “_”."
        }
        return nil
    }

    /// Makes the releases folder when it is missing; a sentence naming it when it is a file or cannot be made.
    func prepareDestination() throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw PublishRefused(findings: [
                    .error(
                        at: Location(file: destination.path),
                        "is a file, not a folder; give --to the folder that holds (or will hold) the releases.")
                ])
            }
            return
        }
        do {
            try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        } catch {
            throw PublishRefused(findings: [Self.writeFailure(error, in: destination)])
        }
    }

    /// Removes what a publish that ended before its release was named left in the folder. Called holding the
    /// folder's lock, so no publish that is still running owns one of them.
    func removeLeftovers() { Self.removeLeftovers(in: destination) }

    /// Removes the hidden `.….tmp` entries of `folder` (releases or Swift packages written beside their place),
    /// holding that folder's lock.
    static func removeLeftovers(in folder: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// The sentence for a release that could not be written into `folder`, with the system's reason.
    static func writeFailure(_ error: Error, in folder: URL) -> Diagnostic {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        let code =
            (error as? POSIXError)?.code.rawValue
            ?? (underlying?.domain == NSPOSIXErrorDomain ? Int32(underlying?.code ?? 0) : nil)
        let reason = code.map { String(cString: strerror($0)) } ?? (error as NSError).localizedDescription
        return .error(at: Location(file: folder.path), cannotWrite(reason))
    }

    static func cannotWrite(_ reason: String) -> String {
        "could not be written into: \(reason). Check that it is a folder you may write in and that its disk has room."
    }

    /// rename(2) that does not replace: false with `errno` EEXIST when `target` is there. rename(2) would
    /// replace an empty folder; the check before it is made holding the folder's lock.
    static func renameWithoutReplacing(_ source: String, _ target: String) -> Bool {
        var info = stat()
        if lstat(target, &info) == 0 {
            errno = EEXIST
            return false
        }
        return rename(source, target) == 0
    }
}

/// One publish at a time into a releases folder: the project lock's `flock`, on `.wordpack-publish.lock` in
/// that folder (or another file: the Swift packages' folder has its own). A publish killed in any way releases it.
struct ReleasesLock {
    static let fileName = ".wordpack-publish.lock"
    private let lock: ProjectLock

    init(destination: URL, fileName: String = fileName, command: String = "publish") throws {
        let path = destination.appendingPathComponent(fileName).path
        do {
            lock = try ProjectLock(path: path, command: command) { reason in
                FileProblem(file: destination.path, Publisher.cannotWrite(reason))
            }
        } catch let problem as FileProblem {
            throw PublishRefused(findings: [problem.diagnostic])
        }
    }
}
