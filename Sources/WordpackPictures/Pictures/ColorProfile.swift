import CLCMS2
import Foundation

/// Colours from a master's own ICC profile into sRGB, through lcms2 (perceptual intent: a wide-gamut master,
/// Display P3 or Adobe RGB, is fitted into sRGB as a print driver would, keeping its gradations rather than
/// clipping them). A master without a profile is taken as sRGB, as browsers and the apps' platforms do; a profile
/// lcms2 cannot use is ignored the same way.
enum ColorProfile {
    /// RGBA pixels (straight alpha, 8 bits) in the profile's RGB space, converted in place to sRGB.
    static func convertRGBA(_ pixels: inout [UInt8], pixelCount: Int, profile: Data) {
        transform(from: profile, format: wordpack_lcms_RGBA_8, to: wordpack_lcms_RGBA_8) { transform in
            pixels.withUnsafeMutableBytes { bytes in
                cmsDoTransform(transform, bytes.baseAddress, bytes.baseAddress, cmsUInt32Number(pixelCount))
            }
        }
    }

    /// CMYK pixels (4 bytes each, 255 = full ink) to sRGB RGBA, through the profile when there is one that lcms2
    /// takes, else by the plain formula (each of C, M, Y darkened by K), which is what a master without a
    /// profile can only mean.
    static func rgba(fromCMYK cmyk: [UInt8], pixelCount: Int, profile: Data?) -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: pixelCount * 3)
        let converted =
            profile.map { profile in
                transform(from: profile, format: wordpack_lcms_CMYK_8, to: wordpack_lcms_RGB_8) { transform in
                    cmyk.withUnsafeBytes { input in
                        rgb.withUnsafeMutableBytes { output in
                            cmsDoTransform(
                                transform, input.baseAddress, output.baseAddress, cmsUInt32Number(pixelCount))
                        }
                    }
                }
            } ?? false
        var rgba = [UInt8](repeating: 255, count: pixelCount * 4)
        for index in 0..<pixelCount {
            for channel in 0..<3 {
                if converted {
                    rgba[index * 4 + channel] = rgb[index * 3 + channel]
                } else {
                    let ink = Int(cmyk[index * 4 + channel])
                    let black = Int(cmyk[index * 4 + 3])
                    rgba[index * 4 + channel] = UInt8((255 - ink) * (255 - black) / 255)
                }
            }
        }
        return rgba
    }

    /// Runs `body` with a transform from the profile's space (`format`) to sRGB (`output`); false when lcms2
    /// cannot read the profile or it is of another colour space.
    @discardableResult
    private static func transform(
        from profile: Data, format: cmsUInt32Number, to output: cmsUInt32Number, _ body: (cmsHTRANSFORM) -> Void
    ) -> Bool {
        let source = profile.withUnsafeBytes { cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) }
        guard let source else { return false }
        defer { cmsCloseProfile(source) }
        guard let sRGB = cmsCreate_sRGBProfile() else { return false }
        defer { cmsCloseProfile(sRGB) }
        guard let transform = cmsCreateTransform(source, format, sRGB, output, cmsUInt32Number(INTENT_PERCEPTUAL), 0)
        else { return false }
        defer { cmsDeleteTransform(transform) }
        body(transform)
        return true
    }
}
