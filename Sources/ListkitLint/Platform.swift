// The platform's Foundation and C library, imported once for the files of ListkitLint; importers (listkit, the tests) see it too, and import Foundation themselves anyway.
// On Linux, FoundationEssentials and Glibc: the full Foundation (with ICU and its start-up cost)
// is never loaded (StartupLinkageTests); on Darwin, Foundation brings both. `@_exported`
// because an import is otherwise seen by its own file only.
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
@_exported import Glibc
#else
@_exported import Foundation
#endif
