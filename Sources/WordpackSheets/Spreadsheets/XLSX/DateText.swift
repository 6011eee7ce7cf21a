import Foundation

/// Where a workbook counts its date serial numbers from.
enum DateSystem: Sendable {
    /// Serial 1 is 1900-01-01 (with Lotus 1-2-3's fictitious 1900-02-29 as serial 60): Windows Excel, LibreOffice.
    case from1900
    /// Serial 0 is 1904-01-01: workbooks from old Mac Excel (`<workbookPr date1904="1"/>`).
    case from1904
}

/// Dates and times in ISO form, whatever format the workbook shows them in: `2024-03-01`,
/// `14:30`, `2024-03-01 14:30:05`. A word list's dates then read the same on every machine.
enum DateText {
    /// The date and/or time of an XLSX date serial number; `nil` outside years 1900–9999.
    package static func text(serial: Double, system: DateSystem, date: Bool, time: Bool, seconds: Bool) -> String? {
        guard serial.isFinite, serial >= 0, serial < 2_958_466 else { return nil }
        let totalSeconds = Int((serial * 86_400).rounded())
        let days = totalSeconds / 86_400
        let secondOfDay = totalSeconds % 86_400
        let daysSince1970: Int
        switch system {
        case .from1900: daysSince1970 = days < 60 ? days - 25_568 : days - 25_569
        case .from1904: daysSince1970 = days - 24_107
        }
        let (year, month, day) = civilDate(daysSince1970: daysSince1970)
        let dateText = String(format: "%04ld-%02ld-%02ld", year, month, day)
        var timeText = String(format: "%02ld:%02ld", secondOfDay / 3600, secondOfDay / 60 % 60)
        if seconds { timeText += String(format: ":%02ld", secondOfDay % 60) }
        switch (date, time) {
        case (true, true): return dateText + " " + timeText
        case (false, true): return timeText
        default: return dateText
        }
    }

    /// An ISO 8601 date or date-time (`2024-03-01`, `2024-03-01T14:30:00Z`, as ODS and XLSX `t="d"` store them)
    /// shown as the date, with the time of day only when it is not midnight, and seconds only when not zero.
    package static func text(iso8601 value: String) -> String? {
        let characters = Array(value.trimmingCharacters(in: .whitespaces))
        guard characters.count >= 10, isDate(characters.prefix(10)) else { return nil }
        let date = String(characters.prefix(10))
        guard characters.count >= 19, characters[10] == "T" else { return date }
        let hours = String(characters[11..<13])
        let minutes = String(characters[14..<16])
        let seconds = String(characters[17..<19])
        guard [hours, minutes, seconds].allSatisfy({ Int($0) != nil }) else { return date }
        if hours == "00", minutes == "00", seconds == "00" { return date }
        return date + " " + hours + ":" + minutes + (seconds == "00" ? "" : ":" + seconds)
    }

    private static func isDate(_ characters: ArraySlice<Character>) -> Bool {
        characters.enumerated().allSatisfy { offset, character in
            offset == 4 || offset == 7 ? character == "-" : character.isASCII && character.isNumber
        }
    }

    /// The proleptic Gregorian date of a day count (Howard Hinnant's `civil_from_days`).
    private static func civilDate(daysSince1970: Int) -> (year: Int, month: Int, day: Int) {
        let z = daysSince1970 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
