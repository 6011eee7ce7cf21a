/// How recordings become CAF files, per role. Used by the audio stage.
public struct AudioSettings: Codable, Equatable, Sendable {
    public var speech: AudioFormat
    public var letters: AudioFormat
    public var sounds: AudioFormat

    enum CodingKeys: String, CodingKey, CaseIterable { case speech, letters, sounds }

    public init(
        speech: AudioFormat = AudioFormat(),
        letters: AudioFormat = AudioFormat(),
        sounds: AudioFormat = AudioFormat(cleanUp: false)
    ) {
        self.speech = speech
        self.letters = letters
        self.sounds = sounds
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = AudioSettings()
        speech = try container.decode(.speech, default: defaults.speech)
        letters = try container.decode(.letters, default: defaults.letters)
        sounds = try container.decode(.sounds, default: defaults.sounds)
    }
}

/// One role's output format: by default what `afconvert -f caff -d LEI16@22050 -c 1` writes.
public struct AudioFormat: Codable, Equatable, Sendable {
    public enum Encoding: String, Codable, Sendable, CaseIterable {
        case pcm16
        case alac
    }

    public enum ResamplingQuality: String, Codable, Sendable, CaseIterable {
        case best, medium, fastest
    }

    public var sampleRate: Int
    public var channels: Int
    public var encoding: Encoding
    public var quality: ResamplingQuality
    /// Trim silence, normalize the peak and fade the ends.
    public var cleanUp: Bool

    enum CodingKeys: String, CodingKey, CaseIterable {
        case sampleRate, channels, encoding, quality, cleanUp
    }

    public init(
        sampleRate: Int = 22050, channels: Int = 1, encoding: Encoding = .pcm16,
        quality: ResamplingQuality = .medium, cleanUp: Bool = true
    ) {
        self.sampleRate = sampleRate
        self.channels = channels
        self.encoding = encoding
        self.quality = quality
        self.cleanUp = cleanUp
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sampleRate = try container.decode(.sampleRate, default: 22050)
        channels = try container.decode(.channels, default: 1)
        encoding = try container.decode(.encoding, default: .pcm16)
        quality = try container.decode(.quality, default: .medium)
        cleanUp = try container.decode(.cleanUp, default: true)
        guard (8000...192_000).contains(sampleRate) else {
            throw DecodingError.dataCorruptedError(
                forKey: .sampleRate, in: container,
                debugDescription: "a sample rate from 8000 to 192000 Hz, not \(sampleRate)")
        }
        guard (1...2).contains(channels) else {
            throw DecodingError.dataCorruptedError(
                forKey: .channels, in: container, debugDescription: "1 (mono) or 2 (stereo), not \(channels)")
        }
    }
}

/// How pictures are rescaled, per role. Used by the images stage.
public struct ImageSettings: Codable, Equatable, Sendable {
    public var picture: PictureFormat
    public var background: PictureFormat
    public var icon: PictureFormat
    public var flag: PictureFormat
    /// A picture whose header claims more pixels than this is refused before it is decoded.
    public var maxPixels: Int

    enum CodingKeys: String, CodingKey, CaseIterable { case picture, background, icon, flag, maxPixels }

    public init(
        picture: PictureFormat = PictureFormat(width: 680, height: 680, fit: .fit),
        background: PictureFormat = PictureFormat(width: 1024, height: 1024, fit: .fill),
        icon: PictureFormat = PictureFormat(width: 100, height: 100, fit: .fit),
        flag: PictureFormat = PictureFormat(width: 115, height: 79, fit: .fill),
        maxPixels: Int = 64_000_000
    ) {
        self.picture = picture
        self.background = background
        self.icon = icon
        self.flag = flag
        self.maxPixels = maxPixels
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = ImageSettings()
        picture = try container.decode(.picture, default: defaults.picture)
        background = try container.decode(.background, default: defaults.background)
        icon = try container.decode(.icon, default: defaults.icon)
        flag = try container.decode(.flag, default: defaults.flag)
        maxPixels = try container.decode(.maxPixels, default: defaults.maxPixels)
        guard maxPixels >= 1 else {
            throw DecodingError.dataCorruptedError(
                forKey: .maxPixels, in: container,
                debugDescription: "a number of pixels of 1 or more (64000000 takes up to 256 MB per picture), "
                    + "not \(maxPixels)")
        }
    }
}

/// A picture role's size, and whether a picture of another shape is padded (`fit`) or centre-cropped (`fill`).
public struct PictureFormat: Codable, Equatable, Sendable {
    public enum Fit: String, Codable, Sendable, CaseIterable {
        case fit, fill
    }

    public var width: Int
    public var height: Int
    public var fit: Fit

    enum CodingKeys: String, CodingKey, CaseIterable { case width, height, fit }

    public init(width: Int, height: Int, fit: Fit) {
        self.width = width
        self.height = height
        self.fit = fit
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        width = try container.decode(Int.self, forKey: .width)
        height = try container.decode(Int.self, forKey: .height)
        fit = try container.decode(.fit, default: .fit)
        for (key, value) in [(CodingKeys.width, width), (.height, height)] where !(1...8192).contains(value) {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "a size from 1 to 8192 pixels, not \(value)")
        }
    }
}
