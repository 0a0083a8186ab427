import Foundation

extension LabScenario {
    /// Every scenario the lab runs, in the order the app lists them (issue 32, item 3). Each settles a question no
    /// source answers; a session of each is the answer, checked on Linux (`Tests/KeyboardLabCoreTests/Sessions`).
    public static let checklist: [LabScenario] = [
        LabScenario(
            id: "rest-per-orientation", title: "The keyboard at rest, portrait and landscape", device: .any,
            screen: .observer,
            steps: [
                "Start recording in portrait.",
                "Tap the field; wait until the keyboard stops (two seconds).",
                "Rotate to landscape; wait two seconds. Rotate back; wait two seconds.",
                "Tap Done to hide the keyboard; stop recording.",
            ],
            settles: "Whether the delivered height equals the keyboard layout guide's at rest on this device and in "
                + "each orientation, and how closely the keyboard spring (mass 3, stiffness 1000, damping 500) "
                + "follows the guide's frames while it shows and hides."),
        LabScenario(
            id: "drag-release-both-ways", title: "Interactive dismissal released both ways, then shown again",
            device: .phone, screen: .chat,
            steps: [
                "Start recording; tap the composer.",
                "Drag the messages down until the keyboard follows halfway; release upwards: the keyboard springs "
                    + "back.",
                "Drag again and release downwards: the keyboard hides.",
                "Tap the composer again; wait two seconds; stop recording.",
            ],
            settles: "In which turn the release's notification arrives (with the drag's end or after it) and what "
                + "iOS 26 announces for a spring-back: a will-show, a will-change-frame, or nothing."),
        LabScenario(
            id: "drag-during-show", title: "A drag started while the keyboard is still showing", device: .phone,
            screen: .chat,
            steps: [
                "Start recording; tap the composer and, before the keyboard stops, drag the messages down.",
                "Release upwards; wait two seconds; stop recording.",
            ],
            settles: "Whether the tracked frames of a drag started mid-animation begin at the announced keyboard "
                + "or at the moving one, and whether the release announces anything."),
        LabScenario(
            id: "sheet-accessory-composer", title: "Under a sheet with an accessory composer", device: .any,
            screen: .sheetComposer,
            steps: [
                "Start recording on the chat; present the sheet (its composer is the field's input accessory).",
                "Tap the composer; type a line; swipe the sheet down halfway and let it go back.",
                "Dismiss the sheet; stop recording.",
            ],
            settles: "Whether the registered screen under the sheet hears the sheet's keyboard and its accessory, "
                + "and what iOS 26 puts in the end frame when the accessory rides on the keyboard.",
            invariants: [.oneDeliveryPerTransition, .noSnap]),
        LabScenario(
            id: "mail-compose-sheet", title: "Under a Mail compose sheet", device: .any, screen: .mailCompose,
            steps: [
                "Needs a Mail account on the device (the screen says when there is none).",
                "Start recording; present the Mail compose sheet; tap its body; type a line.",
                "Cancel and delete the draft; stop recording.",
            ],
            settles: "Whether another process's keyboard (the compose sheet runs out of process) posts to the app, "
                + "with isLocal 0, and whether the registered screen under it moves.",
            invariants: [.oneDeliveryPerTransition, .noSnap]),
        LabScenario(
            id: "ipad-form-sheet-done-accessory", title: "iPadOS 26 form sheet with a Done accessory",
            device: .padOS26, screen: .formSheetAccessory,
            steps: [
                "Start recording; present the form sheet; tap its field (a Done bar is its input accessory).",
                "Drag the sheet's content a little up and down with the keyboard up.",
                "Tap Done; dismiss the sheet; stop recording.",
            ],
            settles: "In which coordinates iPadOS 26 reports the keyboard under a form sheet, where the accessory "
                + "sits, and how much the frame jitters during a drag.",
            invariants: [.oneDeliveryPerTransition, .noSnap]),
        LabScenario(
            id: "stage-manager-resize-move", title: "Stage Manager: resize and move with the keyboard up",
            device: .pad, screen: .chat,
            steps: [
                "Turn Stage Manager on; start recording; tap the composer.",
                "Resize the window from its corner; move it by its top bar; wait two seconds after each.",
                "Hide the keyboard; stop recording.",
            ],
            settles: "Whether a resize or a move posts keyboard notifications, and whether the frames stay in the "
                + "screen's coordinates while the window is not at the screen's bottom.",
            invariants: [.oneDeliveryPerTransition, .noSnap]),
        LabScenario(
            id: "preload-cold-launch", title: "A cold launch of the preload screen", device: .any, screen: .preload,
            steps: [
                "On this scenario, tap Record from the next launch: the app arms the recording and says so.",
                "Quit the app from the app switcher and launch it: it opens the preload screen already recording, "
                    + "started before the screen appears, so the preload's own notifications are in the trace.",
                "Tap the field as soon as it shows; wait two seconds; stop recording.",
            ],
            settles: "How long the first keyboard takes after a cold launch with and without the preload, and "
                + "whether the preload's off-screen field posts notifications the screen hears."),
        LabScenario(
            id: "reduce-motion-cross-fade", title: "Reduce Motion with Prefer Cross-Fade Transitions", device: .any,
            screen: .observer,
            steps: [
                "Settings > Accessibility > Motion: turn on Reduce Motion and Prefer Cross-Fade Transitions.",
                "Start recording; show and hide the keyboard twice; stop recording.",
            ],
            settles: "Whether the keyboard still posts an empty end frame (zero height) when it cross-fades, and "
                + "which duration and curve it announces.",
            invariants: [.oneDeliveryPerTransition, .restMatchesGuide]),
        LabScenario(
            id: "hardware-keyboard", title: "Hardware keyboard: shortcut bar, Tab order, connect while editing",
            device: .pad, screen: .form,
            steps: [
                "Connect a hardware keyboard; start recording; tap the first field: only the shortcut bar shows.",
                "Press Tab through every field, then Shift-Tab back.",
                "Disconnect the keyboard (or turn it off) while a field is focused; reconnect it; stop recording.",
            ],
            settles: "What the shortcut bar's payloads say (height, duration 0 or not), the order Tab visits the "
                + "fields in, and what connecting a keyboard while editing posts."),
        LabScenario(
            id: "ipad-floating-split-undocked", title: "Floating, split and undocked iPad keyboards", device: .pad,
            screen: .chat,
            steps: [
                "Start recording; tap the composer.",
                "Pinch the keyboard into the floating one; move it; pinch it back.",
                "Split it (or undock it, on iPads that offer it); dock it again; stop recording.",
            ],
            settles: "Which notifications undocking, floating and docking post, and their frames: a hide with an "
                + "on-screen frame, a zero frame, or nothing."),
        LabScenario(
            id: "two-displays-split-view", title: "Two displays and Split View", device: .pad, screen: .chat,
            steps: [
                "Open the app in Split View beside another app; start recording; tap the composer; hide it.",
                "Connect an external display; move the app's window to it; tap the composer; stop recording.",
            ],
            settles: "Whether a Split View window gets full-width frames, and whether a keyboard on the other display "
                + "posts to the app.",
            invariants: [.oneDeliveryPerTransition, .noSnap]),
        LabScenario(
            id: "heights-per-keyboard-type", title: "Heights per keyboard type, with and without an accessory",
            device: .any, screen: .form,
            steps: [
                "Start recording; focus each field in turn, top to bottom: default, email, number pad, decimal pad, "
                    + "URL, phone pad, and the same default field with a 44-point accessory.",
                "Switch to the emoji keyboard on the default field; switch back; stop recording.",
            ],
            settles: "The height of every keyboard type on this device, with and without an accessory, and whether "
                + "switching fields posts one transition or a hide and a show."),
        LabScenario(
            id: "background-foreground", title: "Background and foreground with the keyboard up", device: .any,
            screen: .chat,
            steps: [
                "Start recording; tap the composer.",
                "Go to the Home Screen; wait two seconds; come back; wait two seconds; stop recording.",
            ],
            settles: "What going to the background posts (a hide or nothing), and whether coming back announces the "
                + "keyboard again."),
        LabScenario(
            id: "push-pop-back-swipe", title: "Push, pop and a cancelled back-swipe with the keyboard up",
            device: .phone, screen: .navigationStack,
            steps: [
                "Start recording; tap the field; push the next screen (its field takes the focus).",
                "Start a back-swipe and cancel it halfway; then swipe back fully.",
                "Pop with the Back button; stop recording.",
            ],
            settles: "What a back-swipe posts while it is interactive, and whether a cancelled one announces the "
                + "keyboard again."),
        LabScenario(
            id: "toolbar-focus-moves", title: "The keyboard toolbar: Previous and Next across a two-column form",
            device: .phone, screen: .toolbarForm,
            steps: [
                "Start recording; tap First name: Previous, Next and Done ride on the keyboard.",
                "Tap Next through every field (the disabled Company field is skipped) to Notes, whose own Done bar "
                    + "replaces the toolbar; wait two seconds.",
                "Tap Phone; tap Previous back to First name; tap Done; stop recording.",
            ],
            settles: "Whether moving the focus with the toolbar posts one will-show per field with the same frame "
                + "or nothing, and whether the keyboard layout guide stays on the keyboard while the bar is updated "
                + "in place and when the focus moves to a field with an accessory of its own (FB18129558)."),
        LabScenario(
            id: "toolbar-hardware-keyboard", title: "The keyboard toolbar with a hardware keyboard (shortcut bar)",
            device: .pad, screen: .toolbarForm,
            steps: [
                "Connect a hardware keyboard; start recording; tap First name: only the shortcut bar shows, with "
                    + "Previous, Next and Done at its trailing end.",
                "Tap Next through every field, then press Tab and Shift-Tab through them, into Notes and back.",
                "Disconnect the keyboard while a field is focused; tap Next once; reconnect it; tap Done; stop "
                    + "recording.",
            ],
            settles: "Whether Tab and Shift-Tab reach the toolbar's key commands ahead of UIKit's own Tab "
                + "(wantsPriorityOverSystemBehavior) and so follow Next's reading order across the two columns (each "
                + "row leading field first, the disabled field skipped), whether Tab in Notes, with its own accessory, "
                + "is UIKit's again, what the shortcut bar posts as the focus moves, and where the buttons go when "
                + "the hardware keyboard goes away while editing."),
        LabScenario(
            id: "toolbar-shortcuts-setting-off", title: "The keyboard toolbar with the user's Shortcuts switch off",
            device: .pad, screen: .toolbarForm,
            steps: [
                "In Settings > General > Keyboard turn Shortcuts off, Predictive on; start recording; tap First "
                    + "name; wait two seconds; note whether Previous, Next and Done show anywhere.",
                "Tap Done; turn Predictive off too; tap First name; wait two seconds; tap Done; turn both back on; "
                    + "stop recording.",
            ],
            settles: "Whether the toolbar's buttons in the shortcut bar (inputAssistantItem) still show when the user "
                + "turned the shortcut bar off, which no API tells an app (openradar 25825137), and the keyboard's "
                + "height with and without that row: the facts a fallback to the accessory bar would need."),
        LabScenario(
            id: "swiftui-toolbar-hardware-keyboard",
            title: "SwiftUI keyboard toolbar with a hardware keyboard: the shortcut bar and Tab",
            device: .pad, screen: .swiftUIToolbarForm,
            steps: [
                "Connect a hardware keyboard; start recording; tap First name.",
                "Tap Next through every field; then press Tab and Shift-Tab through them; stop recording.",
            ],
            settles: "Whether SwiftUI puts the keyboard placement's Previous, Next and Done in the shortcut bar above "
                + "a hardware keyboard, and whether Tab follows the toolbar's order (Company left out) or SwiftUI's "
                + "own focus order, which keyboardToolbar(focus:order:) leaves alone (it adds no key commands)."),
        LabScenario(
            id: "chat-scroll-end-vs-scrolled-up", title: "A chat's latest message: at the end and scrolled up",
            device: .phone, screen: .chatScrollPolicy,
            steps: [
                "Pick Always; start recording; at the newest message tap the composer; wait two seconds; drag the "
                    + "messages down to hide the keyboard.",
                "Scroll up a screen or more; tap the composer; wait two seconds; hide it again the same way.",
                "Do both again with When at end, Persistent and Never; stop recording.",
            ],
            settles: "Whether the offset the core animates on the announced duration and curve stays with the "
                + "keyboard's frames, at the end and scrolled up, for each behavior, and whether a drag's release "
                + "posts its hide while the list is still decelerating (the rule then leaves the offset to UIKit)."),
        LabScenario(
            id: "chat-scroll-rows-stay", title: "A chat's rows while the keyboard moves, under a blurred composer",
            device: .phone, screen: .chatScrollPolicy,
            steps: [
                "Pick Always; start recording; at the newest message tap the composer and watch the top rows as the "
                    + "keyboard rises; wait two seconds.",
                "Tap outside the field or drag the messages down to hide the keyboard, watching the bottom rows; do "
                    + "both again with Never scrolled to the end; stop recording.",
            ],
            settles: "Whether the rows leaving the list stay drawn until they scroll off (the offset set frame by "
                + "frame on the keyboard's motion, not once inside an animation: ChatLayout issues 43 and 52), "
                + "whether the blurred composer takes the package's sensor in its contentView without raising, and "
                + "whether a hide leaves no blank space under the newest message."),
        LabScenario(
            id: "swiftui-chat-scroll-anchor", title: "SwiftUI chat scroll: the anchor at the end and scrolled up",
            device: .any, screen: .swiftUIChatScroll,
            steps: [
                "Pick When at end; start recording; at the newest message tap the composer; wait two seconds; send "
                    + "two lines; drag the messages down to hide the keyboard.",
                "Scroll up a screen or more; tap the composer; wait two seconds; hide it; stop recording.",
            ],
            settles: "Whether SwiftUI's size-change anchor (iOS 18 and later) keeps the newest message on the "
                + "composer through the keyboard's whole animation, and whether a reader scrolled up stays where "
                + "they are as the keyboard comes and goes."),
        LabScenario(
            id: "ios26-accessory-per-notification",
            title: "Where the iOS 26 accessory is when each notification arrives", device: .iOS26,
            screen: .accessoryFields,
            steps: [
                "Start recording; tap the field (a 44-point accessory); wait two seconds.",
                "Tap the text view (its own accessory); wait two seconds; tap Letters, then Number pad, waiting two "
                    + "seconds after each (the keyboard changes height under one accessory).",
                "Tap Composer (the screen's own accessory, no field above it); type a line; wait two seconds.",
                "Tap Done; stop recording.",
            ],
            settles: "Where the input accessory is on screen at each notification (the accessory track's sample at "
                + "the notification's time), whether iOS 26 counts it in the end frame, and whether what observers "
                + "heard clears it at rest for a field, a text view, a keyboard-type switch and an accessory composer.",
            invariants: [.oneDeliveryPerTransition, .noSnap, .accessoryCovered, .presentedMatchesGuide]),
        LabScenario(
            id: "chat-200-rows-120hz", title: "A 200-message chat shown and hidden at 120 Hz", device: .phone,
            screen: .longChat,
            steps: [
                "On a ProMotion iPhone (120 Hz), with Low Power Mode off: start recording at the newest message.",
                "Tap the composer; wait two seconds; tap Done; wait two seconds. Do it three times.",
                "Type four lines so the composer grows; send; hide the keyboard; stop recording.",
            ],
            settles: "Whether rows vanish while the keyboard animates at 120 Hz (the newest row's frame on every "
                + "display frame), whether the chat's offset and inset follow the keyboard frame by frame, and whether "
                + "the composer ends on the keyboard as it grows.",
            invariants: [
                .oneDeliveryPerTransition, .noSnap, .rowsStayDrawn, .noGhostSpace, .viewsClearKeyboard,
                .presentedMatchesGuide,
            ]),
        LabScenario(
            id: "glass-composer", title: "A glass composer pinned to the keyboard", device: .iOS26,
            screen: .glassComposer,
            steps: [
                "Start recording; tap the composer on its glass bar; wait two seconds.",
                "Drag the messages down to hide the keyboard; tap the composer again; tap Done; stop recording.",
            ],
            settles: "Whether a composer on a UIGlassEffect bar follows the keyboard as a plain one does, and where "
                + "it ends at rest.",
            invariants: [.oneDeliveryPerTransition, .noSnap, .viewsClearKeyboard, .presentedMatchesGuide]),
        LabScenario(
            id: "drag-release-halfway-ghost-space", title: "Interactive dismissal let go half-way: ghost space?",
            device: .phone, screen: .longChat,
            steps: [
                "Start recording at the newest message; tap the composer; wait two seconds.",
                "Drag the messages down until the keyboard is half-way; hold still; let go without flicking.",
                "Wait two seconds (the keyboard springs back or hides); if it is up, drag it all the way down; wait "
                    + "two seconds; stop recording.",
            ],
            settles: "Whether a release half-way leaves the chat's bottom inset above where it started once the "
                + "keyboard is gone (the ghost space peers' issues report), and where the composer ends.",
            invariants: [.oneDeliveryPerTransition, .noSnap, .noGhostSpace, .viewsClearKeyboard, .rowsStayDrawn]),
        LabScenario(
            id: "form-search-collapsed-refusing-focus-groups",
            title: "A form with a search bar, a collapsed section, a refusing field and focus groups", device: .any,
            screen: .richForm,
            steps: [
                "Start recording; tap the search bar; wait two seconds; tap Cancel.",
                "Tap the field that refuses to begin editing (nothing should happen); wait two seconds.",
                "Expand the collapsed section; tap its first field; collapse it while editing; wait two seconds.",
                "With a hardware keyboard, if there is one, press Tab across the two focus groups; tap Done; stop "
                    + "recording.",
            ],
            settles: "Whether a search bar's keyboard posts as a field's does, whether a field that refuses to begin "
                + "editing posts anything, what collapsing the section around the focused field posts, and how Tab "
                + "crosses focus groups (the focus events).",
            invariants: [.oneDeliveryPerTransition, .restMatchesGuide, .noSnap, .viewsClearKeyboard]),
        LabScenario(
            id: "ipad-floating-hidden-shortcuts-bar", title: "iPad floating keyboard and a hidden shortcuts bar",
            device: .pad, screen: .richForm,
            steps: [
                "Start recording; tap the field whose shortcuts bar is hidden; wait two seconds.",
                "Pinch the keyboard into the floating one; wait two seconds; move it; pinch it back; wait two seconds.",
                "Connect a hardware keyboard if there is one, tap the same field (no shortcuts bar: nothing shows); "
                    + "tap Done; stop recording.",
            ],
            settles: "What a floating keyboard posts (a hide, a zero frame, nothing) and what the layout guide says "
                + "while it floats, and whether a field with no shortcuts bar posts anything with a hardware keyboard.",
            invariants: [.oneDeliveryPerTransition, .restMatchesGuide, .noSnap]),
        LabScenario(
            id: "webview-checkout", title: "A WKWebView checkout form", device: .any, screen: .webCheckout,
            steps: [
                "Start recording; tap the name field of the checkout; wait two seconds.",
                "Tap Next in the web keyboard's bar to the card number (a number pad), then to the postcode; wait "
                    + "two seconds after each.",
                "Tap Done; stop recording.",
            ],
            settles: "What a web view's keyboard posts to the app (its form assistant bar counted or not), whether "
                + "moving between web fields posts one transition or a hide and a show, and whether the registered "
                + "screen hears it.",
            invariants: [.oneDeliveryPerTransition, .restMatchesGuide, .noSnap]),
        LabScenario(
            id: "swiftui-chats-scrollview-list-position",
            title: "SwiftUI chats on ScrollView and List, with and without scrollPosition", device: .any,
            screen: .swiftUIChats,
            steps: [
                "Pick ScrollView; start recording; tap the composer; wait two seconds; drag the messages down to hide "
                    + "it; wait two seconds.",
                "Do the same with ScrollView + scrollPosition, List, and List + scrollPosition (iOS 18 and later for "
                    + "scrollPosition on List); stop recording.",
            ],
            settles: "Whether the newest message stays drawn and in place as the keyboard shows and hides on each "
                + "container, with and without scrollPosition (the option events say which ran when).",
            invariants: [.oneDeliveryPerTransition, .noSnap, .rowsStayDrawn, .viewsClearKeyboard]),
        LabScenario(
            id: "swiftui-environment-automatic-avoidance",
            title: "The keyboard environment under automatic avoidance", device: .any, screen: .swiftUIEnvironment,
            steps: [
                "Start recording; tap the first field; wait two seconds; tap the last field; wait two seconds.",
                "Rotate, if the device allows; wait two seconds; tap Done; stop recording.",
            ],
            settles: "Whether @Environment(\\.keyboard) under keyboardAvoidance(.automatic) reads the height observers "
                + "heard at rest, while SwiftUI's own avoidance moves the form.",
            invariants: [.oneDeliveryPerTransition, .noSnap, .environmentMatchesHeard]),
    ]
}
