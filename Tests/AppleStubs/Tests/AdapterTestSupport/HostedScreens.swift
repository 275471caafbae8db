import PreparedSwiftUI
import SwiftUI

// A SwiftUI screen, the same for UIKit's and AppKit's hosting controllers: a
// model that receives the context, and a view that reads it from the
// environment and performs its hosting controller's segues from a button.

/// The workflow value the hosted view reads from `@Environment(\.workflowValues)`.
package enum ThemeKey: WorkflowKey {
    package static let defaultValue = "light"
}

/// The hosting controller's segue, as `prepared-storyboard generate` would write it.
package enum ContactCardSegue: String, SegueName {
    case share
}

/// What the share screen takes in a one-shot preparation from the hosted view.
@MainActor
package protocol NoteReceiving: AnyObject {
    var note: String? { get set }
}

@Observable @MainActor
package final class ContactCardModel: @MainActor ContextDeclaring, MainActorIsolated, WorkflowCarrying {
    package var prepCtxContactName = ""
    package var prepCtxVisits = 0
    package var workflow = WorkflowValues()
    /// Set by the dependency containers (`registerProperties(of: ContactCardModel.self)`).
    package var directory: Service?

    package static var contextTable: ContextTable {
        ContextTable(ContactCardModel.self) { keys in
            keys.add("prepCtxContactName", \.prepCtxContactName)
            keys.add("prepCtxVisits", \.prepCtxVisits)
        }
    }

    package init() {}
}

package struct ContactCardView: View {
    @Environment(ContactCardModel.self) private var model
    @Environment(\.workflowValues) private var workflow
    @Environment(\.performSegue) private var performSegue

    package init() {}

    package var body: some View {
        VStack {
            Text("\(model.prepCtxContactName), \(model.prepCtxVisits) visits")
            Text("theme \(workflow[ThemeKey.self])")
            Button("Share") { performSegue(ContactCardSegue.share) }
            Button("Share with a note") {
                performSegue(ContactCardSegue.share) { (receiver: any NoteReceiving) in receiver.note = "from the card" }
            }
        }
    }
}
