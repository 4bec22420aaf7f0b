#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library calls of the solver, in the one file that imports the platform's module:
/// raw blocks (`GrowableArray`, `ObjectiveLevels`), reserved address space (`ReservedRange`),
/// the environment's test seams, and a lock (`PoolLock`). Each is a thin inlined wrapper, so the
/// hot paths pay nothing for going through it.
enum LibC {
    /// `realloc` (a plain allocation when `p` is nil) to room for `count` elements, bound to
    /// `T`. Running out of memory stops the process, as Swift's own allocations do.
    @inline(__always)
    static func reallocate<T>(_ p: UnsafeMutablePointer<T>?, count: Int, for owner: StaticString) -> UnsafeMutablePointer<T> {
        let bytes = count * MemoryLayout<T>.stride
        guard let raw = realloc(p, bytes) else { outOfMemory(owner, bytes: bytes) }
        return raw.bindMemory(to: T.self, capacity: count)
    }

    /// Out of line, so that the message's formatting does not weigh on the inlined callers.
    @inline(never) static func outOfMemory(_ owner: StaticString, bytes: Int) -> Never {
        fatalError("\(owner): out of memory (\(bytes) bytes)")
    }

    /// Frees a block from `reallocate`.
    @inline(__always) static func release<T>(_ p: UnsafeMutablePointer<T>) { free(p) }

    /// Copies `count` trivial elements where the two ranges may overlap (`memmove`).
    @inline(__always)
    static func moveBytes<T>(to destination: UnsafeMutablePointer<T>, from source: UnsafeMutablePointer<T>, count: Int) {
        memmove(destination, source, count * MemoryLayout<T>.stride)
    }

    /// Sets `count` trivial elements to all-zero bytes (`memset`).
    @inline(__always) static func zero<T>(_ p: UnsafeMutablePointer<T>, count: Int) {
        memset(p, 0, count * MemoryLayout<T>.stride)
    }

    /// Maps `bytes` (a multiple of the huge-page size) of private, anonymous address space,
    /// backed only when touched, asking Linux for transparent huge pages; nil if refused.
    static func reserveAddressSpace(bytes: Int) -> UnsafeMutableRawPointer? {
        #if os(Linux)
        let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE
        #else
        let flags = MAP_PRIVATE | MAP_ANON
        #endif
        guard let p = mmap(nil, bytes, PROT_READ | PROT_WRITE, flags, -1, 0), p != MAP_FAILED else { return nil }
        #if os(Linux)
        _ = madvise(p, bytes, MADV_HUGEPAGE)
        #endif
        return p
    }

    static func releaseAddressSpace(_ p: UnsafeMutableRawPointer, bytes: Int) { munmap(p, bytes) }

    /// The process's address-space limit (`ulimit -v`), nil when it cannot be read.
    static var addressSpaceLimit: UInt64? {
        var limit = rlimit()
        #if os(Linux)
        let resource = __rlimit_resource_t(RLIMIT_AS.rawValue)
        #else
        let resource = RLIMIT_AS
        #endif
        return getrlimit(resource, &limit) == 0 ? UInt64(limit.rlim_cur) : nil
    }

    /// Linux's overcommit mode (`/proc/sys/vm/overcommit_memory`); nil elsewhere.
    static var overcommitMode: Int32? {
        #if os(Linux)
        guard let file = fopen("/proc/sys/vm/overcommit_memory", "r") else { return nil }
        defer { fclose(file) }
        return fgetc(file) - Int32(UInt8(ascii: "0"))
        #else
        return nil
        #endif
    }

    /// An integer from the environment (the solver's test seams, `LISTKIT_SOLVER_…`); nil when
    /// unset or not an integer.
    static func environmentInteger(_ name: String) -> Int? {
        guard let text = getenv(name) else { return nil }
        return Int(String(cString: text))
    }
}

/// A mutual-exclusion lock (`pthread_mutex_t`), for what threads share: objects kept between
/// uses (`SolverPool`, and ListkitLayout's pool of word tables), so a library that does not
/// import the platform's module can guard one.
public final class PoolLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    public init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    public func locked<R>(_ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
