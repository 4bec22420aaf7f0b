/// Interface Builder documents written by hand for the lint and CLI tests: scenes, and a
/// storyboard around them (designed on a 390×844 iPhone, `retina6_12`).
public enum HandWrittenStoryboards {
    /// A storyboard of these scenes, designed on a 390×844 iPhone.
    public static func document(_ scenes: String...) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
        \(scenes.joined())    </scenes>
        </document>

        """
    }

    /// A screen whose bar (`bar-sb-001`) was saved 28 points below where its constraints put
    /// it: a `misplaced-view` warning.
    public static let misplacedScene = """
                <scene sceneID="sce-sb-001">
                    <objects>
                        <viewController id="vco-sb-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="roo-sb-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-sb-001">
                                        <rect key="frame" x="16" y="91" width="200" height="44"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="saf-sb-001"/>
                                <constraints>
                                    <constraint firstItem="bar-sb-001" firstAttribute="leading" secondItem="saf-sb-001" secondAttribute="leading" constant="16" id="con-sb-003"/>
                                    <constraint firstItem="bar-sb-001" firstAttribute="top" secondItem="saf-sb-001" secondAttribute="top" constant="16" id="con-sb-004"/>
                                    <constraint firstItem="bar-sb-001" firstAttribute="width" constant="200" id="con-sb-005"/>
                                    <constraint firstItem="bar-sb-001" firstAttribute="height" constant="44" id="con-sb-006"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>

    """

    /// A box `width` wide between 20-point insets of the safe area: a conflict unless the
    /// screen is `width` + 40 wide.
    public static func boxScene(width: Int) -> String {
        """
                    <scene sceneID="sce-sb-002">
                        <objects>
                            <viewController id="vco-sb-002" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="roo-sb-002">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-sb-001">
                                            <rect key="frame" x="20" y="67" width="350" height="100"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="100" id="con-sb-001"/>
                                                <constraint firstAttribute="width" constant="\(width)" id="con-sb-002"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="saf-sb-002"/>
                                    <constraints>
                                        <constraint firstItem="box-sb-001" firstAttribute="top" secondItem="saf-sb-002" secondAttribute="top" constant="20" id="con-sb-007"/>
                                        <constraint firstItem="box-sb-001" firstAttribute="leading" secondItem="saf-sb-002" secondAttribute="leading" constant="20" id="con-sb-008"/>
                                        <constraint firstItem="saf-sb-002" firstAttribute="trailing" secondItem="box-sb-001" secondAttribute="trailing" constant="20" id="con-sb-009"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>

        """
    }


    /// A table view controller whose cell holds a bar pinned top and bottom at 44 points (fine
    /// at its saved 44-point height, a conflict at a screen's), and a freeform 300×200 view
    /// controller with the same pinned bar at 200.
    public static let cellAndFreeformScenes = """
        <scene sceneID="sce-fs-001">
                <objects>
                    <tableViewController id="tvc-fs-001" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl-fs-001">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" id="cel-fs-001">
                                    <rect key="frame" x="0.0" y="50" width="390" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-fs-001" id="cnt-fs-001">
                                        <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-fs-001">
                                                <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="bar-fs-001" firstAttribute="top" secondItem="cnt-fs-001" secondAttribute="top" id="con-fs-001"/>
                                            <constraint firstAttribute="bottom" secondItem="bar-fs-001" secondAttribute="bottom" id="con-fs-002"/>
                                            <constraint firstItem="bar-fs-001" firstAttribute="leading" secondItem="cnt-fs-001" secondAttribute="leading" id="con-fs-003"/>
                                            <constraint firstAttribute="trailing" secondItem="bar-fs-001" secondAttribute="trailing" id="con-fs-004"/>
                                            <constraint firstItem="bar-fs-001" firstAttribute="height" constant="44" id="con-fs-005"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
            <scene sceneID="sce-fs-002">
                <objects>
                    <viewController id="vco-fs-002" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="roo-fs-002">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-fs-002">
                                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="bar-fs-002" firstAttribute="top" secondItem="roo-fs-002" secondAttribute="top" id="con-fs-011"/>
                                <constraint firstAttribute="bottom" secondItem="bar-fs-002" secondAttribute="bottom" id="con-fs-012"/>
                                <constraint firstItem="bar-fs-002" firstAttribute="leading" secondItem="roo-fs-002" secondAttribute="leading" id="con-fs-013"/>
                                <constraint firstAttribute="trailing" secondItem="bar-fs-002" secondAttribute="trailing" id="con-fs-014"/>
                                <constraint firstItem="bar-fs-002" firstAttribute="height" constant="200" id="con-fs-015"/>
                            </constraints>
                        </view>
                        <size key="freeformSize" width="300" height="200"/>
                    </viewController>
                </objects>
            </scene>
    
    """
}
