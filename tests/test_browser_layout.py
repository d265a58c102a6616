"""What people see, checked in a real browser: every page and every view of `streamlit run app.py` in Chromium.

On each view (the view pickers' options, read from each page's VIEWS; presenter mode once) the test checks:

- charts (plotly and altair SVG): every visible <text> (ticks, titles, labels, annotations, cell numbers) lies
  inside its chart's root svg, no two of them overlap (their boxes are the text's getBBox() mapped through
  getScreenCTM(), so rotated tick labels are compared as rotated rectangles, separating-axis test), and a text
  that sits on a plotly shape (Figure 1's boxes) stays inside that shape;
- no console error, no uncaught page error and no HTTP 404 (page.on("console"/"pageerror"/"response"));
- tables: st.dataframe draws its grid on a canvas, so its accessible copy (the hidden <table role="grid"> of
  glide-data-grid: header names and cell values) is read instead: no raw snake_case or `_%` header, no pandas
  RangeIndex column, no raw negative zero; and the grid never needs a horizontal scrollbar (a column cut off
  at the right edge);
- no number printed as "-0.0" (or "−0.00", "-0") anywhere in the page's text or chart text.

Screenshots of every view go to tests/artifacts/layout/ (docs/screenshots/ with UPDATE_SCREENSHOTS=1, the
convention of tests/test_browser.py).
"""

from __future__ import annotations

import ast
import os
import re
import time
from pathlib import Path

import pytest

from bench.server import CHROMIUM, CHROMIUM_ARGS, streamlit_server

from .test_browser import _require_browser, _settle

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parent.parent
UPDATE = os.environ.get("UPDATE_SCREENSHOTS") == "1"
SHOTS = ROOT / "docs" / "screenshots" if UPDATE else ROOT / "tests" / "artifacts" / "layout"

# Pages whose first view keeps the screenshot name the README shows (docs/screenshots/<url>.png).
README_SHOTS = {"home": "home", "decoding": "decoding"}
EXPLORER_SHOTS = {"heatmap": "attention-explorer-heatmap", "grid": "attention-explorer-grid",
                  "lines": "attention-explorer-lines", "stats": "attention-explorer-stats",
                  "rollout": "attention-explorer-rollout"}  # fmt: skip

NEGATIVE_ZERO = re.compile(r"(?<![\w.])[-−]0(?:[.,]0+)?(?![\d.,]*\d)(?![\w])")
RAW_HEADER_SOURCE = r"^(?!d_(?:model|k|v|ff)$)[a-z][a-z0-9]*(?:_[a-z0-9%]+)+$|_%"
RAW_HEADER = re.compile(RAW_HEADER_SOURCE)

# Runs in the page: returns a list of problems found in the charts and tables on screen.
CHECK_JS = r"""
(rawHeader) => {
  const problems = [];
  const raw = new RegExp(rawHeader);
  const visible = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentNode) {
      const s = getComputedStyle(e);
      if (s.display === 'none' || s.visibility === 'hidden' || parseFloat(s.opacity) === 0) return false;
      if (e.getAttribute && e.getAttribute('fill-opacity') === '0') return false;
    }
    return true;
  };
  const quad = (el) => {  // the element's box as four screen points (rotations kept)
    const b = el.getBBox(), m = el.getScreenCTM();
    if (!m || b.width === 0 || b.height === 0) return null;
    const p = (x, y) => ({x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f});
    return [p(b.x, b.y), p(b.x + b.width, b.y), p(b.x + b.width, b.y + b.height), p(b.x, b.y + b.height)];
  };
  const shrink = (q, d) => {  // move each corner d px towards the centre: touching glyph boxes are fine
    const cx = (q[0].x + q[2].x) / 2, cy = (q[0].y + q[2].y) / 2;
    return q.map(({x, y}) => {
      const dx = x - cx, dy = y - cy, n = Math.hypot(dx, dy) || 1, k = Math.max(0, n - d) / n;
      return {x: cx + dx * k, y: cy + dy * k};
    });
  };
  const overlap = (a, b) => {  // separating-axis test for two convex quadrilaterals
    for (const q of [a, b]) {
      for (let i = 0; i < 4; i++) {
        const p1 = q[i], p2 = q[(i + 1) % 4], nx = p2.y - p1.y, ny = p1.x - p2.x;
        const pa = a.map((p) => p.x * nx + p.y * ny), pb = b.map((p) => p.x * nx + p.y * ny);
        if (Math.max(...pa) <= Math.min(...pb) || Math.max(...pb) <= Math.min(...pa)) return false;
      }
    }
    return true;
  };
  const rectOf = (q) => ({left: Math.min(...q.map((p) => p.x)), right: Math.max(...q.map((p) => p.x)),
                          top: Math.min(...q.map((p) => p.y)), bottom: Math.max(...q.map((p) => p.y))});
  const inside = (r, box, tol) => r.left >= box.left - tol && r.right <= box.right + tol &&
                                  r.top >= box.top - tol && r.bottom <= box.bottom + tol;
  const charts = [...document.querySelectorAll('.js-plotly-plot')].map((c) => ({kind: 'plotly', el: c,
      root: c.querySelector('.svg-container'), title: (c.querySelector('.gtitle') || {}).textContent || ''}))
    .concat([...document.querySelectorAll('.vega-embed')].map((c) => ({kind: 'altair', el: c,
      root: c.querySelector('svg'), title: (c.querySelector('.role-title-text') || {}).textContent || ''})));
  charts.forEach((chart, n) => {
    if (!chart.root || !visible(chart.el)) return;
    const box = chart.root.getBoundingClientRect();
    const name = `${chart.kind} chart ${n + 1} “${chart.title.slice(0, 60)}”`;
    const texts = [];
    for (const t of chart.el.querySelectorAll('svg text')) {
      const s = (t.textContent || '').trim();
      if (!s || !visible(t)) continue;
      const q = quad(t);
      if (q) texts.push({s, q, r: rectOf(q), note: !!t.closest('.annotation')});
    }
    for (const t of texts) {
      if (!inside(t.r, box, 1.5)) problems.push(`${name}: text “${t.s}” lies outside the figure`);
    }
    for (let i = 0; i < texts.length; i++) {
      for (let j = i + 1; j < texts.length; j++) {
        if (overlap(shrink(texts[i].q, 1.5), shrink(texts[j].q, 1.5)))
          problems.push(`${name}: “${texts[i].s}” overlaps “${texts[j].s}”`);
      }
    }
    if (chart.kind === 'plotly') {  // a label drawn on a box (Figure 1) stays inside the box
      const filled = (p) => {  // plotly writes an unfilled shape as fill-opacity 0 (or a transparent fill)
        const st = getComputedStyle(p), f = st.fill;
        return f && f !== 'none' && !/rgba\(.*,\s*0\)$/.test(f) && parseFloat(st.fillOpacity) > 0;
      };
      const shapes = [...chart.el.querySelectorAll('.shapelayer path')].filter(filled)  // boxes, not lines (residuals)
        .map((p) => quad(p)).filter((q) => q)
        .map(rectOf).filter((r) => r.right - r.left > 4 && r.bottom - r.top > 4);
      for (const t of texts.filter((t) => t.note)) {
        const cx = (t.r.left + t.r.right) / 2, cy = (t.r.top + t.r.bottom) / 2;
        const under = shapes.filter((r) => cx > r.left && cx < r.right && cy > r.top && cy < r.bottom)
          .sort((a, b) => (a.right - a.left) * (a.bottom - a.top) - (b.right - b.left) * (b.bottom - b.top));
        if (under.length && !inside(t.r, under[0], 1)) problems.push(`${name}: “${t.s}” spills out of its box`);
      }
    }
  });
  document.querySelectorAll('[data-testid="stDataFrame"]').forEach((frame, n) => {
    const heads = [...frame.querySelectorAll('th[role="columnheader"]')].map((h) => h.textContent.trim());
    const cells = [...frame.querySelectorAll('td[role="gridcell"]')];
    const name = `table ${n + 1} (${heads.slice(0, 4).join(', ')})`;
    heads.forEach((h) => { if (raw.test(h)) problems.push(`${name}: raw header “${h}”`); });
    if (heads.length && heads[0] === '') {  // an index column: fine when it names rows, not when it counts them
      const first = cells.filter((c) => c.getAttribute('aria-colindex') === '1').map((c) => c.textContent.trim());
      if (first.length > 1 && first.every((v, i) => v === String(i)))
        problems.push(`${name}: shows the pandas index 0, 1, 2, …`);
    }
    cells.forEach((c) => {
      if (/^-0(\.0*)?$/.test(c.textContent.trim())) problems.push(`${name}: a raw negative zero`);
    });
    const scroller = frame.querySelector('.dvn-scroller');
    if (scroller && scroller.scrollWidth > scroller.clientWidth + 2)
      problems.push(`${name}: columns cut off at the right (${scroller.scrollWidth} px in ${scroller.clientWidth} px)`);
  });
  return problems;
}
"""

# Text the user reads: the page's text and every chart's text (charts are SVG, not in innerText).
TEXT_JS = (
    "() => document.body.innerText + '\\n'"
    " + [...document.querySelectorAll('svg text')].map(t => t.textContent).join('\\n')"
)


def page_views() -> list[tuple[str, str, dict[str, str]]]:
    """(url path, title, {view: button label}) for every page app.py lists, the views read from the page's VIEWS."""
    import app

    out = []
    for section in app.listed_pages().values():
        for path, title, url in section:
            views = {"": ""}
            for node in ast.parse((ROOT / path).read_text()).body:
                if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "VIEWS" for t in node.targets):
                    views = ast.literal_eval(node.value)
            out.append((url, title, views))
    return out


PAGES = page_views()
# Another change rewrites the decoding page's beam display; its findings are reported, not yet enforced.
IN_REWORK: dict[str, str] = {}  # page url -> why its known display problems are expected for now
VIEWPORT = {"width": 1440, "height": 1000}
TIMEOUT_MS = 180_000


@pytest.fixture(scope="module")
def server():
    """`streamlit run app.py` with the shipped models, the complexity page measuring only short sequences."""
    if not (ROOT / "pretrained" / "en-de-toy" / "config.json").is_file():
        pytest.skip("needs the shipped en-de-toy model")
    env = {"ATTN_MODELS_DIR": None, "ATTN_MEASURE_MAX_N": "32"}
    try:
        with streamlit_server(env, timeout=180, extra_args=["--client.showErrorDetails", "full"]) as (base, _, _):
            yield base
    except RuntimeError as exc:
        pytest.fail(str(exc))


@pytest.fixture(scope="module")
def browser(server):
    sync_playwright = _require_browser()
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


def watch(page) -> list[str]:
    """Collect console errors, uncaught page errors and HTTP 404s of `page` into the returned list."""
    page.set_default_timeout(TIMEOUT_MS)  # a shared, busy machine: generous waits (they cost nothing when idle)
    seen: list[str] = []
    page.on("response", lambda r: seen.append(f"HTTP 404 {r.url}") if r.status == 404 else None)
    page.on("console", lambda m: seen.append(f"console {m.type}: {m.text[:200]}") if m.type == "error" else None)
    page.on("pageerror", lambda e: seen.append(f"page error: {str(e)[:200]}"))
    return seen


@pytest.fixture(scope="module")
def tab(browser, server):
    """One tab, one Streamlit session for the whole walk, as a person would: the app opened once at its root,
    pages reached by the sidebar, views by their buttons (no reload per view: fast, and no direct-link probes)."""
    page = browser.new_page(viewport=VIEWPORT)
    page.seen = watch(page)
    page.goto(f"{server}/", wait_until="domcontentloaded")
    page.locator("h1").first.wait_for(timeout=TIMEOUT_MS)
    _settle(page, timeout=TIMEOUT_MS)
    yield page
    page.close()


def shot_name(url: str, view: str, first: bool) -> str:
    if url == "attention_explorer" and view in EXPLORER_SHOTS:
        return EXPLORER_SHOTS[view]
    if first:
        return README_SHOTS.get(url, url)
    return f"{url}-{view}"


def check(page, where: str, shot: str, whole: bool = True) -> list[str]:
    """Every problem on screen now, plus what the listeners saw since the last check; saves a screenshot."""
    problems = list(page.seen)
    page.seen.clear()
    page.wait_for_timeout(300)  # plotly lays out its text after the script run
    boxes = page.locator('[data-testid="stException"]')
    if boxes.count():
        problems.append(f"exception shown: {boxes.first.inner_text()[:300]}")
    problems += page.evaluate(CHECK_JS, RAW_HEADER_SOURCE)
    for line in page.evaluate(TEXT_JS).splitlines():
        if NEGATIVE_ZERO.search(line):
            problems.append(f"negative zero printed: “{line.strip()[:80]}”")
    # The app scrolls inside its main block, so a page screenshot shows only the window: the window grows to the
    # content (never shrinks back, which would leave the sidebar out of reach) and the shot is clipped to it.
    height = int(page.evaluate("() => document.querySelector('[data-testid=\"stMain\"]').scrollHeight"))
    size = page.viewport_size
    if whole and height > size["height"]:
        page.set_viewport_size({"width": size["width"], "height": min(height + 40, 6000)})
        page.wait_for_timeout(400)
        size = page.viewport_size
    clip = {"x": 0, "y": 0, "width": size["width"], "height": min(height + 40, size["height"]) if whole else 900}
    page.screenshot(path=str(SHOTS / f"{shot}.png"), clip=clip)
    return [f"{where}: {p}" for p in problems]


def show_view(page, url: str, view: str, label: str) -> None:
    """Press a view's button (the explorer's View radio, or the Show row of the teaching pages) and wait for the
    run it starts: first the URL names the view (the page writes it), then the running indicator is gone."""
    group = "stRadio" if url == "attention_explorer" else "stButtonGroup"  # both are radio groups to assistive tech
    page.locator(f'[data-testid="{group}"]').get_by_role("radio", name=label, exact=True).first.click(force=True)
    page.wait_for_function(f"() => new URLSearchParams(location.search).get('view') === {view!r}", timeout=TIMEOUT_MS)
    settle(page)


def open_page(page, url: str, title: str) -> None:
    """Follow the sidebar link to a page and wait until its script has run."""
    page.locator('[data-testid="stSidebarNav"]').get_by_role("link", name=title, exact=True).click()
    path = "/" if url == "home" else f"/{url}"
    page.wait_for_function(f"() => location.pathname === {path!r}", timeout=TIMEOUT_MS)
    page.locator("h1").first.wait_for(timeout=TIMEOUT_MS)
    settle(page)


def settle(page) -> None:
    """_settle, and no element left over from the previous run (Streamlit marks those data-stale)."""
    _settle(page, timeout=TIMEOUT_MS)
    page.wait_for_function("() => !document.querySelector('[data-stale=\"true\"]')", timeout=TIMEOUT_MS)


@pytest.mark.parametrize(("url", "title", "views"), PAGES, ids=[u for u, _, _ in PAGES])
def test_every_view_is_readable(tab, browser, server, url, title, views):
    """Every view of one page: no text outside or over other text, no console error or 404, tables readable."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    open_page(tab, url, title)
    problems: list[str] = []
    for i, (view, label) in enumerate(views.items()):
        if view:
            show_view(tab, url, view, label)
        problems += check(tab, f"/{url}" + (f"?view={view}" if view else ""), shot_name(url, view, i == 0))
    if url == "attention_explorer":  # presenter mode, once, from its link: the switch collapses the sidebar
        problems += presenter_view(browser, server)
    print(f"{url}: {len(views)} views in {time.perf_counter() - t0:.1f} s")
    if url in IN_REWORK and problems:
        pytest.xfail(f"{IN_REWORK[url]}; found: " + " | ".join(dict.fromkeys(problems)))
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(dict.fromkeys(problems))


def without_probe(seen: list[str], base: str, path: str) -> list[str]:
    """`seen` less Streamlit's base-URL probe of a direct link to `path` (two 404s and their console lines)."""
    probe = [f"HTTP 404 {base}{path}/_stcore/health", f"HTTP 404 {base}{path}/_stcore/host-config"]
    rest = [line for line in seen if line not in probe]
    failed = [line for line in rest if line.startswith("console error: Failed to load resource") and "404" in line]
    for line in failed[: len(seen) - len(rest)]:
        rest.remove(line)
    return rest


def presenter_view(browser, base: str) -> list[str]:
    """The explorer in presenter mode, opened from a shared ?present=1 link in a tab of its own."""
    page = browser.new_page(viewport=VIEWPORT)
    page.seen = watch(page)
    try:
        page.goto(f"{base}/attention_explorer?present=1&view=heatmap", wait_until="domcontentloaded")
        page.locator("h1").first.wait_for(timeout=TIMEOUT_MS)
        _settle(page, timeout=TIMEOUT_MS)
        page.seen[:] = without_probe(page.seen, base, "/attention_explorer")
        return check(page, "presenter mode", "presenter-mode", whole=False)
    finally:
        page.close()


def test_a_direct_link_asks_only_streamlits_base_url_probe(browser, server):
    """A shared link such as /masking logs two 404s that are not the app's: Streamlit's frontend does not know the
    server's base URL, so it asks <page path>/_stcore/health and /host-config first, then the parent path
    (getPossibleBaseUris; streamlit/streamlit#7074), and Streamlit answers the first pair 404 on purpose (its
    static route reserves those suffixes). Nothing else may fail: no other 404, no other console error."""
    page = browser.new_page(viewport=VIEWPORT)
    seen = watch(page)
    page.goto(f"{server}/masking?view=causal", wait_until="domcontentloaded")
    page.locator("h1").first.wait_for(timeout=TIMEOUT_MS)
    _settle(page, timeout=TIMEOUT_MS)
    assert page.locator("h1").first.inner_text() == "Masking"
    page.close()
    assert f"HTTP 404 {server}/masking/_stcore/health" in seen, seen  # if Streamlit stops probing, drop the excuse
    assert not without_probe(seen, server, "/masking"), seen


@pytest.mark.parametrize(
    ("text", "bad"),
    [("0.0", False), ("-0.0", True), ("x = −0.00 y", True), ("-0", True), ("-0.05", False), ("10-0.0", False),
     ("−0.5", False), ("-0.0001", False), ("step 0", False)],
)  # fmt: skip
def test_the_negative_zero_pattern(text, bad):
    """The page-text check flags a printed negative zero and nothing else."""
    assert bool(NEGATIVE_ZERO.search(text)) is bad


@pytest.mark.parametrize(
    ("header", "bad"),
    [("share_%", True), ("entropy_bits", True), ("Share (%)", False), ("d_model", False), ("mean_distance", True),
     ("layer", False)],
)  # fmt: skip
def test_the_raw_header_pattern(header, bad):
    assert bool(RAW_HEADER.search(header)) is bad
