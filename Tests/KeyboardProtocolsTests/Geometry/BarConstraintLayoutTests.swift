import Foundation
import Testing

@testable import KeyboardProtocols

@Suite("Reading a bar's bottom constraint either way round")
struct BarConstraintLayoutTests {
    @Test("code's bar.bottom = safeArea.bottom has the bar first: a 302-point lift lowers the constant to -302")
    func barFirstLowersConstant() throws {
        let layout = try BarConstraintLayout(
            first: .view, firstAttribute: .bottom, second: .layoutGuide, secondAttribute: .bottom)
        #expect(layout.barIsFirstItem)
        #expect(layout.constant(resting: 0, lift: 302) == -302)
    }

    @Test("Interface Builder's Safe Area.bottom = Bar.bottom has the bar second: the constant rises to 302")
    func barSecondRaisesConstant() throws {
        let layout = try BarConstraintLayout(
            first: .layoutGuide, firstAttribute: .bottom, second: .view, secondAttribute: .bottom)
        #expect(!layout.barIsFirstItem)
        #expect(layout.constant(resting: 0, lift: 302) == 302)
    }

    @Test("a bar pinned to the view that encloses it is read either way round")
    func enclosingViewEitherWay() throws {
        let barFirst = try BarConstraintLayout(
            first: .view, firstAttribute: .bottom, second: .enclosingView, secondAttribute: .bottom)
        let barSecond = try BarConstraintLayout(
            first: .enclosingView, firstAttribute: .bottom, second: .view, secondAttribute: .bottom)
        #expect(barFirst.barIsFirstItem)
        #expect(!barSecond.barIsFirstItem)
    }

    // MARK: - Classifying the items (what the UIKit layer saw of them)

    @Test("view.bottom = bar.bottom + 0: the controller's view, containing the 44-point bar, is the enclosing view")
    func containingViewEncloses() {
        let item = BarConstraintItem(
            isKeyboardLayoutGuide: false, isLayoutGuide: false, isView: true, containsOtherItem: true,
            otherIsLayoutGuide: false)
        #expect(item == .enclosingView)
    }

    @Test("the 44-point bar, which contains neither the view nor the safe area, is the bar: a plain view")
    func barIsView() {
        let item = BarConstraintItem(
            isKeyboardLayoutGuide: false, isLayoutGuide: false, isView: true, containsOtherItem: false,
            otherIsLayoutGuide: true)
        #expect(item == .view)
    }

    @Test("a bar pinned to a guide of one of its own subviews is still the bar, not an enclosing view")
    func viewAgainstItsSubviewsGuideIsView() {
        let item = BarConstraintItem(
            isKeyboardLayoutGuide: false, isLayoutGuide: false, isView: true, containsOtherItem: true,
            otherIsLayoutGuide: true)
        #expect(item == .view)
    }

    @Test("the keyboard layout guide is told apart from other layout guides, and no item reads as none")
    func guidesAndNone() {
        let keyboardGuide = BarConstraintItem(
            isKeyboardLayoutGuide: true, isLayoutGuide: true, isView: false, containsOtherItem: false,
            otherIsLayoutGuide: false)
        let safeArea = BarConstraintItem(
            isKeyboardLayoutGuide: false, isLayoutGuide: true, isView: false, containsOtherItem: false,
            otherIsLayoutGuide: false)
        let nothing = BarConstraintItem(
            isKeyboardLayoutGuide: false, isLayoutGuide: false, isView: false, containsOtherItem: false,
            otherIsLayoutGuide: false)
        #expect(keyboardGuide == .keyboardLayoutGuide)
        #expect(safeArea == .layoutGuide)
        #expect(nothing == .none)
    }

    @Test("a constraint on a top edge is refused, saying what to pass")
    func topEdgeIsRefused() {
        #expect(throws: BarConstraintError.notBottomEdges) {
            try BarConstraintLayout(
                first: .view, firstAttribute: .other, second: .layoutGuide, secondAttribute: .bottom)
        }
        #expect(BarConstraintError.notBottomEdges.description.contains("view.safeAreaLayoutGuide.bottomAnchor"))
    }

    @Test("a bar on view.keyboardLayoutGuide already follows the keyboard and is refused rather than lifted twice")
    func keyboardLayoutGuideIsRefused() {
        #expect(throws: BarConstraintError.keyboardLayoutGuide) {
            try BarConstraintLayout(
                first: .view, firstAttribute: .bottom, second: .keyboardLayoutGuide, secondAttribute: .other)
        }
    }

    @Test("a constraint between two sibling views names no bar and is refused")
    func siblingsAreRefused() {
        #expect(throws: BarConstraintError.noBar) {
            try BarConstraintLayout(first: .view, firstAttribute: .bottom, second: .view, secondAttribute: .bottom)
        }
    }

    @Test("with the bar second, the iPhone 15's keyboard lifts it by 302 and it comes back to rest at 0")
    func barSecondRoundTrip() {
        var adjustment = PinnedBarAdjustment()
        let second = BarConstraintLayout(barIsFirstItem: false)
        let lifted = adjustment.update(keyboardOverlap: 336, anchorInset: 34, layout: second, currentConstant: 0)
        #expect(lifted == 302)
        let rested = adjustment.update(keyboardOverlap: 0, anchorInset: 34, layout: second, currentConstant: lifted)
        #expect(rested == 0)
    }

    @Test("a layout guide 100 points above the view's bottom keeps that much clear: a 336 keyboard lifts by 236")
    func anyLayoutGuide() {
        #expect(PinnedBarAdjustment.lift(keyboardOverlap: 336, anchorInset: 100) == 236)
    }
}

/// Bars constrained to margins (Interface Builder's "constrain to margins").
@Suite("Reading a bar constrained to a bottom margin")
struct BarConstraintMarginTests {
    @Test("bar.bottom = view.bottomMargin is read, and the view's 20-point margin keeps 20 points clear")
    func anchorMarginKeepsItsInset() throws {
        let layout = try BarConstraintLayout(
            first: .view, firstAttribute: .bottom, second: .enclosingView, secondAttribute: .bottomMargin)
        #expect(layout.barIsFirstItem)
        #expect(layout.anchorUsesMargin)
        #expect(!layout.barUsesMargin)
        #expect(layout.anchorInset(anchorBottomInset: 0, anchorMargin: 20, barMargin: 8) == 20)
    }

    @Test("Interface Builder's view.bottomMargin = bar.bottom, the bar second, lifts by 316 for a 336 keyboard")
    func anchorMarginBarSecond() throws {
        let layout = try BarConstraintLayout(
            first: .enclosingView, firstAttribute: .bottomMargin, second: .view, secondAttribute: .bottom)
        #expect(!layout.barIsFirstItem)
        let inset = layout.anchorInset(anchorBottomInset: 0, anchorMargin: 20, barMargin: 0)
        var adjustment = PinnedBarAdjustment()
        let lifted = adjustment.update(keyboardOverlap: 336, anchorInset: inset, layout: layout, currentConstant: 0)
        #expect(lifted == 316)
    }

    @Test("a bar's own bottom margin pinned to the safe area hangs 8 points lower, so the lift grows by 8")
    func barMarginLowersTheBar() throws {
        let layout = try BarConstraintLayout(
            first: .view, firstAttribute: .bottomMargin, second: .layoutGuide, secondAttribute: .bottom)
        #expect(layout.barUsesMargin)
        #expect(!layout.anchorUsesMargin)
        let inset = layout.anchorInset(anchorBottomInset: 34, anchorMargin: 0, barMargin: 8)
        #expect(inset == 26)
        #expect(PinnedBarAdjustment.lift(keyboardOverlap: 336, anchorInset: inset) == 310)
    }

    @Test("margins on both sides of the layout guide's margin: the anchor's counts up, the bar's down")
    func bothMargins() throws {
        let layout = try BarConstraintLayout(
            first: .layoutGuide, firstAttribute: .bottomMargin, second: .view, secondAttribute: .bottomMargin)
        #expect(layout.anchorInset(anchorBottomInset: 34, anchorMargin: 0, barMargin: 8) == 26)
    }

    @Test("a NaN margin counts as 0")
    func nanMargin() throws {
        let layout = try BarConstraintLayout(
            first: .view, firstAttribute: .bottom, second: .enclosingView, secondAttribute: .bottomMargin)
        #expect(layout.anchorInset(anchorBottomInset: 0, anchorMargin: .nan, barMargin: 0) == 0)
    }
}
