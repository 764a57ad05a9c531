"""Spec text never escapes from a literal or comment of generated code."""

from __future__ import annotations

import ast
import json
import shutil
import subprocess

import pytest

from rulestone.generate.blocks import GenerationError, RuleBlocks, check_no_placeholder, locate_blocks
from rulestone.generate.literals import comment_text, js_literal, py_literal

HOSTILE = ['"""', "'''", "\\", "a\nb", "{{ x }}", "{% if %}", "*/", "</script>", "\u2028", "#", "'\"\\n"]


@pytest.mark.parametrize("s", HOSTILE)
def test_python_literal_round_trips(s):
    code = py_literal({"q": [s, 1, None]})
    assert ast.literal_eval(code) == {"q": [s, 1, None]}
    check_no_placeholder("t", code)


@pytest.mark.parametrize("s", HOSTILE)
def test_comment_is_one_line_and_inert(s):
    text = f"x = 1  # {comment_text(s)}\ny = 2\n"
    tree = ast.parse(text)
    assert len(tree.body) == 2
    check_no_placeholder("t", text)


@pytest.mark.skipif(shutil.which("node") is None, reason="node not installed")
def test_js_literal_and_comment_are_inert():
    src = "".join(f"// {comment_text(s)}\n/* {comment_text(s)} */\n"
                  f"console.log(JSON.stringify({js_literal(s)}));\n" for s in HOSTILE)
    out = subprocess.run(["node", "-e", src], capture_output=True, text=True, check=True).stdout
    assert [json.loads(line) for line in out.rstrip("\n").split("\n")] == HOSTILE


def test_rule_blocks_must_match_the_spec():
    rules = {"a.x": {"title": {"en": "A"}, "cites": {"ja": [{"exact": '"""\n*/'}]}}, "b.y": {}}
    blocks = RuleBlocks(rules)
    out = blocks("a.x", caller=lambda: "    pass\n")
    assert out.splitlines()[0] == "    # rule a.x: A" and out.splitlines()[-1] == "    # end rule a.x"
    with pytest.raises(GenerationError, match=r"'b\.y' has no block"):
        blocks.check("t")
    blocks("c.z", caller=lambda: "pass")
    blocks("b.y", caller=lambda: "pass")
    with pytest.raises(GenerationError, match=r"names no spec rule: 'c\.z'"):
        blocks.check("t")
    assert locate_blocks(out) == {"a.x": (1, 4)}


def test_placeholder_in_output_is_refused():
    with pytest.raises(GenerationError, match="placeholder"):
        check_no_placeholder("t", "x = '{{ missing }}'")


INVISIBLE = ["\u202e", "\u202a", "\u2066", "\u2069", "\u200b", "\u200f", "\ufeff", "\x1b[31m", "\x00", "\x85",
             "\U000e0001"]


@pytest.mark.parametrize("ch", INVISIBLE)
def test_invisible_characters_are_escaped_in_code(ch):
    s = f"a{ch}b"
    for code in (py_literal(s), js_literal(s), comment_text(s)):
        assert ch not in code and all(c.isprintable() for c in code), repr(code)
    assert ast.literal_eval(py_literal(s)) == s


@pytest.mark.skipif(shutil.which("node") is None, reason="node not installed")
def test_escaped_invisible_characters_round_trip_in_js():
    src = "".join(f"console.log(JSON.stringify({js_literal('x' + ch)}));\n" for ch in INVISIBLE)
    out = subprocess.run(["node", "-e", src], capture_output=True, text=True, check=True).stdout
    assert [json.loads(line) for line in out.rstrip("\n").split("\n")] == ["x" + ch for ch in INVISIBLE]


# -- text leaving rulestone: Markdown and the terminal ------------------------------------------------


@pytest.mark.parametrize("s", ["</script><script>alert(1)</script>", "<img src=x onerror=alert(1)>",
                               "[x](javascript:alert(1))", "[r]: data:text/html,<b>", "a|b", "`code`",
                               "a\\|b", "\u202eevil\u202c", "line\nbreak"])
def test_markdown_text_carries_no_markup(s):
    from rulestone.escape import md_escape

    out = md_escape(s)
    assert "<" not in out and ">" not in out and "\n" not in out and "\u202e" not in out
    assert "](" not in out and "]:" not in out
    assert "|" not in out.replace("\\|", "")  # every pipe escaped: one table cell stays one cell


def test_markdown_code_and_links():
    from rulestone.escape import md_code, md_fence, md_link_safe

    assert md_code("a`b") == "``a`b``" and md_code("plain") == "`plain`"
    fence = md_fence("x\n```\ny")
    assert fence[0] == "````text" and fence[-1] == "````"
    for bad in ("javascript:alert(1)", " JavaScript:x", "data:text/html,x", "vbscript:x", "file:///etc/passwd",
                "java\u200bscript:x", "weird-scheme:x"):
        assert md_link_safe(bad) == "#", bad
    for good in ("https://example.com/a", "emerald.board.svg", "../conformance/emerald.md#case", "#top"):
        assert md_link_safe(good) == good


def test_terminal_output_has_no_control_sequences():
    from rulestone.escape import terminal_safe

    hostile = ("ok\x1b]0;title\x07 \x1b[2J\x1b[31mred\x1b[0m \x9b1;1H \x1bP1$r\x1b\\ "
               "\ud800 \u202e\x00\x7f\tend\n")
    out = terminal_safe(hostile)
    assert not any((ord(c) < 32 and c not in "\n\t") or 0x7f <= ord(c) <= 0x9f for c in out)
    assert "\u202e" not in out and "\ud800" not in out and out.startswith("ok") and out.endswith("\tend\n")
    assert "red" in out and "title" not in out
