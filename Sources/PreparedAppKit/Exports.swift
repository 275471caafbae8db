#if canImport(AppKit)
// The AppKit adapter: so far the product re-exports Prepared, and the adapter
// itself (PreparedViewController, PreparedWindowController, segues from
// NSStoryboardSegue) is still to come; Docs/UIKit.md describes its design.
@_exported import Prepared
#endif
