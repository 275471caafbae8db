import Dispatch
import Testing
@testable import Prepared

/// The plan a propagator remembers from its last transition, read without a
/// lock (`LastPlan`): each pair must get its own plan, from any thread, and
/// the plan remembered must stay the one the plan cache keeps.
@Suite("The last plan, found without the lock")
struct LastPlanTests {
    @Test("Pairs in turn each run their own plan, not the one remembered from the other pair")
    func pairsInTurn() throws {
        let propagator = ContextPropagator()
        for _ in 0..<3 {
            let plain = PlainDestination()
            let plainReport = try propagator.propagate(from: TabledSource(), to: plain)
            #expect(plainReport.sourceClass == "TabledSource" && plainReport.destinationClass == "PlainDestination")
            #expect(plain.prepCtxCount == 42)

            let grandchild = GrandchildDestination()
            let grandchildReport = try propagator.propagate(from: GrandchildSource(), to: grandchild)
            #expect(grandchildReport.sourceClass == "GrandchildSource"
                && grandchildReport.destinationClass == "GrandchildDestination")
            #expect(grandchild.prepCtxMiddle == 2 && grandchild.prepCtxLeaf == User(name: "leaf"))
        }
    }

    @Test("A pair finds the plan the cache keeps, whether it was the last pair or not")
    func samePlanEveryWay() throws {
        let propagator = ContextPropagator()
        let first = try propagator.plan(from: TabledSource(), to: PlainDestination(), isolation: nil)
        let remembered = try propagator.plan(from: TabledSource(), to: PlainDestination(), isolation: nil)
        _ = try propagator.plan(from: GrandchildSource(), to: GrandchildDestination(), isolation: nil)
        let fromCache = try propagator.plan(from: TabledSource(), to: PlainDestination(), isolation: nil)
        #expect(ObjectIdentifier(first) == ObjectIdentifier(remembered))
        #expect(ObjectIdentifier(first) == ObjectIdentifier(fromCache))
    }

    @Test("A subclass of a remembered pair's class gets a plan of its own")
    func subclassIsAnotherPair() throws {
        let propagator = ContextPropagator()
        let middle = MiddleDestination()
        try propagator.propagate(from: GrandchildSource(), to: middle)
        let grandchild = GrandchildDestination()
        let report = try propagator.propagate(from: GrandchildSource(), to: grandchild)
        #expect(report.destinationClass == "GrandchildDestination")
        #expect(grandchild.prepCtxLeaf == User(name: "leaf"))
    }

    @Test("Propagators made and dropped one after another each remember their own plan")
    func propagatorsComeAndGo() throws {
        for index in 0..<200 {
            let propagator = ContextPropagator()
            let destination = PlainDestination()
            if index.isMultiple(of: 2) {
                try propagator.propagate(from: TabledSource(), to: destination)
                #expect(destination.prepCtxCount == 42)
            } else {
                try propagator.propagate(from: PlainSource(), to: destination)
                #expect(destination.prepCtxCount == 3)
            }
            try propagator.propagate(from: GrandchildSource(), to: GrandchildDestination())
        }
    }

    @Test("Threads running two pairs in turn through one propagator each get their own pair's plan")
    func threadsInTurn() {
        let propagator = ContextPropagator()
        let mismatches = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for iteration in 0..<2_000 {
                let tabled = (thread + iteration).isMultiple(of: 2)
                let destination = PlainDestination()
                let report = try? propagator.propagate(from: tabled ? TabledSource() as AnyObject : PlainSource(), to: destination)
                let expected = tabled ? ("TabledSource", 42) : ("PlainSource", 3)
                if report?.sourceClass != expected.0 || destination.prepCtxCount != expected.1 {
                    mismatches.withLock { $0 += 1 }
                }
            }
        }
        #expect(mismatches.withLock { $0 } == 0)
    }
}
