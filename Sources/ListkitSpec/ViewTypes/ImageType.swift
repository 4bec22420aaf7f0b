extension ViewTypeDescription {
    /// `UIImageView`: sized by its `image: WxH` only (which `listkit import` writes from the
    /// document's image resources). Hugging 251: Interface Builder writes 251 on every image view
    /// it creates.
    static func image(_ m: ControlMetrics) -> ViewTypeDescription {
        ViewTypeDescription(
            type: .image,
            keys: ["image"],
            sizing: .none,
            hugging: .init(m.textAndImageHugging),
            text: .none,
            truncation: .none,
            baselines: .edges,
            interfaceBuilder: IBMapping(elements: ["imageView"], content: .image),
            drawing: .image,
            yamlSizeKey: "image")
    }
}
