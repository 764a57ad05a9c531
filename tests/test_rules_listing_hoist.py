"""The listing's hoisting rests on the read-only analysis of rule functions (rules/listing.py): a
function that stores into, or appends to, anything but its own fresh locals is not read-only, so it
is never computed once for a whole phase; one that reads the state alone is, once per phase."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulestone.rules.compile import compile_spec
from rulestone.rules.emit_python import emit
from rulestone.rules.listing import mutations, readonly_functions

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def el_dorado():
    return compile_spec(ROOT / "rulespecs" / "el_dorado.yaml", ROOT)


def test_what_changes_the_state_or_an_argument_is_not_read_only(el_dorado):
    ro = readonly_functions(el_dorado)
    assert {"move_pieces", "move_cards", "hand_kinds", "occupied"} <= ro
    assert not {a.apply for a in el_dorado.actions} & ro  # every action's effect changes the state
    assert "pick" not in ro  # appends to the lists it is given
    assert "add_card" not in ro and "do_move_discard" not in ro  # the hand and the discards


def test_a_function_changing_only_fresh_lists_it_gives_is_read_only(el_dorado):
    """pick changes its last three parameters (the lists it is given) and nothing else; combo_words
    gives it lists of its own, so it changes nothing its caller sees; a caller giving add_card a
    list of the state changes the state."""
    mut = mutations(el_dorado)
    assert mut["pick"] == {4, 5, 6}
    assert mut["add_card"] == {0}
    assert mut["combo_words"] == set() and "combo_words" in readonly_functions(el_dorado)
    assert mut["do_move_discard"] is None  # add_card(s.discards[t], c): a list of the state


def test_a_state_only_each_list_is_made_once_per_phase(el_dorado):
    text = emit(el_dorado)
    play = text[text.index("def _list2(g, d, out):"):text.index("def _list3(g, d, out):")]
    assert play.count("for a_p in _each_move_pieces:") > 3  # every move action of the phase loops over it
    assert "_each_move_pieces = _i" in play  # made once (its inlined body's result)
    assert "_each_combo_words" not in text and "_each_discard_words" not in text  # not read-only: per action
