"""A widget fuzzer for the app's pages under streamlit.testing.v1.AppTest (issue #12).

Every page runs inside app.py (its navigation and shared sidebar), as the server runs it. The fuzzer reads the
widgets a run shows, lists each widget's *options* (every choice of a radio, select box or segmented control;
both ends of a slider, select slider or number input; on and off for a toggle or checkbox; none and all for a
multiselect; every sentence class for a text box; a click for a button) and exercises them breadth-first:
widgets that appear only after a change (a view picker, another model, a finished training run) are queued
with the path of changes that revealed them, up to a budget of runs. After every run `check` asserts that the
page raised nothing, still shows its title, and shows no error box except a plain-language one (ERROR_RULE).

Values are sent as the browser sends them, by the option's label (`WidgetState`), so options whose value
cannot be typed in a test (a format_func over ints, tuples) are reached as a person reaches them. Download
buttons are not exercised: they never rerun the script (on_click="ignore"). Any other widget type makes the
coverage incomplete, so nothing is skipped silently.
"""

from __future__ import annotations

import contextlib
import random
import re
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from streamlit.proto.WidgetStates_pb2 import WidgetState
from streamlit.testing.v1 import AppTest
from streamlit.testing.v1.element_tree import Widget

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 60  # seconds per run: the machine is shared

# Sentence classes typed into every text box (cut to the box's max_chars, as the browser does).
SENTENCES = {
    "one": "the dog sees the cat",
    "several": "the dog sees the cat | a bird sings | the teacher has seen the small dog",
    "empty": "",
    "very-long": ("the small dog sees the old cat today " * 17)[:600],
    "unknown-words": "My grandmother reads a book.",
    "emoji": "🐶 sees 🐱",
    "arabic": "مرحبا بالعالم",
    "hebrew": "שלום",
    "markup": "<img src=x onerror=alert(1)> **bold** $x$ [link](http://x)",
    "symbols": "c a f b e d h",
}
TEXT_KINDS = ("text_input", "text_area")
SKIPPED_KINDS = {"download_button"}  # never reruns the script (every download here is on_click="ignore")
HANDLED_KINDS = {
    "radio", "selectbox", "button_group", "select_slider", "slider", "number_input", "toggle", "checkbox",
    "multiselect", "text_input", "text_area", "button",
}  # fmt: skip

# ERROR_RULE: an st.error box is allowed only as one of the app's plain-language messages: its text names no
# exception class and shows no traceback, and the "Details:" caption that common.friendly_error puts under it
# (if any) names only transformer.pretrained.InputError, the library's deliberate "this input cannot be used".
# Any other exception behind an error box is an unexpected exception that the page merely caught.
_EXCEPTION_NAME = re.compile(r"\b[A-Z][A-Za-z]*(Error|Exception)\b|Traceback|File \"")
_DETAILS = re.compile(r"^Details: (\w+)")
ALLOWED_DETAILS = {"InputError"}


class FuzzFailure(AssertionError):
    """A run that broke one of `check`'s rules: the page, the changes that led there, and what was wrong."""


def check(at: AppTest, title: str) -> list[str]:
    """The problems of one run (empty when the page is fine): exceptions, unexpected errors, a missing title."""
    problems = []
    for exc in at.exception:
        problems.append(f"exception: {exc.message}\n" + "\n".join(exc.stack_trace[-6:]))
    for err in at.error:
        if _EXCEPTION_NAME.search(err.value):
            problems.append(f"error box names an exception: {err.value!r}")
    for cap in at.caption:
        found = _DETAILS.match(cap.value)
        if found and found.group(1) not in ALLOWED_DETAILS:
            problems.append(f"error box from an unexpected exception: {cap.value!r}")
    titles = [t.value for t in at.title]
    if title not in titles:
        problems.append(f"title {title!r} missing (titles: {titles})")
    for md in [*at.markdown, *at.caption]:
        if md.proto.allow_html:
            problems.append(f"Markdown allowed to carry HTML: {md.value[:80]!r}")
    return problems


# --------------------------------------------------------------------------- options of one widget


def widget_key(w: Widget) -> str:
    return w.key or f"<{w.type}: {getattr(w, 'label', '?')}>"  # an unkeyed widget is still tracked


def _state(w: Widget) -> WidgetState:
    ws = WidgetState()
    ws.id = w.id
    return ws


def options(w: Widget) -> dict[str, Callable[[], WidgetState]]:
    """{option name: a function giving the WidgetState the browser would send for it} for one widget.

    A range's maximum comes before its minimum: the widget is left at its cheap end (d_k = 1, one timing run)
    while the other widgets are exercised.
    """
    kind, out = w.type, {}

    def string(value: str) -> Callable[[], WidgetState]:
        def make() -> WidgetState:
            ws = _state(w)
            ws.string_value = value
            return ws

        return make

    def strings(values: list[str]) -> Callable[[], WidgetState]:
        def make() -> WidgetState:
            ws = _state(w)
            ws.string_array_value.data[:] = values
            return ws

        return make

    def doubles(values: list[float]) -> Callable[[], WidgetState]:
        def make() -> WidgetState:
            ws = _state(w)
            ws.double_array_value.data[:] = values
            return ws

        return make

    def boolean(value: bool) -> Callable[[], WidgetState]:
        def make() -> WidgetState:
            ws = _state(w)
            ws.bool_value = value
            return ws

        return make

    if kind in ("radio", "selectbox"):
        out = {label: string(label) for label in w.options}
    elif kind == "button_group":
        out = {label: strings([label]) for label in w.options}
    elif kind == "select_slider":
        first, last = w.options[0], w.options[-1]
        if isinstance(w.value, list | tuple):  # a range: both ends, and the whole range
            out = {"max": strings([last, last]), "full": strings([first, last]), "min": strings([first, first])}
        else:
            out = {"max": strings([last]), "min": strings([first])}
    elif kind == "slider":
        lo, hi = w.proto.min, w.proto.max
        if len(w.proto.default) == 2:  # a range slider
            out = {"max": doubles([hi, hi]), "full": doubles([lo, hi]), "min": doubles([lo, lo])}
        else:
            out = {"max": doubles([hi]), "min": doubles([lo])}
    elif kind == "number_input":
        value = float(w.value or 0)
        lo = w.proto.min if w.proto.has_min else value - 1000
        hi = w.proto.max if w.proto.has_max else value + 1000
        for name, v in (("max", hi), ("min", lo)):
            out[name] = _number(w, v)
    elif kind in ("toggle", "checkbox"):
        out = {"on": boolean(True), "off": boolean(False)}
    elif kind == "multiselect":
        cap = w.proto.max_selections or len(w.options)
        out = {"none": strings([]), "all": strings(list(w.options[:cap]))}
    elif kind in ("text_input", "text_area"):
        cap = w.proto.max_chars or None
        out = {name: string(text[:cap]) for name, text in SENTENCES.items()}
    elif kind == "button":

        def click() -> WidgetState:
            ws = _state(w)
            ws.trigger_value = True
            return ws

        out = {"click": click}
    return out


def _number(w: Widget, v: float) -> Callable[[], WidgetState]:
    def make() -> WidgetState:
        ws = _state(w)
        if w.proto.data_type == w.proto.INT:
            ws.int_value = int(v)
        else:
            ws.double_value = float(v)
        return ws

    return make


# --------------------------------------------------------------------------- the explorer


@dataclass
class Entry:
    """One (widget, option) to exercise: where it was first seen enabled, and whether it has been."""

    key: str
    option: str
    kind: str
    order: int
    path: list[tuple[str, str]] | None = None  # the changes from a fresh session that showed it enabled
    done: bool = False


@dataclass
class PageSpec:
    """A page to fuzz: its file, the title page_header shows, URL parameters, and page-specific handling."""

    path: str
    title: str
    query: dict[str, str] = field(default_factory=dict)
    exclude: set[str] = field(default_factory=set)  # widget keys this pass leaves alone (said in the report)
    hooks: dict[str, Callable[[Fuzzer, str], None]] = field(default_factory=dict)  # key -> how to exercise it


@dataclass
class Finding:
    page: str
    steps: list[tuple[str, str]]
    problems: list[str]

    def __str__(self) -> str:
        changes = " -> ".join(f"{k}={o}" for k, o in self.steps) or "(fresh session)"
        return f"{self.page}: after {changes}\n  " + "\n  ".join(self.problems)


@contextlib.contextmanager
def app_navigation() -> Iterator[None]:
    """Keep app.py's st.navigation in charge between AppTest runs, as a server does after its first run.

    AppTest resets Streamlit's "uses the pages/ folder" flag before every run; with the page scripts in a folder
    named pages/, reruns would fall back to the old folder navigation (see common.leave_legacy_navigation).
    """
    from streamlit.runtime.pages_manager import PagesManager

    original = PagesManager.__init__

    def init(self, *args, **kwargs):
        original(self, *args, **kwargs)
        PagesManager.uses_pages_directory = False

    PagesManager.__init__ = init
    try:
        yield
    finally:
        PagesManager.__init__ = original


class Fuzzer:
    """Breadth-first exploration of one page's widgets with coverage; see the module docstring."""

    def __init__(self, spec: PageSpec, seed: int = 0, budget: int = 400):
        self.spec, self.rng, self.budget = spec, random.Random(seed), budget
        self.entries: dict[tuple[str, str], Entry] = {}
        self.unhandled: dict[str, str] = {}  # key -> widget type the fuzzer cannot drive
        self.findings: list[Finding] = []
        self.runs = 0
        self.at: AppTest | None = None
        self.steps: list[tuple[str, str]] = []  # changes since the fresh session
        self.applied: OrderedDict[str, str] = OrderedDict()  # the latest option per key, in order of change

    # --- sessions and runs ---------------------------------------------------------------------------------
    def fresh(self) -> AppTest:
        """A new browser session on the page, opened through app.py with the spec's URL parameters."""
        at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=TIMEOUT)
        at.run()  # st.navigation registers the pages (Home)
        for name, value in self.spec.query.items():
            at.query_params[name] = value
        at.switch_page(self.spec.path)
        self.at, self.steps, self.applied = at, [], OrderedDict()
        self.rerun()
        return at

    def rerun(self) -> None:
        """Run the page again with every widget as it is (as a fragment's timer or a second look would)."""
        self._run(self.at._tree.get_widget_states())

    def _run(self, states) -> None:
        self.runs += 1
        try:
            self.at._run(states)  # as AppTest.run(), with the widget states built here
        except Exception as exc:  # AppTest's own failures: above all a run longer than TIMEOUT seconds
            self.findings.append(Finding(self.spec.path, list(self.steps), [f"the run failed: {exc!r}"]))
            self.at = None
            return
        self._after()

    def _after(self) -> None:
        problems = check(self.at, self.spec.title)
        if problems:
            self.findings.append(Finding(self.spec.path, list(self.steps), problems))
            self.at = None  # the session is suspect: go on from a fresh one
            return
        self.discover()

    def present(self) -> dict[str, Widget]:
        return {widget_key(w): w for w in self.at if isinstance(w, Widget)} if self.at is not None else {}

    def discover(self) -> None:
        for key, w in self.present().items():
            if w.type in SKIPPED_KINDS or key in self.spec.exclude:
                continue
            if w.type not in HANDLED_KINDS:
                self.unhandled[key] = w.type
                continue
            for option in options(w):
                entry = self.entries.get((key, option))
                if entry is None:
                    entry = self.entries[(key, option)] = Entry(key, option, w.type, len(self.entries))
                if entry.path is None and (not w.disabled or key in self.spec.hooks):
                    entry.path = list(self.applied.items())

    def apply(self, key: str, option: str) -> bool:
        """Change one widget to one option and rerun; False if the widget is not there (or disabled) now."""
        if self.at is None:
            self.fresh()
            if self.at is None:
                return False
        w = self.present().get(key)
        if w is None or w.disabled:
            return False
        make = options(w).get(option)
        if make is None:
            return False
        states = self.at._tree.get_widget_states()
        target = make()
        for i, ws in enumerate(states.widgets):
            if ws.id == w.id:
                states.widgets[i].CopyFrom(target)
                break
        else:
            states.widgets.append(target)
        self.steps.append((key, option))
        self.applied[key] = option
        self.applied.move_to_end(key)
        entry = self.entries.get((key, option))
        if entry is not None:
            entry.done = True
        self._run(states)
        return True

    def exercise(self, key: str, option: str) -> bool:
        """`apply`, or the spec's hook for this key (e.g. a training run kept tiny); False if not possible now."""
        hook = self.spec.hooks.get(key)
        if hook is None:
            return self.apply(key, option)
        if self.at is None or key not in self.present():
            return False
        self.entries[(key, option)].done = True
        hook(self, option)
        return True

    def available(self, entry: Entry, here: dict[str, Widget]) -> bool:
        """Whether the entry's widget is shown now, enabled (or driven by a hook), with the entry's option."""
        w = here.get(entry.key)
        if w is None or (w.disabled and entry.key not in self.spec.hooks):
            return False
        return entry.option in options(w)

    def reach(self, path: list[tuple[str, str]], entry: Entry) -> bool:
        """Replay the changes that showed `entry` (those not already in force); from a fresh session if needed."""
        for attempt in range(2):
            if self.at is None or attempt == 1:
                self.fresh()
            for k, o in path:
                if self.at is None:
                    break
                if self.applied.get(k) != o:
                    self.exercise(k, o)
            if self.at is not None and self.available(entry, self.present()):
                return True
        return False

    # --- the two passes ----------------------------------------------------------------------------------
    def explore(self, defer_text: bool = False) -> None:
        """Every option of every widget at least once, breadth-first from a fresh session, within the budget.

        With `defer_text`, the sentence classes are left to `after_sentence_changes`, which types every one.
        """
        self.fresh()
        while self.runs < self.budget:
            pending = sorted((e for e in self.entries.values() if not e.done and e.path is not None
                              and not (defer_text and e.kind in TEXT_KINDS)), key=lambda e: e.order)  # fmt: skip
            if not pending:
                break
            here = self.present()
            ready = [e for e in pending if self.available(e, here)]
            entry = ready[0] if ready else pending[0]
            if not ready and not self.reach(entry.path, entry):
                entry.path = None  # not reachable again this way: it needs to be seen enabled once more
                entry.order += len(self.entries)
                continue
            if not self.exercise(entry.key, entry.option):
                entry.path = None

    def after_sentence_changes(self, steps_per_sentence: int = 2) -> None:
        """For each sentence class, in each text box: type it, then a few random changes (Random(seed))."""
        text_keys = sorted({e.key for e in self.entries.values() if e.kind in TEXT_KINDS})
        for key in text_keys:
            seen = [e for e in self.entries.values() if e.key == key and e.path is not None]
            if not seen:
                continue
            first = min(seen, key=lambda e: e.order)
            for sentence in SENTENCES:
                if self.runs >= 2 * self.budget:
                    return
                if (self.at is None or key not in self.present()) and not self.reach(first.path, first):
                    break
                self.exercise(key, sentence)
                for _ in range(steps_per_sentence):
                    here = self.present()
                    choices = sorted((e for e in self.entries.values() if self.available(e, here)),
                                     key=lambda e: e.order)  # fmt: skip
                    if not choices:
                        break
                    entry = self.rng.choice(choices)
                    self.exercise(entry.key, entry.option)

    def run(self, sentences: bool = True) -> Fuzzer:
        start, cpu = time.perf_counter(), time.process_time()
        with app_navigation():
            self.explore(defer_text=sentences)
            if sentences:
                self.after_sentence_changes()
                self.explore()  # options first seen after a sentence (MiniLM's head statistics): each once more
        self.seconds, self.cpu_seconds = time.perf_counter() - start, time.process_time() - cpu
        return self

    # --- results -----------------------------------------------------------------------------------------
    def missed(self) -> list[str]:
        """Options never exercised and widgets the fuzzer cannot drive (both make coverage incomplete)."""
        out = [f"{e.key}={e.option}" for e in self.entries.values() if not e.done]
        return out + [f"{k} (an unhandled {t})" for k, t in self.unhandled.items()]

    def coverage(self) -> dict[str, dict[str, Any]]:
        """{widget key: {"kind", "options": n, "exercised": n}}."""
        out: dict[str, dict[str, Any]] = {}
        for e in self.entries.values():
            row = out.setdefault(e.key, {"kind": e.kind, "options": 0, "exercised": 0})
            row["options"] += 1
            row["exercised"] += int(e.done)
        return out
