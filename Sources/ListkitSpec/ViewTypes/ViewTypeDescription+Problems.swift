extension ViewTypeDescription {
    /// Where the description contradicts itself: a fact that needs another the description
    /// does not give (text shown but no key for it, a truncation check without text, a
    /// baseline without measured text…). The catalogue's descriptions have none
    /// (`ViewTypeCatalogueTests`).
    public func problems() -> [String] {
        var found: [String] = []
        for key in text.keys where !keys.contains(key) {
            found.append("shows its '\(key)' but does not accept the key")
        }
        if sizing.measuresText, text == .none { found.append("is sized by its text but shows none (text role)") }
        switch truncation {
        case .none: break
        case .title:
            for sizing in [sizing] + sizingByStyle.values {
                switch sizing {
                case .insetText, .legacyTitle: continue
                case .none, .label, .field, .lineField, .textContainer, .fixed, .styled, .pages, .segments:
                    found.append("checks its title for truncation but is not sized by inset text")
                }
            }
        case .lines:
            if sizing != .label { found.append("checks its lines for truncation but is not sized as a label") }
        }
        if truncation != .none, text == .none { found.append("checks its text for truncation but shows none") }
        if baselines == .text, !sizing.measuresText { found.append("has text baselines but its sizing places no text") }
        let styled: [ControlStyle]
        if case .styled(let extents) = sizing { styled = extents.map(\.style) } else { styled = [] }
        let sized = styled + styles.filter { sizingByStyle[$0] != nil }
        if sized != styles || sizingByStyle.count + styled.count != styles.count {
            found.append("its styles \(styles.map(\.rawValue)) are not its sizing's \((styled + sizingByStyle.keys).map(\.rawValue))")
        }
        if !styles.isEmpty, !keys.contains("style") { found.append("has styles but does not accept 'style'") }
        if interfaceBuilder.elements.isEmpty { found.append("is read from no Interface Builder element") }
        for (name, p) in [("hugging", hugging), ("compression resistance", compressionResistance)]
        where !(1...1000).contains(p.horizontal) || !(1...1000).contains(p.vertical) {
            found.append("\(name) \(p.horizontal), \(p.vertical) is outside 1…1000")
        }
        found += drawingProblems()
        if Set(keys).count != keys.count { found.append("lists a key twice") }
        return found
    }

    /// A painter role that prints text needs text to print.
    private func drawingProblems() -> [String] {
        switch drawing {
        case .label, .button, .field, .textContainer:
            return text == .none ? ["is drawn with its text but shows none"] : []
        case .box, .stack, .list, .controlBox, .track, .roundedControl, .spinner, .pageDots, .image, .toggle:
            return []
        }
    }
}
