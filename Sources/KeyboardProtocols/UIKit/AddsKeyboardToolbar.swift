#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// A view controller whose text inputs get Previous, Next and Done above the keyboard.
    ///
    /// Conforming and registering is all: every text field and text view of the view controller's view gets one bar
    /// for the whole screen, its buttons enabled in place as focus moves. Previous and Next follow
    /// ``keyboardFocusOrder`` (reading order by default, right to left where the screen reads so, skipping hidden,
    /// disabled, read-only and clipped-away inputs and search bars' fields; a view with a `focusGroupIdentifier` is
    /// visited as a unit); Done resigns the first responder. An input that already has your own `inputAccessoryView`
    /// is left alone. On iPad the buttons go to the shortcut bar (`inputAssistantItem`), which stays on screen above a
    /// hardware keyboard, and ride a floating or split keyboard as on iPhone. With a hardware keyboard, Tab is Next and
    /// Shift-Tab is Previous while an input the toolbar serves has focus, the button is enabled and no marked text is
    /// being composed (if you override `keyCommands`, include `super.keyCommands`, which holds them). On visionOS,
    /// whose keyboards take neither an accessory nor shortcut-bar groups, only the keys are added.
    ///
    /// To refuse a move (a field that does not validate), return `false` from the delegate's
    /// `textFieldShouldEndEditing(_:)`: the field keeps the focus, as UIKit's `becomeFirstResponder()` does.
    ///
    /// ```swift
    /// final class SignUpViewController: UIViewController, AddsKeyboardToolbar {
    ///     override func viewWillAppear(_ animated: Bool) {
    ///         super.viewWillAppear(animated)
    ///         addKeyboardFrameChangesObserver()
    ///     }
    ///
    ///     override func viewWillDisappear(_ animated: Bool) {
    ///         super.viewWillDisappear(animated)
    ///         removeKeyboardFrameChangesObserver()
    ///     }
    /// }
    /// ```
    @MainActor
    public protocol AddsKeyboardToolbar: UIViewController, KeyboardChangeFrameObserver {
        /// The order Previous and Next follow.
        ///
        /// This property has a default implementation that returns ``KeyboardFocusOrder/readingOrder``. Return
        /// `.explicit([nameField, emailField])` to name the inputs, or a table's rows with `field:` and `reveal:`.
        var keyboardFocusOrder: KeyboardFocusOrder { get }

        /// Tells the screen that the focus moved to `input` under the same keyboard: another of its inputs was
        /// editing, by a tap, Previous or Next, Tab, or ``moveKeyboardFocus(forward:)``.
        ///
        /// Observers hear no keyboard change then (the keyboard stays where it is); this is the place to scroll
        /// the newly focused input into view yourself, or to update a step indicator. This method has a default
        /// implementation that does nothing.
        ///
        /// ```swift
        /// func keyboardFocusDidMove(to input: UIView) {
        ///     scrollView.scrollRectToVisible(input.convert(input.bounds, to: scrollView), animated: true)
        /// }
        /// ```
        ///
        /// - Parameter input: The text field or text view that began editing.
        func keyboardFocusDidMove(to input: UIView)
    }

    // MARK: - AddsKeyboardToolbar

    extension AddsKeyboardToolbar {
        /// ``KeyboardFocusOrder/readingOrder``.
        public var keyboardFocusOrder: KeyboardFocusOrder { .readingOrder }

        /// Does nothing.
        public func keyboardFocusDidMove(to input: UIView) {}

        /// Moves the focus to the next (or previous) input in the toolbar's order, as its Next (or Previous) button
        /// does: revealing a row not on screen, passing over an input that refuses the focus.
        ///
        /// Call it from Return, so Return follows the same order as the buttons:
        ///
        /// ```swift
        /// func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        ///     if !moveKeyboardFocus(forward: true) { textField.resignFirstResponder() }
        ///     return false
        /// }
        /// ```
        ///
        /// - Parameter forward: `true` for the next input, `false` for the previous one.
        /// - Returns: Whether an input took the focus; `false` at the order's end, when no input of the screen has
        ///   focus, or while the screen is not registered.
        @discardableResult
        public func moveKeyboardFocus(forward: Bool) -> Bool {
            KeyboardToolbarController.move(self, forward: forward)
        }
    }

    // MARK: -

    /// Runs one screen's toolbar: senses its text inputs into ``KeyboardFocusOrder/Field`` values, asks
    /// `KeyboardToolbarRule`, and applies the answer (the bar's buttons, the focus). Every decision is the rule's.
    @MainActor
    final class KeyboardToolbarController: NSObject {
        private weak var screen: (any AddsKeyboardToolbar)?
        /// The registry the screen registered on, which keeps this toolbar.
        private weak var registry: KeyboardObserverRegistry?
        private var observers: [any NSObjectProtocol] = []
        /// The input the buttons act on: the last of the screen's inputs to begin editing.
        private weak var input: UIView?
        /// The input whose shortcut bar holds the buttons (iPad): one group per screen, moved as focus moves.
        private weak var shortcutInput: UIView?
        /// Tab and Shift-Tab, each on the screen while the rule gives it to the toolbar.
        private lazy var keyCommands = KeyboardToolbarRule.keyCommands.map { key in
            let command = UIKeyCommand(
                title: key.title, action: #selector(UIViewController.performKeyboardToolbarKeyCommand(_:)),
                input: key.input, modifierFlags: key.isShifted ? .shift : [], propertyList: key.forward)
            command.discoverabilityTitle = key.title
            command.wantsPriorityOverSystemBehavior = true
            return (key, command)
        }
        /// The keys on the screen now.
        private var takenKeys: [KeyboardToolbarRule.KeyCommand] = []
        /// What the bar last showed, for the keys to follow the focused input's marked text.
        private var lastShown: KeyboardToolbarMixin.Shown?
        /// Which begin-editing is a focus move under the same keyboard, for the screen's `keyboardFocusDidMove(to:)`.
        private var focusMoves = KeyboardFocusMoves()
        /// Whether the last keyboard heard was on screen but undocked (an iPad's floating or split keyboard).
        private var isKeyboardUndocked = false

        private lazy var previousItem = item(systemName: "chevron.up", label: .previous, #selector(previous))
        private lazy var nextItem = item(systemName: "chevron.down", label: .next, #selector(next))
        private lazy var doneItem: UIBarButtonItem = {
            // The system's own Done: UIKit localizes its title and its VoiceOver label ("Done, button"); a label set
            // here would speak one language over a localized button.
            let item = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
            #if compiler(>=6.4)
                // UIBarButtonItem.visibilityPriority is iOS 27 (absent from the 26.2 SDK): Done never overflows.
                if #available(iOS 27, macCatalyst 27, visionOS 27, *) { item.visibilityPriority = .high }
            #endif
            return item
        }()

        #if !os(visionOS)
            /// The screen's one accessory, updated in place: swapping accessories per field breaks the keyboard
            /// layout guide (FB18129558).
            private lazy var bar = KeyboardToolbarView(
                items: [previousItem, nextItem, UIBarButtonItem(systemItem: .flexibleSpace), doneItem])
        #endif
        #if !os(visionOS)
            private lazy var shortcutGroup = UIBarButtonItemGroup(
                barButtonItems: [previousItem, nextItem, doneItem], representativeItem: nil)
        #endif

        private init(screen: any AddsKeyboardToolbar, registry: KeyboardObserverRegistry) {
            self.screen = screen
            self.registry = registry
        }

        /// Gives `screen` its toolbar, once, kept by `registry`, and at each registration the bar to its inputs; the
        /// toolbar acts while the screen is registered there.
        static func install(for screen: any AddsKeyboardToolbar, registry: KeyboardObserverRegistry) {
            let controllers = registry.keyboardToolbarControllers
            for controller in controllers.values where controller.screen == nil { controller.stop() }
            registry.keyboardToolbarControllers = controllers.filter { $0.value.screen != nil }
            if let installed = registry.keyboardToolbarControllers[ObjectIdentifier(screen)] {
                // Registered again (back on screen): inputs added since get the bar before their keyboard.
                return installed.dressInputs(installed.sense(focused: nil))
            }
            let controller = KeyboardToolbarController(screen: screen, registry: registry)
            registry.keyboardToolbarControllers[ObjectIdentifier(screen)] = controller
            // UIKit posts the begin-editing notifications from becomeFirstResponder, before the keyboard's will-show:
            // an accessory set now rides the first keyboard.
            let begins = [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification]
            let ends = [UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification]
            // Marked text comes and goes with text changes (UITextInput's setMarkedText and unmarkText change text).
            let changes = [UITextField.textDidChangeNotification, UITextView.textDidChangeNotification]
            controller.observers = (begins + ends + changes).map { name in
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { notification in
                    let input = UncheckedSendable(value: notification.object as? UIView)
                    let name = notification.name
                    MainActor.assumeIsolated {
                        if begins.contains(name) {
                            controller.inputDidBeginEditing(input.value)
                        } else if ends.contains(name) {
                            controller.inputDidEndEditing(input.value)
                        } else {
                            controller.inputDidChangeText(input.value)
                        }
                    }
                }
            }
            // Before any keyboard: a text view reads its accessory before its begin-editing notification, and the
            // first estimate of the keyboard's height counts what rides on it.
            controller.dressInputs(controller.sense(focused: nil))
        }

        /// Tab or Shift-Tab, from the view controller that received it: the first in the responder chain from the
        /// focused input, the screen or one inside it, added as a child or not (Apple, addKeyCommand(_:): UIKit
        /// "searches the responder chain (starting with the first responder)"). The chain leads to the screen.
        static func perform(_ command: UIKeyCommand, from controller: UIViewController) {
            guard let forward = command.propertyList as? Bool else { return }
            var responder: UIResponder? = controller
            while let current = responder {
                if let screen = current as? any AddsKeyboardToolbar, let found = toolbar(of: screen) {
                    found.keyCommandMoves(forward: forward)
                    return
                }
                responder = current.next
            }
        }

        // MARK: - Sensing

        /// The facts the rule decides on, and the view of each id.
        private func sense(focused input: UIView?) -> (KeyboardToolbarRule.Facts, [AnyHashable: UIView]) {
            guard let screen, let root = screen.viewIfLoaded else { return (.init(focused: nil, fields: []), [:]) }
            let order = screen.keyboardFocusOrder
            var views: [AnyHashable: UIView] = [:]
            var focused: AnyHashable?
            switch order.kind {
            case .explicit(let ids):
                for id in ids {
                    guard let view = (order.field?(id) ?? id.base as AnyObject) as? UIView else { continue }
                    views[id] = view
                    if view === input { focused = id }
                }
            case .readingOrder, .byTag:
                for view in Self.textInputs(in: root) { views[ObjectIdentifier(view)] = view }
                focused = input.map { AnyHashable(ObjectIdentifier($0)) }
            }
            var facts = KeyboardToolbarRule.Facts(
                focused: focused, fields: views.map { Self.field($0.key, $0.value, root: root) })
            facts.isRightToLeft = root.effectiveUserInterfaceLayoutDirection == .rightToLeft
            facts.isPad = root.traitCollection.userInterfaceIdiom == .pad
            facts.isKeyboardUndocked = isKeyboardUndocked
            facts.hidesShortcutBar = input.map { hidesShortcutBar(of: $0, isPad: facts.isPad) } ?? false
            facts.hasMarkedText = (input as? UITextInput)?.markedTextRange != nil
            #if !os(visionOS)
                if let accessory = (input as? UITextField)?.inputAccessoryView
                    ?? (input as? UITextView)?
                    .inputAccessoryView
                {
                    facts.hasOwnAccessory = accessory !== bar
                }
            #endif
            return (facts, views)
        }

        /// The text fields and text views of the screen, its whole view (not the input's superview).
        private static func textInputs(in root: UIView) -> [UIView] {
            var inputs: [UIView] = []
            var queue = [root]
            var index = 0
            while index < queue.count, index < 4096 {
                let view = queue[index]
                index += 1
                if view is UITextField || view is UITextView { inputs.append(view) }
                // A text field's own subviews hold no other input.
                if !(view is UITextField) { queue.append(contentsOf: view.subviews) }
            }
            return inputs
        }

        /// What the rule reads of one input: its frame in its window, and what of it and its superviews (up to the
        /// screen's view) hides it, clips it, disables it, groups it or makes it a search bar's.
        private static func field(_ id: AnyHashable, _ view: UIView, root: UIView) -> KeyboardFocusOrder.Field {
            var isHidden = false
            var isInteractive = true
            // NB: UISearchTextField by name: visionOS SDKs synthesized from iOS's forward-declare the class only.
            var isInSearchBar = NSClassFromString("UISearchTextField").map { view.isKind(of: $0) } ?? false
            var group: String?
            var clips: [KeyboardFocusOrder.Field.Clip] = []
            var ancestor: UIView? = view === root ? nil : view.superview
            isHidden = view.isHidden || view.alpha == 0
            isInteractive = view.isUserInteractionEnabled
            while let current = ancestor {
                isHidden = isHidden || current.isHidden || current.alpha == 0
                isInteractive = isInteractive && current.isUserInteractionEnabled
                isInSearchBar = isInSearchBar || current is UISearchBar
                // Apple, focusGroupIdentifier: nil inherits the superview's group. A scroll view's is UIKit's own.
                if group == nil, !(current is UIScrollView) { group = current.focusGroupIdentifier }
                let visible = current.convert(current.bounds, to: nil)
                if let scrollView = current as? UIScrollView {
                    clips.append(.init(visible: visible, kind: scrollView.isPagingEnabled ? .pages : .scrolls))
                } else if current.clipsToBounds {
                    clips.append(.init(visible: visible, kind: .clips))
                }
                if current === root { break }
                ancestor = current.superview
            }
            let window = view.window
            return KeyboardFocusOrder.Field(
                id: id, frame: view.convert(view.bounds, to: nil), isHidden: isHidden,
                isEnabled: (view as? UIControl)?.isEnabled ?? true,
                isEditable: (view as? UITextView)?.isEditable ?? true,
                isUserInteractionEnabled: isInteractive, isInWindow: window != nil && window === root.window,
                tag: view.tag, group: group, isInSearchBar: isInSearchBar, clips: clips)
        }

        // MARK: - Applying

        private func inputDidBeginEditing(_ view: UIView?) {
            guard let screen else { return stop() }
            guard let view, let root = screen.viewIfLoaded, view.isDescendant(of: root),
                registry?.contains(screen) == true
            else { return }
            input = view
            // Before the keyboard's will-show: the accessory must be on the input when the keyboard comes.
            guard let facts = mixinFacts() else { return }
            show(KeyboardToolbarMixin.Shown(facts.rule.decide(facts.screen), hasMarkedText: facts.screen.hasMarkedText))
            if focusMoves.began(ObjectIdentifier(view)) { screen.keyboardFocusDidMove(to: view) }
        }

        /// The focused input's text changed: marked text may have begun or ended, and the keys follow it.
        private func inputDidChangeText(_ view: UIView?) {
            guard let view, view === input, var shown = lastShown else { return }
            shown.hasMarkedText = (view as? UITextInput)?.markedTextRange != nil
            guard shown != lastShown else { return }
            lastShown = shown
            takeKeyCommands(view.isFirstResponder ? shown.keyCommands : [])
        }

        /// Puts the screen's bar on each input the toolbar serves that has no accessory of its own, where the bar would
        /// ride the keyboard: before a keyboard starts for any of them.
        private func dressInputs(_ sensed: (KeyboardToolbarRule.Facts, [AnyHashable: UIView])) {
            #if !os(visionOS)
                guard let screen else { return }
                let (facts, views) = sensed
                let rule = KeyboardToolbarRule(order: screen.keyboardFocusOrder)
                for field in facts.fields where rule.serves(field) {
                    guard let input = views[field.id], !input.isFirstResponder else { continue }
                    let placement = KeyboardToolbarRule.placement(
                        isPad: facts.isPad, isKeyboardUndocked: facts.isKeyboardUndocked,
                        hidesShortcutBar: hidesShortcutBar(of: input, isPad: facts.isPad))
                    guard placement == .accessory else { continue }
                    if let textField = input as? UITextField, textField.inputAccessoryView == nil {
                        textField.inputAccessoryView = bar
                    } else if let textView = input as? UITextView, textView.inputAccessoryView == nil {
                        textView.inputAccessoryView = bar
                    }
                }
            #endif
        }

        /// The keys go with the input that had them, at the main queue's next turn: a Tab moving the focus ends this
        /// input's editing from inside its own command, and the next input's begin, in either order, shows them again.
        private func inputDidEndEditing(_ view: UIView?) {
            guard let view, view === input else { return }
            focusMoves.ended(ObjectIdentifier(view))
            DispatchQueue.main.async { [weak self] in
                guard let self else { return }
                self.focusMoves.turnEnded()
                guard self.input?.isFirstResponder != true else { return }
                self.takeKeyCommands([])
            }
        }

        /// The toolbar's part of an announced keyboard change (UIKit posts will-show again when focus moves): the
        /// mixin's unit, sensed and applied here, decided by `KeyboardToolbarMixin`.
        static func update(_ screen: some AddsKeyboardToolbar, for change: KeyboardFrameChange) {
            // A tracked frame of a drag: nothing to sense (no walk over the screen's views), nothing to decide.
            guard KeyboardToolbarMixin.senses(change), let controller = toolbar(of: screen) else { return }
            if let undocked = KeyboardToolbarMixin.isUndocked(change) { controller.isKeyboardUndocked = undocked }
            screen.runKeyboardMixin(
                KeyboardMixin.Unit(
                    KeyboardToolbarMixin.self, runsAgain: false,
                    sense: { screen, _ in toolbar(of: screen)?.mixinFacts() },
                    apply: { screen, move in toolbar(of: screen)?.show(move.value) }),
                for: change)
        }

        /// The toolbar of `screen`, kept by the registry its registration belongs to; `nil` for a screen that never
        /// registered.
        private static func toolbar(of screen: any AddsKeyboardToolbar) -> KeyboardToolbarController? {
            KeyboardRegistration.of(screen).registry?.keyboardToolbarControllers[ObjectIdentifier(screen)]
        }

        /// What the rule decides on: the screen's order, and its inputs around the input that has focus.
        private func mixinFacts() -> KeyboardToolbarMixin.Facts? {
            guard let screen else { return nil }
            let focused = input.flatMap { $0.isFirstResponder ? $0 : nil }
            let sensed = sense(focused: focused)
            // Inputs that appeared since: the bar on them before their keyboard starts.
            dressInputs(sensed)
            return KeyboardToolbarMixin.Facts(
                rule: KeyboardToolbarRule(order: screen.keyboardFocusOrder), screen: sensed.0)
        }

        /// Sets what the rule decided: the buttons' states, in place, and the bar on the focused input.
        private func show(_ shown: KeyboardToolbarMixin.Shown) {
            lastShown = shown
            previousItem.isEnabled = shown.isPreviousEnabled
            nextItem.isEnabled = shown.isNextEnabled
            guard let input, input.isFirstResponder else { return takeKeyCommands([]) }
            takeKeyCommands(shown.keyCommands)
            switch shown.placement {
            case .none: break
            case .accessory:
                #if !os(visionOS)
                    removeShortcutGroup()
                    let field = input as? UITextField
                    let textView = input as? UITextView
                    guard (field?.inputAccessoryView ?? textView?.inputAccessoryView) !== bar else { return }
                    field?.inputAccessoryView = bar
                    textView?.inputAccessoryView = bar
                    // UIResponder.h, reloadInputViews: while first responder, reloads its inputAccessoryView.
                    input.reloadInputViews()
                #endif
            case .shortcutBar:
                // visionOS: no shortcut-bar groups (UITextInputAssistantItem.h), and no accessory either.
                #if !os(visionOS)
                    if shortcutInput !== input { removeShortcutGroup() }
                    // Back from a floating keyboard: the buttons leave the accessory for the shortcut bar.
                    if let field = input as? UITextField, field.inputAccessoryView === bar {
                        field.inputAccessoryView = nil
                        input.reloadInputViews()
                    } else if let textView = input as? UITextView, textView.inputAccessoryView === bar {
                        textView.inputAccessoryView = nil
                        input.reloadInputViews()
                    }
                    shortcutInput = input
                    let assistant = input.inputAssistantItem
                    guard !assistant.trailingBarButtonGroups.contains(where: { $0 === shortcutGroup }) else { return }
                    assistant.trailingBarButtonGroups.append(shortcutGroup)
                #endif
            }
        }

        /// Whether the app hid `input`'s shortcut bar, emptying its leading and trailing groups (the toolbar's own
        /// aside); `false` off iPad, whose shortcut bar this is, and on visionOS, which has none.
        private func hidesShortcutBar(of input: UIView, isPad: Bool) -> Bool {
            #if os(visionOS)
                return false
            #else
                guard isPad else { return false }
                let assistant = input.inputAssistantItem
                return assistant.leadingBarButtonGroups.isEmpty
                    && !assistant.trailingBarButtonGroups.contains { $0 !== shortcutGroup }
            #endif
        }

        #if !os(visionOS)
            /// Takes the buttons out of the shortcut bar of the input that had them.
            private func removeShortcutGroup() {
                shortcutInput?.inputAssistantItem.trailingBarButtonGroups.removeAll { $0 === shortcutGroup }
                shortcutInput = nil
            }
        #endif

        /// Puts `keys` on the screen and takes the others off.
        private func takeKeyCommands(_ keys: [KeyboardToolbarRule.KeyCommand]) {
            guard keys != takenKeys, let screen else { return }
            for (key, command) in keyCommands where keys.contains(key) != takenKeys.contains(key) {
                if keys.contains(key) { screen.addKeyCommand(command) } else { screen.removeKeyCommand(command) }
            }
            takenKeys = keys
        }

        /// Tab or Shift-Tab (`isKey`), or the app's `moveKeyboardFocus(forward:)`: as Next or Previous, without the
        /// click of an on-screen key, while the screen is registered and its input has focus.
        @discardableResult
        private func keyCommandMoves(forward: Bool, isKey: Bool = true) -> Bool {
            guard let screen, input?.isFirstResponder == true, registry?.contains(screen) == true else { return false }
            return move(forward: forward, clicks: false, isKey: isKey)
        }

        /// The app's `moveKeyboardFocus(forward:)`, for `screen`.
        static func move(_ screen: some AddsKeyboardToolbar, forward: Bool) -> Bool {
            toolbar(of: screen)?.keyCommandMoves(forward: forward, isKey: false) ?? false
        }

        @objc private func previous() { move(forward: false, clicks: true) }
        @objc private func next() { move(forward: true, clicks: true) }

        @objc private func done() {
            playClick()
            _ = input?.resignFirstResponder()
        }

        /// Previous or Next: focus the neighbour, or reveal its row, lay the screen out, then focus it. An input that
        /// refuses (its delegate presents a picker instead) is passed over for the one after it, each tried once.
        @discardableResult
        private func move(forward: Bool, clicks: Bool, isKey: Bool = false) -> Bool {
            guard let screen, let input else { return false }
            if clicks { playClick() }
            let order = screen.keyboardFocusOrder
            let rule = KeyboardToolbarRule(order: order)
            var (facts, views) = sense(focused: input)
            // Ends: each turn either focuses an input or adds one to `refused`, and the order is finite.
            while let step = isKey ? rule.keyStep(forward: forward, facts) : rule.step(forward: forward, facts) {
                switch step {
                case .focus(let id):
                    if focus(views[id]) { return true }
                    facts.refused.insert(id)
                case .reveal(let id):
                    order.reveal?(id)
                    screen.viewIfLoaded?.layoutIfNeeded()
                    let refused = facts.refused
                    (facts, views) = sense(focused: input)
                    facts.refused = refused
                    if case .focus(let revealed) = rule.stepAfterReveal(of: id, facts), focus(views[revealed]) {
                        return true
                    }
                    facts.refused.insert(id)
                }
            }
            return false
        }

        /// Makes `view` first responder (its delegate, or the current input's, may refuse) and tells VoiceOver.
        private func focus(_ view: UIView?) -> Bool {
            guard let view, view.becomeFirstResponder() else { return false }
            // UIAccessibilityConstants.h declares the notification const (and nonisolated) from the iOS 18 SDK (UIKit
            // 8000+), a variable before: no SDK that builds this package's tools version 6.0 lacks the constant.
            #if canImport(UIKit, _version: 8000)
                UIAccessibility.post(notification: .layoutChanged, argument: view)
            #endif
            return true
        }

        private func playClick() {
            #if !os(visionOS)
                // Plays only while an input view adopting UIInputViewAudioFeedback is on screen: the bar.
                UIDevice.current.playInputClick()
            #endif
        }

        private func stop() {
            for observer in observers { NotificationCenter.default.removeObserver(observer) }
            observers.removeAll()
        }

        private func item(systemName: String, label: KeyboardToolbarWords, _ action: Selector) -> UIBarButtonItem {
            let item = UIBarButtonItem(
                image: UIImage(systemName: systemName), style: .plain, target: self, action: action)
            // VoiceOver reads the label and adds the trait: "Next, button", never "Next Button, button".
            item.accessibilityLabel = label.localized
            return item
        }
    }

    // MARK: - UIViewController

    extension UIViewController {
        /// The toolbar's Tab and Shift-Tab. NB: a `UIKeyCommand`'s action is looked up in the responder chain, which
        /// holds view controllers but not the toolbar, and a protocol extension's method is not in Objective-C's
        /// method table: hence this internal, prefixed method on every view controller.
        @objc(keyboardProtocols_performToolbarKeyCommand:)
        func performKeyboardToolbarKeyCommand(_ command: UIKeyCommand) {
            KeyboardToolbarController.perform(command, from: self)
        }
    }

    #if !os(visionOS)
        /// The bar that rides the keyboard: an input view, so its buttons click like keys.
        final class KeyboardToolbarView: UIInputView, UIInputViewAudioFeedback {
            init(items: [UIBarButtonItem]) {
                super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44), inputViewStyle: .keyboard)
                autoresizingMask = .flexibleWidth
                let toolbar = UIToolbar(frame: bounds)
                toolbar.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                toolbar.items = items
                if #available(iOS 26, macCatalyst 26, *) {
                    // iOS 26 paints no background behind a `.keyboard` input view, and a toolbar's items are glass
                    // capsules on a clear bar: the content shows through the strip and taps between the capsules
                    // vanish (stripe-ios PR 5443 "now that it's transparent", PR 5528; dotnet/maui issue 36412). The
                    // bar's own default background (UIBarAppearance.h, configureWithDefaultBackground: "the system
                    // default background") makes the strip a bar again; earlier iOS keeps the keyboard's own look.
                    let appearance = UIToolbarAppearance()
                    appearance.configureWithDefaultBackground()
                    toolbar.standardAppearance = appearance
                    toolbar.compactAppearance = appearance
                    toolbar.scrollEdgeAppearance = appearance
                    toolbar.compactScrollEdgeAppearance = appearance
                }
                addSubview(toolbar)
            }

            required init?(coder: NSCoder) { nil }

            var enableInputClicksWhenVisible: Bool { true }
        }
    #endif
#endif
