import Foundation
import KeyboardProtocols
import Testing

@MainActor
@Suite("Mixin state kept per object, released with the object")
struct KeyboardMixinStorageTests {
    final class Screen {}

    @Test("a screen with no stored state reads nil and an update starts from the initial value")
    func startsFromInitialValue() {
        let storage = KeyboardMixinStorage()
        let screen = Screen()
        #expect(storage.value(PinnedBarAdjustment.self, for: screen) == nil)
        let constant = storage.update(PinnedBarAdjustment(), for: screen) { adjustment in
            adjustment.update(keyboardOverlap: 336, anchorInset: 34, currentConstant: 0)
        }
        #expect(constant == -302)
        #expect(storage.value(PinnedBarAdjustment.self, for: screen)?.restingConstant == 0)
    }

    @Test("two screens keep independent state")
    func ownersAreIndependent() {
        let storage = KeyboardMixinStorage()
        let chat = Screen()
        let settings = Screen()
        storage.update(0, for: chat) { $0 = 302 }
        storage.update(0, for: settings) { $0 = 216 }
        #expect(storage.value(Int.self, for: chat) == 302)
        #expect(storage.value(Int.self, for: settings) == 216)
    }

    @Test("two mixins on one screen keep one value each")
    func valueTypesAreIndependent() {
        let storage = KeyboardMixinStorage()
        let screen = Screen()
        storage.update(0, for: screen) { $0 = 302 }
        storage.update("", for: screen) { $0 = "inset" }
        #expect(storage.value(Int.self, for: screen) == 302)
        #expect(storage.value(String.self, for: screen) == "inset")
        #expect(storage.count == 2)
    }

    @Test("a deallocated screen's state is released by the next write")
    func releasedWithOwner() {
        let storage = KeyboardMixinStorage()
        let survivor = Screen()
        do {
            let dismissed = Screen()
            storage.update(0, for: dismissed) { $0 = 302 }
            #expect(storage.count == 1)
        }
        storage.update(0, for: survivor) { $0 = 216 }
        #expect(storage.count == 1)
        #expect(storage.value(Int.self, for: survivor) == 216)
    }

    @Test("removing a screen's values forgets all of them")
    func removeValuesForgetsOwner() {
        let storage = KeyboardMixinStorage()
        let screen = Screen()
        storage.update(0, for: screen) { $0 = 302 }
        storage.update("", for: screen) { $0 = "inset" }
        storage.removeValues(for: screen)
        #expect(storage.count == 0)
        #expect(storage.value(Int.self, for: screen) == nil)
    }
}
