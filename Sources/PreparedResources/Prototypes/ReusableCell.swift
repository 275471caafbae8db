/// A cell or reusable view a table or collection view makes by reuse
/// identifier, typed by its class: a storyboard's prototype
/// (``CellPrototype``, ``SupplementaryViewPrototype``), a nib's cell
/// (``NibCell``) or a class registered in code (``CellClass``). The
/// adapters' `dequeue(_:for:)` and `makeView(_:owner:)` take any of them.
public protocol ReusableCell<Cell>: Sendable {
    /// The class the view is made as.
    associatedtype Cell

    /// The identifier the view is registered and dequeued by.
    var reuseIdentifier: String { get }

    /// Where the identifier comes from, which a ``DequeueError`` names.
    @_spi(Generated) var dequeueSource: DequeueError.Source { get }
}

extension ReusableCell {
    /// `view`, which `container` dequeued or made, as `Cell`.
    ///
    /// - Throws: ``DequeueError`` when `view` is `nil` or of another class.
    package func cast(_ view: Any?, from container: AnyObject) throws(DequeueError) -> Cell {
        // An optional view (AppKit's `NSView?`) passed on as `Any?` arrives boxed: look inside it.
        var view = view
        while let boxed = view, TypeKind.of(type(of: boxed)) == .optional, let optional = boxed as? any AnyOptional {
            view = optional.wrappedAny
        }
        if let typed = view as? Cell { return typed }
        throw error(from: container, view: view)
    }

    /// The error of `view`, which `container` dequeued or made where a `Cell` was expected; `view` is `nil` when the
    /// container gave none, or had no nib to register.
    package func error(from container: AnyObject, view: Any?) -> DequeueError {
        DequeueError(container: TypeName.of(type(of: container)), identifier: reuseIdentifier, source: dequeueSource,
                     expected: TypeName.of(Cell.self), actual: view.map { TypeName.of(type(of: $0)) })
    }

    /// Calls `configure` with `view`, which `container` dequeued or made, as
    /// `Cell`, and returns `view`, configured or not, for the table or
    /// collection to show; a view of another class is left as it is, and the
    /// failure goes to ``DequeueError/failureHandler``.
    @MainActor
    package func configure<View>(_ view: View, from container: AnyObject, _ configure: (Cell) -> Void) -> View {
        do throws(DequeueError) {
            configure(try cast(view, from: container))
        } catch {
            DequeueError.failureHandler(error)
        }
        return view
    }
}
