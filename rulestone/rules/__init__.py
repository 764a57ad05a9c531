"""The rule language compiler (docs/rule-language.md): spec `engine` block and per-entry `logic`
bodies -> parse (specpos, types) -> check (check.py, typed IR in ir.py) -> emitters
(emit_python.py, emit_js.py)."""

BUILTINS_VERSION = 1
