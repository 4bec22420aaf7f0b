import ListkitSpec

extension RuleID {
    public static let ibSyntax = RuleID("ib-syntax")
}

extension RuleDescription {
    public static let ibSyntax = RuleDescription(
        id: .ibSyntax, severity: .error,
        summary: "A .xib or .storyboard that is not well-formed XML or not an iOS Interface Builder document.",
        rationale: "A document that cannot be read has no screens to check. An error.",
        examples: [
            RuleExample(file: "ib-syntax.xib", triggering: #"""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view contentMode="scaleToFill" id="vie-sx-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                        </objects>
                </document>

                """#,
                fixed: nil),
        ])
}
