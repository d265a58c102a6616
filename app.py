"""Entry point: `streamlit run app.py`. Navigation and the sidebar controls every page shares."""

from __future__ import annotations

import os

# Before torch is imported anywhere: one OpenMP thread per script run. Every Streamlit session runs its script
# in a thread of its own; with torch's default team of one thread per core, the sessions' teams spin and fight
# over the cores (a 20 ms inspect took over a second at load 5), and a sleeping team (OMP_WAIT_POLICY=PASSIVE)
# costs 2.5x on every call. One thread each: 18 ms per inspect, and two users run side by side on two cores.
os.environ.setdefault("OMP_NUM_THREADS", "1")

from pathlib import Path  # noqa: E402

import streamlit as st  # noqa: E402

from pages import common  # noqa: E402

HERE = Path(__file__).resolve().parent

# (file, title, url path). The url path is the file's stem: Streamlit runs the first visit after a server start
# with its old pages/-folder navigation, which names pages by file (see common.leave_legacy_navigation).
# A teaching page is listed only once its file exists. No icons: a page's icon is
# also its favicon, and Streamlit fetches a Material icon favicon from fonts.gstatic.com (the app is offline).
PAGES = {
    "Explore": [
        ("pages/home.py", "Home", "home"),
        ("pages/attention_explorer.py", "Attention explorer", "attention_explorer"),
        ("pages/decoding.py", "Decoding step by step", "decoding"),
    ],
    "Teach": [
        ("pages/positional_encoding.py", "Positional encoding", "positional_encoding"),
        ("pages/masking.py", "Masking", "masking"),
        ("pages/attention_maths.py", "Scaled dot-product & multi-head", "attention_maths"),
        ("pages/inside_a_layer.py", "Inside a layer", "inside_a_layer"),
        ("pages/complexity.py", "Complexity", "complexity"),
        ("pages/training_lab.py", "Training lab", "training_lab"),
    ],
    "Paper": [
        ("pages/results.py", "Results (Tables 2 and 3)", "results"),
        ("pages/appendix.py", "Appendix figures on MiniLM", "appendix"),
    ],
}


def listed_pages(root: Path = HERE) -> dict[str, list[tuple[str, str, str]]]:
    """The sections and pages whose files exist under `root` (a page being written is left out)."""
    found = {section: [p for p in pages if (root / p[0]).is_file()] for section, pages in PAGES.items()}
    return {section: pages for section, pages in found.items() if pages}


# The default page is served at / but keeps a path of its own, which Streamlit answers with "Page not found"; /home,
# the legacy navigation's link to it (the first visit after a server start, see above), is a hidden page that
# switches to it with the same query parameters.
HOME_PATH = "start"


def navigation() -> st.navigation:
    listed = listed_pages()
    pages = {  # url path -> page
        url: st.Page(str(HERE / path), title=title, url_path=HOME_PATH if url == "home" else url, default=url == "home")
        for section in listed.values()
        for path, title, url in section
    }
    sections = {name: [pages[url] for _, _, url in section] for name, section in listed.items()}
    if "home" in pages:
        alias = st.Page(lambda: st.switch_page(pages["home"], query_params=st.query_params.to_dict()), title="Home",
                        url_path="home", visibility="hidden")  # fmt: skip
        sections[next(iter(sections))].append(alias)
    return st.navigation(sections)


def main() -> None:
    st.set_page_config(
        page_title="Attention Is All You Need, explained", layout="wide", initial_sidebar_state=common.sidebar_state()
    )
    page = navigation()
    common.presenter_toggle()
    common.image_format_picker()
    page.run()


if __name__ == "__main__":  # Streamlit runs the entry point as __main__; importing it only reads PAGES
    main()
