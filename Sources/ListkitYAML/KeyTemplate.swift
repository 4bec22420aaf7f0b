/// The keys of the last flat mappings read, by position: the cells of a spec repeat their keys in
/// the same order, so a key can be recognised by one comparison with the key at its position
/// instead of testing its bytes against the core schema and scanning the keys before it for a
/// duplicate (two thirds of what reading a key cost).
///
/// A list's cells are of a few kinds, each with its own keys, and mixed: one template per set of
/// keys (up to `capacity`), so that a cell of another kind than the previous one finds its keys
/// too. The template in use is switched at a key only to one with the same keys before it.
///
/// Why that is enough: a template is only ever made of a mapping that was read to its end as a
/// flat mapping, so its keys are pairwise distinct (by resolved value, as the loader compares
/// keys). While every key of the mapping being read has been, in order, the template's key at
/// its position (same bytes, same style, hence the same resolved value), the next key equal to
/// the template's key at its position is distinct from all of them, and resolves as it did.
struct KeyTemplate {
    private struct Key {
        var text: ShortText
        var style: Scalar.Style
        var isString: Bool
        var isNull: Bool
        var isASCII: Bool?

        @inline(__always)
        func matches(_ text: ShortText, _ style: Scalar.Style) -> Bool {
            self.text == text && self.style == style
        }
    }

    /// More sets of keys than this start the templates afresh.
    static let capacity = 8

    /// Every template's keys, one template after another; template `t` is `keys[bounds[t]]`.
    private var keys: [Key] = []
    private var bounds: [Range<Int>] = []
    /// The template the mapping being read has matched so far.
    private var current = 0

    /// The key `bytes` in `style` as the template's key at `position`, or nil when it is not that
    /// key (or no template with the keys before it has a key there, or the key is too long to be
    /// remembered).
    @inline(__always)
    mutating func key(_ bytes: UnsafeBufferPointer<UInt8>, style: Scalar.Style, at position: Int) -> FlatScalar? {
        guard current < bounds.count, let text = ShortText(bytes) else { return nil }
        let range = bounds[current]
        if position < range.count, keys[range.lowerBound + position].matches(text, style) {
            return scalar(keys[range.lowerBound + position], bytes)
        }
        return otherTemplateKey(text, bytes, style: style, at: position)
    }

    /// The key at `position` of another template whose keys before it are the current one's,
    /// which becomes the current one.
    private mutating func otherTemplateKey(_ text: ShortText, _ bytes: UnsafeBufferPointer<UInt8>, style: Scalar.Style, at position: Int) -> FlatScalar? {
        let read = bounds[current]
        for t in bounds.indices where t != current {
            let range = bounds[t]
            guard position < range.count, position <= read.count, keys[range.lowerBound + position].matches(text, style) else { continue }
            var same = true
            for p in 0..<position where !keys[range.lowerBound + p].matches(keys[read.lowerBound + p].text, keys[read.lowerBound + p].style) {
                same = false
                break
            }
            guard same else { continue }
            current = t
            return scalar(keys[range.lowerBound + position], bytes)
        }
        return nil
    }

    @inline(__always)
    private func scalar(_ key: Key, _ bytes: UnsafeBufferPointer<UInt8>) -> FlatScalar {
        FlatScalar(bytes: bytes, style: key.style, isString: key.isString, isNull: key.isNull, isASCII: key.isASCII)
    }

    /// Adds the keys of `entries`, a flat mapping read to its end, as a template, which becomes
    /// the current one; up to the first key too long to remember.
    mutating func add(_ entries: UnsafeBufferPointer<FlatMapping.Entry>) {
        if bounds.count == Self.capacity {
            keys.removeAll(keepingCapacity: true)
            bounds.removeAll(keepingCapacity: true)
        }
        let start = keys.count
        for entry in entries {
            guard let text = ShortText(entry.key.bytes) else { break }
            keys.append(Key(text: text, style: entry.key.style, isString: entry.key.isString, isNull: entry.key.isNull, isASCII: entry.key.isASCII))
        }
        current = bounds.count
        bounds.append(start..<keys.count)
    }
}
