import Foundation
import WordpackCore
import WordpackPictures

/// The two ends of `wordpack draw-picture`: the request is its arguments, the reply its standard output (a
/// line of JSON, then the pixels).
extension VectorDrawing {
    /// The reply's first line.
    struct Reply: Codable {
        var width = 0
        var height = 0
        var fonts: [String] = []
        /// The sentence of a `FileProblem` about the master, when it could not be opened or drawn.
        var problem: String?
    }

    /// The child's arguments for a request.
    static func arguments(_ path: String, displayPath: String, output: Output?, keep: Bool) -> [String] {
        var arguments = [subcommand, path, "--display=\(displayPath)"]
        if let output { arguments += ["--size=\(output.width)x\(output.height)", "--fit=\(output.fit.rawValue)"] }
        if !keep { arguments.append("--discard") }
        return arguments
    }

    /// Runs the request in a child of `helper` and reads its reply; a child that ran out of time or memory,
    /// or ended otherwise, is the sentence that says so.
    static func inChild(_ helper: String, _ url: URL, displayPath: String, output: Output?, keep: Bool) throws
        -> Drawing
    {
        let child: LimitedChild
        do {
            child = try LimitedChild.run(
                helper, arguments(url.path, displayPath: displayPath, output: output, keep: keep),
                seconds: DrawingLimits.seconds)
        } catch {
            throw FileProblem(
                file: displayPath,
                "could not be drawn: wordpack could not start \(helper) to draw it (\(error.localizedDescription)).")
        }
        let said = String(decoding: child.errorOutput, as: UTF8.self)
        switch child.end {
        case .timedOut, .signal(SIGXCPU):
            throw DrawingProblem.time(displayPath)
        case .signal(let number):
            let memory = ["memory", "alloc"].contains { said.localizedCaseInsensitiveContains($0) }
            throw memory ? DrawingProblem.memory(displayPath) : DrawingProblem.stopped(displayPath, "signal \(number)")
        case .exited(let status):
            guard status == 0, let newline = child.output.firstIndex(of: 0x0A),
                let reply = try? JSONDecoder().decode(Reply.self, from: child.output[..<newline])
            else {
                let memory = ["memory", "alloc"].contains { said.localizedCaseInsensitiveContains($0) }
                if memory { throw DrawingProblem.memory(displayPath) }
                throw DrawingProblem.stopped(displayPath, "exit status \(status)")
            }
            if let problem = reply.problem { throw FileProblem(file: displayPath, problem) }
            let pixels = child.output[child.output.index(after: newline)...]
            if let output, keep, pixels.count != output.width * output.height * 4 {
                throw DrawingProblem.stopped(displayPath, "\(pixels.count) bytes of pixels")
            }
            return Drawing(
                masterWidth: reply.width, masterHeight: reply.height, fonts: reply.fonts, rgba: Array(pixels))
        }
    }

    /// The child's side: limits itself, does the request, and writes the reply to standard output. Returns
    /// its exit status.
    package static func serve(_ path: String, displayPath: String, output: Output?, keep: Bool) -> Int32 {
        guard DrawingLimits.applyToThisProcess() else { return 1 }
        var reply = Reply()
        var pixels: [UInt8] = []
        do {
            let drawing = try inThisProcess(
                URL(fileURLWithPath: path), displayPath: displayPath, output: output, keep: keep, limited: true)
            (reply.width, reply.height, reply.fonts, pixels) =
                (drawing.masterWidth, drawing.masterHeight, drawing.fonts, drawing.rgba)
        } catch let problem as FileProblem {
            reply.problem = problem.message
        } catch {
            reply.problem = PictureProblem.unreadable(displayPath, error).message
        }
        guard var data = try? JSONEncoder().encode(reply) else { return 1 }
        data.append(0x0A)
        data.append(contentsOf: pixels)
        do {
            try FileHandle.standardOutput.write(contentsOf: data)
        } catch {
            return 1
        }
        return 0
    }
}
