"""The native C target: generated/c/<game>.c and <game>.h for every spec compiled from the rule
language, generated/c/driver.c (protocol v1 for all of them), and the system C compiler run on
them into a cache outside generated/ (keyed by the sources' hash): the driver `rulestone conform
--impls c` runs, and the shared libraries the ctypes binding loads (docs/c-target.md)."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from ..cache import cache_dir as user_cache
from ..errors import InputError
from ..rules.emit_c import RUNTIME_H, c_str, emit, emit_header, ident, runtime_header

TEMPLATES = Path(__file__).resolve().parent.parent / "templates" / "c"
C_DIR = "generated/c"
DRIVER = f"{C_DIR}/driver.c"
RUNTIME = f"{C_DIR}/{RUNTIME_H}"
# what CI and the tests compile with; the cache builds optimised code with the same checks
WARNINGS = ["-std=c11", "-Wall", "-Wextra", "-Werror"]
OPTIMISE = ["-O2"]

_COMPILED: dict[tuple[str, str], tuple[str, str]] = {}


def engine_paths(game: str) -> tuple[str, str]:
    return f"{C_DIR}/{game}.c", f"{C_DIR}/{game}.h"


class Unsupported(Exception):
    """The C emitter does not cover a construct this spec uses yet (the Python and JS engines do)."""


def compiled_c(path: Path, root: Path) -> tuple[str, str]:
    """(<game>.c, <game>.h) compiled from the spec at `path` (once per program)."""
    from .python import compiled_program

    prog = compiled_program(path, root)
    key = (prog.spec_file, prog.sha256)
    if key not in _COMPILED:
        try:
            _COMPILED[key] = (emit(prog), emit_header(prog))
        except (NotImplementedError, ValueError, KeyError, TypeError, AttributeError) as e:
            # the emitter was written against Emerald's constructs and the toy specs; a construct
            # it lacks is reported, not compiled wrong
            raise Unsupported(f"{prog.spec_file}: the C target does not cover a construct of this spec "
                              f"yet ({type(e).__name__}: {e})") from None
    return _COMPILED[key]


def render_driver(games: list[str], version: str) -> str:
    """generated/c/driver.c: protocol v1 for the engines <game>.c beside it (one binary for all)."""
    text = (TEMPLATES / "driver.c.txt").read_text(encoding="utf-8")
    head, rest = text.split("/*BEGIN GAME*/\n", 1)
    per_game, protocol = rest.split("/*END GAME*/\n", 1)
    games = sorted(games)
    out = [
        "/* Conformance driver for the rulestone C engines (generated file: do not edit), protocol v1",
        "   (docs/protocol.md): JSON lines on stdin/stdout. Build it with the engines beside it:",
        f"     cc -std=c11 -O2 -o driver driver.c {' '.join(f'{g}.c' for g in games)}",
        "   or let `rulestone conform --impls c` build it into its cache. */",
        *(f'#include "{g}.h"' for g in games),
        f"#define RS_VERSION {c_str(version)}",
        f'#include "{RUNTIME_H}"',
    ]
    for g in games:
        out.append(per_game.replace("rsg_", f"{ident(g)}_"))
    out.append(f"static const char *const RS_GAMES[] = {{{', '.join(c_str(g) for g in games)}, NULL}};")
    out.append("static int rs_known(const char *game) {")
    out.append("  for (int k = 0; RS_GAMES[k] != NULL; k++)")
    out.append("    if (strcmp(RS_GAMES[k], game) == 0) return 1;")
    out.append("  return 0;")
    out.append("}")
    out.append("static void rs_dispatch(const char *game, const rs_json *c, int players, "
               "const char *options, rs_buf *out) {")
    for g in games:
        out.append(f"  if (strcmp(game, {c_str(g)}) == 0) {ident(g)}_run(c, players, options, out);")
    out.append("}")
    out.append(protocol)
    del head
    return "\n".join(out).rstrip("\n") + "\n"


# ------------------------------------------------------------------------------------ compiling


def compiler() -> str | None:
    """The C compiler: $CC, else cc, gcc or clang on PATH; None when there is none."""
    cc = os.environ.get("CC")
    if cc:
        return shutil.which(cc) or None
    for name in ("cc", "gcc", "clang"):
        found = shutil.which(name)
        if found:
            return found
    return None


def cache_dir() -> Path:
    base = os.environ.get("RULESTONE_C_CACHE")
    if base:
        return Path(base)
    return user_cache("c")


def _build(sources: dict[str, bytes], flags: list[str], output: str, what: str) -> Path:
    """Compile `sources` (file name -> text; the .c files are compiled) with `flags` into the cache,
    once per content: returns the path of `output` there. InputError without a compiler or on a
    compiler error."""
    cc = compiler()
    if cc is None:
        raise InputError("cc", f"no C compiler found (set CC, or install cc, gcc or clang) to build {what}")
    h = hashlib.sha256()
    for part in (cc, *flags, output):
        h.update(part.encode() + b"\0")
    for name in sorted(sources):
        h.update(name.encode() + b"\0" + sources[name] + b"\0")
    target = cache_dir() / h.hexdigest()[:32] / output
    if target.is_file():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="rulestone-c-") as tmp:
        for name, data in sources.items():
            (Path(tmp) / name).write_bytes(data)
        cfiles = sorted(n for n in sources if n.endswith(".c"))
        run = subprocess.run([cc, *flags, "-o", output, *cfiles], cwd=tmp, capture_output=True, text=True)
        if run.returncode != 0:
            first = (run.stderr.strip() or run.stdout.strip() or "failed").splitlines()[0]
            raise InputError(cfiles[0] if cfiles else output, f"the C compiler refused it: {first}")
        partial = target.with_name(f".{output}.{os.getpid()}")
        shutil.copyfile(Path(tmp) / output, partial)
        partial.chmod(0o755)
        os.replace(partial, target)  # another process building the same key writes the same bytes
    return target


def c_sources(root: Path) -> dict[str, bytes]:
    """The C files of generated/c/ (InputError when there are none: run `rulestone build`)."""
    d = root / C_DIR
    files = {p.name: p.read_bytes() for p in sorted(d.glob("*.[ch]"))} if d.is_dir() else {}
    if "driver.c" not in files:
        raise InputError(DRIVER, "no generated C driver; run `rulestone build`")
    return files


def driver_binary(root: Path, sources: dict[str, bytes] | None = None,
                  extra: list[str] | None = None) -> Path:
    """The protocol driver compiled from generated/c/ (or the given sources) into the cache."""
    sources = sources if sources is not None else c_sources(root)
    return _build(sources, [*WARNINGS, *OPTIMISE, *(extra or [])], "driver", "the C driver")


def shared_library(game: str, c_text: str | bytes, h_text: str | bytes,
                   runtime: str | bytes | None = None) -> Path:
    """<game>.so (the engine alone, for the ctypes binding) compiled into the cache; `runtime` is the
    rs_runtime.h it includes (by default this rulestone's)."""
    def enc(x: str | bytes) -> bytes:
        return x.encode("utf-8") if isinstance(x, str) else x

    sources = {f"{game}.c": enc(c_text), f"{game}.h": enc(h_text),
               RUNTIME_H: enc(runtime if runtime is not None else runtime_header())}
    return _build(sources, [*WARNINGS, *OPTIMISE, "-fPIC", "-shared"], f"{game}.so", f"the {game} engine")
