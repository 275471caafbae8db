extension String {
    /// Whether this property name starts with the context prefix: the same
    /// answer as `hasPrefix`, which compares characters under canonical
    /// equivalence, but decided from the bytes where they suffice. They do
    /// when both are ASCII up to the prefix's length (two ASCII strings are
    /// equivalent only when equal), and when the bytes match and the name's
    /// next byte, if any, is ASCII (which cannot extend the prefix's last
    /// character). Other names, rare in Swift code, ask `hasPrefix`.
    /// `hasPrefix` alone costs several times as much, over every stored
    /// property of a class on its first transition.
    func hasContextPrefix(_ prefix: String) -> Bool {
        let decided = utf8.withContiguousStorageIfAvailable { name -> Bool? in
            let answer = prefix.utf8.withContiguousStorageIfAvailable { prefix -> Bool? in
                let length = prefix.count
                let start = name.prefix(length)
                guard start.count == length, start.elementsEqual(prefix) else {
                    let isASCII = { (byte: UInt8) in byte < 0x80 }
                    return prefix.allSatisfy(isASCII) && start.allSatisfy(isASCII) ? false : nil
                }
                return name.count == length || name[length] < 0x80 ? true : nil
            }
            return answer ?? nil
        }
        return (decided ?? nil) ?? hasPrefix(prefix)
    }
}
