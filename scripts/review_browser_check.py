#!/usr/bin/env python3
"""Checks `listkit review` pages in a real browser: Debian's chromium, driven headless by
Playwright (never `playwright install`: the system browser at /usr/bin/chromium).

    review_browser_check.py check PAGE --listkit BIN [--pair PATH OLD NEW]... [--screenshot OUT.png]
    review_browser_check.py hostile PAGE
    review_browser_check.py compare ACTUAL.png GOLDEN.png
    review_browser_check.py long-tasks PAGE

`check` opens the page and asserts: no console errors or page errors; every outline
(`rect.ol`) of each PATH's screen sits where `listkit layout --format json` puts that view in
OLD (before) and NEW (after), scaled as the picture is; each stage control steps through every
stage, with its buttons and the arrow keys; Tab reaches every control. `hostile` asserts a page
made from hostile names runs no script but its own. `compare` compares two screenshots pixel by
pixel (a channel may differ by 24; at most 0.5% of pixels may differ). `long-tasks` opens a page,
steps through every stage and prints the longest task the browser saw, in ms.

Exit status: 0 passed, 1 a check failed (each failure printed), 77 no browser or no Playwright.
"""
import json
import os
import subprocess
import sys

CHROMIUM = os.environ.get("LISTKIT_CHROMIUM", "/usr/bin/chromium")
SKIP = 77


def browser():
    """Playwright and a launched chromium, or exit 77 when either is missing."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("skip: Python playwright is not installed (make test-deps)")
        sys.exit(SKIP)
    if not os.access(CHROMIUM, os.X_OK):
        print(f"skip: no browser at {CHROMIUM} (make test-deps installs Debian's chromium)")
        sys.exit(SKIP)
    manager = sync_playwright().start()
    # --no-sandbox: test containers often run as root, where chromium's sandbox refuses to start.
    launched = manager.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--font-render-hinting=none"])
    return manager, launched


def with_browser(body):
    """Runs body(launched, failures) with a browser, closes it, prints the failures; the
    exit status: 1 when there are any."""
    manager, launched = browser()
    failures = []
    try:
        body(launched, failures)
    finally:
        launched.close()
        manager.stop()
    for failure in failures:
        print(f"FAIL: {failure}")
    return 1 if failures else 0


def open_page(launched, path, failures):
    page = launched.new_page(viewport={"width": 1100, "height": 900}, device_scale_factor=1)
    page.on("console", lambda m: failures.append(f"console {m.type}: {m.text}") if m.type in ("error", "warning") else None)
    page.on("pageerror", lambda e: failures.append(f"page error: {e}"))
    page.on("dialog", lambda d: (failures.append(f"a dialog opened: {d.message}"), d.dismiss()))
    page.on("request", lambda r: failures.append(f"a request: {r.url}") if not r.url.startswith("file:") else None)
    page.goto("file://" + os.path.abspath(path))
    page.wait_for_load_state("load")
    return page


def layout_frames(listkit, spec):
    """Screen frames by id from `listkit layout --format json --all-devices`, per device name:
    views by id, cells, headers and footers as `list/section/cell` (content position at rest)."""
    out = subprocess.run([listkit, "layout", spec, "--format", "json", "--all-devices"], capture_output=True, text=True)
    if out.returncode not in (0, 1):
        raise SystemExit(f"listkit layout {spec} failed: {out.stderr}")
    frames = {}
    for layout in json.loads(out.stdout)["layouts"]:
        table = {}
        pending = list(layout["views"])
        while pending:
            view = pending.pop()
            table.setdefault(view["id"], view["frame"])
            pending += view.get("children", [])
            if "list" in view:
                add_list(table, view)
        frames[layout["device"]["name"]] = (layout["device"], table)
    return frames


def add_list(table, view):
    origin = view["frame"]
    inset = view["list"].get("contentInset", {}).get("top", 0)
    for section in view["list"]["sections"]:
        parts = [("header", section.get("header")), ("footer", section.get("footer"))]
        parts += [(cell["id"], cell) for cell in section.get("cells", [])]
        for name, part in parts:
            if not part:
                continue
            f = part["frame"]
            table.setdefault(f"{view['id']}/{section['id']}/{name}",
                             {"x": origin["x"] + f["x"], "y": origin["y"] + f["y"] + inset, "width": f["width"], "height": f["height"]})


def check_outlines(page, listkit, pairs, failures):
    """Every outline of each file's first screen against the layout's frames, in both pictures."""
    checked = 0
    for path, old, new in pairs:
        files = page.locator("section.file").filter(has=page.locator("h2 code", has_text=path))
        if files.count() != 1:
            failures.append(f"{path}: {files.count()} sections name it")
            continue
        screen = files.first.locator("section.screen").first
        expected = {"before": layout_frames(listkit, old), "after": layout_frames(listkit, new)}
        for device in screen.locator(".device").all():
            for side in ("before", "after"):
                figure = device.locator(f"figure.{side}")
                if figure.locator("svg.pic").count() == 0:
                    continue
                checked += check_picture(figure, expected[side], f"{path} {side}", failures)
    if checked == 0:
        failures.append("no outline was checked")
    return checked


def check_picture(figure, frames, where, failures):
    svg = figure.locator("svg.pic")
    label = svg.get_attribute("aria-label")
    device_name = label.rsplit(" on ", 1)[1].rsplit(", ", 1)[0]
    if device_name not in frames:
        failures.append(f"{where}: no layout for device {device_name}")
        return 0
    device, table = frames[device_name]
    screen = svg.locator("rect.screen").evaluate("""e => { const r = e.getBoundingClientRect();
        return {x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height}; }""")
    scale = screen["width"] / device["width"]
    if abs(screen["height"] / device["height"] - scale) > 0.01:
        failures.append(f"{where}: the picture is not scaled evenly")
    checked = 0
    for outline in svg.locator("rect.ol").all():
        view = outline.get_attribute("data-id")
        # The shape's geometry on screen (getBBox through the screen matrix), without its stroke.
        box = outline.evaluate("""e => { const b = e.getBBox(), m = e.getScreenCTM();
            return {x: m.a * b.x + m.c * b.y + m.e + window.scrollX, y: m.b * b.x + m.d * b.y + m.f + window.scrollY,
                    width: m.a * b.width, height: m.d * b.height}; }""")
        frame = table.get(view)
        if frame is None:
            failures.append(f"{where}: outline of {view!r} names no view of the layout")
            continue
        want = [screen["x"] + frame["x"] * scale, screen["y"] + frame["y"] * scale, frame["width"] * scale, frame["height"] * scale]
        got = [box["x"], box["y"], box["width"], box["height"]]
        if any(abs(a - b) > 1.0 for a, b in zip(want, got)):
            failures.append(f"{where}: outline of {view!r} at {[round(v, 1) for v in got]}, layout says {[round(v, 1) for v in want]}")
        checked += 1
    return checked


def check_steppers(page, failures):
    steppers = page.locator(".stepper").all()
    for index, stepper in enumerate(steppers):
        steps = stepper.locator("xpath=..").locator("ol.step")
        count = steps.count()

        def visible():
            shown = [i for i in range(count) if steps.nth(i).is_visible()]
            return shown

        def expect_at(i, how):
            if visible() != [i]:
                failures.append(f"stepper {index}: after {how} steps {visible()} are shown, not [{i}]")
            title = steps.nth(i).get_attribute("data-title")
            if stepper.locator("output").inner_text() != title:
                failures.append(f"stepper {index}: output says {stepper.locator('output').inner_text()!r}, not {title!r}")

        expect_at(0, "loading")
        for i in range(1, count):
            stepper.locator("button.next").click()
            expect_at(i, f"next x{i}")
        stepper.locator("button.next").click()
        expect_at(count - 1, "next past the end")
        stepper.locator("button.prev").click()
        expect_at(max(0, count - 2), "prev")
        stepper.locator("input[type=range]").focus()
        page.keyboard.press("Home")
        expect_at(0, "Home on the slider")
        page.keyboard.press("ArrowRight")
        expect_at(min(1, count - 1), "ArrowRight on the slider")
    return len(steppers)


def check_tab_order(page, failures):
    """Tab from the top until focus comes back around: every control must have been reached."""
    page.reload()
    page.wait_for_load_state("load")
    controls = page.evaluate("""() => {
        const all = document.querySelectorAll('a[href], button, input, [tabindex="0"]');
        all.forEach((e, i) => e.setAttribute('data-control', String(i)));
        return all.length;
    }""")
    reached = set()
    for _ in range(controls + 5):
        page.keyboard.press("Tab")
        current = page.evaluate("() => document.activeElement && document.activeElement.getAttribute('data-control')")
        if current is not None:
            reached.add(current)
    missing = controls - len(reached)
    if missing:
        failures.append(f"Tab reached {len(reached)} of {controls} controls")
    # Focus on a note highlights its view's outlines.
    note = page.locator("li.note").first
    if note.count():
        note.focus()
        k = note.get_attribute("data-k")
        lit = page.locator(f"section.screen:has(li.note[data-k='{k}']) rect.ol.hl[data-k='{k}']")
        if lit.count() == 0 and page.locator(f"rect.ol[data-k='{k}']").count() > 0:
            failures.append("focusing a note does not highlight its outlines")
    return controls


def check(args):
    page_path, listkit, pairs, screenshot = args[0], None, [], None
    i = 1
    while i < len(args):
        if args[i] == "--listkit":
            listkit = args[i + 1]; i += 2
        elif args[i] == "--pair":
            pairs.append(tuple(args[i + 1:i + 4])); i += 4
        elif args[i] == "--screenshot":
            screenshot = args[i + 1]; i += 2
        else:
            raise SystemExit(f"unknown argument {args[i]}")
    def body(launched, failures):
        page = open_page(launched, page_path, failures)
        outlines = check_outlines(page, listkit, pairs, failures) if listkit else 0
        steppers = check_steppers(page, failures)
        controls = check_tab_order(page, failures)
        toggles = page.locator(".overlay-toggle").all()
        for toggle in toggles:
            toggle.check()
            if "overlaid" not in (toggle.locator("xpath=ancestor::div[@class='device']").locator(".pair").get_attribute("class") or ""):
                failures.append("the overlay toggle does not overlay the pictures")
            toggle.uncheck()
        if screenshot:
            page.evaluate("() => { document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0); }")
            page.mouse.move(0, 0)
            page.screenshot(path=screenshot, full_page=True)
        print(f"{page_path}: {outlines} outlines, {steppers} stage controls, {controls} controls, {len(toggles)} overlay toggles")
    return with_browser(body)


def hostile(args):
    def body(launched, failures):
        page = open_page(launched, args[0], failures)
        state = page.evaluate("""() => ({
            scripts: document.scripts.length,
            images: document.images.length,
            pwned: typeof window.__pwned !== 'undefined',
            title: document.title,
            handlers: Array.from(document.querySelectorAll('*')).filter(e =>
                Array.from(e.attributes).some(a => a.name.startsWith('on'))).length,
        })""")
        page.locator("li.note, li.finding").first.hover() if page.locator("li.note, li.finding").count() else None
        if state["scripts"] != 1:
            failures.append(f"{state['scripts']} script elements, not the page's one")
        if state["images"] or state["handlers"] or state["pwned"]:
            failures.append(f"injected markup: {state}")
        if not state["title"].startswith("listkit review"):
            failures.append(f"the title changed: {state['title']!r}")
        print(f"{args[0]}: {state['scripts']} script, {state['images']} images, {state['handlers']} handler attributes")
    return with_browser(body)


def compare(args):
    from PIL import Image, ImageChops
    actual, golden = Image.open(args[0]).convert("RGB"), Image.open(args[1]).convert("RGB")
    if actual.size != golden.size:
        print(f"FAIL: {args[0]} is {actual.size}, the golden {golden.size}")
        return 1
    difference = ImageChops.difference(actual, golden)
    # A pixel differs when any channel differs by more than 24 of 255 (anti-aliasing stays under it).
    mask = difference.convert("L").point(lambda v: 255 if v > 24 else 0)
    differing = sum(1 for v in mask.getdata() if v)
    share = differing / (actual.size[0] * actual.size[1])
    print(f"{args[0]}: {differing} pixels differ ({share:.3%})")
    if share > 0.005:
        print(f"FAIL: {args[0]} differs from {args[1]} in {share:.3%} of its pixels")
        return 1
    return 0


def long_tasks(args):
    def body(launched, failures):
        page = launched.new_page(viewport={"width": 1100, "height": 900})
        page.add_init_script("""
            window.__longest = 0;
            new PerformanceObserver(list => list.getEntries().forEach(e => { window.__longest = Math.max(window.__longest, e.duration); }))
                .observe({type: 'longtask', buffered: true});
        """)
        page.on("pageerror", lambda e: failures.append(str(e)))
        page.goto("file://" + os.path.abspath(args[0]))
        for stepper in page.locator(".stepper").all():
            steps = stepper.locator("xpath=..").locator("ol.step").count()
            for _ in range(steps):
                stepper.locator("button.next").click()
        page.wait_for_timeout(300)
        longest = page.evaluate("() => window.__longest")
        print(f"longest task: {longest:.0f} ms" + (" (none over 50 ms, the shortest the browser reports)" if longest == 0 else ""))
    return with_browser(body)


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    command, args = sys.argv[1], sys.argv[2:]
    commands = {"check": check, "hostile": hostile, "compare": compare, "long-tasks": long_tasks}
    if command not in commands:
        print(__doc__)
        return 2
    return commands[command](args)


if __name__ == "__main__":
    sys.exit(main())
