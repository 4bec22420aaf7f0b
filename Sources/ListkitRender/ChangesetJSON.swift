import ListkitDiff

extension ChangesetRenderer {
    /// The changesets as JSON, schema version 1 (docs/changesets.md): keys always present
    /// and in a fixed order, one change per line.
    ///
    ///     {
    ///       "version": 1,
    ///       "lists": [
    ///         {
    ///           "name": "reviews",
    ///           "warnings": [],
    ///           "stages": [
    ///             {
    ///               "sectionDeletes": [2],
    ///               ...
    ///               "itemMoves": [
    ///                 {"from": {"section": 0, "item": 1}, "to": {"section": 1, "item": 4}, "id": "r2"}
    ///               ]
    ///             }
    ///           ]
    ///         }
    ///       ]
    ///     }
    ///
    /// - Complexity: O(total changes + field changes).
    /// - Parameter members: further top-level members (key, JSON value) after `lists`, such as
    ///   the spec diff's `views` and `constraints`.
    /// - Parameter states: each stage ends with `"state"`, the list after it (section ids
    ///   and item ids, replayed from the list's `old` sections; lists without `old` get none).
    public func json(members: [(key: String, value: String)] = [], states: Bool = false) -> String {
        var out = "{\n  \"version\": 1,\n  \"lists\": ["
        for (l, list) in lists.enumerated() {
            out += l == 0 ? "\n" : ",\n"
            out += "    {\n      \"name\": \(JSONWriter.quoted(list.name)),\n"
            out += "      \"warnings\": " + array(list.changeset.warnings.map(warning), indent: 6) + ",\n"
            out += "      \"stages\": ["
            let replayed = states ? list.old.flatMap { try? list.changeset.states(from: $0) } : nil
            for (k, stage) in list.changeset.stages.enumerated() {
                out += k == 0 ? "\n" : ",\n"
                out += "        {\n"
                let members: [(String, [String])] = [
                    ("sectionDeletes", stage.sectionDeletes.map { "\($0.index)" }),
                    ("sectionInserts", stage.sectionInserts.map { "\($0.index)" }),
                    ("sectionUpdates", stage.sectionUpdates.map { "\($0.index)" }),
                    ("sectionMoves", stage.sectionMoves.map { "{\"from\": \($0.from), \"to\": \($0.to)}" }),
                    ("itemDeletes", stage.itemDeletes.map { "{\(pathMembers($0.path)), \"id\": \(JSONWriter.quoted($0.id.string))}" }),
                    ("itemInserts", stage.itemInserts.map { "{\(pathMembers($0.path)), \"id\": \(JSONWriter.quoted($0.item.id.string))}" }),
                    ("itemUpdates", stage.itemUpdates.map {
                        "{\(pathMembers($0.path)), \"id\": \(JSONWriter.quoted($0.id.string)), \"fields\": \(fields(itemFieldChanges($0.old, $0.new)))}"
                    }),
                    ("itemMoves", stage.itemMoves.map { "{\"from\": \(path($0.from)), \"to\": \(path($0.to)), \"id\": \(JSONWriter.quoted($0.id.string))}" }),
                ]
                for (m, (key, values)) in members.enumerated() {
                    let scalars = key.hasPrefix("section") && key != "sectionMoves"
                    out += "          \(JSONWriter.quoted(key)): " + (scalars ? "[" + values.joined(separator: ", ") + "]" : array(values, indent: 10))
                    out += m == members.count - 1 && replayed == nil ? "\n" : ",\n"
                }
                if let replayed { out += "          \"state\": " + array(replayed[k].map(stateSection), indent: 10) + "\n" }
                out += "        }"
            }
            out += list.changeset.stages.isEmpty ? "]\n" : "\n      ]\n"
            out += "    }"
        }
        out += lists.isEmpty ? "]" : "\n  ]"
        for member in members { out += ",\n  \(JSONWriter.quoted(member.key)): \(member.value)" }
        return out + "\n}\n"
    }

    /// `[]`, or one element per line at `indent + 2`.
    private func array(_ elements: [String], indent: Int) -> String {
        guard !elements.isEmpty else { return "[]" }
        let pad = String(repeating: " ", count: indent)
        return "[\n" + elements.map { pad + "  " + $0 }.joined(separator: ",\n") + "\n" + pad + "]"
    }

    /// `{"id": "top", "items": ["r1", "r2"]}`.
    private func stateSection(_ section: DiffSection<SectionContent, ItemContent>) -> String {
        "{\"id\": \(JSONWriter.quoted(section.id)), \"items\": [" + section.items.map { JSONWriter.quoted($0.id.string) }.joined(separator: ", ") + "]}"
    }

    private func pathMembers(_ path: ItemPath) -> String { "\"section\": \(path.section), \"item\": \(path.item)" }

    private func path(_ path: ItemPath) -> String { "{\(pathMembers(path))}" }

    private func fields(_ changes: [FieldChange]) -> String {
        "[" + changes.map {
            "{\"name\": \(JSONWriter.quoted($0.name)), \"old\": \($0.old.map(JSONWriter.quoted) ?? "null"), \"new\": \($0.new.map(JSONWriter.quoted) ?? "null")}"
        }.joined(separator: ", ") + "]"
    }

    private func warning(_ warning: DiffWarning) -> String {
        switch warning {
        case let .duplicateItemID(id, old, new):
            return "{\"kind\": \"duplicateItemID\", \"id\": \(JSONWriter.quoted(id.string)), \"old\": [\(old.map(path).joined(separator: ", "))], \"new\": [\(new.map(path).joined(separator: ", "))]}"
        case let .duplicateSectionID(id, old, new):
            return "{\"kind\": \"duplicateSectionID\", \"id\": \(JSONWriter.quoted(id)), \"old\": [\(old.map(String.init).joined(separator: ", "))], \"new\": [\(new.map(String.init).joined(separator: ", "))]}"
        }
    }
}
