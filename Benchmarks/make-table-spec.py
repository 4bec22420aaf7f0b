#!/usr/bin/env python3
"""A realistic N-cell table spec for Benchmarks/table-e2e.sh (issue #31).

    Benchmarks/make-table-spec.py N OUT.yaml [SEED]

One table of sections of 100 cells each, five cell kinds as a messaging or settings app has
them, so that the file is what a team writes rather than a bench's minimum:

  * message  an avatar, a name and a time on one baseline, a wrapping preview of 4-30 words, an
             unread badge whose `hidden` is bound to a field;
  * contact  an image beside a name and a wrapping detail line, a disclosure accessory;
  * banner   a wrapping title and a subtitle over the full width, a checkmark on some;
  * setting  a content configuration (valueCell) with a detail-button accessory;
  * toggle   a content configuration (subtitleCell) with a switch-sized accessory view.

About 15 % of the texts are non-ASCII (accents, CJK, emoji), some texts are long, and every
section has a header. Deterministic for a seed (default 1): the same file each run.
"""
import random
import sys

WORDS = ["coffee", "table", "morning", "list", "screen", "layout", "quiet", "street", "bakery", "friendly",
         "weekend", "pastry", "window", "light", "a", "the", "and", "of", "with", "great", "small", "busy",
         "tomorrow", "meeting", "photos", "station", "platform", "delayed", "reservation", "birthday"]
FOREIGN = ["café", "naïve", "Zürich", "crème brûlée", "東京", "서울", "日本語", "привет", "garçon", "😀", "🎉", "São Paulo"]
NAMES = ["Aiko Tanaka", "Ben", "Chloé Martin", "Dmitri Volkov", "Eun-ji", "Family", "Grégoire", "Hana",
         "Ivan Petrov", "Jürgen", "Kenji Watanabe", "Léa", "María José", "Nadia", "Oskar", "王小明"]


def words(rng, count):
    out = []
    for _ in range(count):
        out.append(rng.choice(FOREIGN) if rng.random() < 0.15 else rng.choice(WORDS))
    return " ".join(out)


def quoted(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def cell(rng, index):
    kind = rng.choices(["message", "contact", "banner", "setting", "toggle"], [40, 25, 15, 12, 8])[0]
    ident = "c%06d" % index
    if kind == "message":
        unread = rng.choice([0, 0, 0, 1, 2, 12, 128])
        return ("{ id: %s, kind: message, name: %s, time: %s, preview: %s, unread: %d, read: %s }"
                % (ident, quoted(rng.choice(NAMES)), quoted(rng.choice(["09:41", "Yesterday", "Monday", "12/05/26"])),
                   quoted(words(rng, rng.randint(4, 30))), unread, "true" if unread == 0 else "false"))
    if kind == "contact":
        return "{ id: %s, kind: contact, name: %s, detail: %s }" % (ident, quoted(rng.choice(NAMES)), quoted(words(rng, rng.randint(2, 12))))
    if kind == "banner":
        return "{ id: %s, kind: %s, title: %s, subtitle: %s }" % (
            ident, rng.choice(["banner", "checkedBanner"]), quoted(words(rng, rng.randint(3, 20))), quoted(words(rng, rng.randint(1, 4))))
    if kind == "setting":
        return "{ id: %s, kind: setting, title: %s, value: %s }" % (ident, quoted(words(rng, rng.randint(1, 4)).capitalize()), quoted(words(rng, 1)))
    return "{ id: %s, kind: toggle, title: %s, detail: %s }" % (ident, quoted(words(rng, rng.randint(1, 5)).capitalize()), quoted(words(rng, rng.randint(3, 15))))


def banner_kind(name, prefix, accessory):
    """A wrapping title over a subtitle, full width; `prefix` names its views."""
    return "\n".join([
        "  %s:" % name, "    height: automatic"] + (["    accessory: %s" % accessory] if accessory else []) + [
        "    views:",
        '      - { id: %sTitle, type: label, text: "{title}", font: title3, lines: 0, layout: [ "top == parent.top + 12", horizontal == parent + 16 ] }' % prefix,
        '      - { id: %sSubtitle, type: label, text: "{subtitle}", font: subheadline, layout: [ "top == %sTitle.bottom + 4", horizontal == parent + 16, "bottom == parent.bottom - 12" ] }' % (prefix, prefix),
    ]) + "\n"


KINDS = """cellKinds:
  message:
    height: automatic
    views:
      - { id: avatar, type: image, image: 52x52, layout: [ size == 52x52, "leading == parent.leading + 16", "top == parent.top + 10", "bottom <= parent.bottom - 10" ] }
      - { id: name, type: label, text: "{name}", font: headline, compressionResistance: { horizontal: 749 }, layout: [ "top == parent.top + 10", "leading == avatar.trailing + 12" ] }
      - { id: time, type: label, text: "{time}", font: subheadline, layout: [ "leading >= name.trailing + 8", "trailing == parent.trailing - 16", firstBaseline == name.firstBaseline ] }
      - { id: preview, type: label, text: "{preview}", font: subheadline, lines: 0, layout: [ "top == name.bottom + 2", "leading == name.leading", "trailing == badge.leading - 8", "bottom <= parent.bottom - 10" ] }
      - { id: badge, type: label, text: "{unread}", font: footnote, hidden: "{read}", hugging: 1000, compressionResistance: 1000, layout: [ "trailing == parent.trailing - 16", centerY == preview ] }
  contact:
    height: automatic
    accessory: disclosureIndicator
    views:
      - { id: photo, type: image, image: 40x40, layout: [ size == 40x40, "leading == parent.leading + 16", centerY == parent, "top >= parent.top + 8", "bottom <= parent.bottom - 8" ] }
      - { id: contactName, type: label, text: "{name}", font: body, hugging: { vertical: 252 }, layout: [ "top == parent.top + 8", "leading == photo.trailing + 12", "trailing == parent.trailing - 8" ] }
      - { id: contactDetail, type: label, text: "{detail}", font: footnote, lines: 0, layout: [ "top == contactName.bottom + 2", "leading == contactName.leading", "trailing == contactName.trailing", "bottom == parent.bottom - 8" ] }
  setting:
    accessory: detailButton
    content: { configuration: valueCell, text: "{title}", secondaryText: "{value}" }
  toggle:
    accessoryView: 51x31
    content: { configuration: subtitleCell, text: "{title}", secondaryText: "{detail}" }
"""


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    count, path = int(sys.argv[1]), sys.argv[2]
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    lines = ["listkit: 1", "screen: Inbox", "device: iphone-15", "navigationBar: { title: Inbox, largeTitle: true }",
             "views:", "  - id: inbox", "    type: table", "    layout: [ edges == parent ]", "    sections:"]
    for index in range(count):
        if index % 100 == 0:
            lines += ["      - id: s%04d" % (index // 100), "        header: %s" % quoted(words(rng, rng.randint(1, 4)).capitalize()),
                      "        cells:"]
        lines.append("          - " + cell(rng, index))
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n" + KINDS + banner_kind("banner", "banner", None) + banner_kind("checkedBanner", "checked", "checkmark"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
