import Foundation
import Testing
import WordpackCore

/// One channel of interleaved samples.
package func channel(_ index: Int, of samples: [Float], channels: Int) -> [Float] {
    stride(from: index, to: samples.count, by: channels).map { samples[$0] }
}

/// Sign changes in a signal, ignoring samples within ±0.05 of zero (noise, the silence MP3 adds):
/// a sine of f Hz lasting t seconds has about 2·f·t.
package func zeroCrossings(_ samples: [Float]) -> Int {
    let loud = samples.filter { abs($0) > 0.05 }
    return zip(loud, loud.dropFirst()).filter { ($0 < 0) != ($1 < 0) }.count
}

/// `count` frames of a sine of `frequency` Hz at `rate`, amplitude `amplitude`, starting at phase 0.
package func sine(frequency: Double, rate: Double, count: Int, amplitude: Double = 0.5) -> [Float] {
    (0..<count).map { Float(amplitude * sin(2 * Double.pi * frequency * Double($0) / rate)) }
}

/// Runs `body` and returns the `FileProblem` it throws, failing the test when it throws nothing or another error.
package func problem(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> FileProblem? {
    do {
        try body()
        Issue.record("expected a FileProblem, but nothing was thrown", sourceLocation: sourceLocation)
    } catch let problem as FileProblem {
        return problem
    } catch {
        Issue.record("expected a FileProblem, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}
