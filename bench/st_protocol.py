"""A Streamlit client without a browser: one session over `/_stcore/stream`, speaking Streamlit's own protobufs.

It does what the frontend does, as far as a load generator needs it:

- connect: a websocket with the subprotocol "streamlit" (a reconnect also names the old session id, as the
  frontend does), after an HTTP GET of the page itself, which is where a proxy sets its affinity cookie;
- a rerun: a `BackMsg.rerun_script` (`ClientState`) with the URL's query string, the page, the states of every
  widget on the page (`WidgetStates`) and the hashes of the cached messages the client holds; a widget inside an
  `st.fragment` reruns only that fragment, as in the browser;
- the answer: `ForwardMsg`s (new_session, navigation, deltas, page_info_changed, ref_hash for a cached message,
  script_finished), read until the run has finished and its deltas have arrived.

Widgets are found by their label (or key) in the deltas the server sends: each widget's element carries its id,
its label, its options and its current value, so nothing here hard-codes a widget id. The widget states follow
the frontend's rule: a widget takes the value the server sets (`set_value`), else keeps the value it has, else
its default.
"""

from __future__ import annotations

import asyncio
import json
import time
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from typing import Any

import websockets
from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.proto.WidgetStates_pb2 import WidgetState

FINISHED = {ForwardMsg.FINISHED_SUCCESSFULLY, ForwardMsg.FINISHED_WITH_COMPILE_ERROR,
            ForwardMsg.FINISHED_FRAGMENT_RUN_SUCCESSFULLY}  # fmt: skip
EARLY_FOR_RERUN = ForwardMsg.FINISHED_EARLY_FOR_RERUN  # st.rerun(): the run goes on, keep reading
WIDGETS = {"checkbox", "radio", "selectbox", "slider", "text_input", "text_area", "number_input", "multiselect",
           "button_group", "button", "download_button"}  # fmt: skip
TRIGGERS = {"button", "download_button"}  # a click is sent once, never kept


class Disconnected(Exception):
    """The server (or the proxy in front of it) closed the websocket."""


@dataclass
class Widget:
    """One widget as the server last described it."""

    kind: str  # the element's type in the Element proto: "slider", "selectbox", ...
    id: str
    label: str
    proto: Any  # the element's own message (options, min/max, ...)
    fragment_id: str = ""  # set when the widget lives in an st.fragment

    @property
    def options(self) -> list[str]:
        opts = list(getattr(self.proto, "options", []))
        return [o.content if hasattr(o, "content") else o for o in opts]


@dataclass
class RunResult:
    """What one script run sent back."""

    latency_s: float = 0.0
    bytes: int = 0
    messages: int = 0
    status: int | None = None
    elements: dict[str, int] = field(default_factory=dict)  # element type -> bytes received in this run
    elements_full: dict[str, int] = field(default_factory=dict)  # the same without the client's message cache
    exceptions: list[str] = field(default_factory=list)  # st.exception / uncaught exceptions in the deltas
    error_boxes: list[str] = field(default_factory=list)  # st.error boxes (the app's friendly errors)
    texts: list[str] = field(default_factory=list)  # text of markdown/headings/captions, for checks
    plotly_specs: list[str] = field(default_factory=list)  # the JSON specs of the plotly charts, in order
    auto_rerun: tuple[float, str] | None = None  # (interval s, fragment id): the client must rerun it that often


def _state_from_element(kind: str, el: Any) -> WidgetState | None:
    """The widget's value as the frontend holds it after drawing `el` (None: the widget keeps no value)."""
    ws = WidgetState(id=el.id)
    if kind == "checkbox":
        ws.bool_value = el.value if el.set_value else el.default
    elif kind in ("radio", "selectbox"):
        if el.set_value:
            if not el.HasField("raw_value"):
                return None
            ws.string_value = el.raw_value
        elif el.HasField("default") and 0 <= el.default < len(el.options):
            ws.string_value = el.options[el.default]
        else:
            return None
    elif kind == "slider" and el.type == type(el).SELECT_SLIDER:  # its state is the options' labels
        labels = list(el.raw_value) if el.set_value else [el.options[int(i)] for i in el.default]
        ws.string_array_value.data.extend(labels)
    elif kind == "slider":
        ws.double_array_value.data.extend(list(el.value) if el.set_value else list(el.default))
    elif kind in ("text_input", "text_area"):
        ws.string_value = el.value if el.set_value and el.HasField("value") else el.default
    elif kind == "number_input":
        v = el.value if el.set_value else el.default
        if el.data_type == type(el).INT:
            ws.int_value = int(v)
        else:
            ws.double_value = v
    elif kind == "multiselect":
        values = list(el.raw_values) if el.set_value else [el.options[i] for i in el.default]
        ws.string_array_value.data.extend(values)
    elif kind == "button_group":
        values = list(el.raw_values) if el.set_value else [el.options[i].content for i in el.default]
        ws.string_array_value.data.extend(values)
    else:
        return None
    return ws


class StreamlitSession:
    """One simulated browser tab: a websocket to the app, the page's widgets and their states."""

    def __init__(self, base: str, page: str = "", query: str = "", timeout: float = 60.0) -> None:
        self.base = base.rstrip("/")
        self.page = page  # the url path of the page ("attention_explorer"), "" for the default page
        self.query = query  # the URL's query string, as the server last wrote it (page_info_changed)
        self.timeout = timeout
        self.ws = None
        self.session_id = ""
        self.page_hash = ""  # the current page's script hash (navigation)
        self.cookies: dict[str, str] = {}
        self.replica = ""  # the X-Streamlit-Replica header of the last handshake, when a proxy adds one
        self.widgets: dict[tuple, Widget] = {}  # delta path -> widget
        self.states: dict[str, WidgetState] = {}  # widget id -> the state the frontend would send
        self._cache: dict[str, tuple[ForwardMsg, int]] = {}  # hash -> (cacheable message, run it was last used)
        self._max_cache_age = 2
        self._runs = 0
        self.connects = 0

    # ---------------------------------------------------------------------- connection
    def _cookie_header(self) -> dict[str, str]:
        return {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())} if self.cookies else {}

    def _remember_cookies(self, headers: Any) -> None:
        for raw in headers.get_all("Set-Cookie") or []:
            name, _, rest = raw.partition("=")
            self.cookies[name.strip()] = rest.split(";", 1)[0].strip()

    def _get(self, path: str) -> int:
        """GET a path with the client's cookies, remembering the ones set; returns the body's size."""
        req = urllib.request.Request(f"{self.base}/{path}", headers=self._cookie_header())
        with urllib.request.urlopen(req, timeout=self.timeout) as r:
            body = r.read()
            self._remember_cookies(r.headers)
        return len(body)

    async def _open_websocket(self) -> None:
        ws_url = "ws" + self.base[len("http") :] + "/_stcore/stream"
        # As the frontend: "streamlit", then the XSRF token (from the _streamlit_xsrf cookie), then the session id
        # to resume. The websockets package refuses an empty entry, so a client without the cookie sends "-".
        xsrf = self.cookies.get("_streamlit_xsrf", "-")
        protocols = ["streamlit"] if not self.session_id else ["streamlit", xsrf, self.session_id]
        self.ws = await asyncio.wait_for(
            websockets.connect(
                ws_url, subprotocols=protocols, additional_headers=self._cookie_header(), max_size=None,
                open_timeout=self.timeout, ping_interval=None, compression=None,
            ),
            self.timeout,
        )  # fmt: skip
        self._remember_cookies(self.ws.response.headers)
        self.replica = self.ws.response.headers.get("X-Streamlit-Replica", "")
        self.connects += 1

    async def connect(self) -> RunResult:
        """Open the page: GET it (a proxy sets its affinity cookie here), a websocket, the first script run."""
        t0 = time.perf_counter()
        size = await asyncio.to_thread(self._get, self.page + (f"?{self.query}" if self.query else ""))
        await self._open_websocket()
        result = await self.rerun(t0=t0)
        result.bytes += size
        return result

    async def reconnect(self) -> None:
        """What the frontend does when its websocket drops: poll /_stcore/health until the address answers, then
        a new websocket that names the old session id (a server that does not know it starts a new session).
        The caller then sends a rerun with the URL and the widget states the client still holds."""
        await asyncio.to_thread(self._get, "_stcore/health")
        await self._open_websocket()

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
            self.ws = None

    # ---------------------------------------------------------------------- widgets
    def find(self, label: str, kind: str | None = None) -> Widget:
        """The widget with this label (or whose id ends with `-<label>`, its key); KeyError when none."""
        for w in self.widgets.values():
            if (kind is None or w.kind == kind) and (w.label == label or w.id.endswith(f"-{label}")):
                return w
        raise KeyError(f"no widget {label!r} on the page (have: {sorted(w.label for w in self.widgets.values())})")

    def set(self, widget: Widget, value: Any) -> None:
        """Change a widget's value the way the frontend would (an option's label for radio/selectbox)."""
        ws = WidgetState(id=widget.id)
        k = widget.kind
        if k == "checkbox":
            ws.bool_value = bool(value)
        elif k in ("radio", "selectbox", "text_input", "text_area"):
            if k in ("radio", "selectbox") and value not in widget.options:
                raise ValueError(f"{value!r} is not an option of {widget.label!r}: {widget.options}")
            ws.string_value = str(value)
        elif k == "slider" and widget.proto.type == type(widget.proto).SELECT_SLIDER:
            values = [str(v) for v in (value if isinstance(value, list | tuple) else [value])]
            if not set(values) <= set(widget.proto.options):
                raise ValueError(f"{values} are not options of {widget.label!r}: {list(widget.proto.options)}")
            ws.string_array_value.data.extend(values)
        elif k == "slider":
            ws.double_array_value.data.extend(value if isinstance(value, list | tuple) else [float(value)])
        elif k == "number_input":
            if widget.proto.data_type == type(widget.proto).INT:
                ws.int_value = int(value)
            else:
                ws.double_value = float(value)
        elif k in ("multiselect", "button_group"):
            ws.string_array_value.data.extend(list(value))
        elif k in TRIGGERS:
            ws.trigger_value = True
        else:
            raise ValueError(f"cannot set a {k}")
        self.states[widget.id] = ws

    def value(self, widget: Widget) -> Any:
        """The widget's current value as the client holds it."""
        ws = self.states.get(widget.id)
        if ws is None:
            return None
        which = ws.WhichOneof("value")
        v = getattr(ws, which)
        return list(v.data) if hasattr(v, "data") else v

    # ---------------------------------------------------------------------- a run
    async def rerun(self, fragment_id: str = "", t0: float | None = None) -> RunResult:
        """Send a rerun with every widget's state and read until the run has finished; returns what came."""
        if self.ws is None:
            raise Disconnected("not connected")
        t0 = time.perf_counter() if t0 is None else t0
        msg = BackMsg()
        cs = msg.rerun_script
        cs.query_string = self.query
        cs.page_script_hash = self.page_hash
        cs.page_name = self.page if not self.page_hash else ""
        cs.fragment_id = fragment_id
        active = {w.id for w in self.widgets.values()}
        cs.widget_states.widgets.extend(s for i, s in self.states.items() if i in active or not self.widgets)
        cs.cached_message_hashes.extend(self._cache)
        try:
            await self.ws.send(msg.SerializeToString())
        except websockets.ConnectionClosed as exc:
            raise Disconnected(f"send: {exc}") from exc
        for i in [i for i, s in self.states.items() if s.WhichOneof("value") == "trigger_value"]:
            del self.states[i]  # a click is sent once
        self._runs += 1
        if not fragment_id:
            seen: set[tuple] = set()
        result = RunResult()
        deadline = t0 + self.timeout
        while True:
            try:  # a TimeoutError goes to the caller: no script_finished within the session's timeout
                data = await asyncio.wait_for(self.ws.recv(), max(0.0, deadline - time.perf_counter()))
            except websockets.ConnectionClosed as exc:
                raise Disconnected(f"{exc}") from exc
            result.bytes += len(data)
            result.messages += 1
            fwd = ForwardMsg()
            fwd.ParseFromString(data)
            full_size = len(data)
            if fwd.WhichOneof("type") == "ref_hash":
                cached, _ = self._cache[fwd.ref_hash]
                metadata = fwd.metadata
                fwd = ForwardMsg()
                fwd.CopyFrom(cached)
                fwd.metadata.CopyFrom(metadata)
                full_size = fwd.ByteSize()
            elif fwd.metadata.cacheable:
                self._cache[fwd.hash] = (fwd, self._runs)
            if fwd.hash in self._cache:
                self._cache[fwd.hash] = (self._cache[fwd.hash][0], self._runs)
            kind = fwd.WhichOneof("type")
            if kind == "new_session":
                self.session_id = fwd.new_session.initialize.session_id or self.session_id
            elif kind == "navigation":
                self.page_hash = fwd.navigation.page_script_hash
            elif kind == "page_info_changed":
                self.query = fwd.page_info_changed.query_string
            elif kind == "auto_rerun":  # st.fragment(run_every=...): the frontend, not the server, keeps time
                result.auto_rerun = (fwd.auto_rerun.interval, fwd.auto_rerun.fragment_id)
            elif kind == "delta":
                path = tuple(fwd.metadata.delta_path)
                if not fragment_id:
                    seen.add(path)
                self._on_delta(fwd, path, len(data), full_size, result)
            elif kind == "script_finished":
                if fwd.script_finished == EARLY_FOR_RERUN:
                    continue
                result.status = fwd.script_finished
                break
        if not fragment_id:  # the frontend drops what the finished run did not draw again
            for path in [p for p in self.widgets if p not in seen]:
                del self.widgets[path]
        self._cache = {h: (m, run) for h, (m, run) in self._cache.items() if self._runs - run <= self._max_cache_age}
        result.latency_s = time.perf_counter() - t0
        return result

    def _on_delta(self, fwd: ForwardMsg, path: tuple, size: int, full_size: int, result: RunResult) -> None:
        delta = fwd.delta
        if delta.WhichOneof("type") != "new_element":
            return
        kind = delta.new_element.WhichOneof("type")
        result.elements[kind] = result.elements.get(kind, 0) + size
        result.elements_full[kind] = result.elements_full.get(kind, 0) + full_size
        el = getattr(delta.new_element, kind)
        if kind == "exception":
            result.exceptions.append(f"{el.type}: {el.message}"[:300])
        elif kind == "alert" and el.format == type(el).ERROR:
            result.error_boxes.append(el.body[:300])
        elif kind in ("markdown", "heading"):
            result.texts.append(el.body)
        elif kind == "plotly_chart":
            result.plotly_specs.append(el.spec)
        if kind in WIDGETS:
            self.widgets[path] = Widget(kind, el.id, el.label, el, delta.fragment_id)
            state = _state_from_element(kind, el)
            if state is not None and (el.set_value or el.id not in self.states):
                self.states[el.id] = state
        else:
            self.widgets.pop(path, None)


def plotly_axis_labels(spec: str, axis: str = "x") -> list[str]:
    """The category labels along a plotly chart's axis: the first trace's x (or y), or the axis' ticktext."""
    fig = json.loads(spec)
    layout_axis = fig.get("layout", {}).get(f"{axis}axis", {})
    if layout_axis.get("ticktext"):
        return [str(t) for t in layout_axis["ticktext"]]
    for trace in fig.get("data", []):
        if trace.get(axis) is not None:
            values = trace[axis]
            if isinstance(values, dict):  # plotly's typed-array encoding of numbers: no labels
                return []
            return [str(v) for v in values]
    return []


def quote_query(params: dict[str, Any]) -> str:
    return urllib.parse.urlencode(params)
