"""Bytes -> text, with the encoding detected and named (UTF-8, UTF-16/32 with BOM, CP932, Big5, ...)."""

from __future__ import annotations

import codecs
import os

from charset_normalizer import from_bytes

from .errors import InputError

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"),
)
# Legacy encodings a CJK rulebook arrives in; the detector is told to choose among these.
_CANDIDATES = ["cp932", "shift_jis", "euc_jp", "iso2022_jp", "big5", "big5hkscs", "cp950", "gb18030"]
_CANONICAL = {"utf_8": "utf-8", "utf_8_sig": "utf-8-sig", "cp932": "cp932", "shift_jis": "cp932",
              "big5": "big5", "big5hkscs": "big5hkscs", "cp950": "cp950", "euc_jp": "euc-jp",
              "gb18030": "gb18030", "iso2022_jp": "iso-2022-jp"}


# The largest document read (bytes): the biggest real rulebook PDF is a few MB; a 100 MB text
# would take minutes through the readers. RULESTONE_MAX_SOURCE_BYTES raises it on purpose.
DEFAULT_MAX_SOURCE_BYTES = 32 * 1024 * 1024


def max_source_bytes() -> int:
    value = os.environ.get("RULESTONE_MAX_SOURCE_BYTES", "")
    if not value:
        return DEFAULT_MAX_SOURCE_BYTES
    if not value.isdigit() or len(value) > 18:
        raise InputError("RULESTONE_MAX_SOURCE_BYTES", f"expected a number of bytes, found {value[:40]!r}")
    return int(value)


def decode(data: bytes, path: str) -> tuple[str, str]:
    """Return (text, encoding name). Raises InputError for empty, binary, oversized or undecodable
    input."""
    limit = max_source_bytes()
    if len(data) > limit:
        raise InputError(path, f"too large: {len(data)} bytes, expected a rule document of at most {limit} "
                               "bytes (set RULESTONE_MAX_SOURCE_BYTES to allow more)")
    if not data.strip():
        raise InputError(path, "empty file: expected a rule document with text")
    for bom, enc in _BOMS:
        if data.startswith(bom):
            try:
                return data.decode(enc), enc
            except UnicodeDecodeError as e:
                raise InputError(path, f"has a {enc} byte-order mark but bytes at offset {e.start} "
                                       f"are not valid {enc}") from None
    if b"\x00" in data[:4096]:
        raise InputError(path, "binary file (NUL bytes, no UTF-16 byte-order mark): expected text")
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError as utf8_error:
        first_bad = utf8_error.start
    best = from_bytes(data, cp_isolation=_CANDIDATES).best()
    if best is None:
        raise InputError(path, f"undecodable bytes: not UTF-8 (invalid byte at offset {first_bad}) "
                               f"nor any of {', '.join(_CANDIDATES)}")
    enc = _CANONICAL.get(best.encoding, best.encoding)
    try:
        return data.decode(enc), enc
    except UnicodeDecodeError as e:
        raise InputError(path, f"undecodable bytes at offset {e.start} for detected encoding {enc}") from None
