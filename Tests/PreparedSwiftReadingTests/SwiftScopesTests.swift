import PreparedSwiftReading
import Testing

/// The scope walker: what opens each body, qualified type names, functions with their parameters, and every `#if`
/// branch with its condition.
@Suite("Swift scopes")
struct SwiftScopesTests {
    /// The index of the first token named `name` after `skipping` others of that name.
    private func index(of name: String, in source: SwiftTokens, skipping: Int = 0) throws -> Int {
        let found = source.tokens.indices.filter { source.tokens[$0].name == name }
        return try #require(found.dropFirst(skipping).first)
    }

    @Test("Nested types are known by their qualified names; an extension by the name it extends")
    func qualifiedNames() throws {
        let source = SwiftTokens("""
            class Inbox: UIViewController {
                class Cell: UITableViewCell { func a() {} }
                enum Kind { case one }
            }
            extension Inbox.Cell { func b() {} }
            struct Top { func c() {} }
            """)
        let scopes = SwiftScopes(source)
        #expect(scopes.enclosingType(at: try index(of: "a", in: source))?.qualifiedName == "Inbox.Cell")
        #expect(scopes.enclosingType(at: try index(of: "a", in: source))?.inherited == ["UITableViewCell"])
        #expect(scopes.enclosingType(at: try index(of: "one", in: source))?.qualifiedName == "Inbox.Kind")
        #expect(scopes.enclosingType(at: try index(of: "b", in: source))?.qualifiedName == "Inbox.Cell")
        #expect(scopes.enclosingType(at: try index(of: "b", in: source))?.simpleName == "Cell")
        #expect(scopes.enclosingType(at: try index(of: "c", in: source))?.qualifiedName == "Top")
        #expect(scopes.enclosingType(at: 0) == nil)
    }

    @Test("Functions with their labels, names, types and attributes; a protocol's requirement has no body")
    func functions() throws {
        let source = SwiftTokens("""
            protocol P { func need(_ x: Int) }
            class C {
                @IBAction func unwind(_ segue: UIStoryboardSegue) { body() }
                override func prepare(for segue: UIStoryboardSegue, sender: Any? = nil) { other() }
                init?(coder: NSCoder) { made() }
                var nibName: String? { "Cell" }
            }
            """)
        let scopes = SwiftScopes(source)
        let unwind = try #require(scopes.enclosingFunction(at: try index(of: "body", in: source))?.function)
        #expect(unwind.name == "unwind")
        #expect(unwind.modifiers == ["IBAction"])
        #expect(unwind.parameters == [.init(label: "_", name: "segue", type: "UIStoryboardSegue")])
        let prepare = try #require(scopes.enclosingFunction(at: try index(of: "other", in: source))?.function)
        #expect(prepare.modifiers == ["override"])
        #expect(prepare.parameters.map(\.label) == ["for", "sender"])
        #expect(prepare.parameters.map(\.type) == ["UIStoryboardSegue", "Any?"])
        #expect(scopes.enclosingFunction(at: try index(of: "made", in: source))?.function.name == "init")
        // `need` has no body: the class's `{` is no function's.
        #expect(scopes.enclosingFunction(at: try index(of: "C", in: source) + 1) == nil)
        let string = try #require(source.tokens.firstIndex { $0.isString })
        let property = try #require(scopes.scope(at: string))
        #expect(scopes.scopes[property].declaration == .property("nibName"))
    }

    @Test("Every `#if` branch is read, each token under its condition as the compiler reads it; nested ones are joined")
    func conditions() throws {
        let source = SwiftTokens("""
            class A {
            #if targetEnvironment(macCatalyst)
                func mac() {}
            #elseif os(tvOS) || os(visionOS)
                func tv() {}
            #else
                func phone() {
                #if DEBUG
                    debug()
                #endif
                }
            #endif
                func after() {}
            }
            """)
        let scopes = SwiftScopes(source)
        #expect(scopes.condition(at: try index(of: "mac", in: source)) == "targetEnvironment(macCatalyst)")
        #expect(scopes.condition(at: try index(of: "tv", in: source)) == "!targetEnvironment(macCatalyst) && (os(tvOS) || os(visionOS))")
        #expect(scopes.condition(at: try index(of: "phone", in: source)) == "!targetEnvironment(macCatalyst) && !(os(tvOS) || os(visionOS))")
        #expect(scopes.condition(at: try index(of: "debug", in: source))
                == "!targetEnvironment(macCatalyst) && !(os(tvOS) || os(visionOS)) && DEBUG")
        #expect(scopes.condition(at: try index(of: "after", in: source)) == nil)
        for name in ["mac", "tv", "phone", "after"] {
            #expect(scopes.enclosingType(at: try index(of: name, in: source))?.name == "A")
        }
        #expect(scopes.enclosingFunction(at: try index(of: "debug", in: source))?.function.name == "phone")
    }

    @Test("A branch that leaves a brace open, which the compiler refuses, shifts no scope of the branches after it")
    func unbalancedBranch() throws {
        let source = SwiftTokens("""
            #if os(iOS)
            class Badge: UIView {
            #else
            class Badge: NSView {
            #endif
                func draw() {}
            }
            func free() {}
            """)
        let scopes = SwiftScopes(source)
        #expect(scopes.enclosingType(at: try index(of: "draw", in: source))?.inherited == ["NSView"])
        #expect(scopes.enclosingType(at: try index(of: "free", in: source)) == nil)
    }

    @Test("Which scopes hold a token: its own and those around it, not a sibling's")
    func holding() throws {
        let source = SwiftTokens("func a() { let x = 1; if x > 0 { inner() } } func b() { other() }")
        let scopes = SwiftScopes(source)
        let inner = try index(of: "inner", in: source)
        let outer = try #require(scopes.enclosingFunction(at: inner)?.scope)
        #expect(scopes.scope(outer, holds: inner))
        #expect(!scopes.scope(outer, holds: try index(of: "other", in: source)))
        #expect(scopes.scope(nil, holds: inner))
        #expect(Array(scopes.scopes(around: inner)).count == 2)
    }

    @Test("A `try` fits in a throwing function or a `do` that catches every error, through statements, not through a closure")
    func tryContexts() throws {
        let source = SwiftTokens("""
            func a() throws { if ready { one() } }
            func b() rethrows { items.forEach { two() } }
            func c() { do { for x in xs where x.ok { three() } } catch { } }
            func d() { do { four() } catch is CancellationError { } }
            func e() { do { let f = { five() }; f() } catch let error { } }
            func g() -> () throws -> Void { six() }
            func h() { guard let x = y else { seven() } }
            """)
        let scopes = SwiftScopes(source)
        let allows = { (name: String) throws -> Bool in scopes.allowsTry(at: try self.index(of: name, in: source), in: source) }
        #expect(try allows("one"))
        #expect(try !allows("two"))
        #expect(try allows("three"))
        #expect(try !allows("four"))
        #expect(try !allows("five"))
        #expect(try !allows("six"))
        #expect(try !allows("seven"))
        let throwing = try #require(scopes.enclosingFunction(at: try index(of: "one", in: source))?.function)
        #expect(throwing.isThrowing)
        let returnsThrowing = try #require(scopes.enclosingFunction(at: try index(of: "six", in: source))?.function)
        #expect(!returnsThrowing.isThrowing)
    }
}
