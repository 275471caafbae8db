// Type-checked by .ci/run against the stub package's modules, not built by any target: a class performs its own
// generated segues with no warning, and another class's with one (`ClassSegueName`).
import GeneratedAppPublic
import UIKit

@MainActor
func showRelated(from details: ContactDetailsController) {
    details.performSegue(.related)
    details.performSegue(ContactDetailsController.Segues.related, sender: nil)
}

@MainActor
func showView(from details: ContactDetailsController) {
    details.performSegue(ContactListController.Segues.view, sender: nil)  // expected warning
}
