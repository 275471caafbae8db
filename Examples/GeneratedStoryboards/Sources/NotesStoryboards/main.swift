// Prints what the build tool plugin generated from Main.storyboard: on every platform the
// storyboard files and their bundle; where UIKit exists, the scenes and segues too (NoteScreens.swift uses them).
import Foundation
import Prepared

print("storyboards: " + Storyboards.allCases.map(\.name).joined(separator: ", "))
let found = Storyboards.allCases.allSatisfy { $0.bundle.url(forResource: $0.name, withExtension: "storyboard") != nil }
print("in the bundle: \(found)")
