internal import CYaml

/// A flat mapping's scalars keep the bytes libyaml allocated for their events instead of a copy
/// (see `FlatMapping`): the loader takes a scalar event's text out of the event, so that
/// `yaml_event_delete` leaves it alone, and releases it once the mapping's reader is done.
///
/// Released with libyaml's own `yaml_free` (declared in CYaml's shim), the call
/// `yaml_event_delete` makes for the text: the bytes go back the way they came. Deleting an
/// event made around each text instead cost more than the copy it saves.
enum ScalarOwnership {
    /// The text of a scalar event, still owned by the event.
    @inline(__always)
    static func bytes(of event: borrowing yaml_event_t) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: event.data.scalar.value, count: event.data.scalar.length)
    }

    /// Takes the text out of a scalar event: the caller now releases it with `release`.
    @inline(__always)
    static func take(from event: inout yaml_event_t) {
        event.data.scalar.value = nil
    }

    /// Frees the text of every entry (and of a key waiting for its value), taken with `take`.
    static func release(_ entries: UnsafeBufferPointer<FlatMapping.Entry>, pendingKey: FlatScalar?) {
        for entry in entries {
            release(entry.key.bytes)
            release(entry.value.bytes)
        }
        if let pendingKey { release(pendingKey.bytes) }
    }

    @inline(__always)
    private static func release(_ bytes: UnsafeBufferPointer<UInt8>) {
        yaml_free(UnsafeMutableRawPointer(mutating: bytes.baseAddress))
    }
}
