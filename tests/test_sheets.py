"""Reference sheets: numbers come from the spec, hostile text stays text, every language renders."""

from __future__ import annotations

import html.parser
import textwrap
from pathlib import Path

import pytest

from rulestone.sheets import LANGS, SheetBuilder, render
from rulestone.specs.load import load_spec

HOSTILE = "<script>alert(1)</script></style><b>unbalanced"

SPEC = textwrap.dedent("""\
    spec_version: 1
    game:
      id: toy
      titles: {ja: おもちゃ, zh-Hant: 玩具, en: "Toy %s"}
      designer: Someone
      players: {min: 2, max: 3}
      age: 8
      minutes: 20
      editions: {ja: toy.ja}
    components:
      - id: stone
        name: {ja: 石, zh-Hant: 石頭, en: stone}
        count: 17
        cites: {ja: [{exact: "石を17個"}]}
    parameters:
      stones_per_player:
        value: {by_players: {2: 7, 3: 5}}
        text: {en: stones each, ja: 各自の石, zh-Hant: 每人的石頭}
        cites: {ja: [{exact: "石を17個"}]}
    setup:
      - id: setup.deal
        text:
          ja: "石を{{ stones_per_player[2] }}個"
          zh-Hant: "石頭{{ stones_per_player[3] }}"
          en: "Deal {{ stones_per_player }}"
        assumed: {reason: "%s"}
    rules:
      - id: turn.take
        kind: turn
        title: {ja: 取る, zh-Hant: 拿, en: Take}
        text: {ja: 石を1個取る, zh-Hant: 拿1個石頭, en: "Take one stone %s"}
        status: one-edition
        cites: {ja: [{exact: "石を17個"}]}
    scoring: []
    end: []
    discrepancies:
      - id: take-count
        kind: gap
        rule: turn.take
        summary: {ja: 要約, zh-Hant: 摘要, en: "summary %s"}
        readings:
          ja: {text: {en: one}, cites: {ja: [{exact: "石を17個"}]}, value: one}
          zh-Hant: {text: {en: two}, silent: true, value: two}
        ruling: {value: one, why: {en: "why %s"}}
        option: {name: take_count, values: [one, two], default: one}
    """).replace("%s", HOSTILE.replace('"', '\\"'))

CLAUSES = {"toy.ja": {"source": "toy.ja", "clauses": [{"id": "s1-1", "text": "箱には石を17個入れる。"}]}}


@pytest.fixture
def builder(tmp_path: Path) -> SheetBuilder:
    p = tmp_path / "toy.yaml"
    p.write_text(SPEC, encoding="utf-8")
    return SheetBuilder(load_spec(p), CLAUSES)


class Tags(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)


@pytest.mark.parametrize("lang", LANGS)
def test_hostile_text_is_shown_as_text(builder, lang):
    out = render(builder.build(lang), "html")
    parser = Tags()
    parser.feed(out)
    assert parser.tags.count("script") == 0 and parser.tags.count("style") == 1
    assert "&lt;script&gt;" in out or lang != "en"
    md = render(builder.build(lang), "md")
    assert "<script>" not in md and "</style>" not in md


def test_numbers_follow_the_parameters(builder):
    view = builder.build("en")
    assert view["table"][0]["values"] == ["7", "5"]
    assert view["counts"] == [2, 3]
    assert builder.build("ja")["setup"][0]["text"] == "石を7個"
    assert builder.build("zh-Hant")["setup"][0]["text"] == "石頭5"


def test_statements_carry_source_references_and_callouts(builder):
    view = builder.build("ja")
    rule = view["groups"][0][1][0]
    assert rule["refs"] == ["ja s1-1"]
    (callout,) = rule["callouts"]
    assert callout["option"] == "take_count=one"
    # the reading texts exist only in English: a Japanese reader sees the silent edition only
    assert [r["silent"] for r in callout["readings"]] == [True]
    (en_callout,) = builder.build("en")["groups"][0][1][0]["callouts"]
    assert [r["silent"] for r in en_callout["readings"]] == [False, True]
