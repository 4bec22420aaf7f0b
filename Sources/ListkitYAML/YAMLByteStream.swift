internal import CYaml

/// Bytes that arrive in order, read as the parser asks for them: a file read in chunks, so that
/// loading it keeps no copy of the whole file (for a 10 MB spec, 10 MB of fresh pages that the
/// kernel zero-fills and then copies into).
public protocol YAMLByteStream: AnyObject {
    /// Reads up to `buffer.count` bytes into `buffer`: how many arrived (0 at the end), or nil
    /// when reading failed (the stream keeps the reason).
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int?
    /// The first `count` bytes of the stream again, from its start (a reader error's position is
    /// found in them), or nil when they cannot be read again.
    func reread(upTo count: Int) -> [UInt8]?
}

/// A stream as libyaml's read handler serves it: the first chunk read ahead (an empty document
/// and a byte order mark are seen before parsing, as for bytes in memory), bytes counted against
/// the loader's size cap, and failures kept for the loader to report after libyaml stops.
final class StreamInput {
    private let stream: any YAMLByteStream
    /// The size cap: reading stops once more than this has arrived.
    let limit: Int
    /// Bytes the stream gave, byte order mark included.
    private(set) var total = 0
    private(set) var failed = false
    private(set) var exceeded = false
    private(set) var ended = false
    /// The first chunk, byte order mark dropped, served before reading on.
    private var head: [UInt8] = []
    private var headStart = 0
    private static let chunk = 64 << 10

    init(_ stream: any YAMLByteStream, limit: Int) {
        self.stream = stream
        self.limit = limit
        var first = [UInt8](repeating: 0, count: Self.chunk)
        var count = 0
        first.withUnsafeMutableBytes { raw in
            while count < raw.count, let n = take(UnsafeMutableRawBufferPointer(rebasing: raw[count...])), n > 0 { count += n }
        }
        first.removeSubrange(count...)
        head = first
        if head.count >= 3, head[0] == 0xEF, head[1] == 0xBB, head[2] == 0xBF { headStart = 3 }
    }

    /// Whether nothing follows the byte order mark, if any.
    var isEmpty: Bool { ended && headStart == head.count }

    /// libyaml's read handler: up to `size` bytes into `buffer`, 0 at the end, nil to fail.
    func fill(_ buffer: UnsafeMutablePointer<UInt8>, _ size: Int) -> Int? {
        if headStart < head.count {
            let n = min(size, head.count - headStart)
            head.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + headStart, count: n) }
            headStart += n
            if headStart == head.count { head = []; headStart = 0 }
            return n
        }
        if ended { return 0 }
        return take(UnsafeMutableRawBufferPointer(start: buffer, count: size))
    }

    /// Reads the rest (up to the cap) after libyaml stopped early, so that a file beyond the
    /// cap is reported as such and not by the error libyaml met first.
    func drain() {
        let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunk, alignment: 1)
        defer { scratch.deallocate() }
        while let n = take(scratch), n > 0 {}
    }

    /// The bytes after the byte order mark, read again from the start (for a reader error).
    func rereadText() -> [UInt8] {
        guard let bytes = stream.reread(upTo: limit + 1) else { return [] }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return Array(bytes[3...]) }
        return bytes
    }

    /// One read from the stream, counted; nil (and no more reads) on a failure or past the cap.
    private func take(_ buffer: UnsafeMutableRawBufferPointer) -> Int? {
        guard !failed, !exceeded, !ended else { return ended ? 0 : nil }
        // One byte past the cap is enough to know that the input is beyond it.
        let room = min(buffer.count, limit + 1 - total)
        guard let n = stream.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<room])) else {
            failed = true
            return nil
        }
        total += n
        if total > limit {
            exceeded = true
            return nil
        }
        if n == 0 { ended = true }
        return n
    }

    /// Sets `parser` to read from this input (which must outlive the parser).
    func attach(to parser: UnsafeMutablePointer<yaml_parser_t>) {
        yaml_parser_set_input(parser, { data, buffer, size, sizeRead in
            guard let data, let buffer, let sizeRead else { return 0 }
            let input = Unmanaged<StreamInput>.fromOpaque(data).takeUnretainedValue()
            guard let n = input.fill(buffer, size) else { return 0 }
            sizeRead.pointee = n
            return 1
        }, Unmanaged.passUnretained(self).toOpaque())
    }
}
