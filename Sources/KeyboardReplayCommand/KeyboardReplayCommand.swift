// Placeholder until issue 6 lands: keyboard-replay's command logic lives here.
public enum KeyboardReplayCommand {
    public static func main() {}
}
