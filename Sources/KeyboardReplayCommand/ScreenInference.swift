import Foundation
import KeyboardProtocols
import KeyboardProtocolsTesting

/// The screen a printed session came from, read off a shown, docked keyboard: a docked keyboard spans the screen's
/// width from x 0 and reaches its bottom, so the screen is the frame's width by its bottom edge.
enum ScreenInference {
    /// What was inferred, and from which event.
    struct Inference: Equatable {
        var screen: CGSize
        /// The event's position in the session, from 0.
        var eventIndex: Int
        /// The frame the screen was read from, as printed.
        var frame: CGRect
    }

    /// The screen of the first event that shows a docked keyboard: a show's end frame, a hide's begin frame, or for
    /// a change-frame notification (or a dump with no name) the higher of its two frames.
    static func screen(in events: [KeyboardTrace.Event]) -> Inference? {
        for (index, event) in events.enumerated() where !event.isTracked {
            guard let change = try? KeyboardPrintedPayload.frameChange(from: event) else { continue }
            guard let frame = shownFrame(of: change), isDockedShape(frame) else { continue }
            return Inference(
                screen: CGSize(width: frame.width, height: frame.maxY), eventIndex: index, frame: frame)
        }
        return nil
    }

    private static func shownFrame(of change: KeyboardFrameChange) -> CGRect? {
        switch change.event {
        case .willShow, .didShow: return change.endFrame
        case .willHide, .didHide: return change.beginFrame
        case .willChangeFrame, .didChangeFrame:
            guard let begin = change.beginFrame, begin.minY != change.endFrame.minY else { return nil }
            return begin.minY < change.endFrame.minY ? begin : change.endFrame
        }
    }

    /// Starts at x 0 and has the size of a keyboard on a phone or a tablet.
    private static func isDockedShape(_ frame: CGRect) -> Bool {
        frame.minX == 0 && frame.minY > 0 && frame.width >= 200 && frame.height > 0 && frame.width <= 2_000
            && frame.maxY <= 3_000
    }
}
