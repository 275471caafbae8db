import Prepared

// Two tabled classes that share no key: a transition between them runs the
// plan lookup and returns the report, and copies nothing. Its time is the
// fixed cost of a cached transition.

final class NoFlowSource: ContextDeclaring {
    var prepCtxOnlyInSource = "source"

    static var contextTable: ContextTable {
        ContextTable(NoFlowSource.self) { keys in
            keys.add("prepCtxOnlyInSource", \.prepCtxOnlyInSource)
        }
    }
}

final class NoFlowDestination: ContextDeclaring {
    var prepCtxOnlyInDestination = "destination"

    static var contextTable: ContextTable {
        ContextTable(NoFlowDestination.self) { keys in
            keys.add("prepCtxOnlyInDestination", \.prepCtxOnlyInDestination)
        }
    }
}
