import ListkitYAML

/// The other way to the same spec: the whole YAML node tree first, cells included, then every
/// cell decoded from its node. Nothing but the sameness tests (cells read while loading are the
/// cells this path decodes, with the same findings) and the benchmarks' stages take it, hence
/// the SPI: `@_spi(NodeTree) import ListkitSpec`.
@_spi(NodeTree)
extension SpecLoader {
    public func loadDecodingTree(_ bytes: [UInt8], path: String) -> Loaded {
        do {
            return Self.decode(try yaml.load(bytes), cells: CellReader(), path: path)
        } catch {
            return Self.failed(error, path: path)
        }
    }
}
