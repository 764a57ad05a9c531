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


_GCC: dict[str, bool] = {}


def _is_gcc(cc: str) -> bool:
    """gcc itself (not clang answering as cc): the one whose profile feedback the engines use."""
    if cc not in _GCC:
        try:
            out = subprocess.run([cc, "--version"], capture_output=True, text=True, timeout=30).stdout
        except (OSError, subprocess.SubprocessError):
            out = ""
        _GCC[cc] = "Free Software Foundation" in out and "clang" not in out.lower()
    return _GCC[cc]


# Profile feedback for an engine library (gcc): built instrumented, it plays seeded random games
# (every player count, default options) and is built again with what that run measured. The games
# are fixed, so the build is too; code the games did not reach stays optimised as usual
# (-fprofile-partial-training). Any failure on the way leaves the plain build.
_TRAINER = r"""
#include <stdio.h>
#include "%(header)s"
int main(void) {
  for (int p = %(game)s_min_players(); p <= %(game)s_max_players(); p++) {
    %(game)s_game *g = %(game)s_game_new(p, "{}");
    if (g == NULL) continue;
    double stats[7 + 3 * 64] = {0};
    for (int i = 0; i < 400 && stats[1] < 60000; i++)
      if (%(game)s_playouts(g, (unsigned long long)(1000 * p + i), 1, 20000, stats) != 0) break;
    %(game)s_game_free(g);
  }
  return 0;
}
"""


def _train(cc: str, flags: list[str], output: str, game: str, tmp: Path) -> list[str]:
    """Extra flags for the final build of an engine library: its profile, measured in `tmp` (where
    the final build then runs), or none when it could not be measured."""
    def ok(argv: list[str], timeout: float = 180) -> bool:
        try:
            return subprocess.run(argv, cwd=tmp, capture_output=True, timeout=timeout).returncode == 0
        except (OSError, subprocess.SubprocessError):
            return False

    gen = ["-fprofile-generate", "-fprofile-update=single"]
    cfiles = sorted(p.name for p in tmp.glob("*.c") if p.name != "rs_trainer.c")
    trainer = _TRAINER % {"game": ident(game), "header": f"{game}.h"}
    (tmp / "rs_trainer.c").write_text(trainer, encoding="utf-8")
    if not (ok([cc, *flags, *gen, "-o", output, *cfiles])
            and ok([cc, "-std=c11", "-O1", "-o", "rs_trainer", "rs_trainer.c", f"./{output}",
                    "-Wl,-rpath,$ORIGIN"])
            and ok([str(tmp / "rs_trainer")])):
        return []
    (tmp / output).unlink(missing_ok=True)
    return ["-fprofile-use", "-fprofile-partial-training"]


def _build(sources: dict[str, bytes], flags: list[str], output: str, what: str,
           train: str | None = None) -> Path:
    """Compile `sources` (file name -> text; the .c files are compiled) with `flags` into the cache,
    once per content: returns the path of `output` there. InputError without a compiler or on a
    compiler error. train: the game of an engine library built with profile feedback (gcc)."""
    cc = compiler()
    if cc is None:
        raise InputError("cc", f"no C compiler found (set CC, or install cc, gcc or clang) to build {what}")
    train = train if train is not None and _is_gcc(cc) else None
    h = hashlib.sha256()
    for part in (cc, *flags, output, *([f"profile feedback\n{_TRAINER}"] if train else [])):
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
        extra = _train(cc, flags, output, train, Path(tmp)) if train else []
        run = subprocess.run([cc, *flags, *extra, "-o", output, *cfiles], cwd=tmp, capture_output=True,
                             text=True)
        if run.returncode != 0 and extra:  # a warning only the profile brought out: the plain build
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
    return _build(sources, [*WARNINGS, *OPTIMISE, "-fPIC", "-shared"], f"{game}.so", f"the {game} engine",
                  train=game)
