import PreparedUIKit
import UIKit

// Stand-in classes for the storyboards of Tests/PreparedStoryboardsTests/Fixtures/AwkwardNames, whose
// file names are a leading digit (`3DTouch`), a Foundation type (`Bundle`), the generated enum's own
// name (`Storyboards`) and words with a space and a hyphen (`Log-In Flow`), and of the XIBs `Cell.xib` and
// `View.xib`, whose classes are `Cell` and `View`: `Storyboards.swift` beside this file, their generated Swift,
// must compile.

final class PeekController: PreparedViewController {
    var popped: PopController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        switch TypedSegue(segue) {
        case ._2up(let pop):
            popped = pop
        case .unmatched:
            popped = nil
        }
    }
}

final class PopController: PreparedViewController {}

final class BundleListController: PreparedViewController {}

/// A segue of a scene without a custom class, performed by its typed identifier.
@MainActor
func showPeek(from plain: UIViewController) {
    plain.performSegue(Storyboards.StoryboardsScene.Segues.showPeek, sender: nil)
}

/// The cell of `Cell.xib`: a class named as the generated code's namespace of cells would be.
final class Cell: UITableViewCell {
    weak var titleLabel: UILabel?
}

/// The File's Owner of `View.xib`: a class named as the namespace of views would be.
final class View: PreparedViewController {
    weak var titleField: UITextField?

    @IBAction func done(_ sender: Any) {}
}
