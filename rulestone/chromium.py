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
    result = run([f"--print-to-pdf={pdf}", html.resolve().as_uri()])
    if not pdf.exists() or pdf.stat().st_size == 0:
        raise InputError(str(html), f"chromium could not print it: {result.stderr.strip()[-300:]}")


def screenshot(html: Path, png: Path, width: int = 794, height: int = 1123) -> str:
    """Screenshot at A4 width in CSS pixels (210 mm at 96 dpi = 794 px); returns chromium's log."""
    result = run([f"--screenshot={png}", f"--window-size={width},{height}",
                  "--enable-logging=stderr", "--v=0", html.resolve().as_uri()])
    return result.stderr
