/// How recordings become CAF files, per role (`AudioRole`: each kind declares its own). Used by the audio stage.
package struct AudioSettings: Codable, Equatable, Sendable {
    /// The formats pipeline.json sets, by role name, each complete (a key there starts from its role's standard
    /// format); a role not named here has its standard format.
    var formats: [String: AudioFormat]

    package init(formats: [String: AudioFormat] = [:]) {
        self.formats = formats
    }

    /// The roles of the kinds the decoder knows are the keys allowed; each starts from its role's standard
    /// format: `"sounds": {"sampleRate": 44100}` keeps clean-up off.
    package init(from decoder: Decoder) throws {
        let roles = AppSettingsTypes.audioRoles(knownBy: decoder)
        try decoder.rejectUnknownKeys(allowing: Set(roles.map(\.name)))
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        formats = [:]
        for role in roles {
            let key = AnyCodingKey(stringValue: role.name)
            guard container.contains(key) else { continue }
            formats[role.name] = try AudioFormat(from: container.superDecoder(forKey: key), defaults: role.standard)
        }
    }

    package func encode(to encoder: Encoder) throws {
        try formats.encode(to: encoder)
    }
}

/// One role's output format: by default what `afconvert -f caff -d LEI16@22050 -c 1` writes, and how the
/// recording is cleaned up on the way (`AudioFormat+CleanUp.swift`).
package struct AudioFormat: Codable, Equatable, Sendable {
    package enum Encoding: String, Codable, Sendable, CaseIterable {
        case pcm16
        case alac
    }

    /// libsamplerate's sinc converters. `fastest` is the default for speech and letters (docs/apps/firstwords.md, "The audio stage",
    /// says why), `medium` for sounds.
    package enum ResamplingQuality: String, Codable, Sendable, CaseIterable {
        case best, medium, fastest
    }

    /// The library that changes the sample rate: libsamplerate (the default) or libsoxr.
    package enum ResamplingLibrary: String, Codable, Sendable, CaseIterable {
        case libsamplerate, soxr
    }

    /// libsoxr's recipes: `quick` (cubic), `low` and `medium` (16-bit), `high` (20-bit, sox's default),
    /// `veryHigh` (28-bit).
    package enum SoxrQuality: String, Codable, Sendable, CaseIterable {
        case quick, low, medium, high, veryHigh
    }

    package var sampleRate: Int
    package var channels: Int
    package var encoding: Encoding
    /// libsamplerate's converter (with `resampler: libsamplerate`).
    package var quality: ResamplingQuality
    package var resampler: ResamplingLibrary
    /// libsoxr's recipe (with `resampler: soxr`).
    package var soxrQuality: SoxrQuality
    /// Trim silence, normalize the level and fade the ends.
    package var cleanUp: Bool
    /// Clean-up: what is quieter than this (dBFS) at either end is silence, and is trimmed.
    package var silenceThreshold: Double
    /// Clean-up: the silence kept before the first and after the last sound, in milliseconds.
    package var silencePadding: Int
    /// Clean-up: how the level is set.
    package var normalize: Normalization
    /// Clean-up: the peak level (dBFS) of `normalize: "peak"`, and the highest peak `"loudness"` may reach.
    package var peakLevel: Double
    /// Clean-up: the integrated loudness (LUFS, ITU-R BS.1770) of `normalize: "loudness"`.
    package var loudness: Double
    /// Clean-up: the fade-in and fade-out at the ends, in milliseconds.
    package var fade: Int

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case sampleRate, channels, encoding, quality, resampler, soxrQuality, cleanUp
        case silenceThreshold, silencePadding, normalize, peakLevel, loudness, fade
    }

    package init(
        sampleRate: Int = 22050, channels: Int = 1, encoding: Encoding = .pcm16,
        quality: ResamplingQuality = .fastest, cleanUp: Bool = true,
        silenceThreshold: Double = -50, silencePadding: Int = 50, normalize: Normalization = .peak,
        peakLevel: Double = -1, loudness: Double = -16, fade: Int = 5,
        resampler: ResamplingLibrary = .libsamplerate, soxrQuality: SoxrQuality = .high
    ) {
        self.resampler = resampler
        self.soxrQuality = soxrQuality
        self.sampleRate = sampleRate
        self.channels = channels
        self.encoding = encoding
        self.quality = quality
        self.cleanUp = cleanUp
        self.silenceThreshold = silenceThreshold
        self.silencePadding = silencePadding
        self.normalize = normalize
        self.peakLevel = peakLevel
        self.loudness = loudness
        self.fade = fade
    }

    package init(from decoder: Decoder) throws {
        try self.init(from: decoder, defaults: AudioFormat())
    }

    /// Decodes the keys present and takes the rest from `defaults` (the role's own defaults).
    package init(from decoder: Decoder, defaults: AudioFormat) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sampleRate = try container.decode(.sampleRate, default: defaults.sampleRate)
        channels = try container.decode(.channels, default: defaults.channels)
        encoding = try container.decode(.encoding, default: defaults.encoding)
        quality = try container.decode(.quality, default: defaults.quality)
        resampler = try container.decode(.resampler, default: defaults.resampler)
        soxrQuality = try container.decode(.soxrQuality, default: defaults.soxrQuality)
        cleanUp = try container.decode(.cleanUp, default: defaults.cleanUp)
        silenceThreshold = try container.decode(.silenceThreshold, default: defaults.silenceThreshold)
        silencePadding = try container.decode(.silencePadding, default: defaults.silencePadding)
        normalize = try container.decode(.normalize, default: defaults.normalize)
        peakLevel = try container.decode(.peakLevel, default: defaults.peakLevel)
        loudness = try container.decode(.loudness, default: defaults.loudness)
        fade = try container.decode(.fade, default: defaults.fade)
        try validate(container)
    }

    /// Every setting; `resampler` and `soxrQuality` only when soxr is chosen, so that the settings of a
    /// libsamplerate role read as they did before soxr was offered (they key the build cache).
    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sampleRate, forKey: .sampleRate)
        try container.encode(channels, forKey: .channels)
        try container.encode(encoding, forKey: .encoding)
        try container.encode(quality, forKey: .quality)
        if resampler != .libsamplerate {
            try container.encode(resampler, forKey: .resampler)
            try container.encode(soxrQuality, forKey: .soxrQuality)
        }
        try container.encode(cleanUp, forKey: .cleanUp)
        try container.encode(silenceThreshold, forKey: .silenceThreshold)
        try container.encode(silencePadding, forKey: .silencePadding)
        try container.encode(normalize, forKey: .normalize)
        try container.encode(peakLevel, forKey: .peakLevel)
        try container.encode(loudness, forKey: .loudness)
        try container.encode(fade, forKey: .fade)
    }
}

/// How pictures are rescaled, per role (`PictureRole`: each kind declares its own). Used by the images stage.
package struct ImageSettings: Codable, Equatable, Sendable {
    /// The sizes pipeline.json sets, by role name; a role not named here has its standard size.
    var formats: [String: PictureFormat]
    /// A picture whose header claims more pixels than this is refused before it is decoded.
    package var maxPixels: Int

    /// The keys besides the roles'.
    package enum CodingKeys: String, CodingKey, CaseIterable { case maxPixels }

    package init(formats: [String: PictureFormat] = [:], maxPixels: Int = 64_000_000) {
        self.formats = formats
        self.maxPixels = maxPixels
    }

    /// The roles of the kinds the decoder knows and `maxPixels` are the keys allowed.
    package init(from decoder: Decoder) throws {
        let roles = AppSettingsTypes.pictureRoles(knownBy: decoder)
        try decoder.rejectUnknownKeys(allowing: Set(roles.map(\.name) + CodingKeys.allCases.map(\.rawValue)))
        let byRole = try decoder.container(keyedBy: AnyCodingKey.self)
        formats = [:]
        for role in roles {
            let key = AnyCodingKey(stringValue: role.name)
            if let format = try byRole.decodeIfPresent(PictureFormat.self, forKey: key) { formats[role.name] = format }
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        maxPixels = try container.decode(.maxPixels, default: ImageSettings().maxPixels)
        guard maxPixels >= 1 else {
            throw DecodingError.dataCorruptedError(
                forKey: .maxPixels, in: container,
                debugDescription: "a number of pixels of 1 or more (64000000 takes up to 256 MB per picture), "
                    + "not \(maxPixels)")
        }
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (name, format) in formats { try container.encode(format, forKey: AnyCodingKey(stringValue: name)) }
        try container.encode(maxPixels, forKey: AnyCodingKey(stringValue: CodingKeys.maxPixels.rawValue))
    }
}

/// A picture role's size, and whether a picture of another shape is padded (`fit`) or centre-cropped (`fill`).
package struct PictureFormat: Codable, Equatable, Sendable {
    package enum Fit: String, Codable, Sendable, CaseIterable {
        case fit, fill
    }

    package var width: Int
    package var height: Int
    package var fit: Fit

    package enum CodingKeys: String, CodingKey, CaseIterable { case width, height, fit }

    package init(width: Int, height: Int, fit: Fit) {
        self.width = width
        self.height = height
        self.fit = fit
    }

    package init(from decoder: Decoder) throws {
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
