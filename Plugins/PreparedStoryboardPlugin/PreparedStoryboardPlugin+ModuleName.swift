import Foundation

extension PreparedStoryboardPlugin {
    /// The module name Xcode gives the Swift code of a target named `name`.
    ///
    /// An Xcode target's `PRODUCT_MODULE_NAME` is `$(PRODUCT_NAME:c99extidentifier)` and its
    /// `PRODUCT_NAME` is `$(TARGET_NAME)`, unless the project sets them. `c99extidentifier` (Xcode's
    /// build system, swift-build: `String.mangledToC99ExtendedIdentifier()` in `Sources/SWBUtil/String.swift`)
    /// takes the name in Unicode's composed form, turns every character that a C99 extended
    /// identifier cannot hold (C99 Annex D) into `_`, then turns a leading digit into `_`:
    /// `My App` and `My-App` are `My_App`, `7Seas` is `_Seas`.
    static func moduleName(ofXcodeTarget name: String) -> String {
        var scalars = name.precomposedStringWithCanonicalMapping.unicodeScalars.map { scalar -> Unicode.Scalar in
            C99Identifier.allows(scalar) ? scalar : "_"
        }
        if let first = scalars.first, C99Identifier.isDigit(first) { scalars[0] = "_" }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }
}
