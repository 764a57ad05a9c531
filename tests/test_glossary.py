"""The termbase: schema checks and TBX-Basic export that any XML parser (and CAT tool) reads."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import yaml

from rulestone.cli import main
from rulestone.specs import load_glossary, to_tbx, validate_glossary

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).parent / "data" / "specs"
NS = {"t": "urn:iso:std:iso:30042:ed-2"}
LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def glossaries(root: Path) -> list[Path]:
    real = root / "rulespecs" / "glossary.yaml"
    return [DATA / "glossary.yaml", *([real] if real.is_file() else [])]


def preferred_in_tbx(tbx: str) -> dict[str, dict[str, list[str]]]:
    """concept id -> lang -> preferred terms, read back from the TBX."""
    root = ET.fromstring(tbx.encode("utf-8"))
    assert root.tag == "{urn:iso:std:iso:30042:ed-2}tbx" and root.get("type") == "TBX-Basic"
    out: dict[str, dict[str, list[str]]] = {}
    for entry in root.iterfind("t:text/t:body/t:conceptEntry", NS):
        langs = out.setdefault(entry.get("id"), {})
        for sec in entry.iterfind("t:langSec", NS):
            for ts in sec.iterfind("t:termSec", NS):
                status = ts.find("t:termNote[@type='administrativeStatus']", NS).text
                if status == "preferredTerm-admn-sts":
                    langs.setdefault(sec.get(LANG), []).append(ts.find("t:term", NS).text)
    return out


def test_tbx_lists_every_concept_with_its_preferred_terms(root, tmp_path, capsys):
    for path in glossaries(root):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        out = tmp_path / "g.tbx"
        assert main(["glossary", "--tbx", "--glossary", str(path), "-o", str(out)]) == 0
        got = preferred_in_tbx(out.read_text(encoding="utf-8"))
        assert list(got) == [c["id"] for c in data["concepts"]]
        for c in data["concepts"]:
            for lang in ("ja", "zh-Hant", "en"):
                want = [t["term"] for t in c.get(lang, []) if t["status"] == "preferred"]
                assert got[c["id"]].get(lang, []) == want, (path, c["id"], lang)


def test_admitted_typo_keeps_its_status_and_note():
    tbx = to_tbx(load_glossary(DATA / "glossary.yaml"))
    root = ET.fromstring(tbx.encode("utf-8"))
    [ts] = [ts for ts in root.iter("{urn:iso:std:iso:30042:ed-2}termSec")
            if ts.find("t:term", NS).text == "騎士ゴマ"]
    assert ts.find("t:termNote", NS).text == "admittedTerm-admn-sts"
    assert "typo" in ts.find("t:note", NS).text


HOSTILE = ['<script>alert("x")</script>', '"""', "a\nb\r\nc", "]]> & &amp; <!-- -->", "bell\x07 nul\x00 end",
           "'single' \"double\"", "<?xml version='1.0'?>"]


@pytest.mark.parametrize("text", HOSTILE)
def test_hostile_text_stays_text(tmp_path, text):
    g = {"concepts": [{"id": "evil", "games": ["toy"], "definition": {"en": text},
                       "en": [{"term": text, "status": "preferred", "note": text}]}]}
    path = tmp_path / "glossary.yaml"
    path.write_text(yaml.safe_dump(g, allow_unicode=True), encoding="utf-8")
    tbx = to_tbx(load_glossary(path))
    root = ET.fromstring(tbx.encode("utf-8"))  # well-formed whatever the text
    assert "<script>" not in tbx
    [ts] = root.iter("{urn:iso:std:iso:30042:ed-2}termSec")
    # XML parsers normalise \r\n to \n; characters XML 1.0 cannot carry become U+FFFD
    expected = text.replace("\r\n", "\n").replace("\x07", "\ufffd").replace("\x00", "\ufffd")
    assert ts.find("t:term", NS).text == expected
    assert ts.find("t:note", NS).text == expected
    assert [e for e in root.iter() if e.tag.endswith("script")] == []


def test_glossary_schema_errors(tmp_path, capsys):
    path = tmp_path / "glossary.yaml"
    path.write_text("concepts:\n  - id: knight\n    games: [toy]\n    definition: {en: a piece}\n"
                    "    ja:\n      - {term: 騎士コマ, status: prefered}\n"
                    "      - {term: 騎士ゴマ, status: preferred, note: typo}\n"
                    "    en: [{term: knight, status: preferred, notes: x}]\n", encoding="utf-8")
    findings = [str(f) for f in validate_glossary(load_glossary(path))]
    assert f"{path}:6:30: $.concepts[0].ja[0].status: expected one of 'preferred', 'admitted', " \
           "'deprecated', found string 'prefered'" in findings
    assert any(f.startswith(f"{path}:8:44: $.concepts[0].en[0].notes:")
               and "unexpected key 'notes' (did you mean 'note'?)" in f for f in findings)
    # an invalid termbase is not exported
    assert main(["glossary", "--tbx", "--glossary", str(path)]) == 1


def test_two_preferred_terms_in_one_language(tmp_path):
    path = tmp_path / "glossary.yaml"
    path.write_text("concepts:\n  - id: knight\n    games: [toy]\n    definition: {en: a piece}\n"
                    "    ja:\n      - {term: 騎士コマ, status: preferred}\n"
                    "      - {term: 騎士ゴマ, status: preferred}\n", encoding="utf-8")
    [f] = [f for f in validate_glossary(load_glossary(path)) if f.severity == "error"]
    assert f.severity == "error" and "expected at most one preferred ja term, found 2" in f.message


def test_tbx_2008_loads_in_translate_toolkit(tmp_path):
    """translate-toolkit (like CAT tools of its generation) reads only TBX 2008 `martif`: every
    concept comes back with its ja term as source and zh-Hant term as target."""
    tbx = pytest.importorskip("translate.storage.tbx")
    glossary = load_glossary(ROOT / "rulespecs" / "glossary.yaml")
    out = tmp_path / "g.tbx"
    assert main(["glossary", "--tbx", "--tbx-version", "2008", "-o", str(out)]) == 0
    store = tbx.tbxfile.parsefile(str(out))
    assert [u.getid() for u in store.units] == list(glossary.concepts)
    for unit in store.units:
        terms = glossary.concepts[unit.getid()]
        langs = [lang for lang in ("ja", "zh-Hant", "en") if terms.get(lang)]
        assert unit.source == terms[langs[0]][0]["term"]
        if len(langs) > 1:
            assert unit.target == terms[langs[1]][0]["term"]
    # and the v3 file is refused by it, which is why both exist
    with pytest.raises(AssertionError):
        tbx.tbxfile.parsestring(to_tbx(glossary).encode("utf-8"))


def test_tbx_v3_points_at_schemas_that_exist_upstream():
    tbx = to_tbx(load_glossary(DATA / "glossary.yaml"))
    assert "TBX_Core_RNG/master/TBXcoreStructV03.rng" in tbx and "DCA/TBX-Basic_DCA.sch" in tbx
    assert "TBX-Basic_integrated.rng" not in tbx  # removed upstream
