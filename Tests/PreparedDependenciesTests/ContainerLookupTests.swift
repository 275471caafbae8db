import Testing
import PreparedHeadless

@Suite("Container lookups: exact tags, canResolve, removing registrations")
struct ContainerLookupTests {
    @Test("An exact tag lookup never falls back to the untagged registration")
    func exactTag() throws {
        let container = DependencyContainer()
        container.register(Logger.self, tag: "verbose") { _ in VerboseLogger() }
        container.register(Logger.self) { _ in ConsoleLogger() }
        #expect(try container.resolve(Logger.self, exactlyTagged: "verbose") is VerboseLogger)
        let error = try #require(throws: DependencyError.self) { try container.resolve(Logger.self, exactlyTagged: "quiet") }
        #expect(error == .missingRegistration(type: "any Logger", tag: "'quiet'", registeredTags: ["'verbose'", "untagged"],
                                              path: ["any Logger (tag 'quiet')"]))
        #expect(error.description == "No registration for any Logger under tag 'quiet'. Registered for any Logger: 'verbose', untagged. "
                + "Register it with `container.register((any Logger).self, tag: \"quiet\") { container in /* return a Logger */ }`.")
        #expect(try container.resolve(Logger.self, tag: "quiet") is ConsoleLogger, "the plain tag lookup still falls back")
    }

    @Test("canResolve tells whether resolve would find a factory, without making an instance")
    func canResolve() {
        let container = DependencyContainer()
        let made = Counter()
        container.register(Logger.self, tag: "verbose") { _ in
            made.increment()
            return VerboseLogger()
        }
        container.registerProperties(of: Gadget.self) { _, _ in }
        #expect(container.canResolve(Logger.self, tag: "verbose"))
        #expect(!container.canResolve(Logger.self), "a tagged registration does not answer an untagged lookup")
        #expect(!container.canResolve(Logger.self, tag: "quiet"))
        #expect(container.canResolve(Logger.self, exactlyTagged: "verbose"))
        #expect(container.canResolve(Logger?.self, tag: "verbose"), "an optional finds its wrapped type's registration")
        #expect(!container.canResolve(Gadget.self), "a registration for properties only has no factory")
        #expect(made.value == 0, "nothing was made")

        container.register(Logger.self) { _ in ConsoleLogger() }
        #expect(container.canResolve(Logger.self, tag: "quiet"))
        #expect(!container.canResolve(Logger.self, exactlyTagged: "quiet"))
    }

    @Test("unregister removes one registration and its shared instance")
    func unregister() throws {
        let container = DependencyContainer()
        let made = Counter()
        container.register(Logger.self, scope: .shared) { _ in
            made.increment()
            return ConsoleLogger()
        }
        container.register(Logger.self, tag: "verbose") { _ in VerboseLogger() }
        _ = try container.resolve(Logger.self)
        #expect(container.unregister(Logger.self))
        #expect(!container.unregister(Logger.self), "there is nothing left to remove")
        #expect(!container.canResolve(Logger.self))
        #expect(try container.resolve(Logger.self, tag: "verbose") is VerboseLogger, "other tags stay")

        container.register(Logger.self, scope: .shared) { _ in
            made.increment()
            return ConsoleLogger()
        }
        _ = try container.resolve(Logger.self)
        #expect(made.value == 2, "a registration made again makes a new shared instance")
    }

    @Test("removeAll empties a container")
    func removeAll() {
        let container = DependencyContainer()
        container.register(Logger.self) { _ in ConsoleLogger() }
        container.register(Clock.self, scope: .shared) { _ in Clock() }
        container.removeAll()
        #expect(!container.canResolve(Logger.self))
        #expect(!container.canResolve(Clock.self))
        #expect(throws: DependencyError.missingRegistration(type: "Clock", tag: nil, registeredTags: [], path: ["Clock"])) {
            try container.resolve(Clock.self)
        }
    }
}
