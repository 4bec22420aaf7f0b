#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A large range of address space, mapped but not backed until touched: a big GrowableArray
/// moves into one once and then grows in place.
///
/// Why: past a megabyte, growing by `realloc` still copies whenever the heap block cannot be
/// extended (glibc serves such sizes from the heap once freed large arrays have raised its
/// mmap threshold), and every copy lands in fresh pages. In a 10,000-view system page faults
/// were a third of `add`'s time and growth copies a seventh. A reserved range is never copied,
/// and on Linux it asks for transparent huge pages (one fault per 2 MB instead of 512).
/// Reserving costs address space only: pages are backed when first written.
struct ReservedRange {
    let base: UnsafeMutableRawPointer
    let bytes: Int

    /// Reserves at least `bytes` (nil if the system refuses, e.g. with strict overcommit).
    init?(bytes: Int) {
        let page = 2 << 20
        let size = (bytes + page - 1) / page * page
        #if os(Linux)
        let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE
        #else
        let flags = MAP_PRIVATE | MAP_ANON
        #endif
        guard let p = mmap(nil, size, PROT_READ | PROT_WRITE, flags, -1, 0), p != MAP_FAILED else { return nil }
        #if os(Linux)
        _ = madvise(p, size, MADV_HUGEPAGE)
        #endif
        base = p
        self.bytes = size
    }

    func release() { munmap(base, bytes) }
}
