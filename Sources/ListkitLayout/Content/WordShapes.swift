import ListkitSolver

/// Texts shaped a word at a time, each word once per font face.
///
/// Labels repeat words far more than whole texts (a feed's cells share most of their
/// vocabulary), so shaping words — the runs between spaces and newlines — and keeping them
/// turns most of HarfBuzz's work into lookups. It gives the same advances as shaping the whole
/// text as long as no kerning pair or contextual substitution reaches across a space; Inter
/// has none (scripts/text_check.py shapes whole texts with uharfbuzz and agrees).
///
/// Words are kept by their bytes in a `ByteKeyedTable` (bounded, so a huge input starts it
/// again rather than growing it without end), their advances in flat arrays: a lookup makes no
/// String and allocates nothing, and a text's advances are written into scratch buffers reused
/// from call to call.
final class WordShapes {
    // Unchecked: a class's stored properties are otherwise checked for exclusive access at run
    // time on every lookup; a `WordShapes` is used from one thread (`TextMeasurer`) and no
    // method re-enters another.
    /// Per word (tagged with its face's index in `faces`): where its advances start in `kept`.
    @exclusivity(unchecked) private var table: ByteKeyedTable<Int>
    @exclusivity(unchecked) private var kept = KeptShapes()
    /// The faces met, by their index in the tags. Held, not only named: a table outlives the
    /// measurer that filled it (`Pool`), and a face freed meanwhile could leave its address to
    /// another face, which would then read its words.
    @exclusivity(unchecked) private var faces: [FontFace] = []
    @exclusivity(unchecked) private var scratchEms = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
    @exclusivity(unchecked) private var scratchMissing = UnsafeMutableBufferPointer<Bool>(start: nil, count: 0)

    /// - Parameters: `maxBytes` (of words kept, ~10 MB with their advances by default) and
    ///   `maxProbes` other than the defaults only to test the bounds.
    init(maxBytes: Int = 1 << 20, maxProbes: Int = 64) {
        table = ByteKeyedTable(maxBytes: maxBytes, maxProbes: maxProbes)
    }

    deinit {
        scratchEms.deallocate()
        scratchMissing.deallocate()
        kept.deallocate()
    }

    /// Per UTF-8 byte of `utf8`, as `FontFace.shape` gives them: the advance (in em) of the
    /// cluster starting there, and whether its glyph is missing; spaces are the face's space,
    /// newlines (LF, CR) 0. The buffers are this object's scratch, valid until the next call.
    /// - Complexity: O(n) in the text's UTF-8 length; a word shaped before costs a lookup.
    func shape(_ utf8: UnsafeBufferPointer<UInt8>, in face: FontFace) -> (ems: UnsafePointer<Double>, missing: UnsafePointer<Bool>) {
        let count = utf8.count
        reserveScratch(count)
        let outEms = scratchEms.baseAddress!, outMissing = scratchMissing.baseAddress!
        let faceIndex = index(of: face)
        var space: Double?
        var start = 0
        // Spaces and newlines are one byte each and never inside a multi-byte character, so
        // the runs between them are whole characters.
        for end in 0...count where end == count || utf8[end] == 32 || utf8[end] == 10 || utf8[end] == 13 {
            if end > start {
                copyWord(UnsafeBufferPointer(rebasing: utf8[start..<end]), face: face, faceIndex: faceIndex,
                         ems: outEms + start, missing: outMissing + start)
            }
            if end < count {
                if utf8[end] == 32 {
                    if space == nil { space = spaceEms(face, faceIndex: faceIndex) }
                    outEms[end] = space!
                } else {
                    outEms[end] = 0
                }
                outMissing[end] = false
            }
            start = end + 1
        }
        return (UnsafePointer(outEms), UnsafePointer(outMissing))
    }

    private func spaceEms(_ face: FontFace, faceIndex: Int32) -> Double {
        var ems = 0.0, missing = false
        withUnsafeBytes(of: UInt8(ascii: " ")) { raw in
            copyWord(raw.bindMemory(to: UInt8.self), face: face, faceIndex: faceIndex, ems: &ems, missing: &missing)
        }
        return ems
    }

    /// A word's advances and missing flags written at `ems` and `missing`: from the table, or
    /// shaped and kept.
    private func copyWord(_ word: UnsafeBufferPointer<UInt8>, face: FontFace, faceIndex: Int32,
                          ems: UnsafeMutablePointer<Double>, missing: UnsafeMutablePointer<Bool>) {
        let tag = UInt64(UInt32(bitPattern: faceIndex))
        let place = table.find(word, tag: tag)
        if case .found(let index) = place {
            let from = table.values[index]
            let keptEms = kept.ems + from, keptMissing = kept.missing + from
            // Words are a few bytes: a loop, not a call to memcpy.
            for k in 0..<word.count {
                ems[k] = keptEms[k]
                missing[k] = keptMissing[k]
            }
            return
        }
        let shaped = face.shape(String(decoding: word, as: UTF8.self))
        for k in 0..<word.count {
            ems[k] = shaped.advances[k]
            missing[k] = shaped.missing[k]
        }
        guard case .vacant(let slot, let hash) = place else { return }
        if table.startsAgain(adding: word.count) {
            // So do the advances.
            kept.removeAll()
        }
        table.insert(word, tag: tag, value: kept.count, slot: slot, hash: hash)
        kept.append(ems: shaped.advances, missing: shaped.missing)
    }

    private func index(of face: FontFace) -> Int32 {
        if let known = faces.firstIndex(where: { $0 === face }) { return Int32(known) }
        faces.append(face)
        return Int32(faces.count - 1)
    }

    private func reserveScratch(_ count: Int) {
        guard scratchEms.baseAddress == nil || scratchEms.count < count else { return }
        let capacity = max(count, 2 * scratchEms.count, 256)
        scratchEms.deallocate()
        scratchMissing.deallocate()
        scratchEms = .allocate(capacity: capacity)
        scratchMissing = .allocate(capacity: capacity)
    }
}

extension WordShapes {
    /// Word tables kept from one measurer to the next (`ShapingCache` takes one and gives it
    /// back when it is freed): a word's advances depend on its face and bytes alone, and a
    /// measurer lives for one layout, so a table per measurer shaped the same words again for
    /// every screen (`listkit lint` of Interface Builder documents: 1,121 HarfBuzz calls for 250
    /// documents, most of them the same few words). A table stays bounded (`maxBytes`), and at
    /// most `limit` are kept, one per thread measuring at the same time.
    final class Pool: @unchecked Sendable {
        static let shared = Pool()

        let limit: Int
        private let lock = PoolLock()
        /// Guarded by `lock`; none is in use.
        private var idle: [WordShapes] = []

        init(limit: Int = 8) {
            self.limit = limit
        }

        /// A table no one else uses: a kept one, or a new one.
        func take() -> WordShapes {
            lock.locked { idle.popLast() } ?? WordShapes()
        }

        /// Keeps a table its user is done with for the next `take`.
        func giveBack(_ words: WordShapes) {
            lock.locked {
                if idle.count < limit { idle.append(words) }
            }
        }

        /// How many tables wait to be taken.
        var idleCount: Int { lock.locked { idle.count } }
    }
}

/// The advances and missing flags of the words `WordShapes` keeps, one word after another, in
/// raw storage: an array stored in a class is retained and released around every read, and a
/// text reads a word's advances for each of its words.
private struct KeptShapes {
    /// Room for a few hundred words before the first growth.
    private static let firstCapacity = 1024
    private(set) var ems = UnsafeMutablePointer<Double>.allocate(capacity: Self.firstCapacity)
    private(set) var missing = UnsafeMutablePointer<Bool>.allocate(capacity: Self.firstCapacity)
    private(set) var count = 0
    private var capacity = Self.firstCapacity

    mutating func append(ems newEms: [Double], missing newMissing: [Bool]) {
        let needed = count + newEms.count
        if needed > capacity {
            let grown = max(needed, 2 * capacity)
            let movedEms = UnsafeMutablePointer<Double>.allocate(capacity: grown)
            let movedMissing = UnsafeMutablePointer<Bool>.allocate(capacity: grown)
            movedEms.update(from: ems, count: count)
            movedMissing.update(from: missing, count: count)
            deallocate()
            (ems, missing, capacity) = (movedEms, movedMissing, grown)
        }
        for (k, value) in newEms.enumerated() { ems[count + k] = value }
        for (k, value) in newMissing.enumerated() { missing[count + k] = value }
        count = needed
    }

    mutating func removeAll() {
        count = 0
    }

    func deallocate() {
        ems.deallocate()
        missing.deallocate()
    }
}
