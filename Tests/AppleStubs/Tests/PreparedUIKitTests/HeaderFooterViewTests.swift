import AdapterTestSupport
import PreparedUIKit
import Testing
import UIKit

/// A table's section headers and footers, registered by class or from a nib and dequeued as their class: no string.
@Suite("Section header and footer views, registered and dequeued typed")
@MainActor
struct HeaderFooterViewTests {
    @Test("A header class is registered under its name and dequeued as itself")
    func byClass() throws {
        let table = UITableView(stubPrototypes: [:])
        table.register(SectionHeader.self)
        let header = try table.dequeue(SectionHeader.self)
        #expect(header.reuseIdentifier == "PreparedUIKitTests.SectionHeader")
    }

    @Test("A header class never registered, or another class under its name, is a dequeue error with the words a user reads")
    func byClassMistakes() {
        let table = UITableView(stubPrototypes: [:])
        let missing = DequeueError(container: "UITableView", identifier: "PreparedUIKitTests.SectionHeader", source: .registeredClass,
                                   expected: "SectionHeader", actual: nil)
        #expect(throws: missing) { try table.dequeue(SectionHeader.self) }
        #expect(missing.description == "The UITableView gave no view for 'PreparedUIKitTests.SectionHeader', where a SectionHeader "
            + "was expected. Register the class on that view first, `register(SectionHeader.self)`.")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "PreparedUIKitTests.SectionHeader")
        #expect(throws: DequeueError(container: "UITableView", identifier: "PreparedUIKitTests.SectionHeader", source: .registeredClass,
                                     expected: "SectionHeader", actual: "UITableViewHeaderFooterView")) {
            try table.dequeue(SectionHeader.self)
        }
    }

    @Test("A nib whose top-level view is a header is registered under the nib's name and dequeued as its class")
    func byNib() throws {
        let saved = UINib.stubFiles
        defer { UINib.stubFiles = saved }
        UINib.stubFiles = [
            "SectionHeader": { [SectionHeader(coder: NSCoder())!] },
            "PlainHeader": { [UITableViewHeaderFooterView(coder: NSCoder())!] },
        ]
        let table = UITableView(stubPrototypes: [:])
        let header = NibView<SectionHeader>(HeaderNib.sectionHeader)
        table.register(header)
        #expect(try table.dequeue(header).reuseIdentifier == "SectionHeader")
        let renamed = NibView<SectionHeader>(HeaderNib.plainHeader)
        table.register(renamed)
        let error = DequeueError(container: "UITableView", identifier: "PlainHeader", source: .nib("PlainHeader"),
                                 expected: "SectionHeader", actual: "UITableViewHeaderFooterView")
        #expect(throws: error) { try table.dequeue(renamed) }
        #expect(error.description.contains("The nib 'PlainHeader' holds another class."))
        #expect(throws: DequeueError(container: "UITableView", identifier: "Unregistered", source: .nib("Unregistered"),
                                     expected: "SectionHeader", actual: nil)) {
            try table.dequeue(NibView<SectionHeader>(HeaderNib.unregistered))
        }
    }
}

/// A section header of the app's.
final class SectionHeader: UITableViewHeaderFooterView {}

/// The nibs of these tests.
enum HeaderNib: String, NibName {
    case sectionHeader = "SectionHeader"
    case plainHeader = "PlainHeader"
    case unregistered = "Unregistered"
}
