"""The `rulestone` command. Each subcommand is a module in rulestone/commands/ defining
HELP (one line), `add_arguments(parser)` and `run(args) -> int`.

Exit codes: 0 ok; 1 checks or cases failed; 2 bad input or usage; 141 stdout closed early.
"""

from __future__ import annotations

import argparse
import os
import pkgutil
import sys
from importlib import import_module
from pathlib import Path
from typing import NoReturn

import yaml

from . import __version__, commands, paths
from .errors import InputError
from .escape import terminal_safe


class Parser(argparse.ArgumentParser):
    """argparse with usage errors on one line (`rulestone play: error: ...`), exit code 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {one_line(message)} (see {self.prog} --help)\n")


def parser() -> argparse.ArgumentParser:
    # --project may come before or after the command (`rulestone --project D build`, `rulestone build
    # --project D`); SUPPRESS keeps the subcommand's absent flag from overwriting the global one.
    project = Parser(add_help=False)
    project.add_argument("--project", type=Path, metavar="DIR", default=argparse.SUPPRESS,
                         help="the project folder (holding sources/ and rulespecs/); default: the current "
                              "folder or the nearest one above it")
    p = Parser(prog="rulestone", description=__doc__.split("\n\n")[0], parents=[project])
    p.add_argument("--version", action="version", version=f"rulestone {__version__}")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda m: m.name):
        mod = import_module(f"{commands.__name__}.{info.name}")
        name = info.name.replace("_", "-")
        sp = sub.add_parser(name, help=mod.HELP, description=mod.HELP, parents=[project])
        mod.add_arguments(sp)
        sp.set_defaults(_run=mod.run)
    return p


def one_line(text: object) -> str:
    """Outside text as one terminal-safe line."""
    return " ".join(terminal_safe(text).split())


def _bad_input(e: BaseException) -> str | None:
    """The one-line message for an exception that means bad input, else None (a bug: traceback)."""
    if isinstance(e, InputError):
        return str(e)
    if isinstance(e, yaml.MarkedYAMLError):
        mark = e.problem_mark or e.context_mark
        where = f"{mark.name}:{mark.line + 1}:{mark.column + 1}" if mark else "input"
        return f"{where}: YAML error: {e.problem or e.context}"
    if isinstance(e, yaml.YAMLError):
        return f"input: YAML error: {e}"
    if isinstance(e, UnicodeDecodeError):
        return f"input: expected UTF-8 text, found byte 0x{e.object[e.start]:02x} at offset {e.start}"
    if isinstance(e, RecursionError):
        return "input: expected data nested at most a few hundred levels, found deeper nesting"
    if isinstance(e, ValueError) and "integer string conversion" in str(e):
        limit = sys.get_int_max_str_digits()
        return f"input: expected a number of at most {limit} digits, found a longer one"
    if isinstance(e, MemoryError):
        return "input: expected input that fits in memory, found more"
    if isinstance(e, OSError) and not isinstance(e, BrokenPipeError) and e.filename:
        return f"{e.filename}: cannot use: {e.strerror or e}"
    return None


def main(argv: list[str] | None = None) -> int:
    try:
        args = parser().parse_args(argv)
        paths.set_project(getattr(args, "project", None))
        return int(args._run(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # `rulestone align ... --json | head`: the reader left; say nothing, as a SIGPIPE'd tool would
        _silence_stdout()
        return 141
    except Exception as e:
        message = _bad_input(e)
        if message is None:
            raise
        print(f"rulestone: error: {one_line(message)}", file=sys.stderr)
        return 2


def _silence_stdout() -> None:
    """Point stdout at /dev/null so the interpreter's final flush does not raise again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):  # stdout is not a real file (tests capture it)
        pass


if __name__ == "__main__":
    sys.exit(main())
