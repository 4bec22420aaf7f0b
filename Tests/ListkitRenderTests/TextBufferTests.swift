import Testing
@testable import ListkitRender

struct TextBufferTests {
    /// Literals, strings (short and long, ASCII and not), integers of every sign and size,
    /// across several growths of a tiny buffer: the result is the plain concatenation.
    @Test func appendsAreTheirConcatenation() {
        var buffer = TextBuffer(capacity: 1)
        var expected = ""
        let numbers = [0, 7, -7, 10, 1_234_567, Int.max, Int.min]
        for k in 0..<200 {
            buffer.append("→ [")
            expected += "→ ["
            let text = String(repeating: k % 2 == 0 ? "ab" : "é", count: k % 23)
            buffer.append(text)
            expected += text
            let n = numbers[k % numbers.count]
            buffer.append(n)
            expected += String(n)
        }
        #expect(buffer.string == expected)
    }
}
