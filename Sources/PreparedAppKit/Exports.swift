#if canImport(AppKit) && !targetEnvironment(macCatalyst)
@_exported import Prepared
@_exported import PreparedDependencies
#if canImport(SwiftUI)
@_exported import PreparedSwiftUI
#endif
#endif
