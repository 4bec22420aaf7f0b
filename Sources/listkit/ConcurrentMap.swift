import Dispatch
import Foundation

/// `map` over independent inputs on all cores, results in input order.
enum ConcurrentMap {
    static func map<T, R>(_ items: [T], _ transform: @escaping @Sendable (T) -> R) -> [R] where T: Sendable, R: Sendable {
        guard items.count > 1 else { return items.map(transform) }
        let box = ResultBox<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            box.set(i, transform(items[i]))
        }
        return box.values()
    }
}

/// Slots written once each from concurrent iterations; read after they all finish.
private final class ResultBox<R>: @unchecked Sendable {
    private var slots: [R?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: R) { lock.withLock { slots[i] = value } }
    func values() -> [R] { slots.map { $0! } }
}
