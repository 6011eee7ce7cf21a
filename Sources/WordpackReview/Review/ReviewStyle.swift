/// The site's only style sheet, inlined into every page (no file, font or script from elsewhere).
enum ReviewStyle {
    static let css = """
        body{font:14px/1.4 system-ui,sans-serif;margin:0 1.5em 2em;color:#222;background:#fafafa}
        h1{font-size:1.6em;margin:.6em 0 .2em}h2{margin-top:1.4em;border-bottom:1px solid #ccc}
        nav{margin:.8em 0;color:#555}a{color:#0757a8}
        .notice{background:#fff3cd;border:1px solid #e0c36a;padding:.5em 1em}
        table{border-collapse:collapse;margin:.5em 0;background:#fff}
        th,td{border:1px solid #ddd;padding:2px 6px;text-align:left;vertical-align:top}
        td.cell{text-align:center;width:5.5em}tr.totals td{white-space:nowrap;font-size:.9em}
        .st-recorded{background:#c8ecc8}.st-translated{background:#e6f3d0}.st-missing{background:#eee;color:#888}
        .st-error{background:#f6c6c6}.st-unused{background:#fff;color:#bbb}
        td.lettercell audio{width:150px;height:26px;display:block}
        .cards{display:flex;flex-wrap:wrap;gap:12px}
        .card{background:#fff;border:1px solid #ccc;border-radius:6px;padding:8px;width:300px}
        .card.has-error{border-color:#c33;box-shadow:0 0 0 2px #f3b3b3}.card.disabled{opacity:.65}
        .card h3{margin:0 0 4px;font-size:1.1em}.card img{width:100%;height:auto;background:#eee}
        .card table{width:100%;font-size:.95em}.card table th{width:5em}.card audio{width:100%;height:28px}
        .size{color:#777;font-size:.85em}
        .badge{display:inline-block;border-radius:3px;padding:0 4px;font-size:.8em;background:#ddd;margin-left:4px}
        .badge.disabled{background:#999;color:#fff}.badge.changed{background:#ffd966}.badge.new{background:#9fd89f}
        .badge.outdated{background:#f4b183}.card.outdated{border-color:#d9822b}.st-outdated{background:#f9d5b5}
        ul.findings{margin:4px 0;padding-left:1.2em;font-size:.9em}
        li.error{color:#a00}li.warning{color:#8a5a00}code{font-size:.9em;color:#444}
        .item{background:#fff;border:1px solid #ccc;border-radius:6px;padding:6px 8px;margin:6px 0}
        .item.has-warning{border-color:#d9a400;background:#fff8e0}.item.has-error{border-color:#c33;background:#fde8e8}
        .grid{display:inline-grid;gap:3px;margin:4px 0}
        .tile{width:28px;height:28px;border:1px solid #888;border-radius:4px;display:flex;align-items:center;
        justify-content:center;font-weight:bold;background:#fffbe8}
        .tabs{display:flex;flex-wrap:wrap;gap:0 4px;margin:.6em 0 1.2em}.tabs>input{display:none}
        .tabs>label{order:1;padding:3px 12px;border:1px solid #bbb;border-bottom:0;border-radius:6px 6px 0 0;
        background:#e8e8e8;cursor:pointer}.tabs>input:checked+label{background:#fff;font-weight:bold}
        .tabs>.panel{order:2;width:100%;display:none;background:#fff;border:1px solid #bbb;padding:8px}
        .tabs>input:checked+label+.panel{display:block}
        .board{display:grid;gap:8px;margin:6px 0}.board.row{display:flex;flex-wrap:wrap}
        .key{border:1px solid #999;border-radius:8px;background:#fdfdfd;padding:4px;text-align:center;
        width:122px;font-size:.95em}.board.row .key{width:auto;min-width:130px}.key.empty{border-style:dotted;
        background:none}.key.lacks{border:2px dashed #c60}.key.has-error{border:2px solid #c33}
        .key img{width:120px;height:120px;display:block;margin:0 auto 2px}.key audio{width:100%;height:26px}
        .nopicture{width:120px;height:120px;margin:0 auto 2px;background:#eee;color:#888;display:flex;
        align-items:center;justify-content:center}.says{color:#555;font-size:.85em}
        .badge.missing{background:#f6c6c6}.key.left-out,tr.left-out{opacity:.5}.key.left-out{border-style:dashed}
        .badge.left-out{background:#ccc}span.left-out{color:#777;margin-right:.8em;white-space:nowrap}
        audio{min-width:120px}.definition .word{font-size:1.3em;font-weight:bold}
        .ipa{color:#444}.syllables{color:#777}.definition audio{height:28px}.facts{margin:2px 0}
        ol.senses{margin:4px 0}.example{color:#555;font-style:italic}.choices{display:flex;flex-wrap:wrap;gap:6px}
        .choice{border:1px solid #999;border-radius:6px;padding:3px 8px;background:#fff;max-width:22em}
        .choice.answer{border-color:#2a7a2a;background:#e3f5e3}
        """
}
