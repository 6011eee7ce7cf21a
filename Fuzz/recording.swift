/// The recording path of check and the audio stage: libsndfile opens the file (WAV, AIFF, FLAC, Ogg, MP3, …, told
/// apart by content), every frame is read through `SoundFile`, then `RecordingAnalysis.measure` (internal, hence
/// `@testable`) streams it again, mixed to mono with loudness measured and to stereo without.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecording(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.recording.fuzz(data, size)
}
