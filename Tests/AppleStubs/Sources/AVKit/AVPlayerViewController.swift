import UIKit

/// Stub of `AVPlayerViewController` (Apple: `@MainActor class AVPlayerViewController`, a subclass of UIViewController,
/// in AVKit): the class of a storyboard's AVKit Player View Controller scene, which the generated Swift types it as.
@MainActor
open class AVPlayerViewController: UIViewController {}
