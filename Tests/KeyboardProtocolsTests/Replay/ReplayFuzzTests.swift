import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting
@testable import KeyboardReplayCommand

/// SplitMix64: a tiny deterministic generator, so every run feeds the same mutations.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

@Suite("Fuzzing the printed-payload reader and keyboard-replay")
struct ReplayFuzzTests {
    static let mutationCount = 4_000

    /// Dumps in every print format, including a named multi-event session.
    static let seeds: [String] =
        ReplayFixtures.all.map(\.text) + [
            #"userInfo = Optional([AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 550}, {414, 346}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7])"#,
            #"[AnyHashable(\"UIKeyboardFrameEndUserInfoKey\"): \"NSRect: {{0, 451}, {375, 216}}\", AnyHashable(\"UIKeyboardIsLocalUserInfoKey\"): 1]"#,
            "UIKeyboardWillShowNotification\n" + ReplayFixtures.objcWillShow + "keyboardDidShowNotification\n"
                + ReplayFixtures.objcWillShow + "UIResponder.keyboardWillHideNotification\n"
                + ReplayFixtures.objcUnquotedWillHide,
        ]

    static let garbageNumbers = [
        "nan", "-nan", "inf", "-inf", "1e308", "1e999", "-1e308", "", "abc", "0x1p3", "99999999999999999999999",
        "-0", "4.9e-324", "\u{0}", "1,5", "{", "}", "\"", "NSRect:", "7.5",
    ]

    enum Mutation: CaseIterable {
        case cutShort, replaceNumber, flipBytes, doubleBraces, dropBytes, duplicateSlice
    }

    static func mutate(_ text: String, with generator: inout SeededGenerator) -> (Mutation, Data) {
        var bytes = Array(text.utf8)
        let mutation = Mutation.allCases.randomElement(using: &generator)!
        switch mutation {
        case .cutShort:
            bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator)))
        case .replaceNumber:
            var result = ""
            var replaced = false
            var number = ""
            for character in text + " " {
                if character.isNumber || character == "." || character == "-" {
                    number.append(character)
                    continue
                }
                if !number.isEmpty {
                    if Int.random(in: 0..<4, using: &generator) == 0 {
                        result += garbageNumbers.randomElement(using: &generator)!
                        replaced = true
                    } else {
                        result += number
                    }
                    number = ""
                }
                result.append(character)
            }
            if !replaced { result += garbageNumbers.randomElement(using: &generator)! }
            bytes = Array(result.utf8)
        case .flipBytes:
            for _ in 0..<Int.random(in: 1...8, using: &generator) where !bytes.isEmpty {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
        case .doubleBraces:
            bytes = bytes.flatMap { byte -> [UInt8] in
                guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") else { return [byte] }
                return Bool.random(using: &generator) ? [byte, byte] : [byte]
            }
        case .dropBytes:
            for _ in 0..<Int.random(in: 1...12, using: &generator) where !bytes.isEmpty {
                bytes.remove(at: Int.random(in: 0..<bytes.count, using: &generator))
            }
        case .duplicateSlice:
            if !bytes.isEmpty {
                let start = Int.random(in: 0..<bytes.count, using: &generator)
                let end = Int.random(in: start...bytes.count, using: &generator)
                bytes.insert(contentsOf: bytes[start..<end], at: Int.random(in: 0...bytes.count, using: &generator))
            }
        }
        return (mutation, Data(bytes))
    }

    @Test("4 000 mutated dumps give, for every event, either finite values or an error naming a key")
    func mutatedDumps() {
        var generator = SeededGenerator(seed: 0x6B65_7962_6F61_7264)
        let replay = KeyboardReplay(layout: KeyboardTrace.Layout(screen: KeyboardTrace.Size(width: 375, height: 667)))
        var understood = 0
        var failed = 0
        for round in 0..<Self.mutationCount {
            let (mutation, bytes) = Self.mutate(Self.seeds[round % Self.seeds.count], with: &generator)
            let events = KeyboardPrintedPayload.events(in: String(decoding: bytes, as: UTF8.self))
            for row in replay.rows(for: events) {
                if let change = row.change {
                    understood += 1
                    let numbers = [
                        change.endFrame.minX, change.endFrame.minY, change.endFrame.width, change.endFrame.height,
                        row.height ?? .nan, row.bottomInset ?? .nan, CGFloat(change.animationDuration),
                    ]
                    if row.notification == "UIKeyboardWillHideNotification", let error = row.error {
                        // A will-hide always hides: one whose frames can't be read is the hide observers heard,
                        // and still names the key and value (issue 29 item 4, as the live registry delivers it).
                        #expect(!change.isVisible && change.height == 0, "round \(round) (\(mutation))")
                        #expect(!error.description.isEmpty, "round \(round) (\(mutation))")
                    } else {
                        #expect(row.error == nil, "round \(round) (\(mutation))")
                    }
                    let allFinite = numbers.allSatisfy { $0.isFinite }
                    #expect(allFinite, "round \(round) (\(mutation)): \(numbers)")
                } else {
                    failed += 1
                    let message = row.error?.description ?? ""
                    #expect(row.error != nil && row.height == nil && row.bottomInset == nil, "round \(round)")
                    #expect(!message.isEmpty && message.count < 600, "round \(round): \(message)")
                }
            }
        }
        // The mutations must exercise both outcomes, or the test proves nothing.
        #expect(understood > 1_000)
        #expect(failed > 500)
    }

    @Test("500 mutated dumps through keyboard-replay --json give valid JSON lines and exit 0 or 1")
    func mutatedCommandRuns() throws {
        var generator = SeededGenerator(seed: 2026)
        for round in 0..<500 {
            let (mutation, bytes) = Self.mutate(Self.seeds[round % Self.seeds.count], with: &generator)
            let outcome = KeyboardReplayCommand.run(arguments: ["-", "--json"], standardInput: { bytes.prefix($0) })
            #expect(outcome.status == 0 || outcome.status == 1, "round \(round) (\(mutation))")
            for line in outcome.output.split(separator: "\n") {
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                #expect(object?.count == 16, "round \(round) (\(mutation)): \(line)")
            }
            let table = KeyboardReplayCommand.run(arguments: ["-"], standardInput: { bytes.prefix($0) })
            #expect(table.status == outcome.status, "round \(round) (\(mutation))")
        }
    }
}
