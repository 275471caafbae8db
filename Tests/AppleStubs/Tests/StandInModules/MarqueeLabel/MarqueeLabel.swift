import UIKit

// A stand-in of the MarqueeLabel pod, a module that declares a class of its own name: a storyboard names it with
// `customClass="MarqueeLabel" customModule="MarqueeLabel"`, and the generated Swift must write it so that it compiles.

/// Stand-in of the pod's `MarqueeLabel`.
open class MarqueeLabel: UILabel {}
