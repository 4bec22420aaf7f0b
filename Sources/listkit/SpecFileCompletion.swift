import ArgumentParser

extension CompletionKind {
    /// What the commands read as a screen: YAML specs and Interface Builder documents (the
    /// extensions a directory walk finds, `SpecFiles`).
    static var specFiles: CompletionKind { .file(extensions: ["yaml", "yml", "xib", "storyboard"]) }
}
