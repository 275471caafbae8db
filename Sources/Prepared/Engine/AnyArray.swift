/// Lets the type names and the storyboard check look inside an `Array` whose type is known only at run time.
package protocol AnyArray {
    /// `Element` for `Array<Element>`.
    static var elementType: Any.Type { get }
}

extension Array: AnyArray {
    package static var elementType: Any.Type { Element.self }
}
