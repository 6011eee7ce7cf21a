import CDeflate
import Foundation
import WordpackCore
import WordpackXML
import ZIPFoundation

/// A spreadsheet stored as a ZIP package (XLSX or ODS), read one part at a time.
///
/// Opening it checks what the file really is, so that a CSV file, an old `.xls` workbook or a
/// truncated download named `.xlsx` gets a sentence saying so. Each XML part is unpacked to a
/// temporary file, streamed, and deleted: no part is ever held in memory whole.
struct ZippedSpreadsheet {
    package let url: URL
    package let displayPath: String
    package let kind: SpreadsheetFileKind
    /// The paths of the package's parts.
    let partPaths: Set<String>

    package init(url: URL, displayPath: String, kind: SpreadsheetFileKind) throws {
        self.url = url
        self.displayPath = displayPath
        self.kind = kind
        let head: [UInt8]
        do {
            let handle = try RegularFile.handle(url.path, displayPath: displayPath)
            head = [UInt8](try handle.read(upToCount: 4096) ?? Data())
        } catch let problem as FileProblem {
            throw problem
        } catch {
            throw FileProblem(
                file: displayPath, "could not be opened. Check that the file exists and that you may read it.")
        }
        switch FileSniffer.contents(of: head) {
        case .empty:
            throw FileProblem(file: displayPath, "is empty (0 bytes), so it has no sheets to read. \(kind.saveAgain)")
        case .oldExcel where FileSniffer.isEncryptedWorkbook(url):
            throw FileProblem(
                file: displayPath, "is protected with a password, so it cannot be read. \(kind.removePassword)")
        case .oldExcel:
            throw FileProblem(
                file: displayPath,
                "is an old Excel 97-2003 workbook (.xls) named .\(kind.fileExtension). \(kind.saveAs)")
        case .csvText:
            throw FileProblem(
                file: displayPath,
                "\(kind.namedButNot): it looks like CSV text. Rename it to .csv, or open it and save it as \(kind.formatName)."
            )
        case .tabSeparatedText:
            throw FileProblem(
                file: displayPath,
                "\(kind.namedButNot): it looks like tab-separated text. Rename it to .tsv, or open it and save it as \(kind.formatName)."
            )
        case .markup:
            throw FileProblem(
                file: displayPath, "\(kind.namedButNot): it looks like a web page or an XML file. \(kind.saveAs)")
        case .unknown:
            throw FileProblem(
                file: displayPath,
                "\(kind.namedButNot): it is not even a ZIP package, which every .\(kind.fileExtension) file is. \(kind.saveAs)"
            )
        case .zip:
            break
        }
        let archive = try Self.openArchive(url: url, displayPath: displayPath, kind: kind)
        partPaths = Set(archive.map(\.path))
    }

    /// Unpacks the part at `path` to a temporary file, gives `body` a streaming reader on it, then deletes it.
    /// `location` is where XML problems of that part are reported (the file, or one of its sheets).
    package func read<T>(part path: String, location: Location, _ body: (XMLStreamReader) throws -> T) throws -> T {
        try unpacked(part: path, location: location).read(location: location, body)
    }

    /// A part unpacked to a temporary file, deleted with the last reference to it: a part read more than once
    /// (an ODS's `content.xml`, for its sheets' names and then for each sheet's rows) is unpacked once.
    package final class UnpackedPart: Sendable {
        let url: URL

        fileprivate init(url: URL) {
            self.url = url
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        /// Gives `body` a streaming reader on the part; `location` is where its XML problems are reported.
        package func read<T>(location: Location, _ body: (XMLStreamReader) throws -> T) throws -> T {
            try body(XMLStreamReader(path: url.path, location: location))
        }

        /// Feeds the part to `parser`, 64 KB at a time, and finishes it. An error its handler throws (one that
        /// ends the reading early included) ends the feeding at once and is thrown.
        package func parse(with parser: XMLPushParser) throws {
            guard let file = FileHandle(forReadingAtPath: url.path) else {
                throw FileProblem(parser.location, "could not be read: its unpacked copy is gone. Try again.")
            }
            defer { try? file.close() }
            while true {
                let chunk: Data
                do {
                    chunk = try file.read(upToCount: 64 * 1024) ?? Data()
                } catch {
                    throw FileProblem(parser.location, "could not be read: its unpacked copy is gone. Try again.")
                }
                if chunk.isEmpty { break }
                try chunk.withUnsafeBytes { try parser.feed($0) }
            }
            try parser.finish()
        }

    }

    /// Unpacks the part at `path` to a temporary file (`location`: where a problem unpacking it is reported). With
    /// `parser`, the part is also fed to it as it is unpacked (`unpack(part:location:parsingWith:also:)`).
    package func unpacked(part path: String, location: Location, parsingWith parser: XMLPushParser? = nil) throws
        -> UnpackedPart
    {
        let temporary = FileManager.default.temporaryDirectory
            .appendingPathComponent("wordpack-\(UUID().uuidString).xml")
        let part = UnpackedPart(url: temporary)
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
            let output = FileHandle(forWritingAtPath: temporary.path)
        else {
            throw FileProblem(
                location,
                "could not be read: there is no room in the temporary folder to unpack it. Free some disk space, then try again."
            )
        }
        defer { try? output.close() }
        let write: @Sendable (Data) throws -> Void = { chunk in
            do { try output.write(contentsOf: chunk) } catch { throw TemporaryFileFull() }
        }
        if let parser {
            try unpack(part: path, location: location, parsingWith: parser, also: write)
        } else {
            try unpack(part: path, location: location, into: write)
        }
        return part
    }

    /// Unpacks the part at `path` straight into `handler` through a push parser: no temporary file.
    package func parse(part path: String, location: Location, into handler: XMLPushHandler) throws {
        try unpack(part: path, location: location, parsingWith: XMLPushParser(location: location, handler: handler))
    }

    /// Unpacks the part at `path` on another core, handing each chunk to `also` there, and feeds it to `parser`
    /// on this one, a few chunks behind; then finishes the parser.
    ///
    /// Problems come in the order `read` gives them: a part that does not unpack (a damaged packed stream, a
    /// wrong checksum, too large) is reported as such even when its XML broke earlier, so the rest of the part
    /// is still unpacked (not parsed) after a problem of the XML or of a cell. An error the parser's handler
    /// throws for its own caller (`ParsingStopped`) ends the unpacking at once.
    private func unpack(
        part path: String, location: Location, parsingWith parser: XMLPushParser,
        also: @escaping @Sendable (Data) throws -> Void = { _ in }
    ) throws {
        var problem: Error?
        do {
            try pipelined(batchSize: 1) { [self] send in
                try unpack(part: path, location: location) { chunk in
                    try also(chunk)
                    try send(chunk)
                }
            } consume: { chunk in
                guard problem == nil else { return }
                do {
                    try chunk.withUnsafeBytes { try parser.feed($0) }
                } catch let stopped as ParsingStopped {
                    throw stopped
                } catch {
                    problem = error
                }
            }
        } catch let stopped as ParsingStopped {
            throw stopped.reason
        }
        if let problem { throw problem }
        try parser.finish()
    }

    /// The bytes of a small part such as ODS's `mimetype`; `nil` when the part is missing or larger than `limit`.
    func smallPart(_ path: String, limit: Int = 1024) throws -> Data? {
        guard partPaths.contains(path) else { return nil }
        var data = Data()
        var tooLarge = false
        try unpack(part: path, location: Location(file: displayPath)) { chunk in
            data.append(chunk)
            if data.count > limit { tooLarge = true }
        }
        return tooLarge ? nil : data
    }

    private func unpack(part path: String, location: Location, into consumer: (Data) throws -> Void) throws {
        let archive = try Self.openArchive(url: url, displayPath: displayPath, kind: kind)
        guard let entry = archive[path] else {
            throw FileProblem(location, "is damaged: part \(path) is missing from it. \(kind.saveAgain)")
        }
        // What the package claims is checked first; what it really unpacks to, chunk by chunk, since a
        // hostile file can claim anything.
        let packed = Int64(clamping: entry.compressedSize)
        let limit = ReadLimits.unpackedPartBytes(packed: packed)
        if Int64(clamping: entry.uncompressedSize) > limit {
            throw tooLarge(
                part: path, location: location, unpacked: Int64(clamping: entry.uncompressedSize),
                packed: packed, claimed: true)
        }
        var unpacked: Int64 = 0
        do {
            // The checksum of what was unpacked, compared with the package's. libdeflate's (zlib's CRC-32, with
            // vector instructions), not ZIPFoundation's, which sums byte by byte in Swift: a sixth of reading a sheet.
            var checksum: UInt32 = 0
            let take: (Data) throws -> Void = { chunk in
                unpacked += Int64(chunk.count)
                if unpacked > limit { throw PartTooLarge() }
                checksum = chunk.withUnsafeBytes { bytes in
                    libdeflate_crc32(checksum, bytes.baseAddress, bytes.count)
                }
                do { try consumer(chunk) } catch { throw ConsumerFailed(error: error) }
            }
            // The part's packed bytes are unpacked here (PackedPart), ZIPFoundation's loop only for a package
            // this does not read.
            let file = try RegularFile.handle(url.path, displayPath: displayPath)
            if let part = try PackedPart.locate(path, in: file) {
                try part.unpack(from: file, chunkSize: 64 * 1024, into: take)
            } else {
                _ = try archive.extract(entry, bufferSize: 64 * 1024, skipCRC32: true, consumer: take)
            }
            guard checksum == entry.checksum else { throw DamagedPart() }
        } catch is PartTooLarge {
            throw tooLarge(part: path, location: location, unpacked: unpacked, packed: packed, claimed: false)
        } catch let failed as ConsumerFailed where !(failed.error is TemporaryFileFull) {
            throw failed.error
        } catch is ConsumerFailed {
            throw FileProblem(
                location,
                "could not be read: there is no room in the temporary folder to unpack it. Free some disk space, then try again."
            )
        } catch {
            throw FileProblem(
                location,
                "is damaged: part \(path) could not be unpacked. Copy the file again, or open the original in \(kind.program) and save it again."
            )
        }
    }

    /// The sentence for a part past `ReadLimits.partBytes` or `ReadLimits.compressionRatio`.
    private func tooLarge(part path: String, location: Location, unpacked: Int64, packed: Int64, claimed: Bool)
        -> FileProblem
    {
        let size = claimed ? "claims to unpack to \(unpacked.byteCount)" : "unpacks to more than \(unpacked.byteCount)"
        let limit =
            unpacked > ReadLimits.partBytes
            ? "wordpack unpacks at most \(ReadLimits.partBytes.byteCount) of one part"
            : "wordpack unpacks at most \(ReadLimits.compressionRatio) times a part's packed size (beyond its first "
                + "\(ReadLimits.freePartBytes.byteCount)), and no spreadsheet program packs that tightly"
        return FileProblem(
            location,
            "is refused: its part \(path) \(size) from \(packed.byteCount) packed; \(limit). It is damaged or was "
                + "not saved by a spreadsheet program. \(kind.saveAgain)")
    }

    private static func openArchive(url: URL, displayPath: String, kind: SpreadsheetFileKind) throws -> Archive {
        try RegularFile.check(url.path, displayPath: displayPath)  // ZIPFoundation opens the path itself
        do {
            return try Archive(url: url, accessMode: .read)
        } catch {
            throw FileProblem(
                file: displayPath,
                "is damaged: the file is incomplete (it may have been cut short while copying or downloading). Copy it again, or open the original in \(kind.program) and save it again."
            )
        }
    }
}

private struct TemporaryFileFull: Error {}
private struct DamagedPart: Error {}
private struct PartTooLarge: Error {}
/// An error of what the unpacked bytes were given to, passed on as it is.
private struct ConsumerFailed: Error {
    let error: Error
}

/// Thrown by a push handler to end the unpacking of a part at once (its caller stopped reading): `reason`
/// is what `parse(part:location:into:)` throws.
struct ParsingStopped: Error {
    let reason: Error
}

/// What makes the sentences about an XLSX file differ from those about an ODS file.
struct SpreadsheetFileKind {
    package let fileExtension: String
    /// "an Excel workbook"
    package let description: String
    /// "an Excel Workbook (.xlsx)", as the Save As dialog names the format.
    let formatName: String
    /// The programs that can open and save it.
    package let program: String
    /// How to save a copy without its password.
    let removePassword: String

    static let xlsx = SpreadsheetFileKind(
        fileExtension: "xlsx", description: "an Excel workbook",
        formatName: "an Excel Workbook (.xlsx)", program: "Excel or LibreOffice",
        removePassword:
            "Open it in Excel, remove the password (File > Info > Protect Workbook > Encrypt with Password), and save it again."
    )
    static let ods = SpreadsheetFileKind(
        fileExtension: "ods", description: "an OpenDocument spreadsheet",
        formatName: "an ODF Spreadsheet (.ods)", program: "LibreOffice or Excel",
        removePassword: "Open it in LibreOffice, choose File > Save As, untick Save with password, and save it again.")

    var namedButNot: String { "is named .\(fileExtension) but is not \(description)" }
    var saveAs: String { "Open it in \(program) and save it as \(formatName)." }
    var saveAgain: String { "Open the original in \(program) and save it again." }
}
