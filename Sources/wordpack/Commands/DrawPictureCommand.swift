import ArgumentParser
import Foundation
import WordpackAppKind
import WordpackCore

/// `wordpack draw-picture` (hidden): opens one SVG or PDF master and draws it, in the child process a build or
/// check starts for it, within the limits that child sets itself (`VectorDrawing`). Not for people.
struct DrawPictureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: VectorDrawing.subcommand,
        abstract:
            "Internal: draw one SVG or PDF master within wordpack's limits, as the child process build and check "
            + "start.",
        shouldDisplay: false)

    @Argument(help: "The master's file.")
    var path: String

    @Option(help: "The master's path as sentences name it.")
    var display: String

    @Option(help: "The output's size, WIDTHxHEIGHT; without it the master is only opened.")
    var size: String?

    @Option(help: "How a master of another shape is placed: fit or fill.")
    var fit: PictureFormat.Fit = .fit

    @Flag(help: "Draw, but write no pixels.")
    var discard = false

    func run() throws {
        var output: VectorDrawing.Output?
        if let size {
            let sides = size.split(separator: "x").compactMap { Int($0) }
            guard sides.count == 2, sides.allSatisfy({ (1...30_000).contains($0) }) else {
                throw ValidationError("--size is WIDTHxHEIGHT in pixels, not \(size).")
            }
            output = VectorDrawing.Output(width: sides[0], height: sides[1], fit: fit)
        }
        let status = VectorDrawing.serve(path, displayPath: display, output: output, keep: !discard)
        if status != 0 { throw ExitCode(status) }
    }
}

extension PictureFormat.Fit: ExpressibleByArgument {}
