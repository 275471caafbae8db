#if canImport(AppKit) && !targetEnvironment(macCatalyst)
@_exported import Prepared
@_exported import PreparedDependencies
#endif
