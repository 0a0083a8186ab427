import KeyboardLabCore
import KeyboardProtocols
import MessageUI
import SwiftUI
import UIKit

/// The view controller of each lab screen.
@MainActor
enum LabScreens {
    static func viewController(for screen: LabScreen) -> UIViewController {
        switch screen {
        case .chat: ChatScreenController()
        case .form: FormScreenController()
        case .login: LoginScreenController()
        case .preload: PreloadScreenController()
        case .observer: ObserverScreenController()
        case .swiftUIChat: UIHostingController(rootView: SwiftUIChatScreen())
        case .sheetComposer: SheetComposerScreenController()
        case .mailCompose: MailComposeScreenController()
        case .formSheetAccessory: FormSheetScreenController()
        case .navigationStack: PushScreenController(depth: 1)
        case .toolbarForm: ToolbarFormScreenController()
        case .chatScrollPolicy: ChatScrollScreenController()
        case .swiftUIToolbarForm: UIHostingController(rootView: SwiftUIToolbarFormScreen())
        case .swiftUIChatScroll: UIHostingController(rootView: SwiftUIChatScrollScreen())
        case .longChat: LongChatScreenController(count: 200, glass: false)
        case .glassComposer: LongChatScreenController(count: 40, glass: true)
        case .accessoryFields: AccessoryFieldsScreenController()
        case .composersSideBySide: ComposersSideBySideController()
        case .tabBar: tabBar()
        case .richForm: RichFormScreenController()
        case .webCheckout: WebCheckoutScreenController()
        case .swiftUIChats: UIHostingController(rootView: SwiftUIChatsScreen())
        case .swiftUIEnvironment: UIHostingController(rootView: SwiftUIEnvironmentScreen())
        }
    }

    /// A tab bar over the chat (its composer pinned above the bar) and the form.
    static func tabBar() -> UITabBarController {
        let chat = ChatScreenController()
        chat.tabBarItem = UITabBarItem(title: "Chat", image: UIImage(systemName: "message"), tag: 0)
        let form = FormScreenController()
        form.tabBarItem = UITabBarItem(title: "Form", image: UIImage(systemName: "list.bullet.rectangle"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [chat, form]
        return tabs
    }

    /// What a screen heard, as an event's detail: `346 pt over 0.25 s, options 458752`.
    static func heard(_ height: CGFloat, _ duration: TimeInterval, _ options: UIView.AnimationOptions) -> String {
        String(format: "%.1f pt over %.3f s, options %lu", Double(height), duration, options.rawValue)
    }

    /// Lays a form's vertical `stack` out in `scrollView`, which fills `view`: 20 points of margin, room below the
    /// last field to scroll it above the keyboard, dismissed by dragging.
    static func layOutForm(_ stack: UIStackView, in scrollView: UIScrollView, filling view: UIView) {
        stack.axis = .vertical
        stack.spacing = 16
        scrollView.keyboardDismissMode = .onDrag
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(stack)
        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -400),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
        ])
    }

    /// A rounded text field with a placeholder.
    static func field(_ placeholder: String) -> UITextField {
        let field = UITextField()
        field.placeholder = placeholder
        field.borderStyle = .roundedRect
        field.translatesAutoresizingMaskIntoConstraints = false
        return field
    }

    /// Adds `subview` to `view`, filling it edge to edge.
    static func fill(_ view: UIView, with subview: UIView) {
        subview.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subview)
        NSLayoutConstraint.activate([
            subview.topAnchor.constraint(equalTo: view.topAnchor),
            subview.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            subview.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            subview.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    /// A message cell of `tableView` (whose "Message" cells are `UITableViewCell`s) showing `text`.
    static func messageCell(_ tableView: UITableView, at indexPath: IndexPath, text: String) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = text
        cell.contentConfiguration = content
        return cell
    }

    /// A 52-point composer holding `field`, for a screen's own input accessory (it grows with its content).
    static func accessoryComposer(holding field: UITextField) -> UIView {
        let composer = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 52))
        composer.backgroundColor = .secondarySystemBackground
        composer.autoresizingMask = .flexibleHeight
        composer.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: composer.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: composer.layoutMarginsGuide.trailingAnchor),
            field.centerYAnchor.constraint(equalTo: composer.centerYAnchor),
        ])
        return composer
    }

    /// A 44-point bar with a Done button that ends editing in `view`, for a field's input accessory.
    static func doneBar(endingEditingIn view: UIView) -> UIToolbar {
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.items = [
            UIBarButtonItem(systemItem: .flexibleSpace),
            UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak view] _ in view?.endEditing(true) }),
        ]
        return bar
    }
}

// MARK: - Chat: PinsBarToKeyboard

/// Messages over a composer pinned to the keyboard; drag the messages to dismiss the keyboard interactively.
final class ChatScreenController: UIViewController, PinsBarToKeyboard, UITableViewDataSource {
    private let tableView = UITableView()
    /// The composer's bar, sampled by the screens that hold this one.
    let bar = UIView()
    private let field = LabScreens.field("Message")
    private let messages = (1...40).map { "Message \($0)" }
    lazy var barBottomConstraint = bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.dataSource = self
        tableView.keyboardDismissMode = .interactive
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
        bar.backgroundColor = .secondarySystemBackground
        for subview in [tableView, bar] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        bar.addSubview(field)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: bar.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            barBottomConstraint,
            field.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
            field.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
            field.leadingAnchor.constraint(equalTo: bar.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: bar.layoutMarginsGuide.trailingAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        addKeyboardFrameChangesObserver()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        LabProbes.shared.registerChat(tableView, composer: bar)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeKeyboardFrameChangesObserver()
        LabProbes.shared.removeChat()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        LabScreens.messageCell(tableView, at: indexPath, text: messages[indexPath.row])
    }
}

// MARK: - Form: ModifiableInsetsOnKeyboardFrameChanges

/// One field per keyboard type, and one with a 44-point accessory, in a scroll view whose insets follow the keyboard.
final class FormScreenController: UIViewController, ModifiableInsetsOnKeyboardFrameChanges, UITextFieldDelegate {
    private let scrollView = UIScrollView()
    private let stack = UIStackView()
    private var fields: [UITextField] = []

    var scrollViewToModify: UIScrollView { scrollView }
    var keepsFirstResponderVisible: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let types: [(String, UIKeyboardType)] = [
            ("Default", .default), ("Email", .emailAddress), ("Number pad", .numberPad),
            ("Decimal pad", .decimalPad), ("URL", .URL), ("Phone pad", .phonePad),
            ("Default, 44-point accessory", .default),
        ]
        for (placeholder, type) in types {
            let field = LabScreens.field(placeholder)
            field.keyboardType = type
            field.returnKeyType = .next
            field.delegate = self
            fields.append(field)
            stack.addArrangedSubview(field)
        }
        fields.last?.inputAccessoryView = LabScreens.doneBar(endingEditingIn: view)
        LabScreens.layOutForm(stack, in: scrollView, filling: view)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        addKeyboardFrameChangesObserver()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeKeyboardFrameChangesObserver()
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let index = fields.firstIndex(of: textField), index + 1 < fields.count else {
            textField.resignFirstResponder()
            return false
        }
        fields[index + 1].becomeFirstResponder()
        return false
    }
}

// MARK: - Toolbar form: AddsKeyboardToolbar

/// A two-column form with Previous, Next and Done above the keyboard (the shortcut bar on iPad), in a scroll view whose
/// insets follow the keyboard: Company is disabled (Next skips it), Notes has a Done accessory of its own (kept).
final class ToolbarFormScreenController: UIViewController, AddsKeyboardToolbar,
    ModifiableInsetsOnKeyboardFrameChanges
{
    private let scrollView = UIScrollView()
    private let stack = UIStackView()

    var scrollViewToModify: UIScrollView { scrollView }
    var keepsFirstResponderVisible: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let email = LabScreens.field("Email")
        email.keyboardType = .emailAddress
        let zip = LabScreens.field("Zip")
        zip.keyboardType = .numberPad
        let company = LabScreens.field("Company (disabled)")
        company.isEnabled = false
        let phone = LabScreens.field("Phone")
        phone.keyboardType = .phonePad
        let notes = LabScreens.field("Notes, its own Done accessory")
        notes.inputAccessoryView = LabScreens.doneBar(endingEditingIn: view)
        let rows: [[UITextField]] = [
            [LabScreens.field("First name"), LabScreens.field("Last name")], [email], [zip, LabScreens.field("City")],
            [company, phone], [notes],
        ]
        for row in rows {
            let line = UIStackView(arrangedSubviews: row)
            line.axis = .horizontal
            line.distribution = .fillEqually
            line.spacing = 12
            stack.addArrangedSubview(line)
        }
        LabScreens.layOutForm(stack, in: scrollView, filling: view)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        addKeyboardFrameChangesObserver()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeKeyboardFrameChangesObserver()
    }
}

// MARK: - Chat scroll policy: KeepsLatestMessageInView

/// A chat whose newest message stays in view as the keyboard shows, is dragged and hides, as the picker's behavior
/// says (read at every keyboard change); its composer is pinned to the keyboard.
final class ChatScrollScreenController: UIViewController, PinsBarToKeyboard, KeepsLatestMessageInView,
    UITableViewDataSource, UITextFieldDelegate
{
    private let picker = UISegmentedControl()
    private let tableView = UITableView()
    /// A glass-like blurred bar (iOS 26 draws glass in a visual effect view too): its content goes in contentView.
    private let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
    private let field = LabScreens.field("Message")
    private var messages = (1...40).map { "Message \($0)" }
    private var behavior = KeyboardChatScrollBehavior.always
    lazy var barBottomConstraint = bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)

    var scrollViewToModify: UIScrollView { tableView }
    var chatScrollBehavior: KeyboardChatScrollBehavior { behavior }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let behaviors: [(String, KeyboardChatScrollBehavior)] = [
            ("Always", .always), ("When at end", .whenAtEnd), ("Persistent", .persistent), ("Never", .never),
        ]
        for (index, (title, behavior)) in behaviors.enumerated() {
            picker.insertSegment(
                action: UIAction(title: title) { [weak self] _ in
                    self?.behavior = behavior
                    LabProbes.shared.event(.option, "chatScrollBehavior", title)
                }, at: index, animated: false)
        }
        picker.selectedSegmentIndex = 0
        tableView.dataSource = self
        tableView.keyboardDismissMode = .interactive
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
        field.returnKeyType = .send
        field.delegate = self
        for subview in [picker, tableView, bar] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        bar.contentView.addSubview(field)
        NSLayoutConstraint.activate([
            picker.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 1),
            picker.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            picker.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            tableView.topAnchor.constraint(equalToSystemSpacingBelow: picker.bottomAnchor, multiplier: 1),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: bar.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            barBottomConstraint,
            field.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
            field.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
            field.leadingAnchor.constraint(equalTo: bar.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: bar.layoutMarginsGuide.trailingAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        addKeyboardFrameChangesObserver()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Opens at the newest message, where "at the end" starts.
        tableView.scrollToRow(at: IndexPath(row: messages.count - 1, section: 0), at: .bottom, animated: false)
        LabProbes.shared.registerChat(tableView, composer: bar)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeKeyboardFrameChangesObserver()
        LabProbes.shared.removeChat()
    }

    /// Return sends: the field keeps the keyboard, the new message is added at the end.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let text = field.text, !text.isEmpty else { return false }
        messages.append(text)
        field.text = nil
        tableView.insertRows(at: [IndexPath(row: messages.count - 1, section: 0)], with: .automatic)
        tableView.scrollToRow(at: IndexPath(row: messages.count - 1, section: 0), at: .bottom, animated: true)
        return false
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        LabScreens.messageCell(tableView, at: indexPath, text: messages[indexPath.row])
    }
}

// MARK: - Sign-in card: AdjustsViewAboveKeyboard

/// A card at the bottom of the screen kept 16 points above the keyboard.
final class LoginScreenController: UIViewController, AdjustsViewAboveKeyboard {
    private let card = UIStackView()
    var viewToKeepAboveKeyboard: UIView { card }
    var keyboardPadding: CGFloat { 16 }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let email = LabScreens.field("Email")
        email.keyboardType = .emailAddress
        email.textContentType = .username
        let password = LabScreens.field("Password")
        password.isSecureTextEntry = true
        password.textContentType = .password
        for subview in [email, password] { card.addArrangedSubview(subview) }
        card.axis = .vertical
        card.spacing = 12
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            card.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        addKeyboardFrameChangesObserver()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeKeyboardFrameChangesObserver()
    }
}

// MARK: - Preload: PreloadsKeyboard

/// A search field over results that leave room for the keyboard's estimated height until it speaks.
final class PreloadScreenController: UIViewController, PreloadsKeyboard {
    private let field = LabScreens.field("Search")
    private let estimate = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        estimate.numberOfLines = 0
        estimate.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        view.addSubview(estimate)
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 2),
            field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            estimate.topAnchor.constraint(equalToSystemSpacingBelow: field.bottomAnchor, multiplier: 2),
            estimate.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            estimate.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        addKeyboardFrameChangesObserver()
        estimate.text = "Estimated keyboard height: \(estimatedKeyboardHeight) pt"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        LabProbes.shared.event(.preload, "PreloadsKeyboard", "estimated \(estimatedKeyboardHeight) pt")
        preloadKeyboard()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeKeyboardFrameChangesObserver()
    }

    func willChangeKeyboardFrame(
        height: CGFloat, animationDuration: TimeInterval, animationOptions: UIView.AnimationOptions
    ) {
        estimate.text = "Estimated \(estimatedKeyboardHeight) pt; the keyboard said \(height) pt"
    }
}

// MARK: - Observer: KeyboardChangeFrameObserver and KeyboardState

/// Prints every delivery (the gist's callback) and the keyboard's state; the base of the presenting screens.
class ObserverScreenController: UIViewController, KeyboardChangeFrameObserver {
    let field = LabScreens.field("Tap to show the keyboard")
    let actions = UIStackView()
    private let log = UITextView()
    private var lines: [String] = []
    private let started = Date()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        field.inputAccessoryView = LabScreens.doneBar(endingEditingIn: view)
        log.isEditable = false
        log.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        log.translatesAutoresizingMaskIntoConstraints = false
        actions.axis = .horizontal
        actions.spacing = 12
        actions.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        view.addSubview(actions)
        view.addSubview(log)
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 2),
            field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            actions.topAnchor.constraint(equalToSystemSpacingBelow: field.bottomAnchor, multiplier: 1),
            actions.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            log.topAnchor.constraint(equalToSystemSpacingBelow: actions.bottomAnchor, multiplier: 1),
            log.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            log.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            log.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        addKeyboardFrameChangesObserver()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeKeyboardFrameChangesObserver()
    }

    func addAction(_ title: String, handler: @escaping () -> Void) {
        actions.addArrangedSubview(
            UIButton(configuration: .bordered(), primaryAction: UIAction(title: title) { _ in handler() }))
    }

    func willChangeKeyboardFrame(
        height: CGFloat, animationDuration: TimeInterval, animationOptions: UIView.AnimationOptions
    ) {
        let state = KeyboardState.shared
        LabProbes.shared.event(
            .heard, title ?? String(describing: type(of: self)),
            LabScreens.heard(height, animationDuration, animationOptions))
        append(
            String(
                format: "%7.3f heard %.1f pt over %.3f s (options %lu); state: visible %@, %.1f pt",
                Date().timeIntervalSince(started), Double(height), animationDuration, animationOptions.rawValue,
                state.isVisible ? "yes" : "no", Double(state.height)))
    }

    func keyboardNotificationFailed(_ error: KeyboardPayloadError) {
        append("not understood: \(error.description)")
    }

    private func append(_ line: String) {
        lines.append(line)
        log.text = lines.suffix(200).joined(separator: "\n")
    }
}

// MARK: - Presentations over a registered screen

/// A registered screen that presents a sheet whose composer is the first responder's input accessory.
final class SheetComposerScreenController: ObserverScreenController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addAction("Present the sheet") { [weak self] in
            self?.present(ComposerSheetController(), animated: true)
        }
    }
}

/// A sheet whose composer rides on the keyboard as its input accessory view.
final class ComposerSheetController: UIViewController {
    private let composer = LabScreens.accessoryComposer(holding: LabScreens.field("Message in the accessory"))

    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { composer }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }
}

/// A registered screen that presents Mail's compose sheet (out of process), when the device has a Mail account.
final class MailComposeScreenController: ObserverScreenController, MFMailComposeViewControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        addAction("Compose a mail") { [weak self] in
            guard let self else { return }
            guard MFMailComposeViewController.canSendMail() else {
                self.field.text = "No Mail account on this device: add one in Settings > Mail."
                return
            }
            let compose = MFMailComposeViewController()
            compose.mailComposeDelegate = self
            compose.setSubject("KeyboardLab")
            self.present(compose, animated: true)
        }
    }

    nonisolated func mailComposeController(
        _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?
    ) {
        MainActor.assumeIsolated {
            controller.dismiss(animated: true)
        }
    }
}

/// A registered screen that presents a form sheet (iPad) whose field has a Done accessory.
final class FormSheetScreenController: ObserverScreenController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addAction("Present the form sheet") { [weak self] in
            let sheet = FormSheetContentController()
            sheet.modalPresentationStyle = .formSheet
            self?.present(sheet, animated: true)
        }
    }
}

/// A form sheet's content: one field with a Done accessory, in a scroll view to drag.
final class FormSheetContentController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let scrollView = UIScrollView()
        scrollView.alwaysBounceVertical = true
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        let field = LabScreens.field("A field with a Done accessory")
        field.inputAccessoryView = LabScreens.doneBar(endingEditingIn: view)
        view.addSubview(scrollView)
        scrollView.addSubview(field)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            field.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 40),
            field.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
            field.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
        ])
    }
}

// MARK: - Navigation: push, pop, back-swipe

/// A screen whose field takes the focus when it appears; Push shows the next one.
final class PushScreenController: ObserverScreenController {
    private let depth: Int

    init(depth: Int) {
        self.depth = depth
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Screen \(depth)"
        addAction("Push screen \(depth + 1)") { [weak self] in
            guard let self else { return }
            self.navigationController?.pushViewController(PushScreenController(depth: self.depth + 1), animated: true)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        field.becomeFirstResponder()
    }
}
