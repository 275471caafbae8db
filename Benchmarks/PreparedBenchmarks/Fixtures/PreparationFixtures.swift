// Plain screen classes and "configurable" protocols for the resolver
// benchmarks. One pair is measured: `ContactListScreen` → `ContactDetailsScreen`,
// which adopt none of the protocols. The other classes and protocols only
// carry the resolvers that must not match it.

protocol ResolverScreen: AnyObject {}

protocol ContactIDProviding: AnyObject {
    var selectedContactID: Int { get }
}

protocol ContactIDConfigurable: AnyObject {
    var contactID: Int { get set }
}

protocol ThemeConfigurable: AnyObject {
    var theme: String { get set }
}

protocol Refreshable: AnyObject {
    var needsRefresh: Bool { get set }
}

/// The measured source.
final class ContactListScreen: ResolverScreen {
    var selectedContactID = 0
}

/// The measured destination.
final class ContactDetailsScreen: ResolverScreen {
    var contactID = 0
}

final class InboxScreen: ResolverScreen, ContactIDProviding, Refreshable {
    var selectedContactID = 1
    var needsRefresh = false
}

final class ComposeScreen: ResolverScreen, ContactIDConfigurable, ThemeConfigurable {
    var contactID = 0
    var theme = "light"
}

final class SettingsScreen: ResolverScreen, ThemeConfigurable {
    var theme = "light"
}

final class ProfileScreen: ResolverScreen, ContactIDConfigurable, Refreshable {
    var contactID = 0
    var needsRefresh = false
}

final class SearchScreen: ResolverScreen, ContactIDProviding {
    var selectedContactID = 2
}

final class MapScreen: ResolverScreen, Refreshable, ThemeConfigurable {
    var needsRefresh = false
    var theme = "light"
}
