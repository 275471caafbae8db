import Foundation

/// Writes to the terminal: results on standard output, progress and warnings on standard error.
enum Console {
    static func progress(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
