import Testing
@_spi(Generated) import PreparedResources

@Suite("Cell prototypes")
@MainActor
struct CellPrototypeTests {
    private let contactCell = CellPrototype<ContactCell>(storyboard: "Main", scene: "ContactListController", reuseIdentifier: "ContactCell")

    private let table = ContactsTable()

    @Test("A view of the prototype's class is that class; a subclass is too")
    func castOfItsClass() throws {
        let cell = ContactCell()
        #expect(try contactCell.cast(cell, from: table) === cell)
        let compact = CompactContactCell()
        #expect(try contactCell.cast(compact, from: table) === compact)
    }

    @Test("A view of another class, or none, is a dequeue error naming the view that dequeued it, the identifier and both classes")
    func castOfAnotherClass() throws {
        let wrong = DequeueError(container: "ContactsTable", identifier: "ContactCell",
                                 source: .prototype(storyboard: "Main", scene: "ContactListController"), expected: "ContactCell",
                                 actual: "PlainCell")
        #expect(throws: wrong) { try contactCell.cast(PlainCell(), from: table) }
        #expect(wrong.description == "The ContactsTable dequeued 'ContactCell' as a PlainCell, not a ContactCell. The prototype "
            + "'ContactCell' of ContactListController in storyboard 'Main' has another Custom Class. In Interface Builder, set the "
            + "prototype's Custom Class to ContactCell (and its Module to the one that declares it), or generate the typed "
            + "storyboards again.")
        #expect(throws: DequeueError(container: "ContactsTable", identifier: "ContactCell",
                                     source: .prototype(storyboard: "Main", scene: "ContactListController"), expected: "ContactCell",
                                     actual: nil)) {
            try contactCell.cast(nil, from: table)
        }
        let none: PlainCell? = nil
        #expect(throws: DequeueError.self, "an optional view passed on as Any? is looked inside") { try contactCell.cast(none, from: table) }
        let nested: ContactCell?? = ContactCell()
        #expect(try contactCell.cast(nested as Any, from: table).name == "")
        #expect(contactCell.description == "'ContactCell' of ContactListController (Main.storyboard)")
    }

    @Test("configure runs on a view of the class; another class is left as it is and goes to the dequeue failure handler, not the transitions'")
    func configure() {
        let savedHandler = DequeueError.failureHandler, savedTransitions = PreparationPipeline.failureHandler
        var reported: [DequeueError] = []
        var transitions: [TransitionError] = []
        DequeueError.failureHandler = { reported.append($0) }
        PreparationPipeline.failureHandler = { transitions.append($0) }
        defer { DequeueError.failureHandler = savedHandler; PreparationPipeline.failureHandler = savedTransitions }

        let cell = ContactCell()
        let returned = contactCell.configure(cell, from: table) { $0.name = "Ada" }
        #expect(returned === cell && cell.name == "Ada")
        #expect(reported.isEmpty)

        let plain = PlainCell()
        var ran = false
        #expect(contactCell.configure(plain, from: table) { _ in ran = true } === plain, "the view is still returned, for the table to show")
        #expect(!ran)
        #expect(reported.map(\.actual) == ["PlainCell"] && reported.first?.container == "ContactsTable")
        #expect(reported.first?.description.hasPrefix("The ContactsTable dequeued 'ContactCell' as a PlainCell, not a ContactCell.") == true)
        #expect(transitions.isEmpty)
    }

    @Test("The stopping handler, set in one line as UIKit.md shows, leaves a cell of the right class to be configured")
    func stoppingHandler() {
        let saved = DequeueError.failureHandler
        defer { DequeueError.failureHandler = saved }
        DequeueError.failureHandler = DequeueError.logFailureAndStop
        let cell = ContactCell()
        #expect(contactCell.configure(cell, from: table) { $0.name = "Grace" } === cell)
        #expect(cell.name == "Grace", "a cell of its class never reaches the handler")
    }

    @Test("The default dequeue failure handler logs and goes on, in every build: a wrong class does not trap")
    func defaultHandlerDoesNotTrap() {
        let error = DequeueError(container: "UITableView", identifier: "ContactCell", source: .registeredClass, expected: "ContactCell",
                                 actual: "UITableViewCell")
        // The handler as the app gets it: in this debug build, an assertion here would stop the test run.
        DequeueError.failureHandler(error)
        #expect(error.description.contains("`register(ContactCell.self)`"))
    }
}

// MARK: - Fixtures

private class ContactCell {
    var name = ""
}

private final class CompactContactCell: ContactCell {}

private final class PlainCell {}

private final class ContactsTable {}
