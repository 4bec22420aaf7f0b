/// Failures that end a run: an input that cannot be read or used (`path: error: reason`), or
/// a request that makes no sense. The CLI prints them on one line and exits with status 2.
public enum InputFailure: Error, Sendable, CustomStringConvertible {
    case io(path: String, reason: String)
    case usage(String)

    public var description: String {
        switch self {
        case .io(let path, let reason): return "\(path): error: \(reason)"
        case .usage(let message): return message
        }
    }
}
