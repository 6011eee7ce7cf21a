/// wordpack's version, recorded in what it writes.
public enum WordpackVersion {
    public static let current = "0.1.0"
}
