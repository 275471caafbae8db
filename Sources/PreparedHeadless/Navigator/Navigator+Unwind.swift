import Prepared

extension Navigator {
    /// Goes back to the nearest earlier screen that is a `Target`, handing it
    /// the visible screen's context.
    ///
    /// The visible controller (the unwinding screen) is the source and the
    /// target is the destination of a propagation with the navigator's
    /// ``propagator``: the same rules as a segue's first step, through the
    /// target's `ContextTable`. Then every controller above the target is
    /// popped, and every stack presented above its stack is dismissed.
    ///
    /// ```swift
    /// let list = try navigator.unwind(to: ContactListController.self)
    /// ```
    ///
    /// All or nothing: when the context cannot be passed, nothing is written
    /// and nothing is removed.
    ///
    /// - Parameter target: The class of the screen to go back to; the nearest
    ///   one below the visible controller, searching down the top stack, then
    ///   the stacks under it.
    /// - Returns: The target, now the visible controller.
    /// - Throws: ``NavigatorError/noUnwindTarget(target:unwinding:shown:)``
    ///   when no earlier screen is a `Target`, and
    ///   ``NavigatorError/preparation(_:)`` (`.propagation`) when the context cannot be passed.
    @discardableResult
    public func unwind<Target: PreparedController>(to target: Target.Type) throws(NavigatorError) -> Target {
        let unwinding = visibleController
        let earlier = stacks.flatMap { $0 }.dropLast().reversed()
        guard let found = earlier.lazy.compactMap({ $0 as? Target }).first else {
            throw .noUnwindTarget(target: TypeName.of(target), unwinding: Self.name(of: unwinding),
                                  shown: stacks.flatMap { $0 }.map(Self.name(of:)))
        }
        try unwind(to: found as PreparedController)
        return found
    }

    /// Goes back to `controller`, an earlier screen, handing it the visible
    /// screen's context as ``unwind(to:)-(Target.Type)`` does.
    ///
    /// - Parameter controller: A controller shown by this navigator, below the
    ///   visible one.
    /// - Throws: ``NavigatorError/noUnwindTarget(target:unwinding:shown:)``
    ///   when `controller` is not an earlier screen of this navigator, and
    ///   ``NavigatorError/preparation(_:)`` (`.propagation`) when the context cannot be
    ///   passed; then nothing is written and nothing is removed.
    public func unwind(to controller: PreparedController) throws(NavigatorError) {
        let unwinding = visibleController
        let all = stacks
        let position = all.indices.lazy.compactMap { stack in
            all[stack].firstIndex { $0 === controller }.map { (stack, $0) }
        }.first
        guard let (stackIndex, index) = position, controller !== unwinding else {
            throw .noUnwindTarget(target: Self.name(of: controller), unwinding: Self.name(of: unwinding),
                                  shown: all.flatMap { $0 }.map(Self.name(of:)))
        }
        do {
            try propagator.propagate(from: unwinding, to: controller)
        } catch {
            throw .preparation(.propagation(error))
        }
        // Stack 0 is the root stack; stack n is presentedStacks[n - 1].
        if stackIndex == 0 {
            presentedStacks.removeAll()
            rootStack.removeSubrange((index + 1)...)
        } else {
            presentedStacks.removeSubrange((stackIndex - 1)...)
            presentedStacks.append(Array(all[stackIndex][...index]))
        }
    }
}
