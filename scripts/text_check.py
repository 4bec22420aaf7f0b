#!/usr/bin/env python3
"""Checks listkit's text measurement against an independent one: uharfbuzz (HarfBuzz's Python
binding, shaping the same Inter files) plus the model docs/layout.md documents — SF Pro's
tracking per size below 20 points (HIG table, linear between sizes), weight width factors (× 0.997
below 20 points), Inter
Display from 20 points without tracking, 1.19336 em lines, sizes rounded up to the device pixel.

  scripts/text_check.sh [LISTKIT]     sets up a venv with uharfbuzz, then runs this script
  text_check.py LISTKIT               LISTKIT: the listkit executable (.build/release/listkit)

Every case is a single-line label laid out by `listkit layout --format json` on a custom @3x
device. Pass criteria (issue #13): widths of labels under 20 pt within 1.0 pt mean error and
>= 80 % within 1 pt; heights within 0.5 pt for >= 90 %. Wrapping labels (lines: 0, fixed width)
must take the line count of a greedy break computed here (every wrapping label's height). Exit
status 1 when a criterion fails.
Never run by `make test` (it needs uharfbuzz from PyPI).
"""
import json
import math
import os
import subprocess
import sys
import tempfile

import uharfbuzz as hb

INTER = os.environ.get("INTER_DIR", "/usr/share/fonts/opentype/inter")
SCALE = 3
STYLE = {"ultraLight": "ExtraLight", "thin": "Thin", "light": "Light", "regular": "Regular", "medium": "Medium",
         "semibold": "SemiBold", "bold": "Bold", "heavy": "ExtraBold", "black": "Black"}
FACTOR = {"regular": 1.00, "light": 1.00, "medium": 1.01, "semibold": 1.02, "bold": 1.03, "heavy": 1.03}
# Below 20 points Inter's text faces are scaled by 0.997 on top of the weight factor (docs/layout.md, "Text").
TEXT_SCALE = 0.997
# HIG, Typography, tracking values, SF Pro on iOS: (size, points).
TRACKING = [(6, .24), (7, .23), (8, .21), (9, .17), (10, .12), (11, .06), (12, 0), (13, -.08), (14, -.15),
            (15, -.23), (16, -.31), (17, -.43), (18, -.44), (19, -.45), (20, -.45), (21, -.36), (22, -.26),
            (23, -.10), (24, .07), (25, .15), (26, .22), (27, .29), (28, .38), (29, .40), (30, .40), (31, .39),
            (32, .41), (33, .40), (34, .40), (35, .38), (36, .37)]

CASES = [
    ("MIDDLE LABEL", "regular", 17), ("Bottom Button", "regular", 17), ("Jane Appleseed", "semibold", 17),
    ("Settings", "regular", 17), ("Notifications", "regular", 17), ("Privacy & Security", "regular", 17),
    ("AVATAR WAVE", "bold", 17), ("Tokyo, Japan", "medium", 15), ("Sign in with Apple", "semibold", 17),
    ("Forgot password?", "regular", 15), ("Terms of Service", "regular", 13), ("Last updated 2 minutes ago", "regular", 12),
    ("Cancel", "regular", 17), ("Done", "semibold", 17), ("Delete Account", "bold", 17), ("Wi-Fi", "regular", 17),
    ("Bluetooth", "regular", 17), ("Airplane Mode", "regular", 17), ("Personal Hotspot", "regular", 17),
    ("Software Update", "regular", 16), ("Blue Bottle Coffee", "semibold", 17), ("Café · $$", "regular", 15),
    ("Open until 6 PM", "regular", 13), ("Reviews", "medium", 13), ("caption text here", "regular", 11),
    ("Fig. 1 — Overview", "light", 14), ("Total: $1,234.56", "medium", 16), ("Quarterly Report", "heavy", 18),
    ("Yesterday at 9:41 AM", "regular", 12), ("Add to Favorites", "regular", 16), ("VOLUME", "semibold", 10),
    ("Profile", "bold", 19),
    # From 20 points: SF Pro Display, Inter Display.
    ("Large Title", "bold", 34), ("Title One", "regular", 28), ("Title Two", "regular", 22), ("Section", "semibold", 20),
]


# Wrapping labels (lines: 0) at a fixed width: the line count from a greedy break at spaces,
# each candidate line shaped whole; checked through the label's height.
WRAPS = [
    ("Great pour-over and friendly staff. Worth the wait on weekend mornings, and the pastries are baked next door.", "regular", 17, 329),
    ("Designs list screens by day and bakes sourdough by night. Based in Lisbon.", "regular", 17, 353),
    ("Small, busy, loud at noon. The cold brew makes up for it.", "regular", 17, 200),
    ("A headline that is long enough to wrap twice on a small phone", "semibold", 17, 150),
    ("Quarterly results are in: revenue up, costs down, everyone happy", "regular", 13, 120),
    ("The quick brown fox jumps over the lazy dog", "bold", 22, 180),
]


def wrapped_lines(text, weight, size, width):
    lines, line = 0, []
    for word in text.split(" "):
        candidate = line + [word]
        if line and expected_width(" ".join(candidate), weight, size) > width + 1e-6:
            lines += 1
            line = [word]
        else:
            line = candidate
    return lines + 1


def tracking(size):
    if size <= TRACKING[0][0]:
        return size * 41 / 1000
    for (s0, t0), (s1, t1) in zip(TRACKING, TRACKING[1:]):
        if size <= s1:
            return t0 + (size - s0) / (s1 - s0) * (t1 - t0)
    raise ValueError("size beyond this script's table")


def font(weight, size):
    family = "InterDisplay" if size >= 20 else "Inter"
    blob = hb.Blob.from_file_path(f"{INTER}/{family}-{STYLE[weight]}.otf")
    face = hb.Face(blob)
    return hb.Font(face), face.upem


def expected_width(text, weight, size):
    shaped, upem = font(weight, size)
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(shaped, buf)
    ems = sum(p.x_advance for p in buf.glyph_positions) / upem
    # From 20 points Inter Display's own spacing stands in for SF's tracking (docs/layout.md, "Text").
    return ems * size * FACTOR[weight] * (TEXT_SCALE if size < 20 else 1) + (tracking(size) if size < 20 else 0) * len(text)


def round_up(value, scale=SCALE):
    return math.ceil(value * scale - 1e-6) / scale


def spec():
    lines = ["listkit: 1", "screen: TextCheck", "device: { name: check, width: 3000, height: 4000, scale: 3 }", "views:"]
    for i, (text, weight, size) in enumerate(CASES):
        font_value = f"{weight} {size}"
        lines.append(f'  - {{ id: l{i}, type: label, text: {json.dumps(text)}, font: "{font_value}", '
                     f'layout: [ "top == parent.top + {i * 60}", "leading == parent.leading" ] }}')
    for i, (text, weight, size, width) in enumerate(WRAPS):
        lines.append(f'  - {{ id: w{i}, type: label, lines: 0, text: {json.dumps(text)}, font: "{weight} {size}", '
                     f'layout: [ "top == parent.top + {2400 + i * 200}", "leading == parent.leading", "width == {width}" ] }}')
    return "\n".join(lines) + "\n"


def main():
    listkit = sys.argv[1] if len(sys.argv) > 1 else ".build/release/listkit"
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as f:
        f.write(spec())
        path = f.name
    out = subprocess.run([listkit, "layout", path, "--format", "json"], capture_output=True, text=True)
    os.unlink(path)
    if out.returncode not in (0, 1):
        sys.exit(f"listkit failed: {out.stderr}")
    frames = {v["id"]: v["frame"] for v in json.loads(out.stdout)["layouts"][0]["views"]}
    small, heights = [], []
    print(f"{'text':<28} {'weight':<9} {'size':>4} {'expected':>9} {'listkit':>8} {'error':>6}")
    for i, (text, weight, size) in enumerate(CASES):
        want = expected_width(text, weight, size)
        got = frames[f"l{i}"]["width"]
        error = abs(got - want)
        height_error = abs(frames[f"l{i}"]["height"] - round_up(1.19336 * size))
        heights.append(height_error)
        if size < 20:
            small.append(error)
        print(f"{text:<28} {weight:<9} {size:>4} {want:>9.2f} {got:>8.2f} {error:>6.2f}")
    wraps_ok = 0
    print(f"\n{'wrapping label':<40} {'width':>5} {'lines':>5} {'height':>7} {'listkit':>8}")
    for i, (text, weight, size, width) in enumerate(WRAPS):
        count = wrapped_lines(text, weight, size, width)
        want = round_up(count * 1.19336 * size)
        got = frames[f"w{i}"]["height"]
        wraps_ok += abs(got - want) <= 0.01
        print(f"{text[:38]:<40} {width:>5} {count:>5} {want:>7.2f} {got:>8.2f}")
    mean = sum(small) / len(small)
    within = sum(e <= 1.0 for e in small) / len(small)
    height_ok = sum(e <= 0.5 for e in heights) / len(heights)
    print(f"\n{len(CASES)} cases; under 20 pt ({len(small)}): mean width error {mean:.3f} pt, "
          f"{within:.0%} within 1 pt; heights within 0.5 pt: {height_ok:.0%}")
    print(f"wrapping labels with the oracle's line count: {wraps_ok} of {len(WRAPS)}")
    ok = mean <= 1.0 and within >= 0.8 and height_ok >= 0.9 and wraps_ok == len(WRAPS)
    print("PASS" if ok else "FAIL")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
