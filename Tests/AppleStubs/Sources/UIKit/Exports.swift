// UIKit re-exports Foundation, as the stub does.
@_exported import Foundation
