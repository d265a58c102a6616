"""AppTest of app.py: the navigation lists the pages that exist, and the shared sidebar controls work."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.runtime.pages_manager import PagesManager
from streamlit.testing.v1 import AppTest

from .fixtures_app import TIMEOUT, assert_clean, fixture_models  # noqa: F401

pytestmark = pytest.mark.usefixtures("fixture_models")

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def app(monkeypatch):
    """app.py under AppTest, as the server runs it.

    AppTest forgets between runs that st.navigation was called and, because the page scripts live in a
    folder named pages/, reruns fall back to Streamlit's old folder-based navigation. A server decides
    that once per process, after the first st.navigation call; this does the same for each AppTest run.
    """
    original = PagesManager.__init__

    def init(self, *args, **kwargs):
        original(self, *args, **kwargs)
        PagesManager.uses_pages_directory = False

    monkeypatch.setattr(PagesManager, "__init__", init)
    return AppTest.from_file(str(ROOT / "app.py"), default_timeout=TIMEOUT).run()


def test_navigation_lists_existing_pages_and_opens_home(app):
    import app as entry  # only its page list: importing app.py runs nothing

    assert_clean(app)
    assert app.title[0].value == "Attention Is All You Need"  # Home is the default page
    listed = [title for pages in entry.listed_pages().values() for _, title, _ in pages]
    assert listed[:3] == ["Home", "Attention explorer", "Decoding step by step"]


def test_shared_sidebar_controls(app):
    app.sidebar.toggle(key="_w_present").set_value(True).run()
    assert_clean(app)
    assert app.session_state["present"] is True and app.query_params["present"] == "1"
    assert app.sidebar.toggle(key="_w_present").value is True  # still there after the rerun
    app.sidebar.radio(key="_w_image_format").set_value("svg").run()
    assert_clean(app)
    assert app.session_state["image_format"] == "svg"
    app.sidebar.toggle(key="_w_present").set_value(False).run()
    assert "present" not in app.query_params


@pytest.mark.parametrize("page", ["pages/attention_explorer.py", "pages/decoding.py"])
def test_switching_pages_keeps_the_sentence(app, page):
    app.text_input(key="_w_sentence").set_value("the man reads a book").run()
    app.switch_page(page).run()
    assert_clean(app)
    assert app.text_input(key="_w_sentence").value == "the man reads a book"


def test_a_page_not_yet_written_is_not_listed(tmp_path):
    import app as entry

    (tmp_path / "pages").mkdir()
    (tmp_path / "pages" / "home.py").write_text("")
    (tmp_path / "pages" / "masking.py").write_text("")
    assert entry.listed_pages(tmp_path) == {
        "Explore": [entry.PAGES["Explore"][0]],
        "Teach": [next(p for p in entry.PAGES["Teach"] if p[0] == "pages/masking.py")],
    }
