import Foundation

/// Stub of `UIStoryboardSegue` (Apple: `@MainActor class UIStoryboardSegue`, a subclass of NSObject).
@MainActor
open class UIStoryboardSegue: NSObject {
    private let segueIdentifier: String?
    private let sourceController: UIViewController
    private let destinationController: UIViewController

    // Apple: `init(identifier: String?, source: UIViewController, destination: UIViewController)`
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        segueIdentifier = identifier
        sourceController = source
        destinationController = destination
        super.init()
    }

    // Apple: `var identifier: String? { get }`
    open var identifier: String? { segueIdentifier }
    // Apple: `var source: UIViewController { get }`
    open var source: UIViewController { sourceController }
    // Apple: `var destination: UIViewController { get }`
    open var destination: UIViewController { destinationController }

    // Apple: `func perform()`
    open func perform() {}
}

// UIKit's segue classes for storyboard kinds are private; these stand-ins carry their names.

/// Stand-in for UIKit's show segue: pushes onto the source's navigation controller, or presents.
final class UIStoryboardShowSegue: UIStoryboardSegue {
    override func perform() {
        if let navigation = source.navigationController {
            navigation.pushViewController(destination, animated: true)
        } else {
            source.present(destination, animated: true)
        }
    }
}

/// Stand-in for UIKit's modal presentation segue.
final class UIStoryboardPresentationSegue: UIStoryboardSegue {
    override func perform() { source.present(destination, animated: true) }
}

/// Stand-in for UIKit's embed segue (a container view).
final class UIStoryboardEmbedSegue: UIStoryboardSegue {
    override func perform() {
        source.addChild(destination)
        destination.loadViewIfNeeded()
    }
}
