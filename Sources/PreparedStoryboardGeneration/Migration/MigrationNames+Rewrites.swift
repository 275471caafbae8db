import PreparedStoryboards

/// What `migrate --diff` writes for a use: the typed code in place of the code that holds the string, where that is
/// safe; else why the use stays.
extension MigrationNames {
    /// The rewrite of `use`, resolved as `resolution`; `nil` for a cast, which holds no string.
    func rewrite(of use: MigrationScan.Use, _ resolution: Resolution) -> StringUse.Rewrite? {
        if case .destinationCast = use.form { return nil }
        guard let literal = use.literal else { return .kept(because: "the string is built at run time") }
        switch resolution.status {
        case .missing: return .kept(because: "missing: " + (resolution.note ?? "the files read lack the name"))
        case .unknown: return .kept(because: "unknown: " + (resolution.note ?? "the files read do not say"))
        case .resolved: break
        }
        let unnamed = StringUse.Rewrite.kept(because: resolution.note ?? "the generated code does not name it")
        switch use.form {
        case .identifier:
            // The string alone becomes the generated name's raw value: the comparison and the `switch` stay as they are.
            guard let name = segueRawValue(literal, use) else { return unnamed }
            return .replace(SourceEdit(range: use.literalBytes, text: name))
        case .scene(let scene):
            guard let replacement = resolution.replacement else { return unnamed }
            return rewrite(of: scene, as: replacement, resolution)
        case .performedSegue(let performed):
            let untyped = StringUse.Rewrite.kept(because: "no typed `performSegue(_:sender:)` of the class it is performed on names it"
                                                 + (resolution.note.map { ": \($0)" } ?? ""))
            return resolution.replacement.map { .replace(SourceEdit(range: performed.replaced, text: $0)) } ?? untyped
        case .storyboard(let call):
            return resolution.replacement.map { .replace(SourceEdit(range: call.replaced, text: $0)) } ?? unnamed
        case .nib(let call):
            return resolution.replacement.map { .replace(SourceEdit(range: call.replaced, text: $0)) } ?? unnamed
        case .destinationCast:
            return nil
        }
    }

    /// A scene instantiated and cast, replaced by `replacement` (`try Storyboards.MainScene.detail.instantiate()`)
    /// where the code around it stays right: the cast is `as!` to its class, the storyboard is known, and `try` fits.
    private func rewrite(of scene: MigrationScan.SceneCall, as replacement: String, _ resolution: Resolution) -> StringUse.Rewrite {
        guard let cast = scene.cast else {
            return .kept(because: "not cast with `as!`: the typed scene returns its class, not the framework's; replace it by hand")
        }
        guard cast.isForced, let replaced = cast.replaced else {
            return .kept(because: "cast with `as?`: the typed scene returns its class, not an optional; replace it by hand")
        }
        if !scene.isInitial, scene.storyboard == nil, !scene.fromOwnStoryboard {
            return .kept(because: "the storyboard it is instantiated from is held in a variable: check which one it is, "
                         + "then replace it by hand")
        }
        guard resolution.cast?.matches == true else {
            return .kept(because: "the storyboard's class is not known to be the class cast to")
        }
        guard cast.allowsTry else {
            return .kept(because: "`instantiate()` throws, and no throwing function or `do` block that catches every error "
                         + "holds the call")
        }
        return .replace(SourceEdit(range: replaced, text: replacement))
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
