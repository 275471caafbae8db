import Testing
@_spi(Generated) import Prepared

@Suite("Cell prototypes")
@MainActor
struct CellPrototypeTests {
    private let contactCell = CellPrototype<ContactCell>(storyboard: "Main", scene: "ContactListController", reuseIdentifier: "ContactCell")

    @Test("A view of the prototype's class is that class; a subclass is too")
    func castOfItsClass() throws {
        let cell = ContactCell()
        #expect(try contactCell.cast(cell) === cell)
        let compact = CompactContactCell()
        #expect(try contactCell.cast(compact) === compact)
    }

    @Test("A view of another class, or none, is a typed error naming the storyboard, the scene and the identifier")
    func castOfAnotherClass() {
        #expect(throws: StoryboardError.wrongPrototypeClass(storyboard: "Main", scene: "ContactListController",
                                                            identifier: "ContactCell", expected: "ContactCell", actual: "PlainCell")) {
            try contactCell.cast(PlainCell())
        }
        #expect(throws: StoryboardError.noPrototype(storyboard: "Main", scene: "ContactListController", identifier: "ContactCell")) {
            try contactCell.cast(nil)
        }
        #expect(contactCell.description == "'ContactCell' of ContactListController (Main.storyboard)")
    }

    @Test("configure runs on a view of the class; another class is left as it is and reported to the failure handler")
    func configure() {
        let savedHandler = PreparationPipeline.failureHandler
        var reported: [TransitionError] = []
        PreparationPipeline.failureHandler = { reported.append($0) }
        defer { PreparationPipeline.failureHandler = savedHandler }

        let cell = ContactCell()
        let returned = contactCell.configure(cell) { $0.name = "Ada" }
        #expect(returned === cell && cell.name == "Ada")
        #expect(reported.isEmpty)

        let plain = PlainCell()
        var ran = false
        #expect(contactCell.configure(plain) { _ in ran = true } === plain, "the view is still returned, for the table to show")
        #expect(!ran)
        #expect(reported == [.storyboard(.wrongPrototypeClass(storyboard: "Main", scene: "ContactListController", identifier: "ContactCell",
                                                               expected: "ContactCell", actual: "PlainCell"))])
        #expect(reported.first?.description.hasPrefix("The prototype 'ContactCell' of ContactListController in storyboard 'Main' "
                                                      + "was dequeued as a PlainCell, not a ContactCell.") == true)
    }
}

// MARK: - Fixtures

private class ContactCell {
    var name = ""
}

private final class CompactContactCell: ContactCell {}

private final class PlainCell {}
