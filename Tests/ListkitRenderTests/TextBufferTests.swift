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
            buffer.append(text: text)
            expected += text
            let n = numbers[k % numbers.count]
            buffer.append(n)
            expected += String(n)
        }
        #expect(buffer.string == expected)
    }

    /// Digits are written from the last into room made for them: every length from 1 to 20
    /// digits, either sign, at every offset of a buffer that grows.
    @Test func integersOfEveryLength() {
        var buffer = TextBuffer(capacity: 1)
        var expected = ""
        var power = 1
        for digits in 1...19 {
            let largest = digits < 19 ? power * 10 - 1 : Int.max   // the largest with `digits` digits
            for n in [power, power - 1, largest, -power, -largest] {
                buffer.append(n)
                buffer.append(",")
                expected += String(n) + ","
            }
            if digits < 19 { power *= 10 }
        }
        buffer.append(Int.max)
        buffer.append(Int.min)
        expected += String(Int.max) + String(Int.min)
        for (first, second) in [(0, 0), (7, 1_234), (Int.max, Int.min), (-1, 10)] {
            buffer.appendBracketed(first, second)
            expected += "[\(first),\(second)]"
        }
        #expect(buffer.string == expected)
        #expect(TextBuffer.decimalDigits(UInt.max) == 20)
        #expect(TextBuffer.decimalDigits(0) == 1)
    }

    /// Quoted bytes go into room made once, growing a tiny buffer and filling a window.
    @Test func quotedBytes() {
        var buffer = TextBuffer(capacity: 1)
        var expected = ""
        for k in 0..<300 {
            let text = String(repeating: "id-", count: k % 40)
            Array(text.utf8).withUnsafeBufferPointer { buffer.append(quoting: $0) }
            expected += "\"" + text + "\""
        }
        #expect(buffer.string == expected)
        var pieces: [UInt8] = []
        let sink: (UnsafeRawBufferPointer) -> Void = { pieces += $0 }
        var window = TextBuffer(window: 64, sink: sink)
        for k in 0..<300 { Array(String(repeating: "x", count: k % 90).utf8).withUnsafeBufferPointer { window.append(quoting: $0) } }
        window.withBytes(sink)
        #expect(pieces == Array((0..<300).map { "\"" + String(repeating: "x", count: $0 % 90) + "\"" }.joined().utf8))
    }
}
