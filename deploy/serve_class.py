"""Serve a class from one machine: K `streamlit run app.py` replicas behind nginx, sticky by a cookie.

    python deploy/serve_class.py                               # one replica per core, http://127.0.0.1:8501
    python deploy/serve_class.py --replicas 4 --listen 0.0.0.0:8501   # reachable from the classroom's network

Each replica is one Streamlit server on a loopback port; nginx (Debian's /usr/sbin/nginx, run as a normal
process with its own prefix in a temporary folder, no system service) listens on --listen and pins every browser
to one replica with the st_replica cookie (deploy/nginx.conf.template says why). Ctrl-C stops everything.
For more classes than one machine holds, run this on each machine and put the same kind of proxy (or DNS round
robin) in front of the machines: the cookie then names a machine.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = Path(__file__).resolve().parent / "nginx.conf.template"
NGINX = shutil.which("nginx") or "/usr/sbin/nginx"

_PROXY_COMMON = """\
            proxy_http_version 1.1;                         # websockets need HTTP/1.1 and the Upgrade headers
            proxy_set_header Upgrade $http_upgrade;
            proxy_set_header Connection $connection_upgrade;
            proxy_set_header Host $http_host;               # Streamlit compares the Origin with the Host
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_read_timeout 1d;                          # a websocket is quiet while people think
            proxy_send_timeout 1d;
            proxy_buffering off;
            add_header Set-Cookie $replica_cookie always;   # 'always': also on the websocket's 101 answer
            add_header X-Streamlit-Replica $replica_port always;"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def render_config(listen: str, ports: list[int], prefix: Path) -> str:
    """The nginx.conf for replicas on 127.0.0.1:<ports>, nginx listening on `listen` (host:port)."""
    group = "\n".join(f"        server 127.0.0.1:{p} max_fails=1 fail_timeout=10s;" for p in ports)
    singles = "\n".join(f"    upstream replica_{p} {{\n        server 127.0.0.1:{p};\n    }}" for p in ports)
    cookie_map = "\n".join(f'        "{p}" replica_{p};' for p in ports)
    return TEMPLATE.read_text(encoding="utf-8").format(
        prefix=prefix, listen=listen, group_servers=group, single_upstreams=singles, cookie_map=cookie_map,
        proxy_common=_PROXY_COMMON,
    )  # fmt: skip


def wait_healthy(
    url: str, proc: subprocess.Popen, timeout: float, log_tail: Callable[[], str], t0: float | None = None
) -> None:
    """Poll `url`/_stcore/health (Streamlit's, and nginx's proxy of it) until it says ok; a RuntimeError with the
    end of the process' log if the process exits or `timeout` seconds (from `t0`, default now) pass first."""
    t0 = time.perf_counter() if t0 is None else t0
    while True:
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=1) as r:
                if r.read() == b"ok":
                    return
        except OSError:
            pass
        if proc.poll() is not None or time.perf_counter() - t0 > timeout:
            raise RuntimeError(f"{url} did not become healthy:\n{log_tail()[-3000:]}")
        time.sleep(0.05)


def _file_tail(path: Path) -> Callable[[], str]:
    return lambda: path.read_text(errors="replace") if path.exists() else ""


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@dataclass
class Served:
    """A running class: nginx's address, and each replica's port and process."""

    base: str
    replicas: dict[int, subprocess.Popen] = field(default_factory=dict)
    nginx: subprocess.Popen | None = None
    prefix: Path | None = None

    @property
    def pids(self) -> list[int]:
        return [p.pid for p in self.replicas.values()]


@contextmanager
def serve_class(replicas: int, listen: str | None = None, env: dict | None = None, app: str = "app.py",
                nginx: str = NGINX, timeout: float = 90.0):  # fmt: skip
    """Start `replicas` Streamlit servers and nginx in front; yields a Served; stops everything afterwards."""
    if not Path(nginx).is_file():
        raise FileNotFoundError(f"no nginx at {nginx} (apt-get install nginx)")
    listen = listen or f"127.0.0.1:{free_port()}"
    environ = {**os.environ, **(env or {})}
    with ExitStack() as stack:
        prefix = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="serve-class-")))
        served = Served(base=f"http://{listen.replace('0.0.0.0', '127.0.0.1')}", prefix=prefix)
        for _ in range(replicas):
            port = free_port()
            log = prefix / f"replica-{port}.log"
            cmd = [sys.executable, "-m", "streamlit", "run", app, "--server.headless", "true",
                   "--server.port", str(port), "--server.address", "127.0.0.1",
                   "--browser.gatherUsageStats", "false"]  # fmt: skip
            with open(log, "w") as out:
                proc = subprocess.Popen(cmd, cwd=ROOT, env=environ, stdout=out, stderr=subprocess.STDOUT)
            stack.callback(_stop, proc)
            served.replicas[port] = proc
        for port, proc in served.replicas.items():
            wait_healthy(f"http://127.0.0.1:{port}", proc, timeout, _file_tail(prefix / f"replica-{port}.log"))
        conf = prefix / "nginx.conf"
        conf.write_text(render_config(listen, list(served.replicas), prefix), encoding="utf-8")
        cmd = [nginx, "-p", str(prefix), "-c", str(conf), "-e", str(prefix / "error.log"), "-g", "daemon off;"]
        served.nginx = subprocess.Popen(cmd, cwd=prefix, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
        stack.callback(_stop, served.nginx)
        wait_healthy(served.base, served.nginx, timeout, _file_tail(prefix / "error.log"))
        yield served


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--replicas", type=int, default=os.cpu_count() or 1, help="Streamlit servers (default: cores)")
    ap.add_argument("--listen", default="127.0.0.1:8501", help="nginx's address (0.0.0.0:8501 for the network)")
    ap.add_argument("--nginx", default=NGINX)
    args = ap.parse_args(argv)
    with serve_class(args.replicas, args.listen, nginx=args.nginx) as served:
        print(f"{len(served.replicas)} replicas on ports {', '.join(map(str, served.replicas))}; open {served.base}")
        stop = []
        signal.signal(signal.SIGTERM, lambda *_: stop.append(1))
        reported: set[int] = set()
        try:  # a replica that dies is reported; its people move to the others. No replica left: stop.
            while not stop and served.nginx.poll() is None:
                dead = {port for port, p in served.replicas.items() if p.poll() is not None}
                for port in dead - reported:
                    print(f"the replica on port {port} stopped; its people reconnect to the others", file=sys.stderr)
                reported |= dead
                if len(dead) == len(served.replicas):
                    return 1
                time.sleep(1)
        except KeyboardInterrupt:
            pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
