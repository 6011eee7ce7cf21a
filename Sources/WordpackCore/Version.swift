/// wordpack's version, recorded in what it writes.
package enum WordpackVersion {
    package static let current = "0.1.0"
}
