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


# ---------------------------------------------------------------------------------------------
# Player sheets, printed as a player prints them: by rulestone's own Chromium print path.

PLAYER_SHEETS = sorted((ROOT / "generated" / "sheets").glob("*.player.html"))
# A TrueType CJK face the sheets list first; without one Chromium can only print CJK as Type 3.
TRUETYPE_CJK = ("BIZ UDPGothic", "IPAexGothic", "WenQuanYi Zen Hei")


def _have_truetype_cjk() -> bool:
    if shutil.which("fc-list") is None:
        return False
    import subprocess
    families = subprocess.run(["fc-list", ":fontformat=TrueType", "family"], capture_output=True,
                              text=True).stdout
    return all(any(f in families for f in group) for group in (TRUETYPE_CJK[:2], TRUETYPE_CJK[2:]))


def test_every_game_and_language_has_a_player_sheet():
    games = {p.name.split(".")[0] for p in (ROOT / "rulespecs").glob("*.yaml") if p.name != "glossary.yaml"}
    assert {p.name for p in PLAYER_SHEETS} == {f"{g}.{lang}.player.html" for g in games
                                               for lang in ("ja", "zh-Hant", "en")}


@pytest.mark.parametrize("page_path", PLAYER_SHEETS, ids=lambda p: p.name)
def test_player_sheet_prints_on_at_most_two_pages(browser, page_path: Path, tmp_path: Path):
    pdfplumber = pytest.importorskip("pdfplumber")
    from rulestone import chromium

    pdf = tmp_path / f"{page_path.stem}.pdf"
    chromium.print_fitted(page_path, pdf)
    with pdfplumber.open(pdf) as doc:
        pages = doc.pages
        assert 1 <= len(pages) <= 2, (page_path.name, len(pages))
        if len(pages) == 2:  # no orphan last page: the second page carries real content
            first, last = (len(p.extract_text() or "") for p in (pages[0], pages[-1]))
            assert last >= chromium.ORPHAN * first, (page_path.name, first, last)
    if shutil.which("pdffonts") and _have_truetype_cjk():
        import subprocess
        fonts = subprocess.run(["pdffonts", str(pdf)], capture_output=True, text=True, check=True).stdout
        assert "Type 3" not in fonts, fonts

    # in print layout (two columns) nothing is wider than its column or the page
    page = browser.new_page(viewport={"width": A4_WIDTH_PX, "height": 1123})
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(page_path.as_uri())
    for media in ("screen", "print"):
        page.emulate_media(media=media)
        wide = page.evaluate("""() => [...document.querySelectorAll('main *')]
            .filter(e => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible'
                         || e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
            .map(e => e.tagName + ' ' + (e.textContent || '').slice(0, 40))""")
        assert wide == [], (page_path.name, media, wide[:5])
    assert errors == []
    page.emulate_media(media="screen")
    # one reading flow on screen: a single column
    assert page.evaluate("getComputedStyle(document.querySelector('main')).columnCount") == "auto"
    shot = tmp_path / f"{page_path.stem}.png"
    page.screenshot(path=str(shot), full_page=False)
    assert shot.stat().st_size > 20_000
    page.close()
