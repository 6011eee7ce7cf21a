import Foundation
import WordpackCore
import WordpackPictures

/// SVG and PDF masters opened and drawn within limits: in a child process of the wordpack program itself
/// (`wordpack draw-picture`, hidden), which limits its own address space and processor time
/// (`DrawingLimits`) and is killed when it runs out of wall-clock time, so that no master, however it was
/// made, holds a build past `DrawingLimits.seconds` or grows it past `DrawingLimits.memoryBytes`. librsvg and
/// poppler cannot be stopped from outside while they draw (neither has a cancellation cairo or librsvg's
/// Rust code would honour mid-drawing), so a process is the only boundary that holds.
///
/// `build` draws each output there; `check` opens the master and draws it once at the largest size the apps
/// use, under the same limits, so it refuses with the same sentence whatever `build` would.
package enum VectorDrawing {
    /// The name of the hidden subcommand that draws one master.
    package static let subcommand = "draw-picture"

    /// The program run as the child: set by the command-line tool when it starts (its own file). Without one
    /// (the library's own tests), masters are drawn in this process, with no limit.
    static var helper: String? {
        get { Helper.shared.value }
        set { Helper.shared.value = newValue }
    }

    /// Run by the program when it starts, before anything is read: masters are drawn by children of `program`
    /// (its own file). The fonts are made wordpack's where a drawing is made (`inThisProcess`), so a command
    /// that draws nothing never loads them.
    package static func setUp(program: String) {
        helper = program
    }

    /// What a drawing request gives back.
    package struct Drawing: Sendable {
        /// The master's proportions, as `PictureMaster.size` gives them.
        var masterWidth: Int
        var masterHeight: Int
        /// `VectorDocument.fontsNotInSet`.
        package var fonts: [String]
        /// Straight RGBA of the output's size; empty when only inspected, or drawn and thrown away.
        package var rgba: [UInt8]
    }

    /// What to draw: a role's size times a scale, placed as its fit says.
    package struct Output: Sendable, Equatable {
        package var width: Int
        package var height: Int
        package var fit: PictureFormat.Fit

        package init(width: Int, height: Int, fit: PictureFormat.Fit) {
            self.width = width
            self.height = height
            self.fit = fit
        }
    }

    /// Opens the master at `url` and, with `output`, draws it at that size (`keep`: its pixels come back), within
    /// the limits. A master that breaks them, or cannot be drawn, is a `FileProblem` naming `displayPath`.
    package static func draw(_ url: URL, displayPath: String, output: Output?, keep: Bool = true) throws -> Drawing {
        if let helper {
            return try inChild(helper, url, displayPath: displayPath, output: output, keep: keep)
        }
        return try inThisProcess(url, displayPath: displayPath, output: output, keep: keep)
    }

    /// The same work without a child: what the child itself runs, and the library's tests.
    /// `limited`: this process is the child, under `DrawingLimits`.
    static func inThisProcess(
        _ url: URL, displayPath: String, output: Output?, keep: Bool, limited: Bool = false
    ) throws -> Drawing {
        if let problem = DrawingFonts.install() {
            throw FileProblem(file: displayPath, "could not be drawn: \(problem).")
        }
        let master = try PictureMaster.open(url, displayPath: displayPath, maximumPixelCount: 1)
        guard case .vector(let document) = master else {
            throw FileProblem(file: displayPath, "is not an SVG or PDF picture; name it after what it is.")
        }
        let (width, height) = master.size
        var rgba: [UInt8] = []
        if let output {
            let geometry = PictureGeometry(
                masterWidth: width, masterHeight: height, outputWidth: output.width, outputHeight: output.height,
                fit: output.fit)
            do {
                rgba = try master.pixels(into: geometry)
            } catch let problem as CanvasProblem where problem.isOutOfMemory {
                throw DrawingProblem.memory(displayPath)
            }
            // In the child, within its limit: an allocation may have failed quietly on the way.
            if limited, DrawingLimits.cameNearTheLimit { throw DrawingProblem.memory(displayPath) }
            if !keep { rgba = [] }
        }
        return Drawing(masterWidth: width, masterHeight: height, fonts: document.fontsNotInSet, rgba: rgba)
    }

    /// The helper's file, behind a lock: set once when the program starts, read by every drawing.
    private final class Helper: @unchecked Sendable {
        static let shared = Helper()
        private let lock = NSLock()
        private var path: String?

        var value: String? {
            get { lock.withLock { path } }
            set { lock.withLock { path = newValue } }
        }
    }
}
