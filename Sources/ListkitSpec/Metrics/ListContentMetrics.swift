/// `UIListContentConfiguration`'s layout defaults (`cell()`, `subtitleCell()`, `valueCell()`):
/// Apple documents the properties, not their values. Its top and bottom margins are the
/// cell's content view's (`MarginMetrics.tableCellVertical`).
public struct ListContentMetrics: Sendable {
    /// The configuration's own trailing margin, which remains beside an accessory.
    public var trailingMarginBesideAccessory: Double
    public var imageToTextPadding: Double
    public var textToSecondaryTextVerticalPadding: Double
    public var textToSecondaryTextHorizontalPadding: Double

    public init(trailingMarginBesideAccessory: Double, imageToTextPadding: Double,
                textToSecondaryTextVerticalPadding: Double, textToSecondaryTextHorizontalPadding: Double) {
        self.trailingMarginBesideAccessory = trailingMarginBesideAccessory
        self.imageToTextPadding = imageToTextPadding
        self.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
        self.textToSecondaryTextHorizontalPadding = textToSecondaryTextHorizontalPadding
    }
}
