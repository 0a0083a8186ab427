import KeyboardLabCore
import KeyboardProtocols
import UIKit
import WebKit

// The screens the reviews' device questions run on (issue 39): each registers what its scenario's question needs with
// `LabProbes` while it is on screen.

// MARK: - Long chat: 200 messages, a growing composer, a live panel

/// A chat of `count` messages whose text-view composer grows to five lines, pinned to the keyboard
/// (`PinsBarToKeyboard`) with the newest message kept in view (`KeepsLatestMessageInView`); its panel switches the
/// scroll behavior and the mixins on and off while the keyboard is up. On glass (`UIGlassEffect`) when asked.
final class LongChatScreenController: UIViewController, PinsBarToKeyboard, KeepsLatestMessageInView,
    UITableViewDataSource, UITextViewDelegate
{
    private let tableView = UITableView()
    private let bar: UIVisualEffectView
    private let textView = UITextView()
    private let send = UIButton(type: .system)
    private let panel = UIButton(type: .system)
    private lazy var textHeight = textView.heightAnchor.constraint(equalToConstant: 36)
    private var messages: [String]
    private var behavior = KeyboardChatScrollBehavior.whenAtEnd
    private var mixinsOn = true
    lazy var barBottomConstraint = bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)

    var scrollViewToModify: UIScrollView { tableView }
    var chatScrollBehavior: KeyboardChatScrollBehavior { behavior }

    init(count: Int, glass: Bool) {
        messages = (1...count).map { "Message \($0)" }
        bar = UIVisualEffectView(effect: glass ? Self.glass() : UIBlurEffect(style: .systemChromeMaterial))
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// `UIGlassEffect` (iOS 26) by name, a material before it: the lab also builds against SDKs without the class.
    static func glass() -> UIVisualEffect {
        let type = NSClassFromString("UIGlassEffect") as? NSObject.Type
        return type?.init() as? UIVisualEffect ?? UIBlurEffect(style: .systemUltraThinMaterial)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.dataSource = self
        tableView.keyboardDismissMode = .interactive
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
        textView.font = .preferredFont(forTextStyle: .body)
        textView.layer.cornerRadius = 8
        textView.delegate = self
        textView.accessibilityLabel = "Message"
        send.setTitle("Send", for: .normal)
        send.addAction(UIAction { [weak self] _ in self?.sendMessage() }, for: .primaryActionTriggered)
        panel.setTitle("Panel", for: .normal)
        panel.showsMenuAsPrimaryAction = true
        panel.menu = panelMenu()
        let row = UIStackView(arrangedSubviews: [textView, send])
        row.spacing = 8
        row.alignment = .bottom
        for subview in [tableView, bar, panel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        row.translatesAutoresizingMaskIntoConstraints = false
        // A visual effect view takes subviews only in its contentView.
        bar.contentView.addSubview(row)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: bar.topAnchor),
            panel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            panel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            barBottomConstraint,
            row.topAnchor.constraint(equalTo: bar.contentView.topAnchor, constant: 8),
            row.bottomAnchor.constraint(equalTo: bar.contentView.bottomAnchor, constant: -8),
            row.leadingAnchor.constraint(equalTo: bar.contentView.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: bar.contentView.layoutMarginsGuide.trailingAnchor),
            textHeight,
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if mixinsOn { addKeyboardFrameChangesObserver() }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tableView.scrollToRow(at: IndexPath(row: messages.count - 1, section: 0), at: .bottom, animated: false)
        LabProbes.shared.registerChat(tableView, composer: bar)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeKeyboardFrameChangesObserver()
        LabProbes.shared.removeChat()
    }

    /// The live panel: the scroll behavior, and the mixins on or off, each choice an event of the recording.
    private func panelMenu() -> UIMenu {
        let behaviors: [(String, KeyboardChatScrollBehavior)] = [
            ("Always", .always), ("When at end", .whenAtEnd), ("Persistent", .persistent), ("Never", .never),
        ]
        let picks = behaviors.map { title, behavior in
            UIAction(title: title, state: behavior == self.behavior ? .on : .off) { [weak self] _ in
                self?.behavior = behavior
                LabProbes.shared.event(.option, "chatScrollBehavior", title)
                self?.panel.menu = self?.panelMenu()
            }
        }
        let mixins = UIAction(
            title: "PinsBarToKeyboard + KeepsLatestMessageInView", state: mixinsOn ? .on : .off
        ) { [weak self] _ in
            guard let self else { return }
            mixinsOn.toggle()
            if mixinsOn { addKeyboardFrameChangesObserver() } else { removeKeyboardFrameChangesObserver() }
            LabProbes.shared.event(.option, "mixins", mixinsOn ? "on" : "off")
            panel.menu = panelMenu()
        }
        return UIMenu(children: [
            UIMenu(title: "Scroll behavior", options: .displayInline, children: picks),
            UIMenu(title: "Mixins", options: .displayInline, children: [mixins]),
        ])
    }

    func textViewDidChange(_ textView: UITextView) {
        // Grows with its text up to five lines, then scrolls.
        let fitting = textView.sizeThatFits(CGSize(width: textView.bounds.width, height: .greatestFiniteMagnitude))
        let limit =
            (textView.font?.lineHeight ?? 20) * 5 + textView.textContainerInset.top
            + textView.textContainerInset.bottom
        textHeight.constant = min(max(fitting.height, 36), limit)
        textView.isScrollEnabled = fitting.height > limit
    }

    private func sendMessage() {
        guard !textView.text.isEmpty else { return }
        messages.append(textView.text)
        textView.text = ""
        textViewDidChange(textView)
        tableView.insertRows(at: [IndexPath(row: messages.count - 1, section: 0)], with: .automatic)
        tableView.scrollToRow(at: IndexPath(row: messages.count - 1, section: 0), at: .bottom, animated: true)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        LabScreens.messageCell(tableView, at: indexPath, text: messages[indexPath.row])
    }
}

// MARK: - Accessories: a field, a text view, letters and number pad, a composer

/// A field and a text view with input accessories, buttons switching the field between letters and a number pad
/// under the same accessory, and the screen's own accessory composer; a registered screen whose deliveries are
/// events, with the accessory on screen sampled on every display frame.
final class AccessoryFieldsScreenController: UIViewController, KeyboardChangeFrameObserver {
    private let field = LabScreens.field("A field with a 44-point accessory")
    private let textView = UITextView()
    private let composer = LabScreens.accessoryComposer(
        holding: LabScreens.field("The screen's accessory composer"))
    private var composing = false

    override var canBecomeFirstResponder: Bool { composing }
    override var inputAccessoryView: UIView? { composing ? composer : nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        field.inputAccessoryView = LabScreens.doneBar(endingEditingIn: view)
        textView.inputAccessoryView = LabScreens.doneBar(endingEditingIn: view)
        textView.accessibilityLabel = "A text view with its own accessory"
        textView.font = .preferredFont(forTextStyle: .body)
        textView.layer.borderColor = UIColor.separator.cgColor
        textView.layer.borderWidth = 1
        textView.heightAnchor.constraint(equalToConstant: 88).isActive = true
        let buttons = UIStackView(arrangedSubviews: [
            button("Letters") { [weak self] in self?.switchField(to: .default) },
            button("Number pad") { [weak self] in self?.switchField(to: .numberPad) },
            button("Composer") { [weak self] in self?.compose() },
            button("Done") { [weak self] in self?.done() },
        ])
        buttons.spacing = 8
        buttons.distribution = .fillEqually
        let stack = UIStackView(arrangedSubviews: [field, textView, buttons])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 2),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func button(_ title: String, _ action: @escaping () -> Void) -> UIButton {
        UIButton(configuration: .bordered(), primaryAction: UIAction(title: title) { _ in action() })
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        addKeyboardFrameChangesObserver()
        LabProbes.shared.register(LabTrack.accessory, fields: LabTrack.frameFields) { [weak self] in
            guard let self else { return nil }
            let shown = [field.inputAccessoryView, textView.inputAccessoryView, composing ? composer : nil]
            return shown.compactMap { $0 }.first { $0.window != nil }.flatMap(LabProbes.drawnFrame(of:))
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeKeyboardFrameChangesObserver()
        LabProbes.shared.remove(LabTrack.accessory)
    }

    /// The field's keyboard type changed in place: the same accessory over a keyboard of another height.
    private func switchField(to type: UIKeyboardType) {
        field.keyboardType = type
        LabProbes.shared.event(.option, "keyboardType", type == .numberPad ? "numberPad" : "default")
        if field.isFirstResponder { field.reloadInputViews() } else { field.becomeFirstResponder() }
    }

    private func compose() {
        view.endEditing(true)
        composing = true
        becomeFirstResponder()
        LabProbes.shared.event(.option, "accessoryComposer", "shown")
    }

    private func done() {
        view.endEditing(true)
        composer.endEditing(true)
        composing = false
        resignFirstResponder()
    }

    func willChangeKeyboardFrame(
        height: CGFloat, animationDuration: TimeInterval, animationOptions: UIView.AnimationOptions
    ) {
        LabProbes.shared.event(.heard, "Accessories", LabScreens.heard(height, animationDuration, animationOptions))
    }
}

// MARK: - Composers side by side: the input accessory and a subview pinned to the keyboard

/// The accessory composer's chat (left) and the pinned subview composer's (right), side by side.
final class ComposersSideBySideController: UIViewController {
    private let accessoryChat = AccessoryComposerChatController()
    private let subviewChat = ChatScreenController()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .separator
        let stack = UIStackView()
        stack.spacing = 1
        stack.distribution = .fillEqually
        LabScreens.fill(view, with: stack)
        for child in [accessoryChat as UIViewController, subviewChat] {
            addChild(child)
            stack.addArrangedSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        LabProbes.shared.register("view.accessoryComposer", view: accessoryChat.composer)
        LabProbes.shared.register("view.subviewComposer", view: subviewChat.bar)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        LabProbes.shared.remove("view.accessoryComposer", "view.subviewComposer")
    }
}

/// Messages whose composer is the screen's input accessory: on screen whenever the screen is first responder,
/// riding on the keyboard when a field in it edits.
final class AccessoryComposerChatController: UITableViewController {
    let composer = LabScreens.accessoryComposer(holding: LabScreens.field("Accessory composer"))

    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { composer }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.keyboardDismissMode = .interactive
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        LabScreens.messageCell(tableView, at: indexPath, text: "Message \(indexPath.row + 1)")
    }
}

// MARK: - Rich form: a search bar, a collapsed section, a refusing field, focus groups, no shortcuts bar

/// A form whose insets follow the keyboard: a search bar, two fields in one focus group, a collapsed Shipping
/// section in another, a field that refuses to begin editing and one whose shortcuts bar is hidden; the field being
/// edited is sampled as `view.editing`.
final class RichFormScreenController: UIViewController, ModifiableInsetsOnKeyboardFrameChanges, UITextFieldDelegate,
    UISearchBarDelegate
{
    private let scrollView = UIScrollView()
    private let stack = UIStackView()
    private let searchBar = UISearchBar()
    private let shipping = UIStackView()
    private let locked = LabScreens.field("Refuses to begin editing")
    private weak var editingView: UIView?

    var scrollViewToModify: UIScrollView { scrollView }
    var keepsFirstResponderVisible: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        searchBar.placeholder = "Search"
        searchBar.delegate = self
        let account = UIStackView(arrangedSubviews: [LabScreens.field("Name"), LabScreens.field("Email")])
        account.axis = .vertical
        account.spacing = 12
        account.focusGroupIdentifier = "org.keyboardprotocols.lab.account"
        shipping.addArrangedSubview(LabScreens.field("Street"))
        shipping.addArrangedSubview(LabScreens.field("City"))
        shipping.axis = .vertical
        shipping.spacing = 12
        shipping.isHidden = true
        shipping.focusGroupIdentifier = "org.keyboardprotocols.lab.shipping"
        let toggle = UIButton(
            configuration: .plain(),
            primaryAction: UIAction(title: "Shipping (collapsed: tap to expand or collapse)") { [weak self] _ in
                guard let self else { return }
                shipping.isHidden.toggle()
                LabProbes.shared.event(.option, "shippingSection", shipping.isHidden ? "collapsed" : "expanded")
            })
        let noShortcuts = LabScreens.field("No shortcuts bar")
        // An empty input assistant item hides the shortcuts bar (UITextInputAssistantItem's documentation).
        noShortcuts.inputAssistantItem.leadingBarButtonGroups = []
        noShortcuts.inputAssistantItem.trailingBarButtonGroups = []
        for view in [searchBar, account, toggle, shipping, locked, noShortcuts] { stack.addArrangedSubview(view) }
        for field in [account, shipping].flatMap(\.arrangedSubviews).compactMap({ $0 as? UITextField })
            + [locked, noShortcuts]
        {
            field.delegate = self
        }
        LabScreens.layOutForm(stack, in: scrollView, filling: view)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        addKeyboardFrameChangesObserver()
        LabProbes.shared.register("view.editing", fields: LabTrack.frameFields) { [weak self] in
            self?.editingView.flatMap(LabProbes.drawnFrame(of:))
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeKeyboardFrameChangesObserver()
        LabProbes.shared.remove("view.editing")
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard textField !== locked else {
            LabProbes.shared.event(.option, "refusingField", "refused")
            return false
        }
        return true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { editingView = textField }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if editingView === textField { editingView = nil }
    }

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        searchBar.setShowsCancelButton(true, animated: true)
        editingView = searchBar
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        searchBar.setShowsCancelButton(false, animated: true)
        searchBar.resignFirstResponder()
        editingView = nil
    }
}

// MARK: - Web checkout: WKWebView

/// A registered screen over a checkout form in a `WKWebView` (name, card number, postcode, email): what the web
/// view's keyboard posts to the app, each delivery an event.
final class WebCheckoutScreenController: UIViewController, KeyboardChangeFrameObserver {
    private let webView = WKWebView()

    static let checkout = """
        <!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1">
        <style>body{font:17px -apple-system;margin:20px}input{display:block;width:100%;font-size:17px;
        margin:8px 0 20px;padding:8px;box-sizing:border-box}</style></head><body>
        <h2>Checkout</h2><form>
        <label>Name<input autocomplete="cc-name"></label>
        <label>Card number<input inputmode="numeric" autocomplete="cc-number"></label>
        <label>Postcode<input autocomplete="postal-code"></label>
        <label>Email<input type="email" autocomplete="email"></label>
        <div style="height:600px"></div></form></body></html>
        """

    override func viewDidLoad() {
        super.viewDidLoad()
        LabScreens.fill(view, with: webView)
        webView.loadHTMLString(Self.checkout, baseURL: nil)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        addKeyboardFrameChangesObserver()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeKeyboardFrameChangesObserver()
    }

    func willChangeKeyboardFrame(
        height: CGFloat, animationDuration: TimeInterval, animationOptions: UIView.AnimationOptions
    ) {
        LabProbes.shared.event(.heard, "Web checkout", LabScreens.heard(height, animationDuration, animationOptions))
    }
}
