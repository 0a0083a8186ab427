import Foundation
import KeyboardProtocols
import KeyboardProtocolsTesting

/// What `--timeline` draws of a KeyboardLab sidecar beyond the layout guide: on the plot, the keyboard's top as the
/// device drew it (the presented probe), the chat's newest row, the accessory and the views the screen moved, each as
/// its height above the screen's bottom, a moved view labelled where it ended; under the plot, the chat's offset,
/// inset and content size, and the lab's events (focus, options, hardware keyboards, what each screen heard, the
/// preload) in lanes of their own.
extension TimelineOutput {
    static let presentedColor = "#1d1d1f"
    static let newestRowColor = "#ff9500"
    static let movedViewColor = "#af52de"
    static let accessoryColor = "#30b0c7"
    static let labEventColor = "#5856d6"

    /// A height above the screen's bottom, per sample, from a frame track's bottom or top edge; nil where the thing
    /// was absent.
    static func edgeHeights(
        _ track: LabSidecarReading.Track, bottom: Bool, screenHeight: (Double) -> Double
    ) -> [(time: Double, height: Double?)] {
        let tops = track.values("y")
        let heights = track.values("height")
        return zip(tops, heights).map { top, height in
            guard let y = top.value, let side = height.value else { return (top.time, nil) }
            return (top.time, screenHeight(top.time) - (bottom ? y + side : y))
        }
    }

    /// Polylines through samples, broken where the thing was absent.
    static func segments(_ samples: [(time: Double, height: Double?)]) -> [[(time: Double, height: Double)]] {
        var segments: [[(time: Double, height: Double)]] = []
        var current: [(time: Double, height: Double)] = []
        for sample in samples {
            if let height = sample.height {
                current.append((sample.time, height))
            } else if !current.isEmpty {
                segments.append(current)
                current = []
            }
        }
        if !current.isEmpty { segments.append(current) }
        return segments
    }

    /// The heights the sidecar's extras reach on the plot, so its scale holds them.
    static func labHeights(_ sidecar: LabSidecarReading?, screenHeight: (Double) -> Double) -> [Double] {
        guard let sidecar else { return [] }
        var heights = (sidecar.presentedGuideFrames ?? []).map { screenHeight($0.time) - $0.top }
        for track in plottedTracks(sidecar) {
            let bottom = track.name != LabSidecarReading.accessoryTrack
            heights += edgeHeights(track, bottom: bottom, screenHeight: screenHeight).compactMap(\.height)
        }
        return heights
    }

    /// The frame tracks drawn on the plot: the newest row, the accessory, the moved views.
    static func plottedTracks(_ sidecar: LabSidecarReading) -> [LabSidecarReading.Track] {
        (sidecar.tracks ?? []).filter { track in
            track.name == LabSidecarReading.newestRowTrack || track.name == LabSidecarReading.accessoryTrack
                || track.name.hasPrefix(LabSidecarReading.viewTrackPrefix)
        }
    }

    /// The sidecar's extras on the plot: the presented probe, the newest row's bottom, the accessory's top and each
    /// moved view's bottom, labelled with where it ended.
    static func labPlotLines(
        _ sidecar: LabSidecarReading, x: (Double) -> Double, y: (Double) -> Double,
        screenHeight: (Double) -> Double
    ) -> [String] {
        var lines: [String] = []
        if let presented = sidecar.presentedGuideFrames, !presented.isEmpty {
            lines.append(
                SVGMarkup.polyline(
                    presented.map { (x($0.time), y(screenHeight($0.time) - $0.top)) }, stroke: presentedColor,
                    width: 1, dash: "3 2", id: "presented"))
        }
        for track in plottedTracks(sidecar) {
            let isAccessory = track.name == LabSidecarReading.accessoryTrack
            let isView = track.name.hasPrefix(LabSidecarReading.viewTrackPrefix)
            let color = isAccessory ? accessoryColor : isView ? movedViewColor : newestRowColor
            let pieces = segments(edgeHeights(track, bottom: !isAccessory, screenHeight: screenHeight))
            for (index, piece) in pieces.enumerated() {
                lines.append(
                    SVGMarkup.polyline(
                        piece.map { (x($0.time), y($0.height)) }, stroke: color, width: 1.5,
                        id: "\(track.name)-\(index)"))
            }
            // Where a moved view ended: its last drawn bottom edge.
            if isView, let last = pieces.last?.last {
                let name = String(track.name.dropFirst(LabSidecarReading.viewTrackPrefix.count))
                lines.append(
                    SVGMarkup.text(
                        "\(name) ended at \(ReplayOutput.points((last.height * 10).rounded() / 10)) pt",
                        x: x(last.time) - 4, y: y(last.height) - 5, anchor: "end", size: 11, fill: color))
            }
        }
        return lines
    }

    /// The legend's entries for the extras a sidecar holds.
    static func labLegend(_ sidecar: LabSidecarReading?) -> [(String, String, Double, String?)] {
        guard let sidecar else { return [] }
        var entries: [(String, String, Double, String?)] = []
        if !(sidecar.presentedGuideFrames ?? []).isEmpty {
            entries.append(("keyboard as drawn (probe)", presentedColor, 1, "3 2"))
        }
        let names = plottedTracks(sidecar).map(\.name)
        if names.contains(LabSidecarReading.newestRowTrack) {
            entries.append(("newest row's bottom", newestRowColor, 1.5, nil))
        }
        if names.contains(LabSidecarReading.accessoryTrack) {
            entries.append(("accessory's top", accessoryColor, 1.5, nil))
        }
        if names.contains(where: { $0.hasPrefix(LabSidecarReading.viewTrackPrefix) }) {
            entries.append(("moved views' bottoms", movedViewColor, 1.5, nil))
        }
        return entries
    }

    /// The height of the panels under the event lane: the chat's values and the lab's events, where recorded.
    static func labPanelsHeight(_ sidecar: LabSidecarReading?) -> Double {
        guard let sidecar else { return 0 }
        return (hasChatTracks(sidecar) ? chatPanelHeight : 0) + ((sidecar.events ?? []).isEmpty ? 0 : eventPanelHeight)
    }

    static let chatPanelHeight = 150.0
    static let eventPanelHeight = 110.0

    static func hasChatTracks(_ sidecar: LabSidecarReading) -> Bool {
        [LabSidecarReading.contentOffsetTrack, LabSidecarReading.contentInsetTrack, LabSidecarReading.contentSizeTrack]
            .contains { sidecar.track($0) != nil }
    }

    /// Under the event lane, from `top`: the chat's content offset (y), adjusted bottom inset and content height on
    /// one scale of their own, then the lab's events in up to four lanes, each a tick and a short label.
    static func labPanels(_ sidecar: LabSidecarReading, top: Double, x: (Double) -> Double) -> [String] {
        var lines: [String] = []
        var panelTop = top
        if hasChatTracks(sidecar) {
            let series: [(String, [(time: Double, height: Double?)], String)] = [
                ("content offset y", sidecar.track(LabSidecarReading.contentOffsetTrack)?.values("y") ?? [], "#ff2d55"),
                (
                    "adjusted inset bottom", sidecar.track(LabSidecarReading.contentInsetTrack)?.values("bottom") ?? [],
                    heardColor
                ),
                (
                    "content height", sidecar.track(LabSidecarReading.contentSizeTrack)?.values("height") ?? [],
                    "#8e8e93"
                ),
            ].map { ($0.0, $0.1.map { (time: $0.time, height: $0.value) }, $0.2) }
            let values = series.flatMap { $0.1.compactMap(\.height) }
            let low = min(0, values.min() ?? 0)
            let high = max(low + 1, values.max() ?? 1)
            let plotTop = panelTop + 28
            let plotBottom = panelTop + chatPanelHeight - 14
            func y(_ value: Double) -> Double { plotBottom - (value - low) / (high - low) * (plotBottom - plotTop) }
            lines.append(
                SVGMarkup.text(
                    "chat (points): "
                        + series.filter { !$0.1.isEmpty }.map(\.0).joined(separator: ", ")
                        + "; from \(ReplayOutput.points(low)) to \(ReplayOutput.points(high))",
                    x: plotLeft, y: panelTop + 16, size: 12, fill: "#3a3a3c"))
            lines.append(SVGMarkup.line(x1: plotLeft, y1: plotBottom, x2: plotRight, y2: plotBottom, stroke: "#c7c7cc"))
            for (name, samples, color) in series {
                for (index, piece) in segments(samples).enumerated() {
                    lines.append(
                        SVGMarkup.polyline(
                            piece.map { (x($0.time), y($0.height)) }, stroke: color, width: 1.5,
                            id: "chat-\(name.replacingOccurrences(of: " ", with: "-"))-\(index)"))
                }
                if let last = samples.last(where: { $0.height != nil }), let value = last.height {
                    lines.append(
                        SVGMarkup.text(
                            "\(name) \(ReplayOutput.points((value * 10).rounded() / 10))", x: plotRight + 4,
                            y: y(value) + 4, anchor: "end", size: 10, fill: color))
                }
            }
            panelTop += chatPanelHeight
        }
        if let events = sidecar.events, !events.isEmpty {
            lines.append(
                SVGMarkup.text(
                    "lab events: focus, options, hardware keyboards, what each screen heard, the preload",
                    x: plotLeft, y: panelTop + 16, size: 12, fill: "#3a3a3c"))
            var laneEnds = [Double](repeating: -.infinity, count: 4)
            for event in events {
                let at = x(event.time)
                let label = labEventLabel(event)
                let lane = laneEnds.firstIndex { $0 < at - 2 } ?? 0
                laneEnds[lane] = at + Double(label.count) * 5.8
                let labelY = panelTop + 40 + Double(lane) * 17
                lines.append(SVGMarkup.line(x1: at, y1: panelTop + 24, x2: at, y2: labelY - 10, stroke: labEventColor))
                lines.append(SVGMarkup.text(label, x: at + 2, y: labelY, size: 10, fill: labEventColor))
            }
        }
        return lines
    }

    /// An event's label: its kind in a word, its subject and detail, at most 48 characters.
    static func labEventLabel(_ event: LabSidecarReading.Event) -> String {
        let label: String
        switch event.kind {
        case "focusBegan": label = "focus \(event.subject) \(event.detail)"
        case "focusEnded": label = "unfocus \(event.subject)"
        case "hardwareKeyboard": label = "hardware keyboard \(event.detail)"
        case "option": label = "\(event.subject) = \(event.detail)"
        case "heard": label = "\(event.subject) heard \(event.detail)"
        case "preload": label = "preload \(event.detail)"
        default: label = "\(event.kind) \(event.subject) \(event.detail)"
        }
        let trimmed = label.trimmingCharacters(in: .whitespaces)
        return trimmed.count > 48 ? String(trimmed.prefix(47)) + "…" : trimmed
    }
}
