import Testing
@testable import ListkitYAML

@Suite("Plain scalars resolve by the YAML 1.2 core schema")
struct CoreSchemaTests {
    static let table: [(String, Scalar.Value)] = [
        ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null), ("", .null), ("nULL", .string("nULL")),
        ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)),
        ("false", .bool(false)), ("False", .bool(false)), ("FALSE", .bool(false)), ("tRUE", .string("tRUE")),
        ("yes", .string("yes")), ("no", .string("no")), ("on", .string("on")), ("off", .string("off")),
        ("y", .string("y")), ("<<", .string("<<")),
        ("0", .int(0)), ("42", .int(42)), ("-17", .int(-17)), ("+8", .int(8)), ("007", .int(7)),
        ("0o17", .int(15)), ("0x1F", .int(31)), ("0xff", .int(255)), ("0o8", .string("0o8")), ("0x", .string("0x")),
        ("9223372036854775807", .int(Int.max)), ("-9223372036854775808", .int(Int.min)),
        ("9223372036854775808", .float(9_223_372_036_854_775_808)),
        ("0xFFFFFFFFFFFFFFFFFF", .string("0xFFFFFFFFFFFFFFFFFF")),
        ("1_000", .string("1_000")), ("0b101", .string("0b101")), ("-x", .string("-x")), ("+", .string("+")),
        ("1.5", .float(1.5)), (".5", .float(0.5)), ("5.", .float(5)), ("-2.5e3", .float(-2500)), ("1e3", .float(1000)),
        ("1E-2", .float(0.01)), (".inf", .float(.infinity)), ("-.Inf", .float(-.infinity)), ("+.INF", .float(.infinity)),
        (".", .string(".")), ("1e", .string("1e")), ("1.2.3", .string("1.2.3")), ("-.nan", .string("-.nan")),
        ("12:30", .string("12:30")), ("2024-01-01", .string("2024-01-01")), ("Review", .string("Review")),
    ]

    @Test(arguments: table)
    func plain(text: String, expected: Scalar.Value) throws {
        let node = try YAMLLoader().load("v: \(text)\n")
        #expect(node["v"]?.scalar?.value == expected)
        #expect(node["v"]?.scalar?.string == text)
    }

    @Test func nan() throws {
        for text in [".nan", ".NaN", ".NAN"] {
            guard case .float(let d)? = try YAMLLoader().load("v: \(text)")["v"]?.scalar?.value else {
                Issue.record("\(text) is not a float")
                continue
            }
            #expect(d.isNaN)
        }
    }

    @Test func quotedAndBlockScalarsAreStrings() throws {
        let node = try YAMLLoader().load("a: '1'\nb: \"true\"\nc: |\n  null\nd: !!str 3\ne: ! 4\n")
        #expect(node["a"]?.scalar?.value == .string("1"))
        #expect(node["b"]?.scalar?.value == .string("true"))
        #expect(node["c"]?.scalar?.value == .string("null\n"))
        #expect(node["d"]?.scalar?.value == .string("3"))
        #expect(node["e"]?.scalar?.value == .string("4"))
        #expect(node["e"]?.tag == "!")
    }

    @Test func standardTagsAreHonored() throws {
        let node = try YAMLLoader().load("a: !!int \"12\"\nb: !!float 3\nc: !!bool 'false'\nd: !!null ''\ne: !!str 5\n")
        #expect(node["a"]?.scalar?.value == .int(12))
        #expect(node["b"]?.scalar?.value == .float(3))
        #expect(node["c"]?.scalar?.value == .bool(false))
        #expect(node["d"]?.scalar?.value == .null)
        #expect(node["e"]?.scalar?.value == .string("5"))
        #expect(node["e"]?.tag == "tag:yaml.org,2002:str")
    }

    /// Tags outside the core schema would be read as plain text and mean nothing: each is an
    /// error at the tagged node, as is a core tag on the wrong kind of node.
    @Test func unknownTagsAreErrors() throws {
        for (yaml, message) in [("a: !custom 5\n", "1:4: error: tag '!custom' is not a core schema tag"),
                                ("a: !!python/object:os.system x\n", "1:4: error: tag '!!python/object:os.system' is not"),
                                ("a: !!set {x: null}\n", "1:4: error: tag '!!set' is not"),
                                ("a: !!int [1]\n", "1:4: error: tag '!!int' does not apply to a list"),
                                ("a: !!seq {b: 1}\n", "1:4: error: tag '!!seq' does not apply to a mapping"),
                                ("a: !<tag:example.com,2000:x> 1\n", "1:4: error: tag 'tag:example.com,2000:x' is not")] {
            #expect(throws: YAMLError.self) { try YAMLLoader().load(yaml) }
            do {
                _ = try YAMLLoader().load(yaml)
            } catch {
                #expect(error.kind == .unknownTag, "\(yaml)")
                #expect(error.description.hasPrefix(message), "\(yaml): \(error)")
            }
        }
        #expect(try YAMLLoader().load("a: !!map {b: !!seq [! x]}\n")["a"]?["b"]?.sequence?.count == 1)
    }
}
