/// How much of a table cell's width an accessory takes from the content view, in points: the
/// accessory and its margins.
public struct AccessoryWidths: Sendable {
    public var disclosureIndicator: Double
    public var checkmark: Double
    public var detailButton: Double
    public var detailDisclosureButton: Double
    /// The gap a custom accessory view keeps from the cell's trailing edge (it takes its width
    /// plus this).
    public var customViewTrailingGap: Double

    public init(disclosureIndicator: Double, checkmark: Double, detailButton: Double, detailDisclosureButton: Double, customViewTrailingGap: Double) {
        self.disclosureIndicator = disclosureIndicator
        self.checkmark = checkmark
        self.detailButton = detailButton
        self.detailDisclosureButton = detailDisclosureButton
        self.customViewTrailingGap = customViewTrailingGap
    }

    public func width(of accessory: CellAccessory, viewSize: Size? = nil) -> Double {
        switch accessory {
        case .none: return 0
        case .disclosureIndicator: return disclosureIndicator
        case .checkmark: return checkmark
        case .detailButton: return detailButton
        case .detailDisclosureButton: return detailDisclosureButton
        case .custom: return (viewSize?.width ?? 0) + customViewTrailingGap
        }
    }
}
