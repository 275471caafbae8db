import ContactsExample
import Foundation

// `swift run prepared-contacts`: the contacts flow, from list to details to edit.
do {
    for line in try ContactsApp.run() { print(line) }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
