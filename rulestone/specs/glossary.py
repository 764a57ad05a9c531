"""The termbase (rulespecs/glossary.yaml): loading, checks, and export as TBX-Basic (TBX v3,
ISO 30042:2019, DCA style, or TBX 2008 `martif`) so CAT tools (Trados, memoQ, Phrase, OmegaT,
translate-toolkit) can import it."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .load import LANGS, Document, load_yaml

TBX_NS = "urn:iso:std:iso:30042:ed-2"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
STATUS = {"preferred": "preferredTerm-admn-sts", "admitted": "admittedTerm-admn-sts",
          "deprecated": "deprecatedTerm-admn-sts"}
# Where the TBX-Basic dialect's own valid DCA example points today (the integrated RNG was removed
# upstream): the TBX core structure RNG plus the dialect's Schematron.
_TBX_CORE_RNG = "https://raw.githubusercontent.com/LTAC-Global/TBX_Core_RNG/master/TBXcoreStructV03.rng"
_TBX_BASIC_SCH = "https://raw.githubusercontent.com/LTAC-Global/TBX-Basic_dialect/master/DCA/TBX-Basic_DCA.sch"
# Characters XML 1.0 cannot carry even escaped (C0 controls other than tab/newline/CR, lone
# surrogates, U+FFFE/U+FFFF): ElementTree would write them and produce a file no parser reads.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


@dataclass
class Glossary(Document):
    @property
    def concepts(self) -> dict[str, dict[str, Any]]:
        """concept id -> concept (first one wins; duplicates are reported by validation)."""
        out: dict[str, dict[str, Any]] = {}
        items = self.get(("concepts",), [])
        for c in items if isinstance(items, list) else []:
            if isinstance(c, dict) and isinstance(c.get("id"), str):
                out.setdefault(c["id"], c)
        return out

    def preferred(self, concept_id: str, lang: str) -> str | None:
        for t in self.concepts.get(concept_id, {}).get(lang, []) or []:
            if isinstance(t, dict) and t.get("status") == "preferred":
                return str(t.get("term"))
        return None


def load_glossary(path: Path | str) -> Glossary:
    doc = load_yaml(path, "a glossary (concepts: [...])")
    return Glossary(doc.path, doc.data, doc.marks, doc.key_marks, doc.duplicates)


def _xml_text(s: Any) -> str:
    return _NOT_XML.sub("\ufffd", str(s))


def _sub(parent: ET.Element, tag: str, text: Any = None, **attrs: str) -> ET.Element:
    el = ET.SubElement(parent, tag, {k: _xml_text(v) for k, v in attrs.items()})
    if text is not None:
        el.text = _xml_text(text)
    return el


# Element names of the two TBX generations: TBX v3 (ISO 30042:2019, TBX-Basic DCA) and TBX 2008
# (ISO 30042:2008, `martif`, TBX-Basic v2), which translate-toolkit and CAT tools of its age read.
_DIALECT = {
    "3": {"root": "tbx", "header": "tbxHeader", "entry": "conceptEntry", "lang": "langSec",
          "term": "termSec"},
    "2008": {"root": "martif", "header": "martifHeader", "entry": "termEntry", "lang": "langSet",
             "term": "tig"},
}
TBX_VERSIONS = tuple(_DIALECT)


def to_tbx(glossary: Glossary, title: str = "rulestone glossary", version: str = "3") -> str:
    """TBX-Basic document: one concept entry per concept, one language section per language with
    terms, its definition in that language, each term with its administrative status and note.
    `version` "3" (the default, TBX v3) or "2008"."""
    names = _DIALECT[version]
    # Unprefixed names with xmlns written as an attribute: ElementTree's default_namespace
    # refuses the unqualified attributes (type, id) TBX requires.
    attrs = ({"style": "dca", "type": "TBX-Basic", XML_LANG: "en", "xmlns": TBX_NS} if version == "3"
             else {"type": "TBX-Basic-V1", XML_LANG: "en"})
    root = ET.Element(names["root"], attrs)
    header = _sub(root, names["header"])
    desc = _sub(header, "fileDesc")
    _sub(_sub(desc, "titleStmt"), "title", title)
    _sub(_sub(desc, "sourceDesc"), "p",
         f"Exported by rulestone from {glossary.path.name}; games: "
         + ", ".join(sorted({g for c in glossary.concepts.values() for g in c.get("games", []) or []})))
    if version == "2008":
        _sub(_sub(header, "encodingDesc"), "p", "TBXBasicXCSV02.xcs", type="XCSURI")
    body = _sub(_sub(root, "text"), "body")
    for cid, concept in glossary.concepts.items():
        entry = _sub(body, names["entry"], id=cid)
        _sub(entry, "descrip", "board games", type="subjectField")
        games = concept.get("games") or []
        if games:
            _sub(entry, "note", "games: " + ", ".join(map(str, games)))
        definition = concept.get("definition") or {}
        for lang in LANGS:
            terms = [t for t in concept.get(lang) or [] if isinstance(t, dict)]
            if not terms:  # a language section must hold at least one term
                continue
            sec = _sub(entry, names["lang"], **{XML_LANG: lang})
            if isinstance(definition, dict) and definition.get(lang):
                _sub(sec, "descrip", definition[lang], type="definition")
            for t in terms:
                ts = _sub(sec, names["term"])
                _sub(ts, "term", t.get("term", ""))
                if t.get("status") in STATUS:
                    _sub(ts, "termNote", STATUS[t["status"]], type="administrativeStatus")
                if t.get("note"):
                    _sub(ts, "note", t["note"])
    ET.indent(root, "  ")
    body_xml = ET.tostring(root, encoding="unicode")
    if version == "2008":  # the DTD ships with the TBX-Basic v2 package; tools do not fetch it
        return ('<?xml version="1.0" encoding="UTF-8"?>\n'
                '<!DOCTYPE martif SYSTEM "TBXBasiccoreStructV02.dtd">\n' + body_xml + "\n")
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<?xml-model href="{_TBX_CORE_RNG}" type="application/xml" '
            'schematypens="http://relaxng.org/ns/structure/1.0"?>\n'
            f'<?xml-model href="{_TBX_BASIC_SCH}" type="application/xml" '
            'schematypens="http://purl.oclc.org/dsdl/schematron"?>\n'
            + body_xml + "\n")
