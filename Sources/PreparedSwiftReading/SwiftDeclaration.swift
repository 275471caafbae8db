/// What opens a brace's body in a Swift file: a type, a function, a property's accessors, or any other block.
package enum SwiftDeclaration: Equatable, Sendable {
    /// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
    case type(SwiftTypeDeclaration)
    /// `func`, `init` or `subscript`.
    case function(SwiftFunctionDeclaration)
    /// A computed property's body, or its accessors (`var nibName: String? { "Cell" }`): its name.
    case property(String)
    /// Anything else: a statement's block, a closure, a `switch`'s cases.
    case block
}

/// A type a Swift file declares or extends.
package struct SwiftTypeDeclaration: Equatable, Sendable {
    /// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
    package let keyword: String
    /// The name as written: `Inner`, or `Outer.Inner` for an extension.
    package let name: String
    /// The name from the file's top level: `Outer.Inner` for a type declared in `Outer`'s body or in an extension of
    /// it.
    package let qualifiedName: String
    /// The types it inherits, as written, in order; a class's first is its superclass when it is a class.
    package let inherited: [String]

    /// The last part of its name: what Interface Builder and `String(describing:)` call it.
    package var simpleName: String {
        qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName
    }
}

/// A function, an initializer or a subscript a Swift file declares.
package struct SwiftFunctionDeclaration: Equatable, Sendable {
    /// One parameter: its argument label (`_` for none), its name inside the body, and its type as written.
    package struct Parameter: Equatable, Sendable {
        package let label: String
        package let name: String
        package let type: String

        package init(label: String, name: String, type: String) {
            self.label = label
            self.name = name
            self.type = type
        }
    }

    /// `prepare`, `init`, `subscript`.
    package let name: String
    package let parameters: [Parameter]
    /// The attributes and modifiers written before `func`: `IBAction`, `objc`, `override`, `private`.
    package let modifiers: [String]
    /// Whether it is declared `throws`, `throws(SomeError)` or `rethrows`: whether its body may hold a `try` that nothing
    /// catches.
    package let isThrowing: Bool
}
