import Foundation
import Testing

@testable import KeyboardProtocols

/// Issue 38 item 2: the list follows the keyboard frame by frame on its own curve, never handed its final viewport up
/// front (ekazaev/ChatLayout issues 43 and 52). iPhone 15's show: 0.25 s on curve 7, the list moving 302 points.
@Suite("A chat list's offset followed frame by frame on the keyboard's motion")
struct KeyboardChatScrollPathTests {
    let show = ChatList.change(302, tracked: false)

    var path: KeyboardChatScrollPath? {
        KeyboardChatScrollPath(from: 1200, for: KeyboardMixinMove(value: 1502, plan: show.animationPlan))
    }

    @Test("At the start the list is where it was; mid-way it is where the keyboard's spring is; at the end, 1502")
    func followsTheSpring() throws {
        let path = try #require(path)
        #expect(path.offset(at: 0) == 1200)
        let fraction = show.motion.fractionComplete(at: 0.1)
        #expect(abs(path.offset(at: 0.1) - (1200 + 302 * CGFloat(fraction))) < 0.001)
        #expect(path.offset(at: 0.1) > 1200 && path.offset(at: 0.1) < 1502)
        #expect(path.offset(at: path.motion.duration) == 1502)
        #expect(path.isFinished(at: 0.6))
        #expect(!path.isFinished(at: 0.1))
    }

    @Test("Every frame of a 120 Hz display moves the list no further than the keyboard's next frame")
    func framesAreMonotonic() throws {
        let path = try #require(path)
        var last = path.offset(at: 0)
        for frame in 1...70 {
            let offset = path.offset(at: Double(frame) / 120)
            #expect(offset >= last)
            last = offset
        }
        #expect(last == 1502)
    }

    @Test("A move set at once, or with a NaN, has no path")
    func immediateHasNoPath() {
        #expect(KeyboardChatScrollPath(from: 1200, for: KeyboardMixinMove(value: 1502, plan: .applyImmediately)) == nil)
        #expect(
            KeyboardChatScrollPath(from: .nan, for: KeyboardMixinMove(value: 1502, plan: show.animationPlan)) == nil)
    }

    @Test("A NaN time counts as the start")
    func nanTime() throws {
        #expect(try #require(path).offset(at: .nan) == 1200)
    }
}
