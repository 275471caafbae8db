/// The size of a fixture: how many context keys it passes, how many other
/// stored properties its classes hold, and how deep its class hierarchies are.
struct Shape: Hashable, Codable, Sendable, CustomStringConvertible {
    let keys: Int
    let otherProperties: Int
    let depth: Int

    /// A short name used in benchmark names, such as `k8-p32-d3`.
    var tag: String { "k\(keys)-p\(otherProperties)-d\(depth)" }

    var description: String {
        "\(keys) \(keys == 1 ? "key" : "keys"), \(otherProperties) other stored properties, depth \(depth)"
    }
}

extension Shape {
    /// The shape as the parameters of a benchmark, for the chart and the JSON report.
    var parameters: [String: Int] {
        ["keys": keys, "otherProperties": otherProperties, "depth": depth]
    }

    /// The shape a benchmark was built for, from its parameters.
    init?(parameters: [String: Int]) {
        guard let keys = parameters["keys"], let otherProperties = parameters["otherProperties"],
              let depth = parameters["depth"] else { return nil }
        self.init(keys: keys, otherProperties: otherProperties, depth: depth)
    }
}
