// The platform's Foundation and C library, imported once for every file of the executable.
// On Linux, FoundationEssentials and Glibc: the full Foundation (with ICU and its start-up cost)
// is never loaded (StartupLinkageTests); on Darwin, Foundation brings both. `@_exported`
// because an import is otherwise seen by its own file only.
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
@_exported import Glibc
#else
@_exported import Foundation
#endif
