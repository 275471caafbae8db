import PreparedStoryboards

/// One place an app's Swift names an Interface Builder thing by a string literal, as `prepared-storyboard migrate`
/// lists it: what it names, whether the files read have that name, and the typed code that replaces it.
package struct StringUse: Sendable, Equatable {
    /// What the string names, by the call or the comparison that holds it.
    package enum Kind: String, Sendable, CaseIterable {
        /// `performSegue(withIdentifier: "add", sender:)`.
        case performSegue
        /// `segue.identifier == "add"`, or `identifier != "add"` in `shouldPerformSegue(withIdentifier:sender:)`.
        case segueComparison
        /// A `case "add":` of a `switch` over a segue's identifier.
        case segueCase
        /// `instantiateViewController(withIdentifier: "Detail")`, `instantiateController(withIdentifier:)`.
        case instantiateScene
        /// `instantiateInitialViewController()` of a storyboard named by a literal: the literal is the storyboard's name.
        case instantiateInitialScene
        /// `UIStoryboard(name: "Main", bundle:)`, `NSStoryboard(name:bundle:)`.
        case storyboardName
        /// `UINib(nibName:bundle:)`, `NSNib(nibNamed:bundle:)`, `loadNibNamed(_:owner:options:)`, `init(nibName:bundle:)`.
        case nibName
        /// `segue.destination as! T`, or through a navigation controller's `topViewController`: the literal is the
        /// identifier of the segue the cast is written for, when a comparison or a `case` around it says.
        case destinationCast
    }

    /// Whether the name is in the files read.
    package enum Status: String, Sendable {
        /// The name exists: for a segue, in the scenes of the class that performs or prepares it, or else anywhere.
        case resolved
        /// The name exists nowhere in the files read: a crash when the code runs, or dead code.
        case missing
        /// The name is built at run time, or lives in files not read (another bundle, or no storyboard read).
        case unknown
    }

    /// A cast tied to the use: the class the code writes, and the class the storyboard has there.
    package struct Cast: Sendable, Equatable {
        /// The class after `as!` or `as?`.
        package let written: String
        /// The class the storyboard's scene has (its custom class, or the framework's class of its kind);
        /// `nil` when the files read do not say.
        package let storyboard: String?

        /// Whether the storyboard's class is the class written or a subclass of it; `nil` when the files read do not
        /// say (the storyboard's class is not known, or neither the Swift read nor UIKit's and AppKit's controllers
        /// are its superclasses).
        package let matches: Bool?

        /// A class name without its module.
        static func bare(_ name: String) -> String {
            name.split(separator: ".").last.map(String.init) ?? name
        }
    }

    /// The Swift file, as given.
    package let file: String
    /// Where the string starts (for a cast, its `as`).
    package let location: SourceLocation
    /// The innermost type whose body holds the use: the class whose segues a segue's replacement names.
    package let enclosingType: String?
    /// The `#if` condition the use is compiled under, as the compiler reads it (`os(tvOS)`, `!targetEnvironment(macCatalyst)`);
    /// `nil` outside any `#if`.
    package let condition: String?
    package let kind: Kind
    /// The string's value; `nil` when it is built at run time, or for a cast no identifier is known for.
    package let literal: String?
    package let status: Status
    /// The typed code that replaces the call, the comparison or the `case` label that holds the string; `nil` when
    /// there is none.
    package let replacement: String?
    /// Why the status is what it is, or what to know before replacing.
    package let note: String?
    /// The cast tied to the use, for ``Kind/destinationCast`` and for a scene instantiated and cast.
    package let cast: Cast?
    /// The bytes of the string in the file's UTF-8 (for a cast, of its `as`).
    package let literalBytes: Range<Int>
    /// What `migrate --diff` does with the use; `nil` for a cast, which holds no string.
    package let rewrite: Rewrite?

    /// What `migrate --diff` does with a use.
    package enum Rewrite: Sendable, Equatable {
        /// The typed code replaces bytes of the file: the call, the string, or the value returned.
        case replace(SourceEdit)
        /// The use stays as it is, for the reason given.
        case kept(because: String)
    }
}
