import Testing
@testable import ListkitYAML

@Suite("Errors: each kind, with its exact mark")
struct ErrorKindTests {
    @Test func scannerErrorNamesItsContext() throws {
        let error = try #require(loadError(try fixture("unterminated-quote.yaml")))
        #expect(error.kind == .scanner)
        #expect(error.message == "while scanning a quoted scalar (started at 1:8): found unexpected end of stream")
        #expect(error.mark == Mark(line: 3, column: 1))
        #expect(error.rule == "yaml-syntax")
    }

    @Test func parserError() throws {
        let error = try #require(loadError("a: 1\n- b\n"))
        #expect(error.kind == .parser)
        #expect(error.mark == Mark(line: 2, column: 1))
        #expect(error.message.contains("while parsing a block mapping (started at 1:1)"))
    }

    @Test func tabIndentationIsAScannerError() throws {
        let error = try #require(loadError("a:\n\tb: 1\n"))
        #expect(error.kind == .scanner)
        #expect(error.mark == Mark(line: 2, column: 1))
    }

    @Test func duplicateKeyNamesTheKeyAndTheFirstLine() throws {
        let error = try #require(loadError(try fixture("duplicate-key.yaml")))
        #expect(error.kind == .duplicateKey)
        #expect(error.mark == Mark(line: 4, column: 5))
        #expect(error.message == "duplicate key \"id\" (first defined at line 2)")
    }

    @Test func duplicateKeysCompareResolvedValues() throws {
        #expect(loadError("1: a\n0x1: b\n")?.kind == .duplicateKey)
        #expect(loadError("~: a\nnull: b\n")?.mark == Mark(line: 2, column: 1))
        #expect(loadError("1: a\n\"1\": b\n") == nil)  // an int and a string differ
        #expect(loadError("{a: 1, 'a': 2}")?.mark == Mark(line: 1, column: 8))
    }

    @Test func duplicateKeyInALargeMapping() throws {
        // Past the linear-scan limit the mapping switches to a dictionary: still caught.
        var text = (0..<40).map { "k\($0): \($0)\n" }.joined()
        text += "k7: again\n"
        let error = try #require(loadError(text))
        #expect(error.kind == .duplicateKey)
        #expect(error.mark == Mark(line: 41, column: 1))
        #expect(error.message == "duplicate key \"k7\" (first defined at line 8)")
    }

    @Test func undefinedAlias() throws {
        let error = try #require(loadError(try fixture("undefined-alias.yaml")))
        #expect(error.kind == .undefinedAlias)
        #expect(error.mark == Mark(line: 2, column: 8))
        #expect(error.message.contains("*missing"))
    }

    @Test func aliasToItselfIsUndefined() throws {
        // The anchor exists only once its collection ends, so a cycle cannot be built.
        #expect(loadError("a: &x [*x]\n")?.kind == .undefinedAlias)
    }

    @Test func emptyFile() throws {
        let error = try #require(loadError(""))
        #expect(error.kind == .empty)
        #expect(error.mark == Mark(line: 1, column: 1))
        #expect(loadError([0xEF, 0xBB, 0xBF])?.kind == .empty)
        #expect(loadError(" \n\n")?.kind == .empty)
    }

    @Test func commentsOnly() throws {
        let error = try #require(loadError(try fixture("comments-only.yaml")))
        #expect(error.kind == .empty)
        #expect(error.mark == Mark(line: 1, column: 1))
        #expect(error.message.hasPrefix("empty document: expected a mapping"))
    }

    @Test func secondDocumentIsRejectedAtItsStart() throws {
        let error = try #require(loadError(try fixture("two-documents.yaml")))
        #expect(error.kind == .multipleDocuments)
        #expect(error.mark == Mark(line: 2, column: 1))
    }

    @Test func explicitSingleDocumentLoads() throws {
        let node = try YAMLLoader().load("%YAML 1.1\n---\na: 1\n...\n")
        #expect(node["a"]?.mark == Mark(line: 3, column: 4))
    }

    @Test func tooLargeWithoutParsing() throws {
        // Invalid YAML beyond the cap: the size check comes first.
        let error = try #require(loadError("[[[ this is not yaml", limits: .init(maxBytes: 10)))
        #expect(error.kind == .tooLarge)
        #expect(error.mark == Mark(line: 1, column: 1))
    }

    @Test func tagThatDoesNotFit() throws {
        let error = try #require(loadError("a: !!int twelve\n"))
        #expect(error.kind == .parser)
        #expect(error.mark == Mark(line: 1, column: 4))
        #expect(error.message == "\"twelve\" is not a valid !!int")
    }

    @Test func descriptionPrintsMarkMessageAndRule() throws {
        let error = try #require(loadError("a: *nowhere\n"))
        #expect(error.description == "1:4: error: alias *nowhere refers to no anchor &nowhere defined before it [yaml-undefined-alias]")
    }
}
