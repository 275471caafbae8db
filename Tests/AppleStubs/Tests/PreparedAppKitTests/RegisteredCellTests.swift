import AdapterTestSupport
import AppKit
import PreparedAppKit
import Testing

/// Cell views kept in nibs: registered with a table and made as their class, with no string.
@Suite("Nib cell views, registered and made typed")
@MainActor
struct RegisteredCellTests {
    @Test("A nib's cell view is registered and made as its class; another class, or a nib the bundle lacks, is reported")
    func nibCellView() throws {
        let saved = NSNib.stubFiles
        defer { NSNib.stubFiles = saved }
        NSNib.stubFiles = ["NameCell": { [NameCellView()] }, "RenamedNameCell": { [NSTableCellView()] }]
        try withRecordedDequeueFailures { failures in
            let table = NSTableView(stubCellViews: [:])
            let nameCell = NibCell<NameCellView>(NameNib.nameCell, reuseIdentifier: "name")
            table.register(nameCell)
            let view = try table.makeView(nameCell, owner: nil)
            #expect(view.identifier?.rawValue == "name")

            let renamed = NibCell<NameCellView>(NameNib.renamedNameCell)
            table.register(renamed)
            #expect(throws: DequeueError(container: "NSTableView", identifier: "RenamedNameCell", source: .nib("RenamedNameCell"),
                                         expected: "NameCellView", actual: "NSTableCellView")) {
                try table.makeView(renamed, owner: nil)
            }

            let missing = NibCell<NameCellView>(NameNib.missing)
            table.register(missing)
            let missingNib = DequeueError(container: "NSTableView", identifier: "Missing", source: .nib("Missing"),
                                          expected: "NameCellView", actual: nil)
            #expect(failures() == [missingNib])
            #expect(missingNib.description.hasPrefix("The NSTableView gave no view for 'Missing', where a NameCellView was expected. "
                                                     + "The bundle has no nib 'Missing'"))
            #expect(throws: missingNib) {
                try table.makeView(missing, owner: nil)
            }
        }
    }
}

// MARK: - Fixtures

final class NameCellView: NSTableCellView {}

enum NameNib: String, NibName {
    case nameCell = "NameCell"
    case renamedNameCell = "RenamedNameCell"
    case missing = "Missing"
}
