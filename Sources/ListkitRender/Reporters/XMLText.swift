/// Text and attribute values for the XML reporters (JUnit, Checkstyle): control characters
/// written out as the text findings write them (`\n`, `\u{1B}`), so nothing is lost or breaks a
/// line, then the XML entities as the SVG output escapes them.
enum XMLText {
    static func escaped(_ text: String) -> String {
        SVGMarkup.escaped(TextEscaping.escaped(text))
    }

    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
}
