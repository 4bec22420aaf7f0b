internal import CYaml

/// libyaml's event parser over a byte buffer, in UTF-8 explicitly. The buffer must stay valid
/// for the parser's lifetime (callers keep it inside `withUnsafeBufferPointer`).
///
/// Not Sendable and not shared: one parser per load.
final class EventParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeBufferPointer<UInt8>
    /// Set when the parser reads a stream (then `input` is empty).
    private let stream: StreamInput?
    private let initialized: Bool
    /// Initialised with input set: false for an input that is empty once its BOM is dropped.
    private let ready: Bool

    /// `input` must not be empty (libyaml requires a non-null string). A leading UTF-8 byte order
    /// mark is dropped first: with the encoding set explicitly libyaml would not skip it, and marks
    /// then count from the first character after it (as `SourceText` does).
    init(_ input: UnsafeBufferPointer<UInt8>) {
        self.input = ByteOrderMark.dropped(from: input)
        stream = nil
        parser = .allocate(capacity: 1)
        initialized = yaml_parser_initialize(parser) != 0
        if initialized, let base = self.input.baseAddress, !self.input.isEmpty {
            yaml_parser_set_input_string(parser, base, self.input.count)
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
            ready = true
        } else {
            ready = false
        }
    }

    /// A parser reading `stream` as libyaml asks for bytes (the stream has already seen past any
    /// byte order mark, and must not be empty).
    init(_ stream: StreamInput) {
        input = UnsafeBufferPointer(start: nil, count: 0)
        self.stream = stream
        parser = .allocate(capacity: 1)
        initialized = yaml_parser_initialize(parser) != 0
        if initialized {
            stream.attach(to: parser)
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        }
        ready = initialized
    }

    deinit {
        if initialized { yaml_parser_delete(parser) }
        parser.deallocate()
    }

    /// The next event into `event` (which the caller must pass to `yaml_event_delete`), or the
    /// error libyaml reported. libyaml cannot resume after an error, so callers stop there.
    @inline(__always)
    func next(into event: inout yaml_event_t) -> YAMLError? {
        if ready, yaml_parser_parse(parser, &event) != 0 { return nil }
        return currentError()
    }

    private func currentError() -> YAMLError {
        let p = parser.pointee
        guard ready else {
            let reason = initialized ? "no input" : "out of memory"
            return YAMLError(.parser, "libyaml could not start: \(reason)", at: Mark(line: 1, column: 1))
        }
        let problem = p.problem.map { String(cString: $0) } ?? "unknown problem"
        switch p.error {
        case YAML_READER_ERROR:
            if let stream {
                return stream.rereadText().withUnsafeBufferPointer {
                    Self.readerError(problem: problem, offset: p.problem_offset, value: p.problem_value, in: $0)
                }
            }
            return Self.readerError(problem: problem, offset: p.problem_offset, value: p.problem_value, in: input)
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            let kind: YAMLError.Kind = p.error == YAML_SCANNER_ERROR ? .scanner : .parser
            let mark = Self.mark(p.problem_mark)
            var message = problem
            if let context = p.context.map({ String(cString: $0) }) {
                let contextMark = Self.mark(p.context_mark)
                // "while scanning a quoted scalar (started at 3:7): found unexpected end of stream"
                let started = contextMark == mark ? "" : " (started at \(contextMark))"
                message = "\(context)\(started): \(problem)"
            }
            return YAMLError(kind, message, at: mark)
        case YAML_MEMORY_ERROR:
            return YAMLError(.parser, "libyaml ran out of memory", at: Mark(line: 1, column: 1))
        default:
            return YAMLError(.parser, problem, at: Mark(line: 1, column: 1))
        }
    }

    /// Reader errors carry a byte offset, not a mark: libyaml's problem_mark is unset for them.
    private static func readerError(problem: String, offset: Int, value: Int32, in input: UnsafeBufferPointer<UInt8>) -> YAMLError {
        var offset = min(offset, input.count)
        // For a bad trailing octet libyaml reports that octet's offset; point at the character
        // it breaks instead (its lead byte), which a repaired line shows as U+FFFD.
        if problem.contains("trailing") {
            var back = 0
            while offset > 0, back < 4, input[offset - 1] & 0xC0 == 0x80 { offset -= 1; back += 1 }
            if offset > 0, input[offset - 1] >= 0xC0 { offset -= 1 }
        }
        var message = problem
        if value >= 0 {
            let hex = String(value, radix: 16, uppercase: true)
            message += " (#x\(hex))"
            if value == 0 { message = "NUL byte: " + message }
        }
        if problem.contains("UTF-8") { message = "invalid UTF-8: " + message }
        return YAMLError(.reader, message, at: LineBreaks.mark(ofOffset: offset, in: input))
    }

    @inline(__always)
    static func mark(_ m: yaml_mark_t) -> Mark {
        Mark(line: m.line + 1, column: m.column + 1)
    }
}
