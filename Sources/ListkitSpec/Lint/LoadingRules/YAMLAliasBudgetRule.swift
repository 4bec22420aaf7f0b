import ListkitYAML

// The YAML loader's rule for `YAMLError.Kind.aliasBudget` (its id is the kind's `rule`).

extension RuleDescription {
    public static let yamlAliasBudget = RuleDescription(
        id: RuleID(YAMLError.Kind.aliasBudget.rule), severity: .error,
        summary: "Alias expansion beyond the budget (\"billion laughs\").",
        rationale: "Aliases of aliases grow exponentially; a budget keeps a small hostile file from exhausting memory. An error.",
        examples: [
            RuleExample(file: "yaml-alias-budget.yaml", triggering: #"""
                # Nine anchors, each nine aliases of the one before ("billion laughs").
                a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]
                b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
                c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
                d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
                e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
                f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]
                g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]
                h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]
                i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h]
                j: &j [*i, *i, *i, *i, *i, *i, *i, *i, *i]

                """#,
                fixed: nil),
        ])
}
