import Testing
import PreparedHeadless
import Foundation

@Suite("Dependency containers")
struct ContainerTests {
    @Test("A unique registration makes a new instance each time; a shared one, one instance")
    func scopes() throws {
        let container = DependencyContainer()
        container.register(Clock.self) { _ in Clock() }
        container.register(Logger.self, scope: .shared) { _ in ConsoleLogger() }
        #expect(try container.resolve(Clock.self) !== container.resolve(Clock.self))
        #expect(try container.resolve(Logger.self) === container.resolve(Logger.self))
    }

    @Test("A shared registration makes exactly one instance under concurrent resolution")
    func sharedUnderConcurrency() async throws {
        let counter = Counter()
        let container = DependencyContainer()
        container.register(Logger.self, scope: .shared) { _ in
            counter.increment()
            Thread.sleep(forTimeInterval: 0.001)
            return ConsoleLogger()
        }
        let identifiers = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<64 {
                group.addTask { ObjectIdentifier(try container.resolve(Logger.self)) }
            }
            var identifiers = Set<ObjectIdentifier>()
            for try await identifier in group { identifiers.insert(identifier) }
            return identifiers
        }
        #expect(identifiers.count == 1)
        #expect(counter.value == 1)
    }

    @Test("Factories resolve their own dependencies")
    func nested() throws {
        let container = DependencyContainer()
        container.register(Logger.self, scope: .shared) { _ in ConsoleLogger() }
        container.register(Presenter.self) { container in Presenter(logger: try container.resolve()) }
        let presenter = try container.resolve(Presenter.self)
        #expect(presenter.logger === (try container.resolve(Logger.self)))
    }

    @Test("A tagged lookup finds its tag, and falls back to the untagged registration")
    func tags() throws {
        let container = DependencyContainer()
        container.register(Logger.self, tag: "verbose") { _ in VerboseLogger() }
        container.register(Logger.self) { _ in ConsoleLogger() }
        #expect(try container.resolve(Logger.self, tag: "verbose") is VerboseLogger)
        #expect(try container.resolve(Logger.self, tag: "quiet") is ConsoleLogger)
        #expect(try container.resolve(Logger.self) is ConsoleLogger)
    }

    @Test("A missing registration lists what is registered for the type")
    func missing() throws {
        let container = DependencyContainer()
        container.register(Logger.self, tag: "verbose") { _ in VerboseLogger() }
        let error = try #require(throws: DependencyError.self) { try container.resolve(Logger.self, tag: "quiet") }
        #expect(error == .missingRegistration(type: "any Logger", tag: "'quiet'", registeredTags: ["'verbose'"],
                                              path: ["any Logger (tag 'quiet')"]))
        #expect(error.description == "No registration for any Logger under tag 'quiet'. Registered for any Logger: 'verbose'. "
                + "Register it with `container.register((any Logger).self, tag: \"quiet\") { container in /* return a Logger */ }`.")
    }

    @Test("An optional request resolves the wrapped type's registration, and a miss names the wrapped type")
    func optionalRequest() throws {
        let container = DependencyContainer()
        container.register(Logger.self) { _ in ConsoleLogger() }
        let logger: (any Logger)? = try container.resolve()
        #expect(logger is ConsoleLogger)
        let error = try #require(throws: DependencyError.self) { let _: Clock? = try container.resolve() }
        #expect(error == .missingRegistration(type: "Clock", tag: nil, registeredTags: [], path: ["Clock"]))
    }

    @Test("A missing nested registration shows the resolution path")
    func missingNested() throws {
        let container = DependencyContainer()
        container.register(Presenter.self) { container in Presenter(logger: try container.resolve()) }
        let error = try #require(throws: DependencyError.self) { try container.resolve(Presenter.self) }
        #expect(error == .missingRegistration(type: "any Logger", tag: nil, registeredTags: [], path: ["Presenter", "any Logger"]))
        #expect(error.description.contains("No registration for any Logger (resolving Presenter → any Logger). Nothing is registered for any Logger."))
    }

    @Test("A dependency cycle is an error showing the path, never endless recursion")
    func cycle() throws {
        let container = DependencyContainer()
        container.register(Chicken.self) { container in Chicken(egg: try container.resolve()) }
        container.register(Egg.self) { container in Egg(chicken: try container.resolve()) }
        let error = try #require(throws: DependencyError.self) { try container.resolve(Chicken.self) }
        #expect(error == .cycle(path: ["Chicken", "Egg", "Chicken"]))
        #expect(error.description.hasPrefix("Dependency cycle: Chicken → Egg → Chicken."))
    }

    @Test("A cycle through a captured container, not the one passed to the factory, is caught too")
    func cycleThroughCapture() throws {
        let container = DependencyContainer()
        container.register(Chicken.self, scope: .shared) { [container] _ in Chicken(egg: try container.resolve()) }
        container.register(Egg.self) { [container] _ in Egg(chicken: try container.resolve()) }
        #expect(throws: DependencyError.cycle(path: ["Chicken", "Egg", "Chicken"])) { try container.resolve(Chicken.self) }
    }

    @Test("A registration for properties only cannot be resolved, and says how to fix it")
    func propertiesOnly() throws {
        final class Widget {}
        let container = DependencyContainer()
        container.registerProperties(of: Widget.self) { _, _ in }
        let error = try #require(throws: DependencyError.self) { try container.resolve(Widget.self) }
        #expect(error == .propertiesOnly(type: "Widget", path: ["Widget"]))
        #expect(error.description.hasSuffix("Register a factory, `container.register(Widget.self) { container in /* return a Widget */ }`."))
    }

    @Test("resolvingProperties on a factory registration resolves instances made elsewhere")
    @MainActor
    func resolvingPropertiesOnFactory() throws {
        let container = DependencyContainer()
        container.register(Logger.self) { _ in ConsoleLogger() }
        container.register(Gadget.self) { _ in Gadget() }
            .resolvingProperties { container, gadget in gadget.logger = try container.resolve() }
        let gadget = Gadget()
        try SceneDependencies(containers: [container], tag: nil).resolveProperties(of: gadget)
        #expect(gadget.logger is ConsoleLogger)
        #expect(try container.resolve(Gadget.self).logger == nil, "the factory's instance is not property-resolved")
    }

    @Test("A factory that throws is wrapped with the type and the path")
    func factoryThrows() throws {
        let container = DependencyContainer()
        container.register(Logger.self) { _ in throw SetupFailure.diskFull }
        container.register(Presenter.self) { container in Presenter(logger: try container.resolve()) }
        let error = try #require(throws: DependencyError.self) { try container.resolve(Presenter.self) }
        #expect(error == .factoryFailed(type: "any Logger", path: ["Presenter", "any Logger"], reason: "diskFull"))
        #expect(error.description == "Resolving any Logger failed (resolving Presenter → any Logger): diskFull")
    }

    @Test("A container keeps shared instances only; unique ones are released by their users")
    func noLeaks() throws {
        let container = DependencyContainer()
        container.register(Clock.self) { _ in Clock() }
        container.register(Logger.self, scope: .shared) { _ in ConsoleLogger() }
        weak var unique: Clock?
        weak var shared: (any Logger)?
        do {
            unique = try container.resolve(Clock.self)
            shared = try container.resolve(Logger.self)
        }
        #expect(unique == nil)
        #expect(shared != nil, "the container holds its shared instance")
    }

    @Test("Many threads resolve from one container at once")
    func manyThreads() async throws {
        let container = DependencyContainer()
        container.register(Logger.self, scope: .shared) { _ in ConsoleLogger() }
        container.register(Presenter.self) { container in Presenter(logger: try container.resolve()) }
        let count = try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<200 {
                group.addTask {
                    if index.isMultiple(of: 3) { container.register(Clock.self) { _ in Clock() } }
                    return try container.resolve(Presenter.self).logger === container.resolve(Logger.self)
                }
            }
            var count = 0
            for try await same in group where same { count += 1 }
            return count
        }
        #expect(count == 200)
    }
}

@Suite("Dependencies of storyboard controllers")
@MainActor
struct SceneDependencyTests {
    @Test("A storyboard controller gets its properties from the registration for its class")
    func resolvingProperties() throws {
        let profile = try DependencyBoard.withContainers.instantiate(DependentScreen.self)
        #expect(profile.logger is ConsoleLogger)
        #expect(profile.presenter?.logger === profile.logger)
    }

    @Test("A scene's tag picks the tagged registration; containers are searched in order")
    func tagsAndOrder() throws {
        let tagged = try DependencyBoard.withContainers.instantiate(DependentScreen.self, identifier: "Verbose")
        #expect(tagged.logger is VerboseLogger)
        #expect(tagged.source == "first container, verbose")
    }

    @Test("A controller can take over with its own didInstantiate")
    func didInstantiateOverride() throws {
        let custom = try DependencyBoard.withContainers.instantiate(SelfResolvingScreen.self)
        #expect(custom.logger is ConsoleLogger)
    }

    @Test("A scene naming a tag nobody registered fails with the storyboard, the scene and what is registered")
    func missingTag() throws {
        let error = try #require(throws: HeadlessStoryboardError.self) {
            try DependencyBoard.withContainers.instantiate(OrphanDependent.self)
        }
        #expect(error == .dependencies(storyboard: "withContainers", identifier: "OrphanDependent",
                                       error: .missingPropertyResolution(type: "OrphanDependent", tag: "'ghost'", registeredTags: [])))
        #expect(error.description == "Scene 'OrphanDependent' of storyboard 'withContainers' could not get its dependencies. "
                + "No container resolves the properties of OrphanDependent under tag 'ghost', which its scene names. "
                + "Nothing is registered for OrphanDependent. Register a property resolution, "
                + "`container.registerProperties(of: OrphanDependent.self, tag: \"ghost\") { container, controller in /* set its dependencies */ }`, "
                + "or remove the scene's dependency tag.")
    }
}

@Suite("Dependencies in storyboard maps")
@MainActor
struct DependencyMapTests {
    @Test("A storyboard map reports a scene whose dependencies do not resolve")
    func mapReportsDependencies() {
        let map = HeadlessStoryboardMap(validating: DependencyBoard.self)
        #expect(map.problems == [.storyboard(.dependencies(
            storyboard: "withContainers", identifier: "OrphanDependent",
            error: .missingPropertyResolution(type: "OrphanDependent", tag: "'ghost'", registeredTags: [])
        ))])
        #expect(!map.isValid)
    }
}

// MARK: - Fixtures

protocol Logger: AnyObject, Sendable {}
final class ConsoleLogger: Logger {}
final class VerboseLogger: Logger {}
final class Clock: Sendable {}

final class Presenter: Sendable {
    let logger: any Logger
    init(logger: any Logger) { self.logger = logger }
}

final class Chicken: Sendable {
    let egg: Egg
    init(egg: Egg) { self.egg = egg }
}

final class Egg: Sendable {
    let chicken: Chicken
    init(chicken: Chicken) { self.chicken = chicken }
}

enum SetupFailure: Error { case diskFull }

final class Gadget: @unchecked Sendable {
    var logger: (any Logger)?
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}

/// Two containers, searched in order: the first holds the tagged registrations.
enum AppContainers {
    static let first: DependencyContainer = {
        let container = DependencyContainer()
        container.register(Logger.self, tag: "verbose") { _ in VerboseLogger() }
        container.registerProperties(of: DependentScreen.self, tag: "verbose") { container, screen in
            screen.logger = try container.resolve(Logger.self, tag: "verbose")
            screen.source = "first container, verbose"
        }
        return container
    }()

    static let second: DependencyContainer = {
        let container = DependencyContainer()
        container.register(Logger.self, scope: .shared) { _ in ConsoleLogger() }
        container.register(Presenter.self) { container in Presenter(logger: try container.resolve()) }
        container.registerProperties(of: DependentScreen.self) { container, screen in
            screen.logger = try container.resolve()
            screen.presenter = try container.resolve()
            screen.source = "second container"
        }
        return container
    }()
}

enum DependencyBoard: String, HeadlessStoryboard, CaseIterable {
    case withContainers

    var layout: HeadlessStoryboardLayout {
        HeadlessStoryboardLayout { board in
            board.dependencies = [AppContainers.first, AppContainers.second]
            board.initialScene(DependentScreen.init)
            board.scene(identifier: "Verbose", dependencyTag: "verbose", DependentScreen.init)
            board.scene(SelfResolvingScreen.init)
            board.scene(dependencyTag: "ghost", OrphanDependent.init)
        }
    }
}

final class DependentScreen: PreparedController {
    var logger: (any Logger)?
    var presenter: Presenter?
    var source: String?
}

final class SelfResolvingScreen: PreparedController {
    var logger: (any Logger)?
    override func didInstantiate(with dependencies: SceneDependencies) throws(DependencyError) {
        logger = try dependencies.resolve(Logger.self)
    }
}

final class OrphanDependent: PreparedController {}
