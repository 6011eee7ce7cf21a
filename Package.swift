// swift-tools-version:6.0
// Tools version 6.0: every target of ours compiles in the Swift 6 language mode (complete concurrency checking).
import PackageDescription

/// The app kinds wordpack builds: each is a folder, Sources/Wordpack<Name>, and this one line, which makes its target
/// (its type is then imported and listed in `AppKinds.standard`). A kind depends only on the layers above it; the
/// composition root (WordpackApps) depends on every kind through this list, and the pipeline on none.
let kinds: [(name: String, families: [String], resources: [Resource])] = [
    ("FirstWords", ["WordpackXML", "WordpackPictures"], []), ("Ole", [], []), ("Chatwa", [], []),
    ("Glyph", ["WordpackSound", "WordpackPictures"], []),
    // The vocabulary app's word frequency tables, one per language (Resources/frequencies/README.md).
    ("Vocabulary", ["WordpackLanguageTools", "WordpackSound"], [.copy("Resources/frequencies")]),
]
let kindTargets: [Target.Dependency] = kinds.map { .target(name: "Wordpack\($0.name)") }
/// The library's targets, each with a test target of its own.
/// The C libraries' wrappers, by family (each takes only the C targets it wraps): XML; the catalogue's store
/// (SQLite); the shared cache's network (curl); language tools (Hunspell, libhyphen, espeak-ng); sound files and
/// rates; pictures (every master format, drawing SVG and PDF).
let families = [
    "WordpackXML", "WordpackStore", "WordpackNetwork", "WordpackLanguageTools", "WordpackSound", "WordpackPictures",
]
let libraryTargets =
    ["WordpackCore"] + families + ["WordpackSheets", "WordpackGitSheets", "WordpackCatalogue", "WordpackAppKind"]
    + kinds.map { "Wordpack\($0.name)" }
    + [
        "WordpackCache", "WordpackPipeline", "WordpackRelease", "WordpackReview", "WordpackRecording", "WordpackApps",
        "WordpackServe",
    ]

/// Each test target and what its tests import besides their own target.
let testTargets: [(name: String, dependencies: [String])] = [
    ("WordpackCore", ["WordpackTestSupport"]),
    ("WordpackLanguageTools", ["WordpackCore", "WordpackTestSupport"]),
    ("WordpackSound", ["WordpackCore", "WordpackTestSupport", "WordpackSoundTestSupport"]),
    ("WordpackPictures", ["WordpackCore", "WordpackTestSupport"]),
    ("WordpackSheets", ["WordpackCore", "WordpackXML", "ZIPFoundation", "WordpackTestSupport"]),
    ("WordpackGitSheets", ["WordpackCore", "WordpackSheets", "WordpackTestSupport"]),
    (
        "WordpackCatalogue",
        ["WordpackCore", "WordpackXML", "WordpackStore", "WordpackTestSupport", "WordpackCatalogueTestSupport"]
    ),
    (
        "WordpackAppKind",
        [
            "WordpackCore", "WordpackSound", "WordpackPictures", "CResampling", "WordpackTestSupport",
            "WordpackAppKindTestSupport",
        ]
    ),
    ("WordpackFirstWords", ["WordpackCore", "WordpackCatalogue", "WordpackTestSupport"]),
    ("WordpackChatwa", ["WordpackCore", "WordpackCatalogue", "WordpackTestSupport"]),
    ("WordpackGlyph", ["WordpackCore", "WordpackSound", "WordpackTestSupport"]),
    ("WordpackVocabulary", ["WordpackCore", "WordpackLanguageTools", "WordpackCatalogue", "WordpackTestSupport"]),
    ("WordpackRelease", ["WordpackTestSupport"]),
    (
        "WordpackReview",
        [
            "WordpackCore", "WordpackLanguageTools", "WordpackCatalogue", "WordpackAppKind", "WordpackRelease",
            "WordpackTestSupport",
        ]
    ),
    (
        "WordpackRecording",
        [
            "WordpackCore", "WordpackSound", "WordpackPictures", "WordpackCatalogue", "WordpackPipeline",
            "WordpackTestSupport", "WordpackRecordingTestSupport",
        ]
    ),
    // The composition root's tests: whole projects built, checked and published with every kind.
    (
        "WordpackApps",
        [
            "WordpackCore", "WordpackLanguageTools", "WordpackSound", "WordpackPictures", "WordpackSheets",
            "WordpackCatalogue", "WordpackAppKind", "WordpackFirstWords", "WordpackOle", "WordpackChatwa",
            "WordpackGlyph", "WordpackVocabulary", "WordpackCache", "WordpackRelease", "WordpackReview",
            "WordpackRecording", "WordpackPipeline", "WordpackTestSupport", "WordpackAppKindTestSupport",
            "WordpackAppsTestSupport",
        ]
    ),
    (
        "WordpackTranslation",
        [
            "WordpackCore", "WordpackSheets", "WordpackCatalogue", "WordpackPipeline", "WordpackApps",
            "WordpackTestSupport", "WordpackCatalogueTestSupport", "WordpackAppsTestSupport",
        ]
    ),
    ("WordpackServe", ["WordpackCore", "WordpackTestSupport"]),
    (
        "EndToEnd",
        [
            "WordpackCore", "WordpackSheets", "WordpackCatalogue", "WordpackAppKind", "WordpackRelease",
            "WordpackRecording", "WordpackPipeline", "WordpackApps", "WordpackTranslation", "FuzzTargets",
            "WordpackTestSupport",
            "WordpackAppsTestSupport",
        ]
    ),
]

/// Our C loops (the Lanczos passes, PNG filters, JPEG rows) optimized in debug builds too: at -O0 they were two
/// fifths of a debug build's time, which the end-to-end tests pay on every build they run.
let optimizedInDebug: [CSetting] = [.unsafeFlags(["-O2"], .when(configuration: .debug))]

let package = Package(
    name: "wordpack",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "wordpack", targets: ["wordpack"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        // The review server of `wordpack review --watch`: NIOCore, NIOPosix and NIOHTTP1 only.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        // C libraries, found through pkg-config; `make build` installs the apt packages.
        .systemLibrary(
            name: "CLibXML2", path: "Sources/CLibXML2", pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
        .systemLibrary(
            name: "CSndfile", path: "Sources/CSndfile", pkgConfig: "sndfile",
            providers: [.apt(["libsndfile1-dev"]), .brew(["libsndfile"])]),
        .systemLibrary(
            name: "CSamplerate", path: "Sources/CSamplerate", pkgConfig: "samplerate",
            providers: [.apt(["libsamplerate0-dev"]), .brew(["libsamplerate"])]),
        .systemLibrary(
            name: "CSoxr", path: "Sources/CSoxr", pkgConfig: "soxr",
            providers: [.apt(["libsoxr-dev"]), .brew(["libsoxr"])]),
        // AAC and ALAC in MP4 (`.m4a`, as phones record) and ADTS `.aac`, which libsndfile does not read: FFmpeg's
        // demuxers and decoders, and its resampler for the sample format only.
        .systemLibrary(
            name: "CFFmpeg", path: "Sources/CFFmpeg", pkgConfig: "libavformat",
            providers: [
                .apt(["libavformat-dev", "libavcodec-dev", "libswresample-dev", "libavutil-dev"]), .brew(["ffmpeg"]),
            ]),
        .systemLibrary(
            name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CSQLite", path: "Sources/CSQLite", pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .systemLibrary(
            name: "CCurl", path: "Sources/CCurl", pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]),
        // libhyphen ships no pkg-config file: the module map links it by name (`link "hyphen"`).
        .systemLibrary(
            name: "CHyphen", path: "Sources/CHyphen",
            providers: [.apt(["libhyphen-dev", "hyphen-en-us"]), .brew(["hyphen"])]),
        // Hunspell spells the translations (`check`); the dictionaries are Debian's hunspell-* packages, which
        // `make build` installs for the languages in inputs/ (scripts/spelling-packages).
        .systemLibrary(
            name: "CHunspell", path: "Sources/CHunspell", pkgConfig: "hunspell",
            providers: [.apt(["libhunspell-dev"]), .brew(["hunspell"])]),

        // JPEG masters: libjpeg-turbo decodes (through CJPEGReader), libexif reads the orientation, lcms2 turns
        // embedded colour profiles (and CMYK) into sRGB.
        .systemLibrary(
            name: "CJPEG", path: "Sources/CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
        .systemLibrary(
            name: "CEXIF", path: "Sources/CEXIF", pkgConfig: "libexif",
            providers: [.apt(["libexif-dev"]), .brew(["libexif"])]),
        .systemLibrary(
            name: "CLCMS2", path: "Sources/CLCMS2", pkgConfig: "lcms2",
            providers: [.apt(["liblcms2-dev"]), .brew(["little-cms2"])]),
        // WebP masters (libwebp, its demuxer for the colour profile) and HEIC/HEIF ones (libheif).
        .systemLibrary(
            name: "CWebP", path: "Sources/CWebP", pkgConfig: "libwebpdemux",
            providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
        .systemLibrary(
            name: "CHEIF", path: "Sources/CHEIF", pkgConfig: "libheif",
            providers: [.apt(["libheif-dev"]), .brew(["libheif"])]),
        // libdeflate inflates the commonest PNG masters in one call (CPNGReader), faster than zlib through libpng.
        .systemLibrary(
            name: "CDeflate", path: "Sources/CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
        // zlib's raw inflate, for a workbook's parts read while streaming (ZIPFoundation's own zlib module is its
        // internal one, and not on every platform).
        .systemLibrary(
            name: "CLibZ", path: "Sources/CLibZ", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // SVG and PDF masters, each drawn by cairo straight at the size an output needs.
        .systemLibrary(
            name: "CRsvg", path: "Sources/CRsvg", pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]),
        .systemLibrary(
            name: "CPoppler", path: "Sources/CPoppler", pkgConfig: "poppler-glib",
            providers: [.apt(["libpoppler-glib-dev"]), .brew(["poppler"])]),
        // The fonts both draw with: wordpack's own configuration made current, no environment variable set.
        .systemLibrary(
            name: "CFontconfig", path: "Sources/CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),

        // libpng's low-level writer, for zlib's settings; its longjmp error handling stays inside C.
        .target(name: "CPNGWriter", dependencies: ["CPNG"], cSettings: optimizedInDebug),

        // Plain 8-bit PNGs read with libdeflate, anything else left to libpng (PNGImage+Plain.swift).
        .target(name: "CPNGReader", dependencies: ["CDeflate"], cSettings: optimizedInDebug),

        // The Lanczos filter's two passes, with the vector instructions the processor has (the same bits on all).
        .target(name: "CResampling", cSettings: optimizedInDebug),

        // libjpeg's reading, its longjmp error handling kept inside C.
        .target(name: "CJPEGReader", dependencies: ["CJPEG", "CEXIF"], cSettings: optimizedInDebug),

        // glibc's mallopt (malloc.h, which Glibc's module leaves out): large blocks kept for reuse (LargeBlockReuse).
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),

        // syncfs(2) and sync_file_range(2), which glibc declares only for _GNU_SOURCE: one flush of a build's
        // outputs; the catalogue store's pages sent to disk while it is still being filled.
        .target(name: "CFileFlush"),

        // prctl(2), variadic in C: the child that draws a vector master dies with the wordpack that started it.
        .target(name: "CProcessLimits"),

        // The pipeline, in layers: each target depends only on those above it here (README, "What is where").
        // Diagnostics, files, settings (pipeline.json), language codes and concurrency: what every stage stands on.
        .target(
            name: "WordpackCore",
            dependencies: [
                "CDeflate", "CFileFlush", "CMalloc", .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            // The ISO 639 codes a language code may start with (Resources/iso639/README.md).
            resources: [.copy("Resources/iso639")]),
        // The C libraries' wrappers, by family.
        .target(name: "WordpackXML", dependencies: ["WordpackCore", "CLibXML2"]),
        .target(name: "WordpackStore", dependencies: ["CSQLite", "CFileFlush"]),
        .target(name: "WordpackNetwork", dependencies: ["CCurl"]),
        .target(name: "WordpackLanguageTools", dependencies: ["WordpackCore", "CHunspell", "CHyphen"]),
        .target(name: "WordpackSound", dependencies: ["WordpackCore", "CSndfile", "CSamplerate", "CSoxr", "CFFmpeg"]),
        .target(
            name: "WordpackPictures",
            dependencies: [
                "WordpackCore", "WordpackXML", "CPNG", "CPNGReader", "CJPEGReader", "CLCMS2", "CWebP", "CHEIF", "CRsvg",
                "CPoppler", "CFontconfig", "CProcessLimits",
            ]),
        // Spreadsheet readers (CSV, XLSX, ODS) and writer, and XLIFF.
        .target(
            name: "WordpackSheets",
            dependencies: [
                "WordpackCore", "WordpackXML", "CDeflate", "CLibZ",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]),
        // The sheets' git drivers: `git-setup`, the diff by cell (textconv) and the three-way merge by sheet, row key
        // and column, which changes ours' cells in its own XML and copies the rest of its package as it is.
        .target(name: "WordpackGitSheets", dependencies: ["WordpackCore", "WordpackSheets", "CLibZ"]),
        // The catalogue: its store, ingest from the sheets, and the content checks.
        .target(
            name: "WordpackCatalogue",
            dependencies: [
                "WordpackCore", "WordpackStore", "WordpackLanguageTools", "WordpackPictures", "WordpackSheets",
            ]),
        // What an app kind is (AppKind), and the media stages every kind uses: audio and images.
        .target(
            name: "WordpackAppKind",
            dependencies: [
                "WordpackCore", "WordpackSound", "WordpackPictures", "WordpackCatalogue", "CPNGWriter", "CResampling",
            ]),
    ]
        + kinds.map { kind in
            .target(
                name: "Wordpack\(kind.name)",
                dependencies: ["WordpackCore", "WordpackCatalogue", "WordpackAppKind"]
                    + kind.families.map { .target(name: $0) },
                resources: kind.resources)
        }
        + [
            // The shared cache of made outputs, which the pipeline takes from and stores into.
            .target(
                name: "WordpackCache",
                dependencies: ["WordpackCore", "WordpackNetwork", .product(name: "Crypto", package: "swift-crypto")]),
            // The pipeline: load → check → plan → make → record over the kinds it is given, and the manifest it
            // writes; the lock of a project, and the commands that are its steps (build, ingest, check, a stage
            // alone, manifest, add-language).
            .target(
                name: "WordpackPipeline",
                dependencies: [
                    "WordpackCore", "WordpackPictures", "WordpackCatalogue", "WordpackAppKind", "WordpackCache",
                ]),

            // The features above the pipeline, each with the workflow of its commands: publishing and the Swift
            // content packages (publish); the review site (review, which builds first); recording scripts, take
            // splitting and the texts recordings say (script, split, accept).
            .target(
                name: "WordpackRelease",
                dependencies: ["WordpackCore", "WordpackCatalogue", "WordpackAppKind", "WordpackPipeline"]),
            .target(
                name: "WordpackReview",
                dependencies: [
                    "WordpackCore", "WordpackSound", "WordpackCatalogue", "WordpackAppKind", "WordpackRelease",
                    "WordpackPipeline",
                ]),
            .target(
                name: "WordpackRecording",
                dependencies: [
                    "WordpackCore", "WordpackLanguageTools", "WordpackSound", "WordpackPictures", "WordpackSheets",
                    "WordpackCatalogue", "WordpackAppKind", "WordpackPipeline",
                ]),

            // The composition root (isowords' `AppFeature`): the kinds wordpack builds (`AppKinds.standard`), every
            // kind planned, and the overloads that give the lower layers the standard kinds. The executable depends
            // on it; nothing of the library below does.
            .target(
                name: "WordpackApps",
                dependencies: ["WordpackCore", "WordpackAppKind", "WordpackRelease", "WordpackPipeline"] + kindTargets),

            // The translators' feature: export-xliff and export-po (what ships, each unit's context, the pictures and
            // the page), and import-xliff and import-po (checked, merged, converters' files found again).
            .target(
                name: "WordpackTranslation",
                dependencies: [
                    "WordpackCore", "WordpackSheets", "WordpackCatalogue", "WordpackAppKind", "WordpackPipeline",
                ]),

            // `wordpack review --watch`: the review site served over HTTP (SwiftNIO), the watch of inputs/ (inotify, or
            // polling), and the loop that builds on each change and tells the open pages.
            .target(
                name: "WordpackServe",
                dependencies: [
                    "WordpackCore", "WordpackPipeline", "WordpackReview",
                    .product(name: "NIOCore", package: "swift-nio"),
                    .product(name: "NIOPosix", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
                ]),

            // The thin executable.
            .executableTarget(
                name: "wordpack",
                dependencies: [
                    "WordpackCore", "WordpackSheets", "WordpackGitSheets", "WordpackCatalogue", "WordpackAppKind",
                    "WordpackCache", "WordpackRecording", "WordpackRelease", "WordpackReview",
                    "WordpackPipeline", "WordpackApps", "WordpackTranslation", "WordpackServe",
                    .product(name: "ArgumentParser", package: "swift-argument-parser"),
                ]),

            // What each libFuzzer entry (Fuzz/<target>.swift, linked by scripts/fuzz) does with an input, as a target
            // of its own so that the tests replay the committed seeds through the same code (Fuzz/README.md).
            .target(
                name: "FuzzTargets",
                dependencies: [
                    "WordpackCore", "WordpackSound", "WordpackPictures", "WordpackSheets", "WordpackCatalogue",
                    "WordpackAppKind", "WordpackRecording", .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                ],
                path: "Fuzz/Support"),

            // What the tests share, in two layers as the library is (SwiftPM's own `_InternalTestSupport`, swift-format's
            // `_SwiftFormatTestSupport`): fixtures, temporary folders and projects written as files, the built binary,
            // the servers and browser the tests start, on Core alone; and, on the composition root, what builds and
            // checks a whole project with every kind, for the composition root's and the end-to-end tests.
            .target(
                name: "WordpackTestSupport",
                dependencies: ["WordpackCore", .product(name: "ZIPFoundation", package: "ZIPFoundation")],
                path: "Tests/Support"),
            .target(
                name: "WordpackSoundTestSupport", dependencies: ["WordpackSound"], path: "Tests/SoundSupport"),
            .target(
                name: "WordpackAppKindTestSupport",
                dependencies: [
                    "WordpackTestSupport", "WordpackSoundTestSupport", "WordpackCore", "WordpackSound",
                    "WordpackPictures",
                    "WordpackAppKind",
                ],
                path: "Tests/AppKindSupport"),
            .target(
                name: "WordpackCatalogueTestSupport", dependencies: ["WordpackCore", "WordpackCatalogue"],
                path: "Tests/CatalogueSupport"),
            .target(
                name: "WordpackRecordingTestSupport",
                dependencies: [
                    "WordpackTestSupport", "WordpackSound", "WordpackCatalogue", "WordpackRecording",
                ],
                path: "Tests/RecordingSupport"),
            .target(
                name: "WordpackAppsTestSupport",
                dependencies: [
                    "WordpackTestSupport", "WordpackCore", "WordpackSheets", "WordpackCatalogue", "WordpackAppKind",
                    "WordpackCache", "WordpackRelease", "WordpackPipeline", "WordpackApps",
                ],
                path: "Tests/AppsSupport"),
        ]
        // One test target per library target (Tests/<Target>Tests), and the end-to-end tests, which run the built
        // binary and read the repository (Tests/EndToEndTests): each depends on its own target, the support of its
        // layer, and the targets its tests import, which are that target's own dependencies (a test of a lower
        // layer never imports a higher one: a test that builds a whole project is the composition root's). ArchitectureTests
        // holds these lists to the imports.
        + testTargets.map { name, dependencies in
            .testTarget(
                name: "\(name)Tests",
                dependencies: (name == "EndToEnd" ? [] : [.target(name: name)])
                    + dependencies.map { dependency in
                        dependency == "ZIPFoundation"
                            ? .product(name: "ZIPFoundation", package: "ZIPFoundation") : .target(name: dependency)
                    })
        }
)

// Release builds leave out the run-time exclusivity checks of our Swift code: they were a fifteenth of a cold check's
// CPU (bench/README, "Scale"). Debug builds, which every test runs, keep them, and so does the fuzz build
// (scripts/fuzz asks for them back), so that an overlapping access still stops a test or a fuzzer where it happens.
for target in package.targets
where [.regular, .executable].contains(target.type) && !target.name.hasPrefix("C") {
    target.swiftSettings =
        (target.swiftSettings ?? [])
        + [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
}
