internal import CHarfBuzz

/// One font file, shaped with HarfBuzz: the only place listkit calls it.
///
/// HarfBuzz applies the font's default features (kerning, contextual alternates, ligatures),
/// as Core Text does for a UILabel. A face is immutable once made, so shaping it from several
/// threads is safe (HarfBuzz documents `hb_font_t` as thread-safe once immutable); each call
/// gets its own buffer.
final class FontFace: @unchecked Sendable {
    /// The file it was read from.
    let path: String
    /// The PostScript name (name table ID 6), else the full name, else "".
    let postScriptName: String
    /// Ascender − descender + line gap, in em (what `UIFont.lineHeight` sums for a font file).
    let lineHeightEms: Double
    /// Ascender and descender (positive, below the baseline), in em.
    let ascenderEms: Double
    let descenderEms: Double
    private let font: OpaquePointer
    private let unitsPerEm: Double

    /// Reads a font file (OpenType or TrueType; a collection's first face); nil if HarfBuzz
    /// finds no glyphs in it.
    init?(path: String) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, 0)
        defer { hb_face_destroy(face) }
        guard let face, hb_face_get_glyph_count(face) > 0 else { return nil }
        let upem = hb_face_get_upem(face)
        guard upem > 0, let font = hb_font_create(face) else { return nil }
        hb_font_make_immutable(font)
        self.path = path
        self.font = font
        self.unitsPerEm = Double(upem)
        self.postScriptName = Self.name(face, id: hb_ot_name_id_t(HB_OT_NAME_ID_POSTSCRIPT_NAME)) ?? Self.name(face, id: hb_ot_name_id_t(HB_OT_NAME_ID_FULL_NAME)) ?? ""
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        self.lineHeightEms = Double(extents.ascender - extents.descender + extents.line_gap) / Double(upem)
        self.ascenderEms = Double(extents.ascender) / Double(upem)
        self.descenderEms = Double(-extents.descender) / Double(upem)
    }

    deinit { hb_font_destroy(font) }

    /// A run's glyph advances (in em, kerning applied) summed per cluster: `advances[b]` is the
    /// advance of the cluster starting at UTF-8 byte `b`; `missing[b]` is true when the font has
    /// no glyph for it (HarfBuzz's glyph 0, .notdef).
    /// - Complexity: O(n) in the text's UTF-8 length (HarfBuzz's shaping is linear for Latin).
    func shape(_ text: String) -> (advances: [Double], missing: [Bool]) {
        let utf8 = Array(text.utf8)
        var advances = [Double](repeating: 0, count: utf8.count)
        var missing = [Bool](repeating: false, count: utf8.count)
        withShaped(utf8) { buffer in
            var count: UInt32 = 0
            let infos = hb_buffer_get_glyph_infos(buffer, &count)
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
            guard let infos, let positions else { return }
            for i in 0..<Int(count) {
                let cluster = Int(infos[i].cluster)
                guard cluster < advances.count else { continue }
                advances[cluster] += Double(positions[i].x_advance) / unitsPerEm
                if infos[i].codepoint == 0 { missing[cluster] = true }
            }
        }
        return (advances, missing)
    }

    /// Calls `body` with a HarfBuzz buffer holding `utf8` shaped by this face (nothing is
    /// called where HarfBuzz cannot make a buffer). The buffer lives for the call only.
    @inline(__always)
    private func withShaped(_ utf8: [UInt8], _ body: (OpaquePointer) -> Void) {
        guard let buffer = hb_buffer_create() else { return }
        defer { hb_buffer_destroy(buffer) }
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        body(buffer)
    }

    /// How far a run's glyphs reach above and below its baseline (both positive, in em), from
    /// their outlines' extents as shaped: what a line too short for its text may cut
    /// (`GeometryChecks.inkFits`) in the font itself. A run without outlines (spaces) reaches
    /// nowhere.
    /// - Complexity: O(n) in the text's UTF-8 length.
    func inkExtents(_ text: String) -> (above: Double, below: Double) {
        var above = 0.0, below = 0.0
        withShaped(Array(text.utf8)) { buffer in
            var count: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &count) else { return }
            for i in 0..<Int(count) {
                guard let reach = reach(ofGlyph: infos[i].codepoint) else { continue }
                above = max(above, reach.above)
                below = max(below, reach.below)
            }
        }
        return (above, below)
    }

    /// How far the characters' own glyphs (the cmap's, not shaped) reach above and below the
    /// baseline (in em), each lengthened by `allowance` of its character: the reach of a text
    /// in the font this face stands in for (`StandInGlyphReach`). Not shaped, because the
    /// allowances were measured against these glyphs: a stand-in's contextual alternates
    /// (Inter's raised colon in "12:30", its "×" for the "x" of "0x0", hyphens and brackets
    /// raised after capitals) reach less far than its characters' own glyphs, and SF does not
    /// draw them. A character without a glyph, or a glyph without an outline, reaches nowhere.
    /// - Complexity: O(n) in the text's length.
    func nominalInkExtents(_ text: String, allowance: (Unicode.Scalar) -> (above: Double, below: Double)) -> (above: Double, below: Double) {
        var above = 0.0, below = 0.0
        for scalar in text.unicodeScalars {
            var glyph: hb_codepoint_t = 0
            guard hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0, let reach = reach(ofGlyph: glyph) else { continue }
            let extra = allowance(scalar)
            above = max(above, reach.above + extra.above)
            below = max(below, reach.below + extra.below)
        }
        return (above, below)
    }

    /// How far a glyph's outline reaches above and below the baseline (below positive, in em);
    /// nil for a glyph without one.
    private func reach(ofGlyph glyph: hb_codepoint_t) -> (above: Double, below: Double)? {
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(font, glyph, &extents) != 0, extents.height != 0 else { return nil }
        // HarfBuzz's y grows upwards: the top is `y_bearing`, the bottom `y_bearing + height`.
        return (Double(extents.y_bearing) / unitsPerEm, -Double(extents.y_bearing + extents.height) / unitsPerEm)
    }

    private static func name(_ face: OpaquePointer, id: hb_ot_name_id_t) -> String? {
        var length: UInt32 = 256
        var storage = [CChar](repeating: 0, count: Int(length))
        let total = hb_ot_name_get_utf8(face, id, hb_language_from_string("en", -1), &length, &storage)
        guard total > 0 else { return nil }
        let bytes = storage.prefix(Int(length)).map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
