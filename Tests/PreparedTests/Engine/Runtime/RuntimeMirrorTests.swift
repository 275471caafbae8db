import Testing
@testable import Prepared

/// The runtime calls the layout's agreement reads through, checked against
/// `Mirror`, which makes the same calls: what they show must be what it shows.
@Suite("What the runtime's mirror calls show")
struct RuntimeMirrorTests {
    @Test("Counts, labels and values level by level are Mirror's, for plain, generic and inheriting classes")
    func sameAsMirror() {
        let objects: [AnyObject] = [MirroredLeaf(), MirroredGeneric<[String]>(value: ["a", "b"]), MirroredRoot()]
        for object in objects {
            var mirror: Mirror? = Mirror(reflecting: object)
            var level: AnyClass? = type(of: object)
            while let current = mirror, let levelClass = level {
                let children = Array(current.children)
                #expect(RuntimeMirror.childCount(of: object, level: levelClass) == children.count, "\(levelClass)")
                for (index, child) in children.enumerated() {
                    let label = child.label ?? ""
                    let value = RuntimeMirror.child(of: object, level: levelClass, at: index, labelled: label)
                    #expect(value.map { String(describing: $0) } == String(describing: child.value), "\(levelClass).\(label)")
                    #expect(RuntimeMirror.child(of: object, level: levelClass, at: index, labelled: label + "x") == nil,
                            "another label is refused")
                    #expect(RuntimeMirror.child(of: object, level: levelClass, at: index, labelled: String(label.dropLast())) == nil,
                            "a prefix of the label is refused")
                }
                mirror = current.superclassMirror
                level = _getSuperclass(levelClass)
            }
            #expect(mirror == nil && level == nil, "as many levels as Mirror")
        }
    }

    @Test("A custom mirror is not asked: the calls show the stored properties")
    func customMirrorNotAsked() {
        let object = MirroredCustom()
        #expect(RuntimeMirror.childCount(of: object, level: MirroredCustom.self) == 2)
        #expect(RuntimeMirror.child(of: object, level: MirroredCustom.self, at: 1, labelled: "prepCtxHidden") as? Int == 7)
    }
}

class MirroredRoot {
    var prepCtxRoot = "root"
    var count = 3
}

class MirroredGeneric<Value>: MirroredRoot {
    var prepCtxValue: Value
    var flag = true
    init(value: Value) { prepCtxValue = value }
}

final class MirroredLeaf: MirroredRoot {
    var prepCtxLeaf: Int? = 9
    weak var parent: MirroredRoot?
    var closure: (Int) -> Int = { $0 }
}

final class MirroredCustom: CustomReflectable {
    var shown = 1
    var prepCtxHidden = 7
    var customMirror: Mirror { Mirror(self, children: ["made up": 0]) }
}
