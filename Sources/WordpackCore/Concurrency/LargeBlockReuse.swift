#if canImport(Glibc)
import CMalloc
#endif

/// Keeps the large blocks a build allocates and frees again and again (a decoded master of 12 to 64 MB, its
/// file's bytes) in the process for the next picture, instead of glibc mapping fresh pages for each and
/// returning them on free: every fresh page is a page fault and a page cleared by the kernel, about a tenth of
/// the CPU time of scaling a photo (bench/README, "Images"). Up to 32 MB a block (glibc's most) comes from the
/// heap, and up to 512 MB of free memory stays with the process. Peak memory is unchanged; what is kept is
/// memory the build had in use a moment before. Called where pictures are made (`ImagesStage.inParallel`), not
/// at the start of the process, which gives large blocks back instead (`giveBackFreedBlocks`): a run that makes
/// no picture keeps that way (a build after a one-row edit reads megabytes of remembered findings, and kept them).
package enum LargeBlockReuse {
    /// At the start of the process: a block of 256 KiB or more has pages of its own, given back when it is
    /// freed. glibc would otherwise raise that size to the largest such block freed (up to 32 MB) and put later
    /// blocks below it in its heaps, where what is freed stays with the process: a build after a one-row edit at
    /// 100,000 words × 30 languages reads two languages' remembered findings side by side, 15 MB of file and
    /// copies of it each, and peaked 35 MB higher (bench/README, "Scale"). `enable()` raises it where pictures
    /// are made.
    package static func giveBackFreedBlocks() {
        #if canImport(Glibc)
        _ = mallopt(M_MMAP_THRESHOLD, 256 << 10)
        #endif
    }

    package static func enable() {
        #if canImport(Glibc)
        _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 512 << 20)
        #endif
    }

    /// Gives the free memory kept so far back to the system: once a phase that freed much (the check, with a
    /// catalogue's findings) is done, so that the phases after it do not add to what it left (a build after a
    /// one-row edit peaked 40 MB higher).
    package static func releaseFreeMemory() {
        #if canImport(Glibc)
        _ = malloc_trim(0)
        #endif
    }
}
