import Foundation
import PreparedStoryboards
import Testing

/// The XIBs of `Fixtures/RealXibs`, read as their README describes them.
@Suite("Reading the XIBs of real apps")
struct RealXibReadingTests {
    /// A real XIB read, by its path under `RealXibs`.
    private func nib(_ path: String) throws -> NibDocument {
        try NibDocument(contentsOf: Fixture.url("RealXibs/" + path))
    }

    private func actions(_ connections: [InterfaceConnection]) -> [String] {
        connections.compactMap { if case .action(let selector, _) = $0.kind { selector } else { nil } }
    }

    private func outlets(_ connections: [InterfaceConnection]) -> [String] {
        connections.compactMap { if case .outlet(let property) = $0.kind { property } else { nil } }.sorted()
    }

    @Test("Every real XIB reads, but the two of the archive format, which say so")
    func everyFile() throws {
        let folder = try Fixture.url("RealXibs")
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "xib" }
        var platforms: [InterfacePlatform: Int] = [:]
        var archives: [String] = []
        for url in files {
            do {
                let nib = try NibDocument(contentsOf: url)
                platforms[nib.platform, default: 0] += 1
                #expect(nib.unrecognized.isEmpty, "\(url.lastPathComponent): \(nib.unrecognized)")
                // Every connection's destination resolves (README, notes).
                #expect(nib.connections.allSatisfy { $0.destinationID != nil && $0.destinationElement != nil }, "\(url.lastPathComponent)")
            } catch {
                #expect(error.reason == .archiveFormat, "\(error)")
                #expect(error.location.line == 2)
                archives.append(url.lastPathComponent)
            }
        }
        #expect(files.count == 45)
        #expect(platforms == [.iOS: 26, .tvOS: 1, .macOS: 16])
        #expect(archives.sorted() == ["FrontViewController.xib", "RearViewController.xib"])
    }

    @Test("Cells: their classes, modules and reuse identifiers, with and without one; a File's Owner without a class")
    func cells() throws {
        let info = try nib("Reusable/Example/ReusableDemo iOS/TableViewCells/MyXIBInfoCell.xib")
        #expect(info.filesOwner != nil && info.filesOwner?.customClass == nil)
        #expect(info.topLevelObjects.map(\.element) == ["tableViewCell"])
        #expect(info.topLevelObjects.map(\.qualifiedClassName) == ["ReusableDemo.MyXIBInfoCell"])
        #expect(info.topLevelObjects.map(\.reuseIdentifier) == [nil])
        #expect(actions(info.connections).sorted() == ["detailsAction:", "infoAction:"])
        #expect(info.connections.filter { if case .action = $0.kind { true } else { false } }.map(\.destinationElement) == ["tableViewCell", "tableViewCell"])
        let header = try nib("Reusable/Example/ReusableDemo iOS/CollectionViewCells/CollectionHeaderView.xib")
        #expect(header.topLevelObjects.map(\.element) == ["collectionReusableView"])
        #expect(header.topLevelObjects.map(\.reuseIdentifier) == ["CollectionHeaderView"])
        let favorite = try nib("DuckDuckGo-iOS/DuckDuckGo/FavoriteHomeCell.xib")
        #expect(favorite.topLevelObjects.map(\.customClass) == ["FavoriteHomeCell"])
        #expect(favorite.topLevelObjects.map(\.reuseIdentifier) == ["favorite"])
        #expect(outlets(favorite.connections) == ["deleteButton", "highlightMask", "iconBackground", "iconImage", "iconSize", "titleLabel"])
        #expect(actions(favorite.connections) == ["onRemoveAction"])
        let image = try nib("RxSwift/RxExample/RxExample/Examples/WikipediaImageSearch/Views/WikipediaImageCell.xib")
        #expect(image.topLevelObjects.map(\.qualifiedClassName) == ["RxExample.CollectionViewImageCell"])
        #expect(image.topLevelObjects.map(\.reuseIdentifier) == ["ImageCell"])
        let clean = try nib("Xit/Xit/Operations/CleanCell.xib")
        #expect(clean.topLevelObjects.map(\.element) == ["tableCellView"])
        #expect(clean.topLevelObjects.map(\.reuseIdentifier) == [nil])
        #expect(outlets(clean.connections) == ["imageView", "textField"])
    }

    @Test("An iPad-only XIB of Xcode 5 and 6 (its own document type) reads as the iOS XIB it is")
    func iPadXIB() throws {
        // Shipped apps hold such files (canvas-ios's `RubricCommentCell.xib`, vlc-ios's `VLCMovieViewController~ipad.xib`),
        // under licenses this test data does not take: a real iPhone XIB with the iPad type stands in.
        let text = try String(contentsOf: Fixture.url("RealXibs/DuckDuckGo-iOS/DuckDuckGo/FavoriteHomeCell.xib"), encoding: .utf8)
        let iPad = text.replacingOccurrences(of: #"type="com.apple.InterfaceBuilder3.CocoaTouch.XIB""#,
                                             with: #"type="com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB""#)
            .replacingOccurrences(of: #"targetRuntime="iOS.CocoaTouch""#, with: #"targetRuntime="iOS.CocoaTouch.iPad""#)
        #expect(iPad != text)
        let document = try NibDocument(data: Data(iPad.utf8), name: "FavoriteHomeCell")
        #expect(document.platform == .iOS)
        #expect(document.topLevelObjects.map(\.customClass) == ["FavoriteHomeCell"])
        #expect(document == (try NibDocument(data: Data(text.utf8), name: "FavoriteHomeCell")))
    }

    @Test("Views loaded from a nib: of their own class at the top level, or as File's Owner; two of one class in one file")
    func loadableViews() throws {
        let notification = try nib("DuckDuckGo-iOS/DuckDuckGo/NotificationView.xib")
        #expect(notification.topLevelObjects.map(\.customClass) == ["NotificationView", "NotificationView"])
        #expect(notification.filesOwner?.customClass == nil)
        #expect(actions(notification.connections) == ["dismiss", "dismiss"])
        #expect(outlets(notification.connections) == ["icon", "icon", "messageLabel", "messageLabel", "titleLabel", "titleLabel"])
        let widget = try nib("Reusable/Example/ReusableDemo tvOS/MyCustomWidget.xib")
        #expect(widget.platform == .tvOS)
        #expect(widget.filesOwner?.qualifiedClassName == "ReusableDemo_tvOS.MyCustomWidget")
        #expect(outlets(widget.filesOwnerOutlets) == ["rectView", "textLabel"])
        #expect(widget.topLevelObjects.map(\.element) == ["view"])
        #expect(widget.topLevelObjects.map(\.customClass) == [nil])
    }

    @Test("View controllers as File's Owner: their outlets and the actions sent to them")
    func viewControllers() throws {
        let chart = try nib("Charts/ChartsDemo-iOS/XIBs/Demos/LineChart1ViewController.xib")
        #expect(chart.filesOwner?.qualifiedClassName == "ChartsDemo.LineChart1ViewController")
        #expect(outlets(chart.filesOwnerOutlets) == ["chartView", "sliderTextX", "sliderTextY", "sliderX", "sliderY", "view"])
        #expect(chart.filesOwnerActions.map(\.kind).sorted { $0.description < $1.description } == [
            .action(selector: "optionsButtonTapped:", event: "touchUpInside"),
            .action(selector: "slidersValueChanged:", event: "valueChanged"),
            .action(selector: "slidersValueChanged:", event: "valueChanged"),
        ])
        #expect(chart.objects.contains { $0.qualifiedClassName == "DGCharts.LineChartView" })
        let master = try nib("SDWebImage/Examples/SDWebImage Demo/en.lproj/MasterViewController.xib")
        #expect(master.filesOwner?.customClass == "MasterViewController" && master.filesOwner?.customModule == nil)
        #expect(master.topLevelObjects.map(\.element) == ["tableView"])
        #expect(outlets(master.connections) == ["dataSource", "delegate", "view"])
        #expect(master.connections.filter { $0.destinationID == master.filesOwner?.id }.count == 2)
        let window = try nib("CocoaLumberjack/Demos/UniversalApp/MainWindow.xib")
        #expect(window.filesOwner?.customClass == "UIApplication")
        #expect(outlets(window.filesOwnerOutlets) == ["delegate"])
        #expect(window.topLevelObjects.map(\.customClass).contains("UniversalAppAppDelegate"))
        #expect(window.topLevelObjects.map(\.customClass).contains("UniversalAppViewController"))
        #expect(window.topLevelObjects.map(\.element).contains("window"))
    }

    @Test("macOS: window controllers, table cell views, and menus whose actions go to the first responder")
    func macOS() throws {
        let rename = try nib("NetNewsWire/Mac/Base.lproj/RenameSheet.xib")
        #expect(rename.filesOwner?.qualifiedClassName == "Evergreen.RenameWindowController")
        #expect(outlets(rename.filesOwnerOutlets) == ["newTitleTextField", "renameButton", "renamePrompt", "window"])
        #expect(actions(rename.firstResponderActions).sorted() == ["cancel:", "rename:"])
        #expect(rename.topLevelObjects.map(\.element) == ["window"])
        let activity = try nib("NetNewsWire/Mac/CurrentActivity/Base.lproj/CurrentActivityWindow.xib")
        #expect(activity.prototypes.map(\.reuseIdentifier) == ["source", "activity"])
        #expect(actions(activity.filesOwnerActions) == ["showHelp:"])
        #expect(actions(activity.firstResponderActions).sorted() == ["showActivityLog:", "showErrorLog:"])
        let fileList = try nib("Xit/Xit/FileView/File List/FileListView.xib")
        #expect(fileList.prototypes.map(\.reuseIdentifier).prefix(2) == ["action", "fileCell"])
        #expect(fileList.prototypes.prefix(2).map(\.customClass) == ["TableButtonView", "FileCellView"])
        #expect(actions(fileList.firstResponderActions) == ["sortFilesBy:", "sortFilesBy:", "sortFilesBy:"], "three sort menu items")
        let xit = try nib("Xit/Xit/MainMenu.xib")
        #expect(xit.filesOwner?.customClass == "NSApplication")
        #expect(actions(xit.connections).count == 65)
        #expect(xit.firstResponderActions.count == 61)
        #expect(actions(xit.filesOwnerActions) == ["orderFrontStandardAboutPanel:"])
        #expect(xit.connections.first { $0.kind == .action(selector: "terminate:", event: nil) }?.destinationID == "-3")
        #expect(xit.topLevelObjects.compactMap(\.customClass).sorted() == ["AppDelegate", "NSFontManager"])
        let sparkle = try nib("Sparkle/TestApplication/Base.lproj/MainMenu.xib")
        #expect(sparkle.firstResponderActions.count == 25)
        #expect(sparkle.filesOwnerActions.count == 5)
        let monitor = try nib("MonitorControl/MonitorControl/UI/Base.lproj/MainMenu.xib")
        #expect(outlets(monitor.filesOwnerOutlets) == ["delegate"])
        #expect(monitor.topLevelObjects.compactMap(\.qualifiedClassName) == ["MonitorControl.AppDelegate"])
        #expect(actions(monitor.connections).sorted() == ["prefsClicked:", "quitClicked:"])
    }

    @Test("Docs/Storyboards.md: reading a XIB, its File's Owner, outlets, actions and cells")
    func documented() throws {
        let xibs = try Fixture.url("RealXibs")
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        // DOC-BEGIN read-xib
        let nib = try NibDocument(contentsOf: xibs.appendingPathComponent("Charts/ChartsDemo-iOS/XIBs/Demos/LineChart1ViewController.xib"))
        print(nib.filesOwner?.qualifiedClassName ?? "File's Owner of no class")
        for outlet in nib.filesOwnerOutlets { print(outlet.kind) }
        for action in nib.filesOwnerActions { print(action.kind, "from", action.sourceElement) }
        // ChartsDemo.LineChart1ViewController
        // outlet chartView
        // …
        // action optionsButtonTapped: from button
        // DOC-END
        #expect(printed.first == "ChartsDemo.LineChart1ViewController")
        #expect(printed.dropFirst().first == "outlet chartView")
        #expect(printed.contains("action optionsButtonTapped: from button"))
        #expect(printed.count == 10)
        // DOC-BEGIN read-xib-cell
        let cell = try NibDocument(contentsOf: xibs.appendingPathComponent("DuckDuckGo-iOS/DuckDuckGo/FavoriteHomeCell.xib"))
        #expect(cell.topLevelObjects.map(\.reuseIdentifier) == ["favorite"])
        #expect(cell.topLevelObjects.map(\.customClass) == ["FavoriteHomeCell"])
        // DOC-END
    }
}
