/// A function of an app's Swift content package (`wordpack publish --swift-package`) that finds one kind of
/// file by what the app asks for: FirstWords' `wordsPlist(list:language:)`, Olé's `wordsJSON`.
package struct ContentAccessor: Equatable, Sendable {
    /// The function's name in Swift (`wordsPlist`); a property when it has no parameters.
    package var name: String
    /// Its documentation comment, one sentence (`The words of a list in a language.`).
    package var summary: String
    /// Its parameters' names, each a `String` (`list`, `language`).
    package var parameters: [String]
    /// Where the file is under the app's folder, tried in order (a picture is a PNG, or the PDF it was drawn
    /// in); `{language}` stands for the parameter's value.
    package var paths: [String]

    package init(_ name: String, _ summary: String, parameters: [String] = [], paths: [String]) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.paths = paths
    }
}
