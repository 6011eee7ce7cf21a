import ArgumentParser
import Foundation
import WordpackPipeline
import WordpackRecording

/// `wordpack split take.wav --script scripts/es.tsv`: one long take cut into the script's recordings.
struct SplitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "split",
        abstract: "Cut one long take into the recordings of a script (scripts/<code>.tsv), in order.",
        discussion: """
            Finds the utterances by their loudness above the take's own room noise and writes each, with some \
            silence either side, to its line's path as WAV at the take's rate, channels and bit depth. Writes \
            nothing when the take has fewer utterances than the script has lines, or one the script does not \
            have (and says where they part ways), or when a recording is already there (unless --replace). Writes \
            a review page beside the script (scripts/<code>-split.html, with the take's waveform and a player per \
            cut) to check the cuts by eye and ear, and the cuts as an Audacity label track \
            (scripts/<code>-split.txt), which --labels cuts by once moved in Audacity.
            """)

    @OptionGroup var options: ProjectOptions

    @Argument(help: "The take: one long recording (WAV, FLAC, Ogg… at any rate and depth).")
    var take: String

    @Option(help: "The script the take was read from, as `wordpack script` writes it.")
    var script: String

    @Option(help: "Milliseconds of silence kept before and after each utterance.")
    var margin = TakeSplit.defaultMargin

    @Option(
        help: ArgumentHelp(
            "What to do with a line said twice: none (the default: nothing is written), first or last (keep the first "
                + "or the last saying, once both are heard to be that line; otherwise nothing is written).",
            valueName: "none|first|last"))
    var retakes = TakeRetakes.none

    @Option(
        help: ArgumentHelp(
            "Cut by this Audacity label track (start, end and text per line, as Audacity exports it; split writes "
                + "scripts/<code>-split.txt) instead of finding the words: a label per line of the script, in order.",
            valueName: "file"))
    var labels: String?

    @Flag(help: "Replace recordings that are already there.")
    var replace = false

    @Flag(
        help:
            "Print the cut list (number, key, start and end in seconds) and write no recording (only the review page).")
    var dryRun = false

    func validate() throws {
        guard margin >= 0 else { throw ValidationError("--margin must be 0 or more milliseconds.") }
    }

    func run() throws {
        var request = Workflows.SplitRequest(
            take: URL(fileURLWithPath: take), script: URL(fileURLWithPath: script))
        request.marginMilliseconds = margin
        request.retakes = retakes
        request.replace = replace
        request.dryRun = dryRun
        request.labels = labels.map { URL(fileURLWithPath: $0) }
        try options.running {
            try Workflows.split(options.build(), request, progress: options.show)
        }
    }
}
