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

    @Test("A new propagator's first transition, of the pair the one before it ran last, runs its own plan: strict then lenient in turn")
    func propagatorsComeAndGo() throws {
        for index in 0..<200 {
            let lenient = index.isMultiple(of: 2)
            let propagator = ContextPropagator(mode: lenient ? .lenient : .strict)
            let destination = UnlistedDestination()
            if lenient {
                let report = try propagator.propagate(from: TabledSource(), to: destination)
                #expect(report.skipped.count == 1 && destination.prepCtxCount == 42)
            } else {
                #expect(throws: PropagationError.self) { try propagator.propagate(from: TabledSource(), to: destination) }
                #expect(destination.prepCtxCount == 0)
            }
        }
    }

    @Test("A transition into a hosting controller keeps the hosting pair remembered, not its models' pair")
    @MainActor
    func hostingPairStaysRemembered() throws {
        let propagator = ContextPropagator()
        for _ in 0..<2 {
            let host = ModelHost()
            try propagator.propagate(from: HostingSource(), to: host)
            #expect(host.model.prepCtxName == "Ada")
            #expect(propagator.rememberedPair == ClassPair(HostingSource(), host))
        }
        _ = propagator.validate(from: HostingSource(), to: ModelHost())
        #expect(propagator.rememberedPair == ClassPair(HostingSource(), ModelHost()))
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

/// A destination with a prefixed property its table leaves out: a strict propagator refuses it, a lenient one skips it.
final class UnlistedDestination: ContextDeclaring {
    var prepCtxCount = 0
    var prepCtxUnlisted = 0

    static var contextTable: ContextTable {
        ContextTable(UnlistedDestination.self) { $0.add("prepCtxCount", \.prepCtxCount) }
    }
}
