"""Derive the El Dorado recommended layouts for rulespecs/el_dorado.yaml from the ElDorado_server
repository (the source named in ../shared/facts/el_dorado.yaml `layouts`).

That repository assembles a board in an offset (odd-q) grid from tiles stored as rings, and models each
blockade as a row of spaces between two tiles. Here each of its tiles and strips is matched, by shape
and terrain, with the same tile of ../shared/facts/el_dorado_tiles.yaml (rotation and offset in the
spec's axial frame), and each blockade row is closed: the physical blockade lies on the seam, so the
piece beyond it moves one space towards the start. Prints the `layouts` YAML for the spec.

    python tools/el_dorado_layouts.py /work/.mirror/joelbarmettlerUZH+ElDorado_server/repo
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
FACTS = ROOT.parent / "shared" / "facts" / "el_dorado_tiles.yaml"
NAMES = ["El Dorado (first game)", "Hills of Gold", "Home Stretch", "Winding Path", "Serpentine", "Swampland",
         "Witch's Cauldron"]
DIRS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
OUTER_X = [-3, -2, -1, 0, 1, 2, 3, 3, 3, 3, 2, 1, 0, -1, -2, -3, -3, -3]
OUTER_E = [1, 2, 2, 3, 2, 2, 1, 0, -1, -2, -2, -3, -3, -3, -2, -2, -1, 0]
OUTER_O = [2, 2, 3, 3, 3, 2, 2, 1, 0, -1, -2, -2, -3, -2, -2, -1, 0, 1]
MID_X = [-2, -1, 0, 1, 2, 2, 2, 1, 0, -1, -2, -2]
MID_E = [1, 1, 2, 1, 1, 0, -1, -2, -2, -2, -1, 0]
MID_O = [1, 2, 2, 2, 1, 0, -1, -1, -2, -1, -1, 0]
IN_X = [-1, 0, 1, 1, 0, -1]
IN_E = [0, 1, 0, -1, -1, -1]
IN_O = [1, 1, 1, 0, -1, 0]
STRIP = {  # rotation -> (dx, dy even column, dy odd column)
    0: ([0, -1, -2, -3, -4, -5, -5, -4, -3, -2, -1, 0, -1, -2, -3, -4],
        [0, -1, 0, 0, 1, 1, 2, 3, 2, 2, 1, 1, 0, 1, 1, 2], [0, 0, 0, 1, 1, 2, 3, 3, 3, 2, 2, 1, 1, 1, 2, 2]),
    1: ([0, -1, -1, -1, -1, -1, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0],
        [0, 0, 1, 2, 3, 4, 5, 4, 3, 2, 1, 0, 1, 2, 3, 4], [0, 0, 1, 2, 3, 4, 5, 4, 3, 2, 1, 0, 1, 2, 3, 4]),
    4: ([0, 1, 2, 3, 4, 5, 5, 4, 3, 2, 1, 0, 1, 2, 3, 4],
        [0, 0, 0, -1, -1, -2, -3, -3, -3, -2, -2, -1, -1, -1, -2, -2],
        [0, 1, 0, 0, -1, -1, -2, -3, -2, -2, -1, -1, 0, -1, -1, -2]),
}


def axial(x: int, y: int) -> tuple[int, int]:
    """odd-q offset -> axial, reflected (q, r) -> (r, q): the repository's tiles are the mirror images of
    the facts' (every tile matches 37/37 only so), and a reflected board plays the same."""
    q, r = x, y - (x - (x & 1)) // 2
    return r, q


def rotate(q: int, r: int, turns: int) -> tuple[int, int]:
    for _ in range(turns % 6):
        q, r = -r, q + r
    return q, r


def lines(repo: str, path: str) -> list[dict]:
    text = subprocess.run(["git", "-C", repo, "show", f"HEAD:{path}"], capture_output=True, text=True,
                          check=True).stdout
    return [json.loads(x) for x in text.splitlines() if x.strip()]


def place_tile(ring: list[str], x: int, y: int, rot: int) -> dict[tuple[int, int], str]:
    out = {}
    odd = x % 2
    for j in range(37):
        if j < 18:
            dx, dy, src = OUTER_X[j], (OUTER_O if odd else OUTER_E)[j], (j + rot * 3) % 18
        elif j < 30:
            dx, dy, src = MID_X[j - 18], (MID_O if odd else MID_E)[j - 18], 18 + (j - 18 + rot * 2) % 12
        elif j < 36:
            dx, dy, src = IN_X[j - 30], (IN_O if odd else IN_E)[j - 30], 30 + (j - 30 + rot) % 6
        else:
            dx, dy, src = 0, 0, 36
        out[axial(x + dx, y + dy)] = ring[src]
    return out


def place_strip(cells: list[str], x: int, y: int, rot: int) -> dict[tuple[int, int], str]:
    dxs, de, do = STRIP[rot]
    return {axial(x + dxs[j], y + (do if x % 2 else de)[j]): cells[j] for j in range(16)}


def norm(code: str) -> str:
    return "M" if code == "C" else code  # the server has no cave marks


def match(fact_cells: list[str], placed: dict[tuple[int, int], str]) -> tuple[int, tuple[int, int], int]:
    """(rotation, offset, terrain agreements) placing the facts' tile onto the server's cells."""
    cells = [(int(q), int(r), c) for q, r, c in (e.split() for e in fact_cells)]
    target = sorted(placed)
    best = None
    for k in range(6):
        rot = sorted((*rotate(q, r, k), c) for q, r, c in cells)
        shift = (target[0][0] - rot[0][0], target[0][1] - rot[0][1])
        moved = {(q + shift[0], r + shift[1]): c for q, r, c in rot}
        if set(moved) != set(placed):
            continue
        agree = sum(norm(c) == placed[p] for p, c in moved.items())
        if best is None or agree > best[2]:
            best = (k, shift, agree)
    if best is None:
        raise SystemExit("a tile's shape does not match")
    return best


def main(repo: str) -> None:
    facts = yaml.safe_load(FACTS.read_text(encoding="utf-8"))["tiles"]
    rings = {t["id"]: t["hexspaces"] for t in lines(repo, "src/main/resources/json/tiles.txt")}
    strips = {t["id"]: t["hexspaces"] for t in lines(repo, "src/main/resources/json/strips.txt")}
    out = []
    for p in lines(repo, "src/main/resources/json/paths.txt")[:7]:
        pieces = []  # (name, cells)
        for t, rot, x, y in zip(p["tiles"], p["tileRot"], p["tileX"], p["tileY"], strict=True):
            pieces.append((t, place_tile(rings[t], x, y, rot)))
        for t, rot, x, y in zip(p["strips"], p["stripRot"], p["stripX"], p["stripY"], strict=True):
            pieces.append((t, place_strip(strips[t], x, y, rot)))
        end_kind = "ElDorado" if p["endSpaces"][0] == "EW" else "ElDoradoTwo"
        end = {axial(x, y): "W1" if end_kind == "ElDorado" else "J1"
               for x, y in zip(p["endSpacesX"], p["endSpacesY"], strict=True)}
        end |= {axial(x, y): "ED" for x, y in zip(p["elDoradoSpacesX"], p["elDoradoSpacesY"], strict=True)}
        pieces.append((end_kind, end))
        rows: dict[int, set] = {}
        for i, x, y in zip(p["blockadeIds"], p["blockadeX"], p["blockadeY"], strict=True):
            rows.setdefault(i, set()).add(axial(x, y))
        placed = []
        for name, cells in pieces:
            k, shift, agree = match(facts[name], cells)
            placed.append({"tile": name, "rotation": k, "at": list(shift), "agree": agree,
                           "cells": set(cells)})
        # The chain from the start tile: each blockade row joins the piece before it to the one after.
        order = [0]
        seams = []
        todo = set(range(1, len(placed)))
        for i in sorted(rows):
            row = rows[i]
            near = [j for j in range(len(placed))
                    if any((q + dq, r + dr) in placed[j]["cells"] for q, r in row for dq, dr in DIRS)]
            a, b = [j for j in near if j in order], [j for j in near if j in todo]
            if len(a) != 1 or len(b) != 1:
                raise SystemExit(f"{p['name']}: blockade {i} does not join one placed and one new piece")
            seams.append((a[0], b[0], row))
            order.append(b[0])
            todo.discard(b[0])
        end_index = len(placed) - 1
        if todo != {end_index}:
            raise SystemExit(f"{p['name']}: pieces {todo} are not on the chain")
        # Close each row: the pieces beyond it move one space towards the piece before it (the one of the
        # two directions across the row that keeps tile centres 7 apart in the (4,-7) family).
        shift_of = {0: (0, 0)}
        for a, b, _row in seams:
            sa = shift_of[a]
            best = None
            for dq, dr in DIRS:
                moved = {(q + dq + sa[0], r + dr + sa[1]) for q, r in placed[b]["cells"]}
                cells_a = {(q + sa[0], r + sa[1]) for q, r in placed[a]["cells"]}
                if moved & cells_a:
                    continue
                touch = sum(1 for q, r in moved for eq, er in DIRS if (q + eq, r + er) in cells_a)
                if touch and (best is None or touch > best[0]):
                    best = (touch, (dq, dr))
            shift_of[b] = (sa[0] + best[1][0], sa[1] + best[1][1])
        shift_of[end_index] = shift_of[order[-1]]
        layout = []
        for j in [*order, end_index]:
            pl = placed[j]
            sh = shift_of[j]
            layout.append({"tile": pl["tile"], "at": [pl["at"][0] + sh[0], pl["at"][1] + sh[1]],
                           "rotation": pl["rotation"], "agree": f"{pl['agree']}/{len(pl['cells'])}"})
        out.append({"name": NAMES[p["id"]], "server": p["name"], "layout": layout,
                    "seams": [[placed[a]["tile"], placed[b]["tile"]] for a, b, _ in seams]})
    for o in out:
        print(json.dumps(o))


if __name__ == "__main__":
    main(sys.argv[1])
