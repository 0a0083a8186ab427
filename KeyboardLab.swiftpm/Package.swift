// swift-tools-version: 6.0
// KeyboardLab: the package's example app and its device-evidence recorder.
//
// Xcode and Swift Playgrounds read this folder as an app (AppleProductTypes, whose `.iOSApplication` product is
// declared as in swift-package-manager's Sources/AppleProductTypes/Product.swift and as Swift Playgrounds writes it);
// every other toolchain (Linux, `swift build` on a Mac) sees only the Foundation-only core and its tests.
import PackageDescription

#if canImport(AppleProductTypes)
    import AppleProductTypes
#endif

// The core: the scenario checklist as data, trace and sidecar file names, the sidecar format and the invariants a
// contributed session is checked against. Foundation only, so `swift test` runs it on Linux.
var products: [Product] = [
    .library(name: "KeyboardLabCore", targets: ["KeyboardLabCore"])
]
var targets: [Target] = [
    .target(
        name: "KeyboardLabCore",
        dependencies: [
            .product(name: "KeyboardProtocols", package: "KeyboardProtocols"),
            .product(name: "KeyboardProtocolsTesting", package: "KeyboardProtocols"),
        ]
    ),
    .testTarget(
        name: "KeyboardLabCoreTests",
        dependencies: ["KeyboardLabCore"],
        exclude: ["Sessions"]
    ),
]

#if canImport(AppleProductTypes)
    // teamIdentifier is empty on purpose: each contributor picks their own team in Xcode's Signing & Capabilities,
    // which writes it here (Scripts/check-lab-manifest.py accepts it; leave it out of commits).
    products.append(
        .iOSApplication(
            name: "KeyboardLab",
            targets: ["AppModule"],
            bundleIdentifier: "org.keyboardprotocols.KeyboardLab",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .pencil),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [
                .pad,
                .phone,
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ],
            // The Info.plist keys no argument above sets: the sessions folder in the Files app, 120 Hz on ProMotion
            // iPhones (PackageDescription 5.6's `additionalInfoPlistContentFilePath`, swift-package-manager's
            // Sources/AppleProductTypes/Product.swift; the path is the package's, as Swift Playgrounds writes it).
            additionalInfoPlistContentFilePath: "AdditionalInfo.plist"
        )
    )
    targets.append(
        .executableTarget(
            name: "AppModule",
            dependencies: [
                "KeyboardLabCore",
                .product(name: "KeyboardProtocols", package: "KeyboardProtocols"),
            ],
            path: "Sources/AppModule"
        )
    )
#endif

let package = Package(
    name: "KeyboardLab",
    platforms: [
        .iOS("16.0"),
        // Only so the core builds and tests on a Mac, as the package it depends on does.
        .macOS("12.0"),
    ],
    products: products,
    // `name:` because a `path:` dependency's identity is otherwise its folder's name (`..` here), not the package's.
    dependencies: [
        .package(name: "KeyboardProtocols", path: "..")
    ],
    targets: targets,
    swiftLanguageModes: [.v6]
)
