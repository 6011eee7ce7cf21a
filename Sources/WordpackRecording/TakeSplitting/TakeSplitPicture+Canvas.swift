extension TakeSplitPicture {
    /// RGB pixels to draw on: vertical lines, and numbers in a 3 × 5 pixel font drawn twice the size.
    struct Canvas {
        let width: Int
        let height: Int
        var pixels: [UInt8]

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
            pixels = [UInt8](repeating: 255, count: width * height * 3)
        }

        /// Makes every pixel white again.
        mutating func clear() {
            pixels.withUnsafeMutableBufferPointer { $0.update(repeating: 255) }
        }

        /// Column `x` from row `from` up to (not including) row `to`.
        mutating func fill(x: Int, from: Int, to: Int, _ colour: [UInt8]) {
            guard x >= 0, x < width else { return }
            for y in max(from, 0)..<min(max(to, from), height) {
                let index = (y * width + x) * 3
                pixels[index] = colour[0]
                pixels[index + 1] = colour[1]
                pixels[index + 2] = colour[2]
            }
        }

        /// `digits` with their top left corner at (`x`, `y`); each digit 6 × 10 pixels, 2 apart.
        mutating func write(_ digits: String, x: Int, y: Int, _ colour: [UInt8]) {
            var left = x
            for character in digits {
                guard let digit = character.wholeNumberValue, digit < Self.font.count else { continue }
                for (row, bits) in Self.font[digit].enumerated() {
                    for column in 0..<3 where bits & (4 >> column) != 0 {
                        for dx in 0..<2 {
                            fill(x: left + column * 2 + dx, from: y + row * 2, to: y + row * 2 + 2, colour)
                        }
                    }
                }
                left += 8
            }
        }

        /// Each digit's five rows of three pixels, the high bit on the left.
        static let font: [[UInt8]] = [
            [7, 5, 5, 5, 7], [2, 6, 2, 2, 7], [7, 1, 7, 4, 7], [7, 1, 7, 1, 7], [5, 5, 7, 1, 1],
            [7, 4, 7, 1, 7], [7, 4, 7, 5, 7], [7, 1, 1, 1, 1], [7, 5, 7, 5, 7], [7, 5, 7, 1, 7],
        ]
    }
}
