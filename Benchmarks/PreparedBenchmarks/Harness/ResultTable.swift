/// The results as a text table: every row shows its baseline's median and the
/// ratio to it, grouped by fixture shape.
struct ResultTable {
    let results: [BenchmarkResult]
    let sampleCount: Int

    func render() -> String {
        let medians = Dictionary(results.map { ($0.name, $0.statistics.median) }, uniquingKeysWith: { first, _ in first })
        let labels = Dictionary(results.map { ($0.name, $0.label) }, uniquingKeysWith: { first, _ in first })
        var lines = [
            "ns per transition: median of \(sampleCount) samples, p10–p90 spread; ratio = median ÷ baseline's median",
            "",
            row("", "median", "p10–p90", "baseline", "baseline", "ratio"),
        ]
        var currentGroup: String?
        for result in results {
            let group = result.group
            if group != currentGroup {
                lines.append("")
                lines.append("── \(group)")
                currentGroup = group
            }
            let stats = result.statistics
            let baselineName = result.baseline ?? result.name
            let baselineMedian = medians[baselineName]
            let baselineLabel = result.baseline == nil
                ? "itself"
                : (labels[baselineName].map(Self.shortLabel) ?? baselineName) + (result.shape == nil ? Self.shapeTag(baselineName) : "")
            lines.append(row(
                result.label,
                Format.nanoseconds(stats.median),
                "\(Format.nanoseconds(stats.p10))–\(Format.nanoseconds(stats.p90))",
                baselineLabel,
                baselineMedian.map(Format.nanoseconds) ?? "-",
                baselineMedian.map { Format.ratio(stats.median / $0) } ?? "-"
            ))
        }
        return lines.joined(separator: "\n")
    }

    /// `(1)` from `(1)  direct assignments: the floor`.
    private static func shortLabel(_ label: String) -> String {
        String(label.prefix { $0 != " " })
    }

    /// ` k8-p32-d3` when the baseline is a fixture row, so a row outside the
    /// scaling series says which shape it is compared with.
    private static func shapeTag(_ name: String) -> String {
        guard let tag = name.split(separator: "/").last, tag.hasPrefix("k") else { return "" }
        return " \(tag)"
    }

    private func row(_ label: String, _ median: String, _ spread: String, _ baseline: String,
                     _ baselineMedian: String, _ ratio: String) -> String {
        "  " + pad(label, 48) + pad(median, 10, right: true) + "  " + pad(spread, 16, right: true)
            + "   " + pad(baseline, 18) + pad(baselineMedian, 9, right: true) + pad(ratio, 10, right: true)
    }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return right ? fill + text : text + fill
    }
}
