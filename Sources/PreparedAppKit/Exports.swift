#if canImport(AppKit)
@_exported import Prepared
#endif
