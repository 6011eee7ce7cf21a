extension Location {
    /// How a finding at `self` names `other`: the cell alone (`words!C93`) when both are in the same file.
    func reference(to other: Location) -> String {
        other.file == file && !other.cellReference.isEmpty ? other.cellReference : other.description
    }
}
