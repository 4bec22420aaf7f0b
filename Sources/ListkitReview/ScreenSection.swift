import ListkitLayout
import ListkitRender
import ListkitSpec

/// One screen's part of the page: its devices' pictures, its changes in words, its lists'
/// stages and its findings. Everything that names a view carries `data-k`, the view's index
/// in the screen's id table, which the page's script uses to highlight a view everywhere at once.
struct ScreenSection {
    var screen: ScreenReview
    var anchor: String

    /// CSS pixels across one picture at most, so before and after fit side by side in a
    /// laptop's window, and CSS pixels per point at most (a phone at 0.6 is about 250 wide).
    static let largestPicture = 420.0
    static let largestZoom = 0.6

    func markup() -> String {
        var out = "<section class=\"screen\" id=\"\(anchor)\" aria-labelledby=\"\(anchor)-h\">\n"
        out += "<h3 id=\"\(anchor)-h\">\(html(screen.name)) <span class=\"st st-\(screen.status.rawValue)\">\(screen.status.rawValue)</span></h3>\n"
        if screen.status == .unchanged {
            return out + "<p class=\"quiet\">Nothing changed on this screen.</p>\n</section>\n"
        }
        for (index, device) in screen.devices.enumerated() { out += self.device(device, anchor: "\(anchor)d\(index + 1)") }
        out += notes()
        for (index, list) in screen.lists.enumerated() { out += ListSection(list: list, anchor: "\(anchor)l\(index + 1)").markup() }
        out += findings()
        return out + "</section>\n"
    }

    private func device(_ review: DeviceReview, anchor: String) -> String {
        let device = review.device
        let scale = min(Self.largestZoom, Self.largestPicture / (device.width + 2 * SVGDevicePicture.bezel))
        let heading = ReviewWords.device(device.width, device.height, name: device.name)
        var out = "<div class=\"device\">\n<h4>\(html(heading))</h4>\n"
        if review.old != nil && review.new != nil {
            out += "<label class=\"toggle\"><input type=\"checkbox\" class=\"overlay-toggle\"> overlay after on before</label>\n"
        }
        out += "<div class=\"pair\">\n"
        for (side, result) in [("before", review.old), ("after", review.new)] {
            out += "<figure class=\"side \(side)\">\n<figcaption>\(side == "before" ? "Before" : "After")</figcaption>\n"
            if let result {
                let label = "\(screen.name) on \(device.name), \(side)"
                out += SVGDevicePicture.markup(result, idPrefix: "\(anchor)\(side.prefix(1))", scale: scale, label: label,
                                               overlay: overlay(review, result: result, before: side == "before"))
            } else {
                out += "<p class=\"absent\">\(side == "before" ? "Not in the old version" : "Not in the new version")</p>\n"
            }
            out += "</figure>\n"
        }
        return out + "</div>\n</div>\n"
    }

    /// The outlines of one picture, then the markers of the findings at their views.
    private func overlay(_ review: DeviceReview, result: LayoutResult, before: Bool) -> String {
        var out = "<g class=\"overlay\">\n"
        for outline in review.outlines {
            guard let frame = before ? outline.old : outline.new, SVGDevicePicture.isDrawable(frame) else { continue }
            out += "<rect class=\"olh\" \(SVGDevicePicture.rectAttributes(frame))/>\n"
            out += "<rect class=\"ol ol-\(outline.kind.rawValue)\" data-k=\"\(outline.view)\" data-id=\"\(html(screen.viewIDs[before ? outline.oldView ?? outline.view : outline.view]))\" "
                + SVGDevicePicture.rectAttributes(frame) + "/>\n"
        }
        var frames: [String: Rect] = [:]
        for element in SVGDevicePicture.elements(of: result) where frames[element.id] == nil { frames[element.id] = element.frame }
        for finding in screen.findings where (finding.status == .fixed) == before {
            let frame = finding.view.flatMap { frames[screen.viewIDs[$0]] } ?? Rect(x: 0, y: 0, width: result.device.width, height: 0)
            guard SVGDevicePicture.isDrawable(frame) else { continue }
            let k = finding.view.map { " data-k=\"\($0)\"" } ?? ""
            out += "<circle class=\"fm fm-\(finding.status.rawValue)\"\(k) cx=\"\(SVGDevicePicture.number(frame.x + frame.width - 6))\""
                + " cy=\"\(SVGDevicePicture.number(frame.y + 6))\" r=\"6\"><title>\(html("\(finding.status.rawValue): \(finding.message) [\(finding.rule)]"))</title></circle>\n"
        }
        return out + "</g>\n"
    }

    private func notes() -> String {
        guard !screen.notes.isEmpty else { return "" }
        var out = "<h4>Changes</h4>\n<ul class=\"notes\">\n"
        for note in screen.notes {
            out += "<li class=\"note k-\(note.kind.rawValue)\" tabindex=\"0\" data-k=\"\(note.view)\">"
                + "<span class=\"badge\">\(note.kind.rawValue)</span> <code>\(html(note.name))</code>\n<ul>\n"
            for line in note.lines { out += "<li>\(html(line))</li>\n" }
            out += "</ul></li>\n"
        }
        return out + "</ul>\n"
    }

    private func findings() -> String {
        guard !screen.findings.isEmpty else { return "" }
        var out = "<h4>Findings</h4>\n<ul class=\"findings\">\n"
        for finding in screen.findings {
            let k = finding.view.map { " tabindex=\"0\" data-k=\"\($0)\"" } ?? ""
            let place = finding.view.map { " at <code>\(html(screen.viewIDs[$0]))</code>" } ?? ""
            out += "<li class=\"finding f-\(finding.status.rawValue)\"\(k)><span class=\"badge\">\(finding.status.rawValue)</span> "
                + "<span class=\"sev sev-\(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> "
                + "\(html(finding.message)) <code>[\(html(finding.rule))]</code>\(place), line \(finding.line)</li>\n"
        }
        return out + "</ul>\n"
    }
}

/// A list's stages: a step control (previous, a slider, next) over the list before and after
/// each stage; only the current step is shown.
struct ListSection {
    var list: ListReview
    var anchor: String

    /// Deleted cells named in a step; the rest are counted.
    static let deletedNamed = 20

    func markup() -> String {
        let counts = "\(ReviewWords.count(list.oldCount)) → \(ReviewWords.count(list.newCount)) cells"
        var out = "<div class=\"list\" id=\"\(anchor)\">\n<h4>List <code>\(html(list.id))</code>: \(counts)</h4>\n"
        guard !list.stages.isEmpty else { return out + "<p class=\"quiet\">The changeset cannot be replayed here; see listkit diff --verify.</p>\n</div>\n" }
        let last = list.stages.count - 1
        out += "<div class=\"stepper\">"
            + "<button type=\"button\" class=\"prev\" aria-label=\"Previous stage of \(html(list.id))\">◀</button>"
            + "<input type=\"range\" min=\"0\" max=\"\(last)\" value=\"0\" step=\"1\" aria-label=\"Stage of \(html(list.id))\">"
            + "<button type=\"button\" class=\"next\" aria-label=\"Next stage of \(html(list.id))\">▶</button>"
            + " <output aria-live=\"polite\">\(html(list.stages[0].title))</output></div>\n"
        for (index, stage) in list.stages.enumerated() {
            out += "<ol class=\"step\" data-step=\"\(index)\" data-title=\"\(html(stage.title))\"\(index == 0 ? "" : " hidden")>\n"
            for row in stage.rows { out += self.row(row) }
            if !stage.deleted.isEmpty {
                let shown = stage.deleted.prefix(Self.deletedNamed).map { "<code>\(html($0))</code>" }.joined(separator: ", ")
                let more = stage.deleted.count > Self.deletedNamed ? " and \(ReviewWords.count(stage.deleted.count - Self.deletedNamed)) more" : ""
                out += "<li class=\"row m-deleting\">deleted: \(shown)\(more)</li>\n"
            }
            out += "</ol>\n"
        }
        return out + "</div>\n"
    }

    private func row(_ row: StageWindow.Row) -> String {
        switch row {
        case .section(let id, let count, let mark):
            let badge = mark == .plain ? "" : " <span class=\"badge\">\(mark.rawValue)</span>"
            return "<li class=\"sec m-\(mark.rawValue)\">section <code>\(html(id))</code> (\(ReviewWords.count(count)) cells)\(badge)</li>\n"
        case .cell(let id, let path, let mark):
            let badge = mark == .plain ? "" : " <span class=\"badge\">\(mark.rawValue)</span>"
            return "<li class=\"row m-\(mark.rawValue)\"><span class=\"path\">\(path)</span> <code>\(html(id))</code>\(badge)</li>\n"
        case .gap(let count):
            return "<li class=\"gap\">… \(ReviewWords.count(count)) unchanged cell\(count == 1 ? "" : "s") …</li>\n"
        }
    }
}
