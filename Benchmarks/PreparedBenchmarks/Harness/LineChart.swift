import Foundation

/// A small SVG line chart: side-by-side panels sharing a logarithmic y axis.
struct LineChart {
    struct Series {
        let name: String
        let color: String
        /// Points in x order; y must be positive.
        let points: [(x: Double, y: Double)]
    }

    struct Panel {
        let title: String
        let xLabel: String
        let xTicks: [Double]
        /// Place x on a log₂ scale (for 1, 8, 32, 128); otherwise linear.
        let logX: Bool
        let series: [Series]
    }

    let title: String
    let yLabel: String
    let panels: [Panel]

    private let panelWidth = 300.0
    private let panelHeight = 260.0
    private let left = 70.0
    private let top = 50.0
    private let gap = 40.0

    func svg() -> String {
        let ys = panels.flatMap { $0.series.flatMap { $0.points.map(\.y) } }.filter { $0 > 0 }
        let low = floor(log10(ys.min() ?? 1))
        let high = ceil(log10(ys.max() ?? 10))
        let decades = max(high - low, 1)
        let width = left + Double(panels.count) * (panelWidth + gap) + 10
        let legendTop = top + panelHeight + 55
        let names = panels.first?.series.map { ($0.name, $0.color) } ?? []
        let height = legendTop + Double(names.count) * 18 + 10

        var out = [
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(Int(width))" height="\##(Int(height))" font-family="sans-serif" font-size="11">"##,
            ##"<rect width="100%" height="100%" fill="white"/>"##,
            ##"<text x="\##(left)" y="22" font-size="14" font-weight="bold">\##(escape(title))</text>"##,
            ##"<text transform="translate(16,\##(top + panelHeight / 2)) rotate(-90)" text-anchor="middle">\##(escape(yLabel))</text>"##,
        ]
        for (index, panel) in panels.enumerated() {
            let x0 = left + Double(index) * (panelWidth + gap)
            let position = xPosition(panel)
            func px(_ x: Double) -> Double { x0 + position(x) * panelWidth }
            func py(_ y: Double) -> Double { top + panelHeight - (log10(y) - low) / decades * panelHeight }

            out.append(##"<text x="\##(x0 + panelWidth / 2)" y="\##(top - 8)" text-anchor="middle" font-weight="bold">\##(escape(panel.title))</text>"##)
            out.append(##"<rect x="\##(x0)" y="\##(top)" width="\##(panelWidth)" height="\##(panelHeight)" fill="none" stroke="#999"/>"##)
            for decade in stride(from: low, through: high, by: 1) {
                let y = top + panelHeight - (decade - low) / decades * panelHeight
                out.append(##"<line x1="\##(x0)" y1="\##(y)" x2="\##(x0 + panelWidth)" y2="\##(y)" stroke="#e4e4e4"/>"##)
                out.append(##"<text x="\##(x0 - 4)" y="\##(y + 4)" text-anchor="end">\##(decade >= 0 ? String(Int(pow(10, decade))) : Format.nanoseconds(pow(10, decade)))</text>"##)
            }
            for tick in panel.xTicks {
                out.append(##"<line x1="\##(px(tick))" y1="\##(top + panelHeight)" x2="\##(px(tick))" y2="\##(top + panelHeight + 4)" stroke="#999"/>"##)
                out.append(##"<text x="\##(px(tick))" y="\##(top + panelHeight + 16)" text-anchor="middle">\##(Int(tick))</text>"##)
            }
            out.append(##"<text x="\##(x0 + panelWidth / 2)" y="\##(top + panelHeight + 34)" text-anchor="middle">\##(escape(panel.xLabel))</text>"##)
            for series in panel.series where !series.points.isEmpty {
                let path = series.points.map { "\(rounded(px($0.x))),\(rounded(py($0.y)))" }.joined(separator: " ")
                out.append(##"<polyline points="\##(path)" fill="none" stroke="\##(series.color)" stroke-width="2"/>"##)
                for point in series.points {
                    out.append(##"<circle cx="\##(rounded(px(point.x)))" cy="\##(rounded(py(point.y)))" r="3" fill="\##(series.color)"/>"##)
                }
            }
        }
        for (index, (name, color)) in names.enumerated() {
            let y = legendTop + Double(index) * 18
            out.append(##"<line x1="\##(left)" y1="\##(y - 4)" x2="\##(left + 24)" y2="\##(y - 4)" stroke="\##(color)" stroke-width="2"/>"##)
            out.append(##"<text x="\##(left + 30)" y="\##(y)">\##(escape(name))</text>"##)
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// Maps an x value to 0...1 across the panel, with a margin at both ends.
    private func xPosition(_ panel: Panel) -> (Double) -> Double {
        let transform: (Double) -> Double = panel.logX ? { log2(max($0, 1)) } : { $0 }
        let values = panel.xTicks.map(transform)
        let low = values.min() ?? 0
        let span = max((values.max() ?? 1) - low, 1)
        return { 0.06 + (transform($0) - low) / span * 0.88 }
    }

    private func rounded(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
