import Dispatch

/// `map` over independent inputs on all cores, results in input order.
public enum ConcurrentMap {
    public static func map<T, R>(_ items: [T], _ transform: @escaping @Sendable (T) -> R) -> [R] where T: Sendable, R: Sendable {
        guard items.count > 1 else { return items.map(transform) }
        let box = ResultBox<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            box.set(i, transform(items[i]))
        }
        return box.values()
    }
}

/// Slots written once each from concurrent iterations (each its own, so no lock); read after
/// they all finish.
private final class ResultBox<R>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<R?>
    public init(count: Int) { slots = .allocate(capacity: count); slots.initialize(repeating: nil) }
    deinit { _ = slots.deinitialize(); slots.deallocate() }
    public func set(_ i: Int, _ value: R) { slots[i] = value }
    public func values() -> [R] { slots.map { $0! } }
}
