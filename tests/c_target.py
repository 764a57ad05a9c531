"""Shared by tests/test_c_*.py: the specs compiled from the rule language, their C texts (compiled
from the spec now, not read from generated/), and the C compiler (the tests skip, saying why, when
there is none)."""

from __future__ import annotations

import subprocess
from functools import cache
from pathlib import Path

import pytest

from rulestone.engines import load_module
from rulestone.generate import c as cgen
from rulestone.generate.python import has_logic
from rulestone.rules import emit_c, emit_js, emit_python
from rulestone.rules.compile import compile_spec

ROOT = Path(__file__).resolve().parent.parent
CC = cgen.compiler()
needs_cc = pytest.mark.skipif(CC is None, reason="no C compiler (cc, gcc or clang; or $CC) is installed: "
                                                 "the C engines cannot be compiled")
SANITIZE = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer", "-g",
            "-O1"]


def spec_paths() -> list[Path]:
    """Every spec compiled from the rule language: the games that carry an engine block and the
    toy specs of tests/data/rules/."""
    games = [p for p in sorted((ROOT / "rulespecs").glob("*.yaml")) if p.stem != "glossary" and has_logic(p)]
    return [p for p in games + sorted((ROOT / "tests" / "data" / "rules").glob("*.yaml")) if c_covers(p)]


def c_covers(path: Path) -> bool:
    """Whether the C emitter covers every construct of the spec (generate.c.Unsupported otherwise:
    the build says which games have no C engine, and why)."""
    try:
        cgen.compiled_c(path, ROOT)
    except cgen.Unsupported:
        return False
    return True


@cache
def program(path: Path):
    return compile_spec(path, ROOT)


@cache
def c_texts(path: Path) -> tuple[str, str]:
    prog = program(path)
    return emit_c.emit(prog), emit_c.emit_header(prog)


@cache
def python_engine(path: Path):
    prog = program(path)
    return load_module(emit_python.emit(prog), f"c_target_py_{prog.game}")


def js_text(path: Path) -> str:
    return emit_js.emit(program(path))


@cache
def c_engine(path: Path):
    from rulestone import c_engine as ce

    prog = program(path)
    return ce.Engine(ce.load_library(prog.game, ROOT, *c_texts(path)))


def sources(paths: list[Path], version: str = "test") -> dict[str, bytes]:
    """generated/c/ as the build would write it for these specs."""
    out: dict[str, bytes] = {}
    games = []
    for p in paths:
        game = program(p).game
        c_text, h_text = c_texts(p)
        out[f"{game}.c"], out[f"{game}.h"] = c_text.encode(), h_text.encode()
        games.append(game)
    out["driver.c"] = cgen.render_driver(games, version).encode()
    out[emit_c.RUNTIME_H] = emit_c.runtime_header().encode()
    return out


def compile_check(tmp: Path, files: dict[str, bytes], flags: list[str], output: str = "a.out") -> Path:
    for name, data in files.items():
        (tmp / name).write_bytes(data)
    cfiles = sorted(n for n in files if n.endswith(".c"))
    run = subprocess.run([CC, *flags, "-o", output, *cfiles], cwd=tmp, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr[-4000:]
    return tmp / output
