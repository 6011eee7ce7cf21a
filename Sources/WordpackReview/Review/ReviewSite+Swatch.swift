import WordpackAppKind
import WordpackCore

extension ReviewSite {
    /// Colours side by side, each a patch of the colour with what it is and its value. The patches are styled
    /// in place, as the tiles' grid is, so that the pages without colours keep their bytes; only a value that is
    /// `#` and hexadecimal digits goes into a style.
    static func swatches(_ swatches: [ReviewSwatch]) -> String {
        var html = "<div class=\"swatches\" style=\"display:flex;flex-wrap:wrap;gap:12px;margin:4px 0\">"
        for swatch in swatches {
            html += "<div class=\"swatch\" style=\"display:flex;align-items:center;gap:6px\">"
            if swatch.isColor {
                html += "<span class=\"patch\" style=\"display:inline-block;width:40px;height:40px;"
                html += "border:1px solid #888;border-radius:4px;background:\(HTML.escape(swatch.hex))\"></span>"
            }
            html += "<span>\(HTML.escape(swatch.label)) <code>\(HTML.escape(swatch.hex))</code>"
            if let remark = swatch.remark { html += "<br><span class=\"size\">\(HTML.escape(remark))</span>" }
            html += "</span></div>"
        }
        return html + "</div>\n"
    }
}
