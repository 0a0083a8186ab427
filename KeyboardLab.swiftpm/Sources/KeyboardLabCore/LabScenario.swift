import Foundation

/// One device scenario of the lab's checklist: what to do on the device, which screen to do it on, which open
/// question its trace settles and which invariants the Linux tests check its trace against.
///
/// ```swift
/// let scenario = LabScenario.checklist[0]
/// print(scenario.id, scenario.steps.count, scenario.settles)
/// ```
public struct LabScenario: Sendable, Hashable, Identifiable {
    /// A stable identifier, lowercase words joined by `-`; it starts every file name of the scenario's sessions.
    public let id: String
    /// A short title for the checklist.
    public let title: String
    /// The devices the scenario needs.
    public let device: LabDevice
    /// The screen of the app the scenario runs on.
    public let screen: LabScreen
    /// What to do, one step per line, in order.
    public let steps: [String]
    /// The open question the trace settles.
    public let settles: String
    /// The invariants a session of this scenario is checked against on Linux.
    public let invariants: [LabInvariant]

    /// Creates a scenario.
    public init(
        id: String, title: String, device: LabDevice, screen: LabScreen, steps: [String], settles: String,
        invariants: [LabInvariant] = LabInvariant.notifications
    ) {
        self.id = id
        self.title = title
        self.device = device
        self.screen = screen
        self.steps = steps
        self.settles = settles
        self.invariants = invariants
    }

    /// The scenario with `id`, or nil.
    public static func named(_ id: String) -> LabScenario? {
        checklist.first { $0.id == id }
    }
}

/// The devices a scenario needs.
public enum LabDevice: String, Sendable, Hashable, Codable, CaseIterable {
    /// Any iPhone or iPad.
    case any
    /// An iPhone.
    case phone
    /// An iPad.
    case pad
    /// An iPad running iPadOS 26 or later.
    case padOS26
    /// An iPhone or iPad running iOS 26 or later.
    case iOS26
}

/// The app's screens a scenario can run on: one per mixin and per SwiftUI modifier, plus the presentations the
/// scenarios need.
public enum LabScreen: String, Sendable, Hashable, Codable, CaseIterable {
    /// A chat: a table view whose insets follow the keyboard (`ModifiableInsetsOnKeyboardFrameChanges`), a composer
    /// bar pinned to it (`PinsBarToKeyboard`) and interactive dismissal.
    case chat
    /// A form in a scroll view whose insets follow the keyboard (`ModifiableInsetsOnKeyboardFrameChanges`), one
    /// field per keyboard type, one with a 44-point input accessory.
    case form
    /// A sign-in card kept above the keyboard (`AdjustsViewAboveKeyboard`).
    case login
    /// A screen that preloads the keyboard on a cold launch (`PreloadsKeyboard`).
    case preload
    /// A screen that prints every delivery (`KeyboardChangeFrameObserver`) and the keyboard's state (`KeyboardState`).
    case observer
    /// The SwiftUI chat: `keyboardAvoiding`-style modifiers and `@Environment(\.keyboard)`.
    case swiftUIChat
    /// A registered screen under a sheet whose composer is the first responder's input accessory.
    case sheetComposer
    /// A registered screen under a Mail compose sheet.
    case mailCompose
    /// A form sheet (iPad) whose field has a Done input accessory.
    case formSheetAccessory
    /// A navigation stack whose pushed screens each keep a field focused.
    case navigationStack
    /// A two-column form with Previous, Next and Done above the keyboard (`AddsKeyboardToolbar`): one field
    /// disabled, one with an input accessory of its own.
    case toolbarForm
    /// A chat whose newest message stays in view as the keyboard moves (`KeepsLatestMessageInView`), with a picker
    /// for its `KeyboardChatScrollBehavior`.
    case chatScrollPolicy
    /// The SwiftUI form: `keyboardToolbar(focus:order:)` over a `FocusState`, in two columns.
    case swiftUIToolbarForm
    /// The SwiftUI chat: `keyboardChatScroll(_:)` on a `ScrollView`, with a picker for its behavior.
    case swiftUIChatScroll
    /// A chat of 200 messages with a growing text-view composer pinned to the keyboard, its latest message kept in
    /// view, and a live panel switching the scroll behavior and the pinned bar.
    case longChat
    /// A composer on a glass bar (`UIGlassEffect` on iOS 26, a blur before) pinned to the keyboard.
    case glassComposer
    /// Fields and a text view with input accessories, a letters field next to a number pad, and the screen's own
    /// accessory composer: where iOS 26 puts the accessory when each notification arrives.
    case accessoryFields
    /// The same chat with its composer as the input accessory or as a subview pinned to the keyboard, side by side
    /// (picked by a switch on iPhone).
    case composersSideBySide
    /// A tab bar whose first tab is a chat with a pinned composer and whose second is a form.
    case tabBar
    /// A form with a search bar, a collapsible section, a field that refuses to begin editing, two focus groups and
    /// a field whose shortcuts bar is hidden.
    case richForm
    /// A web checkout form in a `WKWebView`, under a registered screen.
    case webCheckout
    /// SwiftUI chats on `ScrollView` and on `List`, with and without `scrollPosition`, picked live.
    case swiftUIChats
    /// A SwiftUI form under `keyboardAvoidance(.automatic)`, showing what `@Environment(\.keyboard)` reads.
    case swiftUIEnvironment

    /// The title the app shows.
    public var title: String {
        switch self {
        case .chat: "Chat (insets + pinned bar)"
        case .form: "Form (insets, every keyboard type)"
        case .login: "Sign-in card (kept above the keyboard)"
        case .preload: "Preload (cold launch)"
        case .observer: "Observer (every delivery)"
        case .swiftUIChat: "SwiftUI chat (modifiers + environment)"
        case .sheetComposer: "Sheet with an accessory composer"
        case .mailCompose: "Mail compose sheet"
        case .formSheetAccessory: "Form sheet with a Done accessory"
        case .navigationStack: "Push, pop, back-swipe"
        case .toolbarForm: "Toolbar form (previous, next, Done)"
        case .chatScrollPolicy: "Chat scroll policy (latest message in view)"
        case .swiftUIToolbarForm: "SwiftUI toolbar form (keyboardToolbar)"
        case .swiftUIChatScroll: "SwiftUI chat scroll (keyboardChatScroll)"
        case .longChat: "Long chat (200 messages, growing composer, live panel)"
        case .glassComposer: "Glass composer"
        case .accessoryFields: "Accessories (field, text view, number pad, composer)"
        case .composersSideBySide: "Accessory composer and subview composer"
        case .tabBar: "Tab bar (chat and form)"
        case .richForm: "Form (search bar, collapsed section, refusing field, focus groups)"
        case .webCheckout: "Web checkout (WKWebView)"
        case .swiftUIChats: "SwiftUI chats (ScrollView, List, scrollPosition)"
        case .swiftUIEnvironment: "SwiftUI environment (automatic avoidance)"
        }
    }
}

/// What a contributed session is checked against, on Linux, after replaying its trace.
public enum LabInvariant: String, Sendable, Hashable, Codable, CaseIterable {
    /// Observers hear at most one delivery per turn, and exactly one when a will-notification moved the keyboard.
    case oneDeliveryPerTransition
    /// At rest, the height observers heard matches the keyboard layout guide's (the safe area's when lower).
    case restMatchesGuide
    /// Observers never hear an unanimated move the keyboard itself animated.
    case noSnap
    /// A chat's newest row is drawn on every display frame once it was (``LabTrack/newestRow``): rows don't vanish
    /// while the keyboard moves.
    case rowsStayDrawn
    /// Once the keyboard has hidden and come to rest, the chat's bottom inset is what it was before the keyboard
    /// first showed (``LabTrack/contentInset``): no ghost space.
    case noGhostSpace
    /// At rest, observers heard enough to clear the input accessory (``LabTrack/accessory``): its top is not above
    /// the top of the keyboard they heard.
    case accessoryCovered
    /// At rest with the keyboard up, every view the screen moves (`view.*` tracks) ends at or above the layout
    /// guide's top.
    case viewsClearKeyboard
    /// At rest, `@Environment(\.keyboard)`'s overlap for a view filling the screen (``LabTrack/environmentOverlap``)
    /// is the height observers heard.
    case environmentMatchesHeard
    /// At rest, the probe read through its presentation layer is where the layout guide is: the device drew what
    /// the layout said.
    case presentedMatchesGuide

    /// The invariants every scenario's notifications are held to unless it says otherwise.
    public static let notifications: [LabInvariant] = [.oneDeliveryPerTransition, .restMatchesGuide, .noSnap]

    /// What the invariant expects, as a sentence the app shows beside the scenario.
    public var expectation: String {
        switch self {
        case .oneDeliveryPerTransition:
            "Observers hear one delivery per keyboard transition, and one whenever the keyboard moved."
        case .restMatchesGuide: "At rest, the height observers heard is the keyboard layout guide's."
        case .noSnap: "Observers never hear at once a move the keyboard animated."
        case .rowsStayDrawn: "The chat's newest row stays drawn on every display frame."
        case .noGhostSpace: "After the keyboard hides, the chat's bottom inset is back to what it was: no ghost space."
        case .accessoryCovered: "At rest, the height observers heard clears the input accessory."
        case .viewsClearKeyboard: "At rest, every view the screen moves ends above the keyboard."
        case .environmentMatchesHeard: "At rest, @Environment(\\.keyboard) reads the height observers heard."
        case .presentedMatchesGuide: "At rest, the keyboard is drawn where the layout guide says."
        }
    }
}
