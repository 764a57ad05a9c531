"""Rule specs: loading with positions, quotes, number QA, the glossary and validation.

Generators use `load_spec`, `Spec.parameter`, `render_text` and `load_glossary`; `rulestone
validate` uses `validate_spec`.
"""

from .glossary import Glossary, load_glossary, to_tbx
from .load import ByPlayers, Document, Spec, json_path, load_spec, load_yaml, placeholders, render_text
from .validate import clauses_from_dir, facts_from_dir, validate_glossary, validate_spec

__all__ = ["ByPlayers", "Document", "Glossary", "Spec", "clauses_from_dir", "facts_from_dir", "json_path",
           "load_glossary",
           "load_spec", "load_yaml", "placeholders", "render_text", "to_tbx", "validate_glossary",
           "validate_spec"]
