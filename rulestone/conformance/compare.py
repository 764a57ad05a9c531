"""Judging what an implementation reported against a case's `expect` (schema/conformance.schema.json)."""

from __future__ import annotations

import json
from typing import Any

from .protocol import Reply

PASS, FAIL, ERROR, SKIP = "PASS", "FAIL", "ERROR", "SKIP"


def _show(x: Any, limit: int = 160) -> str:
    s = json.dumps(x, ensure_ascii=False, sort_keys=True)
    return s if len(s) <= limit else s[: limit - 1] + "…"


def _same_scalar(a: Any, b: Any) -> bool:
    # numbers by value (1 == 1.0) but never a boolean for a number: JSON tells them apart
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, int | float) and isinstance(b, int | float):
        return a == b
    return type(a) is type(b) and a == b


_PLAIN = frozenset((str, int, type(None)))  # scalars that equal only their own type (bool is not int here)


def partial_mismatches(expected: Any, actual: Any, path: str = "state", limit: int = 5) -> list[str]:
    """Where `actual` differs from `expected`: objects partially (listed keys only), arrays fully."""
    out: list[str] = []

    def walk(e: Any, a: Any, p: str) -> None:
        if len(out) >= limit:
            return
        if isinstance(e, dict):
            if not isinstance(a, dict):
                out.append(f"{p}: expected an object, got {_show(a)}")
                return
            for k, v in e.items():
                if k not in a:
                    out.append(f"{p}.{k}: missing (expected {_show(v)})")
                else:
                    y = a[k]
                    if type(v) in _PLAIN and type(y) is type(v) and v == y:
                        continue  # what walk would find for them (nothing), without the call and path
                    walk(v, y, f"{p}.{k}")
        elif isinstance(e, list):
            if not isinstance(a, list):
                out.append(f"{p}: expected an array, got {_show(a)}")
            elif len(e) != len(a):
                out.append(f"{p}: expected {len(e)} element(s) {_show(e)}, got {len(a)} {_show(a)}")
            else:
                for i, (x, y) in enumerate(zip(e, a, strict=True)):
                    if type(x) in _PLAIN and type(y) is type(x) and x == y:
                        continue
                    walk(x, y, f"{p}[{i}]")
        elif not _same_scalar(e, a):
            out.append(f"{p}: expected {_show(e)}, got {_show(a)}")

    walk(expected, actual, path)
    return out


def judge(case: dict[str, Any], reply: Reply) -> tuple[str, str]:
    """(PASS|FAIL|ERROR|SKIP, message) for one case. The message explains every failure found."""
    if reply.kind == "skipped":
        return SKIP, reply.message or "skipped by the implementation"
    if reply.kind == "errored":
        return ERROR, reply.message + (f"\n{reply.traceback}" if reply.traceback else "")
    r = reply.result or {}
    exp = case["expect"]
    steps_in, steps_out = case["steps"], r["steps"]
    problems: list[str] = []
    rejected = next((i for i, s in enumerate(steps_out) if not s["ok"]), None)
    if exp["result"] == "valid":
        if rejected is not None:
            why = steps_out[rejected].get("message")
            problems.append(f"step {rejected} {steps_in[rejected]!r} was rejected, but every step is legal"
                            + (f" ({why})" if why else ""))
        elif len(steps_out) != len(steps_in):
            problems.append(f"implementation reported {len(steps_out)} step(s) for {len(steps_in)}")
    else:
        at = exp["at"]
        if rejected is None:
            if len(steps_out) > at:
                problems.append(f"step {at} {steps_in[at]!r} was accepted, but it must be rejected")
            else:
                problems.append(f"implementation reported {len(steps_out)} step(s), none rejected; "
                                f"step {at} {steps_in[at]!r} must be rejected")
        elif rejected < at:
            why = steps_out[rejected].get("message")
            problems.append(f"step {rejected} {steps_in[rejected]!r} was rejected, but only step {at} "
                            f"{steps_in[at]!r} must be" + (f" ({why})" if why else ""))
        elif rejected > at:
            problems.append(f"step {at} {steps_in[at]!r} was accepted, but it must be rejected")
    if problems:  # the steps went astray: comparing the state after them would only add noise
        return FAIL, "; ".join(problems)
    if "state" in exp:
        problems += partial_mismatches(exp["state"], r["state"])
    if "legal" in exp:
        want, got = set(exp["legal"]), set(r["legal"])
        if want != got or len(r["legal"]) != len(set(r["legal"])):
            missing, extra = sorted(want - got), sorted(got - want)
            bits = []
            if missing:
                bits.append(f"missing {_show(missing)}")
            if extra:
                bits.append(f"unexpected {_show(extra)}")
            if not bits:
                bits.append("duplicate actions")
            problems.append("legal: " + ", ".join(bits))
    if "scores" in exp:
        problems += partial_mismatches(exp["scores"], r["scores"], "scores")
    if "terminal" in exp and exp["terminal"] != r["terminal"]:
        problems.append(f"terminal: expected {_show(exp['terminal'])}, got {_show(r['terminal'])}")
    if "current_player" in exp:
        cp = r.get("current_player")
        if cp is None:
            problems.append("current_player: the implementation did not report it")
        elif cp != exp["current_player"]:
            problems.append(f"current_player: expected {exp['current_player']}, got {cp}")
    return (FAIL, "; ".join(problems)) if problems else (PASS, "")
