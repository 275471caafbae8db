import UIKit

// A stand-in of the Kingfisher framework's image view, which Kingfisher's demo storyboard names with
// `customModule="Kingfisher"`: the generated Swift imports the module and lists the class.

/// Stand-in of Kingfisher's `AnimatedImageView`.
open class AnimatedImageView: UIView {}
