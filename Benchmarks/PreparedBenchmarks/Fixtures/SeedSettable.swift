/// A setter of the seed's approach: checks the destination's class and the
/// value's type at run time, then assigns. Returns whether it wrote.
typealias SeedSetter = @Sendable (_ destination: AnyObject, _ value: Any) -> Bool

/// A destination of the seed's approach: a dictionary of setters by property name.
protocol SeedSettable: AnyObject {
    static var seedSetters: [String: SeedSetter] { get }
}
