import Foundation

extension String {
    /// Whether this text comes before `other` in the byte order of their UTF-8: the order of every sorted
    /// output, the same on every machine and in every locale. Compared with `memcmp`, without copying.
    package func precedesInByteOrder(_ other: String) -> Bool {
        var (left, right) = (self, other)
        return left.withUTF8 { a in
            right.withUTF8 { b in
                let common = Swift.min(a.count, b.count)
                if common > 0, let x = a.baseAddress, let y = b.baseAddress {
                    let order = memcmp(x, y, common)
                    if order != 0 { return order < 0 }
                }
                return a.count < b.count
            }
        }
    }
}
