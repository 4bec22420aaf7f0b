internal import CYaml

/// The floor for benchmarks: what libyaml's event parser alone costs, with no tree built.
public enum LibYAMLFloor {
    /// Parses `bytes` with libyaml's event API and returns how many events it produced (up to the
    /// first error, if any). UTF-8 input, as the loader uses.
    /// - Complexity: O(n) in the input size.
    public static func countEvents(_ bytes: [UInt8]) -> Int {
        guard !bytes.isEmpty else { return 0 }
        return bytes.withUnsafeBufferPointer { buffer in
            let parser = EventParser(buffer)
            var event = yaml_event_t()
            var count = 0
            while parser.next(into: &event) == nil {
                count += 1
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                if done { break }
            }
            return count
        }
    }
}
