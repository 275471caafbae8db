#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension SeguePreparing {
    /// Presents a view controller made in code after preparing it as a
    /// segue from this controller would: prefix propagation, workflow
    /// values, the registered preparations, its
    /// `prepareAsDestination(for:)`, then `prepare`, into it (or into the
    /// controllers it shows, when it is a container), all or nothing.
    ///
    /// ```swift
    /// let editor = NoteEditorController()
    /// show(editor, as: .sheet) { editor in editor.prepCtxNote = note }
    /// ```
    ///
    /// It is prepared before AppKit loads its view, so its `viewDidLoad`
    /// sees what every step wrote. It is presented from this controller, or,
    /// from a window controller, from its `contentViewController`. When a
    /// step fails, or there is no view controller to present from, it is not
    /// presented, the error goes to
    /// ``SegueSource/preparationDidFail(_:)`` (by default
    /// ``PreparationPipeline/failureHandler``), and every controller is left
    /// as it was.
    ///
    /// - Parameters:
    ///   - destination: The view controller to present.
    ///   - presentation: How to present it.
    ///   - prepare: A preparation for this transition only, run last.
    /// - Returns: Whether it was presented.
    @discardableResult
    public func show<Destination: NSViewController>(
        _ destination: Destination, as presentation: Presentation, prepare: (Destination) throws -> Void = { _ in }
    ) -> Bool {
        guard let presenter = self as? NSViewController ?? (self as? NSWindowController)?.contentViewController else {
            let source = TypeName.of(type(of: self))
            reportNotShown(destination, as: "\(presentation)", reason: "\(source) has no view controller to present it from. "
                           + "Present it from a view controller, or set the contentViewController of \(source).")
            return false
        }
        guard let starts = prepareToShow(destination, kind: .present, prepare: prepare) else { return false }
        switch presentation {
        case .sheet: presenter.presentAsSheet(destination)
        case .modalWindow: presenter.presentAsModalWindow(destination)
        }
        starts.commit()
        return true
    }

    /// Makes `scene`'s view controller and presents it after preparing it,
    /// as ``show(_:as:prepare:)-(Destination,_,_)`` does: a scene of the generated
    /// `Storyboards`, shown from code with its context. A scene that cannot
    /// be made is reported as ``TransitionError/storyboard(_:)`` to
    /// ``SegueSource/preparationDidFail(_:)``, and nothing is shown.
    ///
    /// - Returns: Whether it was presented.
    @discardableResult
    public func show<Destination: NSViewController>(
        _ scene: TypedScene<Destination>, as presentation: Presentation, prepare: (Destination) throws -> Void = { _ in }
    ) -> Bool {
        guard let destination = instantiateToShow(scene) else { return false }
        return show(destination, as: presentation, prepare: prepare)
    }

    /// Shows a window controller made in code (`showWindow(_:)`) after
    /// preparing it as a segue from this controller would: every step into
    /// its content view controller (or the controllers that one shows), or
    /// into the window controller when it has none, then `prepare` on the
    /// window controller, all or nothing; a failure goes to
    /// ``SegueSource/preparationDidFail(_:)`` and nothing is shown.
    ///
    /// ```swift
    /// let inspector = InspectorWindowController(windowNibName: "Inspector")
    /// showWindow(inspector) { $0.contentViewController?.title = note.title }
    /// inspectors.append(inspector)  // AppKit does not keep a window controller: keep it while it is shown.
    /// ```
    ///
    /// - Returns: Whether it was shown.
    @discardableResult
    public func showWindow<Destination: NSWindowController>(
        _ destination: Destination, prepare: (Destination) throws -> Void = { _ in }
    ) -> Bool {
        guard let starts = prepareToShow(destination, kind: .show, prepare: prepare) else { return false }
        destination.showWindow(self)
        starts.commit()
        return true
    }

    /// Makes `scene`'s window controller and shows it after preparing it, as
    /// ``showWindow(_:prepare:)-(Destination,_)`` does.
    ///
    /// - Returns: Whether it was shown.
    @discardableResult
    public func showWindow<Destination: NSWindowController>(
        _ scene: TypedScene<Destination>, prepare: (Destination) throws -> Void = { _ in }
    ) -> Bool {
        guard let destination = instantiateToShow(scene) else { return false }
        return showWindow(destination, prepare: prepare)
    }
}
#endif
