import Foundation
import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// Fixtures of this target: Interface Builder documents written by hand for the tests.
enum IBFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    static func document(_ name: String) throws -> IBDocument {
        try IBDocument.read(bytes(name)).get()
    }

    /// A document given inline: a storyboard scene around a root view's content.
    static func storyboard(device: String = "retina6_12", width: Int = 390, height: Int = 844, controller: String = "",
                           subviews: String, constraints: String = "", extra: String = "", toolsVersion: String? = nil) -> [UInt8] {
        Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \(toolsVersion.map { "toolsVersion=\"\($0)\" " } ?? "")targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sce-00-001">
                    <objects>
                        <viewController id="vco-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="roo-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="saf-00-001"/>
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
        \(controller)
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            \(extra)
        </document>
        """.utf8)
    }

    /// A .xib given inline: its top-level objects after File's Owner.
    static func xib(device: String = "retina4_7", toolsVersion: String = "15505", objects: String) -> [UInt8] {
        Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        \(objects)
            </objects>
        </document>
        """.utf8)
    }

    /// A scene of a navigation controller whose root is the scene `vco-00-001` (of `storyboard`),
    /// its bar hidden (`navigationBarHidden="YES"`) or shown.
    static func navigationControllerScene(hidden: Bool) -> String {
        """
                <scene sceneID="sce-00-002">
                    <objects>
                        <navigationController \(hidden ? "navigationBarHidden=\"YES\" " : "")id="nav-00-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vco-00-001" kind="relationship" relationship="rootViewController" id="seg-00-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        """
    }

    /// A plain view saved at `frame` (`x="0" y="0" width="390" height="30"`) with a height
    /// constraint of `height`.
    static func fixedHeightView(_ id: String, frame: String, height: Int) -> String {
        fixedSizeView(id, frame: frame, "height", height)
    }

    /// A plain view saved at `frame` with one size constraint, `attribute` (`width` or `height`)
    /// == `constant`.
    static func fixedSizeView(_ id: String, frame: String, _ attribute: String, _ constant: Int) -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" \(frame)/>
            <constraints>
                <constraint firstAttribute="\(attribute)" constant="\(constant)" id="\(id)-\(attribute.prefix(1))"/>
            </constraints>
        </view>
        """
    }

    static func screens(_ bytes: [UInt8]) throws -> [IBScreen] {
        try IBDocument.read(bytes).get().screens()
    }

    /// The screen's views by id, depth first.
    static func views(_ spec: Spec) -> [String: ViewSpec] {
        var result: [String: ViewSpec] = [:]
        var pending = spec.views
        while let view = pending.popLast() {
            result[view.id.value] = view
            pending += view.children
        }
        return result
    }

    /// Solved frames by view id on the screen's design device.
    static func frames(_ spec: Spec) -> [String: Rect] {
        LayoutEngine(spec: spec).layout(on: spec.designDevice ?? spec.effectiveDevices[0]).result.framesByID
    }

    /// Whether a solved frame is the expected one, to the millionth of a point solved frames
    /// are kept to.
    static func near(_ solved: Rect?, _ expected: Rect) -> Bool {
        guard let solved else { return false }
        return [solved.x - expected.x, solved.y - expected.y, solved.width - expected.width, solved.height - expected.height].allSatisfy { abs($0) < 1e-5 }
    }

    /// Every view's constraint strings, "id: text".
    static func layout(_ spec: Spec) -> [String] {
        views(spec).values.sorted { $0.mark < $1.mark }.flatMap { view in view.layout.map { "\(view.id.value): \($0.text)" } }
    }
}
