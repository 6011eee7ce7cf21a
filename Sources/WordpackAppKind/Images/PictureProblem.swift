import Foundation
import WordpackCore

/// The sentences of the images stage that libpng's wrapper (`PNGProblem`) does not already say.
enum PictureProblem {
    /// A master smaller than the output it is scaled to, by more than `ImagesStage.enlargementMargin`.
    static func enlarged(
        _ file: String, masterWidth: Int, masterHeight: Int, job: PictureJob.Kind, size: (width: Int, height: Int),
        enlargement: Double
    ) -> Diagnostic {
        let times = String(format: "%.1f", enlargement)
        return .warning(
            at: Location(file: file),
            "is \(masterWidth)x\(masterHeight) pixels, smaller than the \(size.width)x\(size.height) pixels of "
                + "\(job.description): it is enlarged \(times) times and will look blurred. "
                + "Ask the illustrator for a larger picture.")
    }

    static func unreadable(_ file: String, _ error: Error) -> FileProblem {
        FileProblem(
            file: file,
            "could not be read: \(error.localizedDescription) Check that the file is there and that you may read it.")
    }
}

extension PictureJob.Kind: CustomStringConvertible {
    /// `a picture`, `an icon at @2x`, … as a sentence names what the file is scaled to.
    package var description: String {
        switch self {
        case .copy: return "a copied file"
        case .picture(let role, let scale): return scale == 1 ? role.noun : "\(role.noun) at @\(scale)x"
        }
    }
}
