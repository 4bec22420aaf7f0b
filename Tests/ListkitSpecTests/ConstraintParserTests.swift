import ListkitSpec
import Testing

struct ConstraintParserTests {
    func parse(_ text: String) throws -> Constraint {
        try ConstraintParser.parse(text).get()
    }

    func atoms(_ text: String) throws -> [AtomicConstraint] {
        try parse(text).expanded().get()
    }

    @Test func anchorWithConstantAndPriority() throws {
        let c = try parse("top >= searchBar.bottom + 18 @250")
        #expect(c.first == Anchor(view: .this, attribute: .single(.top), offset: 0, length: 3))
        #expect(c.relation == .greaterOrEqual)
        #expect(c.rhs == .anchor(Anchor(view: .named("searchBar"), attribute: .single(.bottom), offset: 7, length: 16), multiplier: 1, constant: 18))
        #expect(c.priority == 250)
        #expect(c.priorityOffset == 30)
    }

    @Test func multipliersDivisionsAndNamedPriorities() throws {
        let half = try parse("width == parent.width * 0.5 - 4 @high")
        #expect(half.rhs == .anchor(Anchor(view: .parent, attribute: .single(.width), offset: 9, length: 12), multiplier: 0.5, constant: -4))
        #expect(half.priority == 750)
        let third = try parse("width == parent / 4")
        guard case .anchor(let a, let m, _) = third.rhs else { Issue.record("not an anchor"); return }
        #expect(a.attribute == nil)
        #expect(m == 0.25)
        let leading = try parse("height == 2 * width")
        #expect(leading.rhs == .anchor(Anchor(view: .this, attribute: .single(.width), offset: 14, length: 5), multiplier: 2, constant: 0))
        #expect(try parse("height == 44 @low").priority == 250)
        #expect(try parse("height == -4").rhs == .constant(-4))
    }

    @Test func sizesAndOtherViewsOnTheLeft() throws {
        #expect(try parse("size == 90x90").rhs == .size(Size(width: 90, height: 90)))
        #expect(try parse("title.top == parent.top").first.view == .named("title"))
        #expect(try parse("self.top == parent.top").first.view == .this)
    }

    @Test func errorsPointInsideTheString() {
        #expect(ConstraintParser.parse("top == parent.tpo") == .failure(.init(message: "unknown attribute 'tpo'; did you mean 'top'?", offset: 14)))
        #expect(ConstraintParser.parse("top = parent.top") == .failure(.init(message: "'=' is not a relation; did you mean '=='?", offset: 4)))
        #expect(ConstraintParser.parse("top == parent.top +") == .failure(.init(message: "expected a number after '+'", offset: 19)))
        #expect(ConstraintParser.parse("width == parent / 0") == .failure(.init(message: "division by zero", offset: 18)))
        #expect(ConstraintParser.parse("top == parent.top @") == .failure(.init(message: "expected a priority (1…1000, required, high or low) after '@'", offset: 19)))
        #expect(ConstraintParser.parse("top == ~") == .failure(.init(message: "expected a number or an anchor such as 'parent.top', found '~'", offset: 7)))
    }

    @Test func horizontalInsetFlipsTheFarEdge() throws {
        let a = try atoms("horizontal == parent + 18")
        #expect(a == [
            AtomicConstraint(first: .this, firstAttribute: .leading, relation: .equal, second: .parent, secondAttribute: .leading, constant: 18),
            AtomicConstraint(first: .this, firstAttribute: .trailing, relation: .equal, second: .parent, secondAttribute: .trailing, constant: -18),
        ])
    }

    @Test func edgesInequalityFlipsRelationOnFarEdges() throws {
        let a = try atoms("edges >= safeArea + 8 @999")
        #expect(a.map(\.firstAttribute) == [.top, .leading, .bottom, .trailing])
        #expect(a.map(\.relation) == [.greaterOrEqual, .greaterOrEqual, .lessOrEqual, .lessOrEqual])
        #expect(a.map(\.constant) == [8, 8, -8, -8])
        #expect(a.allSatisfy { $0.priority == 999 && $0.second == .safeArea })
    }

    @Test func sizeAndCenterCompounds() throws {
        let size = try atoms("size == 90x44")
        #expect(size.map(\.constant) == [90, 44])
        #expect(size.allSatisfy { $0.second == nil })
        let matched = try atoms("size == other * 0.5")
        #expect(matched.map(\.secondAttribute) == [.width, .height])
        #expect(matched.allSatisfy { $0.multiplier == 0.5 })
        let center = try atoms("center == parent")
        #expect(center.map(\.firstAttribute) == [.centerX, .centerY])
        #expect(center.map(\.constant) == [0, 0])
    }

    @Test func mismatchedCompoundsAreRejected() {
        #expect(throws: Constraint.ExpansionError.self) { try self.atoms("edges == parent.top") }
        #expect(throws: Constraint.ExpansionError.self) { try self.atoms("horizontal == parent.vertical") }
        #expect(throws: Constraint.ExpansionError.self) { try self.atoms("width == 90x90") }
    }

    @Test func sizeExpressions() throws {
        let e = try SizeExpressionParser.parse("(contentWidth - 16) / 3").get()
        #expect(e.evaluate(["contentWidth": 373]) == 119)
        #expect(e.names == ["contentWidth"])
        #expect(try SizeExpressionParser.parse("width * 0.5 + 20").get().evaluate(["width": 300]) == 170)
        #expect(try SizeExpressionParser.parse("-width + 400").get().evaluate(["width": 300]) == 100)
        #expect(try SizeExpressionParser.parse("44").get().evaluate([:]) == 44)
        #expect(try SizeExpressionParser.parse("width / 0").get().evaluate(["width": 1]) == nil)
        let deep = String(repeating: "(", count: 1000) + "1" + String(repeating: ")", count: 1000)
        #expect(throws: ConstraintParser.ParseError.self) { try SizeExpressionParser.parse(deep).get() }
    }

    @Test func didYouMean() {
        #expect(DidYouMean.best("botom", in: ["top", "bottom"]) == "bottom")
        #expect(DidYouMean.best("tpo", in: ["top", "bottom"]) == "top")
        #expect(DidYouMean.best("zebra", in: ["top", "bottom"]) == nil)
        // A key cut short is completed when only one candidate starts with it.
        #expect(DidYouMean.best("scrollable", in: ["automatic", "scrollableAxes", "never"]) == "scrollableAxes")
        #expect(DidYouMean.best("scroll", in: ["scrollableAxes", "scrollsToTop"]) == nil)
        #expect(DidYouMean.best("top", in: ["topMargin"]) == nil)
        #expect(DidYouMean.best("Label", in: ["label", "view"]) == "label")
    }

    @Test func placeholders() {
        #expect(Placeholders.names(in: "{author} wrote {body} {{not}} {author}") == ["author", "body"])
        #expect(Placeholders.bind("{a}-{b}-{{c}}", { $0 == "a" ? "1" : nil }) == "1-{b}-{c}}")
        // A text that is one placeholder is the value, or stays as written.
        let value = { (name: String) in name == "a" ? "1" : name == "é" ? "東京" : nil }
        #expect(Placeholders.bind("{a}", value) == "1")
        #expect(Placeholders.bind("{é}", value) == "東京")
        #expect(Placeholders.bind("{b}", value) == "{b}")
        #expect(Placeholders.bind("{a}{a}", value) == "11")
        #expect(Placeholders.bind("{{a}", value) == "{a}")
        #expect(Placeholders.bind("{}", value) == "{}")
        // A brace a combining mark follows is another character: no placeholder, as `names` says.
        #expect(Placeholders.names(in: "{\u{301}a}").isEmpty)
        #expect(Placeholders.bind("{\u{301}a}", value) == "{\u{301}a}")
    }
}
