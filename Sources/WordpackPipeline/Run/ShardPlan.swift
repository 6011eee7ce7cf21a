import WordpackAppKind

/// Which shard makes each output: every planned output (not only those this machine would remake, so that
/// every shard, whatever its build folder holds, agrees), balanced by expected cost. The outputs, costliest
/// first (ties by action key), each go to the shard with the least work so far (ties to the lowest index).
enum ShardPlan {
    /// The expected cost of one output: a fixed part for the file, plus its inputs' bytes times its stage's
    /// factor (a recording's conversion costs about its size in samples; a picture's scaling less; a plist or
    /// JSON file, which reads a sheet every other file of its stage also reads, little per byte). `soundStages`:
    /// the kinds' stages that encode sound (`AppKind.soundStages`), which cost as the audio stage does.
    static func cost(stage: String, inputBytes: Int64, soundStages: Set<String>) -> Double {
        let factor: Double
        switch stage {
        case _ where stage == OutputRecipe.audioStage || soundStages.contains(stage): factor = 1
        case OutputRecipe.imagesStage: factor = 0.5
        default: factor = 0.01
        }
        return 4096 + factor * Double(inputBytes)
    }

    /// Output path → shard index, from each output's action key and cost.
    static func assign(keys: [String: String], costs: [String: Double], count: Int) -> [String: Int] {
        let order = keys.keys.sorted { left, right in
            let (a, b) = (costs[left] ?? 0, costs[right] ?? 0)
            return a != b ? a > b : (keys[left] ?? "") < (keys[right] ?? "")
        }
        var loads = [Double](repeating: 0, count: count)
        var assigned: [String: Int] = [:]
        for path in order {
            var lightest = 0
            for index in 1..<max(1, count) where loads[index] < loads[lightest] { lightest = index }
            loads[lightest] += costs[path] ?? 0
            assigned[path] = lightest
        }
        return assigned
    }
}
