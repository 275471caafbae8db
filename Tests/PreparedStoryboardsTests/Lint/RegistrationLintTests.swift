import Foundation
@testable import PreparedStoryboardGeneration
@testable import PreparedStoryboards
import Testing

/// The lint of the cells Swift code registers by strings: the scan that finds the calls, each rule on small files
/// written here, and the registrations of real apps (`Fixtures/RealSources`) against their XIBs and storyboards.
@Suite("The lint of cells registered in code")
struct RegistrationLintTests {
    // MARK: The scan

    @Test("Every registration form is found, with its receiver, the type it is written in and where its register is")
    func registrationForms() {
        let found = SourceScan("""
            final class ContactListController: UITableViewController {
                override func viewDidLoad() {
                    tableView.register(UINib(nibName: "ContactCell", bundle: nil), forCellReuseIdentifier: "contact")
                    self.tableView.register(BadgeCell.self, forHeaderFooterViewReuseIdentifier: "badge")
                    tableView?.register(App.NoteCell.self, forCellReuseIdentifier: "note")
                }
            }
            extension Gallery.PhotosController {
                func setUp() {
                    photos.register(UINib.init(nibName: "PhotoCell", bundle: Bundle.main), forCellWithReuseIdentifier: "photo")
                    photos.register(UINib(nibName: "Header", bundle: .main),
                                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                    withReuseIdentifier: "header")
                    coordinator.photos.register(UINib(nibName: "Footer", bundle: Bundle(for: Self.self)),
                                                forSupplementaryViewOfKind: "custom", withReuseIdentifier: "footer")
                }
            }
            register(PlainCell.self, forCellReuseIdentifier: "plain")
            """).registrations
        #expect(found == [
            CellRegistration(registered: .nib(name: "ContactCell", inAppBundle: true), registry: .tableCell, reuseIdentifier: "contact",
                             receiver: "tableView", enclosingType: "ContactListController", location: SourceLocation(line: 3, column: 19)),
            CellRegistration(registered: .cellClass("BadgeCell"), registry: .tableHeaderFooter, reuseIdentifier: "badge",
                             receiver: "tableView", enclosingType: "ContactListController", location: SourceLocation(line: 4, column: 24)),
            CellRegistration(registered: .cellClass("NoteCell"), registry: .tableCell, reuseIdentifier: "note",
                             receiver: "tableView", enclosingType: "ContactListController", location: SourceLocation(line: 5, column: 20)),
            CellRegistration(registered: .nib(name: "PhotoCell", inAppBundle: true), registry: .collectionCell, reuseIdentifier: "photo",
                             receiver: "photos", enclosingType: "PhotosController", location: SourceLocation(line: 10, column: 16)),
            CellRegistration(registered: .nib(name: "Header", inAppBundle: true), registry: .supplementaryView(elementKey: "sectionHeaderView"),
                             reuseIdentifier: "header", receiver: "photos", enclosingType: "PhotosController",
                             location: SourceLocation(line: 11, column: 16)),
            CellRegistration(registered: .nib(name: "Footer", inAppBundle: false), registry: .supplementaryView(elementKey: nil),
                             reuseIdentifier: "footer", receiver: nil, enclosingType: "PhotosController",
                             location: SourceLocation(line: 14, column: 28)),
            CellRegistration(registered: .cellClass("PlainCell"), registry: .tableCell, reuseIdentifier: "plain",
                             receiver: nil, enclosingType: nil, location: SourceLocation(line: 18, column: 1)),
        ])
    }

    @Test("Comments, strings, constants and other calls named register are no registration; code in an interpolation is read")
    func notRegistrations() {
        let found = SourceScan(#"""
            class Cells {
                class func make() {}
                // tableView.register(UINib(nibName: "Commented", bundle: nil), forCellReuseIdentifier: "commented")
                /* tableView.register(Old.self, forCellReuseIdentifier: "old") /* nested */ still a comment */
                let text = "tableView.register(Quoted.self, forCellReuseIdentifier: \"quoted\")"
                let raw = #"tableView.register(Raw.self, forCellReuseIdentifier: "raw")"#
                let long = """
                    tableView.register(Long.self, forCellReuseIdentifier: "long")
                    """
                func setUp() {
                    tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
                    tableView.register(UINib(nibName: name, bundle: nil), forCellReuseIdentifier: "variable")
                    tableView.register(ContactCell.self, forCellReuseIdentifier: "contact-\(index)")
                    tableView.register(NSClassFromString("ContactCell"), forCellReuseIdentifier: "byString")
                    UserDefaults.standard.register(defaults: ["key": "value"])
                    tableView.register(Nibs.Cell.contactCell)
                    print("\(tableView.register(Inner.self, forCellReuseIdentifier: "inner"))")
                }
            }
            """#).registrations
        #expect(found == [
            CellRegistration(registered: .cellClass("Inner"), registry: .tableCell, reuseIdentifier: "inner",
                             receiver: "tableView", enclosingType: "Cells", location: SourceLocation(line: 17, column: 28)),
        ])
    }

    @Test("Contextual words are no type: an actor loop variable, a closure's actor parameter, an imported class; self? is self")
    func contextualWords() {
        let found = SourceScan("""
            import class UIKit.UITableView
            final class CastController: UITableViewController {
                func setUp() {
                    for actor in cast {
                        tableView.register(ActorCell.self, forCellReuseIdentifier: "actor")
                    }
                    load { [weak self] actor in
                        self?.tableView.register(RoleCell.self, forCellReuseIdentifier: "role")
                    }
                }
            }
            actor Loader<Item> {}
            """)
        #expect(found.registrations.map { "\($0.enclosingType ?? "-") \($0.receiver ?? "-") \($0.reuseIdentifier)" } == [
            "CastController tableView actor", "CastController tableView role",
        ])
        #expect(found.declaredNames == ["CastController", "Loader"])
    }

    @Test("Every branch of an #if is read: a registration in an #else counts; a branch that leaves a brace open shifts nothing")
    func conditionalCompilation() {
        let found = SourceScan("""
            #if os(iOS)
            final class BadgeView: UIView {
            #elseif os(tvOS)
            final class BadgeView: UIControl {
            #else
            final class BadgeView: NSView {
            #endif
                func setUp() { table.register(BadgeCell.self, forCellReuseIdentifier: "badge") }
            }
            func outside() { tableView.register(PlainCell.self, forCellReuseIdentifier: "plain") }
            #if DEBUG
            let identifier = "debug"
            #else
            let identifier = "release"
            #endif
            final class List: UITableViewController {
            #if targetEnvironment(macCatalyst)
                func setUp() { tableView.register(MacCell.self, forCellReuseIdentifier: "mac") }
            #else
                func setUp() { tableView.register(PhoneCell.self, forCellReuseIdentifier: "phone") }
            #endif
            }
            """)
        #expect(found.registrations.map { "\($0.enclosingType ?? "-") \($0.reuseIdentifier)" } == [
            "BadgeView badge", "- plain", "List mac", "List phone",
        ])
        #expect(found.literals["debug"] == 1 && found.literals["release"] == 1)
    }

    @Test("Enum cases are declared names, a String enum's raw values when it writes none")
    func enumCases() {
        let found = SourceScan("""
            enum CellID: String {
                case contactCell, noteCell = "note"
                case badge(Int), header
            }
            switch id { case .contactCell: break; case let other: print(other) }
            """)
        #expect(found.declaredNames.isSuperset(of: ["CellID", "contactCell", "noteCell", "badge", "header"]))
        #expect(!found.declaredNames.contains("note"))
    }

    @Test("A string's escapes are spelled out, and a literal with an escape the scan does not spell is no literal")
    func escapes() {
        let found = SourceScan(#"""
            t.register(A.self, forCellReuseIdentifier: "say \"hi\"\t")
            t.register(B.self, forCellReuseIdentifier: "\u{1F600}")
            t.register(C.self, forCellReuseIdentifier: #"back\slash"#)
            """#).registrations
        #expect(found.map(\.reuseIdentifier) == ["say \"hi\"\t", #"back\slash"#])
    }

    @Test("Real Swift files cut short anywhere, or with a quote, a backslash or a comment opener put in, are scanned without a crash, for the lint and for migrate")
    func damagedSources() throws {
        let sources = SwiftSources(reading: [try Fixture.url("RealSources")])
        var scanned = 0
        for path in sources.files {
            let scalars = Array(try String(contentsOfFile: path, encoding: .utf8).unicodeScalars)
            let step = max(1, scalars.count / 16)
            for cut in stride(from: 0, to: scalars.count, by: step) {
                for damage in ["", "\"", "\\", "/*", "#\"", "\"\"\"", "`"] {
                    var text = String.UnicodeScalarView(scalars[..<cut])
                    text.append(contentsOf: damage.unicodeScalars)
                    text.append(contentsOf: scalars[cut...].prefix(step / 2))
                    // Every registration found keeps a location inside the text.
                    let lines = String(text).split(separator: "\n", omittingEmptySubsequences: false).count
                    let scan = SourceScan(String(text))
                    #expect(scan.registrations.allSatisfy { $0.location.line <= lines })
                    #expect(scan.dequeues.allSatisfy { $0.location.line <= lines })
                    // `migrate`'s scan of the same text: every use inside it too.
                    #expect(MigrationScan(String(text)).uses.allSatisfy { $0.location.line <= lines })
                    scanned += 1
                }
            }
        }
        #expect(scanned >= 11 * 16 * 7)
    }

    // MARK: The rules

    @Test("A nib registered from the app's bundle that no XIB read is named after is an error; from another bundle, none")
    func unknownNib() throws {
        let lint = try Self.lint("""
            class ContactsController {
                func setUp() {
                    tableView.register(UINib(nibName: "ContatCell", bundle: nil), forCellReuseIdentifier: "contact")
                    tableView.register(UINib(nibName: "KitCell", bundle: Bundle(for: Kit.self)), forCellReuseIdentifier: "kit")
                }
            }
            """, nibs: [("ContactCell", #"<tableViewCell id="c1" reuseIdentifier="contact" customClass="ContactCell"/>"#)])
        #expect(lint.findings.map(\.description) == [
            "Contacts.swift:3:19: error: this registers the nib 'ContatCell' for the reuse identifier 'contact', and no "
                + "ContatCell.xib is among the files read: dequeuing 'contact' raises \"Could not load NIB in bundle\". Fix the "
                + "name, or add the XIB to the folders checked. [missing-registered-nib]",
        ], "\(lint)")
    }

    @Test("A nib UIKit refuses for what it is registered as is an error: several objects, a cell of another kind, another identifier")
    func nibMismatch() throws {
        let lint = try Self.lint("""
            class ContactsController {
                func setUp() {
                    tableView.register(UINib(nibName: "Two", bundle: nil), forCellReuseIdentifier: "two")
                    tableView.register(UINib(nibName: "Photo", bundle: nil), forCellReuseIdentifier: "photo")
                    tableView.register(UINib(nibName: "Plain", bundle: nil), forCellReuseIdentifier: "plain")
                    tableView.register(UINib(nibName: "Contact", bundle: nil), forCellReuseIdentifier: "person")
                    tableView.register(UINib(nibName: "Subclass", bundle: nil), forCellReuseIdentifier: "subclass")
                    photos.register(UINib(nibName: "Photo", bundle: nil), forCellWithReuseIdentifier: "photo")
                    photos.register(UINib(nibName: "Photo", bundle: nil), forSupplementaryViewOfKind: "badge", withReuseIdentifier: "photo")
                }
            }
            """, nibs: [
                ("Two", """
                    <tableViewCell id="c1" reuseIdentifier="two"/>
                    <tapGestureRecognizer id="g1"/>
                    """),
                ("Photo", #"<collectionViewCell id="p1" reuseIdentifier="photo" customClass="PhotoCell"/>"#),
                ("Plain", #"<view id="v1"/>"#),
                ("Contact", #"<tableViewCell id="c2" reuseIdentifier="contact" customClass="ContactCell"/>"#),
                ("Subclass", #"<view id="v2" customClass="SubclassCell"/>"#),
            ])
        #expect(lint.findings.map(\.description) == [
            "Contacts.swift:3:19: error: this registers the nib 'Two' for the reuse identifier 'two', and Two.xib holds 2 top-level "
                + "objects: UIKit raises when it is dequeued, as a registered nib must hold exactly one, the cell. Keep only the cell "
                + "at the top of the XIB. [registered-nib-mismatch]",
            "Contacts.swift:4:19: error: this registers the nib 'Photo' as a UITableViewCell for the reuse identifier 'photo', and "
                + "the top-level object of Photo.xib is a <collectionViewCell> (line 4): UIKit raises when it is dequeued or shown, "
                + "as the object is no UITableViewCell. Make the XIB's object a UITableViewCell, or register the nib as what it holds. "
                + "[registered-nib-mismatch]",
            "Contacts.swift:5:19: error: this registers the nib 'Plain' as a UITableViewCell for the reuse identifier 'plain', and "
                + "the top-level object of Plain.xib is a <view> (line 4): UIKit raises when it is dequeued or shown, as the object "
                + "is no UITableViewCell. Make the XIB's object a UITableViewCell, or register the nib as what it holds. "
                + "[registered-nib-mismatch]",
            "Contacts.swift:6:19: error: this registers the nib 'Contact' for the reuse identifier 'person', and its cell's reuse "
                + "identifier in Contact.xib is 'contact' (line 4): UIKit raises when it is dequeued, as the nib's identifier is "
                + "not the one it was registered for. Set one identifier in both places: register it for 'contact' "
                + "(`tableView.register(UINib(nibName: \"Contact\", bundle: nil), forCellReuseIdentifier: \"contact\")`), or "
                + "set 'person' in Interface Builder's Identifier field. [registered-nib-mismatch]",
        ], "\(lint)")
    }

    @Test("A XIB cell without reuse identifier registered under another name than its file's is a convention's warning, off by default")
    func cellWithoutIdentifier() throws {
        let source = """
            class ContactsController {
                func setUp() {
                    tableView.register(UINib(nibName: "ContactCell", bundle: nil), forCellReuseIdentifier: "contact")
                    tableView.register(UINib(nibName: "NoteCell", bundle: nil), forCellReuseIdentifier: "NoteCell")
                    tableView.register(UINib(nibName: "SectionHeader", bundle: nil), forHeaderFooterViewReuseIdentifier: "header")
                }
            }
            """
        // A header kept in a XIB is a <view> of a UITableViewHeaderFooterView subclass, which has no Identifier field.
        let nibs = [("ContactCell", #"<tableViewCell id="c1" customClass="ContactCell"/>"#),
                    ("NoteCell", #"<tableViewCell id="n1" customClass="NoteCell"/>"#),
                    ("SectionHeader", #"<view id="h1" customClass="SectionHeaderView"/>"#)]
        #expect(try Self.lint(source, nibs: nibs).findings.isEmpty)
        var options = InterfaceLint.Options()
        options.set(.nibCellWithoutReuseIdentifier, to: .warning)
        let lint = try Self.lint(source, nibs: nibs, options: options)
        #expect(lint.findings.map(\.description) == [
            "Contacts.swift:3:19: warning: this registers the nib 'ContactCell' for the reuse identifier 'contact', and its cell in "
                + "ContactCell.xib has none (line 4), so Prepared's generated NibCell for it dequeues it by the file's name, "
                + "'ContactCell', which this registration does not make. Set 'contact' in Interface Builder's Identifier field, so "
                + "that both agree. [nib-cell-without-reuse-identifier]",
        ], "\(lint)")
    }

    @Test("A registration in a scene's class for a prototype's identifier of that scene's table replaces the prototype: a warning")
    func replacesPrototype() throws {
        let storyboard = try Fixture.storyboard("""
            \(Fixture.scene("list", class: "ContactListController", kind: "tableViewController", inside: """
            <tableView key="view" id="table"><prototypes>
            <tableViewCell reuseIdentifier="contact" id="proto" customClass="ContactCell"/>
            </prototypes></tableView>
            """))
            \(Fixture.scene("two", class: "SplitListController", inside: """
            <view key="view" id="root"><subviews>
            <tableView id="left"><prototypes><tableViewCell reuseIdentifier="row" id="l1"/></prototypes></tableView>
            <tableView id="right"><prototypes><tableViewCell reuseIdentifier="row" id="r1"/></prototypes></tableView>
            </subviews></view>
            <connections><outlet property="leftTable" destination="left" id="o1"/></connections>
            """))
            """, name: "Main")
        let lint = try Self.lint("""
            extension ContactListController {
                func setUp() {
                    tableView.register(ContactCell.self, forCellReuseIdentifier: "contact")
                    tableView.register(ContactCell.self, forCellReuseIdentifier: "other")
                }
            }
            class SplitListController {
                func setUp() {
                    leftTable.register(UINib(nibName: "RowCell", bundle: nil), forCellReuseIdentifier: "row")
                    tableView.register(RowCell.self, forCellReuseIdentifier: "row")
                }
            }
            class PickerController {
                func setUp() { tableView.register(ContactCell.self, forCellReuseIdentifier: "contact") }
            }
            """, nibs: [("RowCell", #"<tableViewCell id="c1" reuseIdentifier="row"/>"#)], documents: [storyboard])
        // The scenes' own findings (unreachable: the storyboard has no initial controller) are another rule's.
        #expect(lint.findings.filter { $0.rule == .registrationReplacesPrototype }.map(\.description) == [
            "Contacts.swift:3:19: warning: this registers ContactCell.self on tableView for the reuse identifier 'contact', which "
                + "the table view cell on line \(Self.line(of: "proto", in: storyboard)) of Main.storyboard has in "
                + "ContactListController's scene: the registration replaces the prototype, so its layout, outlets and segues never "
                + "show. Delete the prototype, or give one of them another identifier. [registration-replaces-prototype]",
            "Contacts.swift:9:19: warning: this registers the nib 'RowCell' on leftTable for the reuse identifier 'row', which the "
                + "table view cell on line \(Self.line(of: "l1", in: storyboard)) of Main.storyboard has in SplitListController's "
                + "scene: the registration replaces the prototype, so its layout, outlets and segues never show. Delete the "
                + "prototype, or give one of them another identifier. [registration-replaces-prototype]",
        ], "\(lint)")
    }

    @Test("A dequeue with an index path by an identifier nothing read registers is an error; anything that may register it is none")
    func unregisteredIdentifier() throws {
        let storyboard = try Fixture.storyboard(Fixture.scene("list", class: "ListController", kind: "tableViewController", inside: """
            <tableView key="view" id="table"><prototypes><tableViewCell reuseIdentifier="prototype" id="p1"/></prototypes></tableView>
            """), name: "Main")
        let lint = try Self.lint("""
            enum Identifiers { static let constant = "constant" }
            final class BadgeCell: UITableViewCell {}
            class ListController {
                func setUp() { tableView.register(PlainCell.self, forCellReuseIdentifier: "registered") }
                func cells(_ indexPath: IndexPath) {
                    tableView.dequeueReusableCell(withIdentifier: "prototype", for: indexPath)
                    tableView.dequeueReusableCell(withIdentifier: "registered", for: indexPath)
                    tableView.dequeueReusableCell(withIdentifier: "xibCell", for: indexPath)
                    tableView.dequeueReusableCell(withIdentifier: "XibFile", for: indexPath)
                    tableView.dequeueReusableCell(withIdentifier: "BadgeCell", for: indexPath)
                    tableView.dequeueReusableCell(withIdentifier: "constant", for: indexPath)
                    tableView.dequeueReusableCell(withIdentifier: "optional")
                    tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
                    tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
                    collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
                    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
                    tableView.dequeueReusableCell(withIdentifier: "enumCase", for: indexPath)
                    tableView.dequeueReusableCell(withIdentifier: "Modified", for: indexPath)
                    collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter,
                                                                    withReuseIdentifier: "footer", for: indexPath)
                }
            }
            enum CellIdentifier: String { case enumCase }
            """, nibs: [("XibFile", #"<tableViewCell id="c1" reuseIdentifier="xibCell"/>"#),
                        ("Modified~iphone", #"<tableViewCell id="c2"/>"#)], documents: [storyboard])
        let findings = lint.findings.filter { $0.rule == .unregisteredReuseIdentifier }
        #expect(findings.map(\.location.line) == [13, 14, 15, 16, 19], "\(lint)")
        #expect(findings.allSatisfy { $0.severity == .error })
        #expect(findings.first?.description == "Contacts.swift:13:19: error: this dequeues the reuse identifier 'contact', and "
            + "nothing the lint read registers it: no prototype of a storyboard or cell of a XIB has it, no registration and no "
            + "other string of the files read is 'contact'. UIKit raises an exception here, as nothing is registered for the "
            + "identifier. Register a class or a nib for it before dequeuing (`tableView.register(UITableViewCell.self, "
            + "forCellReuseIdentifier: \"contact\")`, with the view's class), give a prototype that identifier, or fix the "
            + "identifier. [unregistered-reuse-identifier]")
        #expect(findings[2].message.contains("(`collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: \"photo\")`"))
        // The kind is a variable: no registration call is written for it.
        #expect(findings[3].message.contains("Register a class or a nib for it before dequeuing, give a prototype"))
        #expect(findings[4].message.contains("(`collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "
            + "UICollectionView.elementKindSectionFooter, withReuseIdentifier: \"footer\")`"))
    }

    @Test("A dequeue in a class nothing read uses is left alone: its file is most likely not in the app's target")
    func classUsedNowhere() throws {
        // As a shipped app's folder held two controllers its Xcode project had dropped (Eurofurence 2.0.0's
        // EventCollectionViewController.swift and EventFilterTableViewController.swift): their dequeues never run.
        let sources = SwiftSources(files: [
            ("Orphan.swift", """
                class OrphanController: UICollectionViewController {
                    func cell(_ indexPath: IndexPath) { collectionView.dequeueReusableCell(withReuseIdentifier: "cell2", for: indexPath) }
                }
                extension OrphanController {}
                """),
            ("Used.swift", """
                class UsedController: UITableViewController {
                    func cell(_ indexPath: IndexPath) { tableView.dequeueReusableCell(withIdentifier: "missing", for: indexPath) }
                }
                """),
            ("App.swift", "func start() { show(UsedController()) }"),
        ])
        let findings = InterfaceLint(InterfaceCatalog(documents: []), sources: sources).findings.filter { $0.rule == .unregisteredReuseIdentifier }
        #expect(findings.map { "\($0.file):\($0.location.line)" } == ["Used.swift:2"])
        // A class a storyboard names is used, by the storyboard.
        let named = InterfaceLint(InterfaceCatalog(documents: [try Fixture.storyboard(Fixture.scene("o", class: "OrphanController"))]),
                                   sources: sources).findings.filter { $0.rule == .unregisteredReuseIdentifier }
        #expect(named.map { "\($0.file):\($0.location.line)" } == ["Orphan.swift:2", "Used.swift:2"])
    }

    // MARK: Real apps

    @Test("The registrations of real apps' Swift files are found: each literal call, and none of the calls that take constants")
    func realRegistrations() throws {
        let sources = SwiftSources(reading: [try Fixture.url("RealSources")])
        #expect(sources.files.count == 36)
        let found = sources.registrations.map { file, registration in
            "\(URL(fileURLWithPath: sources.files[file]).lastPathComponent):\(registration.location.line) "
                + "\(registration.enclosingType ?? "-") \(registration.receiver ?? "-") \(registration.registeredDescription) "
                + "'\(registration.reuseIdentifier)'"
        }
        #expect(found == [
            "BlankSnapshotViewController.swift:129 BlankSnapshotViewController - OmniBarCell.self 'omnibar'",
            "FavoritesOverlay.swift:63 FavoritesOverlay collectionView the nib 'FavoriteHomeCell' 'favorite'",
            "FavoritesViewController.swift:94 FavoritesViewController collectionView the nib 'FavoriteHomeCell' 'favorite'",
            "SwipeTabsCoordinator.swift:78 SwipeTabsCoordinator collectionView OmniBarCell.self 'omnibar'",
            "CloudKitAccountViewController.swift:23 CloudKitAccountViewController tableView ImageHeaderView.self 'SectionHeader'",
            "AddFeedViewController.swift:62 AddFeedViewController tableView the nib 'AddFeedSelectFolderTableViewCell' "
                + "'AddFeedSelectFolderTableViewCell'",
            "SettingsViewController.swift:92 SettingsViewController tableView the nib 'SettingsComboTableViewCell' 'SettingsComboTableViewCell'",
            "SettingsViewController.swift:93 SettingsViewController tableView the nib 'SettingsTableViewCell' 'SettingsTableViewCell'",
            "ShareFolderPickerController.swift:25 ShareFolderPickerController tableView the nib 'ShareFolderPickerAccountCell' 'AccountCell'",
            "ShareFolderPickerController.swift:26 ShareFolderPickerController tableView the nib 'ShareFolderPickerFolderCell' 'FolderCell'",
            "WikipediaSearchCell.swift:25 WikipediaSearchCell imagesOutlet the nib 'WikipediaImageCell' 'ImageCell'",
            "WikipediaSearchViewController.swift:36 WikipediaSearchViewController resultsTableView the nib 'WikipediaSearchCell' "
                + "'WikipediaSearchCell'",
        ])
    }

    @Test("The dequeues of real apps' Swift files by a literal identifier and an index path are found, each registered")
    func realDequeues() throws {
        let sources = SwiftSources(reading: [try Fixture.url("RealSources")])
        #expect(sources.dequeues.map { "\(URL(fileURLWithPath: sources.files[$0.file]).lastPathComponent):\($0.dequeue.location.line) "
            + "'\($0.dequeue.reuseIdentifier)'" } == [
            "BlankSnapshotViewController.swift:162 'omnibar'", "FileSizeDebugViewController.swift:113 'Cell'",
            "SwipeTabsCoordinator.swift:317 'omnibar'", "AnimationSelectTableViewController.swift:87 'header'",
            "AnimationSelectTableViewController.swift:94 'item'", "ImageGalleryCollectionViewController.swift:63 'item'",
            "ListTableViewController.swift:43 'item'", "AddFeedViewController.swift:133 'AddFeedSelectFolderTableViewCell'",
            "SettingsViewController.swift:204 'SettingsTableViewCell'", "SettingsViewController.swift:207 'SettingsComboTableViewCell'",
            "ShareFolderPickerController.swift:42 'AccountCell'", "ShareFolderPickerController.swift:44 'FolderCell'",
        ])
        // Without their XIBs and storyboards (whose nibs are then reported missing, another rule), those a literal call
        // registers are registered; the four of prototypes are not. Of those, three are in classes only the storyboards
        // name, used nowhere then, and left alone. With them, none is reported (`realAppsLint`).
        let unregistered = InterfaceLint(InterfaceCatalog(documents: []), sources: sources).findings
            .filter { $0.rule == .unregisteredReuseIdentifier }.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.location.line)" }
        #expect(unregistered == ["ImageGalleryCollectionViewController.swift:63"])
    }

    @Test("Real apps' registrations against their XIBs and storyboards: no finding by default; with every rule on, the two judged")
    func realAppsLint() throws {
        let locations = try ["RealXibs", "RealApps", "RealSources"].map(Fixture.url)
        let catalog = InterfaceCatalog(reading: locations)
        let sources = SwiftSources(reading: locations)
        let registrationRules: Set<InterfaceFinding.Rule> = [
            .missingRegisteredNib, .registeredNibMismatch, .nibCellWithoutReuseIdentifier, .registrationReplacesPrototype,
            .unregisteredReuseIdentifier,
        ]
        let quiet = InterfaceLint(catalog, sources: sources).findings.filter { registrationRules.contains($0.rule) }
        #expect(quiet.isEmpty, "\(quiet)")

        var options = InterfaceLint.Options()
        for rule in InterfaceFinding.Rule.allCases { options.set(rule, to: .warning) }
        let all = InterfaceLint(catalog, sources: sources, options: options).findings.filter { registrationRules.contains($0.rule) }
        // NetNewsWire's share extension registers its two XIB cells, which have no reuse identifier, as AccountCell and
        // FolderCell: UIKit takes them, and the generated NibCells would dequeue them by their files' names. The prototypes
        // AccountCell and FolderCell of Add.storyboard belong to AddFeedFolderViewController, not to the share extension's
        // ShareFolderPickerController, so its registrations replace none.
        #expect(all.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.location.line) [\($0.rule.rawValue)]" } == [
            "ShareFolderPickerController.swift:25 [nib-cell-without-reuse-identifier]",
            "ShareFolderPickerController.swift:26 [nib-cell-without-reuse-identifier]",
        ])
    }

    // MARK: Helpers

    /// The lint of `source` (as `Contacts.swift`) against XIBs written here, each a name and the objects at its top, and
    /// storyboards.
    private static func lint(_ source: String, nibs: [(name: String, objects: String)], documents: [StoryboardDocument] = [],
                             options: InterfaceLint.Options = InterfaceLint.Options()) throws -> InterfaceLint {
        let read = try nibs.map { try NibDocument(data: Data(NibFixture.text($0.objects).utf8), name: $0.name) }
        return InterfaceLint(InterfaceCatalog(documents: documents, nibs: read),
                              sources: SwiftSources(files: [("Contacts.swift", source)]), options: options)
    }

    /// The line of the prototype with the `id` in `document`.
    private static func line(of id: String, in document: StoryboardDocument) -> Int {
        document.scenes.flatMap(\.prototypes).first { $0.id == id }?.location.line ?? 0
    }
}
