#if (PREPARED_UIKIT && canImport(UIKit) && !os(watchOS)) || (PREPARED_APPKIT && canImport(AppKit) && !targetEnvironment(macCatalyst))
@_exported import Prepared
@_exported import PreparedResources
@_exported import PreparedDependencies
#if canImport(SwiftUI)
@_exported import PreparedSwiftUI
#endif
#endif
