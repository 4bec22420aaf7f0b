/// The related locations of one finding met on several devices (or size classes), each once.
/// A finding is one per cause whatever it caused on each device: a conflict that truncates a
/// label by other amounts on an @2x and an @3x iPhone stays one finding, with a note per
/// device. A note met on only some of the finding's devices says on which ("on iphone-se: …").
public enum RelatedLocationMerge {
    /// - Parameters:
    ///   - met: what each device (or group of devices) met, in the order met.
    ///   - devices: every device the finding was met on, in the order they are named.
    public static func merged(_ met: [(devices: [String], related: [RelatedLocation])], devices: [String]) -> [RelatedLocation] {
        var order: [RelatedLocation] = []
        var metOn: [RelatedLocation: [String]] = [:]
        for (names, related) in met {
            for location in related {
                if metOn[location] == nil { order.append(location) }
                for name in names where metOn[location]?.contains(name) != true { metOn[location, default: []].append(name) }
            }
        }
        return order.map { location in
            let names = devices.filter { metOn[location]?.contains($0) == true }
            guard names.count < devices.count else { return location }
            var partial = location
            partial.message = "on \(names.joined(separator: ", ")): \(location.message)"
            return partial
        }
    }
}
