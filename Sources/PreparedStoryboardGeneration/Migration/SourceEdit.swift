/// A replacement in a Swift file's text: the bytes of its UTF-8 it replaces, and the text put there.
package struct SourceEdit: Sendable, Equatable {
    package let range: Range<Int>
    package let text: String
}
