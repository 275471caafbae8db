import Foundation

/// Finds the first byte of a file that breaks UTF-8, before `XMLParser`
/// meets it: on Linux, Foundation's `XMLParser` stops the process on such a
/// byte in an element's or an attribute's name, where a reader must report
/// an error.
///
/// Only a file that says it is UTF-8 (its XML declaration names UTF-8, or no
/// encoding, which means UTF-8) is checked; a file that declares another
/// encoding is left to the parser. 32 bytes of ASCII are checked at a time
/// (Docs/Benchmarks.md, (s1)).
enum UTF8Check {
    /// The offset of the first byte that is not part of well-formed UTF-8
    /// (RFC 3629: no overlong form, no surrogate, nothing past U+10FFFF), or
    /// `nil` when every byte is, or when the file declares another encoding.
    static func firstInvalidByte(in data: Data) -> Int? {
        guard declaresUTF8(data) else { return nil }
        return data.withUnsafeBytes { firstInvalidByte(in: $0) }
    }

    /// The line and column, from 1, of the byte at `offset`, counting bytes.
    static func position(of offset: Int, in data: Data) -> (line: Int, column: Int) {
        let before = data.prefix(offset)
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? data.startIndex
        return (line, offset - (lineStart - data.startIndex) + 1)
    }

    /// Whether the XML declaration, if any, names UTF-8 or no encoding.
    private static func declaresUTF8(_ data: Data) -> Bool {
        data.withUnsafeBytes { bytes in
            let head = Array(bytes.prefix(256))
            guard head.starts(with: "<?xml".utf8), let end = offset(of: Array("?>".utf8), in: head, before: head.count),
                  let attribute = offset(of: Array("encoding".utf8), in: head, before: end) else { return true }
            func isSeparator(_ byte: UInt8) -> Bool {
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
            }
            let value = head[(attribute + 8)..<end].drop(while: isSeparator).prefix { !isSeparator($0) }
            let lowercased = value.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
            return lowercased.elementsEqual("utf-8".utf8) || lowercased.elementsEqual("utf8".utf8)
        }
    }

    /// Where `pattern` first starts in `bytes`, wholly before `limit`.
    private static func offset(of pattern: [UInt8], in bytes: [UInt8], before limit: Int) -> Int? {
        guard limit >= pattern.count else { return nil }
        return (0...(limit - pattern.count)).first { start in
            pattern.indices.allSatisfy { bytes[start + $0] == pattern[$0] }
        }
    }

    private static func firstInvalidByte(in bytes: UnsafeRawBufferPointer) -> Int? {
        let count = bytes.count
        var index = 0
        let highBits: UInt64 = 0x8080_8080_8080_8080
        while index < count {
            // Sound: `index + 32 <= count`, so the 32 bytes lie inside the buffer; unaligned loads read them.
            if index + 32 <= count {
                let words = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    | bytes.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                    | bytes.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
                    | bytes.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
                if words & highBits == 0 {
                    index += 32
                    continue
                }
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The lead byte decides how many continuation bytes follow and the range of the first.
            let length: Int, secondRange: ClosedRange<UInt8>
            switch lead {
            case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
            case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
            case 0xED: (length, secondRange) = (3, 0x80...0x9F)
            case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
            case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
            case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
            default: return index
            }
            guard index + length <= count else { return index }
            guard secondRange.contains(bytes[index + 1]) else { return index + 1 }
            for next in index + 2 ..< index + length where !(0x80...0xBF).contains(bytes[next]) {
                return next
            }
            index += length
        }
        return nil
    }
}
