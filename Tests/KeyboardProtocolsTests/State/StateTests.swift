import Testing

/// The State area's suites, nested here so `swift test --filter State` selects them all.
@Suite("State")
enum StateTests {}
