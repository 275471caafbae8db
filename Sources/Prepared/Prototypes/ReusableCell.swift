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

    /// `view` as `Cell`.
    ///
    /// - Throws: ``StoryboardError`` naming where the view comes from, when
    ///   `view` is `nil` or of another class.
    func cast(_ view: Any?) throws(StoryboardError) -> Cell
}

extension ReusableCell {
    /// Calls `configure` with `view` as `Cell`, and returns `view`,
    /// configured or not, for the table or collection to show; a view of
    /// another class is left as it is, and the failure goes to
    /// ``PreparationPipeline/failureHandler`` as ``TransitionError/storyboard(_:)``.
    @MainActor
    public func configure<View>(_ view: View, _ configure: (Cell) -> Void) -> View {
        do throws(StoryboardError) {
            configure(try cast(view))
        } catch {
            PreparationPipeline.failureHandler(.storyboard(error))
        }
        return view
    }
}
