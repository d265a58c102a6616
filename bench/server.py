"""Start `streamlit run app.py` on a free loopback port for the benchmarks that need a real server."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

from deploy.serve_class import free_port, wait_healthy  # one health wait and port picker for bench and deploy

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]


def rss_kib(pid: int) -> tuple[int, int]:
    """(current RSS, peak RSS) of a process in KiB, from /proc/<pid>/status."""
    values = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(("VmRSS:", "VmHWM:")):
                values[line.split(":")[0]] = int(line.split()[1])
    return values.get("VmRSS", 0), values.get("VmHWM", 0)


@contextmanager
def streamlit_server(
    env: dict | None = None,
    timeout: float = 90.0,
    extra_args: list[str] | None = None,
    launcher: list[str] | None = None,
):
    """Yield (base url, process, seconds from spawn to healthy); the server is stopped afterwards.

    `env` entries override the environment (None removes a variable); the server's output goes to a temporary
    log whose end is shown if it does not start. `launcher` replaces `python -m streamlit` (a wrapper that
    takes Streamlit's command line, e.g. bench/rerun_profile.py's profiled server).
    """
    port = free_port()
    cmd = [
        *(launcher or [sys.executable, "-m", "streamlit"]), "run", "app.py", "--server.headless", "true",
        "--server.port", str(port), "--server.address", "127.0.0.1", "--browser.gatherUsageStats", "false",
        *(extra_args or []),
    ]  # fmt: skip
    environ = {**os.environ, **(env or {})}
    environ = {k: v for k, v in environ.items() if v is not None}
    t0 = time.perf_counter()
    with tempfile.TemporaryFile(mode="w+") as log:
        proc = subprocess.Popen(cmd, cwd=ROOT, env=environ, stdout=log, stderr=subprocess.STDOUT, text=True)
        base = f"http://127.0.0.1:{port}"
        try:
            wait_healthy(base, proc, timeout, lambda: (log.seek(0), log.read())[1], t0=t0)
            yield base, proc, time.perf_counter() - t0
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()


def wait_until_idle(page, timeout_ms: float = 60_000) -> None:
    """Wait until Streamlit has finished running the script (no 'running' indicator, no skeletons)."""
    page.wait_for_function(
        "() => !document.querySelector('[data-testid=\"stStatusWidget\"]')"
        " && document.querySelectorAll('[data-testid=\"stSkeleton\"]').length === 0",
        timeout=timeout_ms,
    )
