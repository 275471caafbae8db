#if canImport(SwiftUI)
@_exported import Prepared
#endif
