/// Sentences wordpack says, as tests of several targets expect them word for word.
package enum ExpectedSentences {
    /// A PNG master whose file ends before its last pixels.
    package static let pictureCutShort =
        "is cut short: the file ends before the last of its pixels, so the picture cannot be made. "
        + "It was probably not copied or saved completely. Copy the picture again from where it came from, or "
        + "export it again from the picture editor."
}
