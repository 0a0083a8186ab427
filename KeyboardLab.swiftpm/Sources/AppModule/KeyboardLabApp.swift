import KeyboardLabCore
import SwiftUI

/// KeyboardLab: every mixin and modifier of KeyboardProtocols on a screen of its own, and the checklist of device
/// scenarios whose recordings settle what UIKit really posts.
@main
@MainActor
struct KeyboardLabApp: App {
    @StateObject private var store = LabStore()

    var body: some Scene {
        WindowGroup {
            LabHome()
                .environmentObject(store)
        }
    }
}

/// The list of scenarios, screens and recorded sessions.
@MainActor
struct LabHome: View {
    @EnvironmentObject private var store: LabStore
    @State private var presented: LabPresentation?
    @State private var armedChecked = false

    var body: some View {
        NavigationStack {
            List {
                Section("Scenarios: record one, send the two files") {
                    ForEach(LabScenario.checklist) { scenario in
                        NavigationLink(value: scenario) {
                            VStack(alignment: .leading) {
                                Text(scenario.title)
                                Text(scenario.id).font(.caption.monospaced()).foregroundStyle(.secondary)
                            }
                        }
                    }
                }
                Section("Screens") {
                    ForEach(LabScreen.allCases, id: \.self) { screen in
                        Button(screen.title) { presented = LabPresentation(screen: screen, scenario: nil) }
                    }
                }
                if !store.sessions.isEmpty {
                    Section {
                        ForEach(store.sessions) { session in
                            LabSessionRow(session: session)
                        }
                    } header: {
                        Text("Recorded sessions")
                    } footer: {
                        Text("Also in the Files app: On My iPhone (or iPad) > KeyboardLab > Sessions.")
                    }
                }
            }
            .navigationTitle("KeyboardLab")
            .navigationDestination(for: LabScenario.self) { scenario in
                LabScenarioView(scenario: scenario) {
                    presented = LabPresentation(screen: scenario.screen, scenario: scenario)
                }
            }
        }
        .onAppear {
            // A scenario armed at the last run opens at once, recording from before its screen appears.
            guard !armedChecked else { return }
            armedChecked = true
            if let armed = store.takeArmedScenario() {
                presented = LabPresentation(screen: armed.screen, scenario: armed, recordsFromLaunch: true)
            }
        }
        .fullScreenCover(item: $presented) { presentation in
            LabScreenHost(presentation: presentation, store: store)
                .ignoresSafeArea()
        }
    }
}

/// A screen opened full screen, with the scenario it records for, if any.
struct LabPresentation: Identifiable {
    let id = UUID()
    let screen: LabScreen
    let scenario: LabScenario?
    var recordsFromLaunch = false
}

/// One scenario: its steps, what it settles and what its trace is checked against.
@MainActor
struct LabScenarioView: View {
    let scenario: LabScenario
    let start: () -> Void
    @EnvironmentObject private var store: LabStore
    @State private var armed = false

    var body: some View {
        List {
            Section("Settles") { Text(scenario.settles) }
            Section("Steps") {
                ForEach(Array(scenario.steps.enumerated()), id: \.offset) { index, step in
                    Text("\(index + 1). \(step)")
                }
            }
            Section("Expected, and checked on Linux") {
                ForEach(scenario.invariants, id: \.self) { invariant in
                    VStack(alignment: .leading) {
                        Text(invariant.expectation)
                        Text(invariant.rawValue).font(.caption.monospaced()).foregroundStyle(.secondary)
                    }
                }
            }
            Section {
                Button("Open \(scenario.screen.title)", action: start)
                if scenario.screen == .preload {
                    Button(armed ? "Armed: quit and launch the app" : "Record from the next launch") {
                        store.armForNextLaunch(scenario)
                        armed = true
                    }
                    .disabled(armed)
                }
            } footer: {
                Text(
                    "Tap Record on the screen, follow the steps, then tap Stop: the app checks the session and offers both files. It writes them every second while it records: a crash keeps all but the last second."
                )
            }
        }
        .navigationTitle(scenario.title)
    }
}

/// A recorded session: its check and a share button for its two files.
@MainActor
struct LabSessionRow: View {
    let session: LabRecordedSession
    @State private var sharing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(session.name.base).font(.caption.monospaced())
            if session.recording != .stopped {
                Text(
                    session.recording == .interrupted
                        ? "Cut short: the app stopped while recording; kept up to its last second."
                        : "Recording…"
                )
                .font(.caption2).foregroundStyle(.orange)
            }
            Text(session.report).font(.caption2.monospaced()).foregroundStyle(.secondary)
            Button("Share the trace and its sidecar") { sharing = true }
        }
        .sheet(isPresented: $sharing) {
            LabShareSheet(items: [session.traceURL, session.sidecarURL])
        }
    }
}
