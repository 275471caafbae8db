/// Which scene of a localized copy of a storyboard is which scene of its base: the scenes `LocalizationCheck` compares.
///
/// A copy made by Xcode's Localize command, or by copying the file, keeps the base's object ids, so a scene is paired
/// by its controller's `id`. A copy whose scenes Interface Builder made again (re-created, pasted, or the base rewritten
/// since) has other ids for the same scenes. UIKit and AppKit never look an id up at run time: code finds a scene by
/// its storyboard ID, a segue by its identifier, and the classes by their names. So the scenes left over are paired by
/// what they show at run time, strongest evidence first:
///
/// 1. the controller's `id`, the same in both copies;
/// 2. the storyboard ID, held by one leftover scene of each copy;
/// 3. the controller's custom class, held by one leftover scene of each copy;
/// 4. a segue: the segues of a pair that share their identifier (or, without one, their kind and relationship, the
///    n-th with the n-th) lead to scenes that are a pair, and the scenes whose one such segue leads into a pair are one
///    (a navigation controller whose root is a paired scene);
/// 5. the position: the scenes still left with one kind of controller, the n-th with the n-th in file order (those of
///    one class among them first).
///
/// Interface Builder makes all of a scene's ids again at once. So only a scene whose `sceneID` the other copy lacks is
/// paired by rounds 2 to 5. One whose `sceneID` the other copy still has is the same scene with only its controller's
/// id changed: it stays unpaired, and the references that still name the old id are reported as a scene missing.
/// Each scene is paired once; a scene left over is one the other copy lacks.
struct LocalizedScenePairing {
    /// What paired two scenes.
    enum Evidence: Equatable {
        /// The controller's `id`: the copy kept the base's ids.
        case controllerID
        /// The storyboard ID, the custom class, a segue or the position: the ids were made again.
        case runTimeNames
    }

    /// Two scenes that are one, in the base and in the copy.
    struct Pair {
        let base: StoryboardScene
        let copy: StoryboardScene
        let evidence: Evidence
    }

    /// The pairs, in the base's file order.
    let pairs: [Pair]
    /// The base's scenes the copy lacks, in file order.
    let baseOnly: [StoryboardScene]
    /// The copy's scenes the base lacks, in file order.
    let copyOnly: [StoryboardScene]
    /// The copy's controller `id` for each paired base controller `id`.
    private let copyIDs: [String: String]
    /// The copy's paired controller `id`s.
    private let pairedCopyIDs: Set<String>

    /// The scenes of `copy` paired with those of `base`. Scenes without a controller, and a second scene whose
    /// controller has the `id` of an earlier one, take no part.
    ///
    /// - Complexity: O(*n* log *n*) in scenes and segues for each pass of round 4, which passes again while it pairs.
    init(base: StoryboardDocument, copy: StoryboardDocument) {
        var state = State(base: Side(base), copy: Side(copy))
        state.pairByControllerID()
        state.pairUniquely { $0.storyboardIdentifier.flatMap { $0.isEmpty ? nil : $0 } }
        state.pairUniquely { $0.qualifiedClassName }
        state.pairBySegues()
        state.pairByPosition()
        let baseScenes = state.base.scenes
        let copyScenes = state.copy.scenes
        pairs = state.baseToCopy.sorted { $0.key < $1.key }.map { baseIndex, copyIndex in
            Pair(base: baseScenes[baseIndex], copy: copyScenes[copyIndex],
                 evidence: state.byControllerID.contains(baseIndex) ? .controllerID : .runTimeNames)
        }
        baseOnly = baseScenes.indices.filter { state.baseToCopy[$0] == nil }.map { baseScenes[$0] }
        let pairedCopies = Set(state.baseToCopy.values)
        copyOnly = copyScenes.indices.filter { !pairedCopies.contains($0) }.map { copyScenes[$0] }
        copyIDs = Dictionary(state.baseToCopy.compactMap { baseIndex, copyIndex in
            guard let baseID = baseScenes[baseIndex].controller?.id, let copyID = copyScenes[copyIndex].controller?.id else {
                return nil
            }
            return (baseID, copyID)
        }, uniquingKeysWith: { first, _ in first })
        pairedCopyIDs = Set(copyIDs.values)
    }

    /// The `id` of the copy's controller paired with the base's controller `baseID`, or `nil` when that scene is unpaired.
    func copyControllerID(pairedWith baseID: String) -> String? {
        copyIDs[baseID]
    }

    /// Whether the copy's controller `copyID` is paired with one of the base's.
    func isPaired(copyControllerID copyID: String) -> Bool {
        pairedCopyIDs.contains(copyID)
    }
}

extension LocalizedScenePairing {
    /// One copy's scenes that hold a controller, each controller `id` once, and what the rounds read of them.
    fileprivate struct Side {
        let scenes: [StoryboardScene]
        let indexByControllerID: [String: Int]
        let sceneIDs: Set<String>
        /// For each scene, the scenes whose segues lead to it, by the segues' key.
        let sourcesByTarget: [Int: [String: Set<Int>]]

        init(_ document: StoryboardDocument) {
            var seen: Set<String> = []
            let scenes = document.scenes.filter { scene in
                guard let id = scene.controller?.id else { return false }
                return seen.insert(id).inserted
            }
            self.scenes = scenes
            indexByControllerID = Dictionary(scenes.indices.compactMap { index in scenes[index].controller.map { ($0.id, index) } },
                                             uniquingKeysWith: { first, _ in first })
            sceneIDs = Set(document.scenes.map(\.id))
            var sourcesByTarget: [Int: [String: Set<Int>]] = [:]
            for (index, scene) in scenes.enumerated() {
                for (key, targets) in State.destinations(of: scene, in: indexByControllerID) {
                    for target in targets { sourcesByTarget[target, default: [:]][key, default: []].insert(index) }
                }
            }
            self.sourcesByTarget = sourcesByTarget
        }
    }

    /// The pairing as it grows, round by round.
    fileprivate struct State {
        let base: Side
        let copy: Side
        var baseToCopy: [Int: Int] = [:]
        var copyToBase: [Int: Int] = [:]
        var byControllerID: Set<Int> = []

        init(base: Side, copy: Side) {
            self.base = base
            self.copy = copy
        }

        /// Whether `base`'s scene `index` is free for rounds 2 to 5: unpaired, with a `sceneID` the copy lacks.
        func isNewInBase(_ index: Int) -> Bool {
            baseToCopy[index] == nil && !copy.sceneIDs.contains(base.scenes[index].id)
        }

        /// Whether `copy`'s scene `index` is free for rounds 2 to 5: unpaired, with a `sceneID` the base lacks.
        func isNewInCopy(_ index: Int) -> Bool {
            copyToBase[index] == nil && !base.sceneIDs.contains(copy.scenes[index].id)
        }

        mutating func pair(_ baseIndex: Int, _ copyIndex: Int) {
            baseToCopy[baseIndex] = copyIndex
            copyToBase[copyIndex] = baseIndex
        }

        /// Round 1: the same controller `id`.
        mutating func pairByControllerID() {
            for (index, scene) in base.scenes.enumerated() {
                guard let id = scene.controller?.id, let other = copy.indexByControllerID[id] else { continue }
                pair(index, other)
                byControllerID.insert(index)
            }
        }

        /// Rounds 2 and 3: the free scenes whose `key` one free scene of each copy has.
        mutating func pairUniquely(by key: (StoryboardController) -> String?) {
            func unique(_ side: Side, _ isFree: (Int) -> Bool) -> [String: Int] {
                var indexes: [String: [Int]] = [:]
                for index in side.scenes.indices where isFree(index) {
                    guard let controller = side.scenes[index].controller, let value = key(controller) else { continue }
                    indexes[value, default: []].append(index)
                }
                return indexes.compactMapValues { $0.count == 1 ? $0[0] : nil }
            }
            let inBase = unique(base, isNewInBase)
            let inCopy = unique(copy, isNewInCopy)
            for (value, baseIndex) in inBase.sorted(by: { $0.value < $1.value }) {
                if let copyIndex = inCopy[value] { pair(baseIndex, copyIndex) }
            }
        }

        /// Round 4: along the segues of the pairs, out of them and into them, until a pass pairs nothing more.
        mutating func pairBySegues() {
            var paired = true
            while paired {
                paired = false
                for (baseIndex, copyIndex) in baseToCopy.sorted(by: { $0.key < $1.key }) {
                    // Out of the pair: the n-th segue of one identifier, or kind, leads to the n-th's destination.
                    let baseOut = Self.destinations(of: base.scenes[baseIndex], in: base.indexByControllerID)
                    let copyOut = Self.destinations(of: copy.scenes[copyIndex], in: copy.indexByControllerID)
                    for (key, baseTargets) in baseOut.sorted(by: { $0.key < $1.key }) {
                        for (baseTarget, copyTarget) in zip(baseTargets, copyOut[key] ?? []) where isNewInBase(baseTarget) && isNewInCopy(copyTarget) {
                            pair(baseTarget, copyTarget)
                            paired = true
                        }
                    }
                }
                for (baseIndex, copyIndex) in baseToCopy.sorted(by: { $0.key < $1.key }) {
                    // Into the pair: the one free scene of each copy whose segue of one key leads to it.
                    let baseSources = Self.sources(into: baseIndex, in: base, isFree: isNewInBase)
                    let copySources = Self.sources(into: copyIndex, in: copy, isFree: isNewInCopy)
                    for (key, baseSource) in baseSources.sorted(by: { $0.value < $1.value }) {
                        guard let copySource = copySources[key], isNewInBase(baseSource), isNewInCopy(copySource) else { continue }
                        pair(baseSource, copySource)
                        paired = true
                    }
                }
            }
        }

        /// Round 5: the free scenes of one kind and class, then of one kind, the n-th with the n-th.
        mutating func pairByPosition() {
            for key in [{ (controller: StoryboardController) in "\(controller.kind)|\(controller.qualifiedClassName ?? "")" },
                        { (controller: StoryboardController) in "\(controller.kind)" }] {
                var baseGroups: [String: [Int]] = [:]
                var copyGroups: [String: [Int]] = [:]
                for index in base.scenes.indices where isNewInBase(index) {
                    if let controller = base.scenes[index].controller { baseGroups[key(controller), default: []].append(index) }
                }
                for index in copy.scenes.indices where isNewInCopy(index) {
                    if let controller = copy.scenes[index].controller { copyGroups[key(controller), default: []].append(index) }
                }
                for (group, baseIndexes) in baseGroups.sorted(by: { $0.key < $1.key }) {
                    for (baseIndex, copyIndex) in zip(baseIndexes, copyGroups[group] ?? []) { pair(baseIndex, copyIndex) }
                }
            }
        }

        /// What names a segue across copies: its identifier, else its kind (with its relationship or segue class).
        static func key(_ segue: StoryboardSegue) -> String {
            segue.identifier.map { "identifier \($0)" } ?? "kind \(segue.kind)"
        }

        /// The scenes (indexes by controller `id`) that the segues of `scene` lead to, by key, in file order.
        static func destinations(of scene: StoryboardScene, in indexes: [String: Int]) -> [String: [Int]] {
            var targets: [String: [Int]] = [:]
            for segue in scene.segues {
                guard case .controller(let id) = segue.destination, let index = indexes[id] else { continue }
                targets[key(segue), default: []].append(index)
            }
            return targets
        }

        /// The free scenes of `side` with a segue into scene `target`, by key, where one free scene alone has that key.
        static func sources(into target: Int, in side: Side, isFree: (Int) -> Bool) -> [String: Int] {
            (side.sourcesByTarget[target] ?? [:]).compactMapValues { sources in
                let free = sources.filter(isFree)
                return free.count == 1 ? free.first : nil
            }
        }
    }
}
