import ListkitLayout
import ListkitRender
import ListkitSpec

/// A review as one self-contained HTML page: the summary, then per screen and device the
/// pictures before and after with the changes outlined, the words for each change (linked to
/// the outlines), each list's stages with a step control, and the findings. Inline SVG, CSS
/// and script; nothing is fetched. Every name and text from the inputs is escaped; the same
/// review writes the same bytes.
public struct ReviewPage: Sendable {
    /// The page's title and heading.
    public var title: String

    public init(title: String = "listkit review") {
        self.title = title
    }

    public func render(_ review: Review) -> String {
        var out = head(review)
        out += "<header>\n<h1>\(html(title))</h1>\n" + summary(review) + contents(review) + legend() + "</header>\n<main>\n"
        var number = 0
        for file in review.files {
            out += "<section class=\"file\">\n<h2><code>\(html(file.path))</code></h2>\n"
            for failure in file.failures { out += "<p class=\"failure\" role=\"alert\">\(html(failure))</p>\n" }
            for screen in file.screens {
                number += 1
                out += ScreenSection(screen: screen, anchor: "s\(number)").markup()
            }
            out += "</section>\n"
        }
        return out + "</main>\n<script>\n\(ReviewPageAssets.script)</script>\n</body>\n</html>\n"
    }

    private func head(_ review: Review) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
        <title>\(html(title)): \(ReviewWords.headline(review.counts))</title>
        <style>
        \(ReviewPageAssets.style)
        \(SVGDevicePicture.styleSheet(scope: ".pic"))
        </style>
        </head>
        <body>

        """
    }

    private func summary(_ review: Review) -> String {
        let c = review.counts
        let rows: [(String, Int, String)] = [
            ("Screens changed", c.changed, "changed"), ("Screens added", c.added, "added"), ("Screens removed", c.removed, "removed"),
            ("Findings new", c.newFindings, "f-new"), ("Findings fixed", c.fixedFindings, "f-fixed"),
            ("Findings unchanged", c.unchangedFindings, "f-unchanged"),
        ]
        var out = "<table class=\"summary\">\n<caption>Summary</caption>\n<tbody>\n"
        for (name, value, className) in rows {
            out += "<tr class=\"\(className)\"><th scope=\"row\">\(name)</th><td>\(ReviewWords.count(value))</td></tr>\n"
        }
        if c.failures > 0 { out += "<tr class=\"failure\"><th scope=\"row\">Versions that do not load</th><td>\(c.failures)</td></tr>\n" }
        return out + "</tbody>\n</table>\n"
    }

    private func contents(_ review: Review) -> String {
        var out = "<nav aria-label=\"Screens\">\n<ol class=\"toc\">\n"
        var number = 0
        for file in review.files {
            for screen in file.screens {
                number += 1
                out += "<li><a href=\"#s\(number)\">\(html(file.path)) — \(html(screen.name))</a> "
                    + "<span class=\"st st-\(screen.status.rawValue)\">\(screen.status.rawValue)</span></li>\n"
            }
        }
        return out + "</ol>\n</nav>\n"
    }

    private func legend() -> String {
        var out = "<ul class=\"legend\" aria-label=\"Outline colours\">\n"
        for kind in ChangeKind.allCases {
            out += "<li><svg width=\"28\" height=\"16\" aria-hidden=\"true\"><rect class=\"ol ol-\(kind.rawValue)\" x=\"2\" y=\"2\" width=\"24\" height=\"12\"/></svg> \(kind.legend)</li>\n"
        }
        out += "<li><svg width=\"16\" height=\"16\" aria-hidden=\"true\"><circle class=\"fm fm-new\" cx=\"8\" cy=\"8\" r=\"6\"/></svg> new finding</li>\n"
        out += "<li><svg width=\"16\" height=\"16\" aria-hidden=\"true\"><circle class=\"fm fm-unchanged\" cx=\"8\" cy=\"8\" r=\"6\"/></svg> finding already there</li>\n"
        out += "<li><svg width=\"16\" height=\"16\" aria-hidden=\"true\"><circle class=\"fm fm-fixed\" cx=\"8\" cy=\"8\" r=\"6\"/></svg> fixed finding (before)</li>\n"
        return out + "</ul>\n"
    }
}

/// Text for HTML and SVG: the five markup characters escaped, and characters XML cannot hold
/// replaced by spaces (`SVGDevicePicture.escaped`, one escaping for the whole page).
func html(_ text: String) -> String { SVGDevicePicture.escaped(text) }
