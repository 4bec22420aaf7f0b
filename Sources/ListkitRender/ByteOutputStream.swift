/// A text stream that also takes UTF-8 bytes as they are (standard output): a renderer that
/// builds its output in bytes hands them over without making a String of them, which checks
/// every byte's encoding again (a `--full` layout's JSON is tens of megabytes).
public protocol ByteOutputStream: TextOutputStream {
    /// Writes `bytes`, which are UTF-8 (every piece a renderer writes came from a String or a
    /// literal).
    mutating func write(utf8 bytes: UnsafeRawBufferPointer)
}
