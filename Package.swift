// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "KeyboardProtocols",
    // The toolbar's words are localized (Sources/KeyboardProtocols/Resources/*.lproj); English is the fallback.
    defaultLocalization: "en",
    platforms: [
        .iOS(.v15),
        .macCatalyst(.v15),
        .visionOS(.v1),
        // Only so the core and the tools build on a Mac; the UIKit layer is iOS-family only.
        .macOS(.v12),
    ],
    products: [
        .library(name: "KeyboardProtocols", targets: ["KeyboardProtocols"]),
        // For test targets and tools, not apps: replay, printed-payload reading, the payload builder, curve plots.
        .library(name: "KeyboardProtocolsTesting", targets: ["KeyboardProtocolsTesting"]),
        .executable(name: "keyboard-replay", targets: ["keyboard-replay"]),
    ],
    targets: [
        // The privacy manifest: the height cache reads and writes UserDefaults (required reason CA92.1). The
        // toolbar's words: one `.lproj` string table per language iOS ships, which Xcode and SwiftPM on Linux both
        // read (an `.xcstrings` catalog is only copied on Linux, unreadable there).
        .target(
            name: "KeyboardProtocols",
            resources: [.copy("PrivacyInfo.xcprivacy"), .process("Resources")]
        ),
        .target(name: "KeyboardProtocolsTesting", dependencies: ["KeyboardProtocols"]),
        // The command-line logic of `keyboard-replay`, kept in a library so tests can drive it.
        .target(name: "KeyboardReplayCommand", dependencies: ["KeyboardProtocols", "KeyboardProtocolsTesting"]),
        .executableTarget(name: "keyboard-replay", dependencies: ["KeyboardReplayCommand"]),
        .executableTarget(name: "keyboard-bench", dependencies: ["KeyboardProtocols", "KeyboardProtocolsTesting"]),
        .testTarget(
            name: "KeyboardProtocolsTests",
            dependencies: ["KeyboardProtocols", "KeyboardProtocolsTesting", "KeyboardReplayCommand"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
