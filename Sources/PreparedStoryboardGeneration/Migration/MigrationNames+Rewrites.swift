import PreparedStoryboards

/// What `migrate --diff` writes for a use: the typed code in place of the code that holds the string, where that is
/// safe; else why the use stays.
extension MigrationNames {
    /// The rewrite of `use`, resolved as `resolution`; `nil` for a cast, which holds no string.
    func rewrite(of use: MigrationScan.Use, _ resolution: Resolution) -> StringUse.Rewrite? {
        guard use.kind != .destinationCast else { return nil }
        guard let literal = use.literal else { return .kept(because: "the string is built at run time") }
        switch resolution.status {
        case .missing: return .kept(because: "missing: " + (resolution.note ?? "the files read lack the name"))
        case .unknown: return .kept(because: "unknown: " + (resolution.note ?? "the files read do not say"))
        case .resolved: break
        }
        switch use.kind {
        case .segueComparison, .segueCase:
            // The string alone becomes the generated name's raw value: the comparison and the `switch` stay as they are.
            guard let name = segueRawValue(literal, use) else {
                return .kept(because: resolution.note ?? "the generated code does not name this segue")
            }
            return .replace(SourceEdit(range: use.literalBytes, text: name))
        case .instantiateScene, .instantiateInitialScene:
            guard let replacement = resolution.replacement, let replaced = use.replaced else {
                if resolution.replacement != nil, use.castClass != nil, !use.isCastForced {
                    return .kept(because: "cast with `as?`: the typed scene returns its class, not an optional; replace it by hand")
                }
                return .kept(because: resolution.replacement == nil ? resolution.note ?? "the generated code does not name it"
                             : "not cast with `as!`: the typed scene returns its class, not the framework's; replace it by hand")
            }
            if use.kind == .instantiateScene, use.storyboard == nil, !use.fromOwnStoryboard {
                return .kept(because: "the storyboard it is instantiated from is held in a variable: check which one it is, "
                             + "then replace it by hand")
            }
            guard resolution.cast?.matches == true else {
                return .kept(because: "the storyboard's class is not known to be the class cast to")
            }
            guard use.allowsTry else {
                return .kept(because: "`instantiate()` throws, and no throwing function or `do` block that catches every error "
                             + "holds the call")
            }
            return .replace(SourceEdit(range: replaced, text: replacement))
        case .performSegue, .storyboardName, .nibName:
            guard let replacement = resolution.replacement, let replaced = use.replaced else {
                return .kept(because: resolution.note ?? "the generated code does not name it")
            }
            return .replace(SourceEdit(range: replaced, text: replacement))
        case .destinationCast:
            return nil
        }
    }

    /// The edits that make `dispatch` a `switch` over the class's `TypedSegue`, when each identifier it chooses by is a
    /// typed segue of the class's own scenes; `nil` otherwise (another class's segue would be `unmatched` there).
    func rewrite(of dispatch: MigrationScan.SegueDispatch) -> [SourceEdit]? {
        guard let source = dispatch.enclosingType.flatMap({ segueSources[$0] }) else { return nil }
        var edits: [SourceEdit] = []
        for part in dispatch.parts {
            var text = part.prefix
            if let identifier = part.identifier {
                guard let typed = source.typedCases.first(where: { $0.identifier == identifier }) else { return nil }
                text += "." + SwiftIdentifier.escaped(typed.name)
            }
            edits.append(SourceEdit(range: part.range, text: text + part.suffix))
        }
        return edits
    }

    /// The generated name of the segue `identifier` as a string, where `use` compares or switches over it:
    /// `Segues.add.rawValue` of the class whose code it is, another class's (`Inbox.Segues.add.rawValue`), or that of
    /// a scene without a custom class (`Storyboards.MainScene.Segues.add.rawValue`).
    private func segueRawValue(_ identifier: String, _ use: MigrationScan.Use) -> String? {
        let own = use.enclosingType.flatMap { segueSources[$0] }.flatMap { source in Self.has(identifier, source) ? source : nil }
        if let source = own ?? sourceHaving(identifier) {
            guard let segueCase = source.cases.first(where: { $0.identifier == identifier }) else { return nil }
            let qualifier = own == nil ? "\(source.className)." : ""
            return "\(qualifier)Segues.\(SwiftIdentifier.escaped(segueCase.name)).rawValue"
        }
        if let (storyboard, found) = sceneSegue(identifier) {
            return "\(model.name).\(storyboard.namespace).Segues.\(SwiftIdentifier.escaped(found.name)).rawValue"
        }
        return nil
    }
}
