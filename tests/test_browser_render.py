"""The HTML sheets and the reconciliation report as a person sees them, in headless Chromium:
CJK text drawn with CJK fonts (glyphs, not empty boxes), the page no wider than A4, no console
errors, a screenshot that is not blank. Needs Debian's chromium and a CJK font (installed by .ci/run)."""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
A4_WIDTH_PX = 794  # 210 mm at 96 dpi
CJK = re.compile(r"[\u3041-\u30fa\u3400-\u9fff]")  # kana and ideographs (not the shared ・ and 〜)
# Families that hold CJK glyphs; anything else drawing CJK text means .notdef boxes ("tofu").
CJK_FAMILY = re.compile(r"CJK|Han|Hei|Ming|Gothic|Mincho|Fallback|UMing|UKai|PingFang|JhengHei|YaHei|Meiryo|"
                        r"WenQuanYi|IPA|Takao|Sans (JP|TC|SC)|Serif (JP|TC|SC)", re.I)

playwright = pytest.importorskip("playwright.sync_api") if not os.environ.get("CI") else \
    __import__("playwright.sync_api").sync_api
CHROMIUM = shutil.which("chromium")
if CHROMIUM is None and not os.environ.get("CI"):
    pytest.skip("chromium not installed (apt-get install chromium fonts-noto-cjk)", allow_module_level=True)

PAGES = sorted((ROOT / "generated" / "sheets").glob("*.html")) + \
    sorted((ROOT / "generated" / "reports").glob("*.reconciliation.html"))


@pytest.fixture(scope="module")
def browser():
    with playwright.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=[
            "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-sync",
            "--disable-background-networking", "--disable-component-update"])
        yield b
        b.close()


def test_there_are_pages_to_look_at():
    names = {p.name for p in PAGES}
    assert {"emerald.ja.html", "emerald.zh-Hant.html", "emerald.en.html",
            "emerald.reconciliation.html"} <= names


@pytest.mark.parametrize("page_path", PAGES, ids=lambda p: p.name)
def test_page_renders_cjk_fits_a4_and_logs_no_errors(browser, page_path: Path, tmp_path: Path):
    page = browser.new_page(viewport={"width": A4_WIDTH_PX, "height": 1123})
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(page_path.as_uri())
    assert errors == []
    assert page.evaluate("document.documentElement.scrollWidth") <= A4_WIDTH_PX

    cdp = page.context.new_cdp_session(page)
    cdp.send("DOM.enable")
    cdp.send("CSS.enable")
    root = cdp.send("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
    selector = "h1, h2, small, li, td, p, span, b"
    nodes = cdp.send("DOM.querySelectorAll", {"nodeId": root, "selector": selector})["nodeIds"]
    checked = 0
    for node in nodes:
        # the fonts Chromium reports are those drawing the element's own text, not its children's
        children = cdp.send("DOM.describeNode", {"nodeId": node, "depth": 1})["node"].get("children", [])
        text = "".join(c.get("nodeValue", "") for c in children if c.get("nodeType") == 3)
        if not CJK.search(text):
            continue
        fonts = cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
        families = {f["familyName"] for f in fonts}
        assert any(CJK_FAMILY.search(f) for f in families), (page_path.name, text[:80], families)
        checked += 1
        if checked >= 60:
            break
    assert checked > 0, "no CJK text found to check"

    shot = tmp_path / f"{page_path.stem}.png"
    page.screenshot(path=str(shot), full_page=False)
    assert shot.stat().st_size > 20_000  # a blank page compresses to a few KB
    page.close()
