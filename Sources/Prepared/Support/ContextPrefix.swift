extension String {
    /// Whether this property name starts with the context prefix: always the
    /// answer `hasPrefix` gives (it compares characters under canonical
    /// equivalence), decided from the bytes where they suffice. They do for
    /// an ASCII prefix that does not end in a carriage return: two ASCII
    /// strings are equivalent only when equal, and after such a prefix only a
    /// non-ASCII scalar can extend its last character (a combining mark, a
    /// carriage return's line feed aside). Other cases, rare in Swift code,
    /// ask `hasPrefix`, which alone costs several times as much, over every
    /// stored property of a class on its first transition.
    func hasContextPrefix(_ prefix: String) -> Bool {
        let decided = utf8.withContiguousStorageIfAvailable { name -> Bool? in
            let answer = prefix.utf8.withContiguousStorageIfAvailable { prefix -> Bool? in
                guard prefix.allSatisfy({ $0 < 0x80 }), prefix.last != UInt8(ascii: "\r") else { return nil }
                let length = prefix.count
                let start = name.prefix(length)
                guard start.count == length, start.elementsEqual(prefix) else {
                    return start.allSatisfy { $0 < 0x80 } ? false : nil
                }
                // In bounds: `name` holds `length` bytes and, when not exactly those, more.
                return name.count == length || name[length] < 0x80 ? true : nil
            }
            return answer ?? nil
        }
        return (decided ?? nil) ?? hasPrefix(prefix)
    }
}
