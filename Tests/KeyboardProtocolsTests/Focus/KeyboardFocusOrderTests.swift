import Foundation
import Testing

@testable import KeyboardProtocols

/// The public ordering an app's own test can ask, with the frames of an iPhone 15 form (393 pt wide, 16 pt margins,
/// 44 pt fields).
@Suite("Previous and Next through a screen's text inputs")
struct KeyboardFocusOrderTests {
    typealias Field = KeyboardFocusOrder.Field

    static func field(_ id: String, x: CGFloat = 16, y: CGFloat, width: CGFloat = 361, height: CGFloat = 44) -> Field {
        Field(id: id, frame: CGRect(x: x, y: y, width: width, height: height))
    }

    /// Name, email and phone stacked 60 pt apart.
    static var stacked: [Field] {
        [Self.field("phone", y: 220), Self.field("name", y: 100), Self.field("email", y: 160)]
    }

    @Test("Stacked fields read top to bottom, whatever order the screen lists them in")
    func stackedFieldsReadTopToBottom() {
        let moves = KeyboardFocusOrder.readingOrder.navigation(from: "email", among: Self.stacked)
        #expect(moves.order == ["name", "email", "phone"])
        #expect(moves.previous == "name")
        #expect(moves.next == "phone")
    }

    @Test("The first field has no Previous and the last no Next")
    func endsDisableTheirButton() {
        let first = KeyboardFocusOrder.readingOrder.navigation(from: "name", among: Self.stacked)
        let last = KeyboardFocusOrder.readingOrder.navigation(from: "phone", among: Self.stacked)
        #expect(first.previous == nil && first.next == "email")
        #expect(last.previous == "email" && last.next == nil)
    }

    @Test(
        "Two fields 1 pt apart share a row and read leading first, where IQKeyboardManager's y-then-x sort reads the higher one first"
    )
    func onePointApartShareARow() {
        let fields = [Self.field("city", x: 200, y: 100, width: 177), Self.field("zip", x: 16, y: 101, width: 168)]
        let moves = KeyboardFocusOrder.readingOrder.navigation(from: "zip", among: fields)
        #expect(moves.order == ["zip", "city"])
        #expect(moves.next == "city")
    }

    @Test("Fields overlapping by less than half the shorter height are on different rows")
    func smallOverlapIsTwoRows() {
        // 44 pt fields 23 pt apart overlap by 21 pt, less than 22.
        let fields = [
            Self.field("trailing", x: 200, y: 100, width: 177), Self.field("leading", x: 16, y: 123, width: 168),
        ]
        #expect(
            KeyboardFocusOrder.readingOrder.navigation(from: "leading", among: fields).order == ["trailing", "leading"])
    }

    @Test("Fields overlapping by exactly half the shorter height share a row")
    func halfOverlapIsOneRow() {
        let fields = [
            Self.field("trailing", x: 200, y: 100, width: 177), Self.field("leading", x: 16, y: 122, width: 168),
        ]
        #expect(
            KeyboardFocusOrder.readingOrder.navigation(from: "leading", among: fields).order == ["leading", "trailing"])
    }

    @Test("A tall notes view beside a short field shares its row")
    func tallViewSharesTheRowOfAShortField() {
        // A 200 pt text view beside a 44 pt field 20 pt lower: they overlap by 44 pt, the whole shorter height.
        let fields = [
            Self.field("notes", x: 200, y: 100, width: 177, height: 200), Self.field("title", y: 120, width: 168),
        ]
        #expect(KeyboardFocusOrder.readingOrder.navigation(from: "title", among: fields).order == ["title", "notes"])
    }

    @Test("A right-to-left screen reads each row from the right")
    func rightToLeftReadsFromTheRight() {
        let fields = [
            Self.field("left", x: 16, y: 100, width: 168), Self.field("right", x: 209, y: 100, width: 168),
            Self.field("below", y: 160),
        ]
        let moves = KeyboardFocusOrder.readingOrder.navigation(from: "right", among: fields, isRightToLeft: true)
        #expect(moves.order == ["right", "left", "below"])
        #expect(moves.previous == nil && moves.next == "left")
    }

    @Test("Hidden, disabled, read-only, non-interactive and windowless fields are skipped")
    func unreachableFieldsAreSkipped() {
        let frame = { (y: CGFloat) in CGRect(x: 16, y: y, width: 361, height: 44) }
        let fields = [
            Field(id: "name", frame: frame(100)),
            Field(id: "hidden", frame: frame(160), isHidden: true),
            Field(id: "disabled", frame: frame(220), isEnabled: false),
            Field(id: "readOnly", frame: frame(280), isEditable: false),
            Field(id: "untouchable", frame: frame(340), isUserInteractionEnabled: false),
            Field(id: "closedSheet", frame: frame(400), isInWindow: false),
            Field(id: "collapsed", frame: CGRect(x: 16, y: 460, width: 361, height: 0)),
            Field(id: "email", frame: frame(520)),
        ]
        let moves = KeyboardFocusOrder.readingOrder.navigation(from: "name", among: fields)
        #expect(moves.order == ["name", "email"])
        #expect(moves.next == "email")
    }

    @Test("A field with a frame of NaN is skipped, not trapped on")
    func nonFiniteFrameIsSkipped() {
        let fields = [Self.field("name", y: 100), Self.field("broken", y: .nan), Self.field("email", y: 160)]
        #expect(KeyboardFocusOrder.readingOrder.navigation(from: "name", among: fields).next == "email")
    }

    @Test("Kept in focus groups, Next stays inside the focus group of the focused field")
    func nextStaysInsideItsGroup() {
        let fields = [
            Self.field("name", y: 100),
            Field(id: "street", frame: CGRect(x: 16, y: 160, width: 361, height: 44), group: "address"),
            Field(id: "city", frame: CGRect(x: 16, y: 220, width: 361, height: 44), group: "address"),
            Self.field("email", y: 280),
        ]
        let moves = KeyboardFocusOrder.readingOrder.keepingFocusInGroups().navigation(from: "city", among: fields)
        #expect(moves.order == ["street", "city"])
        #expect(moves.previous == "street" && moves.next == nil)
    }

    @Test("Kept in focus groups, Next from outside a focus group skips it")
    func nextFromOutsideSkipsTheGroup() {
        let fields = [
            Self.field("name", y: 100),
            Field(id: "street", frame: CGRect(x: 16, y: 160, width: 361, height: 44), group: "address"),
            Self.field("email", y: 220),
        ]
        #expect(
            KeyboardFocusOrder.readingOrder.keepingFocusInGroups().navigation(from: "name", among: fields).next
                == "email")
    }

    /// A sign-up screen: name and email, then a shipping card (a view with `focusGroupIdentifier` "shipping") whose
    /// street and city sit side by side, then a billing card whose street is at the top of it and city below.
    static var cards: [Field] {
        [
            Self.field("name", y: 100), Self.field("email", y: 160),
            Field(id: "shipStreet", frame: CGRect(x: 16, y: 230, width: 200, height: 44), group: "shipping"),
            Field(id: "shipCity", frame: CGRect(x: 224, y: 230, width: 153, height: 44), group: "shipping"),
            Field(id: "billCity", frame: CGRect(x: 16, y: 380, width: 361, height: 44), group: "billing"),
            Field(id: "billStreet", frame: CGRect(x: 16, y: 320, width: 361, height: 44), group: "billing"),
            Self.field("notes", y: 450),
        ]
    }

    @Test("Focus groups are visited in order as units, as UIKit's Tab moves from group to group")
    func groupsAreVisitedAsUnits() {
        let moves = KeyboardFocusOrder.readingOrder.navigation(from: "shipCity", among: Self.cards)
        #expect(moves.order == ["name", "email", "shipStreet", "shipCity", "billStreet", "billCity", "notes"])
        #expect(moves.previous == "shipStreet" && moves.next == "billStreet")
    }

    @Test("A group's inputs stay together even where another input's row would cut through it")
    func aGroupIsNotSplitByAnotherRow() {
        // An "email" field at y 250 beside a two-field group at 230 and 290: reading by rows would put email between
        // the group's fields (IQKeyboardManager's sort does); as a unit, the group comes whole, then email.
        let fields = [
            Field(id: "street", frame: CGRect(x: 16, y: 230, width: 170, height: 44), group: "address"),
            Field(id: "city", frame: CGRect(x: 16, y: 290, width: 170, height: 44), group: "address"),
            Self.field("email", x: 200, y: 250, width: 177),
        ]
        #expect(
            KeyboardFocusOrder.readingOrder.navigation(from: "street", among: fields).order == [
                "street", "city", "email",
            ])
    }

    @Test("A tall notes view beside a column of three fields shares its row with the top one only, then top to bottom")
    func tallViewBesideAColumnKeepsTheColumnInOrder() {
        // A 200 pt text view at the trailing side, beside name, email and phone 60 pt apart: the column's fields
        // do not share a row with each other, so only name shares the notes view's row.
        let fields = [
            Self.field("phone", y: 220, width: 168), Self.field("email", y: 160, width: 168),
            Self.field("name", y: 100, width: 168), Self.field("notes", x: 200, y: 100, width: 177, height: 200),
        ]
        #expect(
            KeyboardFocusOrder.readingOrder.navigation(from: "name", among: fields).order == [
                "name", "notes", "email", "phone",
            ])
    }

    @Test("A programmatic move goes where Next and Previous go, and nowhere past the order's ends")
    func programmaticMoveFollowsTheButtons() {
        // IQKeyboardManager's goNext() / goPrevious() and react-native-keyboard-controller's
        // KeyboardController.setFocusTo("next"): AddsKeyboardToolbar's moveKeyboardFocus(forward:) moves to these.
        let middle = KeyboardFocusOrder.readingOrder.navigation(from: "email", among: Self.stacked)
        let last = KeyboardFocusOrder.readingOrder.navigation(from: "phone", among: Self.stacked)
        #expect(middle.next == "phone" && middle.previous == "name")
        #expect(last.next == nil)
    }

    @Test("An input left out of an explicit order is skipped, as react-native-keyboard-controller's non-editable input")
    func inputLeftOutIsSkipped() {
        // IQKeyboardManager: `ignoreSwitchingByNextPrevious`; here the order simply does not name it.
        let order = KeyboardFocusOrder.explicit(["name", "phone"])
        #expect(order.navigation(from: "name", among: Self.stacked).next == "phone")
    }

    @Test("An input whose delegate refuses to begin editing is passed over, the next one reached instead")
    func refusingInputIsPassedOver() {
        // A country field that presents a picker from `textFieldShouldBeginEditing(_:)` and returns false: a test
        // describes it as not editable (the toolbar, which cannot ask the delegate without presenting the picker,
        // tries it and goes on to the next when it refuses).
        let fields = [
            Self.field("name", y: 100),
            Field(id: "country", frame: CGRect(x: 16, y: 160, width: 361, height: 44), isEditable: false),
            Self.field("phone", y: 220),
        ]
        #expect(KeyboardFocusOrder.readingOrder.navigation(from: "name", among: fields).next == "phone")
    }

    @Test("By tag, fields follow their tags wherever they sit")
    func byTagFollowsTags() {
        let frame = { (y: CGFloat) in CGRect(x: 16, y: y, width: 361, height: 44) }
        let fields = [
            Field(id: "a", frame: frame(100), tag: 3), Field(id: "b", frame: frame(160), tag: 1),
            Field(id: "c", frame: frame(220), tag: 2),
        ]
        #expect(KeyboardFocusOrder.byTag.navigation(from: "c", among: fields).order == ["b", "c", "a"])
    }

    @Test("An explicit order is followed as given, skipping a disabled field")
    func explicitOrderIsFollowed() {
        let fields = [Self.field("name", y: 100), Self.field("email", y: 160), Self.field("phone", y: 220)]
        let order = KeyboardFocusOrder.explicit(["phone", "name", "email"])
        let moves = order.navigation(from: "name", among: fields)
        #expect(moves.order == ["phone", "name", "email"])
        #expect(moves.previous == "phone" && moves.next == "email")
        let disabled = [
            Self.field("name", y: 100), Field(id: "email", frame: .zero, isEnabled: false), Self.field("phone", y: 220),
        ]
        #expect(order.navigation(from: "phone", among: disabled).next == "name")
    }

    @Test("Rows of a sequence that are not on screen stay reachable when the toolbar can reveal them")
    @MainActor
    func offscreenRowsStayReachableWithReveal() {
        // A 30-row table form: rows 0...9 loaded, the rest not.
        let rows = Array(0..<30)
        let loaded = rows.prefix(10).map { row in
            Field(id: row, frame: CGRect(x: 16, y: 100 + CGFloat(row) * 60, width: 361, height: 44))
        }
        let revealing = KeyboardFocusOrder.explicit(rows, field: { _ in nil }, reveal: { _ in })
        let moves = revealing.navigation(from: 9, among: loaded)
        #expect(moves.next == 10)
        #expect(moves.order.count == 30)
        let notRevealing = KeyboardFocusOrder.explicit(rows)
        #expect(notRevealing.navigation(from: 9, among: loaded).next == nil)
    }

    @Test("A focused field the order does not name gets neither Previous nor Next")
    func unnamedFocusedFieldHasNoNeighbours() {
        let moves = KeyboardFocusOrder.explicit(["name", "email"]).navigation(from: "notes", among: Self.stacked)
        #expect(moves.previous == nil && moves.next == nil)
    }
}
