@_spi(Generated) import PreparedResources
import Testing

/// ``SegueMatch``, what a generated `TypedSegue` is built on, with plain classes for controllers.
@Suite("Matching a segue to a typed case")
@MainActor
struct SegueMatchTests {
    @Test("The case holds the first controller the segue prepares that is of its class, else the destination")
    func typedController() {
        let detail = DetailScreen()
        let container = ContainerScreen()
        let match = SegueMatch(source: ListScreen.self, identifier: "view", destination: container, preparing: [OtherScreen(), detail])
        guard case .detail(let shown) = match.typed(Sample.detail, else: Sample.unmatched) else {
            Issue.record("expected .detail")
            return
        }
        #expect(shown === detail)
        guard case .container(let destination) = match.typed(Sample.container, else: Sample.unmatched) else {
            Issue.record("expected .container")
            return
        }
        #expect(destination === container, "a case typed to the container holds the destination itself")
    }

    @Test("No controller of the case's class is the unmatched case, naming the class that came and the one expected")
    func wrongDestination() {
        let match = SegueMatch(source: ListScreen.self, identifier: "view", destination: ContainerScreen(), preparing: [OtherScreen()])
        let typed = match.typed(Sample.detail, else: Sample.unmatched)
        guard case .unmatched(let unmatched) = typed else {
            Issue.record("expected .unmatched, got \(typed)")
            return
        }
        #expect(unmatched == UnmatchedSegue(sourceClass: "ListScreen", identifier: "view", destinationClass: "OtherScreen",
                                            reason: .wrongDestination(expected: "DetailScreen")))
        #expect(match.typed(Sample.detail) == nil, "without identifier: no case, so the next class is tried")
    }

    @Test("An unknown segue names its identifier, or says it has none, and the class of what it prepares")
    func unknown() {
        let named = SegueMatch(source: ListScreen.self, identifier: "share", destination: OtherScreen(), preparing: [])
        #expect(named.unknown.description
                == "ListScreen has no segue \"share\" to OtherScreen in the storyboards its Swift was generated from: generate the Swift again.")
        let unnamed = SegueMatch(source: ListScreen.self, identifier: nil, destination: ContainerScreen(), preparing: [DetailScreen()])
        #expect(unnamed.unknown == UnmatchedSegue(sourceClass: "ListScreen", identifier: nil, destinationClass: "DetailScreen",
                                                  reason: .unknownSegue))
    }
}

private final class ListScreen {}
private final class DetailScreen {}
private final class ContainerScreen {}
private final class OtherScreen {}

private enum Sample {
    case detail(DetailScreen)
    case container(ContainerScreen)
    case unmatched(UnmatchedSegue)
}
