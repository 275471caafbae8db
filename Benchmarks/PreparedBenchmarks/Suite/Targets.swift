/// The performance targets of the suite: ratios against hand-written code
/// measured in the same run, and allocations over a hand-written transition.
/// Printed after every run (on wall-clock medians, or on counted
/// instructions), never asserted.
enum Targets {
    static let all: [Target] = {
        let center = GeneratedFixtures.center
        let mostKeys = GeneratedFixtures.shapes.filter { $0.otherProperties == center.otherProperties && $0.depth == center.depth }
            .max { $0.keys < $1.keys } ?? center
        func name(_ approach: Approach, _ shape: Shape = center) -> String { approach.name(for: shape) }
        return [
            // The cached rows within 1.5× of the floor, at the center shape and at the most keys;
            // a new destination within 1.15× of one made by hand.
            Target("(3) both tables ÷ (1) floor, center shape: at most 1.5×",
                   measured: name(.tables), reference: name(.floor), .atMost(1.5)),
            Target("(4) source by field layout ÷ (1) floor, center shape: at most 1.5×",
                   measured: name(.fieldLayout), reference: name(.floor), .atMost(1.5)),
            Target("(c3) new destination, both tables ÷ (c1) new destination by hand: at most 1.15×",
                   measured: NewDestinationBenchmarks.name(.tables), reference: NewDestinationBenchmarks.floor, .atMost(1.15)),
            Target("(c4) new destination, field layout ÷ (c1) new destination by hand: at most 1.15×",
                   measured: NewDestinationBenchmarks.name(.fieldLayout), reference: NewDestinationBenchmarks.floor, .atMost(1.15)),
            Target("(2) naive ÷ (4) field layout, at every shape: at least 50×",
                   pairs: GeneratedFixtures.shapes.map { (name(.fieldLayout, $0), name(.naive, $0)) }, .speedupAtLeast(50)),
            Target("(5) first transition ÷ (2) one naive transition, center shape: at most 1×",
                   measured: name(.firstTransition), reference: name(.naive), .atMost(1)),
            Target("(5c) first sight of both classes ÷ (2) one naive transition, center shape: at most 1× "
                   + "(the (5) target as first measured, with both classes reflected)",
                   measured: name(.firstSight), reference: name(.naive), .atMost(1)),
            Target("(a1) 0 keys flowing ÷ (1) floor, center shape: at most 0.6×",
                   measured: AnatomyBenchmarks.noKeyFlowing, reference: name(.floor), .atMost(0.6)),
            Target("(r1) resolved transition ÷ (r0) hand-written downcast: at most 4×",
                   measured: PreparationBenchmarks.name(registered: 1), reference: PreparationBenchmarks.byHand, .atMost(4)),
            Target("(3) both tables ÷ (1) floor, \(mostKeys.keys) keys: at most 1.5×",
                   measured: name(.tables, mostKeys), reference: name(.floor, mostKeys), .atMost(1.5)),
            Target("(4) field layout ÷ (1) floor, \(mostKeys.keys) keys: at most 1.5×",
                   measured: name(.fieldLayout, mostKeys), reference: name(.floor, mostKeys), .atMost(1.5)),
            Target("(c3) − (c1): no extra heap allocation, both tables",
                   measured: NewDestinationBenchmarks.name(.tables), reference: NewDestinationBenchmarks.floor, .extraAtMost(0)),
            Target("(c4) − (c1): no extra heap allocation, source by field layout",
                   measured: NewDestinationBenchmarks.name(.fieldLayout), reference: NewDestinationBenchmarks.floor, .extraAtMost(0)),
            Target("(s1) storyboard files, read + map ÷ (s0) a bare XMLParser: at most 2× (at least 50 % of its throughput)",
                   measured: StoryboardFileBenchmarks.readAndMapName, reference: StoryboardFileBenchmarks.bare, .atMost(2)),
            Target("(s4) ÷ (s3) storyboard map time per scene, 200 against 100 scenes: at most 1.2× (flat)",
                   measured: StoryboardFileBenchmarks.mapName(scenes: 200), reference: StoryboardFileBenchmarks.mapName(scenes: 100),
                   .atMost(1.2)),
        ]
    }()
}
