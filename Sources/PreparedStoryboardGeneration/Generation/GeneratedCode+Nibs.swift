import Prepared
import PreparedStoryboards

extension GeneratedCode {
    /// The `NibName` enum: one case a nib, with what it holds in its comment.
    mutating func writeNibs(_ model: GenerationModel, bundle: SwiftGenerator.BundleLocation) {
        let access = access
        line()
        line("/// The app's nib (`.xib`) files, by name.")
        block("nonisolated \(access)enum \(model.nibsName): String, NibName, CaseIterable") { code in
            for nib in model.nibs {
                let summary = nib.summary.isEmpty ? "" : ": \(Self.comment(nib.summary))"
                code.line("case \(SwiftIdentifier.escaped(nib.caseName)) = \(SwiftCode.stringLiteral(nib.name))"
                          + "  // \(Self.comment(nib.name)).xib (\(nib.platform))\(summary)")
            }
            code.line()
            code.writeBundleProperty(holding: "nibs", bundle)
        }
    }

    /// One framework's nibs: their cells and views, typed; and, when `checksBundle` (the framework has no storyboard,
    /// whose `appClasses` and `checkBundle()` cover the nibs too), their classes and the bundle check.
    mutating func writeNibSection(_ model: GenerationModel, nibs: [GenerationModel.Nib], framework: GenerationModel.Framework,
                                  checksBundle: Bool) {
        let access = access
        let nibsName = model.nibsName
        block("extension \(nibsName)") { code in
            var first = true
            if checksBundle {
                code.line("/// The nibs' custom classes (File's Owner and every object that names a module): a rename in Swift alone fails here.")
                code.writeClassList("nibClasses", model.nibClasses[framework] ?? [], access: access)
                first = false
            }
            let cells = nibs.flatMap { nib in nib.cells.map { (nib, $0) } }
            if !cells.isEmpty {
                if !first { code.line() }
                first = false
                let make = framework == .uiKit ? "`dequeue(_:for:)`" : "`makeView(_:owner:)` (a table) or `makeItem(_:for:)` (a collection view)"
                code.line("/// The cells kept in nibs: `register(_:)` one with a table or collection view, then \(make) it as its class.")
                code.block("nonisolated \(access)enum \(model.nibNamespaces.cell)") { code in
                    for (nib, cell) in cells {
                        let identifier = cell.reuseIdentifier.map { ", reuseIdentifier: \(SwiftCode.stringLiteral($0))" } ?? ""
                        code.line("\(access)static let \(SwiftIdentifier.escaped(cell.member)) = NibCell<\(cell.className)>"
                                  + "(\(nibsName).\(SwiftIdentifier.escaped(nib.caseName))\(identifier))")
                    }
                }
            }
            if checksBundle {
                code.line()
                let (items, unchecked) = Self.nibBundleItems(nibs, nibsName: nibsName, firstResponders: "nibClasses")
                code.writeBundleCheck(items: items, unchecked: unchecked, storyboards: false)
            }
            let views = nibs.flatMap { nib in nib.views.map { (nib, $0) } }
            if !views.isEmpty {
                if !first { code.line() }
                code.line("/// The nibs whose top-level object is a view of a custom class: `instantiate(owner:)` makes it as its class.")
                code.block("nonisolated \(access)enum \(model.nibNamespaces.view)") { code in
                    for (nib, view) in views {
                        code.line("\(access)static let \(SwiftIdentifier.escaped(view.member)) = NibView<\(view.className)>"
                                  + "(\(nibsName).\(SwiftIdentifier.escaped(nib.caseName)))")
                    }
                }
            }
        }
    }

    /// The bundle check's items of the nibs: each compiled into the bundle, each class they name the one the generated
    /// code names at run time, their connections and resources; one statement each. `firstResponders` spells the nibs'
    /// class list where the check is written. Also the classes left unchecked, for a comment.
    static func nibBundleItems(_ nibs: [GenerationModel.Nib], nibsName: String,
                               firstResponders: String) -> (items: [String], unchecked: [String]) {
        var items: [String] = []
        var unchecked: [String] = []
        for nib in nibs {
            let value = "\(nibsName).\(SwiftIdentifier.escaped(nib.caseName))"
            items.append(".nib(\(value))")
            for check in nib.classChecks {
                guard let runtimeName = check.runtimeName else {
                    unchecked.append("\(check.className ?? "") ('\(check.id)' of \(nib.name).xib)")
                    continue
                }
                items.append(".objectClass(\(SwiftCode.stringLiteral(runtimeName)), \(check.className.map { "\($0).self" } ?? "nil"), "
                             + "id: \(SwiftCode.stringLiteral(check.id)), element: \(SwiftCode.stringLiteral(check.element)), at: .nib(\(value)))")
            }
            let checks = nib.connectionChecks
            items += Self.connectionItems(checks, firstResponders: firstResponders) { _ in ".nib(\(value))" }
            if !checks.images.isEmpty || !checks.colors.isEmpty {
                items.append(".resources(images: \(Self.literals(checks.images)), colors: \(Self.literals(checks.colors)), at: .nib(\(value)))")
            }
        }
        return (items, unchecked)
    }
}
