import Testing
@testable import ListkitDiff

/// `DiffID`: an id is its UTF-8 bytes, wherever they are kept.
struct DiffIDTests {
    /// "café" in NFC and in NFD are one String (canonical equivalence) but two ids: the engine
    /// compares bytes, as docs/changesets.md says.
    @Test func idsCompareBytesNotCanonicalEquivalence() {
        let nfc = "caf\u{E9}", nfd = "cafe\u{301}"
        #expect(nfc == nfd)
        #expect(DiffID(nfc) != DiffID(nfd))
        #expect(Set([DiffID(nfc), DiffID(nfd)]).count == 2)
        #expect(DiffID(nfd).string.utf8.elementsEqual(nfd.utf8))
    }

    /// Ranges of one shared buffer equal (and hash as) ids made on their own, and the same
    /// bytes at two places of a buffer are one id.
    @Test func sharedRangesAreIDsLikeAnyOther() {
        let shared = DiffID.sharing(["a", "bc", "", "a", "b"])
        #expect(shared.map(\.string) == ["a", "bc", "", "a", "b"])
        #expect(shared[0] == shared[3] && shared[0] == "a" && shared[1] == DiffID("bc") && shared[2] == "")
        #expect(shared[1] != shared[4] && shared[0] != shared[4])
        #expect(Set(shared + ["a", "bc"]).count == 4)
        var h1 = Hasher(), h2 = Hasher()
        shared[3].hash(into: &h1)
        DiffID("a").hash(into: &h2)
        #expect(h1.finalize() == h2.finalize())
        let bytes = DiffIDBytes(Array("xyzxy".utf8))
        #expect(DiffID(bytes, 0..<2) == DiffID(bytes, 3..<5) && DiffID(bytes, 1..<3).string == "yz")
    }

    /// A buffer's ids keep their bytes after everything else that made them is gone: the
    /// source array changed and dropped, the buffer itself referenced by the ids alone, and
    /// hashed through the raw read the engine uses (`unsafeUTF8`) as through `withUTF8`.
    @Test func idsOwnTheirBytesOnceMade() {
        func made() -> [DiffID] {
            var source = Array("row-1row-22".utf8)
            let bytes = DiffIDBytes(source)
            source.replaceSubrange(0..<5, with: Array("XXXXX".utf8))
            source.removeAll()
            return [DiffID(bytes, 0..<5), DiffID(bytes, 5..<11), DiffID(bytes, 11..<11)]
        }
        let ids = made()
        #expect(ids.map(\.string) == ["row-1", "row-22", ""])
        for id in ids {
            #expect(hashID(id.unsafeUTF8) == id.withUTF8 { hashID(UnsafeRawBufferPointer($0)) })
            #expect(hashID(id.unsafeUTF8) == DiffID(id.string).withUTF8 { hashID(UnsafeRawBufferPointer($0)) })
        }
        #expect(DiffIDBytes([]).count == 0 && DiffID(DiffIDBytes([]), 0..<0) == "")
    }

    /// Through the engine: two items whose ids differ only in normalisation are a delete and an
    /// insert, never an update; ids from a shared buffer pair with ids made on their own.
    @Test func theDiffPairsByBytes() throws {
        let old = [TestSection(id: "s", content: "", items: [TestItem(id: "caf\u{E9}", content: 0), TestItem(id: "x", content: 0)])]
        let newIDs = DiffID.sharing(["x", "cafe\u{301}"])
        let new = [TestSection(id: "s", content: "", items: [DiffItem(id: newIDs[0], content: 1), DiffItem(id: newIDs[1], content: 0)])]
        let changeset = TestChangeset(from: old, to: new)
        #expect(changeset.stages.flatMap(\.itemDeletes).map(\.id) == ["caf\u{E9}"])
        #expect(changeset.stages.flatMap(\.itemInserts).map(\.item.id) == [DiffID("cafe\u{301}")])
        #expect(changeset.stages.flatMap(\.itemUpdates).map(\.id) == ["x"])
        #expect(try apply(changeset, to: old) == new)
    }
}
