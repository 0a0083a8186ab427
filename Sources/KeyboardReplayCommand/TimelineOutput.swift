import Foundation
import KeyboardProtocols
import KeyboardProtocolsTesting

/// `--timeline PATH`: a replayed session drawn as an SVG timeline, so a snap, a bounce or a gap shows at a glance.
///
/// Over the session's time, in points above the screen's bottom edge:
/// - the keyboard: the layout guide's frames where a KeyboardLab sidecar recorded them, else the payloads' heights,
///   each will-notification's animation run with its own curve (`KeyboardMotion.fractionComplete(at:)`) from where the
///   keyboard stood, as `.beginFromCurrentState` runs it;
/// - what observers heard: each delivery's height, animated the same way with the duration and curve they were told;
/// - the moved views at rest: the top of a full-screen scroll view's content (its bottom inset plus the safe area)
///   once the keyboard has settled;
/// - below the plot, each turn's notifications (blue when observers heard it), tracked frames and drags;
/// - each layout change (trace format version 5: a rotation, a resized window, another screen) as a dashed line across
///   the plot with the new screen size; heights after it are measured against its screen and safe area.
///
/// A delivery heard at once while the keyboard still moved is marked "snap"; the layout guide going more than a
/// point past where an animated delivery ended, "bounce"; views at rest away from the keyboard by more than a point,
/// "gap".
enum TimelineOutput {
    /// A motion towards a height, starting at a time from wherever the line stands then.
    struct Move: Equatable {
        var time: Double
        var height: Double
        var motion: KeyboardMotion
    }

    /// What the timeline draws, in data coordinates: seconds and points.
    struct Model {
        var screenHeight: Double
        var safeAreaBottom: Double
        /// The event times used: the trace's, or one second apart when the input had none.
        var times: [Double]
        var timesAssumed: Bool
        /// The keyboard, from the guide's samples or the payloads.
        var keyboard: [(time: Double, height: Double)]
        var keyboardFromGuide: Bool
        /// What observers heard.
        var heard: [(time: Double, height: Double)]
        /// The moved views at rest: from, to, height.
        var rests: [(start: Double, end: Double, height: Double)]
        var snaps: [(time: Double, from: Double, to: Double)]
        /// Where the layout guide went past the height observers heard and came back: the farthest point.
        var bounces: [(time: Double, height: Double, overshoot: Double)]
        var gaps: [(time: Double, views: Double, keyboard: Double)]
        /// Each layout change: its time and the layout in force from then on.
        var layoutChanges: [(time: Double, layout: KeyboardTrace.Layout)] = []
        var start: Double
        var end: Double
    }

    /// The time the keyboard spring takes to settle (0.5057 s) plus two display frames: after it, views are at rest.
    static let settlingTime = 0.54
    /// The sampling step of drawn animations: a 120 Hz display's frame.
    static let step = 1.0 / 120

    // MARK: - The lines

    /// The line through moves, each starting from where the line stands at its time (an animation interrupted by the
    /// next move leaves the line where it got to), sampled every ``step``, held until `end`.
    static func line(_ moves: [Move], initial: Double, start: Double, end: Double) -> [(time: Double, height: Double)] {
        var points: [(time: Double, height: Double)] = [(start, initial)]
        var from = initial
        for (index, move) in moves.enumerated() {
            let next = index + 1 < moves.count ? moves[index + 1].time : max(end, move.time)
            points.append((move.time, from))
            let duration = move.motion.duration
            var reached = duration > 0 ? from : move.height
            if duration > 0 {
                let stop = min(next, move.time + duration)
                var time = move.time
                while time < stop {
                    time = min(time + step, stop)
                    reached = from + (move.height - from) * move.motion.fractionComplete(at: time - move.time)
                    points.append((time, reached))
                }
                if next >= move.time + duration { reached = move.height }
            }
            points.append((move.time + (duration > 0 ? min(duration, next - move.time) : 0), reached))
            points.append((next, reached))
            from = reached
        }
        return points
    }

    /// The line's height at `time`: the last point at or before it.
    static func height(of line: [(time: Double, height: Double)], at time: Double) -> Double {
        line.last { $0.time <= time }?.height ?? line.first?.height ?? 0
    }

    /// Builds what the timeline draws from replayed rows and, for a lab session, the sidecar's guide frames.
    static func model(
        rows: [KeyboardReplayRow], layout: KeyboardTrace.Layout, guide: [LabSidecarReading.GuideFrame]?
    ) -> Model {
        let timesAssumed = rows.contains { $0.time == nil }
        let times = rows.indices.map { timesAssumed ? Double($0) : rows[$0].time ?? 0 }
        let layoutChanges = rows.indices.compactMap { index in rows[index].layout.map { (times[index], $0) } }
        /// The layout in force at a time: the replay's, then each change's from its time on.
        func layoutAt(_ time: Double) -> KeyboardTrace.Layout {
            layoutChanges.last { $0.0 <= time }?.1 ?? layout
        }
        let safe = layout.safeAreaInsets.bottom
        let screenHeight = layout.screen.height
        let guideTimes = (guide ?? []).map(\.time)
        let start = min(0, (times + guideTimes).min() ?? 0)
        let end = max((times.max() ?? 0) + 1, (guideTimes.max() ?? 0) + 0.05)

        // The payloads: every will-notification and tracked frame moves the keyboard; a did-notification only where
        // it says something else (a correction, at once).
        var payloadMoves: [Move] = []
        var heardMoves: [Move] = []
        for (index, row) in rows.enumerated() {
            let time = times[index]
            if let payload = row.payload, row.error == nil {
                let isDid = payload.event == .didShow || payload.event == .didHide || payload.event == .didChangeFrame
                let height = Double(payload.height)
                if row.isTracked {
                    payloadMoves.append(Move(time: time, height: height, motion: .immediate))
                } else if !isDid {
                    payloadMoves.append(Move(time: time, height: height, motion: payload.motion))
                } else if let last = payloadMoves.last, abs(last.height - height) > 0.5 {
                    payloadMoves.append(Move(time: time, height: height, motion: .immediate))
                }
            }
            if row.isDelivered, let change = row.change {
                heardMoves.append(
                    Move(
                        time: time, height: Double(change.height), motion: row.isTracked ? .immediate : change.motion))
            }
        }
        let payloadLine = line(payloadMoves, initial: 0, start: start, end: end)
        let heard = line(heardMoves, initial: 0, start: start, end: end)
        let keyboard: [(time: Double, height: Double)]
        if let guide, !guide.isEmpty {
            keyboard = guide.map { ($0.time, layoutAt($0.time).screen.height - $0.top) }
        } else {
            keyboard = payloadLine
        }
        let fromGuide = guide.map { !$0.isEmpty } ?? false

        // Snaps: a delivery heard at once while the keyboard was still between where it was and where it went.
        var snaps: [(time: Double, from: Double, to: Double)] = []
        for (index, move) in heardMoves.enumerated() where move.motion == .immediate {
            let from = index == 0 ? 0 : height(of: heard, at: move.time - 1e-9)
            guard abs(move.height - from) > 1 else { continue }
            let low = max(min(from, move.height), fromGuide ? safe : -.infinity) + 2
            let high = max(from, move.height, fromGuide ? safe : -.infinity) - 2
            let moving = keyboard.contains { point in
                point.time > move.time && point.time <= move.time + settlingTime && point.height > low
                    && point.height < high
            }
            if moving { snaps.append((move.time, from, move.height)) }
        }

        // Bounces: the guide going more than a point past where an animated delivery ended, before the next one.
        var bounces: [(time: Double, height: Double, overshoot: Double)] = []
        if fromGuide {
            for (index, move) in heardMoves.enumerated() where move.motion != .immediate {
                let from = index == 0 ? 0 : height(of: heard, at: move.time - 1e-9)
                let target = max(move.height, safe)
                let next = index + 1 < heardMoves.count ? heardMoves[index + 1].time : end
                let window = keyboard.filter { $0.time > move.time && $0.time < next }
                let past =
                    move.height >= from
                    ? window.max { $0.height < $1.height }.map { ($0, $0.height - target) }
                    : window.min { $0.height < $1.height }.map { ($0, target - $0.height) }
                if let (point, overshoot) = past, overshoot > 1 {
                    bounces.append((point.time, point.height, overshoot))
                }
            }
        }

        // The moved views at rest, after each turn once the keyboard has settled, and the gaps to the keyboard.
        var rests: [(start: Double, end: Double, height: Double)] = []
        var gaps: [(time: Double, views: Double, keyboard: Double)] = []
        var index = 0
        while index < rows.count {
            var last = index
            while last + 1 < rows.count, times[last + 1] == times[index] { last += 1 }
            let restStart = times[index] + settlingTime
            let restEnd = last + 1 < rows.count ? times[last + 1] : end
            if let inset = rows[last].bottomInset, restEnd > restStart {
                let safeThen = layoutAt(times[last]).safeAreaInsets.bottom
                let views = Double(inset) + safeThen
                rests.append((restStart, restEnd, views))
                let keyboardThen = max(height(of: keyboard, at: restEnd - 1e-9), safeThen)
                if abs(views - keyboardThen) > 1 {
                    gaps.append((restEnd, views, keyboardThen))
                }
            }
            index = last + 1
        }
        return Model(
            screenHeight: screenHeight, safeAreaBottom: safe, times: times, timesAssumed: timesAssumed,
            keyboard: keyboard, keyboardFromGuide: fromGuide, heard: heard, rests: rests, snaps: snaps,
            bounces: bounces, gaps: gaps, layoutChanges: layoutChanges,
            start: start, end: end)
    }
}

// MARK: - Drawing

extension TimelineOutput {
    static let width = 1200.0
    static let height = 675.0
    static let plotLeft = 80.0
    static let plotRight = 1170.0
    static let plotTop = 140.0
    static let plotBottom = 480.0

    static let keyboardColor = "#8e8e93"
    static let heardColor = "#0a64d8"
    static let restColor = "#34c759"
    static let alertColor = "#d70015"

    /// The SVG document.
    ///
    /// - Parameters:
    ///   - rows: The replayed rows.
    ///   - layout: The layout they were replayed in.
    ///   - source: What was replayed, for the title (a file name, or "the embedded session").
    ///   - sidecar: The KeyboardLab sidecar, when the input was a lab session.
    static func svg(
        rows: [KeyboardReplayRow], layout: KeyboardTrace.Layout, source: String, sidecar: LabSidecarReading?
    ) -> String {
        let model = model(rows: rows, layout: layout, guide: sidecar?.guideFrames)
        func screenHeight(at time: Double) -> Double {
            (model.layoutChanges.last { $0.time <= time }?.layout ?? layout).screen.height
        }
        let allHeights =
            model.keyboard.map(\.height) + model.heard.map(\.height) + model.rests.map(\.height) + [
                model.safeAreaBottom, 100,
            ] + labHeights(sidecar, screenHeight: screenHeight)
        let canvasHeight = height + labPanelsHeight(sidecar)
        let top = niceCeiling((allHeights.max() ?? 100) * 1.1)
        func x(_ time: Double) -> Double {
            plotLeft + (time - model.start) / (model.end - model.start) * (plotRight - plotLeft)
        }
        func y(_ points: Double) -> Double {
            plotBottom - min(max(points, 0), top) / top * (plotBottom - plotTop)
        }
        var lines: [String] = []
        lines.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        lines.append(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(canvasHeight))\""
                + " viewBox=\"0 0 \(Int(width)) \(Int(canvasHeight))\" font-family=\"Helvetica, Arial, sans-serif\">")
        lines.append("<title>\(SVGMarkup.escaped("Keyboard timeline: \(source)"))</title>")
        lines.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>")
        lines.append(SVGMarkup.text("Keyboard timeline: \(source)", x: plotLeft, y: 34, size: 20, weight: "bold"))
        let delivered = rows.filter(\.isDelivered).count
        lines.append(
            SVGMarkup.text(
                "Screen \(ReplayOutput.points(layout.screen.width)) × \(ReplayOutput.points(layout.screen.height)) pt, "
                    + "safe area bottom \(ReplayOutput.points(model.safeAreaBottom)) pt; \(rows.count) events, "
                    + "\(delivered) delivered to observers"
                    + (model.timesAssumed ? "; no times in the input: events drawn one second apart" : ""),
                x: plotLeft, y: 58, size: 14, fill: "#3a3a3c"))
        if let sidecar {
            lines.append(SVGMarkup.text(sidecar.summary, x: plotLeft, y: 78, size: 13, fill: "#3a3a3c"))
        }
        lines += legend(fromGuide: model.keyboardFromGuide, extra: labLegend(sidecar))

        // Drags: shaded from their start to their end.
        var dragStart: Double?
        for (index, row) in rows.enumerated() where isDrag(row) {
            if let began = dragStart {
                lines.append(
                    "<rect x=\"\(SVGMarkup.number(x(began)))\" y=\"\(SVGMarkup.number(plotTop))\" width=\""
                        + "\(SVGMarkup.number(max(x(model.times[index]) - x(began), 1)))\" height=\""
                        + "\(SVGMarkup.number(plotBottom - plotTop))\" fill=\"#fff4d6\"/>")
                dragStart = nil
            } else {
                dragStart = model.times[index]
            }
        }

        // Axes and grid.
        let yStep = top > 400 ? 100.0 : 50.0
        for value in stride(from: 0.0, through: top, by: yStep) {
            lines.append(SVGMarkup.line(x1: plotLeft, y1: y(value), x2: plotRight, y2: y(value), stroke: "#e5e5ea"))
            lines.append(
                SVGMarkup.text(
                    ReplayOutput.points(value), x: plotLeft - 8, y: y(value) + 4, anchor: "end", size: 12,
                    fill: "#636366"))
        }
        let xStep = niceStep((model.end - model.start) / 12)
        for value in stride(from: (model.start / xStep).rounded(.up) * xStep, through: model.end, by: xStep) {
            lines.append(
                SVGMarkup.line(x1: x(value), y1: plotBottom, x2: x(value), y2: plotBottom + 5, stroke: "#8e8e93"))
            lines.append(
                SVGMarkup.text(
                    SVGMarkup.number(value, decimals: xStep < 1 ? 2 : 0), x: x(value), y: plotBottom + 19,
                    anchor: "middle", size: 12, fill: "#636366"))
        }
        lines.append(SVGMarkup.line(x1: plotLeft, y1: plotBottom, x2: plotRight, y2: plotBottom, stroke: "#1d1d1f"))
        lines.append(SVGMarkup.line(x1: plotLeft, y1: plotTop, x2: plotLeft, y2: plotBottom, stroke: "#1d1d1f"))
        lines.append(
            SVGMarkup.text(
                "points above the screen's bottom", x: 24, y: (plotTop + plotBottom) / 2, anchor: "middle", size: 12,
                fill: "#636366",
                transform: "rotate(-90 24 \(SVGMarkup.number((plotTop + plotBottom) / 2)))"))
        lines.append(
            SVGMarkup.text(
                "seconds since the recording started", x: plotRight, y: plotBottom + 36, anchor: "end", size: 12,
                fill: "#636366"))
        if model.safeAreaBottom > 0 {
            lines.append(
                SVGMarkup.line(
                    x1: plotLeft, y1: y(model.safeAreaBottom), x2: plotRight, y2: y(model.safeAreaBottom),
                    stroke: "#c7c7cc", dash: "2 4"))
        }

        // The three lines: the keyboard, what observers heard, the views at rest (on top, dashed, where they agree).
        lines.append(
            SVGMarkup.polyline(
                model.keyboard.map { (x($0.time), y($0.height)) }, stroke: keyboardColor, width: 7, id: "keyboard"))
        lines.append(
            SVGMarkup.polyline(
                model.heard.map { (x($0.time), y($0.height)) }, stroke: heardColor, width: 2, id: "heard"))
        for rest in model.rests {
            lines.append(
                SVGMarkup.line(
                    x1: x(rest.start), y1: y(rest.height), x2: x(rest.end), y2: y(rest.height), stroke: restColor,
                    width: 3, dash: "8 4"))
        }
        if let sidecar {
            lines += labPlotLines(sidecar, x: x, y: y, screenHeight: screenHeight)
        }

        // Layout changes: a dashed line across the plot, the new screen and orientation above it.
        for change in model.layoutChanges {
            let at = x(change.time)
            lines.append(
                SVGMarkup.line(x1: at, y1: plotTop - 8, x2: at, y2: plotBottom, stroke: "#5e5ce6", dash: "6 3"))
            let size = change.layout.screen
            let label =
                "layout: \(ReplayOutput.points(size.width)) × \(ReplayOutput.points(size.height)) pt"
                + (change.layout.orientation.map { ", \($0.rawValue)" } ?? "")
                + (change.layout.windowFrame.map { ", window \(ReplayOutput.printedRect($0))" } ?? "")
                + (change.layout.screenIdentity.map { ", screen \($0)" } ?? "")
            lines.append(SVGMarkup.text(label, x: at + 4, y: plotTop - 12, size: 12, fill: "#5e5ce6"))
        }

        // What went wrong.
        for snap in model.snaps {
            let middle = (snap.from + snap.to) / 2
            lines.append(
                "<circle cx=\"\(SVGMarkup.number(x(snap.time)))\" cy=\"\(SVGMarkup.number(y(middle)))\" r=\"9\" "
                    + "fill=\"none\" stroke=\"\(alertColor)\" stroke-width=\"2\"/>")
            lines.append(
                SVGMarkup.text(
                    "snap", x: x(snap.time) + 12, y: y(middle) + 4, size: 13, weight: "bold", fill: alertColor))
        }
        for bounce in model.bounces {
            lines.append(
                "<circle cx=\"\(SVGMarkup.number(x(bounce.time)))\" cy=\"\(SVGMarkup.number(y(bounce.height)))\" "
                    + "r=\"6\" fill=\"none\" stroke=\"\(alertColor)\" stroke-width=\"2\"/>")
            lines.append(
                SVGMarkup.text(
                    "bounce \(ReplayOutput.points((bounce.overshoot * 10).rounded() / 10)) pt", x: x(bounce.time) + 9,
                    y: y(bounce.height) - 8, size: 13, weight: "bold", fill: alertColor))
        }
        for gap in model.gaps {
            lines.append(
                SVGMarkup.line(
                    x1: x(gap.time) - 3, y1: y(gap.views), x2: x(gap.time) - 3, y2: y(gap.keyboard), stroke: alertColor,
                    width: 2))
            lines.append(
                SVGMarkup.text(
                    "gap \(ReplayOutput.points((abs(gap.views - gap.keyboard) * 10).rounded() / 10)) pt",
                    x: x(gap.time) - 8, y: (y(gap.views) + y(gap.keyboard)) / 2 + 4, anchor: "end", size: 13,
                    weight: "bold", fill: alertColor))
        }

        lines += eventLane(rows: rows, times: model.times, x: x)
        if let sidecar {
            lines += labPanels(sidecar, top: height, x: x)
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The legend's entries on one line, then `extra` (what a lab sidecar adds) on a second.
    private static func legend(fromGuide: Bool, extra: [(String, String, Double, String?)]) -> [String] {
        let entries: [(String, String, Double, String?)] = [
            (
                fromGuide ? "keyboard (layout guide, every display frame)" : "keyboard (payloads, animated)",
                keyboardColor, 7, nil
            ),
            ("what observers heard, animated as told", heardColor, 2, nil),
            ("moved views at rest (scroll content's bottom)", restColor, 3, "8 4"),
        ]
        var lines: [String] = []
        for (row, items) in [entries, extra].enumerated() {
            var left = plotLeft
            let top = extra.isEmpty ? 106 : 98 + Double(row) * 18
            for (label, color, width, dash) in items {
                lines.append(
                    SVGMarkup.line(x1: left, y1: top, x2: left + 28, y2: top, stroke: color, width: width, dash: dash))
                lines.append(SVGMarkup.text(label, x: left + 36, y: top + 5, size: 13))
                left += 56 + Double(label.count) * 7.2
            }
        }
        return lines
    }

    /// Below the plot: a tick per turn with its notifications' short names (blue when observers heard one), a dot
    /// per tracked frame, and the drags.
    private static func eventLane(rows: [KeyboardReplayRow], times: [Double], x: (Double) -> Double) -> [String] {
        var lines: [String] = []
        var rowEnds = [-Double.infinity, -Double.infinity, -Double.infinity]
        var index = 0
        while index < rows.count {
            var last = index
            while last + 1 < rows.count, times[last + 1] == times[index] { last += 1 }
            let turn = rows[index...last]
            let at = x(times[index])
            if turn.allSatisfy(\.isTracked) {
                let color = turn.contains(where: \.isDelivered) ? heardColor : keyboardColor
                lines.append(
                    "<circle cx=\"\(SVGMarkup.number(at))\" cy=\"\(SVGMarkup.number(plotBottom + 52))\" r=\"2.5\" "
                        + "fill=\"\(color)\"/>")
            } else {
                let names = turn.map(shortName).joined(separator: "+")
                let color = turn.contains(where: \.isDelivered) ? heardColor : keyboardColor
                let labelWidth = Double(names.count) * 6.4
                let lane = rowEnds.firstIndex { $0 < at - 2 } ?? 0
                rowEnds[lane] = at + labelWidth
                let labelY = plotBottom + 66 + Double(lane) * 18
                lines.append(SVGMarkup.line(x1: at, y1: plotBottom + 44, x2: at, y2: labelY - 11, stroke: color))
                lines.append(SVGMarkup.text(names, x: at, y: labelY, size: 11, fill: color))
            }
            index = last + 1
        }
        lines.append(
            SVGMarkup.text(
                "wCF/wS/wH: will change frame/show/hide, dCF/dS/dH: did…; blue: heard by observers; dots: tracked "
                    + "frames; shaded: a drag",
                x: plotLeft, y: height - 14, size: 12, fill: "#636366"))
        return lines
    }

    /// A drag's start or end: a row with neither a notification, a payload, an error nor a layout change.
    static func isDrag(_ row: KeyboardReplayRow) -> Bool {
        row.interactiveDismissal != nil
            || (row.notification == nil && row.payload == nil && row.error == nil && !row.isTracked
                && row.layout == nil)
    }

    private static func shortName(_ row: KeyboardReplayRow) -> String {
        if row.isTracked { return "tracked" }
        if isDrag(row) { return "drag" }
        if row.layout != nil { return "layout" }
        // A printed dump with no name is read as will-change-frame.
        guard let name = row.notification else { return row.payload == nil ? "?" : "wCF*" }
        switch KeyboardEvent(notificationName: Notification.Name(name)) {
        case .willChangeFrame: return "wCF"
        case .willShow: return "wS"
        case .willHide: return "wH"
        case .didChangeFrame: return "dCF"
        case .didShow: return "dS"
        case .didHide: return "dH"
        case nil: return "?"
        }
    }

    /// The smallest of 1, 2, 2.5 or 5 times a power of ten at least `value`.
    static func niceStep(_ value: Double) -> Double {
        guard value > 0, value.isFinite else { return 1 }
        let power = pow(10, (log10(value)).rounded(.down))
        for factor in [1.0, 2, 2.5, 5, 10] where factor * power >= value { return factor * power }
        return 10 * power
    }

    /// `value` rounded up to a multiple of 50 points.
    static func niceCeiling(_ value: Double) -> Double {
        max(50, (value / 50).rounded(.up) * 50)
    }
}
