/// The chart of `--svg`: the cost per transition of (2), (3), (4), (5) and (5c),
/// with the floor (1) for reference, along each scaling series (keys, other
/// stored properties, depth), all through the center shape; log scale.
enum ScalingChart {
    static let approaches: [(Approach, String)] = [
        (.floor, "#222222"),
        (.naive, "#d62728"),
        (.tables, "#1f77b4"),
        (.fieldLayout, "#2ca02c"),
        (.firstTransition, "#9467bd"),
        (.firstSight, "#ff7f0e"),
    ]

    static func make(from results: [BenchmarkResult], metric: Metric) -> LineChart {
        let center = GeneratedFixtures.center
        let shaped = results.compactMap { result in Shape(parameters: result.parameters).map { (result, $0) } }
        func panel(_ title: String, _ xLabel: String, logX: Bool,
                   inSeries: @escaping (Shape) -> Bool, x: @escaping (Shape) -> Int) -> LineChart.Panel {
            let shapes = Set(shaped.map(\.1).filter(inSeries))
            let series = approaches.map { approach, color in
                LineChart.Series(
                    name: "\(approach.row) \(approach.title)",
                    color: color,
                    points: shaped
                        .filter { result, shape in result.name == approach.name(for: shape) && inSeries(shape) }
                        .map { result, shape in (x: Double(x(shape)), y: result.statistics.median) }
                        .sorted { $0.x < $1.x }
                )
            }
            return LineChart.Panel(title: title, xLabel: xLabel, xTicks: shapes.map { Double(x($0)) }.sorted(),
                                   logX: logX, series: series)
        }
        let unit = metric == .time ? "ns" : metric.unit
        return LineChart(
            title: "Prepared: \(unit) per transition (log scale)\(metric == .time ? ", median" : ""); each series through \(center.tag)",
            yLabel: "\(unit) per transition",
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
