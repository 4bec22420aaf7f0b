/// The version reports carry, and where listkit is published (SARIF rule help links point into
/// its docs/).
public enum ListkitVersion {
    public static let current = "0.1.0"
    public static let homepage = "https://github.com/listkit/listkit"
}
