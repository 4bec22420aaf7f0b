/// Work one rule hands to a later rule of the same screen's checks, so it is done once: the
/// layout `misplaced-view` solves on a screen's design device is the one the layout checks
/// need there (`IBLinter` gives the checks of one screen the same handoff).
///
/// A value is offered under a key that says everything it depends on, and taken at most once:
/// nothing outlives the taking, so a rule that offers costs no memory past the screen. A
/// handoff belongs to the checks of one screen, run one after the other on one thread, so it
/// needs no lock; it is `Sendable` only because the `LintContext` holding it is.
public final class LintHandoff: @unchecked Sendable {
    private var offered: [AnyHashable: any Sendable] = [:]

    public init() {}

    /// Keeps a value for a later rule that asks for the same key.
    public func offer(_ value: some Sendable, for key: AnyHashable) {
        offered[key] = value
    }

    /// The value offered under the key, removed; nil when none was, or it was of another type.
    public func take<Value: Sendable>(_ type: Value.Type, for key: AnyHashable) -> Value? {
        guard let value = offered.removeValue(forKey: key) else { return nil }
        return value as? Value
    }

    /// Whether a value waits under the key (tests check that a value was offered and taken).
    public func holds(_ key: AnyHashable) -> Bool {
        offered[key] != nil
    }
}
