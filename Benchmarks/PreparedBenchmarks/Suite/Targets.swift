import Foundation

/// The goals of issues #3, #5 and #11, as ratios of medians.
enum Targets {
    static let all: [Target] = {
        let center = GeneratedFixtures.center
        let noOthers = Shape(keys: center.keys, otherProperties: 0, depth: center.depth)
        let manyOthers = Shape(keys: center.keys, otherProperties: 128, depth: center.depth)
        return [
            Target(statement: "(3) at 8 keys: at most 3× (1)",
                   measured: Approach.preparedTables.name(for: center), reference: Approach.floor.name(for: center),
                   rule: .atMost, limit: 3),
            Target(statement: "(3) does not grow with other stored properties: at most 1.2× from 0 to 128",
                   measured: Approach.preparedTables.name(for: manyOthers), reference: Approach.preparedTables.name(for: noOthers),
                   rule: .atMost, limit: 1.2),
            Target(statement: "(4) at 8 keys, 40 stored properties, 3 levels: at least 5× faster than (2)",
                   measured: Approach.preparedMirror.name(for: center), reference: Approach.seedMirror.name(for: center),
                   rule: .speedupAtLeast, limit: 5),
            Target(statement: "(4) grows with keys, not properties: at most 1.5× from 0 to 128 other properties",
                   measured: Approach.preparedMirror.name(for: manyOthers), reference: Approach.preparedMirror.name(for: noOthers),
                   rule: .atMost, limit: 1.5),
            Target(statement: "resolvers: flat from 1 to 1,000 registered (at most 1.2×)",
                   measured: PreparationBenchmarks.name(registered: 1000), reference: PreparationBenchmarks.name(registered: 1),
                   rule: .atMost, limit: 1.2),
            Target(statement: "storyboard files: read + map at least 50 % of a bare XMLParser's throughput (at most 2×)",
                   measured: "storyboard-file/read-and-map", reference: StoryboardFileBenchmarks.bare,
                   rule: .atMost, limit: 2),
            Target(statement: "storyboard files: map time per scene flat from 100 to 200 scenes (at most 1.2×)",
                   measured: StoryboardFileBenchmarks.mapName(scenes: 200), reference: StoryboardFileBenchmarks.mapName(scenes: 100),
                   rule: .atMost, limit: 1.2),
        ]
    }()

    static func render(_ outcomes: [TargetOutcome]) -> String {
        var lines = ["Targets (ratios of medians, printed, never asserted)"]
        for outcome in outcomes {
            let measured = outcome.ratio.map(Format.ratio) ?? "-"
            lines.append("  \(outcome.verdict.padding(toLength: 8, withPad: " ", startingAt: 0))"
                + "\(outcome.statement)\n            measured \(measured)  (\(outcome.comparison))")
        }
        return lines.joined(separator: "\n")
    }
}
