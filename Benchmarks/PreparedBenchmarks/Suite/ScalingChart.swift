/// The chart of `--svg`: ns per transition of approaches (1) to (4) along each
/// scaling series, all through the center shape.
enum ScalingChart {
    static let approaches: [(Approach, String)] = [
        (.floor, "#222222"),
        (.handWrittenPrepare, "#8c8c8c"),
        (.seedMirror, "#d62728"),
        (.preparedTables, "#1f77b4"),
        (.preparedMirror, "#2ca02c"),
    ]

    static func make(from results: [BenchmarkResult]) -> LineChart {
        let center = GeneratedFixtures.center
        func panel(_ title: String, _ xLabel: String, logX: Bool,
                   inSeries: (Shape) -> Bool, x: @escaping (Shape) -> Int) -> LineChart.Panel {
            let shapes = Set(results.compactMap(\.shape).filter(inSeries))
            let series = approaches.map { approach, color in
                LineChart.Series(
                    name: approach.label.replacingOccurrences(of: "  ", with: " "),
                    color: color,
                    points: results
                        .filter { $0.name.hasPrefix(approach.rawValue + "/") && $0.shape.map(inSeries) == true }
                        .compactMap { result in result.shape.map { (x: Double(x($0)), y: result.statistics.median) } }
                        .sorted { $0.x < $1.x }
                )
            }
            return LineChart.Panel(title: title, xLabel: xLabel, xTicks: shapes.map { Double(x($0)) }.sorted(),
                                   logX: logX, series: series)
        }
        return LineChart(
            title: "Prepared: ns per transition (log scale), median; each series through \(center.tag)",
            yLabel: "ns per transition",
            panels: [
                panel("Context keys", "keys (\(center.otherProperties) other properties, depth \(center.depth))", logX: true,
                      inSeries: { $0.otherProperties == center.otherProperties && $0.depth == center.depth }, x: \.keys),
                panel("Other stored properties", "other properties (\(center.keys) keys, depth \(center.depth))", logX: false,
                      inSeries: { $0.keys == center.keys && $0.depth == center.depth }, x: \.otherProperties),
                panel("Inheritance depth", "depth (\(center.keys) keys, \(center.otherProperties) other properties)", logX: false,
                      inSeries: { $0.keys == center.keys && $0.otherProperties == center.otherProperties }, x: \.depth),
            ]
        )
    }
}
