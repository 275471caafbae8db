import Foundation

/// Number formats shared by the tables, the progress lines and the chart.
enum Format {
    /// `0.94`, `12.3`, `1234`: three significant digits, no exponent.
    static func nanoseconds(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        if value >= 1000 { return String(Int(value.rounded())) }
        if value >= 100 { return String(format: "%.0f", value) }
        if value >= 10 { return String(format: "%.1f", value) }
        return String(format: "%.2f", value)
    }

    /// `1.00×`, `12.3×`, `1480×`.
    static func ratio(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        if value >= 100 { return String(format: "%.0f×", value) }
        if value >= 10 { return String(format: "%.1f×", value) }
        return String(format: "%.2f×", value)
    }

    /// `312`, `48 210`, `1 204 118`: a count, with thin groups of three digits.
    static func count(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        let digits = String(Int(value.rounded()).magnitude)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (value < 0 ? "-" : "") + groups.joined(separator: " ")
    }

    /// `0`, `8`, `12.5`: allocations per iteration, whole when they are.
    static func allocations(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.2f", rounded)
    }

    /// `+8`, `0`, `-1`: a difference of allocations.
    static func extra(_ value: Double) -> String {
        let text = allocations(value)
        return value > 0.005 ? "+" + text : text
    }
}
