"""Everything `rulestone validate` checks in a rule spec beyond the YAML itself: the schema,
ids and references, rule status, discrepancies, parameters and placeholders, quotes against
the extracted clauses, glossary terms, and number QA across editions (docs/spec-format.md,
"Decisions", is the contract)."""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from extract.normalise import fold, normalise

from .. import yamlio
from ..errors import InputError
from ..escape import is_invisible
from . import cite, qa
from . import quotes as quote_form
from .findings import Finding, at, duplicate_key_findings, schema_findings
from .glossary import Glossary
from .load import LANGS, RULE_SECTIONS, Path_, Spec, placeholder_refs, placeholders
from .wording import wording_findings

ClauseLoader = Callable[[str], dict[str, Any]]  # source id -> clauses document (InputError if none)
_FREE_FORM = {"case", "detail"}  # data for engines: not spec text, not evidence
_SECTION_OF_TEXT = ("components", "parameters", "setup", "rules", "scoring", "end")
_SOURCE_ID = re.compile(r"[a-z0-9_]+\.[A-Za-z-]+")  # as in the schema
_ROOT = object()  # "start at the spec's root" (None is a value a spec can hold)


def validate_spec(spec: Spec, clauses: ClauseLoader, glossary: Glossary | None,
                  display: str | None = None, facts: FactsDir | None = None) -> list[Finding]:
    """All findings for one spec, in file order. Raises InputError only for unusable inputs
    next to it (a clauses file that cannot be read). `external` facts are checked against the
    facts files when a FactsDir is given (they live outside the repository)."""
    v = _Validator(spec, display or str(spec.path), clauses, glossary, facts)
    return v.run()


def validate_glossary(glossary: Glossary, display: str | None = None) -> list[Finding]:
    disp = display or str(glossary.path)
    out = duplicate_key_findings(glossary, disp) + schema_findings(glossary, disp, "glossary")
    items = glossary.get(("concepts",), [])
    seen: dict[str, int] = {}
    for i, c in enumerate(items if isinstance(items, list) else []):
        if not isinstance(c, dict):
            continue
        cid = c.get("id")
        if isinstance(cid, str):
            if cid in seen:
                line = glossary.where(("concepts", seen[cid]))[0]
                out.append(at(glossary, disp, ("concepts", i, "id"),
                              f"duplicate concept id {cid!r}: expected unique ids, first at line {line}"))
            seen.setdefault(cid, i)
        for lang in LANGS:
            terms = c.get(lang)
            if not isinstance(terms, list):
                continue
            preferred = [t.get("term") for t in terms
                         if isinstance(t, dict) and t.get("status") == "preferred"]
            if len(preferred) > 1:
                out.append(at(glossary, disp, ("concepts", i, lang),
                              f"expected at most one preferred {lang} term, found {len(preferred)}: "
                              + ", ".join(map(repr, preferred))))
        definition = c.get("definition")
        if isinstance(definition, dict):
            for lang in definition:
                if lang in LANGS and not c.get(lang):
                    out.append(at(glossary, disp, ("concepts", i, "definition", lang),
                                  f"definition in {lang} but no {lang} terms: expected terms to attach it to "
                                  "(TBX puts definitions in the language section)", severity="warning",
                                  code="glossary"))
    return sorted(out, key=lambda f: (f.line, f.column))


class _Validator:
    def __init__(self, spec: Spec, display: str, clauses: ClauseLoader, glossary: Glossary | None,
                 facts: FactsDir | None = None):
        self.spec, self.display, self.load_clauses, self.glossary = spec, display, clauses, glossary
        self.facts = facts
        self.out: list[Finding] = []
        self.editions: dict[str, cite.Edition] = {}
        self.quotes: dict[Path_, dict[str, list[str]]] = {}  # owner path -> lang -> resolved quotes

    def err(self, path: Path_, msg: str, code: str, *, key: bool = False, severity: str = "error",
            texts: dict[str, str] | None = None) -> None:
        self.out.append(at(self.spec, self.display, path, msg, severity=severity, code=code, key=key,
                           texts=texts))

    def run(self) -> list[Finding]:
        self.out += duplicate_key_findings(self.spec, self.display)
        self.out += schema_findings(self.spec, self.display, "rulespec")
        if isinstance(self.spec.data, dict):
            for check in (self.ids, self.references, self.status, self.discrepancies, self.parameters,
                          self.placeholders, self.controls, self.cites, self.polarity, self.external,
                          self.terms, self.wording, self.numbers, self.unruled):
                check()
        # one finding per place and message (schema branches can repeat themselves)
        unique = {(f.line, f.column, f.path, f.message): f for f in self.out}
        return sorted(unique.values(), key=lambda f: (f.line, f.column, f.severity, f.message))

    # -- ids and references --------------------------------------------------------------

    def _ided(self) -> Iterator[tuple[Path_, dict[str, Any]]]:
        yield from self.spec.entries()
        items = self.spec.get(("discrepancies",), [])
        for i, d in enumerate(items if isinstance(items, list) else []):
            if isinstance(d, dict):
                yield ("discrepancies", i), d

    def ids(self) -> None:
        seen: dict[str, Path_] = {}
        for path, e in self._ided():
            eid = e.get("id")
            if not isinstance(eid, str):
                continue
            if eid in seen:
                line = self.spec.where(seen[eid])[0]
                self.err((*path, "id"), f"duplicate id {eid!r}: expected ids unique in the file, "
                                        f"first used at line {line}", "ids")
            else:
                seen[eid] = path

    def references(self) -> None:
        rule_ids = self.spec.rule_ids()
        for section in ("discrepancies", "examples"):
            items = self.spec.get((section,), [])
            for i, d in enumerate(items if isinstance(items, list) else []):
                ref = d.get("rule") if isinstance(d, dict) else None
                if isinstance(ref, str) and ref not in rule_ids:
                    hint = difflib.get_close_matches(ref, list(rule_ids), n=1)
                    self.err((section, i, "rule"),
                             f"expected the id of an entry of {', '.join(RULE_SECTIONS)}, found {ref!r}, "
                             "which does not exist" + (f" (did you mean {hint[0]!r}?)" if hint else ""),
                             "reference")

    def _discrepancy_rules(self) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for _, d in self._ided():
            if "readings" in d and isinstance(d.get("rule"), str):
                out.setdefault(d["rule"], []).append(str(d.get("id")))
        return out

    def status(self) -> None:
        documented = self._discrepancy_rules()
        langs = list(self.spec.editions)
        for path, e in self.spec.entries():
            status = e.get("status")
            if path[0] not in ("rules", "scoring", "end") or not isinstance(status, str):
                continue
            cited = [lang for lang in (e.get("cites") or {}) if lang in langs] if isinstance(
                e.get("cites"), dict) else []
            where = (*path, "status")
            if status == "differs" and str(e.get("id")) not in documented:
                self.err(where, f"status 'differs' expected a discrepancy with rule: {e.get('id')!r}, "
                                "found none", "status")
            elif status == "agreed" and len(langs) > 1 and set(cited) != set(langs):
                missing = [lang for lang in langs if lang not in cited]
                self.err(where, f"status 'agreed' expected cites in every edition ({', '.join(langs)}), "
                                f"found none in {', '.join(missing)}", "status")
            elif status == "one-edition" and len(langs) > 1 and len(cited) != 1:
                self.err(where, f"status 'one-edition' expected cites in exactly one edition, found "
                                f"{len(cited)} ({', '.join(cited) or 'none'})", "status")
            elif status in ("external", "assumed") and status not in e:
                self.err(where, f"status {status!r} expected an `{status}` entry, found keys "
                                f"{', '.join(e)}", "status")

    def discrepancies(self) -> None:
        langs = set(self.spec.editions)
        items = self.spec.get(("discrepancies",), [])
        for i, d in enumerate(items if isinstance(items, list) else []):
            if not isinstance(d, dict):
                continue
            raw = d.get("readings")
            readings: dict[str, Any] = raw if isinstance(raw, dict) else {}
            for key in readings:
                if key in LANGS and key not in langs:
                    self.err(("discrepancies", i, "readings", key),
                             f"expected a reading per edition ({', '.join(sorted(langs))}) or assumed-N, "
                             f"found {key!r}, which is not an edition of this game", "discrepancy", key=True)
            self._finding_context(i, d)
            option, ruling = d.get("option"), d.get("ruling")
            if not isinstance(option, dict) or not isinstance(option.get("values"), list):
                continue
            values = option["values"]
            for key, r in readings.items():
                if isinstance(r, dict) and isinstance(r.get("value"), str) and r["value"] not in values:
                    self.err(("discrepancies", i, "readings", key, "value"),
                             f"expected one of option.values ({', '.join(map(str, values))}), "
                             f"found {r['value']!r}", "discrepancy")
            rv = ruling.get("value") if isinstance(ruling, dict) else None
            if isinstance(rv, str) and rv not in values:
                self.err(("discrepancies", i, "ruling", "value"),
                         f"expected one of option.values ({', '.join(map(str, values))}), found {rv!r}",
                         "discrepancy")
            default = option.get("default")
            if isinstance(default, str) and isinstance(rv, str) and default != rv:
                self.err(("discrepancies", i, "option", "default"),
                         f"expected the ruling's value {rv!r} (the reference engine plays the ruling by "
                         f"default), found {default!r}", "discrepancy")

    def _finding_context(self, i: int, d: dict[str, Any]) -> None:
        """`applies_with` names other findings' options and their values; `players` lies within
        the game's player counts."""
        options = {o["name"]: o.get("values") or [] for o in (x.get("option") for x in
                   self.spec.get(("discrepancies",), []) if isinstance(x, dict))
                   if isinstance(o, dict) and isinstance(o.get("name"), str)}
        context = d.get("applies_with")
        for name, value in (context.items() if isinstance(context, dict) else []):
            if name not in options:
                self.err(("discrepancies", i, "applies_with", name),
                         f"expected the name of an engine option ({', '.join(sorted(options))}), "
                         f"found {name!r}", "discrepancy", key=True)
            elif value not in options[name]:
                self.err(("discrepancies", i, "applies_with", name),
                         f"expected one of {', '.join(map(str, options[name]))}, found {value!r}",
                         "discrepancy")
        counts = set(self.spec.player_counts)
        for j, n in enumerate(d.get("players") or [] if isinstance(d.get("players"), list) else []):
            if isinstance(n, int) and counts and n not in counts:
                self.err(("discrepancies", i, "players", j),
                         f"expected a player count of the game ({', '.join(map(str, sorted(counts)))}), "
                         f"found {n}", "discrepancy")

    # -- parameters and placeholders -------------------------------------------------------

    def parameters(self) -> None:
        counts = self.spec.player_counts
        for name, p in self.spec.parameters.items():
            value = p.get("value") if isinstance(p, dict) else None
            if not (isinstance(value, dict) and isinstance(value.get("by_players"), dict)) or not counts:
                continue
            have = {int(k) for k in value["by_players"] if str(k).isdigit()}
            missing, extra = [n for n in counts if n not in have], sorted(have - set(counts))
            if missing or extra:
                found = ", ".join(str(n) for n in sorted(have)) or "none"
                self.err(("parameters", name, "value", "by_players"),
                         f"expected a value for every player count {counts[0]}-{counts[-1]} "
                         f"(game.players), found {found}", "parameters")

    def _texts(self, node: Any = _ROOT, path: Path_ = ()) -> Iterator[tuple[Path_, str]]:
        """Every string the spec shows to readers (not quotes, facts or free-form data)."""
        node = self.spec.data if node is _ROOT else node
        if isinstance(node, dict):
            for k, v in node.items():
                if k in _FREE_FORM or k in ("cites", "external", "assumed"):
                    continue
                yield from self._texts(v, (*path, k))
        elif isinstance(node, list):
            for i, v in enumerate(node):
                yield from self._texts(v, (*path, i))
        elif isinstance(node, str):
            yield path, node

    def controls(self) -> None:
        """Text readers see must not carry terminal escapes, bidi controls or other invisible
        characters: they would reorder or hide what sheets, tables and terminals show."""
        for path, text in self._texts():
            bad = sorted({f"U+{ord(ch):04X}" for ch in text if ch not in "\n\t" and is_invisible(ch)})
            if bad:
                self.err(path, f"expected visible text, found control or invisible character(s) "
                               f"{', '.join(bad)}", "text")

    def placeholders(self) -> None:
        params = self.spec.parameters
        for path, text in self._texts():
            if not any(m in text for m in ("{{", "{%", "{#")):
                continue
            try:
                refs = placeholder_refs(text)
            except ValueError as e:
                self.err(path, f"{e}, in {text!r}", "placeholder")
                continue
            for name, n in refs:
                if name in params and n is not None:
                    value = params[name].get("value") if isinstance(params[name], dict) else None
                    table = value.get("by_players") if isinstance(value, dict) else None
                    if not isinstance(table, dict):
                        self.err(path, f"{{{{ {name}[{n}] }}}} expected a parameter with by_players values, "
                                       f"found {name!r} with a single value", "placeholder")
                    elif str(n) not in table:
                        self.err(path, f"{{{{ {name}[{n}] }}}} expected a player count of {name!r} "
                                       f"({', '.join(map(str, table))}), found {n}", "placeholder")
                if name not in params:
                    hint = difflib.get_close_matches(name, list(params), n=1)
                    self.err(path, f"placeholder {{{{ {name} }}}} expected a parameter name, found none "
                                   f"called {name!r}" + (f" (did you mean {hint[0]!r}?)" if hint else ""),
                             "placeholder")

    # -- quotes ------------------------------------------------------------------------------

    def _edition(self, source: str) -> cite.Edition:
        if source not in self.editions:
            self.editions[source] = cite.Edition.from_clauses(self.load_clauses(source))
        return self.editions[source]

    def _cites(self, node: Any = _ROOT, path: Path_ = ()) -> Iterator[tuple[Path_, dict[str, Any]]]:
        node = self.spec.data if node is _ROOT else node
        if isinstance(node, dict):
            for k, v in node.items():
                if k == "cites" and isinstance(v, dict):
                    yield (*path, k), v
                elif k not in _FREE_FORM:
                    yield from self._cites(v, (*path, k))
        elif isinstance(node, list):
            for i, v in enumerate(node):
                yield from self._cites(v, (*path, i))

    def cites(self) -> None:
        editions = self.spec.editions
        for cpath, cites in self._cites():
            owner = cpath[:-1]
            for lang, quotes in cites.items():
                if lang not in editions:
                    self.err((*cpath, lang), f"expected cites in an edition of game.editions "
                                             f"({', '.join(editions) or 'none'}), found {lang!r}",
                             "cite", key=True)
                    continue
                if not isinstance(quotes, list) or not _SOURCE_ID.fullmatch(editions[lang]):
                    continue  # a malformed edition id is a schema finding already
                edition = self._edition(editions[lang])
                for i, q in enumerate(quotes):
                    if not isinstance(q, dict) or not isinstance(q.get("exact"), str):
                        continue
                    res = cite.resolve(q, edition)
                    if res.ok:
                        self.quotes.setdefault(owner, {}).setdefault(lang, []).append(q["exact"])
                        for problem in quote_form.form_problems(q, edition, lang):
                            self.err((*cpath, lang, i, "exact"), f"quote {q['exact']!r} {problem}",
                                     "quote-form", severity="warning")
                    else:
                        self.err((*cpath, lang, i, "exact"), cite.describe(q, res, lang, editions[lang]),
                                 "quote")

    def polarity(self) -> None:
        """A statement whose quotes say the opposite: negated on one side only (see quotes.py)."""
        for owner, by_lang in self.quotes.items():
            if owner and owner[0] == "parameters":
                continue  # a parameter's text describes a number; it states no rule
            node = self.spec.get(owner)
            text = node.get("text") if isinstance(node, dict) else None
            if not isinstance(text, dict):
                continue
            for lang, qs in by_lang.items():
                statement = text.get(lang)
                if not isinstance(statement, str):
                    continue
                problem = quote_form.polarity_problem(statement, qs, lang)
                if problem:
                    self.err((*owner, "text", lang), problem, "quote-polarity", severity="warning",
                             texts={"statement": statement, "quotes": " / ".join(qs)})

    def external(self) -> None:
        if self.facts is None:
            return
        for path in _paths(self.spec.data):
            if not path or path[-1] != "external" or not isinstance(self.spec.get(path), list):
                continue
            for i, fact in enumerate(self.spec.get(path)):
                if not isinstance(fact, dict) or not isinstance(fact.get("file"), str):
                    continue
                facts = self.facts.get(fact["file"])
                if facts is None:
                    self.err((*path, i, "file"), f"expected a facts file of ../shared/facts, found "
                                                 f"{fact['file']!r}, which does not exist", "external")
                    continue
                text = fact.get("fact")
                if not isinstance(text, str) or facts.has(text):
                    continue
                # Facts files mix sentences and tables (card lists): a fact restating a table row
                # in other order is fine when its words are all there; most words absent means it
                # comes from elsewhere (often: another facts file).
                absent = facts.absent_words(text)
                words = _WORD.findall(text.lower())
                elsewhere = [n for n in self.facts.find(text) if n != fact["file"]]
                if elsewhere:
                    self.err((*path, i, "file"), f"expected the facts file holding this fact "
                                                 f"({', '.join(elsewhere)}), found {fact['file']!r}",
                             "external")
                elif not absent:
                    continue
                elif len(absent) * 2 > len(words):
                    self.err((*path, i, "fact"), f"fact {text!r} not found in facts file {fact['file']}: "
                                                 f"expected its words there, found none of "
                                                 f"{', '.join(absent[:8])}", "external")
                else:
                    self.err((*path, i, "fact"), f"fact {text!r} not verbatim in facts file {fact['file']} "
                                                 f"and these words are not in it: {', '.join(absent)}",
                             "external", severity="warning")

    # -- glossary ------------------------------------------------------------------------------

    def terms(self) -> None:
        uses: list[tuple[Path_, str]] = []
        for path, e in self.spec.entries():
            if isinstance(e.get("term"), str):
                uses.append(((*path, "term"), e["term"]))
            if isinstance(e.get("terms"), list):
                uses += [((*path, "terms", i), t) for i, t in enumerate(e["terms"]) if isinstance(t, str)]
        if not uses:
            return
        if self.glossary is None:
            self.err(uses[0][0], f"expected a glossary (rulespecs/glossary.yaml) to check term "
                                 f"{uses[0][1]!r}, found none", "term")
            return
        concepts = self.glossary.concepts
        game = self.spec.game_id
        for path, cid in uses:
            if cid not in concepts:
                hint = difflib.get_close_matches(cid, list(concepts), n=1)
                self.err(path, f"expected a concept id of {self.glossary.path.name}, found {cid!r}, which it "
                               "does not define" + (f" (did you mean {hint[0]!r}?)" if hint else ""), "term")
            else:
                games = concepts[cid].get("games")
                games = games if isinstance(games, list) else []
                if game not in games:
                    self.err(path, f"concept {cid!r} is used by game {game!r} but its games are "
                                   f"{', '.join(map(str, games)) or 'none'}", "term", severity="warning")

    def wording(self) -> None:
        """Deprecated or mixed glossary terms and engine jargon in the texts players read."""
        concepts = list(self.glossary.concepts.values()) if self.glossary is not None else []
        for path, msg in wording_findings(list(self._texts()), concepts, self.spec.game_id):
            self.err(path, msg, "wording", severity="warning")

    # -- number QA ---------------------------------------------------------------------------

    def _documented(self) -> dict[Path_, list[str]]:
        """Entries a discrepancy speaks for (its rule, and the parameters that rule uses)."""
        by_rule = self._discrepancy_rules()
        out: dict[Path_, list[str]] = {}
        for path, e in self.spec.entries():
            rid = e.get("id")
            ids = by_rule.get(rid, []) if isinstance(rid, str) else []
            if not ids:
                continue
            out[path] = ids
            for _, text in self._texts(e):
                try:
                    names = placeholders(text)
                except ValueError:
                    continue
                for name in names:
                    out.setdefault(("parameters", name), []).extend(ids)
        return out

    def numbers(self) -> None:
        documented = self._documented()
        langs = [lang for lang in self.spec.editions if lang in LANGS]
        for owner, by_lang in self.quotes.items():
            if not owner or owner[0] not in _SECTION_OF_TEXT:
                continue  # readings differ by design; game header facts are checked by eye
            for i, a in enumerate(langs):
                for b in langs[i + 1:]:
                    if a in by_lang and b in by_lang:
                        self._compare(owner, a, b, by_lang[a], by_lang[b], documented.get(owner, []))
        self._parameter_values()
        self._text_numbers()

    def _compare(self, owner: Path_, a: str, b: str, qa_: list[str], qb: list[str], docs: list[str]) -> None:
        m = qa.compare(qa_, qb)
        if m is None:
            return
        texts = {a: " / ".join(qa_), b: " / ".join(qb)}
        sides = "; ".join(f"only in {lang}: {_counted(ns)}"
                          for lang, ns in ((a, m.only_a), (b, m.only_b)) if ns)
        msg = f"{m.kind} between editions {a} and {b} ({sides})"
        severity = "warning"
        if m.kind == "number differs":
            if docs:
                msg += f"; documented by discrepancy {', '.join(dict.fromkeys(docs))}"
            else:
                severity = "error"
                msg += "; expected the same numbers or a discrepancy naming this rule"
        self.err((*owner, "cites"), msg, "numbers", severity=severity, texts=texts)

    def _parameter_values(self) -> None:
        for name, p in self.spec.parameters.items():
            quotes = self.quotes.get(("parameters", name))
            if not isinstance(p, dict) or not quotes:
                continue
            cited = set().union(*(qa.numbers(q) for qs in quotes.values() for q in qs))
            missing = sorted(qa.value_numbers(p.get("value")) - cited - qa.TRIVIAL, key=float)
            if missing:
                self.err(("parameters", name, "value"),
                         f"number missing: parameter value {', '.join(missing)} not found in its quotes",
                         "numbers", severity="warning",
                         texts={lang: " / ".join(qs) for lang, qs in quotes.items()})

    def _text_numbers(self) -> None:
        for path, e in self.spec.entries():
            quotes = self.quotes.get(path)
            if not quotes:
                continue
            cited = set().union(*(qa.numbers(q) for qs in quotes.values() for q in qs))
            count = e.get("count")
            if isinstance(count, int) and str(count) not in cited | qa.TRIVIAL:
                self.err((*path, "count"), f"number missing: count {e['count']} not found in its quotes",
                         "numbers", severity="warning",
                         texts={lang: " / ".join(qs) for lang, qs in quotes.items()})
            text = e.get("text")
            if not isinstance(text, dict):
                continue
            for lang, t in text.items():
                if not isinstance(t, str):
                    continue
                try:
                    used = placeholders(t)
                except ValueError:
                    continue
                allowed = cited | set().union(set(), *(
                    qa.value_numbers(self.spec.parameters[n].get("value")) for n in used
                    if isinstance(self.spec.parameters.get(n), dict)))
                extra = sorted(qa.literal_numbers(t) - allowed - qa.TRIVIAL, key=float)
                if extra:
                    self.err((*path, "text", lang),
                             f"number {', '.join(extra)} in the text is neither in its quotes nor in a "
                             "parameter it uses", "numbers", severity="warning",
                             texts={"text": t, **{k: " / ".join(qs) for k, qs in quotes.items()}})


    def unruled(self) -> None:
        """Findings between the first two editions (rulestone reconcile) that change play and that no
        discrepancy rules yet: warnings, the curator's to-do."""
        if len(self.spec.editions) < 2 or any(f.severity == "error" for f in self.out):
            return
        from ..errors import InputError
        from ..reconcile.links import NOT_YET, typed_findings

        try:
            clauses = {src: self.load_clauses(src) for src in list(self.spec.editions.values())[:2]}
        except InputError:
            return  # reported by the quote checks
        glossary = self.glossary.data if self.glossary is not None else None
        for f in typed_findings(self.spec, clauses, glossary)["findings"]:
            if f["status"] == NOT_YET and f["severity"] == "play":
                where = "; ".join(f"{f[k]['source']} {' '.join(f[k]['clauses'])}" for k in ("a", "b")
                                  if f[k]["clauses"])
                self.err(("discrepancies",) if "discrepancies" in self.spec.data else ("game", "editions"),
                         f"not yet ruled: {f['kind']} {f['id']} ({where}): {f['explanation']['en']} "
                         "Expected a discrepancy citing these clauses, or a ruling that they agree",
                         "reconcile", key=True, severity="warning",
                         texts={f[k]["source"]: f[k]["text"] for k in ("a", "b") if f[k]["clauses"]})


def _paths(node: Any, path: Path_ = ()) -> Iterator[Path_]:
    yield path
    if isinstance(node, dict):
        for k, v in node.items():
            if k not in _FREE_FORM:
                yield from _paths(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, (*path, i))


_WORD = re.compile(r"[^\W_]+")


class Facts:
    """The text of one facts file (comments included: some facts are stated there)."""

    def __init__(self, text: str):
        self.folded = fold(text).lower()
        self.words = set(_WORD.findall(normalise(text).text.lower()))

    def has(self, fact: str) -> bool:
        return fold(fact).lower() in self.folded

    def absent_words(self, fact: str) -> list[str]:
        return [w for w in dict.fromkeys(_WORD.findall(normalise(fact).text.lower())) if w not in self.words]


class FactsDir:
    """The facts files of a directory (../shared/facts), read when first needed."""

    def __init__(self, directory: Path):
        self.directory = directory
        self._cache: dict[str, Facts | None] = {}

    def get(self, name: str) -> Facts | None:
        if name not in self._cache:
            try:  # a regular file of bounded size (a FIFO named like a facts file must not block)
                bad = "/" in name or "\\" in name or name in ("", ".", "..")
                text = None if bad else yamlio.read_text(self.directory / name, "a facts file")
            except InputError:
                text = None
            self._cache[name] = Facts(text) if text is not None else None
        return self._cache[name]

    def find(self, fact: str) -> list[str]:
        """Names of the files holding the fact verbatim."""
        names = sorted(p.name for p in self.directory.glob("*.yaml"))
        return [n for n in names if (f := self.get(n)) is not None and f.has(fact)]


def facts_from_dir(directory: Path) -> FactsDir:
    return FactsDir(directory)


def _counted(ns: list[str]) -> str:
    """`2, 2, 3` -> `2 (x2), 3`."""
    return ", ".join(f"{n} (x{ns.count(n)})" if ns.count(n) > 1 else n for n in dict.fromkeys(ns))


def clauses_from_dir(directory: Path) -> ClauseLoader:
    """A ClauseLoader reading generated/clauses/<source>.yaml (or a test fixture directory)."""
    def load(source: str) -> dict[str, Any]:
        path = directory / f"{source}.yaml"
        if not path.exists():
            raise InputError(str(path), f"no clauses for edition {source}: expected the extracted clauses "
                                        "(run `rulestone extract` or `rulestone build`)")
        data = yamlio.load(path, "a clauses file (generated/clauses/<source>.yaml)")
        if not isinstance(data, dict) or not isinstance(data.get("clauses"), list):
            raise InputError(str(path), "not a clauses file: expected a mapping with a list under `clauses`")
        for i, c in enumerate(data["clauses"]):  # what the quote resolver reads of each clause
            if not (isinstance(c, dict) and isinstance(c.get("id"), str) and isinstance(c.get("text"), str)):
                raise InputError(str(path), f"not a clauses file: clauses[{i}] expected a mapping with "
                                            f"string `id` and `text`, found {str(c)[:40]!r}")
        return data

    return load
