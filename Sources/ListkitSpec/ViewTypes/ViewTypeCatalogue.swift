/// Every view type's description. The switch below is the only one over `ViewType` in Sources
/// (`ViewTypeCatalogueTests` scans for others) and has no `default:`, so a new case does not
/// compile until it has a description.
public enum ViewTypeCatalogue {
    public static func description(of type: ViewType) -> ViewTypeDescription {
        switch type {
        case .view: return .view
        case .label: return .label
        case .button: return .button
        case .image: return .image
        case .stack: return .stack
        case .table: return .table
        case .collection: return .collection
        case .searchBar: return .searchBar
        case .textField: return .textField
        case .switch: return .switch
        case .slider: return .slider
        case .segmentedControl: return .segmentedControl
        case .stepper: return .stepper
        case .activityIndicator: return .activityIndicator
        case .progressView: return .progressView
        case .pageControl: return .pageControl
        case .textView: return .textView
        case .datePicker: return .datePicker
        case .pickerView: return .pickerView
        case .visualEffect: return .visualEffect
        case .scrollView: return .scrollView
        }
    }

    /// The type an Interface Builder element is read as, by element name.
    public static let typesByIBElement: [String: ViewType] = {
        var types: [String: ViewType] = [:]
        for type in ViewType.allCases {
            for element in type.entry.interfaceBuilder.elements { types[element] = type }
        }
        return types
    }()

    /// Every contradiction in the catalogue: each description's own `problems`, a description
    /// filed under another type, an IB element claimed by two types.
    public static func problems() -> [String] {
        var found: [String] = []
        var claimed: [String: ViewType] = [:]
        for type in ViewType.allCases {
            let entry = description(of: type)
            if entry.type != type { found.append("\(type.rawValue): its description is \(entry.type.rawValue)'s") }
            found += entry.problems().map { "\(type.rawValue): \($0)" }
            for element in entry.interfaceBuilder.elements {
                if let other = claimed[element] { found.append("\(type.rawValue): IB element '\(element)' is already \(other.rawValue)'s") }
                claimed[element] = type
            }
        }
        return found
    }
}

extension ViewType {
    /// This type's description in the catalogue.
    public var entry: ViewTypeDescription { ViewTypeCatalogue.description(of: self) }
}
