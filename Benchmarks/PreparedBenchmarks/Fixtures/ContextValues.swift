// The values the fixtures pass: a realistic mix of a string, an integer, an
// optional struct, an enum with a payload and a class reference.

struct User: Equatable, Sendable {
    var name: String
    var id: Int
}

enum Route: Equatable, Sendable {
    case home
    case profile(id: Int, tab: String)
}

final class Session: Sendable {
    let id: Int
    let token: String

    init(id: Int, token: String) {
        self.id = id
        self.token = token
    }

    static let signedOut = Session(id: 0, token: "")
}

/// Stands for an interface outlet: one of the many stored properties a
/// controller holds that are not context.
final class Outlet {}
