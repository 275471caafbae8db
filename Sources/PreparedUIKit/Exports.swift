#if canImport(UIKit) && !os(watchOS)
@_exported import Prepared
@_exported import PreparedDependencies
#endif
