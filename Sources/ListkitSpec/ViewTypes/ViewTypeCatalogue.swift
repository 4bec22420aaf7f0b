/// Every view type's description, per iOS release: a description's sizes and insets are its
/// release's `ControlMetrics`, built once per release. The switch below is the only one over
/// `ViewType` in Sources (`ViewTypeCatalogueTests` scans for others) and has no `default:`, so a
/// new case does not compile until it has a description.
public enum ViewTypeCatalogue {
    /// A type's description on the default release (`UIKitRelease.default`): what decoding,
    /// the schema, the Interface Builder reader and the painters read, none of which depends on
    /// a release (keys, styles, text roles, IB elements, drawing).
    public static func description(of type: ViewType) -> ViewTypeDescription {
        description(of: type, in: descriptions(for: .default))
    }

    /// A type's description on a release: what layout sizes and aligns a view with.
    public static func description(of type: ViewType, in release: UIKitRelease) -> ViewTypeDescription {
        description(of: type, in: descriptions(for: release))
    }

    static func description(of type: ViewType, in all: Descriptions) -> ViewTypeDescription {
        switch type {
        case .view: return all.view
        case .label: return all.label
        case .button: return all.button
        case .image: return all.image
        case .stack: return all.stack
        case .table: return all.table
        case .collection: return all.collection
        case .searchBar: return all.searchBar
        case .textField: return all.textField
        case .`switch`: return all.`switch`
        case .slider: return all.slider
        case .segmentedControl: return all.segmentedControl
        case .stepper: return all.stepper
        case .activityIndicator: return all.activityIndicator
        case .progressView: return all.progressView
        case .pageControl: return all.pageControl
        case .textView: return all.textView
        case .datePicker: return all.datePicker
        case .pickerView: return all.pickerView
        case .visualEffect: return all.visualEffect
        case .scrollView: return all.scrollView
        }
    }

    /// Each release's descriptions, built once.
    static func descriptions(for release: UIKitRelease) -> Descriptions {
        switch release {
        case .iOS10: return iOS10
        case .iOS12: return iOS12
        case .iOS13: return iOS13
        case .iOS18: return iOS18
        case .iOS26: return iOS26
        }
    }

    static let iOS10 = Descriptions(ControlMetrics.of(.iOS10))
    static let iOS12 = Descriptions(ControlMetrics.of(.iOS12))
    static let iOS13 = Descriptions(ControlMetrics.of(.iOS13))
    static let iOS18 = Descriptions(ControlMetrics.of(.iOS18))
    static let iOS26 = Descriptions(ControlMetrics.of(.iOS26))

    /// One release's description of every type, from its control metrics. A class: a lookup
    /// hands out one reference, where a struct of 21 references was copied (21 retains and
    /// releases) on every `entry(on:)`, which layout calls per view and per cell.
    final class Descriptions: Sendable {
        let view: ViewTypeDescription
        let label: ViewTypeDescription
        let button: ViewTypeDescription
        let image: ViewTypeDescription
        let stack: ViewTypeDescription
        let table: ViewTypeDescription
        let collection: ViewTypeDescription
        let searchBar: ViewTypeDescription
        let textField: ViewTypeDescription
        let `switch`: ViewTypeDescription
        let slider: ViewTypeDescription
        let segmentedControl: ViewTypeDescription
        let stepper: ViewTypeDescription
        let activityIndicator: ViewTypeDescription
        let progressView: ViewTypeDescription
        let pageControl: ViewTypeDescription
        let textView: ViewTypeDescription
        let datePicker: ViewTypeDescription
        let pickerView: ViewTypeDescription
        let visualEffect: ViewTypeDescription
        let scrollView: ViewTypeDescription

        init(_ m: ControlMetrics) {
            view = .view(m)
            label = .label(m)
            button = .button(m)
            image = .image(m)
            stack = .stack(m)
            table = .table(m)
            collection = .collection(m)
            searchBar = .searchBar(m)
            textField = .textField(m)
            `switch` = .`switch`(m)
            slider = .slider(m)
            segmentedControl = .segmentedControl(m)
            stepper = .stepper(m)
            activityIndicator = .activityIndicator(m)
            progressView = .progressView(m)
            pageControl = .pageControl(m)
            textView = .textView(m)
            datePicker = .datePicker(m)
            pickerView = .pickerView(m)
            visualEffect = .visualEffect(m)
            scrollView = .scrollView(m)
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
    /// This type's description in the catalogue, on the default release.
    public var entry: ViewTypeDescription { ViewTypeCatalogue.description(of: self) }

    /// This type's description on a release (its sizes and alignment insets).
    public func entry(on release: UIKitRelease) -> ViewTypeDescription { ViewTypeCatalogue.description(of: self, in: release) }
}
