"""Headless Chromium for printing HTML to PDF and taking screenshots (Debian's chromium package)."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

from .errors import InputError

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--hide-scrollbars", "--no-pdf-header-footer"]


def binary() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


def run(args: list[str], timeout: float = 90) -> subprocess.CompletedProcess:
    exe = binary()
    if exe is None:
        raise InputError("chromium", "not installed: install Debian's `chromium` package to print PDFs")
    with tempfile.TemporaryDirectory() as profile:
        return subprocess.run([exe, *FLAGS, f"--user-data-dir={profile}", *args],
                              capture_output=True, text=True, timeout=timeout)


def print_pdf(html: Path, pdf: Path) -> None:
    result = run([f"--print-to-pdf={pdf}", "--font-render-hinting=none", html.resolve().as_uri()])
    if not pdf.exists() or pdf.stat().st_size == 0:
        raise InputError(str(html), f"chromium could not print it: {result.stderr.strip()[-300:]}")


def screenshot(html: Path, png: Path, width: int = 794, height: int = 1123) -> str:
    """Screenshot at A4 width in CSS pixels (210 mm at 96 dpi = 794 px); returns chromium's log."""
    result = run([f"--screenshot={png}", f"--window-size={width},{height}",
                  "--enable-logging=stderr", "--v=0", html.resolve().as_uri()])
    return result.stderr


# Print font sizes (pt) tried for a sheet, from the template's own (first) outwards; the player
# sheet's `@media print` rule sets the first.
PRINT_SIZES = (7.7, 7.4, 7.1, 6.9, 8.0, 8.3, 8.6, 9.0, 9.4)
ORPHAN = 0.25  # a last page with under a quarter of the first page's text is an orphan
FULL = 0.7  # a last page with under 70 % of the first page's text leaves room for larger print


def page_texts(pdf: Path) -> list[int]:
    """Characters of text on each page of a PDF."""
    import pdfplumber

    with pdfplumber.open(pdf) as doc:
        return [len(p.extract_text() or "") for p in doc.pages]


def print_fitted(html: Path, pdf: Path, max_pages: int = 2) -> float:
    """Print a sheet on at most `max_pages` A4 pages without an orphan last page: if the last page
    holds little, a smaller print size that saves the page is taken, else a larger one that fills
    it. Returns the chosen size; the page's own size when nothing fits better."""
    source = html.read_text(encoding="utf-8")
    results: dict[float, list[int]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        def attempt(size: float) -> list[int]:
            page = Path(tmp) / f"{size}.html"
            rule = f"<style>@media print {{ html {{ font-size: {size}pt !important; }} }}</style></head>"
            page.write_text(source.replace("</head>", rule, 1), encoding="utf-8")
            out = Path(tmp) / f"{size}.pdf"
            print_pdf(page, out)
            results[size] = page_texts(out)
            return results[size]

        def good(texts: list[int]) -> bool:
            return len(texts) <= max_pages and (len(texts) == 1 or texts[-1] >= ORPHAN * texts[0])

        chosen = PRINT_SIZES[0]
        first = attempt(chosen)
        if good(first) and len(first) > 1 and first[-1] < FULL * first[0]:
            # fits, but the last page is half empty: a larger print size reads better, if it still fits
            for size in (s for s in PRINT_SIZES if s > chosen):
                if not good(attempt(size)):
                    break
                chosen = size
        elif not good(first):
            smaller = [s for s in PRINT_SIZES if s < chosen]
            larger = [s for s in PRINT_SIZES if s > chosen] if len(first) <= max_pages else []
            for size in smaller:  # first try saving the last page (or fitting at all)
                if good(attempt(size)) and len(results[size]) < len(first):
                    chosen = size
                    break
            else:
                for size in larger:  # else fill it, as long as the sheet stays within its pages
                    texts = attempt(size)
                    if len(texts) > max_pages:
                        break
                    if good(texts):
                        chosen = size
                        break
                else:
                    fitting = [s for s, t in results.items() if len(t) <= max_pages]
                    chosen = max(fitting) if fitting and len(first) > max_pages else chosen
        shutil.copyfile(Path(tmp) / f"{chosen}.pdf", pdf)
    return chosen
