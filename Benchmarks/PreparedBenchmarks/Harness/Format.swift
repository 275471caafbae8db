import Foundation

/// Number formats shared by the table, the progress lines and the chart.
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
}
