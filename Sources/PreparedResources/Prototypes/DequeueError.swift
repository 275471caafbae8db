#if canImport(os)
import os
#endif

/// Why a table, collection or outline view could not give a cell or a
/// reusable view as its class, naming the view that dequeued it, the
/// identifier, and both classes.
///
/// The adapters' throwing `dequeue(_:for:)` and `makeView(_:owner:)` throw it.
/// Their `configure:` forms return what the view made, as it is, and pass
/// the error to ``failureHandler``, which logs it: the app goes on and shows
/// the cell unconfigured.
public struct DequeueError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the cell's identifier comes from, which says what to change.
    public enum Source: Sendable, Hashable {
        /// A prototype of the scene `scene` of the storyboard `storyboard`.
        case prototype(storyboard: String, scene: String)
        /// A cell kept in the nib `nib`.
        case nib(String)
        /// A class registered in code under its name.
        case registeredClass
    }

    /// The class of the view that dequeued or made the cell: `UITableView`, or the app's subclass.
    public let container: String
    /// The reuse identifier (in AppKit, the user interface item identifier).
    public let identifier: String
    /// Where the identifier comes from.
    public let source: Source
    /// The class the typed value names.
    public let expected: String
    /// The class of the view that came instead, or `nil` when none came.
    public let actual: String?

    package init(container: String, identifier: String, source: Source, expected: String, actual: String?) {
        self.container = container
        self.identifier = identifier
        self.source = source
        self.expected = expected
        self.actual = actual
    }

    /// What the view gave, and what to change.
    public var description: String {
        let what = actual.map { "\(container) dequeued '\(identifier)' as \(TypeName.withArticle($0)), not \(TypeName.withArticle(expected))." }
            ?? "\(container) gave no view for '\(identifier)', where \(TypeName.withArticle(expected)) was expected."
        return "The " + what + " " + fix
    }

    /// Why, and what to change, by the identifier's source.
    private var fix: String {
        switch (source, actual) {
        case let (.prototype(storyboard, scene), _?):
            "The prototype '\(identifier)' of \(scene) in storyboard '\(storyboard)' has another Custom Class. In Interface "
                + "Builder, set the prototype's Custom Class to \(expected) (and its Module to the one that declares it), or "
                + "generate the typed storyboards again."
        case let (.prototype(storyboard, scene), nil):
            "The view has no prototype '\(identifier)' of \(scene) in storyboard '\(storyboard)'. Dequeue it from the view "
                + "that holds the prototype in Interface Builder, or generate the typed storyboards again."
        case let (.nib(nib), _?):
            "The nib '\(nib)' holds another class. In Interface Builder, set the Custom Class of its top-level object to "
                + "\(expected) (and its Module to the one that declares it), or generate the typed nibs again."
        case let (.nib(nib), nil):
            "The bundle has no nib '\(nib)', it holds no top-level object, or it was not registered with this view. Add "
                + "\(nib).xib to the app's target, give it a top-level \(expected), and register it with the view before its cells "
                + "are made."
        case (.registeredClass, _?):
            "Something else was registered under the identifier the class's name gives. Register the class itself on that "
                + "view, `register(\(expected).self)`, and nothing else under that identifier."
        case (.registeredClass, nil):
            "Register the class on that view first, `register(\(expected).self)`."
        }
    }

    /// What the `configure:` forms of the adapters' dequeues do with a
    /// failure: ``logFailure(_:)`` by default, which logs and goes on in
    /// every build.
    ///
    /// To stop in the debugger on a wrong class in debug builds, set it once
    /// at launch:
    ///
    /// ```swift
    /// DequeueError.failureHandler = DequeueError.logFailureAndStop
    /// ```
    @MainActor public static var failureHandler: @MainActor (DequeueError) -> Void = logFailure

    /// Logs the error (through `os.Logger`, subsystem `Prepared`, category
    /// `cells`, where the `os` module exists), in every build. The table or
    /// collection shows the cell as it came, unconfigured.
    public static func logFailure(_ error: DequeueError) {
        let message = "A cell was dequeued as another class and was not configured. \(error.description)"
        #if canImport(os)
        Logger(subsystem: "Prepared", category: "cells").error("\(message, privacy: .public)")
        #else
        print("Prepared: \(message)")
        #endif
    }

    /// Logs the error as ``logFailure(_:)`` does and, in debug builds, stops
    /// at an `assertionFailure` with the same message.
    public static func logFailureAndStop(_ error: DequeueError) {
        logFailure(error)
        assertionFailure("A cell was dequeued as another class and was not configured. \(error.description)")
    }
}
