extension String {
    /// Whether this property name starts with the context prefix, compared
    /// byte by byte: a prefix is a Swift identifier's start, and Swift
    /// compares identifiers by their bytes too. (`hasPrefix` compares
    /// characters, which costs several times as much, over every stored
    /// property of a class on its first transition.)
    func hasContextPrefix(_ prefix: String) -> Bool {
        let length = prefix.utf8.count
        guard utf8.count >= length else { return false }
        // Both views are contiguous for native strings (small ones on the stack).
        let compared = utf8.withContiguousStorageIfAvailable { name in
            prefix.utf8.withContiguousStorageIfAvailable { prefix in
                name.prefix(length).elementsEqual(prefix)
            }
        }
        return (compared ?? nil) ?? utf8.starts(with: prefix.utf8)
    }
}
