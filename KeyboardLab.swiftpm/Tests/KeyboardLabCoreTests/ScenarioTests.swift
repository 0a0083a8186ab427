import Foundation
import KeyboardLabCore
import Testing

@Suite("The scenario checklist")
struct ScenarioTests {
    @Test("Every scenario has its own id")
    func uniqueIDs() {
        let ids = LabScenario.checklist.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test("Every id is already a clean file-name part: lowercase words joined by single dashes")
    func idsAreFileNameParts() {
        for scenario in LabScenario.checklist {
            #expect(scenario.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(scenario.id)")
            #expect(!scenario.id.contains("--") && !scenario.id.hasPrefix("-") && !scenario.id.hasSuffix("-"))
            let name = LabFileName(scenario: scenario.id, model: "iPhone16,1", system: "iOS 18.2")
            #expect(name.scenario == scenario.id)
        }
    }

    @Test("The same device and minute give every scenario its own trace and sidecar file names")
    func uniqueFileNames() {
        let date = Date(timeIntervalSince1970: 1_764_160_496)
        let names = LabScenario.checklist.map {
            LabFileName(scenario: $0.id, model: "iPad14,3", system: "iPadOS 26.1", date: date)
        }
        let files = names.flatMap { [$0.trace, $0.sidecar] }
        #expect(Set(files).count == 2 * LabScenario.checklist.count)
    }

    @Test("Every scenario says its steps, what it settles and at least one invariant")
    func everyScenarioIsComplete() {
        for scenario in LabScenario.checklist {
            #expect(!scenario.title.isEmpty, "\(scenario.id)")
            #expect(scenario.steps.count >= 2, "\(scenario.id)")
            #expect(scenario.settles.count > 40, "\(scenario.id)")
            #expect(!scenario.invariants.isEmpty, "\(scenario.id)")
        }
    }

    @Test("The checklist covers the issue's scenarios, from the rest per orientation to the cancelled back-swipe")
    func coversTheIssue() {
        let ids = Set(LabScenario.checklist.map(\.id))
        for id in [
            "rest-per-orientation", "drag-release-both-ways", "drag-during-show", "sheet-accessory-composer",
            "mail-compose-sheet", "ipad-form-sheet-done-accessory", "stage-manager-resize-move",
            "preload-cold-launch", "reduce-motion-cross-fade", "hardware-keyboard", "ipad-floating-split-undocked",
            "two-displays-split-view", "heights-per-keyboard-type", "background-foreground", "push-pop-back-swipe",
        ] {
            #expect(ids.contains(id), "\(id)")
        }
    }

    @Test("The toolbar and chat scroll screens each run a scenario: focus moves, a hardware keyboard, end or not")
    func toolbarAndChatScrollScenarios() throws {
        let focus = try #require(LabScenario.named("toolbar-focus-moves"))
        let hardware = try #require(LabScenario.named("toolbar-hardware-keyboard"))
        let chat = try #require(LabScenario.named("chat-scroll-end-vs-scrolled-up"))
        let swiftUI = try #require(LabScenario.named("swiftui-chat-scroll-anchor"))
        let swiftUIHardware = try #require(LabScenario.named("swiftui-toolbar-hardware-keyboard"))
        #expect(focus.screen == .toolbarForm && focus.device == .phone)
        #expect(hardware.screen == .toolbarForm && hardware.device == .pad)
        #expect(swiftUIHardware.screen == .swiftUIToolbarForm && swiftUIHardware.device == .pad)
        #expect(chat.screen == .chatScrollPolicy)
        #expect(swiftUI.screen == .swiftUIChatScroll)
    }

    @Test(
        "Every device question of the reviews has a scenario, on its screen, whose Linux test states the expectation",
        arguments: [
            ("ios26-accessory-per-notification", LabScreen.accessoryFields, LabInvariant.accessoryCovered),
            ("chat-200-rows-120hz", .longChat, .rowsStayDrawn),
            ("glass-composer", .glassComposer, .viewsClearKeyboard),
            ("drag-release-halfway-ghost-space", .longChat, .noGhostSpace),
            ("form-search-collapsed-refusing-focus-groups", .richForm, .viewsClearKeyboard),
            ("ipad-floating-hidden-shortcuts-bar", .richForm, .restMatchesGuide),
            ("webview-checkout", .webCheckout, .oneDeliveryPerTransition),
            ("swiftui-chats-scrollview-list-position", .swiftUIChats, .rowsStayDrawn),
            ("swiftui-environment-automatic-avoidance", .swiftUIEnvironment, .environmentMatchesHeard),
        ])
    func reviewsQuestions(id: String, screen: LabScreen, expectation: LabInvariant) throws {
        let scenario = try #require(LabScenario.named(id))
        #expect(scenario.screen == screen)
        #expect(scenario.invariants.contains(expectation))
    }

    @Test("Every scenario holds observers to one delivery per transition, the check every session runs")
    func everyScenarioCountsDeliveries() {
        for scenario in LabScenario.checklist {
            #expect(scenario.invariants.contains(.oneDeliveryPerTransition), "\(scenario.id)")
        }
    }

    @Test("The 120 Hz chat is an iPhone's, and the floating keyboard an iPad's")
    func devices() throws {
        #expect(try #require(LabScenario.named("chat-200-rows-120hz")).device == .phone)
        #expect(try #require(LabScenario.named("ipad-floating-hidden-shortcuts-bar")).device == .pad)
        #expect(try #require(LabScenario.named("ios26-accessory-per-notification")).device == .iOS26)
    }

    @Test("The preload is recorded from the next launch, before its screen appears")
    func preloadFromLaunch() throws {
        let preload = try #require(LabScenario.named("preload-cold-launch"))
        #expect(preload.screen == .preload)
        #expect(preload.steps[0].contains("next launch"))
    }

    @Test("Every invariant says what it expects in a sentence of its own")
    func expectations() {
        let sentences = LabInvariant.allCases.map(\.expectation)
        #expect(Set(sentences).count == sentences.count)
        #expect(sentences.allSatisfy { $0.hasSuffix(".") && $0.count > 30 })
    }

    @Test("Issue 38: a scenario watches a chat's rows as the keyboard moves, on the chat scroll screen, on iPhone")
    func chatRowsScenario() throws {
        let rows = try #require(LabScenario.named("chat-scroll-rows-stay"))
        #expect(rows.screen == .chatScrollPolicy && rows.device == .phone)
        #expect(rows.steps.count == 2)
    }

    @Test("Every screen has its own title")
    func uniqueScreenTitles() {
        let titles = LabScreen.allCases.map(\.title)
        #expect(Set(titles).count == titles.count)
    }

    @Test("A cross-fade is not held to the no-snap rule: with Reduce Motion the keyboard may appear at once")
    func crossFadeSkipsNoSnap() throws {
        let scenario = try #require(LabScenario.named("reduce-motion-cross-fade"))
        #expect(!scenario.invariants.contains(.noSnap))
        #expect(scenario.invariants.contains(.oneDeliveryPerTransition))
    }
}

@Suite("Session file names")
struct FileNameTests {
    @Test("A name is scenario, model, system and UTC time, with a suffix per file")
    func shape() {
        let name = LabFileName(
            scenario: "rest-per-orientation", model: "iPhone16,1", system: "iOS 18.2",
            date: Date(timeIntervalSince1970: 1_764_160_496))
        #expect(name.trace == "rest-per-orientation--iPhone16,1--iOS-18.2--20251126T123456Z.trace.json")
        #expect(name.sidecar == "rest-per-orientation--iPhone16,1--iOS-18.2--20251126T123456Z.lab.json")
    }

    @Test("Spaces, slashes and parentheses become single dashes; nothing becomes 'unknown'")
    func cleaning() {
        let name = LabFileName(scenario: "x", model: "iPad (A16)/x", system: "  ", date: Date(timeIntervalSince1970: 0))
        #expect(name.model == "iPad-A16-x")
        #expect(name.system == "unknown")
        #expect(name.stamp == "19700101T000000Z")
    }

    @Test("A trace or sidecar name reads back into its parts; other names don't")
    func parsing() throws {
        let parsed = try #require(
            LabFileName(fileName: "drag-during-show--iPhone17,3--iOS-26.1--20261126T101010Z.lab.json"))
        #expect(parsed.scenario == "drag-during-show")
        #expect(parsed.model == "iPhone17,3")
        #expect(parsed.sidecar == "drag-during-show--iPhone17,3--iOS-26.1--20261126T101010Z.lab.json")
        #expect(LabFileName(fileName: "drag-during-show--iPhone17,3--iOS-26.1.trace.json") == nil)
        #expect(LabFileName(fileName: "notes.json") == nil)
        #expect(LabFileName(fileName: "a--b c--d--e.trace.json") == nil)
    }
}
