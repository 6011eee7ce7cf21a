import Foundation

/// The fonts SVG and PDF masters are drawn with: wordpack's own fontconfig configuration, which reads only the
/// font files listed here (of the Debian packages the Makefile installs) and maps the PDF base-14 names, the
/// usual Microsoft names and the generic families to them, so that what a machine's fontconfig offers
/// (`FONTCONFIG_FILE`, `~/.fonts`, another font package) changes no pixel.
///
/// The base-14 names go to URW's metric-compatible clones (`fonts-urw-base35`, what Ghostscript draws them
/// with), the generic families to DejaVu (`fonts-dejavu-core`), and Chinese, Japanese and Korean text to
/// WenQuanYi Micro Hei (`fonts-wqy-microhei`). A family the set does not have is drawn in sans-serif.
package enum DrawingFonts {
    /// The font files, by absolute path, each with the package that installs it.
    package static let files: [(path: String, package: String)] =
        ["NimbusSans", "NimbusRoman", "NimbusMonoPS"].flatMap { family in
            ["Regular", "Bold", "Italic", "BoldItalic"].map {
                ("/usr/share/fonts/opentype/urw-base35/\(family)-\($0).otf", "fonts-urw-base35")
            }
        }
        + ["StandardSymbolsPS", "D050000L"].map {
            ("/usr/share/fonts/opentype/urw-base35/\($0).otf", "fonts-urw-base35")
        }
        + ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSerif", "DejaVuSerif-Bold", "DejaVuSansMono", "DejaVuSansMono-Bold"]
        .map { ("/usr/share/fonts/truetype/dejavu/\($0).ttf", "fonts-dejavu-core") }
        + [("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", "fonts-wqy-microhei")]

    /// The families of `files`, as a master names them: text in one of these is drawn with that very font.
    package static let families: Set<String> = [
        "nimbus sans", "nimbus roman", "nimbus mono ps", "standard symbols ps", "d050000l", "dejavu sans",
        "dejavu serif", "dejavu sans mono", "wenquanyi micro hei", "wenquanyi micro hei mono",
    ]

    /// Whether a font a master names is one of `families` itself: `DejaVu Sans`, `NimbusSans-Bold`,
    /// `DejaVuSerif,Bold` (a PDF's name, its style after `-` or `,`).
    package static func has(_ name: String) -> Bool {
        let family = name.prefix { $0 != "-" && $0 != "," }.lowercased().filter { $0 != " " }
        return families.contains { $0.filter { $0 != " " } == family }
    }

    /// Other names and the family of the set each is drawn with: the PDF base-14 fonts and their usual
    /// metric twins, then the generic families (CSS's, as SVG names them).
    static let aliases: [(name: String, families: [String])] = [
        ("Helvetica", ["Nimbus Sans"]), ("Arial", ["Nimbus Sans"]), ("Liberation Sans", ["Nimbus Sans"]),
        ("Times", ["Nimbus Roman"]), ("Times-Roman", ["Nimbus Roman"]), ("Times New Roman", ["Nimbus Roman"]),
        ("Liberation Serif", ["Nimbus Roman"]), ("Courier", ["Nimbus Mono PS"]), ("Courier New", ["Nimbus Mono PS"]),
        ("Liberation Mono", ["Nimbus Mono PS"]), ("Symbol", ["Standard Symbols PS"]), ("ZapfDingbats", ["D050000L"]),
        ("Dingbats", ["D050000L"]), ("sans-serif", ["DejaVu Sans", "WenQuanYi Micro Hei"]),
        ("serif", ["DejaVu Serif", "WenQuanYi Micro Hei"]),
        ("monospace", ["DejaVu Sans Mono", "WenQuanYi Micro Hei Mono"]),
        ("system-ui", ["DejaVu Sans", "WenQuanYi Micro Hei"]),
    ]

    /// The configuration: these files only (the folders' other fonts refused by `selectfont`), the aliases, a
    /// fallback to sans-serif, and the rendering fixed (grey anti-aliasing, no hinting), as no machine's
    /// settings are read. Its fontconfig cache is kept in `cacheFolder`.
    package static func configuration(cacheFolder: String) -> String {
        let folders = Array(Set(files.map { ($0.path as NSString).deletingLastPathComponent })).sorted()
        var xml = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <!-- wordpack's fonts for drawing SVG and PDF masters (Sources/WordpackCore/Processes/DrawingFonts.swift) -->
            <fontconfig>

            """
        for folder in folders { xml += "  <dir>\(escaped(folder))</dir>\n" }
        xml += "  <cachedir>\(escaped(cacheFolder))</cachedir>\n  <selectfont>\n"
        xml += "    <rejectfont><glob>*</glob></rejectfont>\n    <acceptfont>\n"
        for file in files { xml += "      <glob>\(escaped(file.path))</glob>\n" }
        xml += "    </acceptfont>\n  </selectfont>\n"
        for alias in aliases {
            xml += "  <alias binding=\"same\"><family>\(escaped(alias.name))</family><prefer>"
            xml += alias.families.map { "<family>\(escaped($0))</family>" }.joined()
            xml += "</prefer></alias>\n"
        }
        xml += """
              <match target="pattern">
                <test qual="all" name="family" compare="not_eq"><string>sans-serif</string></test>
                <edit name="family" mode="append_last"><string>sans-serif</string></edit>
              </match>
              <match target="font">
                <edit name="antialias" mode="assign"><bool>true</bool></edit>
                <edit name="hinting" mode="assign"><bool>false</bool></edit>
                <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
                <edit name="autohint" mode="assign"><bool>false</bool></edit>
                <edit name="rgba" mode="assign"><const>none</const></edit>
                <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
                <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
              </match>
              <config><rescan><int>0</int></rescan></config>
            </fontconfig>

            """
        return xml
    }

    /// What the outputs drawn from vector masters depend on besides the master: the configuration and each
    /// font file's SHA-256 (`sha256` gives it, nil for a file that is missing). Part of the images stage's
    /// version for those outputs, so that pictures drawn with other fonts never share a cache entry.
    package static func identity(sha256: (String) -> String?) -> String {
        var text = configuration(cacheFolder: "") + "\n"
        for file in files { text += "\(sha256(file.path) ?? "missing") \(file.path)\n" }
        return String(FileDigest.sha256(of: text).prefix(16))
    }

    /// The packages of the font files that are missing on this machine, sorted; empty when all are there.
    static var missingPackages: [String] {
        Array(Set(files.filter { !FileManager.default.fileExists(atPath: $0.path) }.map(\.package))).sorted()
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
}
