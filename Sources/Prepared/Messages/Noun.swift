/// A noun as a message counts it.
package enum Noun {
    /// `count` and `noun`, in the plural unless `count` is 1: `1 scene`, `3 scenes`.
    ///
    /// The plural adds an `s`, as every noun the messages count takes one: `finding`, `segue`, `top-level object`.
    package static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
