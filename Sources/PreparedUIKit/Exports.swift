#if canImport(UIKit)
@_exported import Prepared
#endif
