import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Collects what a parsed SVG contains: element names, text content, attributes of polylines.
private final class SVGContents: NSObject, XMLParserDelegate {
    var elements: [String] = []
    var texts: [String] = []
    var polylineIDs: [String] = []
    var polylinePointCounts: [Int] = []
    var rootAttributes: [String: String] = [:]
    private var currentText: String?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        if elements.isEmpty { rootAttributes = attributes }
        elements.append(elementName)
        if elementName == "text" { currentText = "" }
        if elementName == "polyline" {
            polylineIDs.append(attributes["id"] ?? "")
            polylinePointCounts.append(attributes["points"]?.split(separator: " ").count ?? 0)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        currentText? += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "text", let text = currentText {
            texts.append(text)
            currentText = nil
        }
    }
}

private func parse(_ svg: String) -> (parsed: Bool, contents: SVGContents) {
    let parser = XMLParser(data: Data(svg.utf8))
    let contents = SVGContents()
    parser.delegate = contents
    return (parser.parse(), contents)
}

extension AnimationTests {
    @Suite("KeyboardCurvePlot")
    struct KeyboardCurvePlotTests {
        @Test("the plot is a well-formed SVG document")
        func wellFormed() throws {
            let svg = try KeyboardCurvePlot.svg()
            #expect(svg.hasPrefix("<?xml"))
            let (parsed, contents) = parse(svg)
            #expect(parsed)
            #expect(contents.elements.first == "svg")
            #expect(contents.rootAttributes["xmlns"] == "http://www.w3.org/2000/svg")
            #expect(contents.rootAttributes["width"] == "720")
            #expect(contents.rootAttributes["height"] == "450")
        }

        @Test("the plot labels both axes")
        func axisLabels() throws {
            let (_, contents) = parse(try KeyboardCurvePlot.svg())
            #expect(contents.texts.contains("Time since the notification (s)"))
            #expect(contents.texts.contains("Fraction of the distance covered"))
            #expect(contents.texts.contains("0.25"))
            #expect(contents.texts.contains("100 %"))
        }

        @Test("the plot draws and names the keyboard, ease-in-out and linear curves")
        func curvesAndLegend() throws {
            let (_, contents) = parse(try KeyboardCurvePlot.svg())
            #expect(contents.polylineIDs == ["keyboard", "ease-in-out", "linear"])
            #expect(contents.polylinePointCounts == [401, 401, 401])
            #expect(contents.texts.contains("Keyboard: spring m 3, k 1000, c 500"))
            #expect(contents.texts.contains(".curveEaseInOut (0.42, 0, 0.58, 1)"))
            #expect(contents.texts.contains(".curveLinear"))
        }

        @Test("the plot marks the 73.5-point gap and the keyboard's 94.2 % at 0.25 s")
        func annotations() throws {
            let (_, contents) = parse(try KeyboardCurvePlot.svg())
            #expect(contents.texts.contains("Largest gap: 73.5 pt"))
            #expect(contents.texts.contains("of 336 pt, at 0.089 s"))
            #expect(contents.texts.contains("94.2 % at 0.25 s"))
        }

        @Test("a different keyboard height changes the gap in points")
        func keyboardHeight() throws {
            let (_, contents) = parse(try KeyboardCurvePlot.svg(keyboardHeight: 216))
            #expect(contents.texts.contains("Largest gap: 47.3 pt"))
        }

        @Test("an underdamped spring is plotted and described as such")
        func otherSprings() throws {
            let bouncy = try KeyboardSpring(mass: 1, stiffness: 300, damping: 15)
            let (parsed, contents) = parse(try KeyboardCurvePlot.svg(spring: bouncy, duration: 0.5))
            #expect(parsed)
            #expect(contents.texts.contains { $0.hasPrefix("Keyboard: underdamped spring, damping ratio 0.43") })
            #expect(contents.texts.contains("0.5"))
        }

        @Test("a plot size out of range is an error naming the dimension")
        func badSize() {
            #expect(
                throws: KeyboardAnimationError.invalidValue(key: "width", value: "100", requirement: "from 480 to 4000")
            ) {
                try KeyboardCurvePlot.svg(width: 100)
            }
            #expect(throws: KeyboardAnimationError.self) { try KeyboardCurvePlot.svg(duration: .nan) }
            #expect(throws: KeyboardAnimationError.self) { try KeyboardCurvePlot.svg(keyboardHeight: 0) }
        }
    }
}
