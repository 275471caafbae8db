import Foundation
@testable import PreparedStoryboardPlugin
import Testing
import XcodeProjectPlugin

@Suite("The build plugin in an Xcode project")
struct XcodeBuildToolPluginTests {
    @Test("The module is named as Xcode names a target's: characters no C99 identifier holds become _, so does a leading digit")
    func moduleName() {
        #expect(PreparedStoryboardPlugin.moduleName(ofXcodeTarget: "ContactsApp") == "ContactsApp")
        #expect(PreparedStoryboardPlugin.moduleName(ofXcodeTarget: "My App") == "My_App")
        #expect(PreparedStoryboardPlugin.moduleName(ofXcodeTarget: "My-App") == "My_App")
        #expect(PreparedStoryboardPlugin.moduleName(ofXcodeTarget: "Contacts.iOS (Beta)") == "Contacts_iOS__Beta_")
        #expect(PreparedStoryboardPlugin.moduleName(ofXcodeTarget: "7Seas") == "_Seas")
        #expect(PreparedStoryboardPlugin.moduleName(ofXcodeTarget: "78Seas") == "_8Seas")
        #expect(PreparedStoryboardPlugin.moduleName(ofXcodeTarget: "App2") == "App2")
        #expect(PreparedStoryboardPlugin.moduleName(ofXcodeTarget: "Café Crème") == "Café_Crème", "Latin letters are C99's")
        #expect(PreparedStoryboardPlugin.moduleName(ofXcodeTarget: "Cafe\u{301}") == "Café", "in composed form")
        #expect(PreparedStoryboardPlugin.moduleName(ofXcodeTarget: "日記") == "日記", "CJK ideographs are C99's")
        #expect(PreparedStoryboardPlugin.moduleName(ofXcodeTarget: "App🚀") == "App_", "an emoji is not")
        #expect(PreparedStoryboardPlugin.moduleName(ofXcodeTarget: "٣App") == "_App", "an Arabic-Indic digit does not begin one")
    }

    @Test("One command generates the target's storyboards and XIBs, found among its input files, for its module and its classes' bundle")
    func command() throws {
        let project = URL(fileURLWithPath: "/Projects/Contacts")
        let files = ["Sources/Settings.storyboard", "Sources/AppDelegate.swift", "Sources/Base.lproj/Main.storyboard",
                     "Sources/Launch.xib", "Sources/Assets.xcassets"]
            .map { File(url: project.appendingPathComponent($0), type: $0.hasSuffix(".swift") ? .source : .resource) }
        let target = XcodeTarget(displayName: "Contacts-iOS", product: XcodeProduct(name: "Contacts-iOS", kind: .application),
                                 inputFiles: FileList(files))
        let work = URL(fileURLWithPath: "/DerivedData/Contacts/PreparedStoryboardPlugin")
        let tool = URL(fileURLWithPath: "/DerivedData/Contacts/prepared-storyboard")
        let context = XcodePluginContext(xcodeProject: XcodeProject(displayName: "Contacts", targets: [target]),
                                         pluginWorkDirectoryURL: work, tools: ["prepared-storyboard": tool])
        let commands = try PreparedStoryboardPlugin().createBuildCommands(context: context, target: target)
        #expect(commands.count == 1)
        let command = try #require(commands.first)
        guard case let ._buildCommand(displayName, executable, arguments, environment, inputFiles, outputFiles) = command else {
            Issue.record("expected a build command, got \(command)")
            return
        }
        #expect(displayName == "Generating typed Swift for 2 storyboards and 1 XIB of Contacts_iOS")
        #expect(executable == tool)
        let main = "/Projects/Contacts/Sources/Base.lproj/Main.storyboard", settings = "/Projects/Contacts/Sources/Settings.storyboard"
        let launch = "/Projects/Contacts/Sources/Launch.xib"
        #expect(arguments == ["generate", main, launch, settings,
                              "--output", "/DerivedData/Contacts/PreparedStoryboardPlugin/PreparedStoryboards.swift",
                              "--module", "Contacts_iOS", "--bundle", "class", "--lint"])
        #expect(environment.isEmpty)
        #expect(inputFiles.map(\.path) == [main, launch, settings])
        #expect(outputFiles.map(\.path) == ["/DerivedData/Contacts/PreparedStoryboardPlugin/PreparedStoryboards.swift"])
    }

    @Test("A target without storyboards gets no command")
    func noStoryboards() throws {
        let target = XcodeTarget(displayName: "Widgets", product: nil,
                                 inputFiles: FileList([File(url: URL(fileURLWithPath: "/P/Widget.swift"), type: .source)]))
        let context = XcodePluginContext(xcodeProject: XcodeProject(displayName: "P", targets: [target]),
                                         pluginWorkDirectoryURL: URL(fileURLWithPath: "/W"),
                                         tools: ["prepared-storyboard": URL(fileURLWithPath: "/W/prepared-storyboard")])
        #expect(try PreparedStoryboardPlugin().createBuildCommands(context: context, target: target).isEmpty)
    }
}
