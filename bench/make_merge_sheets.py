"""The sheets of bench/merge.sh: a list sheet of ROWS rows (key, word, hint, free, level) as base.csv, and two
branches' edits of it, EDITS each: ours changes hints, theirs changes words of other rows (plus, when asked, the
same as XLSX files written by openpyxl)."""
import csv, sys

rows, edits, folder = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
xlsx = len(sys.argv) > 4 and sys.argv[4] == "xlsx"
header = ["key", "word", "hint", "free", "level"]
base = [[f"w{i:06d}", f"word {i}", f"The hint of word {i}, a sentence of a few words", "TRUE" if i % 7 == 0 else "",
         ["A1", "A2", "B1", "B2", "C1"][i % 5]] for i in range(rows)]
step = max(1, rows // (2 * edits))
ours = [list(r) for r in base]
theirs = [list(r) for r in base]
for e in range(edits):
    ours[(2 * e) * step][2] = f"An edited hint {e}, from ours"
    theirs[(2 * e + 1) * step][1] = f"edited word {e}, from theirs"
for name, table in [("base", base), ("ours", ours), ("theirs", theirs)]:
    with open(f"{folder}/{name}.csv", "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(header)
        writer.writerows(table)
    if xlsx:
        import openpyxl
        workbook = openpyxl.Workbook(write_only=True)
        sheet = workbook.create_sheet("Words")
        sheet.append(header)
        for row in table:
            sheet.append(row)
        workbook.save(f"{folder}/{name}.xlsx")
