import Foundation
import KeyboardLabCore
import Testing

@Suite("The sidecar format")
struct SidecarTests {
    static let facts = LabDeviceFacts(
        model: "iPhone16,1", system: "iOS 18.2", idiom: "phone", screen: [393, 852], window: [0, 0, 393, 852],
        safeAreaInsets: [59, 0, 34, 0], orientation: "portrait", reduceMotion: false,
        prefersCrossFadeTransitions: false, hardwareKeyboard: false,
        fieldTraits: ["keyboardType": "default", "inputAccessoryHeight": "0"])

    @Test("A sidecar written is the sidecar read")
    func roundTrip() throws {
        let sidecar = LabSidecar(
            scenario: "rest-per-orientation", device: Self.facts,
            guideFrames: [.init(time: 0.016, x: 0, y: 818, width: 393, height: 34)])
        #expect(try LabSidecar(json: sidecar.json()) == sidecar)
    }

    @Test("An unknown scenario is refused, naming the key and the value")
    func unknownScenario() {
        let sidecar = LabSidecar(scenario: "rest", device: Self.facts)
        #expect(
            throws: LabFileError.invalid(key: "scenario", value: "rest", expected: "the id of a checklist scenario")
        ) {
            try LabSidecar(json: sidecar.json())
        }
    }

    @Test("A session not recorded on a device must say how it was made")
    func assembledNeedsANote() {
        let sidecar = LabSidecar(scenario: "rest-per-orientation", provenance: .assembled, device: Self.facts)
        #expect(throws: LabFileError.self) { try LabSidecar(json: sidecar.json()) }
    }

    @Test("Guide frames out of time order are refused, naming the sample")
    func framesInOrder() {
        let sidecar = LabSidecar(
            scenario: "rest-per-orientation", device: Self.facts,
            guideFrames: [
                .init(time: 0.5, x: 0, y: 818, width: 393, height: 34),
                .init(time: 0.4, x: 0, y: 818, width: 393, height: 34),
            ])
        #expect(
            throws: LabFileError.invalid(
                key: "guideFrames[1].time", value: "0.4",
                expected: "seconds since the recording started, 0 or more, in order")
        ) {
            try LabSidecar(json: sidecar.json())
        }
    }

    @Test("A window in Stage Manager doesn't fill the screen; a full-screen one does")
    func windowFillsScreen() {
        var facts = Self.facts
        #expect(facts.windowFillsScreen)
        facts.window = [120, 40, 700, 600]
        #expect(!facts.windowFillsScreen)
    }
}
