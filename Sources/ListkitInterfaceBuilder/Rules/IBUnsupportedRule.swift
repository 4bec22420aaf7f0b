import ListkitSpec

extension RuleID {
    public static let ibUnsupported = RuleID("ib-unsupported")
}

extension RuleDescription {
    public static let ibUnsupported = RuleDescription(
        id: .ibUnsupported, severity: .info,
        summary: "Something in an Interface Builder document that listkit cannot express yet (left out or approximated).",
        rationale: "What listkit leaves out or approximates may change the frames it checks; said so the reader knows, and information only since the document itself may be fine.",
        examples: [
            RuleExample(file: "ib-unsupported.storyboard", triggering: #"""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                    <device id="retina6_12" orientation="portrait" appearance="light"/>
                    <scenes>
                        <scene sceneID="sce-un-001">
                            <objects>
                                <viewController id="vco-un-001" customClass="VolumeViewController" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="roo-un-001">
                                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                        <subviews>
                                            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pan-un-001" userLabel="Pager">
                                                <rect key="frame" x="0.0" y="0.0" width="390" height="100"/>
                                                <subviews>
                                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot-un-001" userLabel="Dot">
                                                        <rect key="frame" x="8" y="55" width="10" height="10"/>
                                                        <constraints>
                                                            <constraint firstAttribute="width" constant="10" id="con-un-005"/>
                                                            <constraint firstAttribute="height" constant="10" id="con-un-006"/>
                                                        </constraints>
                                                    </view>
                                                </subviews>
                                                <viewLayoutGuide key="safeArea" id="psa-un-001"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="100" id="con-un-004"/>
                                                    <constraint firstItem="psa-un-001" firstAttribute="bottom" secondItem="dot-un-001" secondAttribute="bottom" constant="82" id="con-un-007"/>
                                                    <constraint firstItem="dot-un-001" firstAttribute="top" secondItem="psa-un-001" secondAttribute="top" constant="8" id="con-un-008"/>
                                                </constraints>
                                            </scrollView>
                                        </subviews>
                                        <viewLayoutGuide key="safeArea" id="saf-un-001"/>
                                        <constraints>
                                            <constraint firstItem="pan-un-001" firstAttribute="leading" secondItem="roo-un-001" secondAttribute="leading" id="con-un-001"/>
                                            <constraint firstItem="roo-un-001" firstAttribute="trailing" secondItem="pan-un-001" secondAttribute="trailing" id="con-un-002"/>
                                            <constraint firstItem="pan-un-001" firstAttribute="top" secondItem="roo-un-001" secondAttribute="top" id="con-un-003"/>
                                        </constraints>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>

                """#,
                fixed: nil),
        ])
}
