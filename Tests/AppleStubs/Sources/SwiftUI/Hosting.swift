import Foundation

#if canImport(UIKit)
import UIKit

/// Stub of `UIHostingController` (Apple: `@MainActor @preconcurrency class UIHostingController<Content> where Content : View`,
/// a subclass of UIViewController; iOS 13.0+, Mac Catalyst 13.0+, tvOS 13.0+, visionOS 1.0+).
@available(iOS 13.0, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency
open class UIHostingController<Content>: UIViewController where Content: View {
    private var root: Content
    /// Not SwiftUI API: every render of the root view, the first when the view is first laid out.
    public private(set) var stubRenderings: [StubRendering] = []

    // Apple: `@MainActor @preconcurrency init(rootView: Content)`
    public init(rootView: Content) {
        root = rootView
        super.init(nibName: nil, bundle: nil)
    }

    // Apple: `@MainActor @preconcurrency init?(coder aDecoder: NSCoder, rootView: Content)`
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        root = rootView
        super.init(coder: aDecoder)
    }

    // Apple: `@MainActor @preconcurrency required dynamic init?(coder aDecoder: NSCoder)`; "The default
    // implementation of this method throws an exception."
    public required dynamic init?(coder aDecoder: NSCoder) {
        preconditionFailure("UIHostingController.init(coder:) must be overridden to call init(coder:rootView:)")
    }

    // Apple: `@MainActor @preconcurrency var rootView: Content { get set }`
    public var rootView: Content {
        get { root }
        set {
            root = newValue
            if !stubRenderings.isEmpty { stubRenderings.append(StubRendering.of(root)) }
        }
    }

    /// As SwiftUI does: the root view's first `body` is read when the hosting view is first laid out.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if stubRenderings.isEmpty { stubRenderings.append(StubRendering.of(root)) }
    }
}
#endif

#if canImport(AppKit)
import AppKit

/// Stub of `NSHostingController` (Apple: `@MainActor @preconcurrency class NSHostingController<Content> where Content : View`,
/// a subclass of NSViewController; macOS 10.15+).
@available(macOS 10.15, *)
@MainActor @preconcurrency
open class NSHostingController<Content>: NSViewController where Content: View {
    private var root: Content
    /// Not SwiftUI API: every render of the root view, the first when the view is first laid out.
    public private(set) var stubRenderings: [StubRendering] = []

    // Apple: `@MainActor @preconcurrency init(rootView: Content)`
    public init(rootView: Content) {
        root = rootView
        super.init(nibName: nil, bundle: nil)
    }

    // Apple: `@MainActor @preconcurrency init?(coder: NSCoder, rootView: Content)`
    public init?(coder: NSCoder, rootView: Content) {
        root = rootView
        super.init(coder: coder)
    }

    // Apple: `@MainActor @preconcurrency required dynamic init?(coder: NSCoder)`; the default
    // implementation throws an exception.
    public required dynamic init?(coder: NSCoder) {
        preconditionFailure("NSHostingController.init(coder:) must be overridden to call init(coder:rootView:)")
    }

    // Apple: `@MainActor @preconcurrency var rootView: Content { get set }`
    public var rootView: Content {
        get { root }
        set {
            root = newValue
            if !stubRenderings.isEmpty { stubRenderings.append(StubRendering.of(root)) }
        }
    }

    /// As SwiftUI does: the root view's first `body` is read when the hosting view is first laid out.
    open override func viewWillLayout() {
        super.viewWillLayout()
        if stubRenderings.isEmpty { stubRenderings.append(StubRendering.of(root)) }
    }
}
#endif
