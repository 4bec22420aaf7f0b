import Testing
@testable import ListkitYAML

@Suite("LibYAMLFloor: libyaml's events alone")
struct LibYAMLFloorTests {
    @Test func countsEveryEvent() {
        // stream, document, mapping, "a", sequence, 1, 2, sequence end, mapping end, document end, stream end
        #expect(LibYAMLFloor.countEvents(Array("a: [1, 2]\n".utf8)) == 11)
    }

    @Test func stopsAtTheFirstError() {
        // stream start, document start, mapping start, "a", then the unterminated quote.
        #expect(LibYAMLFloor.countEvents(Array("a: 'x\n".utf8)) == 4)
        #expect(LibYAMLFloor.countEvents([]) == 0)
    }
}
