import Testing
import PreparedHeadless
@testable import Prepared
@testable import PreparedResources

/// The platform-neutral half of the UIKit and AppKit adapters, tested without
/// either: typed storyboard files, the dependency hook, typed segues and
/// their one-shot closures. (Tests/AppleStubs tests the adapters on top.)
@Suite("What the UIKit and AppKit adapters share")
@MainActor
struct AdapterSupportTests {
    @Test("The failure handler's log says what failed: a scene, a controller shown from code, or a transition")
    func failureHeadlines() {
        #expect(PreparationPipeline.headline(of: .storyboard(.noInitialScene(storyboard: "Main")))
            == "A scene could not be made, or could not get its dependencies.")
        #expect(PreparationPipeline.headline(of: .notShown(source: "A", destination: "B", presentation: "push", reason: "r"))
            == "A controller could not be shown, and was neither prepared nor shown.")
        #expect(PreparationPipeline.headline(of: .sourceDoesNotConform(source: "A", destination: "B", requirement: "P"))
            == "A transition's preparation failed and wrote nothing.")
    }

    @Test("A storyboard file's scene is named after the class by default, and is checked to hold it")
    func instantiateScene() throws {
        var requested: [String] = []
        let made = try AdapterFile.main.instantiateScene(SceneA.self, identifier: nil) { identifier in
            requested.append(identifier)
            return SceneA()
        }
        #expect(type(of: made) == SceneA.self)
        _ = try AdapterFile.main.instantiateScene(SceneA.self, identifier: "Other") { identifier in
            requested.append(identifier)
            return SceneA()
        }
        #expect(requested == ["SceneA", "Other"])

        let error = try #require(throws: StoryboardError.self) {
            try AdapterFile.main.instantiateScene(SceneA.self, identifier: nil) { _ in SceneB() }
        }
        #expect(error == .wrongType(storyboard: "Main", identifier: "SceneA", expected: "SceneA", actual: "SceneB"))
        #expect(error.description == "Scene 'SceneA' of storyboard 'Main' holds a SceneB, not a SceneA. Ask for what it holds, "
                + "`instantiate(SceneB.self, identifier: \"SceneA\")`, or, in Interface Builder, set this scene's Custom Class "
                + "to SceneA, or move the Storyboard ID 'SceneA' to the scene whose Custom Class is SceneA.")
    }

    @Test("The same mistake in a storyboard declared in code is fixed in code")
    func wrongTypeInLayout() {
        let error = HeadlessStoryboardError.wrongType(storyboard: "main", identifier: "SceneA", expected: "SceneA", actual: "SceneB")
        #expect(error.description.hasSuffix("or register SceneA in a scene of its own, `board.scene(SceneA.init)`."))
        #expect(!error.description.contains("Interface Builder"))
    }

    @Test("A storyboard file without an initial scene, or holding another class there, is a typed error")
    func instantiateInitialScene() throws {
        let initial = try AdapterFile.main.instantiateInitialScene(SceneA.self) { SceneA() }
        #expect(type(of: initial) == SceneA.self)
        #expect(throws: StoryboardError.noInitialScene(storyboard: "Main")) {
            try AdapterFile.main.instantiateInitialScene(SceneA.self) { nil }
        }
        #expect(throws: StoryboardError.wrongType(storyboard: "Main", identifier: "initial scene", expected: "SceneA",
                                                  actual: "SceneB")) {
            try AdapterFile.main.instantiateInitialScene(SceneA.self) { SceneB() }
        }
    }

    @Test("The dependency hook runs once for a creator's scene, and names the file being instantiated in its error")
    func dependencyHook() throws {
        var scene: HookedScene?
        _ = try AdapterFile.main.instantiateScene(HookedScene.self, identifier: nil, didMake: { ($0 as? any SceneDependencyResolving)?.resolveDependenciesIfNeeded() }) { _ in
            #expect(StoryboardInstantiation.current == "Main")
            let made = HookedScene(tag: "drafts")
            made.resolveDependenciesIfNeeded()  // awakeFromNib, which the platform runs while it makes the scene
            scene = made
            return made
        }
        #expect(StoryboardInstantiation.current == nil, "the name is current only while the platform makes the scene")
        let made = try #require(scene)
        made.resolveDependenciesIfNeeded()
        #expect(made.instantiations == 1, "resolves once however often it is called")

        let withoutAwake = try AdapterFile.main.instantiateScene(HookedScene.self, identifier: nil, didMake: { ($0 as? any SceneDependencyResolving)?.resolveDependenciesIfNeeded() }) { _ in
            HookedScene(tag: "drafts")
        }
        #expect(withoutAwake.instantiations == 1, "a creator's scene resolves even when awakeFromNib did not run")
        #expect(made.failures == [.storyboard(.dependencies(storyboard: "Main", identifier: "HookedScene", reason: HookedScene.error.description))])

        let loadedByThePlatform = HookedScene(tag: "drafts")
        loadedByThePlatform.resolveDependenciesIfNeeded()
        #expect(loadedByThePlatform.failures == [
            .storyboard(.dependencies(storyboard: "(loaded by UIKit)", identifier: "HookedScene", reason: HookedScene.error.description)),
        ])

        let untagged = HookedScene(tag: nil)
        untagged.resolveDependenciesIfNeeded()
        #expect(untagged.instantiations == 0, "no containers and no tag: nothing to resolve")
    }

    @Test("A typed performSegue passes the raw value, and its one-shot closure runs only during the call")
    func typedSegues() throws {
        let source = RecordingSource()
        let destination = SceneA()
        source.destination = destination
        var prepared: [SceneA] = []
        source.performSegue(AdapterSegue.edit, sender: nil) { (scene: SceneA) in prepared.append(scene) }
        #expect(source.performed == ["editScene"])
        #expect(prepared.count == 1 && prepared.first === destination)
        #expect(source.failures.isEmpty)

        source.performSegue(AdapterSegue.edit, sender: nil)
        #expect(prepared.count == 1, "the closure was for one call")
        #expect(source.shouldPerformSegue(AdapterSegue.edit, sender: nil) == false)
        #expect(source.asked == ["editScene"])
    }

    @Test("A one-shot closure for another class fails the preparation, naming both classes")
    func oneShotMismatch() {
        let source = RecordingSource()
        source.destination = SceneA()
        source.performSegue(AdapterSegue.edit, sender: nil) { (_: SceneB) in }
        #expect(source.failures == [.preparationFailed(source: "RecordingSource", destination: "SceneA", step: "the closure passed to perform or show",
                                                       reason: "the closure takes a SceneB, and the destination is a SceneA")])
    }

    @Test("A one-shot closure the source's steps never take is reported to the failure handler, naming the source and the segue")
    func oneShotNeverRunOnPlainController() {
        let savedHandler = PreparationPipeline.failureHandler
        var reported: [TransitionError] = []
        PreparationPipeline.failureHandler = { reported.append($0) }
        defer { PreparationPipeline.failureHandler = savedHandler }

        let source = PlainPerformer()
        var ran = false
        source.performSegue(AdapterSegue.edit, sender: nil) { (_: SceneA) in ran = true }
        #expect(source.performed == ["editScene"], "the segue is still performed")
        #expect(!ran)
        #expect(reported == [.oneShotNotRun(source: "PlainPerformer", segue: "AdapterSegue.edit", sourcePrepares: false)])
        #expect(reported.first?.description == "The closure passed to performSegue(AdapterSegue.edit, sender:prepare:) never ran: "
            + "PlainPerformer's prepare(for:sender:) does not run Prepared's preparation steps, so the segue was performed "
            + "without it. Make PlainPerformer adopt SeguePreparing, `extension PlainPerformer: SeguePreparing {}`, and call "
            + "`prepareDestination(of: segue)` in its prepare(for:sender:) after `super.prepare(for: segue, sender: sender)`; "
            + "or make it a subclass of PreparedViewController (PreparedWindowController for a window controller).")

        reported = []
        source.performSegue(AdapterSegue.edit, sender: nil)
        #expect(reported.isEmpty, "a performSegue without a closure has nothing to report")
    }

    @Test("A source that runs steps of its own but skips them for a segue reports the closure to its own preparationDidFail")
    func oneShotNeverRunOnPreparingSource() {
        let source = RecordingSource()
        source.performSegue(AdapterSegue.edit, sender: nil) { (_: SceneA) in }
        #expect(source.failures == [.oneShotNotRun(source: "RecordingSource", segue: "AdapterSegue.edit", sourcePrepares: true)],
                "no destination: the steps never ran")
        #expect(source.failures.first?.description == "The closure passed to performSegue(AdapterSegue.edit, sender:prepare:) never "
            + "ran: RecordingSource runs Prepared's preparation steps, but its prepare(for:sender:) did not run them for this segue, so "
            + "the segue was performed without it. Call `prepareDestination(of: segue)` in its prepare(for:sender:) for every "
            + "segue, after `super.prepare(for: segue, sender: sender)`.")
    }

    @Test("A one-shot closure that performs another segue from the same source keeps each call's closure apart")
    func nestedOneShots() {
        let source = RecordingSource()
        let outer = SceneA()
        source.destination = outer
        var order: [String] = []
        source.performSegue(AdapterSegue.edit, sender: nil) { (_: SceneA) in
            order.append("outer")
            source.performSegue(AdapterSegue.edit, sender: nil) { (_: SceneA) in order.append("inner") }
        }
        #expect(order == ["outer", "inner"])
        #expect(source.failures.isEmpty, "both closures ran: nothing is reported")
    }
}

// MARK: - Fixtures

/// A controller that performs segues but runs no preparation steps, as a plain
/// `UIViewController` does.
@MainActor
private final class PlainPerformer: StoryboardSeguePerforming {
    private(set) var performed: [String] = []

    func performSegue(withIdentifier identifier: String, sender: Any?) {
        performed.append(identifier)
    }

    func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
}

private enum AdapterFile: String, StoryboardName {
    case main = "Main"
}

private enum AdapterSegue: String, SegueName {
    case edit = "editScene"
}

@MainActor
private final class SceneA {}

@MainActor
private final class SceneB {}

/// A controller with the adapters' base classes' dependency hook.
@MainActor
private final class HookedScene: SceneDependencyResolving {
    static let error = DependencyError.missingPropertyResolution(type: "HookedScene", tag: "'drafts'", registeredTags: [])

    let dependencyTag: String?
    var hasResolvedDependencies = false
    private(set) var instantiations = 0
    private(set) var failures: [TransitionError] = []

    init(tag: String?) {
        dependencyTag = tag
    }

    func didInstantiate(with dependencies: SceneDependencies) throws(DependencyError) {
        instantiations += 1
        throw Self.error
    }

    func preparationDidFail(_ error: TransitionError) {
        failures.append(error)
    }

    func resolveDependenciesIfNeeded() {
        resolveDependenciesOnce(loadedBy: "UIKit")  // the base classes' body
    }
}

/// A source that performs its segues the way UIKit and AppKit do: it calls
/// its own preparation from inside `performSegue(withIdentifier:sender:)`.
@MainActor
private final class RecordingSource: StoryboardSeguePerforming, SegueSource {
    var destination: AnyObject?
    private(set) var performed: [String] = []
    private(set) var asked: [String] = []
    private(set) var failures: [TransitionError] = []

    func performSegue(withIdentifier identifier: String, sender: Any?) {
        performed.append(identifier)
        guard let destination else { return }
        do {
            try prepareDestinations([Segue(source: self, destination: destination, kind: .custom("StubSegue"), identifier: identifier)])
        } catch {
            preparationDidFail(error)
        }
    }

    func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        asked.append(identifier)
        return false
    }

    func preparationDidFail(_ error: TransitionError) {
        failures.append(error)
    }
}
