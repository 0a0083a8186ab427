import KeyboardLabCore
import UIKit

/// What the screens offer the recorder to sample on every display frame (a chat's offset, its newest row, a view
/// they move) and what they tell it happened (an option picked, a delivery heard). Screens register while they are
/// on screen; the recorder reads whatever is registered when a frame comes.
@MainActor
final class LabProbes {
    static let shared = LabProbes()

    /// A named value read on every display frame: nil when the thing is absent.
    struct Probe {
        let fields: [String]
        let read: @MainActor () -> [Double]?
    }

    private(set) var probes: [String: Probe] = [:]
    /// Values SwiftUI views push when their layout changes (read as they last were).
    private var pushed: [String: (fields: [String], values: [Double]?)] = [:]
    /// Where events go while a recording runs.
    var onEvent: ((LabEvent.Kind, String, String) -> Void)?

    /// Samples `read` as `name` on every display frame until `remove(_:)`.
    func register(_ name: String, fields: [String], read: @escaping @MainActor () -> [Double]?) {
        probes[name] = Probe(fields: fields, read: read)
    }

    /// Samples `view`'s frame as drawn (its presentation layer's, in screen coordinates) as `name`.
    func register(_ name: String, view: UIView) {
        register(name, fields: LabTrack.frameFields) { [weak view] in view.flatMap(Self.drawnFrame(of:)) }
    }

    /// A chat's newest row (drawn frame), offset, adjusted inset and content size, and its composer as
    /// `view.composer`.
    func registerChat(_ tableView: UITableView, composer: UIView) {
        register(Self.composer, view: composer)
        register(LabTrack.newestRow, fields: LabTrack.frameFields) { [weak tableView] in
            guard let tableView, tableView.numberOfSections > 0 else { return nil }
            let section = tableView.numberOfSections - 1
            let rows = tableView.numberOfRows(inSection: section)
            guard rows > 0, let cell = tableView.cellForRow(at: IndexPath(row: rows - 1, section: section)),
                !cell.isHidden, cell.alpha > 0
            else { return nil }
            return Self.drawnFrame(of: cell)
        }
        register(LabTrack.contentOffset, fields: ["x", "y"]) { [weak tableView] in
            guard let tableView else { return nil }
            // The drawn offset: the layer's bounds origin while UIKit animates it.
            let bounds = tableView.layer.presentation()?.bounds ?? tableView.bounds
            return [bounds.minX, bounds.minY].map { Double($0) }
        }
        register(LabTrack.contentInset, fields: ["top", "left", "bottom", "right"]) { [weak tableView] in
            guard let inset = tableView?.adjustedContentInset else { return nil }
            return [inset.top, inset.left, inset.bottom, inset.right].map { Double($0) }
        }
        register(LabTrack.contentSize, fields: ["width", "height"]) { [weak tableView] in
            guard let size = tableView?.contentSize else { return nil }
            return [Double(size.width), Double(size.height)]
        }
    }

    /// Stops sampling `names`.
    func remove(_ names: String...) {
        for name in names {
            probes[name] = nil
            pushed[name] = nil
        }
    }

    /// Stops sampling a chat's four tracks and its composer.
    func removeChat() {
        remove(LabTrack.newestRow, LabTrack.contentOffset, LabTrack.contentInset, LabTrack.contentSize, Self.composer)
    }

    /// The track of a chat's composer.
    static let composer = LabTrack.viewPrefix + "composer"

    /// Sets the value sampled as `name` from now on (nil: absent), for views that learn it as they lay out.
    func push(_ name: String, fields: [String], values: [Double]?) {
        pushed[name] = (fields, values)
    }

    /// A frame in screen coordinates, as a probe's value.
    static func values(_ frame: CGRect) -> [Double] {
        [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) }
    }

    /// Tells the recording something happened.
    func event(_ kind: LabEvent.Kind, _ subject: String, _ detail: String) {
        onEvent?(kind, subject, detail)
    }

    /// Every probe's name, fields and current value.
    func read() -> [(name: String, fields: [String], values: [Double]?)] {
        probes.map { ($0.key, $0.value.fields, $0.value.read()) }
            + pushed.map { ($0.key, $0.value.fields, $0.value.values) }
    }

    /// `view`'s frame as drawn, in screen coordinates: its presentation layer's (where an animation has it now)
    /// converted through the presentation tree (a table's animated offset included); nil when not in a window.
    static func drawnFrame(of view: UIView) -> [Double]? {
        guard let window = view.window, let superlayer = view.layer.superlayer else { return nil }
        // Presentation layers form a tree of their own (CALayer's presentation() docs): convert within it.
        let layer = view.layer.presentation() ?? view.layer
        let parent = layer.superlayer ?? superlayer
        let inWindow = parent.convert(layer.frame, to: window.layer.presentation() ?? window.layer)
        guard let screen = window.windowScene?.screen else { return values(inWindow) }
        return values(window.convert(inWindow, to: screen.coordinateSpace))
    }
}
