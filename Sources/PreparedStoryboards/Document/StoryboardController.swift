/// A scene's controller, as the storyboard declares it.
public struct StoryboardController: Sendable, Hashable {
    /// The element's `id`, such as `BYZ-38-t0r`.
    public let id: String
    /// What kind of controller the element declares.
    public let kind: Kind
    /// The `customClass` attribute: the app's class, or `nil` for the platform's own class.
    public let customClass: String?
    /// The `customModule` attribute.
    public let customModule: String?
    /// The `customModuleProvider` attribute (`target` when the class is in the app's own target).
    public let customModuleProvider: String?
    /// The storyboard ID that code passes to `instantiateViewController(withIdentifier:)`.
    public let storyboardIdentifier: String?
    /// The `title` attribute, or the title of the controller's navigation item.
    public let title: String?
    /// Where a storyboard reference leads; `nil` for every other kind.
    public let reference: StoryboardReference?
    /// Where the element starts.
    public let location: SourceLocation

    /// The class name as Swift spells it with its module (`Contacts.ContactListController`),
    /// or without it when the storyboard names none; `nil` without `customClass`.
    public var qualifiedClassName: String? {
        guard let customClass else { return nil }
        if customClass.contains(".") { return customClass }
        return customModule.map { "\($0).\(customClass)" } ?? customClass
    }

    /// How the controller reads in a map: its class, else its kind.
    var displayName: String {
        customClass ?? reference.map { "→ \($0)" } ?? kind.description
    }
}
