/// A large range of address space, mapped but not backed until touched: a big GrowableArray
/// moves into one once and then grows in place.
///
/// Why: past a megabyte, growing by `realloc` still copies whenever the heap block cannot be
/// extended (glibc serves such sizes from the heap once freed large arrays have raised its
/// mmap threshold), and every copy lands in fresh pages. In a 10,000-view system page faults
/// were a third of `add`'s time and growth copies a seventh. A reserved range is never copied,
/// and on Linux it asks for transparent huge pages (one fault per 2 MB instead of 512).
/// Reserving costs address space only: pages are backed when first written.
///
/// Huge pages are kept although their cost varies from run to run on a VM that reports free
/// memory to its host (free page reporting: a free 2 MB block is handed back, and the next
/// huge-page fault on it waits for the host to back it again): small pages were steadier but
/// 1.5–2× slower in the usual case (measured 2026-11-28, docs/performance.md).
struct ReservedRange {
    let base: UnsafeMutableRawPointer
    let bytes: Int

    /// Reserves at least `bytes`; nil if the system refuses, or when reserving is not free here
    /// (`reservingIsFree`), and the array stays on the heap.
    init?(bytes: Int) {
        guard Self.reservingIsFree else { return nil }
        let page = 2 << 20
        let size = (bytes + page - 1) / page * page
        guard let p = LibC.reserveAddressSpace(bytes: size) else { return nil }
        base = p
        self.bytes = size
    }

    /// The range of `bytes` at `base` that an earlier `init?(bytes:)` reserved (a GrowableArray
    /// keeps only its size).
    init(adopting base: UnsafeMutableRawPointer, bytes: Int) {
        self.base = base
        self.bytes = bytes
    }

    func release() { LibC.releaseAddressSpace(base, bytes: bytes) }

    /// Whether address space may be reserved beyond what is used: not under a limit on it
    /// (`ulimit -v`: the unused reservations would crowd out ordinary allocations — a 100,000-view
    /// system died under 1.5 GB), nor with strict overcommit, where a reservation is counted
    /// as memory in use. Decided once per process.
    static let reservingIsFree: Bool = reservingIsFree(addressSpaceLimit: LibC.addressSpaceLimit, overcommitMode: LibC.overcommitMode)

    /// The rule behind `reservingIsFree`. RLIM_INFINITY is all ones on Linux and 2^63 − 1 on
    /// Darwin: any limit from 2^62 up counts as none. Overcommit mode 2 is strict.
    static func reservingIsFree(addressSpaceLimit: UInt64?, overcommitMode: Int32?) -> Bool {
        if let limit = addressSpaceLimit, limit < 1 << 62 { return false }
        return overcommitMode != 2
    }
}
