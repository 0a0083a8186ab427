import Foundation

/// A finding a contributed session shows that is a known bug: the session lands with it, CI stays green, and the
/// session's test fails again the day the finding goes away, saying the bug is fixed.
///
/// Kept in `Sessions/known-issues.json`, beside the sessions, never in a session's own files (they stay as the
/// device wrote them):
///
/// ```json
/// { "version": 1, "knownIssues": [
///   { "session": "drag-release-both-ways--iPhone17,3--iOS-26.1--20261126T101010Z", "invariant": "noSnap",
///     "finding": "observers heard 336 → 0 pt at once", "issue": "#41: a release posts its hide unanimated" } ] }
/// ```
public struct LabKnownIssue: Codable, Sendable, Equatable {
    /// The session's base name (``LabFileName/base``): its scenario is the first part.
    public var session: String
    /// The invariant the finding broke.
    public var invariant: LabInvariant
    /// Words the finding's message contains, enough to tell it from the session's other findings.
    public var finding: String
    /// Where the bug is tracked, and what it is: `#41: a release posts its hide unanimated`.
    public var issue: String

    /// Creates a known issue.
    public init(session: String, invariant: LabInvariant, finding: String, issue: String) {
        self.session = session
        self.invariant = invariant
        self.finding = finding
        self.issue = issue
    }

    /// Whether `finding`, found in the session named `name`, is this issue.
    public func matches(_ finding: LabFinding, in name: LabFileName) -> Bool {
        session == name.base && invariant == finding.invariant && finding.message.contains(self.finding)
    }
}

/// The known issues of the contributed sessions (`Sessions/known-issues.json`), and how a session's findings sort
/// against them.
///
/// ```swift
/// let known = try LabKnownIssues(json: Data(contentsOf: folder.appendingPathComponent(LabKnownIssues.fileName)))
/// let triage = known.triage(session.check(), session: name)
/// // triage.unexpected: new bugs; triage.known: the filed ones; triage.fixed: filed ones no longer shown
/// ```
public struct LabKnownIssues: Codable, Sendable, Equatable {
    /// The file's name in the sessions folder.
    public static let fileName = "known-issues.json"
    /// The format version this package writes and reads.
    public static let currentVersion = 1

    /// The format version.
    public var version: Int
    /// The issues, one per finding.
    public var knownIssues: [LabKnownIssue]

    /// Creates a list of the current version.
    public init(_ knownIssues: [LabKnownIssue] = []) {
        self.version = Self.currentVersion
        self.knownIssues = knownIssues
    }

    /// Reads the list, checking every entry names a session file name, a finding and an issue.
    ///
    /// - Throws: ``LabFileError`` naming the key and the value.
    public init(json: Data) throws(LabFileError) {
        let decoded: LabKnownIssues
        do {
            decoded = try JSONDecoder().decode(LabKnownIssues.self, from: json)
        } catch {
            throw .unreadable(file: Self.fileName, reason: String(describing: error))
        }
        guard decoded.version == Self.currentVersion else {
            throw .invalid(key: "version", value: String(decoded.version), expected: "\(Self.currentVersion)")
        }
        for (index, issue) in decoded.knownIssues.enumerated() {
            let key = "knownIssues[\(index)]"
            guard let name = LabFileName(fileName: issue.session + LabFileName.traceSuffix), name.base == issue.session
            else {
                throw .invalid(
                    key: "\(key).session", value: issue.session,
                    expected: "a session's base name, <scenario>--<model>--<system>--<time>")
            }
            guard LabScenario.named(name.scenario) != nil else {
                throw .invalid(
                    key: "\(key).session", value: issue.session, expected: "a session of a checklist scenario")
            }
            guard !issue.finding.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw .invalid(key: "\(key).finding", value: issue.finding, expected: "words of the finding's message")
            }
            guard !issue.issue.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw .invalid(key: "\(key).issue", value: issue.issue, expected: "where the bug is tracked")
            }
        }
        self = decoded
    }

    /// Sorts a session's findings: those a known issue names, those none does, and the session's known issues no
    /// finding shows any more (fixed).
    public func triage(_ report: LabReport, session name: LabFileName) -> LabTriage {
        var triage = LabTriage()
        var shown = Set<Int>()
        for finding in report.findings {
            if let index = knownIssues.firstIndex(where: { $0.matches(finding, in: name) }) {
                triage.known.append(LabTriage.Known(issue: knownIssues[index], finding: finding))
                shown.insert(index)
            } else {
                triage.unexpected.append(finding)
            }
        }
        triage.fixed = knownIssues.indices.filter { knownIssues[$0].session == name.base && !shown.contains($0) }
            .map { knownIssues[$0] }
        return triage
    }

    /// The list as pretty-printed JSON with sorted keys.
    public func json() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data()
    }
}

/// A session's findings sorted against the known issues.
public struct LabTriage: Sendable, Equatable {
    /// A finding a known issue names.
    public struct Known: Sendable, Equatable {
        /// The issue.
        public var issue: LabKnownIssue
        /// The finding it names.
        public var finding: LabFinding

        /// The finding `issue` names.
        public init(issue: LabKnownIssue, finding: LabFinding) {
            self.issue = issue
            self.finding = finding
        }
    }

    /// Findings a known issue names: the session shows a filed bug.
    public var known: [Known] = []
    /// Findings no known issue names: a new bug, or a broken session.
    public var unexpected: [LabFinding] = []
    /// The session's known issues no finding shows any more: the bug is fixed, or the invariant changed.
    public var fixed: [LabKnownIssue] = []
}
