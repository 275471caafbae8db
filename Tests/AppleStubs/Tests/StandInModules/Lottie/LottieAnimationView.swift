import UIKit

// A stand-in of the Lottie framework, whose animation view a DuckDuckGo XIB names with `customModule="Lottie"`:
// the generated Swift imports the module and lists the class.

/// Stand-in of Lottie's `LottieAnimationView`.
open class LottieAnimationView: UIView {}
