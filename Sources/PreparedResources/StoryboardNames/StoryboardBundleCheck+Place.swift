import Foundation

extension StoryboardBundleCheck.Item {
    /// Where an item's names are: a scene of a storyboard, a storyboard as a whole, or a nib. An item of a kind
    /// both files hold (an object's class, connections, resources) takes it, so that one factory serves both.
    public enum Place: Sendable {
        /// The scene `scene` of `storyboard`, named as a failure names it (its class, or its storyboard ID).
        case scene(String, of: any StoryboardName)
        /// The storyboard `storyboard` as a whole: where its images and colors are.
        case storyboard(any StoryboardName)
        /// The nib `nib`.
        case nib(any NibName)

        /// The storyboard's or the nib's name.
        var name: String {
            switch self {
            case .scene(_, let storyboard), .storyboard(let storyboard): storyboard.name
            case .nib(let nib): nib.name
            }
        }

        /// The scene, as a storyboard's failure names it; the nib's name for a nib's; empty for a whole storyboard.
        var scene: String {
            switch self {
            case .scene(let scene, _): scene
            case .storyboard: ""
            case .nib(let nib): nib.name
            }
        }

        /// Whether the names are a nib's.
        var isNib: Bool {
            if case .nib = self { true } else { false }
        }

        /// The bundle that holds the file.
        var bundle: Bundle {
            switch self {
            case .scene(_, let storyboard), .storyboard(let storyboard): storyboard.bundle
            case .nib(let nib): nib.bundle
            }
        }

        /// A failure of `identifier` here.
        func failure(_ identifier: String, _ reason: StoryboardBundleFailure.Reason) -> StoryboardBundleFailure {
            isNib ? StoryboardBundleFailure(nib: name, identifier: identifier, reason: reason)
                  : StoryboardBundleFailure(storyboard: name, identifier: identifier, reason: reason)
        }
    }
}
