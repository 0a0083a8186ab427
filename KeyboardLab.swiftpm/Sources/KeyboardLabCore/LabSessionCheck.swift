import Foundation
import KeyboardProtocols
import KeyboardProtocolsTesting

/// A session as the lab writes it: a trace and its sidecar, read and checked.
///
/// ```swift
/// let session = try LabSession(traceJSON: traceData, sidecarJSON: sidecarData)
/// let report = session.check()
/// print(report.findings.isEmpty ? "as expected" : report.description)
/// ```
public struct LabSession: Sendable {
    /// The recorded keyboard session.
    public let trace: KeyboardTrace
    /// The device facts and the layout guide's frames.
    public let sidecar: LabSidecar

    /// Reads a session's two files.
    ///
    /// - Throws: ``LabFileError`` naming the file and what is wrong in it.
    public init(traceJSON: Data, sidecarJSON: Data) throws(LabFileError) {
        do {
            trace = try KeyboardTrace(json: traceJSON)
        } catch {
            throw .unreadable(file: "trace", reason: error.description)
        }
        sidecar = try LabSidecar(json: sidecarJSON)
    }

    /// Creates a session from a trace and a sidecar already read.
    public init(trace: KeyboardTrace, sidecar: LabSidecar) {
        self.trace = trace
        self.sidecar = sidecar
    }

    /// The scenario the sidecar names.
    public var scenario: LabScenario? { LabScenario.named(sidecar.scenario) }

    /// Replays the trace and checks it against its scenario's invariants.
    public func check() -> LabReport {
        // Each time measured against the layout in force then: a rotation or a resized window changes the screen.
        LabSessionCheck.check(
            rows: KeyboardReplay.rows(for: trace), layout: trace.layout, layouts: { [trace] in trace.layout(at: $0) },
            sidecar: sidecar, invariants: scenario?.invariants ?? LabInvariant.allCases)
    }
}

/// What a session's check found: for each invariant, how many things it checked and what broke it.
public struct LabReport: Sendable, Equatable, CustomStringConvertible {
    /// How many turns, moves or rests each invariant checked (0 when it had nothing to check, such as no guide
    /// frames).
    public var checked: [LabInvariant: Int] = [:]
    /// What broke an invariant, in time order per invariant.
    public var findings: [LabFinding] = []
    /// How far the layout guide strayed from what observers heard while their animations ran: the largest difference
    /// between a guide frame and the heard animation at its time (its curve or the keyboard spring, from where the
    /// previous one got to). Nil without guide frames or when the window doesn't fill the screen. A measurement, not
    /// an invariant: how closely the keyboard spring follows a device is what `rest-per-orientation` settles.
    public var largestAnimationDeviation: LabDeviation?

    /// A report of `findings`, with nothing counted as checked: what a check builds up, or a test's input.
    public init(findings: [LabFinding] = []) {
        self.findings = findings
    }

    /// One line per invariant, then one per finding.
    public var description: String {
        var lines = LabInvariant.allCases.compactMap { invariant -> String? in
            guard let count = checked[invariant] else { return nil }
            let failed = findings.filter { $0.invariant == invariant }.count
            return "\(invariant.rawValue): \(count) checked, \(failed) failed"
        }
        lines += findings.map { "  \($0.invariant.rawValue): \($0.message)" }
        if let deviation = largestAnimationDeviation {
            lines.append(
                String(
                    format: "heard animations against the layout guide: largest difference %.1f pt at %.3f s",
                    deviation.points, deviation.time))
        }
        return lines.joined(separator: "\n")
    }
}

/// A difference between the layout guide and what observers heard, in points, at a time of the trace.
public struct LabDeviation: Sendable, Equatable {
    /// Seconds since the recording started.
    public var time: Double
    /// The difference, in points (0 or more).
    public var points: Double
}

/// One broken invariant, with the evidence in words.
public struct LabFinding: Sendable, Equatable {
    /// The invariant broken.
    public var invariant: LabInvariant
    /// When, and what was heard against what the keyboard did.
    public var message: String

    /// A finding of `invariant`, in words.
    public init(invariant: LabInvariant, message: String) {
        self.invariant = invariant
        self.message = message
    }
}

/// The invariants a contributed session is checked against, over its replayed rows and its sidecar.
public enum LabSessionCheck {
    /// The time after a delivery before the keyboard is at rest: the keyboard spring's settling time (0.5057 s)
    /// plus two display frames.
    public static let settlingTime: TimeInterval = 0.54

    /// How far apart two heights may be and still match, in points: screen coordinates are rounded to pixels.
    public static let tolerance = 1.0

    /// Checks replayed rows against invariants.
    ///
    /// - Parameters:
    ///   - rows: The trace's replayed rows (`KeyboardReplay.rows(for:)`).
    ///   - layout: The trace's layout.
    ///   - layouts: The layout in force at a time, where the trace records layout changes (`trace.layout(at:)`: a
    ///     rotation, a resized window); nil for `layout` throughout. Defaults to nil.
    ///   - sidecar: The device facts and the layout guide's frames.
    ///   - invariants: The invariants to check.
    public static func check(
        rows: [KeyboardReplayRow], layout: KeyboardTrace.Layout,
        layouts: (@Sendable (TimeInterval) -> KeyboardTrace.Layout)? = nil, sidecar: LabSidecar,
        invariants: [LabInvariant]
    ) -> LabReport {
        let layoutAt: (TimeInterval) -> KeyboardTrace.Layout = layouts ?? { [layout] _ in layout }
        var report = LabReport()
        let turns = Self.turns(rows)
        let rests = Self.rests(turns)
        for invariant in invariants {
            let (count, findings): (Int, [String])
            switch invariant {
            case .oneDeliveryPerTransition: (count, findings) = oneDeliveryPerTransition(turns)
            case .noSnap: (count, findings) = noSnap(turns, layout: layoutAt, guide: sidecar.drawnGuideFrames)
            case .restMatchesGuide:
                (count, findings) =
                    sidecar.device.windowFillsScreen
                    ? restMatchesGuide(turns, layout: layoutAt, guide: sidecar.guideFrames) : (0, [])
            case .rowsStayDrawn: (count, findings) = rowsStayDrawn(sidecar)
            case .noGhostSpace: (count, findings) = noGhostSpace(rests, sidecar: sidecar)
            case .accessoryCovered: (count, findings) = accessoryCovered(rests, layout: layoutAt, sidecar: sidecar)
            case .viewsClearKeyboard: (count, findings) = viewsClearKeyboard(rests, sidecar: sidecar)
            case .environmentMatchesHeard: (count, findings) = environmentMatchesHeard(rests, sidecar: sidecar)
            case .presentedMatchesGuide: (count, findings) = presentedMatchesGuide(rests, sidecar: sidecar)
            }
            report.checked[invariant] = count
            report.findings += findings.map { LabFinding(invariant: invariant, message: $0) }
        }
        if sidecar.device.windowFillsScreen {
            report.largestAnimationDeviation = animationDeviation(
                turns, layout: layoutAt, guide: sidecar.drawnGuideFrames)
        }
        return report
    }

    /// Rows of one turn of the main run loop: consecutive rows with the same time (a row without one is a turn of
    /// its own), as the recorder stamps them.
    static func turns(_ rows: [KeyboardReplayRow]) -> [[KeyboardReplayRow]] {
        var turns: [[KeyboardReplayRow]] = []
        for row in rows {
            if let time = row.time, let last = turns.last?.last, last.time == time {
                turns[turns.count - 1].append(row)
            } else {
                turns.append([row])
            }
        }
        return turns
    }

    private static func isWill(_ row: KeyboardReplayRow) -> Bool {
        guard let name = row.notification, let event = KeyboardEvent(notificationName: Notification.Name(name)) else {
            return false
        }
        return [.willShow, .willHide, .willChangeFrame].contains(event)
    }

    private static func time(_ row: KeyboardReplayRow) -> String {
        row.time.map { String(format: "%.3f s", $0) } ?? "an untimed event"
    }

    private static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 100).rounded() / 100)
    }

    // MARK: - One delivery per transition

    static func oneDeliveryPerTransition(_ turns: [[KeyboardReplayRow]]) -> (Int, [String]) {
        var findings: [String] = []
        var heard: CGFloat = 0
        for turn in turns {
            let delivered = turn.filter(\.isDelivered)
            if delivered.count > 1 {
                let names = delivered.map {
                    $0.notification.flatMap { KeyboardEvent(notificationName: Notification.Name($0))?.rawValue } ?? "?"
                }
                findings.append(
                    "at \(time(turn[0])) observers heard \(delivered.count) deliveries in one turn: "
                        + names.joined(separator: ", "))
            }
            let after = turn.last?.height ?? heard
            if delivered.isEmpty, turn.contains(where: isWill), abs(Double(after - heard)) > tolerance {
                findings.append(
                    "at \(time(turn[0])) the keyboard moved from \(points(Double(heard))) to "
                        + "\(points(Double(after))) pt and observers heard nothing")
            }
            if let last = delivered.last?.change { heard = last.height }
        }
        return (turns.count, findings)
    }

    // MARK: - No snap

    static func noSnap(
        _ turns: [[KeyboardReplayRow]], layout: (TimeInterval) -> KeyboardTrace.Layout, guide: [LabSidecar.GuideFrame]
    ) -> (Int, [String]) {
        var findings: [String] = []
        var checked = 0
        var heard: CGFloat = 0
        for row in turns.joined() where row.isDelivered {
            guard let change = row.change else { continue }
            defer { heard = change.height }
            // A tracked frame follows the finger: it moves at once by design.
            guard !row.isTracked, abs(Double(change.height - heard)) > tolerance, change.motion == .immediate else {
                continue
            }
            checked += 1
            // The payload is read whatever the samples show: a layout guide's values jump to the end at once.
            if let said = row.payload, isWill(row), said.motion != .immediate {
                findings.append(
                    "at \(time(row)) observers heard \(points(Double(heard))) → \(points(Double(change.height))) pt "
                        + "at once while the payload animated over \(points(said.animationDuration)) s")
                continue
            }
            guard let start = row.time, !guide.isEmpty else { continue }
            let floor = layout(start).safeAreaInsets.bottom
            let from = max(Double(heard), floor)
            let to = max(Double(change.height), floor)
            // The keyboard itself animated when the drawn guide went through heights between the two.
            let low = min(from, to) + 2
            let high = max(from, to) - 2
            let between = guide.first { sample in
                let height = layout(sample.time).screen.height - sample.top
                return sample.time >= start && sample.time <= start + settlingTime && height > low && height < high
            }
            if let between {
                findings.append(
                    "at \(time(row)) observers heard \(points(Double(heard))) → \(points(Double(change.height))) "
                        + "pt at once while the layout guide moved through "
                        + "\(points(layout(between.time).screen.height - between.top)) pt at "
                        + String(format: "%.3f s", between.time))
            }
        }
        return (checked, findings)
    }

    // MARK: - The heard animations against the guide

    static func animationDeviation(
        _ turns: [[KeyboardReplayRow]], layout: (TimeInterval) -> KeyboardTrace.Layout, guide: [LabSidecar.GuideFrame]
    ) -> LabDeviation? {
        guard !guide.isEmpty else { return nil }
        let delivered = turns.joined().filter { $0.isDelivered && $0.change != nil && $0.time != nil }
        var heard = 0.0
        var largest: LabDeviation?
        for (index, row) in delivered.enumerated() {
            guard let change = row.change, let start = row.time else { continue }
            let motion = row.isTracked ? KeyboardMotion.immediate : change.motion
            let from = heard
            let to = Double(change.height)
            let next = index + 1 < delivered.count ? delivered[index + 1].time ?? .infinity : .infinity
            let end = min(next, start + motion.duration)
            // Where an interrupted animation got to is where the next one starts.
            heard = next < start + motion.duration ? from + (to - from) * motion.fractionComplete(at: next - start) : to
            guard motion != .immediate else { continue }
            for sample in guide where sample.time > start && sample.time <= end {
                let then = layout(sample.time)
                let expected = max(
                    from + (to - from) * motion.fractionComplete(at: sample.time - start), then.safeAreaInsets.bottom)
                let difference = abs((then.screen.height - sample.top) - expected)
                if difference > largest?.points ?? -1 {
                    largest = LabDeviation(time: sample.time, points: difference)
                }
            }
        }
        return largest
    }

    // MARK: - Rest matches the guide

    static func restMatchesGuide(
        _ turns: [[KeyboardReplayRow]], layout: (TimeInterval) -> KeyboardTrace.Layout, guide: [LabSidecar.GuideFrame]
    ) -> (Int, [String]) {
        guard !guide.isEmpty else { return (0, []) }
        var findings: [String] = []
        var checked = 0
        var heard: CGFloat = 0
        for (index, turn) in turns.enumerated() {
            if let last = turn.last(where: \.isDelivered)?.change { heard = last.height }
            guard let start = turn[0].time else { continue }
            let end = turns.dropFirst(index + 1).lazy.compactMap { $0[0].time }.first ?? .infinity
            // The guide's last frame before the next turn, once the keyboard had time to settle.
            guard let rest = guide.last(where: { $0.time >= start + settlingTime && $0.time < end }) else { continue }
            checked += 1
            let then = layout(rest.time)
            let expected = max(Double(heard), then.safeAreaInsets.bottom)
            let measured = then.screen.height - rest.top
            if abs(expected - measured) > tolerance {
                findings.append(
                    "at rest after \(time(turn[0])) observers heard \(points(Double(heard))) pt (with the safe area, "
                        + "\(points(expected)) pt) and the layout guide said \(points(measured)) pt at "
                        + String(format: "%.3f s", rest.time))
            }
        }
        return (checked, findings)
    }

    // MARK: - What the screens recorded, at rest

    /// A stretch of time the keyboard was at rest: from the settling time after a turn to the next turn, with the
    /// height observers last heard.
    struct Rest {
        /// The time of the turn the rest follows.
        var after: Double
        /// When the keyboard had settled.
        var from: Double
        /// The next turn's time (infinity after the last).
        var until: Double
        /// The height observers last heard.
        var heard: Double

        /// The last sample of `track` in the rest, if any.
        func last(_ track: LabTrack) -> [Double]? {
            track.samples.last { $0[0] >= from && $0[0] < until }
        }

        /// The last guide frame in the rest, if any.
        func last(_ frames: [LabSidecar.GuideFrame]) -> LabSidecar.GuideFrame? {
            frames.last { $0.time >= from && $0.time < until }
        }
    }

    static func rests(_ turns: [[KeyboardReplayRow]]) -> [Rest] {
        var rests: [Rest] = []
        var heard: CGFloat = 0
        for (index, turn) in turns.enumerated() {
            if let last = turn.last(where: \.isDelivered)?.change { heard = last.height }
            guard let start = turn[0].time else { continue }
            let until = turns.dropFirst(index + 1).lazy.compactMap { $0[0].time }.first ?? .infinity
            rests.append(Rest(after: start, from: start + settlingTime, until: until, heard: Double(heard)))
        }
        return rests
    }

    static func missing(_ name: String) -> [String] {
        ["the session has no '\(name)' track: it can't answer the scenario's question"]
    }

    static func rowsStayDrawn(_ sidecar: LabSidecar) -> (Int, [String]) {
        guard let track = sidecar.track(LabTrack.newestRow) else { return (0, missing(LabTrack.newestRow)) }
        var findings: [String] = []
        var drawn = false
        var gap: [[Double]] = []
        func close() {
            guard let first = gap.first, let last = gap.last else { return }
            findings.append(
                "from \(String(format: "%.3f", first[0])) to \(String(format: "%.3f s", last[0])) the newest row was "
                    + "not drawn (\(gap.count) display frame\(gap.count == 1 ? "" : "s"))")
            gap = []
        }
        for sample in track.samples {
            if sample.count > 1 {
                close()
                drawn = true
            } else if drawn {
                gap.append(sample)
            }
        }
        close()
        return (track.samples.count, findings)
    }

    static func noGhostSpace(_ rests: [Rest], sidecar: LabSidecar) -> (Int, [String]) {
        guard let track = sidecar.track(LabTrack.contentInset) else { return (0, missing(LabTrack.contentInset)) }
        // [time, top, left, bottom, right]: before the keyboard first showed, the first sample.
        guard let before = track.samples.first(where: { $0.count == 5 })?[3] else { return (0, []) }
        var findings: [String] = []
        var checked = 0
        for rest in rests where rest.heard == 0 {
            guard let sample = rest.last(track), sample.count == 5 else { continue }
            checked += 1
            if abs(sample[3] - before) > tolerance {
                findings.append(
                    "at rest after \(String(format: "%.3f s", rest.after)), the keyboard hidden, the chat's bottom "
                        + "inset was \(points(sample[3])) pt; \(points(before)) pt before the keyboard first showed")
            }
        }
        return (checked, findings)
    }

    static func accessoryCovered(
        _ rests: [Rest], layout: (TimeInterval) -> KeyboardTrace.Layout, sidecar: LabSidecar
    ) -> (Int, [String]) {
        guard let track = sidecar.track(LabTrack.accessory) else { return (0, missing(LabTrack.accessory)) }
        var findings: [String] = []
        var checked = 0
        for rest in rests where rest.heard > 0 {
            guard let sample = rest.last(track), sample.count == 5 else { continue }
            checked += 1
            let accessoryTop = layout(rest.after).screen.height - sample[2]
            if accessoryTop > rest.heard + tolerance {
                findings.append(
                    "at rest after \(String(format: "%.3f s", rest.after)) observers heard \(points(rest.heard)) pt "
                        + "and the accessory's top was \(points(accessoryTop)) pt above the screen's bottom")
            }
        }
        return (checked, findings)
    }

    static func viewsClearKeyboard(_ rests: [Rest], sidecar: LabSidecar) -> (Int, [String]) {
        let views = (sidecar.tracks ?? []).filter { $0.name.hasPrefix(LabTrack.viewPrefix) }
        guard !views.isEmpty else { return (0, missing(LabTrack.viewPrefix + "…")) }
        var findings: [String] = []
        var checked = 0
        for rest in rests where rest.heard > 0 {
            guard let guide = rest.last(sidecar.guideFrames) else { continue }
            for view in views {
                guard let sample = rest.last(view), sample.count == 5 else { continue }
                checked += 1
                let bottom = sample[2] + sample[4]
                if bottom > guide.top + tolerance {
                    findings.append(
                        "at rest after \(String(format: "%.3f s", rest.after)) \(view.name)'s bottom was at "
                            + "\(points(bottom)) pt, below the layout guide's top at \(points(guide.top)) pt")
                }
            }
        }
        return (checked, findings)
    }

    static func environmentMatchesHeard(_ rests: [Rest], sidecar: LabSidecar) -> (Int, [String]) {
        guard let track = sidecar.track(LabTrack.environmentOverlap) else {
            return (0, missing(LabTrack.environmentOverlap))
        }
        var findings: [String] = []
        var checked = 0
        for rest in rests {
            guard let sample = rest.last(track), sample.count == 2 else { continue }
            checked += 1
            if abs(sample[1] - rest.heard) > tolerance {
                findings.append(
                    "at rest after \(String(format: "%.3f s", rest.after)) observers heard \(points(rest.heard)) pt "
                        + "and @Environment(\\.keyboard) read an overlap of \(points(sample[1])) pt")
            }
        }
        return (checked, findings)
    }

    static func presentedMatchesGuide(_ rests: [Rest], sidecar: LabSidecar) -> (Int, [String]) {
        guard let presented = sidecar.presentedGuideFrames else { return (0, missing("presentedGuideFrames")) }
        var findings: [String] = []
        var checked = 0
        for rest in rests {
            guard let drawn = rest.last(presented), let laid = rest.last(sidecar.guideFrames) else { continue }
            checked += 1
            if abs(drawn.top - laid.top) > tolerance {
                findings.append(
                    "at rest after \(String(format: "%.3f s", rest.after)) the keyboard's top was drawn at "
                        + "\(points(drawn.top)) pt and laid out at \(points(laid.top)) pt")
            }
        }
        return (checked, findings)
    }
}
