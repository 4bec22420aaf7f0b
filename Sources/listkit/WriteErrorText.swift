/// How a failed file write reads in `cannot write: …`: as Foundation's `localizedDescription`
/// of the `CocoaError` that `Data.write(to:)` throws, without loading Foundation for it
/// (docs/performance.md, "Start-up"). Foundation (swift-corelibs-foundation, NSError.swift)
/// writes "The operation could not be completed. " and then its failure reason for the code,
/// or "(NSCocoaErrorDomain error N.)" for a code it has none for.
enum WriteErrorText {
    static func describe(_ error: Error) -> String {
        guard let error = error as? CocoaError else { return "The operation could not be completed. (\(error))" }
        let code = error.code.rawValue
        return "The operation could not be completed. " + (failureReasons[code] ?? "(NSCocoaErrorDomain error \(code).)")
    }

    /// The failure reasons of the codes a write reports (FoundationEssentials maps `errno` to
    /// them: ENOENT 4, EACCES/EPERM 513, ENAMETOOLONG 514, EEXIST 516, ENOSPC/EDQUOT 640, EROFS
    /// 642, anything else 512, which has none).
    static let failureReasons: [Int: String] = [
        4: "The file doesn’t exist.",
        513: "You don’t have permission.",
        514: "The file name is invalid.",
        516: "A file with the same name already exists.",
        640: "There isn’t enough space.",
        642: "The volume is read only.",
    ]
}
