import Prepared
import PreparedStoryboards

extension GeneratedCode {
    /// A storyboard's scene namespace: a `TypedScene` per scene with a storyboard ID and for the initial
    /// scene, and the segues and prototypes of its scenes without a custom class.
    mutating func writeScenes(_ storyboard: GenerationModel.Storyboard) {
        let access = access
        let value = "\(name).\(SwiftIdentifier.escaped(storyboard.caseName))"
        line("/// The scenes of `\(Self.comment(storyboard.name)).storyboard`: `try \(name).\(storyboard.namespace).<scene>.instantiate()`.")
        block("nonisolated \(access)enum \(storyboard.namespace)") { code in
            if let initial = storyboard.initialClass {
                code.line("\(access)static let initial = TypedScene<\(initial)>(initialOf: \(value))")
            }
            for scene in storyboard.scenes {
                code.line("\(access)static let \(SwiftIdentifier.escaped(scene.name)) = TypedScene<\(scene.className)>"
                          + "(\(value), identifier: \(SwiftCode.stringLiteral(scene.identifier)))")
            }
            if !storyboard.sceneSegues.isEmpty {
                code.line()
                code.line("/// The segues of its scenes without a custom class: `controller.performSegue(Segues.<segue>, sender: nil)`.")
                code.block("nonisolated \(access)enum Segues: String, SegueName, CaseIterable") { code in
                    for segue in storyboard.sceneSegues {
                        code.writeSegueCase(segue.name, identifier: segue.identifier, description: segue.description)
                    }
                }
            }
            if !storyboard.prototypes.isEmpty {
                code.line()
                code.line("/// The prototypes of its scenes without a custom class: \(Self.dequeueExample(storyboard.framework)).")
                code.writePrototypes(storyboard.prototypes)
            }
        }
    }

    /// A `Segues` case, with where the segue leads as a comment.
    mutating func writeSegueCase(_ name: String, identifier: String, description: String) {
        let raw = name == identifier ? "" : " = \(SwiftCode.stringLiteral(identifier))"
        line("case \(SwiftIdentifier.escaped(name))\(raw)  // \(Self.comment(description))")
    }

    /// How a prototype is dequeued, for the doc comment of a `Prototype` enum.
    static func dequeueExample(_ framework: GenerationModel.Framework) -> String {
        switch framework {
        case .uiKit: "`tableView.dequeue(Prototype.<member>, for: indexPath) { cell in … }`"
        case .appKit: "`tableView.makeView(Prototype.<member>, owner: self) { view in … }`"
        }
    }

    /// The `Prototype` enum: a `CellPrototype` or `SupplementaryViewPrototype` per prototype, one a line.
    mutating func writePrototypes(_ prototypes: [GenerationModel.Prototype]) {
        let access = access
        block("nonisolated \(access)enum Prototype") { code in
            for prototype in prototypes {
                let name = SwiftIdentifier.escaped(prototype.name)
                let place = "storyboard: \(SwiftCode.stringLiteral(prototype.storyboard)), scene: \(SwiftCode.stringLiteral(prototype.scene))"
                let identifier = "reuseIdentifier: \(SwiftCode.stringLiteral(prototype.identifier))"
                if let elementKind = prototype.elementKind {
                    code.line("\(access)static let \(name) = SupplementaryViewPrototype<\(prototype.className)>(\(place), "
                              + "elementKind: \(SwiftCode.stringLiteral(elementKind)), \(identifier))")
                } else {
                    code.line("\(access)static let \(name) = CellPrototype<\(prototype.className)>(\(place), \(identifier))")
                }
            }
        }
    }
}
