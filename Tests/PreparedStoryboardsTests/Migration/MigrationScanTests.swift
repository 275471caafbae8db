@testable import PreparedStoryboardGeneration
@testable import PreparedStoryboards
import Testing

/// What `migrate` reads in Swift: each spelling of a string use, and what only looks like one.
@Suite("The migration scan of Swift files")
struct MigrationScanTests {
    /// `kind literal line:column`, or `kind <run time>` for a string built at run time.
    private func found(_ text: String) -> [String] {
        MigrationScan(text).uses.map { "\($0.kind) \($0.literal ?? "<run time>") \($0.location.line):\($0.location.column)" }
    }

    @Test("Swift 2's spellings, a reversed comparison and a forced identifier are read")
    func swift2() {
        #expect(found("""
            class Old: UIViewController {
                func go() { self.performSegueWithIdentifier("next", sender: self) }
                override func prepareForSegue(segue: UIStoryboardSegue, sender: AnyObject?) {
                    if "next" == segue.identifier {
                        let next = segue.destinationViewController as! NextController
                    }
                    if segue.identifier! == "other" {}
                }
                override func shouldPerformSegueWithIdentifier(identifier: String, sender: AnyObject?) -> Bool {
                    return identifier != "next"
                }
                func make() { _ = storyboard?.instantiateViewControllerWithIdentifier("Next") }
            }
            """) == [
            "performSegue next 2:49", "segueComparison next 4:12", "destinationCast next 5:56", "segueComparison other 7:33",
            "segueComparison next 10:30", "instantiateScene Next 12:75",
        ])
    }

    @Test("AppKit's identifiers made from a string are literal uses; the scene's storyboard is the one a name was bound to")
    func appKit() {
        let uses = MigrationScan("""
            func open() {
                let storyboard = NSStoryboard(name: NSStoryboard.Name(rawValue: "Main"), bundle: nil)
                let window = storyboard.instantiateController(withIdentifier: NSStoryboard.SceneIdentifier("Prefs")) as! NSWindowController
                _ = NSNib(nibNamed: NSNib.Name("Cell"), bundle: nil)
                Bundle.main.loadNibNamed("Menu", owner: nil, topLevelObjects: nil)
            }
            """).uses
        #expect(uses.map { "\($0.kind) \($0.literal ?? "-") \($0.storyboard ?? "-") \($0.castClass ?? "-")" } == [
            "storyboardName Main - -", "instantiateScene Prefs Main NSWindowController", "nibName Cell - -", "nibName Menu - -",
        ])
        #expect(uses[3].nibArguments.map(\.label) == ["owner", "topLevelObjects"])
    }

    @Test("Comments, strings, another identifier, `===`, an interpolation and a constant are no literal use, or an unknown one")
    func lookAlikes() {
        #expect(found(#"""
            class List: NSViewController {
                // performSegue(withIdentifier: "commented", sender: nil)
                let text = "performSegue(withIdentifier: \"quoted\", sender: nil)"
                func cell(_ column: NSTableColumn) -> Bool { column.identifier == "name" }
                func same(_ a: AnyObject, _ b: AnyObject) -> Bool { a === b }
                func go(_ name: String) {
                    performSegue(withIdentifier: "show\(name)", sender: nil)
                    performSegue(withIdentifier: Segue.detail, sender: nil)
                    switch name { case "a": break; default: break }
                }
            }
            """#) == ["performSegue <run time> 7:38"])
    }

    @Test("A branch of an `#if` that leaves a brace open shifts no scope after it; a storyboard bound in one function is not another's")
    func conditionsAndScopes() {
        #expect(found("""
            #if os(iOS)
            class Screen: UIViewController {
            #else
            class Screen: NSViewController {
            #endif
                func a() {
                    let storyboard = UIStoryboard(name: "Main", bundle: nil)
                    _ = storyboard.instantiateInitialViewController()
                }
                func b() { _ = storyboard?.instantiateInitialViewController() }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch segue.identifier ?? "" {
                    case "x", "y": break
                    default: break
                    }
                }
            }
            """) == ["storyboardName Main 7:45", "instantiateInitialScene Main 8:24", "segueCase x 13:14", "segueCase y 13:19"])
    }

    @Test("A generic type's nib, a window controller's nib, and a name bound to a destination only in its own branch")
    func genericsWindowsAndBranches() {
        #expect(found("""
            let provider = CellProvider<IconCell>(nibName: "IconCell", bundle: Bundle.main)
            let window = PreferencesWindowController(windowNibName: "Preferences")
            let sorted = a < b && c > (d)
            """) == ["nibName IconCell 1:48", "nibName Preferences 2:57"])
        #expect(MigrationScan(#"_ = CellProvider<IconCell>(nibName: "IconCell", bundle: nil)"#).uses.first?.callee == "CellProvider<IconCell>")
        let casts = MigrationScan("""
            class Groups: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == "models" {
                        let destination = segue.destination as! ModelsController
                        destination.group = group
                    }
                    if segue.identifier == "details" {
                        let destination = segue.destination as! UINavigationController
                        let details = destination.topViewController as! DetailsController
                        details.group = group
                    }
                }
            }
            """).uses.filter { $0.kind == .destinationCast }
        #expect(casts.map { "\($0.literal ?? "-") \($0.castClass ?? "-") \($0.throughContainer)" } == [
            "models ModelsController false", "details UINavigationController false", "details DetailsController true",
        ])
    }
}

/// What the tests read of a use's form.
extension MigrationScan.Use {
    /// The storyboard a scene is instantiated from, when a literal names it.
    var storyboard: String? {
        if case .scene(let scene) = form { scene.storyboard } else { nil }
    }

    /// The class a scene or a segue's destination is cast to.
    var castClass: String? {
        switch form {
        case .scene(let scene): scene.cast?.className
        case .destinationCast(let cast): cast.castClass
        default: nil
        }
    }

    var throughContainer: Bool {
        if case .destinationCast(let cast) = form { cast.throughContainer } else { false }
    }

    var callee: String? {
        switch form {
        case .nib(let nib): nib.callee
        case .storyboard(let call): call.callee
        default: nil
        }
    }

    var nibArguments: [(label: String, text: String)] {
        if case .nib(let nib) = form { nib.arguments } else { [] }
    }
}
