import Foundation

/// How a stretch of speech sounds, frame by frame (25 ms every 10 ms): its mel-frequency cepstral
/// coefficients 1 to 12. Less the mean of a whole recording's (`centred`: the microphone, the room and the
/// voice add the same to every frame, and drop out), two sayings of one word lie close under `distance`, whoever
/// says them at whatever speed; two words lie further apart.
struct SpeechFeatures: Sendable, Equatable {
    /// Coefficients per frame.
    static let coefficients = 12
    /// The most frames kept: longer stretches are averaged down to this many (a distance costs the product of
    /// the two lengths).
    static let longest = 1_000

    /// `frameCount × coefficients` values, frame after frame.
    var values: [Float]

    var frameCount: Int { values.count / Self.coefficients }

    /// How unlike the two stretches sound: dynamic time warping (each frame of one paired with frames of the
    /// other, in order, stretching either where it is slower) over the Euclidean distance of the frames, with a
    /// diagonal step counting twice, divided by the two lengths added (Sakoe and Chiba's symmetric form); so a
    /// word said slowly is as near its quick saying as a quick one. Infinity when either is empty.
    func distance(to other: SpeechFeatures) -> Double {
        let rows = frameCount
        let columns = other.frameCount
        guard rows > 0, columns > 0 else { return .infinity }
        let width = Self.coefficients
        var previous = [Double](repeating: .infinity, count: columns + 1)
        var current = [Double](repeating: .infinity, count: columns + 1)
        previous[0] = 0
        values.withUnsafeBufferPointer { mine in
            other.values.withUnsafeBufferPointer { theirs in
                for row in 0..<rows {
                    current[0] = .infinity
                    let own = row * width
                    for column in 0..<columns {
                        let their = column * width
                        var sum: Float = 0
                        for index in 0..<width {
                            let difference = mine[own + index] - theirs[their + index]
                            sum += difference * difference
                        }
                        let local = Double(sum.squareRoot())
                        current[column + 1] =
                            local + min(previous[column + 1], current[column], previous[column] + local)
                    }
                    swap(&previous, &current)
                }
            }
        }
        return previous[columns] / Double(rows + columns)
    }

    /// The mean of each coefficient over every frame of `all`.
    static func mean(of all: [SpeechFeatures]) -> [Float] {
        var sums = [Double](repeating: 0, count: coefficients)
        var frames = 0
        for features in all {
            for (index, value) in features.values.enumerated() { sums[index % coefficients] += Double(value) }
            frames += features.frameCount
        }
        return sums.map { Float($0 / Double(max(frames, 1))) }
    }

    /// Each of `all` less their `mean`.
    static func centred(_ all: [SpeechFeatures]) -> [SpeechFeatures] {
        let mean = mean(of: all)
        return all.map { features in
            SpeechFeatures(values: features.values.enumerated().map { $0.element - mean[$0.offset % coefficients] })
        }
    }

    /// The frames of `self` then `other`, as one stretch (a line said in two utterances).
    func followed(by other: SpeechFeatures) -> SpeechFeatures {
        SpeechFeatures(values: values + other.values).shortened()
    }

    /// At most `longest` frames: neighbouring frames averaged together as many at a time as it takes.
    func shortened() -> SpeechFeatures {
        let count = frameCount
        guard count > Self.longest else { return self }
        let group = (count + Self.longest - 1) / Self.longest
        let width = Self.coefficients
        var averaged: [Float] = []
        averaged.reserveCapacity((count / group + 1) * width)
        var start = 0
        while start < count {
            let end = min(start + group, count)
            for index in 0..<width {
                var sum: Float = 0
                for frame in start..<end { sum += values[frame * width + index] }
                averaged.append(sum / Float(end - start))
            }
            start = end
        }
        return SpeechFeatures(values: averaged)
    }
}
