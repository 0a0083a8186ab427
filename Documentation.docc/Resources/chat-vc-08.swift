import KeyboardProtocols
import UIKit
import os

final class ChatViewController: UIViewController, PinsBarToKeyboard, KeepsLatestMessageInView {
    private var messages = ["Are we still on for tonight?", "Yes! 7 pm at the usual place.", "Great, see you there."]

    private let tableView = UITableView(frame: .zero, style: .plain)
    /// A blurred bar, as Messages draws it (iOS 26 draws glass the same way): its content goes in `contentView`.
    private let inputBar = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
    private let messageField = UITextField()
    private let sendButton = UIButton(type: .system)

    /// The input bar's bottom edge, pinned to the bottom of the safe area.
    lazy var barBottomConstraint = inputBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)

    /// The list whose newest message stays in view.
    var scrollViewToModify: UIScrollView { tableView }

    /// Telegram's and WhatsApp's: the messages ride up and down with the keyboard and with the bar.
    var chatScrollBehavior: KeyboardChatScrollBehavior { .always }

    private let logger = Logger(subsystem: "com.example.Chat", category: "keyboard")

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chat"
        view.backgroundColor = .systemBackground

        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
        // Drag the keyboard down with the messages; the bar follows the finger.
        tableView.keyboardDismissMode = .interactive

        messageField.borderStyle = .roundedRect
        messageField.placeholder = "Message"
        sendButton.setTitle("Send", for: .normal)
        sendButton.addTarget(self, action: #selector(send), for: .touchUpInside)

        for subview in [tableView, inputBar, messageField, sendButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
        }
        view.addSubview(tableView)
        view.addSubview(inputBar)
        inputBar.contentView.addSubview(messageField)
        inputBar.contentView.addSubview(sendButton)

        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: inputBar.topAnchor),

            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            barBottomConstraint,

            messageField.leadingAnchor.constraint(equalTo: inputBar.layoutMarginsGuide.leadingAnchor),
            messageField.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 8),
            messageField.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor, constant: -8),
            sendButton.leadingAnchor.constraint(equalToSystemSpacingAfter: messageField.trailingAnchor, multiplier: 1),
            sendButton.trailingAnchor.constraint(equalTo: inputBar.layoutMarginsGuide.trailingAnchor),
            sendButton.centerYAnchor.constraint(equalTo: messageField.centerYAnchor),
        ])
        sendButton.setContentHuggingPriority(.required, for: .horizontal)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        addKeyboardFrameChangesObserver()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeKeyboardFrameChangesObserver()
    }

    func keyboardNotificationFailed(_ error: KeyboardPayloadError) {
        logger.error("Keyboard notification not understood: \(error.description, privacy: .public)")
    }

    @objc private func send() {
        guard let text = messageField.text, !text.isEmpty else { return }
        messages.append(text)
        messageField.text = nil
        tableView.insertRows(at: [IndexPath(row: messages.count - 1, section: 0)], with: .automatic)
        scrollToLatestMessage()
    }

    private func scrollToLatestMessage() {
        guard !messages.isEmpty else { return }
        tableView.scrollToRow(at: IndexPath(row: messages.count - 1, section: 0), at: .bottom, animated: true)
    }
}

// MARK: - UITableViewDataSource

extension ChatViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = messages[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
