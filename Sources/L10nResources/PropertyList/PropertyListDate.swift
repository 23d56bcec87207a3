/// CoreFoundation's Gregorian arithmetic for XML `<date>`s, which it does not range-check.
///
/// Years count from 2001 (year 0 here), in 400-year cycles of 146,097 days. A month adds the
/// days of the months before it, which CoreFoundation knows for months 1 to 13 (13 being the
/// next January); any other month adds nothing. Days, hours, minutes and seconds are added
/// as they are, so out-of-range fields roll over the way CoreFoundation's do.
enum PropertyListDate {
    /// Days before months 1…13 of a common year.
    static let daysBeforeMonth: [Int] = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365]

    /// Seconds since 2001-01-01T00:00:00Z of the given UTC fields.
    static func absoluteTime(year: Int32, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Double {
        let days = absoluteDays(yearsSince2001: Int64(year &- 2001), month: month, day: day)
        return 86400.0 * days + (3600.0 * Double(hour) + 60.0 * Double(minute) + Double(second))
    }

    /// Days from 2001-01-01 to the given date; years relative to 2001.
    static func absoluteDays(yearsSince2001 year: Int64, month: Int, day: Int) -> Double {
        let cycles = year / 400
        var absolute = Double(cycles) * 146_097.0
        let remainder = year - cycles * 400
        if remainder < 0 {
            for index in remainder..<0 { absolute -= Double(isLeap(index) ? 366 : 365) }
        } else {
            for index in 0..<remainder { absolute += Double(isLeap(index) ? 366 : 365) }
        }
        if (1...13).contains(month) {
            absolute += Double(daysBeforeMonth[month - 1] + (month > 2 && isLeap(remainder) ? 1 : 0))
        }
        absolute += Double(day - 1)
        return absolute
    }

    /// Whether the year `year` years after 2001 is a leap year.
    static func isLeap(_ year: Int64) -> Bool {
        let position = abs((year + 1) % 400)
        return position & 3 == 0 && position != 100 && position != 200 && position != 300
    }
}
