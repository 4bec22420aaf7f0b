import ListkitLayout
import ListkitSpec

/// What `listkit review` shows: every changed file's screens before and after, and the counts
/// of its summary. Built by `ReviewBuilder`, written by `ReviewPage` (HTML) and
/// `ReviewMarkdown`; it holds everything either prints, so both stay plain formatting.
public struct Review: Sendable {
    public var files: [FileReview]

    public init(files: [FileReview]) {
        self.files = files
    }

    public var screens: [ScreenReview] { files.flatMap(\.screens) }

    public struct Counts: Sendable, Equatable {
        public var changed = 0, added = 0, removed = 0, unchanged = 0
        public var newFindings = 0, fixedFindings = 0, unchangedFindings = 0
        /// New findings of error severity: what makes `listkit review` exit 1.
        public var newErrors = 0
        /// Versions that could not be read into screens.
        public var failures = 0
    }

    public var counts: Counts {
        var counts = Counts()
        for file in files { counts.failures += file.failures.count }
        for screen in screens {
            switch screen.status {
            case .changed: counts.changed += 1
            case .added: counts.added += 1
            case .removed: counts.removed += 1
            case .unchanged: counts.unchanged += 1
            }
            for finding in screen.findings {
                switch finding.status {
                case .new:
                    counts.newFindings += 1
                    if finding.severity == .error { counts.newErrors += 1 }
                case .fixed: counts.fixedFindings += 1
                case .unchanged: counts.unchangedFindings += 1
                }
            }
        }
        return counts
    }
}

/// One changed file: its path and its screens (a spec has one; a storyboard one per scene).
public struct FileReview: Sendable {
    public var path: String
    public var screens: [ScreenReview]
    /// A version that could not be read: "old: message" or "new: message".
    public var failures: [String]
}

public enum ScreenStatus: String, Sendable {
    case changed, added, removed, unchanged
}

/// How a view differs between the two pictures; each kind has its colour on the page.
public enum ChangeKind: String, Sendable, CaseIterable {
    case added, removed, moved, resized
    /// Same frame, other text, type, parent or constraints.
    case changed

    /// The legend's words for it.
    public var legend: String {
        switch self {
        case .added: return "added"
        case .removed: return "removed"
        case .moved: return "moved"
        case .resized: return "resized"
        case .changed: return "changed (text, type, parent or constraints)"
        }
    }
}

/// One screen's two versions: its pictures per device, the words for each changed view, its
/// lists' stages and its findings.
public struct ScreenReview: Sendable {
    public var name: String
    public var status: ScreenStatus
    public var devices: [DeviceReview]
    /// Every view id the page links (pictures and notes), by its index: `data-k` on the page.
    public var viewIDs: [String]
    public var notes: [ViewNote]
    public var lists: [ListReview]
    public var findings: [FindingNote]
}

/// One device's before and after pictures and the outlines drawn on them.
public struct DeviceReview: Sendable {
    public var device: Device
    public var old: LayoutResult?
    public var new: LayoutResult?
    public var outlines: [Outline]
}

/// A changed view's box in each picture it is in (nil: not in that version).
public struct Outline: Sendable, Equatable {
    /// Index in `ScreenReview.viewIDs`.
    public var view: Int
    public var kind: ChangeKind
    public var old: Rect?
    public var new: Rect?
    /// A cell, header or footer of a list (the list's stages tell its story), not a view.
    public var isListContent = false
    /// The old picture's id when it differs (a cell moved to another section): index in `viewIDs`.
    public var oldView: Int?
}

/// What changed about one view, in words (one line per fact), linked to its outlines.
public struct ViewNote: Sendable, Equatable {
    /// Index in `ScreenReview.viewIDs`.
    public var view: Int
    /// The id as the spec writes it (`Review.author` for a view of a cell kind).
    public var name: String
    public var kind: ChangeKind
    public var lines: [String]
}

/// A list's changeset as the page steps through it: the list before, then after each stage.
public struct ListReview: Sendable {
    public var id: String
    public var oldCount: Int
    public var newCount: Int
    /// Stage 0 is the list before any change; stage k the list after stage k.
    public var stages: [StageWindow]
}

/// A list's state at one step, reduced to the changed region: rows near a change, the rest
/// as counted gaps, so a 10,000-cell list shows a few dozen rows.
public struct StageWindow: Sendable, Equatable {
    public enum Mark: String, Sendable {
        case inserted, moved, updated, deleting, moving, plain
    }

    public enum Row: Sendable, Equatable {
        case section(id: String, count: Int, mark: Mark)
        case cell(id: String, path: String, mark: Mark)
        /// Cells left out: this many unchanged ones.
        case gap(Int)
    }

    /// "before" or "stage 2 of 3: 1 insert, 1 move".
    public var title: String
    public var rows: [Row]
    /// Cells deleted in this stage (ids), which the state after it no longer shows.
    public var deleted: [String]
}

/// A lint finding of either version, placed at the view it is about.
public struct FindingNote: Sendable, Equatable {
    public enum Status: String, Sendable {
        case new, fixed, unchanged
    }

    public var status: Status
    public var severity: Diagnostic.Severity
    public var rule: String
    public var message: String
    /// Index in `ScreenReview.viewIDs`, when the finding is inside a screen view.
    public var view: Int?
    /// The line in the version it was found in (the new one, or the old for a fixed finding).
    public var line: Int
}
