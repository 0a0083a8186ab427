import KeyboardReplayCommand

KeyboardReplayCommand.main()
