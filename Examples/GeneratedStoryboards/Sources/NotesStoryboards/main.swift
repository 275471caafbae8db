// Prints what the build tool plugin generated from Main.storyboard: on every platform the
// storyboard files; where UIKit exists, the scenes and segues too (NoteScreens.swift uses them).
import Prepared

print("storyboards: " + Storyboards.allCases.map(\.name).joined(separator: ", "))
