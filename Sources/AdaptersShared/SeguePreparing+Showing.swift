#if (PREPARED_UIKIT && canImport(UIKit) && !os(watchOS)) || (PREPARED_APPKIT && canImport(AppKit) && !targetEnvironment(macCatalyst))
#if PREPARED_UIKIT
import UIKit
#else
import AppKit
#endif
import Prepared

// One body for PreparedUIKit and PreparedAppKit: each adapter's `show(_:as:prepare:)`
// (`SeguePreparing+Showing+UIKit.swift`, `…+AppKit.swift`) prepares with it, then shows in its platform's ways.

extension SeguePreparing {
    /// Prepares `destination`, which this controller is about to show from code, as a segue of `kind` from it would:
    /// every step into each controller it shows (itself, or a container's children), then `prepare` on
    /// `destination` last, all or nothing.
    ///
    /// - Returns: The flows the transition starts, to commit once `destination` is shown; `nil` when a step
    ///   failed, after the error went to ``SegueSource/preparationDidFail(_:)`` and every controller was
    ///   put back as it was.
    func prepareToShow<Destination: AnyObject>(
        _ destination: Destination, kind: SegueKind, prepare: (Destination) throws -> Void
    ) -> WorkflowStarts? {
        let controllers = Platform.controllersToPrepare(in: destination)
        let segues = (controllers.isEmpty ? [destination] : controllers).map {
            Segue(source: self, destination: $0, kind: kind, identifier: nil)
        }
        let last = segues.last?.destinationController
        do {
            return try preparationPipeline.prepare(segues, oneShot: { segue in
                if segue.destinationController === last { try prepare(destination) }
            }, onFailure: .restoreDestinations)
        } catch {
            preparationDidFail(error)
            return nil
        }
    }

    /// The controller `scene` makes, or `nil` after its failure went to ``SegueSource/preparationDidFail(_:)``.
    func instantiateToShow<Destination: _PlatformSceneController>(_ scene: TypedScene<Destination>) -> Destination? {
        do {
            return try scene.instantiate()
        } catch {
            preparationDidFail(.storyboard(error))
            return nil
        }
    }

    /// Reports that `destination` cannot be shown as `presentation`, for `reason`, before anything was prepared.
    func reportNotShown(_ destination: AnyObject, as presentation: String, reason: String) {
        preparationDidFail(.notShown(source: TypeName.of(type(of: self)), destination: TypeName.of(type(of: destination)),
                                     presentation: presentation, reason: reason))
    }
}
#endif
