import PreparedStoryboards

/// How the generated code spells a scene's or a prototype's class, and the modules it must
/// import for that.
///
/// A class of the storyboard's own target (`customModuleProvider="target"`),
/// of the module the code is compiled into, or without `customModule` is
/// written as it is; one of another module is written `Module.Class`, and the
/// module is imported. A `customClass` that already has a dot is taken as
/// `Module.Class`. A class whose module has its name is written bare, and
/// its module imported.
struct ClassNaming {
    /// The module the generated code is compiled into.
    let module: String?
    /// The modules the names written so far need.
    private(set) var imports: Set<String> = []

    init(module: String?) {
        self.module = module
    }

    /// The class as the generated code spells it, or `nil` for a controller without a custom class.
    mutating func name(of controller: StoryboardController) -> String? {
        name(customClass: controller.customClass, module: controller.customModule, provider: controller.customModuleProvider)
    }

    /// The class as the generated code spells it.
    mutating func name(of object: InterfaceObject) -> String? {
        name(customClass: object.customClass, module: object.customModule, provider: object.customModuleProvider)
    }

    /// The class as the generated code spells it, or `nil` for a prototype without a custom class.
    mutating func name(of prototype: InterfacePrototype) -> String? {
        name(customClass: prototype.customClass, module: prototype.customModule, provider: prototype.customModuleProvider)
    }

    /// The class as the generated code spells it, or `nil` for a nib's object (or File's Owner) without a custom class.
    mutating func name(of object: NibTopLevelObject) -> String? {
        name(customClass: object.customClass, module: object.customModule, provider: object.customModuleProvider)
    }

    private mutating func name(customClass: String?, module customModule: String?, provider: String?) -> String? {
        guard let customClass, !customClass.isEmpty else { return nil }
        if let dot = customClass.lastIndex(of: ".") {
            let owner = String(customClass[..<dot])
            if owner != module { imports.insert(owner) }
            return qualified(String(customClass[customClass.index(after: dot)...]), in: owner)
        }
        guard let customModule, !customModule.isEmpty, provider != "target", customModule != module else { return customClass }
        imports.insert(customModule)
        return qualified(customClass, in: customModule)
    }

    /// `Module.Class`, or `Class` alone when the module has the class's name (`MarqueeLabel` of the pod
    /// `MarqueeLabel`): Swift reads `MarqueeLabel.MarqueeLabel` as a member of the class, which it lacks.
    /// The imported module's class is the one its bare name finds.
    private func qualified(_ className: String, in owner: String) -> String {
        owner == className ? className : "\(owner).\(className)"
    }
}
