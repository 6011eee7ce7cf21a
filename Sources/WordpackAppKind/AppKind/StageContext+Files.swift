import Foundation
import WordpackCore

extension StageContext {
    /// Puts the finished file `temporary`, made beside `outputs/<path>` with `FileWriter.temporaryFile(beside:)`,
    /// at `path`; records it in `report` and its digest, `sha256`, in `digests`.
    func place(_ temporary: URL, sha256: String, at path: String, report: inout StageReport) throws {
        let written = try FileWriter.place(temporary, at: project.outputs.appendingPathComponent(path))
        record(path, written: written, sha256: sha256, report: &report)
    }

    /// Copies the file at `file`, whose digest is `sha256`, to `path` under `outputs/`, a chunk at a time;
    /// records it in `report` and `digests`.
    func copy(_ file: URL, sha256: String, to path: String, report: inout StageReport) throws {
        let written = try FileWriter.copy(file, to: project.outputs.appendingPathComponent(path))
        record(path, written: written, sha256: sha256, report: &report)
    }

    /// Notes the output at `path` as written or unchanged, and its digest.
    package func record(_ path: String, written: Bool, sha256: String, report: inout StageReport) {
        if written {
            report.written.append(path)
        } else {
            report.unchanged.append(path)
        }
        digests?.record(atPath: project.outputPath(of: path), sha256: sha256)
    }
}
