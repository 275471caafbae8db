/// The results as a text table: every row shows its baseline's value and the
/// ratio to it (or, for allocations, the difference), under its group's heading.
struct ResultTable {
    let results: [BenchmarkResult]
    let metric: Metric
    /// The line above the columns, which says how the values were obtained.
    let caption: String

    func render() -> String {
        let byName = Dictionary(results.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let comparison = metric.comparesByDifference ? "extra" : "ratio"
        let spread = metric == .time
        var lines = [caption, "", row("", metric == .time ? "median" : "per iter.", spread ? "p10–p90" : "",
                                       "baseline", "baseline", comparison)]
        var currentGroup: String?
        for result in results {
            if result.group != currentGroup {
                lines.append("")
                lines.append("── \(result.group)")
                currentGroup = result.group
            }
            let value = result.statistics.median
            let base = result.baseline.flatMap { byName[$0] }
            let baseLabel: String
            if result.baseline == nil {
                baseLabel = "itself"
            } else if let base {
                baseLabel = base.row + (base.group == result.group ? "" : " " + base.groupTag)
            } else {
                baseLabel = result.baseline ?? ""
            }
            let baseValue = result.baseline == nil ? value : base?.statistics.median
            let compared = baseValue.map { baseValue in
                metric.comparesByDifference ? Format.extra(value - baseValue) : Format.ratio(value / baseValue)
            }
            lines.append(row(
                result.label,
                metric.format(value),
                spread ? "\(metric.format(result.statistics.p10))–\(metric.format(result.statistics.p90))" : "",
                baseLabel,
                baseValue.map(metric.format) ?? "-",
                compared ?? "-"
            ))
            // A row that reads bytes (its `bytes` parameter) also shows its throughput, from the median.
            if metric == .time, let bytes = result.parameters["bytes"], value > 0 {
                lines.append("       " + Self.throughput(bytes: bytes, nanoseconds: value))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `12.3 MB/s (1.23 MB in 100 µs)`, in decimal megabytes.
    static func throughput(bytes: Int, nanoseconds: Double) -> String {
        let megabytes = Double(bytes) / 1_000_000
        let perSecond = megabytes / (nanoseconds / 1_000_000_000)
        return "\(Format.nanoseconds(perSecond)) MB/s (\(String(format: "%.3f", megabytes)) MB an iteration)"
    }

    private func row(_ label: String, _ value: String, _ spread: String, _ baseline: String,
                     _ baselineValue: String, _ comparison: String) -> String {
        "  " + pad(label, 50) + pad(value, 11, right: true) + "  " + pad(spread, 16, right: true)
            + "   " + pad(baseline, 16) + pad(baselineValue, 11, right: true) + pad(comparison, 9, right: true)
    }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return right ? fill + text : text + fill
    }
}
