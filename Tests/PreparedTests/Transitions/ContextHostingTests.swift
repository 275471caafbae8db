import Observation
import Testing
@testable import Prepared

// A controller that keeps its context in an `@Observable` model, as a SwiftUI
// hosting controller does, without any platform: the core's half of the contract.

enum HostedThemeKey: WorkflowKey {
    static let defaultValue = "light"
}

@Observable @MainActor
final class HostedModel: @MainActor ContextDeclaring, MainActorIsolated, WorkflowCarrying {
    var prepCtxName = ""
    var prepCtxCount = 0
    var workflow = WorkflowValues()

    static var contextTable: ContextTable {
        ContextTable(HostedModel.self) { keys in
            keys.add("prepCtxName", \.prepCtxName)
            keys.add("prepCtxCount", \.prepCtxCount)
        }
    }
}

@MainActor
final class ModelHost: ContextHosting {
    let model = HostedModel()
}

@MainActor
final class HostingSource: MainActorIsolated, WorkflowCarrying {
    var prepCtxName = "Ada"
    var prepCtxCount = 3
    var workflow = WorkflowValues()
}

@MainActor
final class MismatchedHostingSource: MainActorIsolated {
    var prepCtxName = "Ada"
    var prepCtxCount = "three"
}

@MainActor
final class HostedReceiver: @MainActor ContextDeclaring, MainActorIsolated {
    var prepCtxName = ""

    static var contextTable: ContextTable {
        ContextTable(HostedReceiver.self) { keys in
            keys.add("prepCtxName", \.prepCtxName)
        }
    }
}

@Suite("A controller whose context a model holds")
@MainActor
struct ContextHostingTests {
    @Test("A segue into a hosting controller prepares its model: context, workflow, registered preparations, one-shot")
    func segueIntoHost() throws {
        let host = ModelHost()
        let source = HostingSource()
        source.workflow[HostedThemeKey.self] = "dark"
        let preparations = Preparations()
        var preparedPairs: [String] = []
        preparations.register { (_: HostingSource, model: HostedModel) -> Void in preparedPairs.append("registered \(model.prepCtxName)") }
        let segue = Segue(source: source, destination: host, kind: .show, identifier: "qr")
        #expect(ObjectIdentifier(segue.destination) == ObjectIdentifier(host.model))

        var observed = false
        withObservationTracking { _ = host.model.prepCtxName } onChange: { [box = ObservedBox.shared] in box.changed = true }
        try PreparationPipeline(preparations: preparations).prepare(segue) { destination in
            preparedPairs.append("one-shot \(type(of: destination))")
        }
        observed = ObservedBox.shared.changed
        ObservedBox.shared.changed = false

        #expect(host.model.prepCtxName == "Ada")
        #expect(host.model.prepCtxCount == 3)
        #expect(host.model.workflow[HostedThemeKey.self] == "dark")
        #expect(preparedPairs == ["registered Ada", "one-shot HostedModel"])
        #expect(observed, "the write went through the model's observed setter")
    }

    @Test("A mismatch is the usual typed error, and the model keeps every value it had")
    func mismatchWritesNothing() throws {
        let host = ModelHost()
        host.model.prepCtxName = "before"
        let segue = Segue(source: MismatchedHostingSource(), destination: host, kind: .show, identifier: nil)
        let error = try #require(throws: TransitionError.self) {
            try PreparationPipeline(preparations: Preparations()).prepare(segue)
        }
        #expect(error.description.contains("MismatchedHostingSource"))
        #expect(error.description.contains("HostedModel"))
        #expect(error.description.contains("prepCtxCount"))
        #expect(host.model.prepCtxName == "before")
        #expect(host.model.prepCtxCount == 0)
    }

    @Test("A step that fails after the context was written puts the model's values and workflow back")
    func laterFailureRestoresModel() throws {
        struct Refused: Error {}
        let host = ModelHost()
        host.model.prepCtxName = "before"
        let source = HostingSource()
        source.workflow[HostedThemeKey.self] = "dark"
        let preparations = Preparations()
        preparations.register(destination: { (_: HostedModel) in throw Refused() })
        let segue = Segue(source: source, destination: host, kind: .show, identifier: nil)
        #expect(throws: TransitionError.self) { try PreparationPipeline(preparations: preparations).prepare(segue) }
        #expect(host.model.prepCtxName == "before")
        #expect(host.model.prepCtxCount == 0)
        #expect(host.model.workflow[HostedThemeKey.self] == "light")
    }

    @Test("A segue out of a hosting controller reads its model")
    func segueOutOfHost() throws {
        let host = ModelHost()
        host.model.prepCtxName = "Grace"
        let receiver = HostedReceiver()
        let segue = Segue(source: host, destination: receiver, kind: .show, identifier: nil)
        #expect(ObjectIdentifier(segue.source) == ObjectIdentifier(host.model))
        try PreparationPipeline(preparations: Preparations()).prepare(segue)
        #expect(receiver.prepCtxName == "Grace")
    }

    @Test("An @Observable model needs no table to be a source: its tracked properties are read from their storage")
    func observableSourceWithoutTable() throws {
        let receiver = NoteReceiver()
        try PreparationPipeline(preparations: Preparations())
            .prepare(Segue(source: UntabledModelHost(), destination: receiver, kind: .show, identifier: nil))
        let report = ContextPropagator.standard.validate(from: UntabledModelHost().model, to: receiver)
        #expect(report.flows.map(\.property).sorted() == ["prepCtxCount", "prepCtxName", "prepCtxNote"])
        #expect(receiver.prepCtxName == "Lin" && receiver.prepCtxCount == 5)
        #expect(receiver.prepCtxNote == "ignored by Observation, read all the same")
        #expect(report.problems.isEmpty, "\(report)")
    }

    @Test("propagate and validate take a hosting controller as its model, so a test against the controller can fail")
    func propagatorTakesModel() throws {
        let host = ModelHost()
        try ContextPropagator.standard.propagate(from: HostingSource(), to: host)
        #expect(host.model.prepCtxName == "Ada" && host.model.prepCtxCount == 3)
        let receiver = NoteReceiver()
        try ContextPropagator.standard.propagate(from: UntabledModelHost(), to: receiver)
        #expect(receiver.prepCtxName == "Lin")
        #expect(throws: PropagationError.self) { try ContextPropagator.standard.propagate(from: MismatchedHostingSource(), to: host) }
        #expect(host.model.prepCtxCount == 3, "the failed transition wrote nothing")

        let report = ContextPropagator.standard.validate(from: HostingSource(), to: ModelHost())
        #expect(report.destinationClass == "HostedModel")
        #expect(report.flows.map(\.property).sorted() == ["prepCtxCount", "prepCtxName"])
        #expect(!ContextPropagator.standard.validate(from: MismatchedHostingSource(), to: ModelHost()).isValid)
        let outgoing = ContextPropagator.standard.validate(from: UntabledModelHost(), to: NoteReceiver())
        #expect(outgoing.sourceClass == "UntabledModel" && outgoing.flows.map(\.property).count == 3)
    }

    @Test("A segue keeps the controllers; a typed one-shot closure gets the model, or the controller when it takes the controller's class")
    func oneShotTakesModelOrController() throws {
        let host = ModelHost()
        let segue = Segue(source: HostingSource(), destination: host, kind: .show, identifier: nil)
        #expect(ObjectIdentifier(segue.destinationController) == ObjectIdentifier(host))
        var seen: [String] = []
        let source = HostingSource()
        OneShotPreparations.performing(from: source, segue: "HostSegue.model", prepare: { (controller: ModelHost) in seen.append("controller \(type(of: controller))") }) {
            try? PreparationPipeline(preparations: Preparations())
                .prepare([Segue(source: source, destination: host, kind: .show, identifier: nil)],
                         oneShot: OneShotPreparations.closure(for: source), onFailure: .restoreDestinations).commit()
        }
        OneShotPreparations.performing(from: source, segue: "HostSegue.model", prepare: { (model: HostedModel) in seen.append("model \(type(of: model))") }) {
            try? PreparationPipeline(preparations: Preparations())
                .prepare([Segue(source: source, destination: host, kind: .show, identifier: nil)],
                         oneShot: OneShotPreparations.closure(for: source), onFailure: .restoreDestinations).commit()
        }
        #expect(seen == ["controller ModelHost", "model HostedModel"])
    }

    @Test("Preparing by hand treats a hosting controller as its model")
    func preparingByHand() throws {
        let preparations = Preparations()
        var seen: String?
        preparations.register(destination: { (model: HostedModel) in seen = "\(type(of: model))" })
        try preparations.prepare(from: HostingSource(), to: ModelHost())
        #expect(seen == "HostedModel")
    }
}

/// A model without a table: a source only, read at its fields' offsets like any class.
@Observable @MainActor
final class UntabledModel: MainActorIsolated {
    var prepCtxName = "Lin"
    var prepCtxCount = 5
    @ObservationIgnored var prepCtxNote = "ignored by Observation, read all the same"
}

@MainActor
final class UntabledModelHost: ContextHosting {
    let model = UntabledModel()
}

@MainActor
final class NoteReceiver: @MainActor ContextDeclaring, MainActorIsolated {
    var prepCtxName = ""
    var prepCtxCount = 0
    var prepCtxNote = ""

    static var contextTable: ContextTable {
        ContextTable(NoteReceiver.self) { keys in
            keys.add("prepCtxName", \.prepCtxName)
            keys.add("prepCtxCount", \.prepCtxCount)
            keys.add("prepCtxNote", \.prepCtxNote)
        }
    }
}

/// Where an observation's change handler, which may run on any thread, records that it ran.
final class ObservedBox: @unchecked Sendable {
    static let shared = ObservedBox()
    var changed = false
}
