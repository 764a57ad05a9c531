"""Driver protocol v1 messages (DESIGN section 7; one JSON Schema per message in schema/protocol/).

Replies are checked by hand-written code here rather than jsonschema on the hot path: the harness
reads thousands of replies a second. tests/test_conform.py checks that both agree.

Every line is untrusted: invalid UTF-8 is decoded with U+FFFD, lone surrogates in strings become
U+FFFD, and a reply nested too deeply for the parser errors its own case (found by its seq where the
line starts with one, else the oldest unanswered case) instead of crashing the harness.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from .untrusted import clean_json, clean_text

VERSION = 1
MESSAGES = ("start", "started", "run", "result", "skipped", "errored", "stop")


class ProtocolError(Exception):
    """A line from the implementation that is not a well-formed message."""


class TooDeep(ProtocolError):
    """A line nested deeper than the JSON parser goes."""


def _line(obj: Any) -> bytes:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"


def start() -> bytes:
    return _line({"cmd": "start", "version": VERSION})


def stop() -> bytes:
    return _line({"cmd": "stop"})


def case_body(case: dict[str, Any], game: str) -> bytes:
    """The `case` member of a run message, encoded once and reused for every (re)send."""
    return json.dumps({**case, "game": game}, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def run(seq: int, body: bytes) -> bytes:
    return b'{"cmd":"run","seq":%d,"case":%s}\n' % (seq, body)


@dataclass
class Implementation:
    name: str
    language: str
    version: str
    games: list[str]
    raw: dict[str, Any]

    def describe(self) -> str:
        return f"{self.name} {self.version} ({self.language})"


def parse_started(line: bytes) -> Implementation:
    msg = _json(line)
    if msg.get("version") != VERSION:
        raise ProtocolError(f"implementation speaks protocol version {msg.get('version')!r}, "
                            f"expected {VERSION}")
    impl = msg.get("implementation")
    if not isinstance(impl, dict):
        raise ProtocolError("reply to start lacks an `implementation` object")
    for key in ("name", "language", "version"):
        if not isinstance(impl.get(key), str):
            raise ProtocolError(f"implementation.{key} must be a string")
    games = impl.get("games")
    if not isinstance(games, list) or not all(isinstance(g, str) for g in games):
        raise ProtocolError("implementation.games must be a list of game ids")
    impl = clean_json(impl)
    return Implementation(impl["name"], impl["language"], impl["version"], impl["games"], impl)


@dataclass
class Reply:
    """One reply to a run message: kind is result, skipped or errored."""

    seq: Any
    kind: str
    result: dict[str, Any] | None = None
    message: str = ""
    traceback: str = ""


def _json(line: bytes) -> dict[str, Any]:
    try:
        msg = json.loads(line.decode("utf-8", "replace"))
    except RecursionError:
        raise TooDeep(f"nested too deeply to parse ({len(line)} bytes)") from None
    except ValueError as e:
        text = line[:200].decode("utf-8", "replace").rstrip()
        raise ProtocolError(f"not JSON ({e}): {text!r}") from None
    if not isinstance(msg, dict):
        raise ProtocolError(f"not a JSON object: {line[:200].decode('utf-8', 'replace').rstrip()!r}")
    return msg


_LEADING_SEQ = re.compile(rb'\s*\{\s*"seq"\s*:\s*(\d{1,18})\s*[,}]')


def parse_reply(line: bytes) -> tuple[Any, Reply | str]:
    """(seq, Reply) for a well-formed reply; (seq, problem) for a reply to `seq` that breaks the
    schema (the case is errored, the stream is still in step); (seq or None, problem) for a reply too
    deep to parse. ProtocolError: not a reply at all."""
    try:
        msg = _json(line)
    except TooDeep as e:
        m = _LEADING_SEQ.match(line)
        return (int(m.group(1)) if m else None), f"reply {e}"
    if "seq" not in msg:
        raise ProtocolError(f"a line without `seq`: {line[:200].decode('utf-8', 'replace').rstrip()!r}")
    seq = msg["seq"]
    if "result" in msg:
        problem = check_result(msg["result"])
        return seq, (problem if problem else Reply(seq, "result", msg["result"]))
    if msg.get("skipped") is True:
        m = msg.get("message", "")
        return seq, Reply(seq, "skipped", message=clean_text(m if isinstance(m, str) else json.dumps(m)))
    if msg.get("errored") is True:
        ctx = msg.get("context")
        if not isinstance(ctx, dict) or not isinstance(ctx.get("message"), str):
            return seq, "errored reply without context.message"
        tb = ctx.get("traceback")
        return seq, Reply(seq, "errored", message=clean_text(ctx["message"]),
                          traceback=clean_text(tb) if isinstance(tb, str) else "")
    return seq, "reply has none of result, skipped: true, errored: true"


_STR, _NUMBERS = frozenset((str,)), frozenset((int, float))


def _number(x: Any) -> bool:
    return isinstance(x, int | float) and not isinstance(x, bool)


def check_result(r: Any) -> str:
    """'' when `r` is a valid result object (schema/protocol/result.schema.json), else the problem."""
    if not isinstance(r, dict):
        return "result must be an object"
    for key in ("steps", "state", "legal", "terminal", "scores"):
        if key not in r:
            return f"result lacks `{key}`"
    steps = r["steps"]
    if not isinstance(steps, list):
        return "result.steps must be an array"
    for i, s in enumerate(steps):
        if type(s) is dict and s.get("ok") is True:
            continue  # the usual step, passing every test below
        if not isinstance(s, dict) or not isinstance(s.get("ok"), bool):
            return f"result.steps[{i}] must be {{\"ok\": true}} or {{\"ok\": false, \"error\": ...}}"
        if s["ok"] is False and s.get("error") != "IllegalAction":
            return f"result.steps[{i}].error must be \"IllegalAction\""
    if not isinstance(r["state"], dict):
        return "result.state must be an object"
    legal, scores = r["legal"], r["scores"]
    # the item types are looked at in C first (exact str / int / float pass the tests); only a
    # list holding something else goes through the tests themselves
    if not isinstance(legal, list) or (not set(map(type, legal)) <= _STR
                                       and not all(isinstance(a, str) for a in legal)):
        return "result.legal must be an array of strings"
    if not isinstance(r["terminal"], bool):
        return "result.terminal must be a boolean"
    if not isinstance(scores, list) or (not set(map(type, scores)) <= _NUMBERS
                                        and not all(_number(x) for x in scores)):
        return "result.scores must be an array of numbers"
    cp = r.get("current_player")
    if cp is not None and (not isinstance(cp, int) or isinstance(cp, bool) or cp < -2):
        return "result.current_player must be an integer >= -2"
    return ""
