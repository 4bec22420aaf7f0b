/// The review page's stylesheet and script, inline in every page (it opens from a CI artifact,
/// offline). Colours come in light and dark (`prefers-color-scheme`); each change kind has its
/// colour and its own dash pattern, so outlines differ without colour too, over a white halo
/// that keeps them visible on any fill the picture has.
enum ReviewPageAssets {
    static let style = """
    :root{--bg:#ffffff;--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--panel:#f6f8fa;--focus:#0969da;
    --added:#1a7f37;--removed:#cf222e;--moved:#bf3989;--resized:#bc4c00;--changed:#1b7c83}
    @media (prefers-color-scheme: dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--line:#3d444d;--panel:#151b23;--focus:#4493f8;
    --added:#3fb950;--removed:#f85149;--moved:#db61a2;--resized:#db6d28;--changed:#39c5cf}}
    body{margin:0;padding:16px 24px;background:var(--bg);color:var(--fg);font:14px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif}
    h1{font-size:22px;margin:0 0 8px}h2{font-size:18px;border-bottom:1px solid var(--line);padding-bottom:4px;margin-top:32px}
    h3{font-size:16px;margin:24px 0 8px}h4{font-size:14px;margin:16px 0 6px}
    code{font:12px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;overflow-wrap:anywhere}
    a{color:var(--focus)}
    :focus-visible{outline:2px solid var(--focus);outline-offset:2px}
    table.summary{border-collapse:collapse;margin:8px 0}table.summary caption{text-align:left;font-weight:600}
    table.summary th,table.summary td{border:1px solid var(--line);padding:2px 10px;text-align:left}
    .toc{padding-left:20px}
    .legend{list-style:none;display:flex;flex-wrap:wrap;gap:6px 18px;padding:0;margin:8px 0}
    .legend li{display:flex;align-items:center;gap:6px}
    .st{font-size:12px;border:1px solid var(--line);border-radius:10px;padding:0 8px;color:var(--muted)}
    .st-added{color:var(--added)}.st-removed{color:var(--removed)}.st-changed{color:var(--focus)}
    .screen{border:1px solid var(--line);border-radius:8px;padding:0 16px 16px;margin:16px 0;background:var(--bg)}
    .pair{display:flex;flex-wrap:wrap;gap:24px;position:relative}
    .side{margin:0}.side figcaption{color:var(--muted);font-size:12px;margin-bottom:4px}
    .pair.overlaid{display:block}.pair.overlaid .after{position:absolute;left:0;top:0;opacity:.55}
    .pair.overlaid .after figcaption{visibility:hidden}
    .pic{display:block}
    .ol{fill:none;stroke-width:2.5;vector-effect:non-scaling-stroke}
    .olh{fill:none;stroke:#ffffff;stroke-width:5.5;vector-effect:non-scaling-stroke}
    .ol-added{stroke:var(--added)}.ol-removed{stroke:var(--removed);stroke-dasharray:6 3}
    .ol-moved{stroke:var(--moved)}.ol-resized{stroke:var(--resized);stroke-dasharray:2 2}
    .ol-changed{stroke:var(--changed);stroke-dasharray:8 2 2 2}
    .ol.hl{stroke-width:5;fill:var(--focus);fill-opacity:.12}
    .fm{stroke:#ffffff;stroke-width:1.5}.fm-new{fill:var(--removed)}.fm-unchanged{fill:#8c959f}.fm-fixed{fill:var(--added)}
    .fm.hl{stroke:var(--focus);stroke-width:3}
    .notes,.findings{padding-left:20px}
    .note,.finding{margin:4px 0;border-radius:4px;padding:2px 4px}
    .note.hl,.finding.hl{background:var(--panel);outline:2px solid var(--focus)}
    .badge{font-size:11px;font-weight:600;text-transform:uppercase;letter-spacing:.03em;border-radius:4px;padding:0 5px;border:1px solid currentColor}
    .k-added .badge,.m-inserted .badge{color:var(--added)}.k-removed .badge,.m-deleting .badge{color:var(--removed)}
    .k-moved .badge,.m-moved .badge,.m-moving .badge{color:var(--moved)}.k-resized .badge{color:var(--resized)}
    .k-changed .badge,.m-updated .badge{color:var(--changed)}
    .f-new .badge{color:var(--removed)}.f-fixed .badge{color:var(--added)}.f-unchanged .badge{color:var(--muted)}
    .sev{color:var(--muted)}.sev-error{color:var(--removed)}
    .list{border-top:1px dashed var(--line);margin-top:12px}
    .stepper{display:flex;align-items:center;gap:8px;margin:6px 0}
    .stepper button{font:inherit;min-width:32px;background:var(--panel);color:var(--fg);border:1px solid var(--line);border-radius:6px;padding:2px 8px}
    .step{list-style:none;padding:0;margin:4px 0;font-size:13px}
    .step li{padding:1px 6px;border-left:3px solid transparent;content-visibility:auto;contain-intrinsic-size:auto 20px}
    .step .sec{font-weight:600;margin-top:4px}
    .m-inserted{border-left-color:var(--added)!important}.m-deleting{border-left-color:var(--removed)!important}
    .m-moved,.m-moving{border-left-color:var(--moved)!important}.m-updated{border-left-color:var(--changed)!important}
    .gap{color:var(--muted);font-style:italic}
    .path{color:var(--muted);font:11px ui-monospace,monospace}
    .failure{color:var(--removed);font-weight:600}.quiet,.absent{color:var(--muted)}
    .toggle{display:inline-block;margin-bottom:6px}
    """

    /// Highlighting (hover or focus on anything with a view's `data-k` lights it everywhere in
    /// its screen), the overlay toggles and the stage steppers. User text is never read into
    /// markup: it moves only through attributes and `textContent`.
    static let script = """
    (function () {
      'use strict';
      function each(list, f) { Array.prototype.forEach.call(list, f); }
      each(document.querySelectorAll('.screen'), function (screen) {
        function light(k, on) {
          each(screen.querySelectorAll('[data-k="' + k + '"]'), function (e) { e.classList.toggle('hl', on); });
        }
        each(screen.querySelectorAll('[data-k]'), function (e) {
          var k = e.getAttribute('data-k');
          if (!/^[0-9]+$/.test(k)) { return; }
          // Focus listeners only on what the keyboard reaches: Chromium makes an SVG shape with
          // one a tab stop, and every outline would be one.
          var keyboard = e.hasAttribute('tabindex');
          e.addEventListener('mouseenter', function () { light(k, true); });
          e.addEventListener('mouseleave', function () { light(k, false); });
          if (keyboard) {
            e.addEventListener('focus', function () { light(k, true); });
            e.addEventListener('blur', function () { light(k, false); });
          }
        });
      });
      each(document.querySelectorAll('.overlay-toggle'), function (box) {
        box.addEventListener('change', function () {
          box.closest('.device').querySelector('.pair').classList.toggle('overlaid', box.checked);
        });
      });
      each(document.querySelectorAll('.stepper'), function (stepper) {
        var steps = stepper.parentNode.querySelectorAll('.step');
        var range = stepper.querySelector('input');
        var output = stepper.querySelector('output');
        function show(i) {
          i = Math.max(0, Math.min(steps.length - 1, i));
          range.value = String(i);
          each(steps, function (step, j) { step.hidden = j !== i; });
          output.textContent = steps[i].getAttribute('data-title');
        }
        stepper.querySelector('.prev').addEventListener('click', function () { show(Number(range.value) - 1); });
        stepper.querySelector('.next').addEventListener('click', function () { show(Number(range.value) + 1); });
        range.addEventListener('input', function () { show(Number(range.value)); });
      });
    })();

    """
}
