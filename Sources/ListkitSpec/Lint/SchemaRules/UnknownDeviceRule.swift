// The schema's rule: the decoder reports it while it reads a spec (SpecDecoder, ViewDecoding,
// ListDecoding, CellReader); `RuleDescription.decoding` lists it.

extension RuleID {
    public static let unknownDevice = RuleID("unknown-device")
}

extension RuleDescription {
    public static let unknownDevice = RuleDescription(
        id: .unknownDevice, severity: .error,
        summary: "A device preset the format does not know.",
        rationale: "Layout checks run per device; an unknown preset would leave the screen unchecked where it was meant to be. An error.",
        examples: [
            RuleExample(file: "unknown-device.yaml", triggering: #"""
                listkit: 1
                screen: S
                device: [iphone-15, iphone-51, pixel-7]
                views: []

                """#,
                fixed: #"""
                listkit: 1
                screen: S
                device: [iphone-15, iphone-se, { name: pixel-7, width: 412, height: 915 }]
                views: []

                """#),
        ])
}
