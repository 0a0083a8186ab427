import Foundation

/// The order a keyboard toolbar's Previous and Next buttons move through a screen's text inputs.
///
/// ``readingOrder`` (the default) reads the screen as a page: rows top to bottom, and within a row leading to
/// trailing, right to left in a right-to-left layout. ``byTag`` follows the views' `tag`, and
/// ``explicit(_:field:reveal:)`` a sequence you give, which may name rows not on screen.
///
/// ```swift
/// var keyboardFocusOrder: KeyboardFocusOrder { .explicit([nameField, emailField, notesView]) }
/// ```
///
/// The order decides on plain values, so a test on any machine can ask it where Next goes:
///
/// ```swift
/// let fields = [
///     KeyboardFocusOrder.Field(id: "city", frame: CGRect(x: 200, y: 100, width: 160, height: 44)),
///     KeyboardFocusOrder.Field(id: "zip", frame: CGRect(x: 16, y: 101, width: 160, height: 44)),
/// ]
/// let moves = KeyboardFocusOrder.readingOrder.navigation(from: "zip", among: fields)
/// // moves.order == ["zip", "city"], moves.previous == nil, moves.next == "city"
/// ```
public struct KeyboardFocusOrder {
    /// How the fields are ordered.
    enum Kind: Equatable {
        case readingOrder
        case byTag
        case explicit([AnyHashable])
    }

    let kind: Kind

    /// Whether Previous and Next stay inside the focused input's focus group (``keepingFocusInGroups()``).
    var keepsFocusInGroups = false

    /// For an explicit sequence, the text input of an id while its row is loaded, or `nil`.
    let field: (@MainActor (AnyHashable) -> AnyObject?)?

    /// For an explicit sequence, brings the row of an id on screen.
    let reveal: (@MainActor (AnyHashable) -> Void)?

    init(
        kind: Kind, field: (@MainActor (AnyHashable) -> AnyObject?)? = nil,
        reveal: (@MainActor (AnyHashable) -> Void)? = nil
    ) {
        self.kind = kind
        self.field = field
        self.reveal = reveal
    }

    /// Rows top to bottom, each leading to trailing: two inputs share a row when they overlap vertically by at least
    /// half the shorter one's height, every input of a row with every other.
    ///
    /// The inputs of a focus group (a container with a `focusGroupIdentifier`) are visited together, as one unit
    /// placed where they are, as UIKit's Tab moves between groups; ``keepingFocusInGroups()`` keeps Next inside one.
    /// A search bar's field is left out unless it has focus (name it in ``explicit(_:field:reveal:)`` to include it).
    /// For example a city field at y 100 and a zip field 1 pt lower but to its leading side share a row, so zip comes
    /// first.
    public static var readingOrder: KeyboardFocusOrder { KeyboardFocusOrder(kind: .readingOrder) }

    /// Ascending `tag`, inputs with equal tags in reading order; focus groups and search bars as in ``readingOrder``.
    ///
    /// For example fields tagged 1, 2 and 3 are visited in that order wherever they sit.
    public static var byTag: KeyboardFocusOrder { KeyboardFocusOrder(kind: .byTag) }

    /// This order, with Previous and Next kept inside the focused input's focus group: from inside a group they stay
    /// inside it, and from outside they skip it.
    ///
    /// For an address block that is a form of its own: `.readingOrder.keepingFocusInGroups()`. An explicit sequence
    /// names its inputs and ignores groups.
    ///
    /// - Returns: The order, with each focus group a closed loop.
    public func keepingFocusInGroups() -> KeyboardFocusOrder {
        var order = self
        order.keepsFocusInGroups = true
        return order
    }

    /// The inputs you name, in that order; inputs not named get no Previous or Next.
    ///
    /// With only `ids`, each id is the text input itself (`.explicit([nameField, emailField])`). For rows a table or
    /// collection view may not have loaded, name the rows and give `field`, the row's input while it is on screen,
    /// and `reveal`, which scrolls the row on screen: the toolbar reveals the row, lays the screen out, then focuses
    /// its input. Previous and Next are enabled from the sequence's ends, whether or not the rows are loaded.
    ///
    /// ```swift
    /// .explicit(
    ///     form.indexPaths,
    ///     field: { (tableView.cellForRow(at: $0) as? FieldCell)?.textField },
    ///     reveal: { tableView.scrollToRow(at: $0, at: .middle, animated: false) })
    /// ```
    ///
    /// - Parameters:
    ///   - ids: The inputs, or ids of rows holding them, in the order Next visits them.
    ///   - field: The text input of a row while it is on screen, else `nil`.
    ///   - reveal: Brings a row on screen; without it, inputs not on screen are skipped.
    public static func explicit<ID: Hashable & Sendable>(
        _ ids: [ID], field: (@MainActor (ID) -> AnyObject?)? = nil, reveal: (@MainActor (ID) -> Void)? = nil
    ) -> KeyboardFocusOrder {
        var erasedField: (@MainActor (AnyHashable) -> AnyObject?)?
        if let field {
            erasedField = { @MainActor id in
                guard let id = id.base as? ID else { return nil }
                return field(id)
            }
        }
        var erasedReveal: (@MainActor (AnyHashable) -> Void)?
        if let reveal {
            erasedReveal = { @MainActor id in
                if let id = id.base as? ID { reveal(id) }
            }
        }
        return KeyboardFocusOrder(kind: .explicit(ids.map(AnyHashable.init)), field: erasedField, reveal: erasedReveal)
    }

    /// One text input of the screen, as the toolbar sees it.
    ///
    /// An input that is hidden (or under a hidden or fully transparent view), disabled, not editable, not
    /// interactive, in no window, or of no area is never a destination.
    public struct Field {
        let id: AnyHashable
        /// The frame's edges, `nil` when one is not a finite number.
        let edges: FiniteEdges?
        let tagNumber: Int
        let focusGroup: String?
        /// Whether the user could focus it: shown, enabled, editable, on screen or scrollable onto it.
        let isFocusable: Bool
        /// Whether it is a search bar's field, which the reading orders leave out unless it has focus.
        var isInSearchBar = false

        /// Describes a text input.
        ///
        /// For example `Field(id: "email", frame: CGRect(x: 16, y: 160, width: 361, height: 44))`.
        ///
        /// - Parameters:
        ///   - id: What identifies the input (the view itself in UIKit, a `FocusState` value in SwiftUI).
        ///   - frame: Its frame in the screen's coordinate space.
        ///   - isHidden: Whether it or a view above it is hidden or has an alpha of 0.
        ///   - isEnabled: Whether it is enabled (`UIControl.isEnabled`).
        ///   - isEditable: Whether it accepts text (`UITextView.isEditable`, a delegate's `...ShouldBeginEditing`).
        ///   - isUserInteractionEnabled: Whether it and the views above it take touches.
        ///   - isInWindow: Whether it is in the screen's window.
        ///   - tag: Its `tag`, for ``byTag``.
        ///   - group: The focus group it belongs to (the nearest `focusGroupIdentifier`), or `nil`.
        public init(
            id: AnyHashable, frame: CGRect, isHidden: Bool = false, isEnabled: Bool = true, isEditable: Bool = true,
            isUserInteractionEnabled: Bool = true, isInWindow: Bool = true, tag: Int = 0, group: String? = nil
        ) {
            self.id = id
            self.edges = FiniteEdges(frame)
            self.tagNumber = tag
            self.focusGroup = group
            // react-native-keyboard-controller issue 470: Next opened a closed sheet's field; only what the user sees.
            self.isFocusable =
                !isHidden && isEnabled && isEditable && isUserInteractionEnabled && isInWindow
                && edges.map { !$0.isEmpty } == true
        }

        /// An input as the UIKit layer senses it: the public facts, whether it sits in a search bar, and the
        /// ancestors that clip it, innermost first.
        init(
            id: AnyHashable, frame: CGRect, isHidden: Bool, isEnabled: Bool, isEditable: Bool,
            isUserInteractionEnabled: Bool, isInWindow: Bool, tag: Int, group: String?, isInSearchBar: Bool,
            clips: [Clip]
        ) {
            self.init(
                id: id, frame: frame, isHidden: isHidden || Clip.hides(frame, clips), isEnabled: isEnabled,
                isEditable: isEditable, isUserInteractionEnabled: isUserInteractionEnabled, isInWindow: isInWindow,
                tag: tag, group: group)
            self.isInSearchBar = isInSearchBar
        }

        /// An ancestor that shows only part of what it holds: its visible rectangle in the input's coordinate space,
        /// and how it hides the rest.
        struct Clip: Equatable {
            enum Kind: Equatable {
                /// A view that clips to its bounds (`clipsToBounds`): what is outside is out of reach, as in a
                /// collapsed section.
                case clips
                /// A scroll view: the user scrolls whatever it holds into view, so nothing inside is out of reach,
                /// only the scroll view itself can be clipped by what holds it.
                case scrolls
                /// A paging scroll view: another page is out of reach until the user pages, as on an onboarding
                /// carousel.
                case pages
            }

            var visible: CGRect
            var kind: Kind

            /// Whether nothing of `frame` can be brought into view through `clips` (innermost first): each clipping
            /// ancestor or page cuts what is visible, and a scroll view makes its own visible rectangle what the
            /// ancestors above it cut.
            static func hides(_ frame: CGRect, _ clips: [Clip]) -> Bool {
                guard var reach = FiniteEdges(frame) else { return false }
                for clip in clips {
                    // A clip whose rectangle is not finite hides nothing: the input's own checks decide.
                    guard let visible = FiniteEdges(clip.visible) else { continue }
                    switch clip.kind {
                    case .clips, .pages:
                        guard let overlap = reach.overlap(with: visible) else { return true }
                        reach = overlap
                    case .scrolls:
                        reach = visible
                    }
                }
                return false
            }
        }
    }

    /// Where Previous and Next go from the focused input: the order of the inputs they move through (its focus group's,
    /// or the sequence's), and its neighbours there. Previous is enabled when `previous` is not `nil`, Next when
    /// `next` is not; Done always is.
    ///
    /// For example three stacked fields at y 100, 160 and 220, the middle one focused: previous is the top one, next
    /// the bottom one.
    ///
    /// - Parameters:
    ///   - focused: The id of the focused input.
    ///   - fields: The screen's text inputs, the focused one included.
    ///   - isRightToLeft: Whether the screen reads right to left.
    /// - Returns: The order, and the inputs before and after the focused one (`nil` at an end, or when the focused
    ///   input is not in the order), as ids of the focused one's type.
    public func navigation<ID: Hashable>(from focused: ID, among fields: [Field], isRightToLeft: Bool = false) -> (
        order: [ID], previous: ID?, next: ID?
    ) {
        let moves = Self.navigation(
            kind: kind, keepsFocusInGroups: keepsFocusInGroups, canReveal: reveal != nil, from: AnyHashable(focused),
            among: fields, isRightToLeft: isRightToLeft)
        var order: [ID] = []
        for id in moves.order { if let id = id.base as? ID { order.append(id) } }
        return (order, moves.previous?.base as? ID, moves.next?.base as? ID)
    }

    /// ``navigation(from:among:isRightToLeft:)`` for an order of `kind`, whose rows not on screen can be revealed or
    /// not.
    static func navigation(
        kind: Kind, keepsFocusInGroups: Bool = false, canReveal: Bool, from focused: AnyHashable,
        among fields: [Field], isRightToLeft: Bool
    ) -> (order: [AnyHashable], previous: AnyHashable?, next: AnyHashable?) {
        let order = sequence(
            kind: kind, keepsFocusInGroups: keepsFocusInGroups, canReveal: canReveal, around: focused, among: fields,
            isRightToLeft: isRightToLeft)
        guard let index = order.firstIndex(of: focused) else { return (order, nil, nil) }
        return (
            order, index > order.startIndex ? order[index - 1] : nil,
            index + 1 < order.endIndex ? order[index + 1] : nil
        )
    }

    /// The inputs Previous and Next move through while `focused` has focus.
    static func sequence(
        kind: Kind, keepsFocusInGroups: Bool = false, canReveal: Bool, around focused: AnyHashable,
        among fields: [Field], isRightToLeft: Bool
    ) -> [AnyHashable] {
        switch kind {
        case .explicit(let ids):
            let onScreen = Dictionary(fields.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            var seen: Set<AnyHashable> = []
            return ids.filter { id in
                guard seen.insert(id).inserted else { return false }
                if id == focused { return true }
                // A row not loaded counts when the toolbar can reveal it; a loaded one when the user could focus it.
                return onScreen[id].map(\.isFocusable) ?? canReveal
            }
        case .readingOrder, .byTag:
            // A search bar's field belongs to the search, not the form; only the focused one is always in.
            var scope = fields.filter { $0.id == focused || ($0.isFocusable && !$0.isInSearchBar) }
            if keepsFocusInGroups {
                // The focus group's loop: Next from inside stays inside, from outside never enters it.
                let group = fields.first { $0.id == focused }?.focusGroup
                scope = scope.filter { $0.focusGroup == group }
            }
            return units(of: scope, byTag: kind == .byTag, isRightToLeft: isRightToLeft).flatMap { $0.map(\.id) }
        }
    }

    /// The inputs in the units Next visits, in order: each focus group one unit, placed where its inputs are together
    /// (UIKit's Tab "moves focus to the next focus group", `UIFocusGroup`; Apple, `focusGroupIdentifier`), each input
    /// outside a group a unit of its own; by tag, units go by their lowest tag, then in reading order.
    static func units(of fields: [Field], byTag: Bool, isRightToLeft: Bool) -> [[Field]] {
        var groups: [String: Int] = [:]
        var units: [[Field]] = []
        for field in fields {
            if let group = field.focusGroup, let index = groups[group] {
                units[index].append(field)
            } else {
                if let group = field.focusGroup { groups[group] = units.count }
                units.append([field])
            }
        }
        let ordered = units.map { unit in
            let reading = readingOrder(of: unit, edges: { $0.edges }, isRightToLeft: isRightToLeft)
            return byTag ? sortedByTag(reading) : reading
        }
        let placed = readingOrder(
            of: ordered, edges: { unit in unit.compactMap(\.edges).reduce(nil, union) }, isRightToLeft: isRightToLeft)
        guard byTag else { return placed }
        return placed.enumerated().sorted {
            ($0.element.map(\.tagNumber).min() ?? 0, $0.offset) < ($1.element.map(\.tagNumber).min() ?? 0, $1.offset)
        }.map(\.element)
    }

    /// `fields` by ascending tag, equal tags in the order given.
    private static func sortedByTag(_ fields: [Field]) -> [Field] {
        fields.enumerated().sorted { ($0.element.tagNumber, $0.offset) < ($1.element.tagNumber, $1.offset) }
            .map(\.element)
    }

    /// The smallest rectangle holding both, or the other when one is `nil`.
    private static func union(_ first: FiniteEdges?, _ second: FiniteEdges) -> FiniteEdges? {
        guard let first else { return second }
        return FiniteEdges(
            CGRect(
                x: min(first.minX, second.minX), y: min(first.minY, second.minY),
                width: max(first.maxX, second.maxX) - min(first.minX, second.minX),
                height: max(first.maxY, second.maxY) - min(first.minY, second.minY)))
    }

    /// Rows top to bottom, each leading to trailing (right to left when `isRightToLeft`): an item joins the row
    /// above only when it shares a row with every item of it, so a tall text view beside a column of three fields
    /// shares its row with the column's top field alone, and the others follow, top to bottom.
    // IQKeyboardManager, IQNSArray+Sort.swift `sortedArrayByPosition`: minY first, minX only for equal minY, so a
    // field 1 pt higher comes first whatever its x.
    static func readingOrder<Item>(
        of items: [Item], edges: (Item) -> FiniteEdges?, isRightToLeft: Bool
    ) -> [Item] {
        // Only the focused input can lack finite edges here: it reads as the screen's top leading corner.
        let placed = items.enumerated().map {
            (offset: $0.offset, item: $0.element, edges: edges($0.element) ?? .origin)
        }
        let byTop = placed.sorted { ($0.edges.minY, $0.offset) < ($1.edges.minY, $1.offset) }
        var rows: [[(offset: Int, item: Item, edges: FiniteEdges)]] = []
        for entry in byTop {
            if let row = rows.last, row.allSatisfy({ sharesRow($0.edges, entry.edges) }) {
                rows[rows.count - 1].append(entry)
            } else {
                rows.append([entry])
            }
        }
        return rows.flatMap { row in
            row.sorted { lhs, rhs in
                if isRightToLeft { return (-lhs.edges.maxX, lhs.offset) < (-rhs.edges.maxX, rhs.offset) }
                return (lhs.edges.minX, lhs.offset) < (rhs.edges.minX, rhs.offset)
            }.map(\.item)
        }
    }

    /// Whether two frames overlap vertically by at least half the shorter one's height.
    static func sharesRow(_ first: FiniteEdges, _ second: FiniteEdges) -> Bool {
        let overlap = min(first.maxY, second.maxY) - max(first.minY, second.minY)
        return overlap > 0 && overlap >= min(first.height, second.height) / 2
    }
}

extension FiniteEdges {
    /// A point at the origin.
    fileprivate static let origin = FiniteEdges(.zero)!
}
