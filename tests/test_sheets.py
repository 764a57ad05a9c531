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


# ---------------------------------------------------------------------------------------------
# Player sheets

import xml.etree.ElementTree as ET  # noqa: E402

from rulestone.player_sheet import PlayerSheetBuilder, render_player, svg_files  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
LINK = "[click](javascript:alert(1)) ![x](http://e.invalid/x.png)"


@pytest.fixture
def player(tmp_path: Path) -> PlayerSheetBuilder:
    p = tmp_path / "toy.yaml"
    p.write_text(SPEC.replace('en: "Take one stone', f'en: "{LINK} Take one stone'), encoding="utf-8")
    return PlayerSheetBuilder(load_spec(p), CLAUSES)


@pytest.mark.parametrize("lang", LANGS)
def test_player_sheet_keeps_hostile_text_as_text(player, lang):
    page = render_player(player.build(lang), "html")
    parser = Tags()
    parser.feed(page)
    assert parser.tags.count("script") == 0 and parser.tags.count("style") == 1
    md = render_player(player.build(lang), "md")
    assert "<script>" not in md and "</style>" not in md
    if lang == "en":
        assert "&lt;script&gt;" in page
        assert "](javascript:" not in md and "![x](" not in md  # no link, no image from spec text
        from markdown_it import MarkdownIt  # a real Markdown parser (rich depends on it)

        tokens = [t for block in MarkdownIt().parse(md) for t in [block, *(block.children or [])]]
        assert not [t for t in tokens if t.type in ("link_open", "image")]
        assert all(t.content in ("<br>", "<br/>") for t in tokens if t.type.startswith("html"))
        assert "click" in md


def test_player_sheet_has_no_sources_and_numbers_in_each_language(player):
    views = {lang: player.build(lang) for lang in LANGS}
    assert dict(views["en"]["meta"])["Players"] == "2–3"
    assert dict(views["ja"]["meta"])["プレイ人数"] == "2〜3人"
    assert dict(views["zh-Hant"]["meta"])["玩家人數"] == "2–3人"
    assert views["en"]["table"][0]["values"] == ["7", "5"]
    for lang, view in views.items():
        assert "s1-1" not in render_player(view, "html") and "s1-1" not in render_player(view, "md"), lang
        assert "take-count" not in render_player(view, "html")  # discrepancy ids are for curators


def test_ruling_is_one_line_with_the_chosen_reading_in_the_sheets_language(player):
    (take,) = player.build("en")["turn"]
    assert take["rulings"] == ["one"]  # reading `ja` (value one) is the ruling's value
    assert player.build("ja")["turn"][0]["rulings"] == []  # no Japanese text for it: no line


def test_turn_sequence_follows_engine_phases_when_the_spec_has_them(player):
    assert [s["title"] for s in player.build("en")["turn"]] == ["Take"]
    player.spec.data["engine"] = {"phases": [
        {"id": "draw", "title": {"en": "Draw", "ja": "引く", "zh-Hant": "抽"}},
        {"id": "play", "title": {"en": "Play"}, "text": {"en": "Play {{ stones_per_player[2] }}"}}]}
    turn = player.build("en")["turn"]
    assert [(s["title"], s["text"]) for s in turn] == [("Draw", ""), ("Play", "Play 7")]
    # the rule of kind `turn` is no longer in the sequence, so it is listed among the rules
    assert [s["title"] for _, items in player.build("en")["groups"] for s in items] == ["Take"]


def _real(game: str) -> PlayerSheetBuilder:
    return PlayerSheetBuilder(load_spec(ROOT / "rulespecs" / f"{game}.yaml"), {})


@pytest.mark.parametrize("game", ["emerald", "dragon_keeper", "el_dorado", "emporium"])
@pytest.mark.parametrize("lang", LANGS)
def test_every_diagram_is_well_formed_svg_without_scripts(game, lang):
    view = _real(game).build(lang)
    for name, svg in svg_files(view):
        root = ET.fromstring(svg)
        assert root.tag.endswith("svg"), name
        assert not [e for e in root.iter() if e.tag.endswith("script") or e.tag.endswith("foreignObject")]
        assert all(not k.startswith("on") for e in root.iter() for k in e.attrib), name


def test_emerald_board_and_examples_are_drawn_from_the_spec():
    builder = _real("emerald")
    view = builder.build("en")
    assert [f["id"] for f in view["boards"]] == ["board"]
    drawn = [e["id"] for e in view["examples"] if e["svg"]]
    assert drawn == ["three-knights-move-three", "die-three-bounce", "dragon-left-outside"]
    board = view["boards"][0]["svg"]
    piles = builder.spec.data["components"][0]["detail"]["cave_piles"]
    texts = [t.text for t in ET.fromstring(board).iter() if t.tag.endswith("text")]
    assert sum(1 for t in texts if t in {"2", "3"}) >= len(piles["gem"]) + len(piles["gold"])
    piles["gem"][0] = 7  # the drawing follows the data
    assert ">7<" in builder.build("en")["boards"][0]["svg"]


def test_dragon_keeper_levels_and_el_dorado_blockades():
    dk = _real("dragon_keeper").build("ja")
    assert [f["id"] for f in dk["boards"]] == ["levels"]
    assert "方向1" in dk["boards"][0]["svg"] and "レベル3" in dk["boards"][0]["svg"]
    assert [e["id"] for e in dk["examples"] if e["svg"]] == ["example-1", "example-2"]
    builder = _real("el_dorado")
    ed = builder.build("en")
    board_detail = next(c for c in builder.spec.data["components"] if c["id"] == "board")["detail"]
    blockades = board_detail["layouts"][board_detail["default"]]["blockades"]  # on the default layout
    board = ET.fromstring(ed["boards"][0]["svg"])
    thick = [e for e in board.iter() if e.tag.endswith("line") and e.get("stroke-width") == "3.2"]
    assert len(thick) >= len(blockades) > 0
    assert [f["id"] for f in ed["legends"]] == ["legend"] and "jungle" in ed["legends"][0]["svg"]


def test_annotated_markdown_neutralises_links_too(tmp_path):
    p = tmp_path / "toy.yaml"
    p.write_text(SPEC.replace('en: "Take one stone', f'en: "{LINK} Take one stone'), encoding="utf-8")
    md = render(SheetBuilder(load_spec(p), CLAUSES).build("en"), "md")
    assert "](javascript:" not in md and "click" in md
