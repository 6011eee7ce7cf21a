import WordpackXML

/// Collects every `<si>` of a shared strings part, in order, as a push parser hands the part on: the `<t>` of a
/// plain string, or the `<t>` of every rich-text run `<r>` joined, with phonetic readings (`<rPh>`, the furigana
/// over Japanese text, which the cell does not show) left out, and Excel's `_xHHHH_` escapes undone
/// (`XLSXText.unescaped`). An `<si>` inside another is part of the outer one's content.
///
/// With a `chunkSize`, every `chunkSize` strings are handed to `publish` as they are read (`XLSXSharedTexts`), and
/// `strings` holds those read since.
final class XLSXSharedStrings: XMLPushHandler {
    /// A value, so that a node costs one access to it (see `XLSXRowParser`).
    private var state = State()
    private let chunkSize: Int
    private let publish: ([String]) -> Void

    var strings: [String] { state.strings }

    init(chunkSize: Int = .max, publish: @escaping ([String]) -> Void = { _ in }) {
        self.chunkSize = chunkSize
        self.publish = publish
    }

    func element(_ name: XMLName, _ attributes: XMLAttributes, depth: Int, isEmpty: Bool) throws {
        state.element(name, depth: depth, isEmpty: isEmpty)
    }

    /// Called for an empty `<si/>` too, once its string is added.
    func endElement(_ name: XMLName, depth: Int) throws {
        state.endElement(name, depth: depth)
        if state.strings.count == chunkSize { publish(state.takeStrings()) }
    }

    func text(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        state.text(bytes)
    }
}

extension XLSXSharedStrings {
    private struct State {
        private(set) var strings: [String] = []
        /// The depth of the `<si>` being read, and whether a `<t>` in it is open.
        private var itemDepth: Int?
        private var inText = false
        private var bytes: [UInt8] = []
        /// The `<rPh>` whose content is skipped.
        private var skipping = XMLSkipping()

        init() {
            bytes.reserveCapacity(256)
        }

        /// The strings read so far, which are then forgotten.
        mutating func takeStrings() -> [String] {
            defer { strings = [] }
            return strings
        }

        mutating func element(_ name: XMLName, depth: Int, isEmpty: Bool) {
            if skipping.isSkipping { return }
            guard itemDepth != nil else {
                guard name.is("si") else { return }
                if isEmpty {
                    strings.append("")
                } else {
                    itemDepth = depth
                    inText = false
                    bytes.removeAll(keepingCapacity: true)
                }
                return
            }
            if name.is("rPh") {
                skipping.skip(depth, isEmpty: isEmpty)
            } else if name.is("t") {
                inText = !isEmpty
            }
        }

        mutating func endElement(_ name: XMLName, depth: Int) {
            if skipping.passes(endAt: depth) { return }
            guard let item = itemDepth else { return }
            if depth == item {
                strings.append(XLSXText.unescaped(bytes))
                itemDepth = nil
            } else if name.is("t") {
                inText = false
            }
        }

        mutating func text(_ bytes: UnsafeBufferPointer<UInt8>) {
            if !skipping.isSkipping, itemDepth != nil, inText { self.bytes.append(contentsOf: bytes) }
        }
    }
}
