extension ConnectionCheck {
    /// Checks a XIB's outlets, File's Owner's among them, against the classes of their owners, and, with
    /// `reportsUnknownClasses`, its objects' custom classes against the classes passed.
    ///
    /// File's Owner is the object the loader passes, of the class the XIB names for it: when that class is neither
    /// among the classes passed nor found by name in the module, its outlets are not checked and the XIB is kept in
    /// ``uncheckedNibs``; no other class stands in for it. An unknown File's Owner's class is no problem: loading the
    /// nib does not make File's Owner.
    mutating func check(_ nib: NibDocument, file: String, reportsUnknownClasses: Bool) {
        if reportsUnknownClasses {
            reportUnknownClasses(of: nib.objects, file: file, scene: nil, platform: nib.platform)
        }
        var owners = nib.objects
        if let owner = nib.filesOwner, let customClass = owner.customClass, !customClass.isEmpty {
            let object = InterfaceObject(id: owner.id, element: owner.element, customClass: customClass, customModule: owner.customModule,
                                          customModuleProvider: owner.customModuleProvider, location: owner.location)
            // Kept as an outlet's destination too (a table's `dataSource`), whose class a type check needs.
            owners.append(object)
            let outlets = nib.filesOwnerOutlets.count
            if outlets > 0, classes.find(object) == nil {
                uncheckedNibs.append(WholeAppCheck.UncheckedNib(file: file, className: object.qualifiedClassName, outlets: outlets))
            }
        }
        checkOutlets(nib.connections, of: owners, platform: nib.platform) { className, property, location in
            WholeAppCheck.OutletPlace(file: file, scene: nil, className: className, property: property, location: location)
        }
        checkRuntimeAttributes(nib.runtimeAttributes, file: file, scene: nil, platform: nib.platform)
    }

    /// A XIB's identity without `.xib`, from its path in ``InterfaceCatalog/nibPaths``: `Cells/ContactCell`.
    static func identity(ofNib path: String) -> String {
        path.hasSuffix(".xib") ? String(path.dropLast(".xib".count)) : path
    }
}
