import PreparedHeadless

// Values of every shape the type rules cover.

struct User: Equatable, Sendable {
    var name: String
}

enum Route: Equatable, Sendable {
    case home
    case profile(id: Int, tab: String)
}

protocol Pet: Sendable {
    var name: String { get }
}

struct Dog: Pet, Equatable {
    var name: String
}

struct Cat: Pet, Equatable {
    var name: String
}

class Animal: @unchecked Sendable {
    let name: String
    init(name: String) { self.name = name }
}

final class Bird: Animal, @unchecked Sendable {}
final class Fish: Animal, @unchecked Sendable {}

// Plain classes: the tables and the engine do not need PreparedController.

/// A source without a table: read with Mirror.
final class PlainSource {
    var prepCtxUser: User? = User(name: "Ada")
    var prepCtxCount = 3
    var prepCtxRoute = Route.profile(id: 7, tab: "posts")
    var prepCtxDraft = "draft"
    var title = "not context"
}

/// A destination with a table.
final class PlainDestination: ContextDeclaring {
    var prepCtxUser: User?
    var prepCtxCount = 0
    var prepCtxRoute = Route.home
    var title = "unchanged"

    static var contextTable: ContextTable {
        ContextTable(PlainDestination.self) { keys in
            keys.add("prepCtxUser", \.prepCtxUser)
            keys.add("prepCtxCount", \.prepCtxCount)
            keys.add("prepCtxRoute", \.prepCtxRoute)
        }
    }
}

/// A source with a table, read through it.
final class TabledSource: ContextDeclaring {
    var prepCtxUser: User? = User(name: "Grace")
    var prepCtxCount = 42
    var prepCtxRoute = Route.profile(id: 1, tab: "likes")

    static var contextTable: ContextTable {
        ContextTable(TabledSource.self) { keys in
            keys.add("prepCtxUser", \.prepCtxUser)
            keys.add("prepCtxCount", \.prepCtxCount)
            keys.add("prepCtxRoute", \.prepCtxRoute)
        }
    }
}
