extension ImagesStage {
    /// Raised whenever the images stage writes other bytes for the same picture and settings (a new
    /// resampler or PNG encoder): every scaled picture is made again, nothing else.
    package static let version = 1
}
