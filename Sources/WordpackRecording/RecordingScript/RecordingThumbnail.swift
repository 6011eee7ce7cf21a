import Foundation
import WordpackAppKind
import WordpackCatalogue
import WordpackCore
import WordpackPictures

/// A word's picture as a small PNG for the recording script, made with the images stage's own decoding,
/// scaling and encoding; nil when the picture cannot be read (the script then shows none).
enum RecordingThumbnail {
    static let side = 64

    static func png(of need: RecordingNeed, catalogue: Catalogue, project: Project, maximumPixelCount: Int)
        -> [UInt8]?
    {
        guard let list = need.list, let name = need.picture,
            let files = catalogue.list(named: list)?.pictures.filter({ $0.name == name }), files.count == 1,
            MasterFormat.extensions.contains(files[0].fileExtension)
        else { return nil }
        let path = files[0].path
        let url = project.root.appendingPathComponent(path)
        do {
            if MasterFormat(path: path)?.isVector == true {
                // Drawn within the limits, as the images stage draws it.
                let drawing = try VectorDrawing.draw(
                    url, displayPath: path, output: VectorDrawing.Output(width: side, height: side, fit: .fit))
                return [UInt8](
                    try PictureEncoder.pngData(rgba: drawing.rgba, width: side, height: side, displayPath: path))
            }
            let master = try PictureMaster.open(
                url, displayPath: path, maximumPixelCount: maximumPixelCount,
                for: DecodeTarget(width: side, height: side, covers: false))
            let (width, height) = master.size
            let geometry = PictureGeometry(
                masterWidth: width, masterHeight: height, outputWidth: side, outputHeight: side, fit: .fit)
            let rgba = try master.pixels(into: geometry)
            let data = try PictureEncoder.pngData(
                rgba: rgba, width: geometry.width, height: geometry.height, displayPath: path)
            return [UInt8](data)
        } catch {
            return nil
        }
    }
}
