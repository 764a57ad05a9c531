"""The typed IR the checker hands the emitters: the program's declarations plus, per function, its
ast body annotated with a type for every expression and a resolution for every name and call."""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Any

from .types import Enum, Record, Type


@dataclass
class Function:
    name: str
    params: list[tuple[str, Type]]
    ret: Type
    body: list[ast.stmt]
    rule: str  # the spec entry whose logic holds it
    line: int  # spec line of the `def`
    line_of: Any = None  # body line (1-based) -> spec line
    types: dict[int, Type] = field(default_factory=dict)  # id(expr node) -> type
    names: dict[int, str] = field(default_factory=dict)  # id(Name) -> local|param|const|game|enum
    calls: dict[int, str] = field(default_factory=dict)  # id(Call) -> builtin|rule|record
    locals: dict[str, Type] = field(default_factory=dict)


@dataclass
class Action:
    pattern: str  # "move {colour} {place}"
    params: list[tuple[str, Type, str]]  # name, type, domain constant or enum name, or "list[<that>]"
    phase: str
    legal: str | None  # function (g, s, *params) -> bool
    weight: str | None  # chance: function (g, s, *params) -> int
    apply: str  # function (g, s, *params) -> None
    rule: str
    each: dict[str, str] = field(default_factory=dict)  # param -> function (g, s, *earlier) -> list[T]

    @property
    def runtime_strings(self) -> bool:
        """A list or str parameter: the action's strings are made when listed, not at compile time."""
        return any(d.startswith("list[") or d == "str" for _, _, d in self.params)


@dataclass
class Program:
    game: str
    spec_file: str
    titles: dict[str, str]
    min_players: int
    max_players: int
    constants: dict[str, tuple[Type, Any]]
    enums: dict[str, Enum]
    records: dict[str, Record]
    state: Record
    state_derived: dict[str, str]  # state key -> function (g, s) computing it for to_json
    game_fields: dict[str, tuple[Type, str]]  # name -> type, init function (g) -> value
    options: dict[str, dict[str, Any]]  # name -> {values, default}
    phases: dict[str, tuple[str, str | None]]  # name -> (chance|seat|terminal, seat function)
    phase_field: str
    actions: list[Action]
    init: str  # function (g, s) -> None: the setup
    invariants: list[str]  # functions (g, s) -> str ('' when it holds)
    scores: str
    returns: str
    observations: list[dict[str, str]]
    functions: dict[str, Function]
    entries: dict[str, dict[str, Any]]  # rule id -> spec entry (titles, cites)
    entry_lines: dict[str, int]  # rule id -> spec line of its logic
    sees: dict[str, str]  # rule id -> rule id whose logic carries it
    sha256: str = ""
    state_keys: list[str] = field(default_factory=list)  # every JSON key in order
    state_types: dict[str, Type] = field(default_factory=dict)  # non-header keys -> type
    hidden: list[str] = field(default_factory=list)  # state fields kept out of the JSON (running counts)
    checked: list[str] = field(default_factory=list)  # derived keys from_json wants, equal to their value
    load: str | None = None  # function (g, s) -> None run by from_json before the invariants
    exports: dict[str, Any] = field(default_factory=dict)  # module-level data by name (engine.exports)
    methods: dict[str, str] = field(default_factory=dict)  # State method -> function (g, s) -> T
    halves: list[str] = field(default_factory=list)  # int state keys counting halves (`json: half`)
