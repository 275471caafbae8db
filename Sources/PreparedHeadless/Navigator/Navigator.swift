import Prepared

/// Performs segues and holds what is on screen: a navigation stack, and the
/// stacks presented over it.
///
/// ```swift
/// let navigator = try Navigator(initialSceneOf: AppStoryboard.contacts)
/// let details = try navigator.perform(ContactDetailsController.self, identifier: ContactSegue.view)
/// try navigator.pop()
/// ```
///
/// Performing a segue instantiates the destination from the source's
/// storyboard, runs the preparation steps in order (`PreparationPipeline`), calls the destination's
/// ``PreparedController/didLoad()``, then shows it as the segue's kind says.
/// The navigator holds the controllers it shows and nothing else: a popped or
/// dismissed controller is released unless you keep it.
@MainActor
public final class Navigator {
    /// The propagator that copies prefixed context during segues.
    public let propagator: ContextPropagator
    /// The registered preparations that run during segues.
    public let preparations: Preparations

    /// The root navigation stack; never empty. Internal for the other operations' files.
    var rootStack: [PreparedController]
    /// The stacks presented over the root one, oldest first.
    var presentedStacks: [[PreparedController]] = []

    /// A navigator whose root is `root`, which it loads.
    public init(root: PreparedController, propagator: ContextPropagator = .standard, preparations: Preparations = .shared) {
        self.propagator = propagator
        self.preparations = preparations
        rootStack = [root]
        root.loadIfNeeded()
    }

    /// A navigator whose root is a new controller from the storyboard's initial scene.
    public convenience init(
        initialSceneOf storyboard: some HeadlessStoryboard, propagator: ContextPropagator = .standard, preparations: Preparations = .shared
    ) throws(HeadlessStoryboardError) {
        self.init(root: try storyboard.instantiateInitial(), propagator: propagator, preparations: preparations)
    }

    /// The navigation stack on top: the root stack, or the last presented one.
    public var stack: [PreparedController] { presentedStacks.last ?? rootStack }

    /// The controller on screen: the top of ``stack``.
    public var visibleController: PreparedController { stack.last ?? rootStack[0] }

    /// Every stack, the root stack first, then each presented one.
    public var stacks: [[PreparedController]] { [rootStack] + presentedStacks }

    /// Performs the only segue from `source` to a `Destination`.
    ///
    /// - Parameters:
    ///   - destination: The destination's class; the segue to it is found in
    ///     the source's storyboard.
    ///   - source: The controller the segue leaves, one this navigator shows;
    ///     the visible one by default.
    ///   - prepare: A one-shot preparation for this call only, run after the
    ///     other preparation steps and before `didLoad()`.
    /// - Returns: The destination, prepared, loaded and shown.
    /// - Throws: ``NavigatorError``; when thrown, nothing was shown.
    @discardableResult
    public func perform<Destination: PreparedController>(
        _ destination: Destination.Type,
        from source: PreparedController? = nil,
        prepare: (Destination) throws -> Void = { _ in }
    ) throws(NavigatorError) -> Destination {
        try perform(destination, identifier: nil as SegueDefinition.TypedIdentifier?, from: source, prepare: prepare)
    }

    /// Performs the segue with `identifier` from `source` to a `Destination`.
    @discardableResult
    public func perform<Destination: PreparedController, Identifier: SegueName>(
        _ destination: Destination.Type,
        identifier: Identifier,
        from source: PreparedController? = nil,
        prepare: (Destination) throws -> Void = { _ in }
    ) throws(NavigatorError) -> Destination {
        try perform(destination, identifier: SegueDefinition.TypedIdentifier(identifier), from: source, prepare: prepare)
    }

    /// Pushes a controller made in code onto the top stack, loading it first.
    ///
    /// No segue and no preparation step runs: prepare it yourself, for
    /// example with `ContextPropagator/propagate(from:to:)`.
    public func push(_ controller: PreparedController) {
        controller.loadIfNeeded()
        if presentedStacks.isEmpty {
            rootStack.append(controller)
        } else {
            presentedStacks[presentedStacks.count - 1].append(controller)
        }
    }

    /// Presents a controller as the root of a new stack, loading it first.
    public func present(_ controller: PreparedController) {
        controller.loadIfNeeded()
        presentedStacks.append([controller])
    }

    /// Removes the top controller of the top stack.
    ///
    /// - Throws: ``NavigatorError/nothingToPop(root:)`` when the stack holds only its root.
    @discardableResult
    public func pop() throws(NavigatorError) -> PreparedController {
        if presentedStacks.isEmpty {
            guard rootStack.count > 1, let popped = rootStack.popLast() else {
                throw .nothingToPop(root: Self.name(of: rootStack[0]))
            }
            return popped
        }
        let top = presentedStacks.count - 1
        guard presentedStacks[top].count > 1, let popped = presentedStacks[top].popLast() else {
            throw .nothingToPop(root: Self.name(of: presentedStacks[top][0]))
        }
        return popped
    }

    /// Removes the top presented stack.
    ///
    /// - Returns: The controllers of the dismissed stack, its root first.
    /// - Throws: ``NavigatorError/nothingToDismiss(root:)`` when nothing is presented.
    @discardableResult
    public func dismiss() throws(NavigatorError) -> [PreparedController] {
        guard let dismissed = presentedStacks.popLast() else {
            throw .nothingToDismiss(root: Self.name(of: rootStack[0]))
        }
        return dismissed
    }

    // MARK: - Performing

    private func perform<Destination: PreparedController>(
        _ destinationType: Destination.Type,
        identifier: SegueDefinition.TypedIdentifier?,
        from source: PreparedController?,
        prepare: (Destination) throws -> Void
    ) throws(NavigatorError) -> Destination {
        let source = source ?? visibleController
        guard stacks.contains(where: { $0.contains { $0 === source } }) else {
            throw .notShown(source: Self.name(of: source))
        }
        guard let reference = source.scene else {
            throw .notFromStoryboard(source: Self.name(of: source))
        }
        let definition = try segue(from: source, to: destinationType, identifier: identifier, in: reference.storyboard)
        let destination: Destination
        do {
            destination = try reference.storyboard.instantiate(destinationType)
        } catch {
            throw .storyboard(error)
        }
        let segue = Segue(source: source, destination: destination, kind: definition.kind,
                          declaredName: definition.identifier?.value)
        // The steps every transition runs, shared with the UIKit and AppKit adapters.
        let workflowStarts: WorkflowStarts
        do {
            // The destination is discarded on failure: nothing to put back.
            workflowStarts = try PreparationPipeline(propagator: propagator, preparations: preparations)
                .prepare([segue], oneShot: { _ in try prepare(destination) }, onFailure: .discardDestinations)
        } catch {
            throw .preparation(error)
        }
        destination.loadIfNeeded()
        show(segue, destination: destination, as: definition)
        workflowStarts.commit()
        return destination
    }

    /// Shows the destination as the segue's declaration says: its own
    /// `show` closure, or else by kind, `SegueKind/present` over the top
    /// stack and every other kind pushed onto it.
    private func show(_ segue: Segue, destination: PreparedController, as definition: SegueDefinition) {
        if let show = definition.show {
            show(segue, self)
        } else if segue.kind == .present {
            present(destination)
        } else {
            push(destination)
        }
    }

    private func segue(
        from source: PreparedController, to destination: PreparedController.Type,
        identifier: SegueDefinition.TypedIdentifier?, in storyboard: any HeadlessStoryboard
    ) throws(NavigatorError) -> SegueDefinition {
        let sourceType = ObjectIdentifier(type(of: source))
        let fromSource = storyboard.layout.segues.filter { ObjectIdentifier($0.source) == sourceType }
        let toDestination = fromSource.filter { ObjectIdentifier($0.destination) == ObjectIdentifier(destination) }
        let matching = identifier.map { wanted in toDestination.filter { $0.identifier == wanted } } ?? toDestination
        switch matching.count {
        case 1:
            return matching[0]
        case 0:
            throw .noSegue(storyboard: storyboard.name, source: Self.name(of: source), destination: TypeName.of(destination),
                           identifier: identifier?.description, declared: fromSource.map(\.summary))
        default:
            throw .ambiguousSegue(storyboard: storyboard.name, source: Self.name(of: source), destination: TypeName.of(destination),
                                  identifiers: matching.map { $0.identifier?.description ?? "(none)" })
        }
    }

    static func name(of controller: PreparedController) -> String {
        TypeName.of(type(of: controller))
    }
}
