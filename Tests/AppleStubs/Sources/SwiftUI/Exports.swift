// SwiftUI re-exports Foundation and Observation, as the stub does.
@_exported import Foundation
@_exported import Observation
