import Prepared
import PreparedStoryboards

extension GeneratedCode {
    /// One extension of a scene class: its segue names, its typed `perform…Segue` helpers, its `TypedSegue`
    /// and its prototypes.
    mutating func writeClass(_ className: String, source: GenerationModel.Source?, prototypes: GenerationModel.PrototypeOwner?) {
        line()
        block("extension \(className)") { code in
            var first = true
            func separate(_ code: inout GeneratedCode) {
                if !first { code.line() }
                first = false
            }
            if let source, !source.cases.isEmpty {
                separate(&code)
                code.writeSegueNames(source)
            }
            if let source, !source.typedCases.isEmpty {
                separate(&code)
                code.writeTypedSegue(source)
            }
            if let prototypes {
                separate(&code)
                let files = prototypes.storyboards.map { "\(Self.comment($0)).storyboard" }.joined(separator: ", ")
                code.line("/// The prototypes of its scenes (\(files)), made as their classes: \(Self.dequeueExample(prototypes.framework)).")
                code.writePrototypes(prototypes.prototypes)
            }
        }
    }

    /// The `Segues` enum of the identifiers code performs, and a typed helper per segue whose context reaches one class.
    private mutating func writeSegueNames(_ source: GenerationModel.Source) {
        let access = access
        let files = source.storyboards.map { "\(Self.comment($0)).storyboard" }.joined(separator: ", ")
        line("/// Its segues that code performs (\(files)): `performSegue(.<segue>)`, or `perform…Segue { … }` to prepare what it shows.")
        block("nonisolated \(access)enum Segues: String, ClassSegueName, CaseIterable") { code in
            for segue in source.cases {
                code.writeSegueCase(segue.name, identifier: segue.identifier, description: segue.description)
            }
        }
        line("/// Performs one of its segues by name, as `performSegue(withIdentifier:sender:)` does: `performSegue(.<segue>)`.")
        line("\(access)func performSegue(_ segue: Segues, sender: Any? = nil) { performSegue(withIdentifier: segue.rawValue, sender: sender) }")
        for segue in source.cases {
            guard let destination = segue.destination else { continue }
            let perform = Self.performHelper(of: segue.name, among: source.cases.map(\.name))
            let hosting = destination.isHosting ? " A hosting controller's model is prepared: write the values there." : ""
            line("/// Performs `.\(SwiftIdentifier.escaped(segue.name))`; `prepare` gets the \(destination.className) it shows, after every other step.\(hosting)")
            line("\(access)func \(perform)(sender: Any? = nil, prepare: @escaping (\(destination.className)) throws -> Void) { "
                 + "performSegue(Segues.\(SwiftIdentifier.escaped(segue.name)), sender: sender, prepare: prepare) }")
        }
    }

    /// The typed helper that performs the segue `name`: `perform<Name>Segue`. A name that ends in `Segue` already
    /// (`uartSettingsSegue`) is not given a second one, unless another of `names` would then have the same helper.
    static func performHelper(of name: String, among names: [String]) -> String {
        let capitalized = SwiftIdentifier.capitalized(name)
        let stem = capitalized.dropLast("Segue".count)
        if capitalized.hasSuffix("Segue"), !stem.isEmpty, !names.contains(where: { $0 != name && SwiftIdentifier.capitalized($0) == stem }) {
            return "perform" + capitalized
        }
        return "perform" + capitalized + "Segue"
    }

    /// The `TypedSegue` enum: each segue with the controller it prepares, for `prepare(for:sender:)`.
    private mutating func writeTypedSegue(_ source: GenerationModel.Source) {
        let access = access
        let platformSegue = source.framework == .uiKit ? "UIStoryboardSegue" : "NSStoryboardSegue"
        line("/// Its segues, each with the controller it prepares as its class: `switch TypedSegue(segue)` in `prepare(for:sender:)`.")
        block("@MainActor \(access)enum TypedSegue") { code in
            for typed in source.typedCases {
                let match = typed.identifier == nil ? "without identifier: " : ""
                code.line("case \(SwiftIdentifier.escaped(typed.name))(\(typed.className))  // \(match)\(Self.comment(typed.description))")
            }
            code.line("case unmatched(UnmatchedSegue)  // not in the storyboards this was generated from, or another class: it says which")
            code.block("\(access)init(_ segue: \(platformSegue))") { code in
                code.line("let match = SegueMatch(segue, from: \(source.className).self)")
                code.line("switch segue.identifier {")
                for typed in source.typedCases {
                    guard let identifier = typed.identifier else { continue }
                    let name = SwiftIdentifier.escaped(typed.name)
                    code.line("case \(SwiftCode.stringLiteral(identifier)): self = match.typed(Self.\(name), else: Self.unmatched)")
                }
                let byClass = source.typedCases.filter { $0.identifier == nil }.map { "match.typed(Self.\(SwiftIdentifier.escaped($0.name)))" }
                if !byClass.isEmpty {
                    // Without identifier, the first case whose class the destination is.
                    code.line("case nil: self = " + (byClass + [".unmatched(match.unknown)"]).joined(separator: " ?? "))
                }
                code.line("default: self = .unmatched(match.unknown)")
                code.line("}")
            }
        }
    }
}
