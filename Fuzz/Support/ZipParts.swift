import Foundation
import ZIPFoundation

/// Turns a fuzz input for the XLSX and ODS targets into the bytes of a package.
///
/// Mutating a real `.xlsx` or `.ods` file rarely gets past its ZIP layer: the parts are deflated, and a
/// changed byte of a stored part breaks its checksum. So an input that starts with `@@part ` is a list of
/// parts in plain text, each `@@part <path>` on a line of its own followed by the part's bytes, and is
/// packed into a valid ZIP here (stored, in the order given); the XML inside then mutates freely.
/// Any other input (a seed that is a real package, or anything else) is given to the reader as it is,
/// which keeps the ZIP layer and the file sniffing under the fuzzer too.
enum ZipParts {
    static let marker = Array("@@part ".utf8)

    static func package(_ input: Data) -> Data {
        guard input.starts(with: marker) else { return input }
        do {
            let archive = try Archive(data: Data(), accessMode: .create)
            for (path, contents) in parts(input) {
                try archive.addEntry(
                    with: path, type: .file, uncompressedSize: Int64(contents.count), modificationDate: epoch,
                    compressionMethod: .none
                ) { position, size in
                    contents.subdata(in: Int(position)..<Int(position) + size)
                }
            }
            return archive.data ?? input
        } catch {
            // ZIPFoundation refused a name or a size: give the reader the text instead.
            return input
        }
    }

    /// The parts, split at each `\n@@part ` (and the one the input starts with).
    static func parts(_ input: Data) -> [(path: String, contents: Data)] {
        let bytes = [UInt8](input)
        let separator = [UInt8(ascii: "\n")] + marker
        var starts: [Int] = [marker.count]
        var index = 0
        while index + separator.count <= bytes.count {
            if bytes[index..<index + separator.count].elementsEqual(separator) {
                starts.append(index + separator.count)
                index += separator.count
            } else {
                index += 1
            }
        }
        var result: [(path: String, contents: Data)] = []
        for (number, start) in starts.enumerated() {
            let end = number + 1 < starts.count ? starts[number + 1] - separator.count : bytes.count
            guard start <= end else { continue }
            let part = bytes[start..<end]
            guard let newline = part.firstIndex(of: UInt8(ascii: "\n")) else { continue }
            let path = String(decoding: part[part.startIndex..<newline], as: UTF8.self)
            guard !path.isEmpty else { continue }
            result.append((path, Data(part[(newline + 1)...])))
        }
        return result
    }

    private static let epoch = Date(timeIntervalSince1970: 1_577_836_800)  // 2020-01-01
}
