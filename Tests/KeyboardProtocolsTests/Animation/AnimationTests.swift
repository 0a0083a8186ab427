import Testing

/// The animation area's suites, grouped so `swift test --filter Animation` runs exactly them.
@Suite("Animation")
enum AnimationTests {}
