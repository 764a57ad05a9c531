"""The `rulestone` command. Each subcommand is a module in rulestone/commands/ defining
HELP (one line), `add_arguments(parser)` and `run(args) -> int`.

Exit codes: 0 ok; 1 checks or cases failed; 2 bad input or usage.
"""

from __future__ import annotations

import argparse
import pkgutil
import sys
from importlib import import_module
from pathlib import Path

from . import __version__, commands, paths
from .errors import InputError


def parser() -> argparse.ArgumentParser:
    # --project may come before or after the command (`rulestone --project D build`, `rulestone build
    # --project D`); SUPPRESS keeps the subcommand's absent flag from overwriting the global one.
    project = argparse.ArgumentParser(add_help=False)
    project.add_argument("--project", type=Path, metavar="DIR", default=argparse.SUPPRESS,
                         help="the project folder (holding sources/ and rulespecs/); default: the current "
                              "folder or the nearest one above it")
    p = argparse.ArgumentParser(prog="rulestone", description=__doc__.split("\n\n")[0], parents=[project])
    p.add_argument("--version", action="version", version=f"rulestone {__version__}")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda m: m.name):
        mod = import_module(f"{commands.__name__}.{info.name}")
        name = info.name.replace("_", "-")
        sp = sub.add_parser(name, help=mod.HELP, description=mod.HELP, parents=[project])
        mod.add_arguments(sp)
        sp.set_defaults(_run=mod.run)
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    paths.set_project(getattr(args, "project", None))
    try:
        return int(args._run(args) or 0)
    except InputError as e:
        print(f"rulestone: error: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
