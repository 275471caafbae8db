/// A setter of the naive approach: checks the destination's class and the
/// value's type at run time, then assigns. Returns whether it wrote.
typealias NaiveSetter = @Sendable (_ destination: AnyObject, _ value: Any) -> Bool

/// A destination of the naive approach: a dictionary of setters by property name.
protocol NaiveSettable: AnyObject {
    static var naiveSetters: [String: NaiveSetter] { get }
}
