import Prepared

extension Navigator {
    /// Removes every controller of the top stack above its root.
    ///
    /// ```swift
    /// navigator.popToRoot()
    /// ```
    ///
    /// - Returns: The removed controllers, bottom first; empty when the stack
    ///   held only its root. They are released unless you keep them.
    @discardableResult
    public func popToRoot() -> [PreparedController] {
        if presentedStacks.isEmpty {
            let popped = Array(rootStack.dropFirst())
            rootStack.removeSubrange(1...)
            return popped
        }
        let top = presentedStacks.count - 1
        let popped = Array(presentedStacks[top].dropFirst())
        presentedStacks[top].removeSubrange(1...)
        return popped
    }

    /// Removes the controllers of the top stack above `controller`, which
    /// becomes the visible controller.
    ///
    /// - Parameter controller: A controller of the top stack.
    /// - Returns: The removed controllers, bottom first; empty when
    ///   `controller` is already visible.
    /// - Throws: ``NavigatorError/notOnTopStack(controller:topStack:)`` when
    ///   `controller` is not on the top stack; nothing is removed. To go back to
    ///   a controller under a presented stack, use ``unwind(to:)-(PreparedController)``.
    @discardableResult
    public func pop(to controller: PreparedController) throws(NavigatorError) -> [PreparedController] {
        let top = stack
        guard let index = top.firstIndex(where: { $0 === controller }) else {
            throw .notOnTopStack(controller: Self.name(of: controller), topStack: top.map(Self.name(of:)))
        }
        let popped = Array(top[(index + 1)...])
        if presentedStacks.isEmpty {
            rootStack.removeSubrange((index + 1)...)
        } else {
            presentedStacks[presentedStacks.count - 1].removeSubrange((index + 1)...)
        }
        return popped
    }

    /// Removes every presented stack, so that the root stack is on top.
    ///
    /// - Returns: The dismissed stacks, the oldest first, each root first;
    ///   empty when nothing was presented.
    @discardableResult
    public func dismissAll() -> [[PreparedController]] {
        let dismissed = presentedStacks
        presentedStacks.removeAll()
        return dismissed
    }
}
