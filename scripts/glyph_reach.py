#!/usr/bin/env python3
"""How much further than a stand-in's glyphs SF's reach above and below the baseline, per
printable ASCII character: the measurement behind `StandInGlyphReach` (docs/layout.md, "Text";
`truncated-text`'s ink test). Reads font files the user points at; prints aggregate gaps only,
no font's own metrics. Not run by `make test`.

    .build/venv-text/bin/python scripts/glyph_reach.py \\
        SF-Pro-Text-Regular.otf:/usr/share/fonts/opentype/inter/Inter-Regular.otf \\
        SF-Pro-Display-Bold.otf:/usr/share/fonts/opentype/inter/InterDisplay-Bold.otf ...

Each argument is a pair `SF:STAND_IN` (`--length=1` or `2` first: shorter strings only).
Every string of one to three printable ASCII characters (space included) is shaped whole with
SF's default features (kerning, contextual alternates, as Core Text shapes a label), so a glyph a
context substitutes in SF is compared too. The stand-in's side is each character's own glyph
(its cmap's), as listkit measures a stand-in's reach (`FontFace.nominalInkExtents`): Inter's
contextual alternates (its raised colon in "12:30", "×" for the "x" of "0x0", raised hyphens
and brackets after capitals) reach less far than the characters' own glyphs, and are not what
SF draws. For each cluster SF shapes, its glyphs reach `gap` em further above (or below) the
baseline than the stand-in's glyph of the cluster's first character, charged to that
character (a ligature's reach is covered where its first character's is). Output, one line a
character: the largest gap above and below over all pairs and strings (em, 3 decimals;
negative: the stand-in reaches further everywhere), the pair and string where each was largest,
and the allowance that covers it: the gap plus 0.002 em rounded up to 0.005 em, 0 where the gap
is not positive.
"""
import math
import sys

import uharfbuzz as hb

PRINTABLE = [chr(c) for c in range(0x20, 0x7F)]


def load(path):
    face = hb.Face(hb.Blob.from_file_path(path))
    if face.glyph_count == 0:
        sys.exit(f"glyph_reach: {path}: not a font HarfBuzz can read")
    font = hb.Font(face)
    upem = face.upem
    cache = {}

    def reach(gid):
        if gid not in cache:
            e = font.get_glyph_extents(gid)
            if e is None or e.height == 0:
                cache[gid] = None
            else:
                # HarfBuzz's y grows upwards: the top is y_bearing, the bottom y_bearing + height.
                cache[gid] = (e.y_bearing / upem, -(e.y_bearing + e.height) / upem)
        return cache[gid]

    def nominal(ch):
        """The reach of the character's own glyph (cmap), None without an outline or glyph."""
        gid = font.get_nominal_glyph(ord(ch))
        return None if gid is None else reach(gid)

    def shape(text):
        """Per character position: the start of the cluster covering it and that cluster's
        reach (above, below) in em, or None for a cluster without an outline."""
        buf = hb.Buffer()
        buf.add_str(text)
        buf.guess_segment_properties()
        hb.shape(font, buf)
        by_cluster = {}
        for info in buf.glyph_infos:
            r = reach(info.codepoint)
            prev = by_cluster.get(info.cluster)
            if r is None:
                by_cluster.setdefault(info.cluster, None)
            elif prev is None:
                by_cluster[info.cluster] = r
            else:
                by_cluster[info.cluster] = (max(prev[0], r[0]), max(prev[1], r[1]))
        starts = sorted(by_cluster)
        out = []
        for p in range(len(text)):
            s = max(c for c in starts if c <= p)
            out.append((s, by_cluster[s]))
        return out

    return shape, nominal


def allowance(gap):
    return 0.0 if gap <= 0 else math.ceil(round((gap + 0.002) / 0.005, 6)) * 0.005


def main(argv):
    length = 3
    if argv and argv[0].startswith("--length="):
        length = int(argv.pop(0).split("=", 1)[1])  # shorter strings: a quick look
    pairs = [a.split(":", 1) for a in argv]
    if not pairs or any(len(p) != 2 for p in pairs):
        sys.exit(__doc__)
    shapers, nominals = {}, {}
    for sf, stand_in in pairs:
        if sf not in shapers:
            shapers[sf] = load(sf)[0]
        if stand_in not in nominals:
            nominal = load(stand_in)[1]
            nominals[stand_in] = {ch: nominal(ch) for ch in PRINTABLE}
    # worst[ch] = [(gap, pair, text) above, (gap, pair, text) below]
    worst = {ch: [(-math.inf, "", ""), (-math.inf, "", "")] for ch in PRINTABLE}
    texts = list(PRINTABLE)
    if length >= 2:
        texts += [a + c for a in PRINTABLE for c in PRINTABLE]
    if length >= 3:
        texts += [a + c + b for a in PRINTABLE for c in PRINTABLE for b in PRINTABLE]
    for text in texts:
        shaped = {path: shape(text) for path, shape in shapers.items()}
        for sf, stand_in in pairs:
            for p, (start, sf_reach) in enumerate(shaped[sf]):
                if sf_reach is None or start != p:
                    continue
                ch = text[start]
                in_reach = nominals[stand_in][ch]
                for d in (0, 1):
                    gap = sf_reach[d] - (in_reach[d] if in_reach is not None else -math.inf)
                    if gap > worst[ch][d][0]:
                        worst[ch][d] = (gap, f"{sf.rsplit('/', 1)[-1]}:{stand_in.rsplit('/', 1)[-1]}", text)
    print("char\tabove\tbelow\tallow_above\tallow_below\tworst_above\tworst_below")
    for ch in PRINTABLE:
        (ga, pa, ta), (gb, pb, tb) = worst[ch]
        if ga == -math.inf and gb == -math.inf:
            continue  # no outline in any SF face (the space)
        print(f"{ch!r}\t{ga:.3f}\t{gb:.3f}\t{allowance(ga):.3f}\t{allowance(gb):.3f}\t{pa} {ta!r}\t{pb} {tb!r}")


if __name__ == "__main__":
    main(sys.argv[1:])
