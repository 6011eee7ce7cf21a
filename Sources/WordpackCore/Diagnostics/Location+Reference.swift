extension Location {
    /// How a finding at `self` names `other`: the cell alone (`words!C93`) when both are in the same file, or
    /// the line and column of a text file (`line 12:7`).
    package func reference(to other: Location) -> String {
        guard other.file == file, !other.cellReference.isEmpty else { return other.description }
        return other.isTextPosition ? "line \(other.cellReference)" : other.cellReference
    }
}
