import Testing
import ListkitLayout
import ListkitSpec

/// Issue #33's three minimised specs: axes free only together with another size (a degenerate
/// vertex) are reported, naming what moves and the constraint that lets it.
@Suite struct DegenerateAmbiguityLintTests {
    func lint(_ fixture: String) throws -> [String] { try lintFindings(ofFixture: fixture) }

    @Test func sizeInequalityAtZero() throws {
        #expect(try lint("degenerate-size-inequality.yaml") == [
            "6:5 error [ambiguous-layout] on d: view 'v9' needs constraints for x position or width: x and width can move only together with other values, which 'width <= height' leaves free",
            "6:5 error [ambiguous-layout] on d: view 'v9' needs constraints for y position or height",
        ])
    }

    @Test func optionalInequalityAtZero() throws {
        #expect(try lint("degenerate-optional-inequality.yaml") == [
            "6:5 error [ambiguous-layout] on d: view 'v16' needs constraints for x position or width: width can move only together with other values, which 'height >= width * 0.5 @high' leaves free",
            "6:5 error [ambiguous-layout] on d: view 'v16' needs constraints for y position or height",
        ])
    }

    @Test func widthBoundedThroughTheChild() throws {
        #expect(try lint("degenerate-through-child.yaml") == [
            "6:5 error [ambiguous-layout] on d: view 'v3' needs constraints for x position or width: x and width can move only together with other values, which 'height >= 2 * parent.width @required' leaves free",
            "6:5 error [ambiguous-layout] on d: view 'v3' needs constraints for y position or height",
            "11:9 error [ambiguous-layout] on d: view 'v4' needs constraints for x position or width",
            "11:9 error [ambiguous-layout] on d: view 'v4' needs constraints for y position or height",
        ])
    }
}
