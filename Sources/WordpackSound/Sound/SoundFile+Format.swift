import CSndfile

/// Names for libsndfile's format codes, in words the content team knows (`WAV, 24-bit PCM`).
enum SoundFormatName {
    package static func description(of format: Int32, handle: OpaquePointer?) -> String {
        let containerCode = Int(format) & SF_FORMAT_TYPEMASK
        let encodingCode = Int(format) & SF_FORMAT_SUBMASK
        let container = containerName(containerCode) ?? libraryName(of: containerCode, handle: handle)
        var encoding = encodingName(encodingCode) ?? libraryName(of: encodingCode, handle: handle)
        if containerCode == SF_FORMAT_FLAC, encoding.hasSuffix(" PCM") {
            encoding.removeLast(4)  // "FLAC, 16-bit": FLAC is always lossless integer samples
        }
        return "\(container), \(encoding)"
    }

    /// MPEG streams carry no frame count; libsndfile estimates it from the bit rate.
    static func isEstimatingLength(_ format: Int32) -> Bool {
        Int(format) & SF_FORMAT_TYPEMASK == SF_FORMAT_MPEG
    }

    private static func containerName(_ code: Int) -> String? {
        switch code {
        case SF_FORMAT_WAV, SF_FORMAT_WAVEX: return "WAV"
        case SF_FORMAT_RF64: return "RF64 WAV"
        case SF_FORMAT_W64: return "Wave64"
        case SF_FORMAT_AIFF: return "AIFF"
        case SF_FORMAT_CAF: return "CAF"
        case SF_FORMAT_FLAC: return "FLAC"
        case SF_FORMAT_OGG: return "Ogg"
        case SF_FORMAT_MPEG: return "MPEG audio"
        case SF_FORMAT_AU: return "AU"
        default: return nil
        }
    }

    private static func encodingName(_ code: Int) -> String? {
        switch code {
        case SF_FORMAT_PCM_S8: return "8-bit PCM"
        case SF_FORMAT_PCM_U8: return "8-bit unsigned PCM"
        case SF_FORMAT_PCM_16: return "16-bit PCM"
        case SF_FORMAT_PCM_24: return "24-bit PCM"
        case SF_FORMAT_PCM_32: return "32-bit PCM"
        case SF_FORMAT_FLOAT: return "32-bit float"
        case SF_FORMAT_DOUBLE: return "64-bit float"
        case SF_FORMAT_ULAW: return "µ-law"
        case SF_FORMAT_ALAW: return "A-law"
        case SF_FORMAT_IMA_ADPCM: return "IMA ADPCM"
        case SF_FORMAT_MS_ADPCM: return "Microsoft ADPCM"
        case SF_FORMAT_VORBIS: return "Vorbis"
        case SF_FORMAT_OPUS: return "Opus"
        case SF_FORMAT_ALAC_16: return "16-bit Apple Lossless"
        case SF_FORMAT_ALAC_20: return "20-bit Apple Lossless"
        case SF_FORMAT_ALAC_24: return "24-bit Apple Lossless"
        case SF_FORMAT_ALAC_32: return "32-bit Apple Lossless"
        case SF_FORMAT_MPEG_LAYER_I: return "Layer I (MP1)"
        case SF_FORMAT_MPEG_LAYER_II: return "Layer II (MP2)"
        case SF_FORMAT_MPEG_LAYER_III: return "Layer III (MP3)"
        default: return nil
        }
    }

    /// libsndfile's own name for a container or encoding we have no word for.
    private static func libraryName(of code: Int, handle: OpaquePointer?) -> String {
        var info = SF_FORMAT_INFO()
        info.format = Int32(code)
        let found = sf_command(
            handle, Int32(SFC_GET_FORMAT_INFO), &info, Int32(MemoryLayout<SF_FORMAT_INFO>.size))
        guard found == 0, let name = info.name else {
            return "format 0x" + String(code, radix: 16)
        }
        return String(cString: name)
    }
}

extension SoundFile {
    /// True when every sample of the file is an integer of 16 bits or fewer (8- or 16-bit PCM, 16-bit FLAC or
    /// Apple Lossless): read as floats, such samples are exact multiples of 1/32768, so copying them to a 16-bit
    /// file needs no rounding and no dither.
    package var holdsSixteenBitsOrFewer: Bool {
        switch Int(formatCode) & SF_FORMAT_SUBMASK {
        case SF_FORMAT_PCM_S8, SF_FORMAT_PCM_U8, SF_FORMAT_PCM_16, SF_FORMAT_ALAC_16: return true
        default: return false
        }
    }
}
