// Emerald engine, compiled by rulestone from rulespecs/emerald.yaml (docs/rule-language.md).
// Do not edit: change the rule bodies in the spec and run `rulestone build`. No imports.

export const CHANCE = -1;
export const TERMINAL = -2;
export const GAME_ID = "emerald";
export const TITLES = {"ja": "エメラルド", "zh-Hant": "翡翠", "en": "Emerald"};
export const OPTIONS = {"two_player_moves": {"values": ["same-colour", "one-knight"], "default": "same-colour"}, "card_dragon_order": {"values": ["dragon-first", "card-first"], "default": "card-first"}, "ransomed_knight_takes_card": {"values": ["takes-card", "no-card"], "default": "takes-card"}, "dragon_after_card": {"values": ["dragon-moves", "dragon-skipped"], "default": "dragon-moves"}, "dragon_end_of_track": {"values": ["bounce", "may-stop-at-end"], "default": "bounce"}, "start_space_count": {"values": ["per-building", "whole-town"], "default": "per-building"}, "dragon_counts_for_distance": {"values": ["knights-only", "dragon-counts"], "default": "knights-only"}, "treasure_room_ends_turn": {"values": ["ends-turn", "continues"], "default": "ends-turn"}, "two_player_last_knight": {"values": ["per-player", "per-colour"], "default": "per-player"}};
export const SPEC_SHA256 = "994cb1fd170d342204cc02dfcb7552502446a9de8c951f7566ba584642c8bd51";
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;
export const PLAYERS_MIN = MIN_PLAYERS, PLAYERS_MAX = MAX_PLAYERS;

const C_TOWERS = 4;
const C_CENTRE_USED = [false, false, false, true, true, false];
const C_FIELD_SPACES = 6;
const C_CAVE_SPACES = 9;
const C_NCOLOURS = 5;
const C_COLOURS = ["c1", "c2", "c3", "c4", "c5"];
const C_KNIGHTS_PER_PLAYER = [0, 0, 8, 5, 5, 4];
const C_KNIGHTS_PER_COLOUR = [0, 0, 4, 5, 5, 4];
const C_COLOURS_PER_PLAYER = [0, 0, 2, 1, 1, 1];
const C_GEM_KINDS = ["ruby", "emerald", "garnet", "turquoise"];
const C_GEMS_PER_KIND = 6;
const C_GOLD_VALUES = [1, 2, 3, 4, 5];
const C_GOLD_PER_VALUE = 5;
const C_GEM_PILES = [2, 3, 2, 3, 2, 3, 2, 3, 2];
const C_GOLD_PILES = [3, 2, 3, 2, 3, 2, 3, 2, 3];
const C_TREASURE_CARDS = 4;
const C_TREASURE_PLACES = 4;
const C_DRAGON_START_SPACE = 4;
const C_TRACK_START_SPACE = 1;
const C_TRACK_LAST_START_SPACE = 6;
const C_DRAGON_START = 10;
const C_TRACK_START = 7;
const C_TRACK_LAST_START = 12;
const C_TRACK_LENGTH = 4;
const C_TRACK_ADVANCE = 1;
const C_DIE_FACES = [1, 1, 2, 2, 3, 3];
const C_ROLLS = [1, 2, 3];
const C_KNIGHTS_MOVED_MAX = 2;
const C_RANSOM_GOLD_CARDS = 1;
const C_END_KNIGHTS_LEFT = 1;
const C_POINTS_TREASURE = 5;
const C_POINTS_GEM = 1;
const C_POINTS_BONUS = 4;
const C_START_SPOTS = ["tower-1", "tower-2", "tower-3", "tower-4", "centre"];
const C_NSTART = 5;
const C_NPATH = 15;
const C_CAVE_FIRST = 7;
const C_PLACES = ["tower-1", "tower-2", "tower-3", "tower-4", "centre", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15"];
const C_PHASES = ["deal", "move", "take", "roll", "dragon-end", "capture", "catch", "ransom", "over"];
const C_FACINGS = ["left", "right"];
const C_CAUGHT = ["ransomed", "eaten"];
const C_PILES = ["gem", "gold"];
const C_PICKS = ["last", "other"];
const C_DEAL_PILE = ["gem", "gem", "gold", "gold", "gold", "gem", "gem", "gem", "gold", "gold", "gem", "gem", "gold", "gold", "gold", "gem", "gem", "gem", "gold", "gold", "gem", "gem", "gold", "gold", "gold", "gem", "gem", "gem", "gold", "gold", "gem", "gem", "gold", "gold", "gold", "gem", "gem", "gem", "gold", "gold", "gem", "gem", "gold", "gold", "gold"];
const C_DEAL_CAVE = [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 8, 8, 8, 8, 8];
const C_NDEAL = 45;
function _mod(a, b) { const r = a % b; return r !== 0 && (r < 0) !== (b < 0) ? r + b : r; }
function _len(x) { return Array.isArray(x) ? x.length : Object.keys(x).length; }
function _pop(xs) { return xs.pop(); }
function _top(xs) { return xs[xs.length - 1]; }
// equality as Python's: by value for records, lists and dicts, which === compares by reference
function _eq(a, b) { return typeof b === "object" && b !== null ? _same(a, b) : a === b; }
// (eq: the equality of items holding a counter, _eqAs)
function _has(xs, v, eq = _eq) { return xs.some((x) => eq(x, v)); }
function _remove(xs, v, eq = _eq) { const i = xs.findIndex((x) => eq(x, v)); if (i < 0) throw new Error("remove: not in list"); xs.splice(i, 1); }
function _removeScalar(xs, v) { const i = xs.indexOf(v); if (i < 0) throw new Error("remove: not in list"); xs.splice(i, 1); }
function _count(xs, v, eq = _eq) { let n = 0; for (const x of xs) if (eq(x, v)) n++; return n; }
function _index(xs, v, eq = _eq) { const i = xs.findIndex((x) => eq(x, v)); if (i < 0) throw new Error("index: not in list"); return i; }
// a counter keeps a count set to 0 as a 0 entry (deleting a property would put the object in V8's
// slow dictionary mode): its keys are those with a count, and values holding counters compare by
// their canonical JSON, which drops the zeros
function _countedKeys(c) { return Object.keys(c).filter((k) => c[k] !== 0); }
function _eqAs(desc) { return (a, b) => canonicalJSON(_canon(desc, a)) === canonicalJSON(_canon(desc, b)); }
function _copy(x) { return Array.isArray(x) ? x.slice() : { ...x }; }
function _sum(xs) { let n = 0; for (const x of xs) n += x; return n; }
function _cmp(a, b) { return a < b ? -1 : a > b ? 1 : 0; }
// sorts in place by < (numbers as numbers when num, strings by code units = code points for ASCII):
// insertion sort for the short lists a phase lists (Array.prototype.sort costs more there), the
// built-in sort for longer ones
function _isort(xs, num) {
  const n = xs.length;
  if (n > 16) return xs.sort(num ? (a, b) => a - b : _cmp);
  for (let i = 1; i < n; i++) {
    const x = xs[i];
    let j = i - 1;
    while (j >= 0 && xs[j] > x) { xs[j + 1] = xs[j]; j--; }
    xs[j + 1] = x;
  }
  return xs;
}
function _isortPairs(xs) {  // as _isort, [string, weight] pairs by their strings
  const n = xs.length;
  if (n > 16) return xs.sort((a, b) => _cmp(a[0], b[0]));
  for (let i = 1; i < n; i++) {
    const x = xs[i];
    let j = i - 1;
    while (j >= 0 && xs[j][0] > x[0]) { xs[j + 1] = xs[j]; j--; }
    xs[j + 1] = x;
  }
  return xs;
}
function _bad(what) { return new Error(`state: ${what}`); }
function _show(v) { return JSON.stringify(v); }
function _isInt(v) { return typeof v === "number" && Number.isInteger(v); }
function _isObj(v) { return v !== null && typeof v === "object" && !Array.isArray(v); }

function _load(desc, v, path) {
  const kind = desc[0];
  if (kind === "int") { if (!_isInt(v)) throw _bad(`${path}: expected an integer, found ${_show(v)}`); return v; }
  if (kind === "bool") { if (typeof v !== "boolean") throw _bad(`${path}: expected true or false, found ${_show(v)}`); return v; }
  if (kind === "str") { if (typeof v !== "string") throw _bad(`${path}: expected a string, found ${_show(v)}`); return v; }
  if (kind === "half") {
    // a count of halves: the JSON shows it halved (Python: a whole number as an int, else a float)
    if (typeof v !== "number" || !Number.isInteger(v * 2) || !Number.isFinite(v)) throw _bad(`${path}: expected a whole or half number, found ${_show(v)}`);
    return v * 2;
  }
  if (kind === "enum") { if (!desc[1].includes(v)) throw _bad(`${path}: expected one of ${_show(desc[1])}, found ${_show(v)}`); return v; }
  if (kind === "opt") return v === null ? null : _load(desc[1], v, path);
  if (kind === "list") {
    if (!Array.isArray(v)) throw _bad(`${path}: expected a list, found ${_show(v)}`);
    return v.map((x, i) => _load(desc[1], x, `${path}[${i}]`));
  }
  if (kind === "dict" || kind === "counter") {
    if (!_isObj(v)) throw _bad(`${path}: expected an object, found ${_show(v)}`);
    const out = {};
    for (const [k, x0] of Object.entries(v)) {
      if (desc[1] !== null && !desc[1].includes(k)) throw _bad(`${path}.${k}: unknown key, expected one of ${_show(desc[1])}`);
      const x = _load(desc[2], x0, `${path}.${k}`);
      if (kind === "counter" && x <= 0) throw _bad(`${path}.${k}: expected a positive count, found ${_show(x)}`);
      out[k] = x;
    }
    return out;
  }
  if (kind === "rec") {
    if (!_isObj(v)) throw _bad(`${path}: expected an object, found ${_show(v)}`);
    const names = desc[1].map((f) => f[0]);
    const extra = Object.keys(v).filter((k) => !names.includes(k));
    const pre = path ? `${path}.` : "";
    if (extra.length) throw _bad(`${pre}${extra[0]}: unknown key, expected one of the keys ${_show(names)}`);
    const out = {};
    for (const [f, fd] of desc[1]) {
      if (!Object.hasOwn(v, f)) throw _bad(`${pre}${f}: missing`);
      out[f] = _load(fd, v[f], `${pre}${f}`);
    }
    return out;
  }
  throw new Error(`descriptor ${desc}`);
}

function _canon(desc, v) {
  const kind = desc[0];
  if (kind === "opt") return v === null ? null : _canon(desc[1], v);
  if (kind === "list") return v.map((x) => _canon(desc[1], x));
  if (kind === "dict" || kind === "counter") {
    const keys = desc[1] !== null ? desc[1] : Object.keys(v).sort(_cmp);
    const out = {};
    for (const k of keys) if (Object.hasOwn(v, k) && (kind === "dict" || v[k])) out[k] = _canon(desc[2], v[k]);
    return out;
  }
  if (kind === "rec") { const out = {}; for (const [f, fd] of desc[1]) out[f] = _canon(fd, v[f]); return out; }
  if (kind === "half") return v / 2;
  return v;
}

function _deep(v) {
  if (Array.isArray(v)) return v.map(_deep);
  if (_isObj(v)) { const out = {}; for (const k of Object.keys(v)) out[k] = _deep(v[k]); return out; }
  return v;
}

function _same(a, b) {
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => _same(x, b[i]));
  if (_isObj(a)) {
    if (!_isObj(b)) return false;
    const ka = Object.keys(a), kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && _same(a[k], b[k]));
  }
  return a === b;
}

// The exact text Python's json.dumps(sort_keys=True, separators=(",", ":"), ensure_ascii=False) gives.
export function canonicalJSON(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJSON).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).sort(_cmp);
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJSON(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

function _gcd(a, b) { while (b) [a, b] = [b, a % b]; return a; }

export class IllegalAction extends Error {
  constructor(message) { super(message); this.name = "IllegalAction"; }
}

function _chooseOptions(options) {
  if (options !== undefined && options !== null && !_isObj(options)) throw new Error("options must be an object of option name -> value");
  const chosen = {};
  for (const [name, o] of Object.entries(OPTIONS)) chosen[name] = o.default;
  for (let [name, value] of Object.entries(options || {})) {
    if (!Object.hasOwn(OPTIONS, name)) throw new Error(`unknown option ${_show(name)} (known: ${Object.keys(OPTIONS).sort().join(", ") || "none"})`);
    if (typeof value === "boolean" && OPTIONS[name].values.includes("true")) value = value ? "true" : "false";
    if (!OPTIONS[name].values.includes(value)) throw new Error(`option ${_show(name)} takes one of ${_show(OPTIONS[name].values)}, not ${_show(value)}`);
    chosen[name] = value;
  }
  return chosen;
}

// As the Python runtime's _observe: replace what the path names as `show` says.
function _observe(v, parts, show, seat, i) {
  const head = parts[0], rest = parts.slice(1);
  if (head.endsWith("[]")) {
    const items = v[head.slice(0, -2)];
    for (let k = 0; k < items.length; k++) {
      if (rest.length) _observe(items[k], rest, show, seat, k);
      else items[k] = _shown(items[k], show, seat, k);
    }
  } else if (rest.length) _observe(v[head], rest, show, seat, i);
  else v[head] = _shown(v[head], show, seat, i);
}

function _shown(x, show, seat, i) {
  // a seat's own entry; a per-seat list shows the seat only its own
  if (show === "own-only") return i === null || i === undefined ? x.map((y, j) => (j === seat ? y : null)) : (i === seat ? x : null);
  const n = Array.isArray(x) ? x.length : _sum(Object.values(x));
  if (show === "face-down") return { top: null, count: n };  // the deal: only how many
  if (show === "total") return n;  // a count's sum, for every seat
  if (show === "top-count") return { top: x.length ? x[x.length - 1] : null, count: n };
  if (show === "count-to-others") return i === seat ? x : n;
  return n;
}

const _ACTIONS = new Map(Object.entries({"deal gem ruby": [0, ["ruby"]], "deal gem emerald": [0, ["emerald"]], "deal gem garnet": [0, ["garnet"]], "deal gem turquoise": [0, ["turquoise"]], "deal gold 1": [1, [1]], "deal gold 2": [1, [2]], "deal gold 3": [1, [3]], "deal gold 4": [1, [4]], "deal gold 5": [1, [5]], "move c1 tower-1": [2, ["c1", "tower-1"]], "move c1 tower-2": [2, ["c1", "tower-2"]], "move c1 tower-3": [2, ["c1", "tower-3"]], "move c1 tower-4": [2, ["c1", "tower-4"]], "move c1 centre": [2, ["c1", "centre"]], "move c1 1": [2, ["c1", "1"]], "move c1 2": [2, ["c1", "2"]], "move c1 3": [2, ["c1", "3"]], "move c1 4": [2, ["c1", "4"]], "move c1 5": [2, ["c1", "5"]], "move c1 6": [2, ["c1", "6"]], "move c1 7": [2, ["c1", "7"]], "move c1 8": [2, ["c1", "8"]], "move c1 9": [2, ["c1", "9"]], "move c1 10": [2, ["c1", "10"]], "move c1 11": [2, ["c1", "11"]], "move c1 12": [2, ["c1", "12"]], "move c1 13": [2, ["c1", "13"]], "move c1 14": [2, ["c1", "14"]], "move c1 15": [2, ["c1", "15"]], "move c2 tower-1": [2, ["c2", "tower-1"]], "move c2 tower-2": [2, ["c2", "tower-2"]], "move c2 tower-3": [2, ["c2", "tower-3"]], "move c2 tower-4": [2, ["c2", "tower-4"]], "move c2 centre": [2, ["c2", "centre"]], "move c2 1": [2, ["c2", "1"]], "move c2 2": [2, ["c2", "2"]], "move c2 3": [2, ["c2", "3"]], "move c2 4": [2, ["c2", "4"]], "move c2 5": [2, ["c2", "5"]], "move c2 6": [2, ["c2", "6"]], "move c2 7": [2, ["c2", "7"]], "move c2 8": [2, ["c2", "8"]], "move c2 9": [2, ["c2", "9"]], "move c2 10": [2, ["c2", "10"]], "move c2 11": [2, ["c2", "11"]], "move c2 12": [2, ["c2", "12"]], "move c2 13": [2, ["c2", "13"]], "move c2 14": [2, ["c2", "14"]], "move c2 15": [2, ["c2", "15"]], "move c3 tower-1": [2, ["c3", "tower-1"]], "move c3 tower-2": [2, ["c3", "tower-2"]], "move c3 tower-3": [2, ["c3", "tower-3"]], "move c3 tower-4": [2, ["c3", "tower-4"]], "move c3 centre": [2, ["c3", "centre"]], "move c3 1": [2, ["c3", "1"]], "move c3 2": [2, ["c3", "2"]], "move c3 3": [2, ["c3", "3"]], "move c3 4": [2, ["c3", "4"]], "move c3 5": [2, ["c3", "5"]], "move c3 6": [2, ["c3", "6"]], "move c3 7": [2, ["c3", "7"]], "move c3 8": [2, ["c3", "8"]], "move c3 9": [2, ["c3", "9"]], "move c3 10": [2, ["c3", "10"]], "move c3 11": [2, ["c3", "11"]], "move c3 12": [2, ["c3", "12"]], "move c3 13": [2, ["c3", "13"]], "move c3 14": [2, ["c3", "14"]], "move c3 15": [2, ["c3", "15"]], "move c4 tower-1": [2, ["c4", "tower-1"]], "move c4 tower-2": [2, ["c4", "tower-2"]], "move c4 tower-3": [2, ["c4", "tower-3"]], "move c4 tower-4": [2, ["c4", "tower-4"]], "move c4 centre": [2, ["c4", "centre"]], "move c4 1": [2, ["c4", "1"]], "move c4 2": [2, ["c4", "2"]], "move c4 3": [2, ["c4", "3"]], "move c4 4": [2, ["c4", "4"]], "move c4 5": [2, ["c4", "5"]], "move c4 6": [2, ["c4", "6"]], "move c4 7": [2, ["c4", "7"]], "move c4 8": [2, ["c4", "8"]], "move c4 9": [2, ["c4", "9"]], "move c4 10": [2, ["c4", "10"]], "move c4 11": [2, ["c4", "11"]], "move c4 12": [2, ["c4", "12"]], "move c4 13": [2, ["c4", "13"]], "move c4 14": [2, ["c4", "14"]], "move c4 15": [2, ["c4", "15"]], "move c5 tower-1": [2, ["c5", "tower-1"]], "move c5 tower-2": [2, ["c5", "tower-2"]], "move c5 tower-3": [2, ["c5", "tower-3"]], "move c5 tower-4": [2, ["c5", "tower-4"]], "move c5 centre": [2, ["c5", "centre"]], "move c5 1": [2, ["c5", "1"]], "move c5 2": [2, ["c5", "2"]], "move c5 3": [2, ["c5", "3"]], "move c5 4": [2, ["c5", "4"]], "move c5 5": [2, ["c5", "5"]], "move c5 6": [2, ["c5", "6"]], "move c5 7": [2, ["c5", "7"]], "move c5 8": [2, ["c5", "8"]], "move c5 9": [2, ["c5", "9"]], "move c5 10": [2, ["c5", "10"]], "move c5 11": [2, ["c5", "11"]], "move c5 12": [2, ["c5", "12"]], "move c5 13": [2, ["c5", "13"]], "move c5 14": [2, ["c5", "14"]], "move c5 15": [2, ["c5", "15"]], "pass": [3, []], "take gem": [4, ["gem"]], "take gold": [4, ["gold"]], "roll 1": [5, [1]], "roll 2": [5, [2]], "roll 3": [5, [3]], "dragon continue": [6, []], "dragon stop": [7, []], "capture c1": [8, ["c1"]], "capture c2": [8, ["c2"]], "capture c3": [8, ["c3"]], "capture c4": [8, ["c4"]], "capture c5": [8, ["c5"]], "catch last": [9, ["last"]], "catch other": [9, ["other"]], "ransom pay 1": [10, [1]], "ransom pay 2": [10, [2]], "ransom pay 3": [10, [3]], "ransom pay 4": [10, [4]], "ransom pay 5": [10, [5]], "ransom refuse": [11, []]}));
const _STATE = ["rec", [["phase", ["enum", ["deal", "move", "take", "roll", "dragon-end", "capture", "catch", "ransom", "over"]]], ["turn", ["int"]], ["knights", ["dict", ["c1", "c2", "c3", "c4", "c5"], ["counter", ["tower-1", "tower-2", "tower-3", "tower-4", "centre", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15"], ["int"]]]], ["dragon", ["rec", [["space", ["int"]], ["facing", ["enum", ["left", "right"]]]]]], ["track", ["list", ["int"]]], ["caves", ["list", ["rec", [["space", ["int"]], ["gems", ["list", ["enum", ["ruby", "emerald", "garnet", "turquoise"]]]], ["gold", ["list", ["int"]]]]]]], ["treasure", ["int"]], ["four_gem_bonus", ["opt", ["int"]]], ["hands", ["list", ["rec", [["gold", ["list", ["int"]]], ["gems", ["dict", ["ruby", "emerald", "garnet", "turquoise"], ["int"]]], ["treasure", ["int"]], ["four_gem_bonus", ["bool"]]]]]], ["this_turn", ["rec", [["moved", ["int"]], ["last", ["opt", ["rec", [["colour", ["enum", ["c1", "c2", "c3", "c4", "c5"]]], ["place", ["opt", ["enum", ["tower-1", "tower-2", "tower-3", "tower-4", "centre", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15"]]]]]]]], ["took", ["bool"]], ["roll_due", ["bool"]], ["pips", ["int"]], ["caught", ["opt", ["enum", ["ransomed", "eaten"]]]]]]], ["capture", ["opt", ["rec", [["space", ["int"]], ["colour", ["opt", ["enum", ["c1", "c2", "c3", "c4", "c5"]]]]]]]]]];
const _OPTION_TESTS = [["two_player_moves", "same-colour"], ["two_player_moves", "one-knight"], ["card_dragon_order", "dragon-first"], ["card_dragon_order", "card-first"], ["ransomed_knight_takes_card", "takes-card"], ["ransomed_knight_takes_card", "no-card"], ["dragon_after_card", "dragon-moves"], ["dragon_after_card", "dragon-skipped"], ["dragon_end_of_track", "bounce"], ["dragon_end_of_track", "may-stop-at-end"], ["start_space_count", "per-building"], ["start_space_count", "whole-town"], ["dragon_counts_for_distance", "knights-only"], ["dragon_counts_for_distance", "dragon-counts"], ["treasure_room_ends_turn", "ends-turn"], ["treasure_room_ends_turn", "continues"], ["two_player_last_knight", "per-player"], ["two_player_last_knight", "per-colour"]];

// rule setup.board: Board
// spec: rulespecs/emerald.yaml:534
// cite ja: "ゲームボードをテーブルの中央に置きます"
// cite ja: "これらの建物が各騎士コマのスタート位置です"
// cite ja: "はじめの６マスは野原であり、後の９マスはドラゴンの洞窟です"
// cite zh-Hant: "遊戲圖板放在桌子的正中央"
// cite zh-Hant: "五色城堡與龍窟距離六格,龍窟內有九格"
function init(g) {
  let hands, seat, gems, k, first, knights, _i1_out, _i2_c, _i3_mine, _i4_p;
  hands = [];
  for (let seat_ = 0, _end1 = g.players; seat_ < _end1; seat_++) {
    seat = seat_;
    gems = {};
    for (k of C_GEM_KINDS) {
      gems[k] = 0;
    }
    hands.push({"gold": [], "gems": gems, "treasure": 0, "four_gem_bonus": false});
  }
  first = "move";
  if ((C_NDEAL > 0)) {
    first = "deal";
  }
  _i1_out = {};
  for (_i2_c of g.f_colours) {
    _i3_mine = {};
    for (_i4_p of g.f_spots) {
      _i3_mine[_i4_p] = (_i3_mine[_i4_p] ?? 0) + (1);
    }
    _i1_out[_i2_c] = _i3_mine;
  }
  knights = _i1_out;
  return {"phase": first, "turn": first_player(g), "knights": knights, "dragon": dragon_start(g), "track": track_start(g), "caves": empty_caves(g), "treasure": treasure_start(g), "four_gem_bonus": bonus_start(g), "hands": hands, "this_turn": fresh_turn(g), "capture": null, "dealt": 0, "gems_left": undealt_gems(g, []), "gold_left": undealt_gold(g, []), "crowd": crowd_of(g, knights), "stands": stands_of(g, knights)};
}
function place_of(g, space) {
  return C_PLACES[((C_NSTART + space) - 1)];
}
function space_of(g, p) {
  let i;
  i = (_INDEX_PLACES.get(p) ?? _index(C_PLACES, p));
  if ((i < C_NSTART)) {
    return 0;
  }
  return ((i - C_NSTART) + 1);
}
function on_place(g, s, p) {
  return s["crowd"][p];
}
function crowd_of(g, knights) {
  let out, p, n, c;
  out = {};
  for (p of C_PLACES) {
    n = 0;
    for (c of g.f_colours) {
      n += (knights[c][p] ?? 0);
    }
    out[p] = n;
  }
  return out;
}
function stands_of(g, knights) {
  let out, c;
  out = {};
  for (c of g.f_colours) {
    out[c] = _isort(_countedKeys(knights[c]).slice(), false);
  }
  return out;
}
function knight_off(g, s, c, p) {
  s["knights"][c][p] = (s["knights"][c][p] ?? 0) - (1);
  s["crowd"][p] -= 1;
  if (((s["knights"][c][p] ?? 0) === 0)) {
    _removeScalar(s["stands"][c], p);
  }
}
function knight_on(g, s, c, p) {
  s["knights"][c][p] = (s["knights"][c][p] ?? 0) + (1);
  s["crowd"][p] += 1;
  if (((s["knights"][c][p] ?? 0) === 1)) {
    s["stands"][c].push(p);
  }
}
function colours_on(g, s, p) {
  let out, c;
  out = [];
  for (c of g.f_colours) {
    if (((s["knights"][c][p] ?? 0) > 0)) {
      out.push(c);
    }
  }
  return out;
}
function colour_count(g, s, c) {
  let n, p;
  n = 0;
  for (p of s["stands"][c]) {
    n += (s["knights"][c][p] ?? 0);
  }
  return n;
}
function normalise(g, s) {
  let c, h, _i5_caves, _i6_n, _i7_cave, _i8_r, _i9_caves, _i10_left, _i11_k, _i12_n, _i13_cave, _i14_r, _i15_caves, _i16_left, _i17_v, _i18_n, _i19_cave, _i20_r, _i21_knights, _i22_out, _i23_p, _i24_n, _i25_c, _i26_r, _i27_knights, _i28_out, _i29_c, _i30_r;
  for (c of g.f_colours) {
    if ((!Object.hasOwn(s["knights"], c))) {
      s["knights"][c] = {};
    }
  }
  for (h of s["hands"]) {
    h["gold"] = _isort(h["gold"].slice(), true);
  }
  _i5_caves = s["caves"];
  _i6_n = 0;
  for (_i7_cave of _i5_caves) {
    _i6_n += (_len(_i7_cave["gems"]) + _len(_i7_cave["gold"]));
  }
  _i8_r = _i6_n;
  s["dealt"] = _i8_r;
  _i9_caves = s["caves"];
  _i10_left = {};
  for (_i11_k of C_GEM_KINDS) {
    _i12_n = C_GEMS_PER_KIND;
    for (_i13_cave of _i9_caves) {
      _i12_n -= _count(_i13_cave["gems"], _i11_k);
    }
    _i10_left[_i11_k] = _i12_n;
  }
  _i14_r = _i10_left;
  s["gems_left"] = _i14_r;
  _i15_caves = s["caves"];
  _i16_left = [];
  for (_i17_v of C_GOLD_VALUES) {
    _i18_n = C_GOLD_PER_VALUE;
    for (_i19_cave of _i15_caves) {
      _i18_n -= _count(_i19_cave["gold"], _i17_v);
    }
    _i16_left.push(_i18_n);
  }
  _i20_r = _i16_left;
  s["gold_left"] = _i20_r;
  _i21_knights = s["knights"];
  _i22_out = {};
  for (_i23_p of C_PLACES) {
    _i24_n = 0;
    for (_i25_c of g.f_colours) {
      _i24_n += (_i21_knights[_i25_c][_i23_p] ?? 0);
    }
    _i22_out[_i23_p] = _i24_n;
  }
  _i26_r = _i22_out;
  s["crowd"] = _i26_r;
  _i27_knights = s["knights"];
  _i28_out = {};
  for (_i29_c of g.f_colours) {
    _i28_out[_i29_c] = _isort(_countedKeys(_i27_knights[_i29_c]).slice(), false);
  }
  _i30_r = _i28_out;
  s["stands"] = _i30_r;
}
function check_shape(g, s) {
  let n, c, lo, i, cave, v, held, h, k, b4, t, last, cap, ph, busy, _i31_n, _i32_p, _i33_r, _i34_i, _i35_cave, _i36_gems, _i37_gold, _i38_j, _i39_k, _i40_left, _i41_c, _i42_v;
  n = g.players;
  if (((s["turn"] < 0) || (s["turn"] >= n))) {
    return "turn must be a seat";
  }
  for (c of Object.keys(s["knights"])) {
    if ((!g.f_colours.includes(c))) {
      return ("knights: colours must be among " + names(g, g.f_colours));
    }
  }
  for (c of g.f_colours) {
    _i31_n = 0;
    for (_i32_p of s["stands"][c]) {
      _i31_n += (s["knights"][c][_i32_p] ?? 0);
    }
    _i33_r = _i31_n;
    if ((_i33_r > g.f_knights_per_colour)) {
      return ("knights." + c + ": more than a colour has");
    }
  }
  if (((s["dragon"]["space"] < C_CAVE_FIRST) || (s["dragon"]["space"] > C_NPATH))) {
    return "dragon.space must be a cave space";
  }
  if ((_len(s["track"]) !== 2)) {
    return "track";
  }
  lo = s["track"][0];
  if (((lo < C_TRACK_START) || (lo > C_TRACK_LAST_START) || (s["track"][1] !== ((lo + C_TRACK_LENGTH) - 1)))) {
    return "track";
  }
  if ((_len(s["caves"]) !== C_CAVE_SPACES)) {
    return ("caves must list " + String(C_CAVE_SPACES) + " spaces");
  }
  for (let i_ = 0, _end1 = C_CAVE_SPACES; i_ < _end1; i_++) {
    i = i_;
    cave = s["caves"][i];
    if ((cave["space"] !== (C_CAVE_FIRST + i))) {
      return ("caves[" + String(i) + "].space");
    }
    for (v of cave["gold"]) {
      if ((!C_GOLD_VALUES.includes(v))) {
        return ("caves[" + String(i) + "].gold");
      }
    }
    if (((_len(cave["gems"]) > C_GEM_PILES[i]) || (_len(cave["gold"]) > C_GOLD_PILES[i]))) {
      return ("caves[" + String(i) + "]: more cards than the pile holds");
    }
  }
  if (((s["treasure"] < 0) || (s["treasure"] > C_TREASURE_CARDS))) {
    return "treasure";
  }
  if ((_len(s["hands"]) !== n)) {
    return "hands: one per seat";
  }
  held = 0;
  for (h of s["hands"]) {
    for (v of h["gold"]) {
      if ((!C_GOLD_VALUES.includes(v))) {
        return "hands[].gold";
      }
    }
    for (k of C_GEM_KINDS) {
      if ((!Object.hasOwn(h["gems"], k))) {
        return "hands[].gems";
      }
      if ((h["gems"][k] < 0)) {
        return "hands[].gems";
      }
    }
    held += h["treasure"];
  }
  if (((held + s["treasure"]) > C_TREASURE_CARDS)) {
    return "hands[].treasure";
  }
  b4 = s["four_gem_bonus"];
  if ((b4 !== null)) {
    if (((b4 < 0) || (b4 >= n))) {
      return "four_gem_bonus";
    }
  }
  for (let i_ = 0, _end2 = n; i_ < _end2; i_++) {
    i = i_;
    if ((s["hands"][i]["four_gem_bonus"] !== ((b4 !== null) && (get_seat(g, b4) === i)))) {
      return "hands[].four_gem_bonus";
    }
  }
  t = s["this_turn"];
  if (((t["moved"] < 0) || (t["moved"] > g.f_max_moves))) {
    return "this_turn.moved";
  }
  if (((t["pips"] < 0) || (t["pips"] > Math.max(...C_DIE_FACES)) || ((t["pips"] > 0) !== (s["phase"] === "dragon-end")))) {
    return "this_turn.pips";
  }
  last = t["last"];
  if ((last !== null)) {
    if ((!g.f_colours.includes(last["colour"]))) {
      return "this_turn.last.colour";
    }
  }
  cap = s["capture"];
  if ((cap !== null)) {
    if ((cap["colour"] !== null)) {
      if ((!g.f_colours.includes(cap["colour"]))) {
        return "capture.colour";
      }
    }
  }
  ph = s["phase"];
  if ((((ph === "capture") || (ph === "catch") || (ph === "ransom")) && (cap === null))) {
    return "capture: needed in this phase";
  }
  if ((((ph === "catch") || (ph === "ransom")) && (cap["colour"] === null))) {
    return ("capture.colour: needed in phase " + ph);
  }
  busy = ((ph === "take") || (ph === "roll") || (ph === "dragon-end") || (ph === "capture") || (ph === "catch"));
  if ((busy || (ph === "ransom"))) {
    if ((last === null)) {
      return "this_turn.last";
    }
    if ((last["place"] === null)) {
      return "this_turn.last";
    }
  }
  if (((t["moved"] !== 0) && (last === null) && (ph !== "over"))) {
    return "this_turn.last: needed after a move";
  }
  if (((ph === "move") && (t["moved"] >= g.f_max_moves))) {
    return "this_turn.moved: no move left in phase move";
  }
  if ((ph === "deal")) {
    _i34_i = s["dealt"];
    if ((_i34_i >= C_NDEAL)) {
      return "phase deal with every pile full";
    }
    for (let _i35_cave_ = 0, _end3 = C_CAVE_SPACES; _i35_cave_ < _end3; _i35_cave_++) {
      _i35_cave = _i35_cave_;
      _i36_gems = 0;
      _i37_gold = 0;
      for (let _i38_j_ = 0, _end4 = _i34_i; _i38_j_ < _end4; _i38_j_++) {
        _i38_j = _i38_j_;
        if (((C_DEAL_CAVE[_i38_j] === _i35_cave) && (C_DEAL_PILE[_i38_j] === "gem"))) {
          _i36_gems += 1;
        }
        if (((C_DEAL_CAVE[_i38_j] === _i35_cave) && (C_DEAL_PILE[_i38_j] === "gold"))) {
          _i37_gold += 1;
        }
      }
      if (((_len(s["caves"][_i35_cave]["gems"]) !== _i36_gems) || (_len(s["caves"][_i35_cave]["gold"]) !== _i37_gold))) {
        return "piles are dealt in order";
      }
    }
    for (_i39_k of C_GEM_KINDS) {
      _i40_left = C_GEMS_PER_KIND;
      for (_i41_c of s["caves"]) {
        _i40_left -= _count(_i41_c["gems"], _i39_k);
      }
      if ((_i40_left < 0)) {
        return "more gem cards than the box holds";
      }
    }
    for (_i42_v of C_GOLD_VALUES) {
      _i40_left = C_GOLD_PER_VALUE;
      for (_i41_c of s["caves"]) {
        _i40_left -= _count(_i41_c["gold"], _i42_v);
      }
      if ((_i40_left < 0)) {
        return "more gold cards than the box holds";
      }
    }
    return "";
  }
  return "";
}
function get_seat(g, b) {
  if ((b === null)) {
    return (-1);
  }
  return b;
}
function names(g, cs) {
  let out, c;
  out = "";
  for (c of cs) {
    if ((out !== "")) {
      out = (out + ", ");
    }
    out = (out + c);
  }
  return out;
}
function check_reachable(g, s) {
  let n, ph, t, inplay, c, out, held, h, i, p, most, first, seat, b4, lo, hi, behind, d, moved, last, card_first, lc, lp, early, late, fresh, empty, lc2, lp2, space, cave, cap, present, cc, low, ended, has, _i49_p, _i50_i, _i51_r, _i52_hands, _i53_seat, _i54_gems, _i55_k, _i56_first, _i57_knights, _i58__i1_out, _i59__i2_c, _i60__i3_mine, _i61__i4_p, _i62_i, _i63_p, _i64_out, _i65_c;
  n = g.players;
  ph = s["phase"];
  t = s["this_turn"];
  inplay = 0;
  for (c of g.f_colours) {
    inplay += colour_count(g, s, c);
  }
  out = ((n * C_KNIGHTS_PER_PLAYER[n]) - inplay);
  held = 0;
  for (h of s["hands"]) {
    held += h["treasure"];
  }
  if ((held > out)) {
    return ("hands[].treasure: " + String(held) + " held, but " + String(out) + " knights have left play");
  }
  for (c of g.f_colours) {
    for (let i_ = 0, _end1 = C_NSTART; i_ < _end1; i_++) {
      i = i_;
      p = C_PLACES[i];
      most = 0;
      if ((g.f_spots.includes(p))) {
        most = 1;
      }
      if (((s["knights"][c][p] ?? 0) > most)) {
        return ("knights." + c + "." + p + ": more than the game sets up there");
      }
    }
  }
  first = (-1);
  for (let seat_ = 0, _end2 = n; seat_ < _end2; seat_++) {
    seat = seat_;
    if (((first < 0) && owns_every_kind(g, s, seat))) {
      first = seat;
    }
  }
  b4 = s["four_gem_bonus"];
  if ((b4 !== null)) {
    if ((!owns_every_kind(g, s, b4))) {
      return ("four_gem_bonus: seat " + String(b4) + " does not own every gem kind");
    }
  }
  if (((b4 === null) && (first >= 0))) {
    return ("four_gem_bonus: null, but seat " + String(first) + " owns every gem kind");
  }
  lo = s["track"][0];
  hi = ((lo + C_TRACK_LENGTH) - 1);
  behind = Math.max((lo - C_TRACK_ADVANCE), C_TRACK_START);
  d = s["dragon"];
  if (((d["space"] < behind) || (d["space"] > hi))) {
    return ("dragon.space: " + String(d["space"]) + " is outside " + String(behind) + ".." + String(hi) + " (track " + String(lo) + ".." + String(hi) + ")");
  }
  if (((d["space"] === hi) && (d["facing"] === "right"))) {
    return ("dragon.facing: right on the track's last space " + String(hi) + ", where the dragon turns");
  }
  if (((d["space"] === (lo - C_TRACK_ADVANCE)) && (d["facing"] === "left"))) {
    return ("dragon.facing: left behind the track (space " + String(d["space"]) + "), where the dragon turned");
  }
  moved = (t["moved"] > 0);
  last = t["last"];
  if ((moved !== (last !== null))) {
    return "this_turn.last: null exactly when this_turn.moved is 0";
  }
  card_first = g.o[3];
  if ((last !== null)) {
    lc = last["colour"];
    lp = last["place"];
    if ((!g.f_seat_colours[s["turn"]].includes(lc))) {
      return ("this_turn.last.colour: not a colour of seat " + String(s["turn"]));
    }
    if ((lp !== null)) {
      _i49_p = lp;
      _i50_i = (_INDEX_PLACES.get(_i49_p) ?? _index(C_PLACES, _i49_p));
      if ((_i50_i < C_NSTART)) {
        _i51_r = 0;
      } else {
        _i51_r = ((_i50_i - C_NSTART) + 1);
      }
      if ((_i51_r === 0)) {
        return "this_turn.last.place: a start building (knights only move forward)";
      }
    }
    if (((lp === null) && (ph !== "over") && ((ph !== "move") || g.o[14]))) {
      return ("this_turn.last.place: null (the treasure room) in phase " + ph);
    }
  }
  early = ((ph === "roll") || (ph === "dragon-end") || (ph === "capture") || (ph === "catch"));
  if (((t["caught"] !== null) && ((!moved) || early))) {
    return ("this_turn.caught: the dragon has caught nobody yet in phase " + ph);
  }
  if ((t["roll_due"] && (!((ph === "take") && card_first)))) {
    return "this_turn.roll_due: only while a card is taken before the dragon moves";
  }
  late = (early || (ph === "ransom") || (ph === "over"));
  if ((t["took"] && (!(late && card_first && g.o[6])))) {
    return ("this_turn.took: a card ends the turn unless the dragon moves after it (phase " + ph + ")");
  }
  if (((s["capture"] !== null) !== ((ph === "capture") || (ph === "catch") || (ph === "ransom")))) {
    return "capture: given exactly in phases capture, catch and ransom";
  }
  if ((ph === "deal")) {
    _i52_hands = [];
    for (let _i53_seat_ = 0, _end3 = g.players; _i53_seat_ < _end3; _i53_seat_++) {
      _i53_seat = _i53_seat_;
      _i54_gems = {};
      for (_i55_k of C_GEM_KINDS) {
        _i54_gems[_i55_k] = 0;
      }
      _i52_hands.push({"gold": [], "gems": _i54_gems, "treasure": 0, "four_gem_bonus": false});
    }
    _i56_first = "move";
    if ((C_NDEAL > 0)) {
      _i56_first = "deal";
    }
    _i58__i1_out = {};
    for (_i59__i2_c of g.f_colours) {
      _i60__i3_mine = {};
      for (_i61__i4_p of g.f_spots) {
        _i60__i3_mine[_i61__i4_p] = (_i60__i3_mine[_i61__i4_p] ?? 0) + (1);
      }
      _i58__i1_out[_i59__i2_c] = _i60__i3_mine;
    }
    _i57_knights = _i58__i1_out;
    fresh = {"phase": _i56_first, "turn": first_player(g), "knights": _i57_knights, "dragon": dragon_start(g), "track": track_start(g), "caves": empty_caves(g), "treasure": treasure_start(g), "four_gem_bonus": bonus_start(g), "hands": _i52_hands, "this_turn": fresh_turn(g), "capture": null, "dealt": 0, "gems_left": undealt_gems(g, []), "gold_left": undealt_gold(g, []), "crowd": crowd_of(g, _i57_knights), "stands": stands_of(g, _i57_knights)};
    empty = true;
    for (h of s["hands"]) {
      if (((_len(h["gold"]) > 0) || (gem_cards(g, h) > 0))) {
        empty = false;
      }
    }
    if ((!_eqAs(["dict", ["c1", "c2", "c3", "c4", "c5"], ["counter", ["tower-1", "tower-2", "tower-3", "tower-4", "centre", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15"], ["int"]]])(s["knights"], fresh["knights"]))) {
      return "knights: not as the game sets up (phase deal)";
    }
    if ((s["turn"] !== fresh["turn"])) {
      return "turn: not as the game sets up (phase deal)";
    }
    if (((d["space"] !== fresh["dragon"]["space"]) || (d["facing"] !== fresh["dragon"]["facing"]))) {
      return "dragon: not as the game sets up (phase deal)";
    }
    if ((!_same(s["track"], fresh["track"]))) {
      return "track: not as the game sets up (phase deal)";
    }
    if ((s["treasure"] !== fresh["treasure"])) {
      return "treasure: not as the game sets up (phase deal)";
    }
    if ((!empty)) {
      return "hands: not as the game sets up (phase deal)";
    }
    if ((moved || (t["caught"] !== null) || t["took"] || t["roll_due"])) {
      return "this_turn: not as the game sets up (phase deal)";
    }
  } else if (((ph === "take") || (ph === "roll"))) {
    lc2 = last["colour"];
    lp2 = last["place"];
    if (((s["knights"][lc2][lp2] ?? 0) === 0)) {
      return ("this_turn.last: no knight of " + lc2 + " on " + lp2);
    }
    _i62_i = (_INDEX_PLACES.get(lp2) ?? _index(C_PLACES, lp2));
    if ((_i62_i < C_NSTART)) {
      space = 0;
    } else {
      space = ((_i62_i - C_NSTART) + 1);
    }
    cave = (space - C_CAVE_FIRST);
    if ((ph === "take")) {
      if ((cave < 0)) {
        return ("phase: take, but space " + String(space) + " does not offer both a gem and a gold card");
      }
      if (((_len(s["caves"][cave]["gems"]) === 0) || (_len(s["caves"][cave]["gold"]) === 0))) {
        return ("phase: take, but space " + String(space) + " does not offer both a gem and a gold card");
      }
    }
    if (((ph === "roll") && (!((cave >= 0) && ((space === d["space"]) || ((lo <= space) && (space <= hi))))))) {
      return ("phase: roll, but the last knight (space " + String(space) + ") is neither under the track nor on the dragon");
    }
  } else if ((ph === "dragon-end")) {
    if (g.o[8]) {
      return "phase: dragon-end needs option dragon_end_of_track=may-stop-at-end";
    }
    if ((!(((d["space"] === lo) && (d["facing"] === "right")) || ((d["space"] === hi) && (d["facing"] === "left"))))) {
      return "dragon: in phase dragon-end it has just turned on an end of the track";
    }
    if ((t["pips"] >= Math.max(...C_DIE_FACES))) {
      return ("this_turn.pips: " + String(t["pips"]) + " left after the dragon reached the end of the track");
    }
  } else if (((ph === "capture") || (ph === "catch") || (ph === "ransom"))) {
    cap = s["capture"];
    if ((cap["space"] !== d["space"])) {
      return ("capture.space: not the dragon's space " + String(d["space"]));
    }
    _i63_p = C_PLACES[((C_NSTART + d["space"]) - 1)];
    _i64_out = [];
    for (_i65_c of g.f_colours) {
      if (((s["knights"][_i65_c][_i63_p] ?? 0) > 0)) {
        _i64_out.push(_i65_c);
      }
    }
    present = _i64_out;
    if (((ph === "capture") && (cap["colour"] !== null))) {
      return "capture.colour: chosen already in phase capture";
    }
    if (((ph === "capture") && (_len(present) < 2))) {
      return "phase: capture, but knights of fewer than two colours are on the dragon's space";
    }
    if (((ph === "catch") && (!last_among_others(g, s, cap["colour"])))) {
      return "phase: catch, but the knight that just moved has no other knight of its colour beside it on the dragon's space";
    }
    if ((ph === "ransom")) {
      cc = cap["colour"];
      if ((!present.includes(cc))) {
        return ("capture.colour: no knight of " + cc + " on the dragon's space");
      }
      if ((_len(s["hands"][g.f_owner[cc]]["gold"]) < C_RANSOM_GOLD_CARDS)) {
        return ("phase: ransom, but seat " + String(g.f_owner[cc]) + " has no gold card to pay with");
      }
    }
  }
  low = "";
  for (let seat_ = 0, _end4 = n; seat_ < _end4; seat_++) {
    seat = seat_;
    if (seat_down(g, s, seat)) {
      if ((low !== "")) {
        low = (low + ", ");
      }
      low = (low + String(seat));
    }
  }
  ended = ((s["treasure"] === 0) || (low !== ""));
  if ((ended !== (ph === "over"))) {
    has = "has not";
    if (ended) {
      has = "has";
    }
    if ((low === "")) {
      low = "none";
    }
    return ("phase: " + ph + ", but the game " + has + " ended (" + String(s["treasure"]) + " treasure cards left; seats down to their last knight: " + low + ")");
  }
  if (((ph === "over") && (!moved))) {
    return "this_turn.moved: 0, but the game ends on a move";
  }
  return "";
}
// end rule setup.board

// rule setup.treasure-cards: Treasure cards
// spec: rulespecs/emerald.yaml:878
// cite ja: "騎士が描かれた４枚の財宝カードをゲームボード左上の財宝の間に置きます"
// cite zh-Hant: "右上方的格子(綠龍寶寶右邊)放上四張騎士獎勵卡(面朝上)"
function treasure_start(g) {
  return C_TREASURE_CARDS;
}
// end rule setup.treasure-cards

// rule setup.bonus-cards: Bonus cards
// spec: rulespecs/emerald.yaml:893
// cite ja: "５枚のボーナスカードは、ゲームボードのそばに置いておきます"
// cite zh-Hant: "遊戲圖板外找個空位放四張寶石獎勵卡(面朝上)"
function bonus_start(g) {
  return null;
}
// end rule setup.bonus-cards

// rule setup.dragon-track: Dragon track
// spec: rulespecs/emerald.yaml:909
// cite ja: "ドラゴントラックを、１ページの図のように洞窟スペースの左４マスの上部に置きます"
// cite zh-Hant: "將龍軌跡棒放在龍軌的左邊靠龍窟入口處"
function track_start(g) {
  return [C_TRACK_START, ((C_TRACK_START + C_TRACK_LENGTH) - 1)];
}
// end rule setup.dragon-track

// rule setup.dragon: Dragon
// spec: rulespecs/emerald.yaml:926
// cite ja: "洞窟スペースの４つ目のマスにはドラゴンが描かれています"
// cite ja: "このマスに、顔が入り口に向かうようにしてドラゴンのコマを置きます。"
// cite zh-Hant: "將紅龍放在龍窟左起第四格,面朝龍窟入口"
function dragon_start(g) {
  return {"space": C_DRAGON_START, "facing": "left"};
}
// end rule setup.dragon

// rule setup.die: Die
// spec: rulespecs/emerald.yaml:941
// cite ja: "サイコロは手の届く範囲内に置いておきます"
// cite zh-Hant: "遊戲骰*1 (六面骰 1/2/3 各兩面)"
// carried by rule dragon.roll
// end rule setup.die

// rule setup.cards: Gold and gem cards
// spec: rulespecs/emerald.yaml:958
// cite ja: "ゴールドカードと宝石カードはそれぞれ別にしてよく混ぜ、ゴールドカード置き場と宝石カード置き場に裏にして置いてゆきます。"
// cite ja: "それぞれのカード置き場にはゲームボードに描かれているように、2枚・3枚のカードを交互に置きます。"
// cite ja: "そして、それぞれの山の一番上のカードを表にします。"
// cite ja: "余った、2枚ずつのゴールドカードと宝石カードは内容を見ずに箱に戻します。"
// cite zh-Hant: "將寶石卡及黃金卡分開洗牌後,面朝下按照圖板指示的張數放在龍窟上方的寶石庫及下方的黃金庫,然後將上方第一張打開;"
// cite zh-Hant: "然後將上方第一張打開;剩餘卡片收起不用(不得公開)"
function empty_caves(g) {
  let out, i;
  out = [];
  for (let i_ = 0, _end1 = C_CAVE_SPACES; i_ < _end1; i_++) {
    i = i_;
    out.push({"space": (C_CAVE_FIRST + i), "gems": [], "gold": []});
  }
  return out;
}
function dealt(g, s) {
  return s["dealt"];
}
function count_dealt(g, caves) {
  let n, cave;
  n = 0;
  for (cave of caves) {
    n += (_len(cave["gems"]) + _len(cave["gold"]));
  }
  return n;
}
function undealt_gems(g, caves) {
  let left, k, n, cave;
  left = {};
  for (k of C_GEM_KINDS) {
    n = C_GEMS_PER_KIND;
    for (cave of caves) {
      n -= _count(cave["gems"], k);
    }
    left[k] = n;
  }
  return left;
}
function undealt_gold(g, caves) {
  let left, v, n, cave;
  left = [];
  for (v of C_GOLD_VALUES) {
    n = C_GOLD_PER_VALUE;
    for (cave of caves) {
      n -= _count(cave["gold"], v);
    }
    left.push(n);
  }
  return left;
}
function deal_gem_kinds(g, s) {
  let i;
  i = s["dealt"];
  if ((i < C_NDEAL)) {
    if ((C_DEAL_PILE[i] === "gem")) {
      return C_GEM_KINDS;
    }
  }
  return [];
}
function deal_gold_values(g, s) {
  let i;
  i = s["dealt"];
  if ((i < C_NDEAL)) {
    if ((C_DEAL_PILE[i] === "gold")) {
      return C_GOLD_VALUES;
    }
  }
  return [];
}
function deal_gem_weight(g, s, k) {
  return s["gems_left"][k];
}
function deal_gold_weight(g, s, v) {
  return s["gold_left"][(_INDEX_GOLD_VALUES.get(v) ?? _index(C_GOLD_VALUES, v))];
}
function deal_gem(g, s, k) {
  let i, _i66_n;
  i = s["dealt"];
  s["caves"][C_DEAL_CAVE[i]]["gems"].push(k);
  s["gems_left"][k] -= 1;
  _i66_n = (i + 1);
  s["dealt"] = _i66_n;
  if ((_i66_n === C_NDEAL)) {
    s["phase"] = "move";
  }
}
function deal_gold(g, s, v) {
  let i, _i67_n;
  i = s["dealt"];
  s["caves"][C_DEAL_CAVE[i]]["gold"].push(v);
  s["gold_left"][(_INDEX_GOLD_VALUES.get(v) ?? _index(C_GOLD_VALUES, v))] -= 1;
  _i67_n = (i + 1);
  s["dealt"] = _i67_n;
  if ((_i67_n === C_NDEAL)) {
    s["phase"] = "move";
  }
}
function deal_done(g, s, n) {
  s["dealt"] = n;
  if ((n === C_NDEAL)) {
    s["phase"] = "move";
  }
}
function check_deal(g, s) {
  let i, cave, gems, gold, j, k, left, c, v;
  i = s["dealt"];
  if ((i >= C_NDEAL)) {
    return "phase deal with every pile full";
  }
  for (let cave_ = 0, _end1 = C_CAVE_SPACES; cave_ < _end1; cave_++) {
    cave = cave_;
    gems = 0;
    gold = 0;
    for (let j_ = 0, _end2 = i; j_ < _end2; j_++) {
      j = j_;
      if (((C_DEAL_CAVE[j] === cave) && (C_DEAL_PILE[j] === "gem"))) {
        gems += 1;
      }
      if (((C_DEAL_CAVE[j] === cave) && (C_DEAL_PILE[j] === "gold"))) {
        gold += 1;
      }
    }
    if (((_len(s["caves"][cave]["gems"]) !== gems) || (_len(s["caves"][cave]["gold"]) !== gold))) {
      return "piles are dealt in order";
    }
  }
  for (k of C_GEM_KINDS) {
    left = C_GEMS_PER_KIND;
    for (c of s["caves"]) {
      left -= _count(c["gems"], k);
    }
    if ((left < 0)) {
      return "more gem cards than the box holds";
    }
  }
  for (v of C_GOLD_VALUES) {
    left = C_GOLD_PER_VALUE;
    for (c of s["caves"]) {
      left -= _count(c["gold"], v);
    }
    if ((left < 0)) {
      return "more gold cards than the box holds";
    }
  }
  return "";
}
function check_counts(g, s) {
  let n, total, k, m, h, c, golds, v, held, seat;
  n = g.players;
  total = 0;
  for (k of C_GEM_KINDS) {
    m = 0;
    for (h of s["hands"]) {
      m += h["gems"][k];
    }
    for (c of s["caves"]) {
      m += _count(c["gems"], k);
    }
    if ((m > C_GEMS_PER_KIND)) {
      return ("caves[].gems, hands[].gems: " + String(m) + " " + k + " cards, the game has " + String(C_GEMS_PER_KIND));
    }
    total += m;
  }
  if ((total > _sum(C_GEM_PILES))) {
    return ("caves[].gems, hands[].gems: " + String(total) + " gem cards, the deal puts out " + String(_sum(C_GEM_PILES)));
  }
  golds = 0;
  for (v of C_GOLD_VALUES) {
    m = 0;
    for (h of s["hands"]) {
      m += _count(h["gold"], v);
    }
    for (c of s["caves"]) {
      m += _count(c["gold"], v);
    }
    if ((m > C_GOLD_PER_VALUE)) {
      return ("caves[].gold, hands[].gold: " + String(m) + " gold cards of " + String(v) + ", the game has " + String(C_GOLD_PER_VALUE));
    }
    golds += m;
  }
  if ((golds > _sum(C_GOLD_PILES))) {
    return ("caves[].gold, hands[].gold: " + String(golds) + " gold cards, the deal puts out " + String(_sum(C_GOLD_PILES)));
  }
  held = 0;
  for (h of s["hands"]) {
    held += h["treasure"];
  }
  if (((s["treasure"] + held) !== C_TREASURE_CARDS)) {
    return ("treasure, hands[].treasure: " + String(s["treasure"]) + " left and " + String(held) + " held, not the " + String(C_TREASURE_CARDS) + " the game has");
  }
  for (let seat_ = 0, _end1 = n; seat_ < _end1; seat_++) {
    seat = seat_;
    if ((s["hands"][seat]["treasure"] > (C_KNIGHTS_PER_PLAYER[n] - knights_left(g, s, seat)))) {
      return ("hands[" + String(seat) + "].treasure: more treasure cards than seat " + String(seat) + " has knights out of play");
    }
  }
  return "";
}
// end rule setup.cards

// rule setup.knights: Knights
// spec: rulespecs/emerald.yaml:1117
// cite ja: "各プレイヤーは色を選び、その色の騎士コマを受けて取ります"
// cite ja: "5人プレイ4個"
// cite ja: "3人または4人プレイ5個"
// cite ja: "2人プレイ8個(2色各4個)"
// cite ja: "残った騎士コマは箱に戻してください"
// cite zh-Hant: "五位玩家使用4個騎士棋,三~四位玩家使用5個騎士棋"
// cite zh-Hant: "兩位玩家各持兩種顏色"
function game_colours(g) {
  let out, i;
  out = [];
  for (let i_ = 0, _end1 = (g.players * g.f_colours_per_player); i_ < _end1; i_++) {
    i = i_;
    out.push(C_COLOURS[i]);
  }
  return out;
}
function game_seat_colours(g) {
  let out, seat, mine, i;
  out = [];
  for (let seat_ = 0, _end1 = g.players; seat_ < _end1; seat_++) {
    seat = seat_;
    mine = [];
    for (let i_ = (seat * g.f_colours_per_player), _end2 = ((seat + 1) * g.f_colours_per_player); i_ < _end2; i_++) {
      i = i_;
      mine.push(C_COLOURS[i]);
    }
    out.push(mine);
  }
  return out;
}
function game_owner(g) {
  let out, i;
  out = {};
  for (let i_ = 0, _end1 = _len(g.f_colours); i_ < _end1; i_++) {
    i = i_;
    out[g.f_colours[i]] = Math.floor(i / g.f_colours_per_player);
  }
  return out;
}
function game_knights_per_colour(g) {
  return C_KNIGHTS_PER_COLOUR[g.players];
}
// end rule setup.knights

// rule setup.start-positions: Start positions
// spec: rulespecs/emerald.yaml:1157
// cite ja: "各色の騎士コマは、スタート位置の塔および中央の建物に1個ずつ置きます。"
// cite ja: "塔や建物の色と騎士コマの色は関係ありません"
// cite ja: "なお、２人または５人でプレイする場合は、中央の建物には騎士コマを置きません"
// cite zh-Hant: "當有三位或四位玩家時,五色城堡每位玩家可放置一位騎士"
// cite zh-Hant: "當有二位或五位玩家時"
function game_spots(g) {
  let out, i;
  out = [];
  for (let i_ = 0, _end1 = C_TOWERS; i_ < _end1; i_++) {
    i = i_;
    out.push(C_PLACES[i]);
  }
  if (C_CENTRE_USED[g.players]) {
    out.push("centre");
  }
  return out;
}
function start_knights(g) {
  let out, c, mine, p;
  out = {};
  for (c of g.f_colours) {
    mine = {};
    for (p of g.f_spots) {
      mine[p] = (mine[p] ?? 0) + (1);
    }
    out[c] = mine;
  }
  return out;
}
// end rule setup.start-positions

// rule setup.start-player: Start player
// spec: rulespecs/emerald.yaml:1187
// cite ja: "適当な方法で、スタートプレイヤーを決めます"
// cite zh-Hant: "玩家用任何喜歡的方式決定起始順序"
function first_player(g) {
  return 0;
}
// end rule setup.start-player

// rule turn.order: Turn order
// spec: rulespecs/emerald.yaml:1209
// cite ja: "ゲームは、スタートプレイヤーから始めて時計回りの順で進めます"
// cite ja: "左隣のプレイヤーの手番となります"
// cite zh-Hant: "遊戲由順時針方式進行回合"
// cite zh-Hant: "由左手邊玩家進行遊戲"
function end_turn(g, s) {
  let t;
  s["turn"] = _mod((s["turn"] + 1), g.players);
  t = s["this_turn"];
  t["moved"] = 0;
  t["caught"] = null;
  t["last"] = null;
  t["took"] = false;
  t["roll_due"] = false;
  s["phase"] = "move";
}
function fresh_turn(g) {
  return {"moved": 0, "last": null, "took": false, "roll_due": false, "pips": 0, "caught": null};
}
function seat_turn(g, s) {
  return s["turn"];
}
// end rule turn.order

// rule turn.knights: Knights moved per turn
// spec: rulespecs/emerald.yaml:1240
// cite ja: "手番では、任意の１個または 2 個の騎士コマを移動させることができます"
// cite ja: "同じコマを2度移動させることはできません。"
// cite zh-Hant: "玩家每回合可移動1~2名騎士"
// also carries: two-player.moves
function can_pass(g, s) {
  return (s["this_turn"]["moved"] > 0);
}
function do_pass(g, s) {
  let _i68_t;
  s["turn"] = _mod((s["turn"] + 1), g.players);
  _i68_t = s["this_turn"];
  _i68_t["moved"] = 0;
  _i68_t["caught"] = null;
  _i68_t["last"] = null;
  _i68_t["took"] = false;
  _i68_t["roll_due"] = false;
  s["phase"] = "move";
}
function next_move(g, s) {
  let _i69_t;
  if ((s["this_turn"]["moved"] < g.f_max_moves)) {
    s["phase"] = "move";
  } else {
    s["turn"] = _mod((s["turn"] + 1), g.players);
    _i69_t = s["this_turn"];
    _i69_t["moved"] = 0;
    _i69_t["caught"] = null;
    _i69_t["last"] = null;
    _i69_t["took"] = false;
    _i69_t["roll_due"] = false;
    s["phase"] = "move";
  }
}
function game_max_moves(g) {
  if (((g.players === 2) && g.o[1])) {
    return 1;
  }
  return C_KNIGHTS_MOVED_MAX;
}
// end rule turn.knights

// rule move.distance: Distance
// spec: rulespecs/emerald.yaml:1277
// cite ja: "騎士コマを移動させる場合は、そのコマがいるマス(またはスタート位置)にいるコマの数と同じマス数移動させなければなりません。"
// cite ja: "このコマの数とは、移動させるコマも含めて、プレイヤーにかかわらずすべてのコマをいいます。"
// cite zh-Hant: "騎士每回合可移動騎士的步數為所在格內有多少騎士棋則移動多少步,騎士棋的計算需包含自方軍團及其他玩家軍團),如自己一隻騎士棋,友軍有兩隻騎士棋,則移動三格(必須移動三格,不能少走,亦不可後退)"
// external: "a knight moves exactly as many spaces as there are figures on its starting space, itself included; more or fewer is not allowed"
function move_distance(g, s, p) {
  let steps, _i70_town, _i71_i;
  steps = s["crowd"][p];
  if ((g.o[13] && (p === C_PLACES[((C_NSTART + s["dragon"]["space"]) - 1)]))) {
    steps += 1;
  } else if (g.o[12]) {
    steps += 0;
  }
  if ((g.o[11] && (space_of(g, p) === 0))) {
    _i70_town = 0;
    for (let _i71_i_ = 0, _end1 = C_NSTART; _i71_i_ < _end1; _i71_i_++) {
      _i71_i = _i71_i_;
      _i70_town += s["crowd"][C_PLACES[_i71_i]];
    }
    return _i70_town;
  }
  if (g.o[10]) {
    return steps;
  }
  return steps;
}
// end rule move.distance

// rule move.start-space: Moving from the start
// spec: rulespecs/emerald.yaml:1301
// cite ja: "騎士コマを移動させる場合は、そのコマがいるマス(またはスタート位置)にいるコマの数と同じマス数移動させなければなりません。"
// cite ja: "各色の騎士コマは、スタート位置の塔および中央の建物に1個ずつ置きます。"
// cite zh-Hant: "騎士每回合可移動騎士的步數為所在格內有多少騎士棋則移動多少步,騎士棋的計算需包含自方軍團及其他玩家軍團),如自己一隻騎士棋,友軍有兩隻騎士棋,則移動三格(必須移動三格,不能少走,亦不可後退)"
function start_distance(g, s, p, steps) {
  let town, i;
  if ((g.o[11] && (space_of(g, p) === 0))) {
    town = 0;
    for (let i_ = 0, _end1 = C_NSTART; i_ < _end1; i_++) {
      i = i_;
      town += s["crowd"][C_PLACES[i]];
    }
    return town;
  }
  if (g.o[10]) {
    return steps;
  }
  return steps;
}
// end rule move.start-space

// rule move.forward-only: Forward only
// spec: rulespecs/emerald.yaml:1326
// cite ja: "騎士コマは、財宝の間に向かって必ず前進しなければなりません"
// cite zh-Hant: "必須移動三格,不能少走,亦不可後退"
// also carries: move.stacking, treasure-room.enter
function do_move(g, s, c, p) {
  let space, t, last, dest, trigger, cave, _i108_i, _i109_r, _i110_steps, _i111__i70_town, _i112__i71_i, _i113_r, _i114_seat, _i115__i104_over, _i116__i105_r, _i117__i106__i102_t, _i118__i107__i103__i69_t, _i119_lo, _i120__i69_t;
  _i108_i = (_INDEX_PLACES.get(p) ?? _index(C_PLACES, p));
  if ((_i108_i < C_NSTART)) {
    _i109_r = 0;
  } else {
    _i109_r = ((_i108_i - C_NSTART) + 1);
  }
  _i110_steps = s["crowd"][p];
  if ((g.o[13] && (p === C_PLACES[((C_NSTART + s["dragon"]["space"]) - 1)]))) {
    _i110_steps += 1;
  } else if (g.o[12]) {
    _i110_steps += 0;
  }
  if ((g.o[11] && (space_of(g, p) === 0))) {
    _i111__i70_town = 0;
    for (let _i112__i71_i_ = 0, _end1 = C_NSTART; _i112__i71_i_ < _end1; _i112__i71_i_++) {
      _i112__i71_i = _i112__i71_i_;
      _i111__i70_town += s["crowd"][C_PLACES[_i112__i71_i]];
    }
    _i113_r = _i111__i70_town;
  } else if (g.o[10]) {
    _i113_r = _i110_steps;
  } else {
    _i113_r = _i110_steps;
  }
  space = (_i109_r + _i113_r);
  s["knights"][c][p] = (s["knights"][c][p] ?? 0) - (1);
  s["crowd"][p] -= 1;
  if (((s["knights"][c][p] ?? 0) === 0)) {
    _removeScalar(s["stands"][c], p);
  }
  t = s["this_turn"];
  t["moved"] += 1;
  t["took"] = false;
  t["caught"] = null;
  last = {"colour": c, "place": null};
  t["last"] = last;
  if ((space > C_NPATH)) {
    _i114_seat = g.f_owner[c];
    if ((s["treasure"] > 0)) {
      s["treasure"] -= 1;
      s["hands"][_i114_seat]["treasure"] += 1;
    }
    _i115__i104_over = false;
    if ((s["treasure"] === 0)) {
      _i115__i104_over = true;
    }
    if (seat_down(g, s, _i114_seat)) {
      _i115__i104_over = true;
    }
    if (_i115__i104_over) {
      s["phase"] = "over";
    }
    _i116__i105_r = _i115__i104_over;
    if (_i116__i105_r) {
    } else if (g.o[14]) {
      s["turn"] = _mod((s["turn"] + 1), g.players);
      _i117__i106__i102_t = s["this_turn"];
      _i117__i106__i102_t["moved"] = 0;
      _i117__i106__i102_t["caught"] = null;
      _i117__i106__i102_t["last"] = null;
      _i117__i106__i102_t["took"] = false;
      _i117__i106__i102_t["roll_due"] = false;
      s["phase"] = "move";
    } else if (g.o[15]) {
      if ((s["this_turn"]["moved"] < g.f_max_moves)) {
        s["phase"] = "move";
      } else {
        s["turn"] = _mod((s["turn"] + 1), g.players);
        _i118__i107__i103__i69_t = s["this_turn"];
        _i118__i107__i103__i69_t["moved"] = 0;
        _i118__i107__i103__i69_t["caught"] = null;
        _i118__i107__i103__i69_t["last"] = null;
        _i118__i107__i103__i69_t["took"] = false;
        _i118__i107__i103__i69_t["roll_due"] = false;
        s["phase"] = "move";
      }
    }
    return;
  }
  dest = C_PLACES[((C_NSTART + space) - 1)];
  s["knights"][c][dest] = (s["knights"][c][dest] ?? 0) + (1);
  s["crowd"][dest] += 1;
  if (((s["knights"][c][dest] ?? 0) === 1)) {
    s["stands"][c].push(dest);
  }
  last["place"] = dest;
  _i119_lo = s["track"][0];
  if ((space < C_CAVE_FIRST)) {
    trigger = false;
  } else {
    trigger = ((space === s["dragon"]["space"]) || ((_i119_lo <= space) && (space < (_i119_lo + C_TRACK_LENGTH))));
  }
  cave = (space - C_CAVE_FIRST);
  if (((cave >= 0) && card_now(g, s, cave, trigger, false))) {
    t["roll_due"] = trigger;
    if (((_len(s["caves"][cave]["gems"]) > 0) && (_len(s["caves"][cave]["gold"]) > 0))) {
      s["phase"] = "take";
    } else {
      empty_pile(g, s, cave);
    }
    return;
  }
  if (trigger) {
    s["phase"] = "roll";
    return;
  }
  if ((s["this_turn"]["moved"] < g.f_max_moves)) {
    s["phase"] = "move";
  } else {
    s["turn"] = _mod((s["turn"] + 1), g.players);
    _i120__i69_t = s["this_turn"];
    _i120__i69_t["moved"] = 0;
    _i120__i69_t["caught"] = null;
    _i120__i69_t["last"] = null;
    _i120__i69_t["took"] = false;
    _i120__i69_t["roll_due"] = false;
    s["phase"] = "move";
  }
}
// end rule move.forward-only

// rule move.stacking: Any number per space
// spec: rulespecs/emerald.yaml:1365
// cite ja: "どのマスにもいくつ騎士コマがあってもかまいません"
// carried by rule move.forward-only
// end rule move.stacking

// rule move.second-knight: Second knight
// spec: rulespecs/emerald.yaml:1380
// cite ja: "参考:1回目の移動で、別の自分の騎士コマがいるマスに移動したら、それを2回目の移動として使うこともできます。"
// cite zh-Hant: "玩家移動A騎士棋到另一個己方的B騎士棋所在格後,若此時要移動B騎士棋,移動步數需計入A騎士在步數內."
function mover_colours(g, s) {
  return g.f_seat_colours[s["turn"]];
}
function second_knights(g, s, c) {
  let out, last;
  out = _copy(s["stands"][c]);
  last = s["this_turn"]["last"];
  if (((c === last["colour"]) && (last["place"] !== null) && (s["this_turn"]["caught"] !== "eaten"))) {
    if (((s["knights"][c][last["place"]] ?? 0) === 1)) {
      _removeScalar(out, last["place"]);
    }
  }
  return out;
}
// end rule move.second-knight

// rule move.order-advice: Which knight first (hint)
// spec: rulespecs/emerald.yaml:1406
// cite ja: "可能なら、野原のマスかゴールドカードも宝石カードもない洞窟のマスで移動が終えられる移動を先にするべきでしょう。"
function movable(g, s, c) {
  let _i121_out, _i122_last;
  if ((s["this_turn"]["moved"] === 0)) {
    return s["stands"][c];
  }
  if (((g.players === 2) && g.o[0] && (c !== s["this_turn"]["last"]["colour"]))) {
    return [];
  }
  _i121_out = _copy(s["stands"][c]);
  _i122_last = s["this_turn"]["last"];
  if (((c === _i122_last["colour"]) && (_i122_last["place"] !== null) && (s["this_turn"]["caught"] !== "eaten"))) {
    if (((s["knights"][c][_i122_last["place"]] ?? 0) === 1)) {
      _removeScalar(_i121_out, _i122_last["place"]);
    }
  }
  return _i121_out;
}
// end rule move.order-advice

// rule treasure-room.enter: Entering the treasure room
// spec: rulespecs/emerald.yaml:1430
// cite ja: "最後のマスは財宝の間です"
// cite ja: "財宝の間に入るには、ちょうどの移動でなくても入れます"
// cite zh-Hant: "當玩家任何一隻騎士完成龍窟九格冒險並且再向右一格即到達寶藏室,剩餘步數不再計算"
// carried by rule move.forward-only
// end rule treasure-room.enter

// rule treasure-room.card: Taking a treasure card
// spec: rulespecs/emerald.yaml:1451
// cite ja: "財宝の間に入った騎士コマは、4箇所のいずれかのコマ置き場に置かれ、ゲームから取り除かれます。"
// cite ja: "ここに騎士コマを置いたプレイヤーは財宝カードを1枚とって自分の前に表にして置きます。"
// cite zh-Hant: "到達的騎士需站在最右方四格圈圈上,並且領取一張騎士獎勵卡"
// cite zh-Hant: "玩家需把騎士獎勵卡放在自己位置前面並且將牌打開向上"
// external: "reaching the treasure chamber takes a treasure card, the knight leaves play, and the turn ends"
function treasure_room(g, s, c) {
  let seat, _i104_over, _i105_r, _i106__i102_t, _i107__i103__i69_t;
  seat = g.f_owner[c];
  if ((s["treasure"] > 0)) {
    s["treasure"] -= 1;
    s["hands"][seat]["treasure"] += 1;
  }
  _i104_over = false;
  if ((s["treasure"] === 0)) {
    _i104_over = true;
  }
  if (seat_down(g, s, seat)) {
    _i104_over = true;
  }
  if (_i104_over) {
    s["phase"] = "over";
  }
  _i105_r = _i104_over;
  if (_i105_r) {
    return;
  }
  if (g.o[14]) {
    s["turn"] = _mod((s["turn"] + 1), g.players);
    _i106__i102_t = s["this_turn"];
    _i106__i102_t["moved"] = 0;
    _i106__i102_t["caught"] = null;
    _i106__i102_t["last"] = null;
    _i106__i102_t["took"] = false;
    _i106__i102_t["roll_due"] = false;
    s["phase"] = "move";
  } else if (g.o[15]) {
    if ((s["this_turn"]["moved"] < g.f_max_moves)) {
      s["phase"] = "move";
    } else {
      s["turn"] = _mod((s["turn"] + 1), g.players);
      _i107__i103__i69_t = s["this_turn"];
      _i107__i103__i69_t["moved"] = 0;
      _i107__i103__i69_t["caught"] = null;
      _i107__i103__i69_t["last"] = null;
      _i107__i103__i69_t["took"] = false;
      _i107__i103__i69_t["roll_due"] = false;
      s["phase"] = "move";
    }
  }
}
// end rule treasure-room.card

// rule treasure-room.turn-end: Treasure room ends the turn
// spec: rulespecs/emerald.yaml:1477
// cite zh-Hant: "且立即結束該回合行動."
// external: "reaching the treasure chamber takes a treasure card, the knight leaves play, and the turn ends"
function treasure_room_turn(g, s) {
  let _i102_t, _i103__i69_t;
  if (g.o[14]) {
    s["turn"] = _mod((s["turn"] + 1), g.players);
    _i102_t = s["this_turn"];
    _i102_t["moved"] = 0;
    _i102_t["caught"] = null;
    _i102_t["last"] = null;
    _i102_t["took"] = false;
    _i102_t["roll_due"] = false;
    s["phase"] = "move";
  } else if (g.o[15]) {
    if ((s["this_turn"]["moved"] < g.f_max_moves)) {
      s["phase"] = "move";
    } else {
      s["turn"] = _mod((s["turn"] + 1), g.players);
      _i103__i69_t = s["this_turn"];
      _i103__i69_t["moved"] = 0;
      _i103__i69_t["caught"] = null;
      _i103__i69_t["last"] = null;
      _i103__i69_t["took"] = false;
      _i103__i69_t["roll_due"] = false;
      s["phase"] = "move";
    }
  }
}
// end rule treasure-room.turn-end

// rule dragon.trigger: What moves the dragon
// spec: rulespecs/emerald.yaml:1497
// cite ja: "騎士コマが、ドラゴンのいるマスまたはドラゴントラックに対応するマスに移動したら、直ちにドラゴンを移動させなければなりません。"
// cite zh-Hant: "當任何一位騎士移動結束後,只要是停留在龍軌跡棒或紅龍的所在格子,則是為觸發紅龍動作,需立即擲一次遊戲骰,並將紅龍移動對應的格數."
function dragon_triggered(g, s, space) {
  let lo;
  lo = s["track"][0];
  if ((space < C_CAVE_FIRST)) {
    return false;
  }
  return ((space === s["dragon"]["space"]) || ((lo <= space) && (space < (lo + C_TRACK_LENGTH))));
}
// end rule dragon.trigger

// rule dragon.roll: Rolling for the dragon
// spec: rulespecs/emerald.yaml:1517
// cite ja: "騎士コマを移動させたプレイヤーはサイコロを振り、出た目と同じマス、ドラゴンを移動させます。"
// cite zh-Hant: "當任何一位騎士移動結束後,只要是停留在龍軌跡棒或紅龍的所在格子,則是為觸發紅龍動作,需立即擲一次遊戲骰,並將紅龍移動對應的格數."
// also carries: setup.die
function roll_weight(g, s, n) {
  return (_COUNT_DIE_FACES.get(n) ?? 0);
}
// end rule dragon.roll

// rule dragon.direction: Direction
// spec: rulespecs/emerald.yaml:1533
// cite ja: "ドラゴンは顔が向いている方向に進みます"
function step_of(g, f) {
  if ((f === "left")) {
    return (-1);
  }
  return 1;
}
function turned(g, f) {
  if ((f === "left")) {
    return "right";
  }
  return "left";
}
// end rule dragon.direction

// rule dragon.turn-at-end: Turning at the end of the track
// spec: rulespecs/emerald.yaml:1559
// cite ja: "ドラゴントラックの端のマスまできたら直ちに方向変換し、移動を続けます。"
// cite ja: "ドラゴントラックの端でぴったりドラゴンの移動が終了したら、単に方向転換のみ行います。"
// cite zh-Hant: "紅龍只會在龍窟內的龍軌跡棒方格內移動,當觸及龍軌跡棒底端時,紅龍立即轉身並可向下一格移動,轉身的動作不計入移動骰點數"
function walk(g, s) {
  let lo, hi, pos, f, t, _i180_advance, _i181__i165_present, _i182__i166__i151_p, _i183__i167__i152_out, _i184__i168__i153_c, _i185__i169__i154_c, _i186__i170__i155_cap, _i187__i171__i156__i142_last, _i188__i172__i157__i143_p, _i189__i173__i158__i144_r, _i190__i174__i159__i145_cap, _i191__i175__i160__i146_last, _i192__i176__i161__i147__i138__i134_owner, _i193__i177__i162__i148__i139__i135__i131_p, _i194__i178__i163__i149__i140__i136__i132_over, _i195__i179__i164__i150__i141__i137__i133_r;
  lo = s["track"][0];
  hi = ((lo + C_TRACK_LENGTH) - 1);
  pos = s["dragon"]["space"];
  f = s["dragon"]["facing"];
  t = s["this_turn"];
  let _bound1 = 1048576;
  while ((t["pips"] > 0)) {
    if (--_bound1 < 0) throw new Error("rule dragon.turn-at-end: while loop bound exceeded");
    pos += step_of(g, f);
    t["pips"] -= 1;
    if ((((f === "right") && (pos >= hi)) || ((f === "left") && (pos <= lo)))) {
      if ((f === "left")) {
        f = "right";
      } else {
        f = "left";
      }
      if (((t["pips"] > 0) && g.o[9])) {
        s["dragon"]["space"] = pos;
        s["dragon"]["facing"] = f;
        s["phase"] = "dragon-end";
        return;
      }
    }
  }
  s["dragon"]["space"] = pos;
  s["dragon"]["facing"] = f;
  _i180_advance = Math.max(0, Math.min(C_TRACK_ADVANCE, (C_TRACK_LAST_START - s["track"][0])));
  s["track"][0] += _i180_advance;
  s["track"][1] += _i180_advance;
  if ((s["crowd"][C_PLACES[((C_NSTART + s["dragon"]["space"]) - 1)]] === 0)) {
    dragon_done(g, s);
  } else {
    _i182__i166__i151_p = C_PLACES[((C_NSTART + s["dragon"]["space"]) - 1)];
    _i183__i167__i152_out = [];
    for (_i184__i168__i153_c of g.f_colours) {
      if (((s["knights"][_i184__i168__i153_c][_i182__i166__i151_p] ?? 0) > 0)) {
        _i183__i167__i152_out.push(_i184__i168__i153_c);
      }
    }
    _i181__i165_present = _i183__i167__i152_out;
    s["capture"] = {"space": s["dragon"]["space"], "colour": null};
    if ((_len(_i181__i165_present) === 1)) {
      choose_colour(g, s, _i181__i165_present[0]);
    } else {
      s["phase"] = "capture";
    }
  }
}
function at_end(g, s) {
  return true;
}
function stop_dragon(g, s) {
  let _i196_advance, _i197__i165_present, _i198__i166__i151_p, _i199__i167__i152_out, _i200__i168__i153_c, _i201__i169__i154_c, _i202__i170__i155_cap, _i203__i171__i156__i142_last, _i204__i172__i157__i143_p, _i205__i173__i158__i144_r, _i206__i174__i159__i145_cap, _i207__i175__i160__i146_last, _i208__i176__i161__i147__i138__i134_owner, _i209__i177__i162__i148__i139__i135__i131_p, _i210__i178__i163__i149__i140__i136__i132_over, _i211__i179__i164__i150__i141__i137__i133_r;
  s["this_turn"]["pips"] = 0;
  _i196_advance = Math.max(0, Math.min(C_TRACK_ADVANCE, (C_TRACK_LAST_START - s["track"][0])));
  s["track"][0] += _i196_advance;
  s["track"][1] += _i196_advance;
  if ((s["crowd"][C_PLACES[((C_NSTART + s["dragon"]["space"]) - 1)]] === 0)) {
    dragon_done(g, s);
  } else {
    _i198__i166__i151_p = C_PLACES[((C_NSTART + s["dragon"]["space"]) - 1)];
    _i199__i167__i152_out = [];
    for (_i200__i168__i153_c of g.f_colours) {
      if (((s["knights"][_i200__i168__i153_c][_i198__i166__i151_p] ?? 0) > 0)) {
        _i199__i167__i152_out.push(_i200__i168__i153_c);
      }
    }
    _i197__i165_present = _i199__i167__i152_out;
    s["capture"] = {"space": s["dragon"]["space"], "colour": null};
    if ((_len(_i197__i165_present) === 1)) {
      choose_colour(g, s, _i197__i165_present[0]);
    } else {
      s["phase"] = "capture";
    }
  }
}
// end rule dragon.turn-at-end

// rule track.advance: Track advance
// spec: rulespecs/emerald.yaml:1601
// cite ja: "ドラゴンが移動を終えたら、騎士コマを捕らえたかどうかにかかわらず、ドラゴントラックを、財宝の間のほうに1マス分移動させます。"
// cite zh-Hant: "龍軌跡棒一開始在龍窟的最左邊,每觸發一次紅龍時,龍軌跡棒就向右移動一格"
function dragon_stopped(g, s) {
  let advance, _i165_present, _i166__i151_p, _i167__i152_out, _i168__i153_c, _i169__i154_c, _i170__i155_cap, _i171__i156__i142_last, _i172__i157__i143_p, _i173__i158__i144_r, _i174__i159__i145_cap, _i175__i160__i146_last, _i176__i161__i147__i138__i134_owner, _i177__i162__i148__i139__i135__i131_p, _i178__i163__i149__i140__i136__i132_over, _i179__i164__i150__i141__i137__i133_r;
  advance = Math.max(0, Math.min(C_TRACK_ADVANCE, (C_TRACK_LAST_START - s["track"][0])));
  s["track"][0] += advance;
  s["track"][1] += advance;
  if ((s["crowd"][C_PLACES[((C_NSTART + s["dragon"]["space"]) - 1)]] === 0)) {
    dragon_done(g, s);
  } else {
    _i166__i151_p = C_PLACES[((C_NSTART + s["dragon"]["space"]) - 1)];
    _i167__i152_out = [];
    for (_i168__i153_c of g.f_colours) {
      if (((s["knights"][_i168__i153_c][_i166__i151_p] ?? 0) > 0)) {
        _i167__i152_out.push(_i168__i153_c);
      }
    }
    _i165_present = _i167__i152_out;
    s["capture"] = {"space": s["dragon"]["space"], "colour": null};
    if ((_len(_i165_present) === 1)) {
      choose_colour(g, s, _i165_present[0]);
    } else {
      s["phase"] = "capture";
    }
  }
}
// end rule track.advance

// rule track.stop: Track stops before the treasure room
// spec: rulespecs/emerald.yaml:1623
// cite ja: "ドラゴントラックの先端が財宝の間の直前のマスまで移動したら、それ以上移動することはありません。"
// cite ja: "ゲーム終了までその位置に居続けます。"
// cite zh-Hant: "當龍軌跡棒到達龍窟最右邊時,龍軌跡棒就不再移動,紅龍僅在龍窟最右邊四格來回移動"
function track_stop(g, s, advance) {
  return Math.max(0, Math.min(advance, (C_TRACK_LAST_START - s["track"][0])));
}
// end rule track.stop

// rule dragon.outside-track: Dragon left outside the track
// spec: rulespecs/emerald.yaml:1643
// cite ja: "注意:ドラゴンがドラゴントラックの洞窟入り口側の端で移動を終えたら、ドラゴントラックの移動により、ドラゴンがドラゴントラックの範囲から出てしまいます。"
// cite ja: "その場合も次に、騎士コマがドラゴンまたはドラゴントラックのマスで移動を終え、ドラゴンの移動がはじまるまで、そこに居続けます。"
// cite zh-Hant: "紅龍有可能會離開龍軌跡棒的範圍,紅龍會在下次觸發移動時朝龍軌跡棒前進"
// cite zh-Hant: "紅龍有可能移動後,龍軌跡棒移出紅龍所在範圍,此時紅龍並不會移動,需等下次有任何玩家觸發紅龍的移動時,紅龍會朝龍軌跡棒移動."
function roll(g, s, n) {
  let lo, hi, d, _i212_f, _i213_r;
  lo = s["track"][0];
  hi = ((lo + C_TRACK_LENGTH) - 1);
  d = s["dragon"];
  if ((((d["facing"] === "left") && (d["space"] <= lo)) || ((d["facing"] === "right") && (d["space"] >= hi)))) {
    _i212_f = d["facing"];
    if ((_i212_f === "left")) {
      _i213_r = "right";
    } else {
      _i213_r = "left";
    }
    d["facing"] = _i213_r;
  }
  s["this_turn"]["pips"] = n;
  walk(g, s);
}
// end rule dragon.outside-track

// rule capture.after-dragon-move: Capture only after the dragon moves
// spec: rulespecs/emerald.yaml:1668
// cite ja: "ドラゴンが騎士を捕らえるのは、ドラゴンが移動した後だけです"
// cite ja: "ドラゴンが騎士コマのいないマスに移動したら、だれも捕まえることができません"
// cite zh-Hant: "紅龍移動後如停留的格子內有騎士則視為捕獲騎士"
// also carries: capture.own-knight
function capture_after_move(g, s) {
  let present, _i151_p, _i152_out, _i153_c, _i154_c, _i155_cap, _i156__i142_last, _i157__i143_p, _i158__i144_r, _i159__i145_cap, _i160__i146_last, _i161__i147__i138__i134_owner, _i162__i148__i139__i135__i131_p, _i163__i149__i140__i136__i132_over, _i164__i150__i141__i137__i133_r;
  if ((s["crowd"][C_PLACES[((C_NSTART + s["dragon"]["space"]) - 1)]] === 0)) {
    dragon_done(g, s);
    return;
  }
  _i151_p = C_PLACES[((C_NSTART + s["dragon"]["space"]) - 1)];
  _i152_out = [];
  for (_i153_c of g.f_colours) {
    if (((s["knights"][_i153_c][_i151_p] ?? 0) > 0)) {
      _i152_out.push(_i153_c);
    }
  }
  present = _i152_out;
  s["capture"] = {"space": s["dragon"]["space"], "colour": null};
  if ((_len(present) === 1)) {
    choose_colour(g, s, present[0]);
    return;
  }
  s["phase"] = "capture";
}
// end rule capture.after-dragon-move

// rule capture.choose: Who is caught
// spec: rulespecs/emerald.yaml:1703
// cite ja: "騎士コマが複数いるマスにドラゴンが移動したら、ドラゴンを移動させたプレイヤーがどの騎士コマ（１個）を捕らえるか決めることができます。"
// cite ja: "捕らえられなかった騎士コマは、その後通常通り移動することができます。"
// cite zh-Hant: "紅龍移動後如停留的格子內有騎士則視為捕獲騎士,如果有多名騎士,則由觸發紅龍的玩家決定紅龍捕獲騎士對象,紅龍一次僅會捕捉一名騎士."
// external: "the active player chooses which knight the dragon eats when several stand on its space"
function in_play(g, s) {
  return g.f_colours;
}
function can_capture(g, s, c) {
  if ((!g.f_colours.includes(c))) {
    return false;
  }
  return ((s["knights"][c][C_PLACES[((C_NSTART + s["capture"]["space"]) - 1)]] ?? 0) > 0);
}
function choose_colour(g, s, c) {
  let cap, _i142_last, _i143_p, _i144_r, _i145_cap, _i146_last, _i147__i138__i134_owner, _i148__i139__i135__i131_p, _i149__i140__i136__i132_over, _i150__i141__i137__i133_r;
  cap = s["capture"];
  _i142_last = s["this_turn"]["last"];
  if (((c !== _i142_last["colour"]) || (_i142_last["place"] === null))) {
    _i144_r = false;
  } else {
    _i143_p = C_PLACES[((C_NSTART + s["capture"]["space"]) - 1)];
    _i144_r = ((_i142_last["place"] === _i143_p) && ((s["knights"][c][_i143_p] ?? 0) > 1));
  }
  if (_i144_r) {
    cap["colour"] = c;
    s["phase"] = "catch";
    return;
  }
  _i145_cap = s["capture"];
  _i145_cap["colour"] = c;
  _i146_last = s["this_turn"]["last"];
  if (((c === _i146_last["colour"]) && (_i146_last["place"] !== null))) {
    if ((C_PLACES[((C_NSTART + _i145_cap["space"]) - 1)] === _i146_last["place"])) {
      s["this_turn"]["caught"] = "ransomed";
    }
  }
  if ((_len(s["hands"][g.f_owner[c]]["gold"]) >= C_RANSOM_GOLD_CARDS)) {
    s["phase"] = "ransom";
  } else {
    _i147__i138__i134_owner = g.f_owner[c];
    _i148__i139__i135__i131_p = C_PLACES[((C_NSTART + s["capture"]["space"]) - 1)];
    s["knights"][c][_i148__i139__i135__i131_p] = (s["knights"][c][_i148__i139__i135__i131_p] ?? 0) - (1);
    s["crowd"][_i148__i139__i135__i131_p] -= 1;
    if (((s["knights"][c][_i148__i139__i135__i131_p] ?? 0) === 0)) {
      _removeScalar(s["stands"][c], _i148__i139__i135__i131_p);
    }
    if ((s["this_turn"]["caught"] !== null)) {
      s["this_turn"]["caught"] = "eaten";
    }
    s["capture"] = null;
    _i149__i140__i136__i132_over = false;
    if ((s["treasure"] === 0)) {
      _i149__i140__i136__i132_over = true;
    }
    if (seat_down(g, s, _i147__i138__i134_owner)) {
      _i149__i140__i136__i132_over = true;
    }
    if (_i149__i140__i136__i132_over) {
      s["phase"] = "over";
    }
    _i150__i141__i137__i133_r = _i149__i140__i136__i132_over;
    if (_i150__i141__i137__i133_r) {
    } else {
      dragon_done(g, s);
    }
  }
}
function last_among_others(g, s, c) {
  let last, p;
  last = s["this_turn"]["last"];
  if (((c !== last["colour"]) || (last["place"] === null))) {
    return false;
  }
  p = C_PLACES[((C_NSTART + s["capture"]["space"]) - 1)];
  return ((last["place"] === p) && ((s["knights"][c][p] ?? 0) > 1));
}
function can_catch(g, s, k) {
  return true;
}
function catch_knight(g, s, k) {
  let c, _i214__i134_owner, _i215__i135__i131_p, _i216__i136__i132_over, _i217__i137__i133_r;
  c = s["capture"]["colour"];
  if ((k === "last")) {
    s["this_turn"]["caught"] = "ransomed";
  }
  if ((_len(s["hands"][g.f_owner[c]]["gold"]) >= C_RANSOM_GOLD_CARDS)) {
    s["phase"] = "ransom";
  } else {
    _i214__i134_owner = g.f_owner[c];
    _i215__i135__i131_p = C_PLACES[((C_NSTART + s["capture"]["space"]) - 1)];
    s["knights"][c][_i215__i135__i131_p] = (s["knights"][c][_i215__i135__i131_p] ?? 0) - (1);
    s["crowd"][_i215__i135__i131_p] -= 1;
    if (((s["knights"][c][_i215__i135__i131_p] ?? 0) === 0)) {
      _removeScalar(s["stands"][c], _i215__i135__i131_p);
    }
    if ((s["this_turn"]["caught"] !== null)) {
      s["this_turn"]["caught"] = "eaten";
    }
    s["capture"] = null;
    _i216__i136__i132_over = false;
    if ((s["treasure"] === 0)) {
      _i216__i136__i132_over = true;
    }
    if (seat_down(g, s, _i214__i134_owner)) {
      _i216__i136__i132_over = true;
    }
    if (_i216__i136__i132_over) {
      s["phase"] = "over";
    }
    _i217__i137__i133_r = _i216__i136__i132_over;
    if (_i217__i137__i133_r) {
    } else {
      dragon_done(g, s);
    }
  }
}
// end rule capture.choose

// rule capture.own-knight: Only the mover's own knights
// spec: rulespecs/emerald.yaml:1751
// cite ja: "注意:ドラゴンが、ドラゴンを移動させたプレイヤーの騎士コマしかいないマスに移動したら、そこの1個を捕らえねばなりません。"
// carried by rule capture.after-dragon-move
// end rule capture.own-knight

// rule capture.nest: Eaten knights
// spec: rulespecs/emerald.yaml:1767
// cite ja: "ドラゴンに身代金を支払わないと決めたか、支払えないプレイヤーは、その騎士コマを財宝の間にあるドラゴンの巣に移動させます。"
// cite ja: "注意：ドラゴンの巣に移動させたコマは財宝カードを取れません"
// cite zh-Hant: "無黃金卡或不願意打出黃金卡,則該騎士是為出局,將該騎士方在綠龍寶寶的格子內變成綠龍寶寶的食物"
function eaten(g, s, c) {
  let owner, _i131_p, _i132_over, _i133_r;
  owner = g.f_owner[c];
  _i131_p = C_PLACES[((C_NSTART + s["capture"]["space"]) - 1)];
  s["knights"][c][_i131_p] = (s["knights"][c][_i131_p] ?? 0) - (1);
  s["crowd"][_i131_p] -= 1;
  if (((s["knights"][c][_i131_p] ?? 0) === 0)) {
    _removeScalar(s["stands"][c], _i131_p);
  }
  if ((s["this_turn"]["caught"] !== null)) {
    s["this_turn"]["caught"] = "eaten";
  }
  s["capture"] = null;
  _i132_over = false;
  if ((s["treasure"] === 0)) {
    _i132_over = true;
  }
  if (seat_down(g, s, owner)) {
    _i132_over = true;
  }
  if (_i132_over) {
    s["phase"] = "over";
  }
  _i133_r = _i132_over;
  if (_i133_r) {
    return;
  }
  dragon_done(g, s);
}
// end rule capture.nest

// rule ransom.decide: Owner decides on the ransom
// spec: rulespecs/emerald.yaml:1792
// cite ja: "騎士コマが捕らえられたプレイヤーは、ドラゴンに身代金を支払うかどうか決めなければなりません。"
// cite zh-Hant: "被捕獲的騎士玩家,可以打出一張黃金卡賄賂龍"
function captured(g, s, c) {
  let cap, last, _i138__i134_owner, _i139__i135__i131_p, _i140__i136__i132_over, _i141__i137__i133_r;
  cap = s["capture"];
  cap["colour"] = c;
  last = s["this_turn"]["last"];
  if (((c === last["colour"]) && (last["place"] !== null))) {
    if ((C_PLACES[((C_NSTART + cap["space"]) - 1)] === last["place"])) {
      s["this_turn"]["caught"] = "ransomed";
    }
  }
  if ((_len(s["hands"][g.f_owner[c]]["gold"]) >= C_RANSOM_GOLD_CARDS)) {
    s["phase"] = "ransom";
  } else {
    _i138__i134_owner = g.f_owner[c];
    _i139__i135__i131_p = C_PLACES[((C_NSTART + s["capture"]["space"]) - 1)];
    s["knights"][c][_i139__i135__i131_p] = (s["knights"][c][_i139__i135__i131_p] ?? 0) - (1);
    s["crowd"][_i139__i135__i131_p] -= 1;
    if (((s["knights"][c][_i139__i135__i131_p] ?? 0) === 0)) {
      _removeScalar(s["stands"][c], _i139__i135__i131_p);
    }
    if ((s["this_turn"]["caught"] !== null)) {
      s["this_turn"]["caught"] = "eaten";
    }
    s["capture"] = null;
    _i140__i136__i132_over = false;
    if ((s["treasure"] === 0)) {
      _i140__i136__i132_over = true;
    }
    if (seat_down(g, s, _i138__i134_owner)) {
      _i140__i136__i132_over = true;
    }
    if (_i140__i136__i132_over) {
      s["phase"] = "over";
    }
    _i141__i137__i133_r = _i140__i136__i132_over;
    if (_i141__i137__i133_r) {
    } else {
      dragon_done(g, s);
    }
  }
}
function owner_decides(g, s, c) {
  let _i134_owner, _i135__i131_p, _i136__i132_over, _i137__i133_r;
  if ((_len(s["hands"][g.f_owner[c]]["gold"]) >= C_RANSOM_GOLD_CARDS)) {
    s["phase"] = "ransom";
  } else {
    _i134_owner = g.f_owner[c];
    _i135__i131_p = C_PLACES[((C_NSTART + s["capture"]["space"]) - 1)];
    s["knights"][c][_i135__i131_p] = (s["knights"][c][_i135__i131_p] ?? 0) - (1);
    s["crowd"][_i135__i131_p] -= 1;
    if (((s["knights"][c][_i135__i131_p] ?? 0) === 0)) {
      _removeScalar(s["stands"][c], _i135__i131_p);
    }
    if ((s["this_turn"]["caught"] !== null)) {
      s["this_turn"]["caught"] = "eaten";
    }
    s["capture"] = null;
    _i136__i132_over = false;
    if ((s["treasure"] === 0)) {
      _i136__i132_over = true;
    }
    if (seat_down(g, s, _i134_owner)) {
      _i136__i132_over = true;
    }
    if (_i136__i132_over) {
      s["phase"] = "over";
    }
    _i137__i133_r = _i136__i132_over;
    if (_i137__i133_r) {
    } else {
      dragon_done(g, s);
    }
  }
}
function seat_ransom(g, s) {
  return g.f_owner[s["capture"]["colour"]];
}
function can_refuse(g, s) {
  return true;
}
function refuse(g, s) {
  let _i218_c, _i219_owner, _i220__i131_p, _i221__i132_over, _i222__i133_r;
  _i218_c = s["capture"]["colour"];
  _i219_owner = g.f_owner[_i218_c];
  _i220__i131_p = C_PLACES[((C_NSTART + s["capture"]["space"]) - 1)];
  s["knights"][_i218_c][_i220__i131_p] = (s["knights"][_i218_c][_i220__i131_p] ?? 0) - (1);
  s["crowd"][_i220__i131_p] -= 1;
  if (((s["knights"][_i218_c][_i220__i131_p] ?? 0) === 0)) {
    _removeScalar(s["stands"][_i218_c], _i220__i131_p);
  }
  if ((s["this_turn"]["caught"] !== null)) {
    s["this_turn"]["caught"] = "eaten";
  }
  s["capture"] = null;
  _i221__i132_over = false;
  if ((s["treasure"] === 0)) {
    _i221__i132_over = true;
  }
  if (seat_down(g, s, _i219_owner)) {
    _i221__i132_over = true;
  }
  if (_i221__i132_over) {
    s["phase"] = "over";
  }
  _i222__i133_r = _i221__i132_over;
  if (_i222__i133_r) {
  } else {
    dragon_done(g, s);
  }
}
// end rule ransom.decide

// rule ransom.pay: Paying the ransom
// spec: rulespecs/emerald.yaml:1834
// cite ja: "ドラゴンに身代金を支払うと決めたプレイヤーは、ゴールドカードを1枚、箱に戻すことによって、捕らえられた騎士コマをドラゴンの巣に移動させなくてすみます。"
// cite ja: "箱に戻すゴールドカードの価値は関係ありません"
// cite ja: "身代金によって助けられた騎士コマは、捕らえられたマスに置かれ、以降の手番で通常通り移動できます。"
// cite zh-Hant: "被捕獲的騎士玩家,可以打出一張黃金卡賄賂龍,賄賂後騎士不會被捕穫將停留於原地."
function pay(g, s, v) {
  _removeScalar(s["hands"][g.f_owner[s["capture"]["colour"]]]["gold"], v);
  s["capture"] = null;
  dragon_done(g, s);
}
// end rule ransom.pay

// rule ransom.gold-only: Gold cards only
// spec: rulespecs/emerald.yaml:1855
// cite ja: "身代金は、ゴールドカードによってのみ支払うことができます"
// cite ja: "ドラゴンへの身代金に宝石カードは使えません"
// cite zh-Hant: "賄賂龍時僅能使用黃金卡,不能使用寶石卡或獎勵卡"
function can_pay(g, s, v) {
  let hand;
  hand = s["hands"][g.f_owner[s["capture"]["colour"]]]["gold"];
  return ((_len(hand) >= C_RANSOM_GOLD_CARDS) && (hand.includes(v)));
}
// end rule ransom.gold-only

// rule cards.take: Taking a card
// spec: rulespecs/emerald.yaml:1878
// cite ja: "騎士コマが洞窟内のマスで移動を終えたら、そのマスに対応する位置にゴールドまたは宝石カードが残っている限り、表になったカード1枚を取らなければなりません。"
// cite zh-Hant: "當騎士停留在龍窟內並且並未被龍捕獲時,龍窟的上方有寶石牌,下方有黃金牌,騎士可任選領取一張打開的牌,(一定要拿,不能選擇不拿)"
// external: "a knight ending on a cave space with cards takes the top gem or the top gold card there and the turn ends; on a space without cards the player may still move a second knight"
function offer_card(g, s, cave) {
  if (((_len(s["caves"][cave]["gems"]) > 0) && (_len(s["caves"][cave]["gold"]) > 0))) {
    s["phase"] = "take";
    return;
  }
  empty_pile(g, s, cave);
}
function can_take(g, s, p) {
  return true;
}
// end rule cards.take

// rule cards.flip: Turning the next card
// spec: rulespecs/emerald.yaml:1902
// cite ja: "上のカードを取ったら、下のカードを１枚表に向けてください"
// cite zh-Hant: "領取寶石牌或黃金牌後,請將下一張打開向上放好"
function take(g, s, p) {
  let cave, seat, hand, _i74_p, _i75_i, _i76_r, _i77_t, _i78_due, _i79__i72_t, _i80__i73_t;
  _i74_p = s["this_turn"]["last"]["place"];
  _i75_i = (_INDEX_PLACES.get(_i74_p) ?? _index(C_PLACES, _i74_p));
  if ((_i75_i < C_NSTART)) {
    _i76_r = 0;
  } else {
    _i76_r = ((_i75_i - C_NSTART) + 1);
  }
  cave = (_i76_r - C_CAVE_FIRST);
  seat = s["turn"];
  hand = s["hands"][seat];
  if ((p === "gem")) {
    gem_face_up(g, s, seat, _pop(s["caves"][cave]["gems"]));
  } else {
    gold_face_down(g, hand, _pop(s["caves"][cave]["gold"]));
  }
  s["this_turn"]["took"] = true;
  _i77_t = s["this_turn"];
  _i78_due = _i77_t["roll_due"];
  _i77_t["roll_due"] = false;
  if ((_i78_due && g.o[6])) {
    s["phase"] = "roll";
  } else if ((_i78_due && g.o[7])) {
    s["turn"] = _mod((s["turn"] + 1), g.players);
    _i79__i72_t = s["this_turn"];
    _i79__i72_t["moved"] = 0;
    _i79__i72_t["caught"] = null;
    _i79__i72_t["last"] = null;
    _i79__i72_t["took"] = false;
    _i79__i72_t["roll_due"] = false;
    s["phase"] = "move";
  } else {
    s["turn"] = _mod((s["turn"] + 1), g.players);
    _i80__i73_t = s["this_turn"];
    _i80__i73_t["moved"] = 0;
    _i80__i73_t["caught"] = null;
    _i80__i73_t["last"] = null;
    _i80__i73_t["took"] = false;
    _i80__i73_t["roll_due"] = false;
    s["phase"] = "move";
  }
}
// end rule cards.flip

// rule cards.empty-pile: Empty piles
// spec: rulespecs/emerald.yaml:1927
// cite ja: "騎士コマが洞窟内のマスで移動を終えたら、そのマスに対応する位置にゴールドまたは宝石カードが残っている限り、表になったカード1枚を取らなければなりません。"
// cite ja: "可能なら、野原のマスかゴールドカードも宝石カードもない洞窟のマスで移動が終えられる移動を先にするべきでしょう。"
function empty_pile(g, s, cave) {
  let _i81_cave, _i82_seat, _i83_hand, _i84__i74_p, _i85__i75_i, _i86__i76_r, _i87__i77_t, _i88__i78_due, _i89__i79__i72_t, _i90__i80__i73_t, _i91_cave, _i92_seat, _i93_hand, _i94__i74_p, _i95__i75_i, _i96__i76_r, _i97__i77_t, _i98__i78_due, _i99__i79__i72_t, _i100__i80__i73_t, _i101__i69_t;
  if ((_len(s["caves"][cave]["gems"]) > 0)) {
    _i84__i74_p = s["this_turn"]["last"]["place"];
    _i85__i75_i = (_INDEX_PLACES.get(_i84__i74_p) ?? _index(C_PLACES, _i84__i74_p));
    if ((_i85__i75_i < C_NSTART)) {
      _i86__i76_r = 0;
    } else {
      _i86__i76_r = ((_i85__i75_i - C_NSTART) + 1);
    }
    _i81_cave = (_i86__i76_r - C_CAVE_FIRST);
    _i82_seat = s["turn"];
    _i83_hand = s["hands"][_i82_seat];
    if (("gem" === "gem")) {
      gem_face_up(g, s, _i82_seat, _pop(s["caves"][_i81_cave]["gems"]));
    } else {
      gold_face_down(g, _i83_hand, _pop(s["caves"][_i81_cave]["gold"]));
    }
    s["this_turn"]["took"] = true;
    _i87__i77_t = s["this_turn"];
    _i88__i78_due = _i87__i77_t["roll_due"];
    _i87__i77_t["roll_due"] = false;
    if ((_i88__i78_due && g.o[6])) {
      s["phase"] = "roll";
    } else if ((_i88__i78_due && g.o[7])) {
      s["turn"] = _mod((s["turn"] + 1), g.players);
      _i89__i79__i72_t = s["this_turn"];
      _i89__i79__i72_t["moved"] = 0;
      _i89__i79__i72_t["caught"] = null;
      _i89__i79__i72_t["last"] = null;
      _i89__i79__i72_t["took"] = false;
      _i89__i79__i72_t["roll_due"] = false;
      s["phase"] = "move";
    } else {
      s["turn"] = _mod((s["turn"] + 1), g.players);
      _i90__i80__i73_t = s["this_turn"];
      _i90__i80__i73_t["moved"] = 0;
      _i90__i80__i73_t["caught"] = null;
      _i90__i80__i73_t["last"] = null;
      _i90__i80__i73_t["took"] = false;
      _i90__i80__i73_t["roll_due"] = false;
      s["phase"] = "move";
    }
  } else if ((_len(s["caves"][cave]["gold"]) > 0)) {
    _i94__i74_p = s["this_turn"]["last"]["place"];
    _i95__i75_i = (_INDEX_PLACES.get(_i94__i74_p) ?? _index(C_PLACES, _i94__i74_p));
    if ((_i95__i75_i < C_NSTART)) {
      _i96__i76_r = 0;
    } else {
      _i96__i76_r = ((_i95__i75_i - C_NSTART) + 1);
    }
    _i91_cave = (_i96__i76_r - C_CAVE_FIRST);
    _i92_seat = s["turn"];
    _i93_hand = s["hands"][_i92_seat];
    if (("gold" === "gem")) {
      gem_face_up(g, s, _i92_seat, _pop(s["caves"][_i91_cave]["gems"]));
    } else {
      gold_face_down(g, _i93_hand, _pop(s["caves"][_i91_cave]["gold"]));
    }
    s["this_turn"]["took"] = true;
    _i97__i77_t = s["this_turn"];
    _i98__i78_due = _i97__i77_t["roll_due"];
    _i97__i77_t["roll_due"] = false;
    if ((_i98__i78_due && g.o[6])) {
      s["phase"] = "roll";
    } else if ((_i98__i78_due && g.o[7])) {
      s["turn"] = _mod((s["turn"] + 1), g.players);
      _i99__i79__i72_t = s["this_turn"];
      _i99__i79__i72_t["moved"] = 0;
      _i99__i79__i72_t["caught"] = null;
      _i99__i79__i72_t["last"] = null;
      _i99__i79__i72_t["took"] = false;
      _i99__i79__i72_t["roll_due"] = false;
      s["phase"] = "move";
    } else {
      s["turn"] = _mod((s["turn"] + 1), g.players);
      _i100__i80__i73_t = s["this_turn"];
      _i100__i80__i73_t["moved"] = 0;
      _i100__i80__i73_t["caught"] = null;
      _i100__i80__i73_t["last"] = null;
      _i100__i80__i73_t["took"] = false;
      _i100__i80__i73_t["roll_due"] = false;
      s["phase"] = "move";
    }
  } else if ((s["this_turn"]["moved"] < g.f_max_moves)) {
    s["phase"] = "move";
  } else {
    s["turn"] = _mod((s["turn"] + 1), g.players);
    _i101__i69_t = s["this_turn"];
    _i101__i69_t["moved"] = 0;
    _i101__i69_t["caught"] = null;
    _i101__i69_t["last"] = null;
    _i101__i69_t["took"] = false;
    _i101__i69_t["roll_due"] = false;
    s["phase"] = "move";
  }
}
// end rule cards.empty-pile

// rule cards.order: The card before the dragon
// spec: rulespecs/emerald.yaml:1952
// cite ja: "騎士コマが、ドラゴンのいるマスまたはドラゴントラックに対応するマスに移動したら、直ちにドラゴンを移動させなければなりません。"
// cite ja: "騎士ゴマが移動したマスにカードをあれば、まず取らなければなりません。"
// cite ja: "騎士コマを移動させたプレイヤーはサイコロを振り、出た目と同じマス、ドラゴンを移動させます。"
// cite zh-Hant: "如騎士移動龍後未被龍吃掉可在所再格所屬的寶石窟或黃金窟一張牌"
// cite zh-Hant: "當騎士停留在龍窟內並且並未被龍捕獲時"
function card_now(g, s, cave, trigger, dragon_done) {
  let got;
  if ((cave < 0)) {
    return false;
  }
  if (((_len(s["caves"][cave]["gems"]) === 0) && (_len(s["caves"][cave]["gold"]) === 0))) {
    return false;
  }
  if (g.o[3]) {
    return (!dragon_done);
  }
  if ((!dragon_done)) {
    return (!trigger);
  }
  got = s["this_turn"]["caught"];
  if (((got === "ransomed") && g.o[4])) {
    return true;
  }
  if (((got === "ransomed") && g.o[5])) {
    return false;
  }
  return (got === null);
}
function dragon_done(g, s) {
  let cave, last, _i123_p, _i124_i, _i125_r, _i126__i69_t, _i127_got, _i128_r, _i129_t, _i130__i69_t;
  if (g.o[2]) {
    cave = (-1);
    last = s["this_turn"]["last"];
    if ((last !== null)) {
      if ((last["place"] !== null)) {
        _i123_p = last["place"];
        _i124_i = (_INDEX_PLACES.get(_i123_p) ?? _index(C_PLACES, _i123_p));
        if ((_i124_i < C_NSTART)) {
          _i125_r = 0;
        } else {
          _i125_r = ((_i124_i - C_NSTART) + 1);
        }
        cave = (_i125_r - C_CAVE_FIRST);
      }
    }
    if ((cave < 0)) {
      _i128_r = false;
    } else if (((_len(s["caves"][cave]["gems"]) === 0) && (_len(s["caves"][cave]["gold"]) === 0))) {
      _i128_r = false;
    } else if (g.o[3]) {
      _i128_r = (!true);
    } else if ((!true)) {
      _i128_r = (!true);
    } else {
      _i127_got = s["this_turn"]["caught"];
      if (((_i127_got === "ransomed") && g.o[4])) {
        _i128_r = true;
      } else if (((_i127_got === "ransomed") && g.o[5])) {
        _i128_r = false;
      } else {
        _i128_r = (_i127_got === null);
      }
    }
    if (_i128_r) {
      if (((_len(s["caves"][cave]["gems"]) > 0) && (_len(s["caves"][cave]["gold"]) > 0))) {
        s["phase"] = "take";
      } else {
        empty_pile(g, s, cave);
      }
    } else if ((s["this_turn"]["moved"] < g.f_max_moves)) {
      s["phase"] = "move";
    } else {
      s["turn"] = _mod((s["turn"] + 1), g.players);
      _i126__i69_t = s["this_turn"];
      _i126__i69_t["moved"] = 0;
      _i126__i69_t["caught"] = null;
      _i126__i69_t["last"] = null;
      _i126__i69_t["took"] = false;
      _i126__i69_t["roll_due"] = false;
      s["phase"] = "move";
    }
    return;
  }
  if (s["this_turn"]["took"]) {
    s["turn"] = _mod((s["turn"] + 1), g.players);
    _i129_t = s["this_turn"];
    _i129_t["moved"] = 0;
    _i129_t["caught"] = null;
    _i129_t["last"] = null;
    _i129_t["took"] = false;
    _i129_t["roll_due"] = false;
    s["phase"] = "move";
  } else if ((s["this_turn"]["moved"] < g.f_max_moves)) {
    s["phase"] = "move";
  } else {
    s["turn"] = _mod((s["turn"] + 1), g.players);
    _i130__i69_t = s["this_turn"];
    _i130__i69_t["moved"] = 0;
    _i130__i69_t["caught"] = null;
    _i130__i69_t["last"] = null;
    _i130__i69_t["took"] = false;
    _i130__i69_t["roll_due"] = false;
    s["phase"] = "move";
  }
}
// end rule cards.order

// rule cards.turn-ends: A card ends the turn
// spec: rulespecs/emerald.yaml:2003
// cite ja: "カードを取ったら、手番は直ちに終了です"
// cite ja: "参考:プレイヤーは1回の手番で2個の騎士コマを移動できますが、ゴールドカードまたは宝石カードを取ったら、直ちに手番が終了になります。"
// cite zh-Hant: "如騎士移動龍後未被龍吃掉可在所再格所屬的寶石窟或黃金窟一張牌,只要拿一張時,該玩家立即終止該回合行動,由左手邊玩家進行遊戲."
// cite zh-Hant: "當第一名騎士停留在龍窟後,如移動龍完成且取得一張黃金卡或寶石卡,則立即結束遊戲且不能移動第二隻騎士."
function card_ends_turn(g, s) {
  let t, due, _i72_t, _i73_t;
  t = s["this_turn"];
  due = t["roll_due"];
  t["roll_due"] = false;
  if ((due && g.o[6])) {
    s["phase"] = "roll";
    return;
  }
  if ((due && g.o[7])) {
    s["turn"] = _mod((s["turn"] + 1), g.players);
    _i72_t = s["this_turn"];
    _i72_t["moved"] = 0;
    _i72_t["caught"] = null;
    _i72_t["last"] = null;
    _i72_t["took"] = false;
    _i72_t["roll_due"] = false;
    s["phase"] = "move";
    return;
  }
  s["turn"] = _mod((s["turn"] + 1), g.players);
  _i73_t = s["this_turn"];
  _i73_t["moved"] = 0;
  _i73_t["caught"] = null;
  _i73_t["last"] = null;
  _i73_t["took"] = false;
  _i73_t["roll_due"] = false;
  s["phase"] = "move";
}
// end rule cards.turn-ends

// rule cards.gold-face-down: Gold cards face down
// spec: rulespecs/emerald.yaml:2030
// cite ja: "ゴールドカードを獲得したら、自分の前に伏せて置きます"
// cite zh-Hant: "玩家領取黃金卡時,請將黃金卡放到自己位置前方並且將牌蓋住向下"
function gold_face_down(g, hand, v) {
  hand["gold"].push(v);
  hand["gold"] = _isort(hand["gold"].slice(), true);
}
// end rule cards.gold-face-down

// rule cards.gem-face-up: Gem cards face up
// spec: rulespecs/emerald.yaml:2049
// cite ja: "宝石カードを獲得したら、自分の前に表にして置きます"
// cite zh-Hant: "玩家領取寶石卡時,請將寶石卡放到自己位置前方並且將牌打開向上"
function gem_face_up(g, s, seat, k) {
  s["hands"][seat]["gems"][k] += 1;
  if (((s["four_gem_bonus"] === null) && owns_every_kind(g, s, seat))) {
    s["four_gem_bonus"] = seat;
    s["hands"][seat]["four_gem_bonus"] = true;
  }
}
// end rule cards.gem-face-up

// rule bonus.four-kinds: Four-gem bonus
// spec: rulespecs/emerald.yaml:2068
// cite ja: "一番初めに4種類すべての宝石カードを獲得したプレイヤーは、4種類の宝石が描かれたボーナスカードを獲得します。"
// cite ja: "このボーナスカードは他のプレイヤーから取られることはありません"
// cite zh-Hant: "當有任何一位玩家第一個獲得四種不同的寶石時,可以立即獲得一張四種不同寶石的寶石獎勵卡,並且不會被其他人奪取."
function four_kinds(g, s, seat) {
  if (((s["four_gem_bonus"] === null) && owns_every_kind(g, s, seat))) {
    s["four_gem_bonus"] = seat;
    s["hands"][seat]["four_gem_bonus"] = true;
  }
}
function owns_every_kind(g, s, seat) {
  let k;
  for (k of C_GEM_KINDS) {
    if ((s["hands"][seat]["gems"][k] === 0)) {
      return false;
    }
  }
  return true;
}
// end rule bonus.four-kinds

// rule two-player.colours: Two players: two colours
// spec: rulespecs/emerald.yaml:2095
// cite ja: "二人用ゲームは、以下の例外以外はすべて通常のルールと同じです"
// cite ja: "それぞれ２色の騎士コマを使用します"
// cite zh-Hant: "兩位玩家各持兩種顏色,每種顏色四骨騎士棋."
function game_colours_per_player(g) {
  return C_COLOURS_PER_PLAYER[g.players];
}
// end rule two-player.colours

// rule two-player.moves: Two players: knights moved
// spec: rulespecs/emerald.yaml:2113
// cite ja: "一回の手番で移動させることのできる騎士コマは、同色のものだけです"
// cite zh-Hant: "<二個玩家則僅能移動一騎士>"
// carried by rule turn.knights
// end rule two-player.moves

// rule bonus.majority: Gem majority bonuses
// spec: rulespecs/emerald.yaml:2134
// cite ja: "これらのカードはゲーム終了時に分配されます"
// cite ja: "それぞれの宝石カードを単独で一番多く持っているプレイヤーが、その宝石が描かれたボーナスカードを獲得します。"
// cite ja: "それぞれの種類の宝石について、1番多くの宝石カードを持っているプレイヤーが、そのボーナスカードを獲得します。"
// cite ja: "もし、複数のプレイヤーがある種の宝石カードを同数で一番多く持っていた場合には、そのボーナスカードはだれにも与えられません。"
// cite zh-Hant: "擁有最多同色寶石的人可獲得寶石獎勵卡"
// cite zh-Hant: "有兩名以上玩家獲得最多同色寶石者,寶石獎勵卡不予發出"
function majority_bonus(g, s) {
  let bonus, seat, k, best, holders, who, n;
  bonus = [];
  for (let seat_ = 0, _end1 = g.players; seat_ < _end1; seat_++) {
    seat = seat_;
    bonus.push(0);
  }
  for (k of C_GEM_KINDS) {
    best = 0;
    holders = 0;
    who = 0;
    for (let seat_ = 0, _end2 = g.players; seat_ < _end2; seat_++) {
      seat = seat_;
      n = s["hands"][seat]["gems"][k];
      if ((n > best)) {
        best = n;
        holders = 1;
        who = seat;
      } else if ((n === best)) {
        holders += 1;
      }
    }
    if (((best > 0) && (holders === 1))) {
      bonus[who] += 1;
    }
  }
  return bonus;
}
// end rule bonus.majority

// rule score.values: Card values
// spec: rulespecs/emerald.yaml:2174
// cite ja: "ゴールドカード：１∼５ゴールドの価値がそれぞれのカードに描かれています"
// cite ja: "財宝カード:1枚5ゴールド"
// cite ja: "宝石カード:1枚1ゴールド"
// cite ja: "ボーナスカード：１枚４ゴールド"
// cite zh-Hant: "寶石卡 : 每張一分"
// cite zh-Hant: "黃金卡 : 按牌面記分"
// cite zh-Hant: "騎士獎勵卡 : 每張五分"
// cite zh-Hant: "寶石獎勵卡 : 每張四分"
function scores(g, s) {
  let bonus, out, seat, h, b, _i223_bonus, _i224_seat, _i225_k, _i226_best, _i227_holders, _i228_who, _i229_n;
  _i223_bonus = [];
  for (let _i224_seat_ = 0, _end1 = g.players; _i224_seat_ < _end1; _i224_seat_++) {
    _i224_seat = _i224_seat_;
    _i223_bonus.push(0);
  }
  for (_i225_k of C_GEM_KINDS) {
    _i226_best = 0;
    _i227_holders = 0;
    _i228_who = 0;
    for (let _i224_seat_ = 0, _end2 = g.players; _i224_seat_ < _end2; _i224_seat_++) {
      _i224_seat = _i224_seat_;
      _i229_n = s["hands"][_i224_seat]["gems"][_i225_k];
      if ((_i229_n > _i226_best)) {
        _i226_best = _i229_n;
        _i227_holders = 1;
        _i228_who = _i224_seat;
      } else if ((_i229_n === _i226_best)) {
        _i227_holders += 1;
      }
    }
    if (((_i226_best > 0) && (_i227_holders === 1))) {
      _i223_bonus[_i228_who] += 1;
    }
  }
  bonus = _i223_bonus;
  out = [];
  for (let seat_ = 0, _end3 = g.players; seat_ < _end3; seat_++) {
    seat = seat_;
    h = s["hands"][seat];
    b = bonus[seat];
    if ((s["four_gem_bonus"] !== null)) {
      if ((s["four_gem_bonus"] === seat)) {
        b += 1;
      }
    }
    out.push((((_sum(h["gold"]) + (C_POINTS_TREASURE * h["treasure"])) + (C_POINTS_GEM * gem_cards(g, h))) + (C_POINTS_BONUS * b)));
  }
  return out;
}
function gem_cards(g, h) {
  let n, k;
  n = 0;
  for (k of C_GEM_KINDS) {
    n += h["gems"][k];
  }
  return n;
}
// end rule score.values

// rule score.winner: Winner
// spec: rulespecs/emerald.yaml:2206
// cite ja: "ゴールド数が一番多いプレイヤーが勝ちです"
// cite ja: "ゲーム終了時に、一番多くのゴールドを持っているプレイヤーが勝ちです"
function winners(g, s) {
  let sc, out, seat, best, other, _i250__i238_bonus, _i251__i239_out, _i252__i240_seat, _i253__i241_h, _i254__i242_b, _i255__i243__i223_bonus, _i256__i244__i224_seat, _i257__i245__i225_k, _i258__i246__i226_best, _i259__i247__i227_holders, _i260__i248__i228_who, _i261__i249__i229_n, _i262__i230_h, _i263__i231_n, _i264__i232_k, _i265__i233_r, _i266__i234_h, _i267__i235_n, _i268__i236_k, _i269__i237_r, _i270_r;
  _i255__i243__i223_bonus = [];
  for (let _i256__i244__i224_seat_ = 0, _end1 = g.players; _i256__i244__i224_seat_ < _end1; _i256__i244__i224_seat_++) {
    _i256__i244__i224_seat = _i256__i244__i224_seat_;
    _i255__i243__i223_bonus.push(0);
  }
  for (_i257__i245__i225_k of C_GEM_KINDS) {
    _i258__i246__i226_best = 0;
    _i259__i247__i227_holders = 0;
    _i260__i248__i228_who = 0;
    for (let _i256__i244__i224_seat_ = 0, _end2 = g.players; _i256__i244__i224_seat_ < _end2; _i256__i244__i224_seat_++) {
      _i256__i244__i224_seat = _i256__i244__i224_seat_;
      _i261__i249__i229_n = s["hands"][_i256__i244__i224_seat]["gems"][_i257__i245__i225_k];
      if ((_i261__i249__i229_n > _i258__i246__i226_best)) {
        _i258__i246__i226_best = _i261__i249__i229_n;
        _i259__i247__i227_holders = 1;
        _i260__i248__i228_who = _i256__i244__i224_seat;
      } else if ((_i261__i249__i229_n === _i258__i246__i226_best)) {
        _i259__i247__i227_holders += 1;
      }
    }
    if (((_i258__i246__i226_best > 0) && (_i259__i247__i227_holders === 1))) {
      _i255__i243__i223_bonus[_i260__i248__i228_who] += 1;
    }
  }
  _i250__i238_bonus = _i255__i243__i223_bonus;
  _i251__i239_out = [];
  for (let _i252__i240_seat_ = 0, _end3 = g.players; _i252__i240_seat_ < _end3; _i252__i240_seat_++) {
    _i252__i240_seat = _i252__i240_seat_;
    _i253__i241_h = s["hands"][_i252__i240_seat];
    _i254__i242_b = _i250__i238_bonus[_i252__i240_seat];
    if ((s["four_gem_bonus"] !== null)) {
      if ((s["four_gem_bonus"] === _i252__i240_seat)) {
        _i254__i242_b += 1;
      }
    }
    _i251__i239_out.push((((_sum(_i253__i241_h["gold"]) + (C_POINTS_TREASURE * _i253__i241_h["treasure"])) + (C_POINTS_GEM * gem_cards(g, _i253__i241_h))) + (C_POINTS_BONUS * _i254__i242_b)));
  }
  sc = _i251__i239_out;
  out = [];
  for (let seat_ = 0, _end4 = g.players; seat_ < _end4; seat_++) {
    seat = seat_;
    best = true;
    for (let other_ = 0, _end5 = g.players; other_ < _end5; other_++) {
      other = other_;
      if ((sc[other] !== sc[seat])) {
        _i270_r = (sc[other] > sc[seat]);
      } else if ((s["hands"][other]["treasure"] !== s["hands"][seat]["treasure"])) {
        _i270_r = (s["hands"][other]["treasure"] > s["hands"][seat]["treasure"]);
      } else {
        _i262__i230_h = s["hands"][other];
        _i263__i231_n = 0;
        for (_i264__i232_k of C_GEM_KINDS) {
          _i263__i231_n += _i262__i230_h["gems"][_i264__i232_k];
        }
        _i265__i233_r = _i263__i231_n;
        _i266__i234_h = s["hands"][seat];
        _i267__i235_n = 0;
        for (_i268__i236_k of C_GEM_KINDS) {
          _i267__i235_n += _i266__i234_h["gems"][_i268__i236_k];
        }
        _i269__i237_r = _i267__i235_n;
        _i270_r = (_i265__i233_r > _i269__i237_r);
      }
      if (_i270_r) {
        best = false;
      }
    }
    if (best) {
      out.push(seat);
    }
  }
  return out;
}
function winners_json(g, s) {
  if ((s["phase"] !== "over")) {
    return null;
  }
  return winners(g, s);
}
function returns(g, s) {
  let out, won, seat;
  out = [];
  won = winners(g, s);
  for (let seat_ = 0, _end1 = g.players; seat_ < _end1; seat_++) {
    seat = seat_;
    if ((s["phase"] !== "over")) {
      out.push(0);
    } else if ((won.includes(seat))) {
      out.push(1);
    } else {
      out.push((-1));
    }
  }
  return out;
}
// end rule score.winner

// rule score.tiebreak: Ties
// spec: rulespecs/emerald.yaml:2256
// cite ja: "ゴールド数が同じ場合は、財宝カードが多いほうが勝ちです。"
// cite ja: "それも同じ場合は、宝石カードが多いほうが勝ちです。"
// cite zh-Hant: "如有同分玩家,則依序比卡片數量"
// cite zh-Hant: "騎士獎勵卡 B.寶石卡"
// assumed: "Players still tied after both tie-breaks share the victory: neither edition says what happens then (finding tiebreak-full-tie)."
function ahead(g, s, sc, a, b) {
  let _i230_h, _i231_n, _i232_k, _i233_r, _i234_h, _i235_n, _i236_k, _i237_r;
  if ((sc[a] !== sc[b])) {
    return (sc[a] > sc[b]);
  }
  if ((s["hands"][a]["treasure"] !== s["hands"][b]["treasure"])) {
    return (s["hands"][a]["treasure"] > s["hands"][b]["treasure"]);
  }
  _i230_h = s["hands"][a];
  _i231_n = 0;
  for (_i232_k of C_GEM_KINDS) {
    _i231_n += _i230_h["gems"][_i232_k];
  }
  _i233_r = _i231_n;
  _i234_h = s["hands"][b];
  _i235_n = 0;
  for (_i236_k of C_GEM_KINDS) {
    _i235_n += _i234_h["gems"][_i236_k];
  }
  _i237_r = _i235_n;
  return (_i233_r > _i237_r);
}
// end rule score.tiebreak

// rule end.last-treasure: Last treasure card taken
// spec: rulespecs/emerald.yaml:2282
// cite ja: "ゲームは次のいずれかの状態になったら、直ちに終了します"
// cite ja: "最後の財宝カードが取られる"
// cite zh-Hant: "當騎士獎勵卡四張被抽取玩,遊戲立即結束"
// cite zh-Hant: "當有四名騎士站滿四格圈圈,遊戲立即結束"
function check_end(g, s, seat) {
  let over;
  over = false;
  if ((s["treasure"] === 0)) {
    over = true;
  }
  if (seat_down(g, s, seat)) {
    over = true;
  }
  if (over) {
    s["phase"] = "over";
  }
  return over;
}
// end rule end.last-treasure

// rule end.one-knight-left: A player has one knight left
// spec: rulespecs/emerald.yaml:2307
// cite ja: "誰か一人のプレイヤーのゲームに残っている騎士コマが１個だけになる"
// cite zh-Hant: "當任何玩家只剩下一隻騎士可行動時,遊戲也結束"
// cite zh-Hant: "有任何玩家只剩下一隻騎士可行動"
function knights_left(g, s, seat) {
  let n, c;
  n = 0;
  for (c of g.f_seat_colours[seat]) {
    n += colour_count(g, s, c);
  }
  return n;
}
function seat_down(g, s, seat) {
  let c, _i43_n, _i44_c, _i45_r, _i46_n, _i47_p, _i48_r;
  _i43_n = 0;
  for (_i44_c of g.f_seat_colours[seat]) {
    _i43_n += colour_count(g, s, _i44_c);
  }
  _i45_r = _i43_n;
  if ((_i45_r <= C_END_KNIGHTS_LEFT)) {
    return true;
  }
  if (g.o[16]) {
    return false;
  }
  if (g.o[17]) {
    for (c of g.f_seat_colours[seat]) {
      _i46_n = 0;
      for (_i47_p of s["stands"][c]) {
        _i46_n += (s["knights"][c][_i47_p] ?? 0);
      }
      _i48_r = _i46_n;
      if ((_i48_r <= C_END_KNIGHTS_LEFT)) {
        return true;
      }
    }
  }
  return false;
}
// end rule end.one-knight-left

// rule end.scoring: After the end
// spec: rulespecs/emerald.yaml:2340
// cite ja: "ここで、ボーナスカードの分配を行ないます"
// cite ja: "自分の持っているカードの得点計算を行ないます"
// cite zh-Hant: "擁有最多同色寶石的人可獲得寶石獎勵卡"
// cite zh-Hant: "黃金卡 : 按牌面記分"
function end_scores(g, s) {
  let _i238_bonus, _i239_out, _i240_seat, _i241_h, _i242_b, _i243__i223_bonus, _i244__i224_seat, _i245__i225_k, _i246__i226_best, _i247__i227_holders, _i248__i228_who, _i249__i229_n;
  _i243__i223_bonus = [];
  for (let _i244__i224_seat_ = 0, _end1 = g.players; _i244__i224_seat_ < _end1; _i244__i224_seat_++) {
    _i244__i224_seat = _i244__i224_seat_;
    _i243__i223_bonus.push(0);
  }
  for (_i245__i225_k of C_GEM_KINDS) {
    _i246__i226_best = 0;
    _i247__i227_holders = 0;
    _i248__i228_who = 0;
    for (let _i244__i224_seat_ = 0, _end2 = g.players; _i244__i224_seat_ < _end2; _i244__i224_seat_++) {
      _i244__i224_seat = _i244__i224_seat_;
      _i249__i229_n = s["hands"][_i244__i224_seat]["gems"][_i245__i225_k];
      if ((_i249__i229_n > _i246__i226_best)) {
        _i246__i226_best = _i249__i229_n;
        _i247__i227_holders = 1;
        _i248__i228_who = _i244__i224_seat;
      } else if ((_i249__i229_n === _i246__i226_best)) {
        _i247__i227_holders += 1;
      }
    }
    if (((_i246__i226_best > 0) && (_i247__i227_holders === 1))) {
      _i243__i223_bonus[_i248__i228_who] += 1;
    }
  }
  _i238_bonus = _i243__i223_bonus;
  _i239_out = [];
  for (let _i240_seat_ = 0, _end3 = g.players; _i240_seat_ < _end3; _i240_seat_++) {
    _i240_seat = _i240_seat_;
    _i241_h = s["hands"][_i240_seat];
    _i242_b = _i238_bonus[_i240_seat];
    if ((s["four_gem_bonus"] !== null)) {
      if ((s["four_gem_bonus"] === _i240_seat)) {
        _i242_b += 1;
      }
    }
    _i239_out.push((((_sum(_i241_h["gold"]) + (C_POINTS_TREASURE * _i241_h["treasure"])) + (C_POINTS_GEM * gem_cards(g, _i241_h))) + (C_POINTS_BONUS * _i242_b)));
  }
  return _i239_out;
}
// end rule end.scoring

const _SEAT = {"move": seat_turn, "take": seat_turn, "dragon-end": seat_turn, "capture": seat_turn, "catch": seat_turn, "ransom": seat_ransom};
const _WHO = {"deal": CHANCE, "move": seat_turn, "take": seat_turn, "roll": CHANCE, "dragon-end": seat_turn, "capture": seat_turn, "catch": seat_turn, "ransom": seat_ransom, "over": TERMINAL};
const _CHANCE_PHASES = ["deal", "roll"];
const _TERMINAL_PHASES = ["over"];
// per phase: its candidates (legal strings with weights)
const _STR0 = {"ruby": "deal gem ruby", "emerald": "deal gem emerald", "garnet": "deal gem garnet", "turquoise": "deal gem turquoise"};
const _STR1 = {"1": "deal gold 1", "2": "deal gold 2", "3": "deal gold 3", "4": "deal gold 4", "5": "deal gold 5"};
const _STR2 = {"c1": {"tower-1": "move c1 tower-1", "tower-2": "move c1 tower-2", "tower-3": "move c1 tower-3", "tower-4": "move c1 tower-4", "centre": "move c1 centre", "1": "move c1 1", "2": "move c1 2", "3": "move c1 3", "4": "move c1 4", "5": "move c1 5", "6": "move c1 6", "7": "move c1 7", "8": "move c1 8", "9": "move c1 9", "10": "move c1 10", "11": "move c1 11", "12": "move c1 12", "13": "move c1 13", "14": "move c1 14", "15": "move c1 15"}, "c2": {"tower-1": "move c2 tower-1", "tower-2": "move c2 tower-2", "tower-3": "move c2 tower-3", "tower-4": "move c2 tower-4", "centre": "move c2 centre", "1": "move c2 1", "2": "move c2 2", "3": "move c2 3", "4": "move c2 4", "5": "move c2 5", "6": "move c2 6", "7": "move c2 7", "8": "move c2 8", "9": "move c2 9", "10": "move c2 10", "11": "move c2 11", "12": "move c2 12", "13": "move c2 13", "14": "move c2 14", "15": "move c2 15"}, "c3": {"tower-1": "move c3 tower-1", "tower-2": "move c3 tower-2", "tower-3": "move c3 tower-3", "tower-4": "move c3 tower-4", "centre": "move c3 centre", "1": "move c3 1", "2": "move c3 2", "3": "move c3 3", "4": "move c3 4", "5": "move c3 5", "6": "move c3 6", "7": "move c3 7", "8": "move c3 8", "9": "move c3 9", "10": "move c3 10", "11": "move c3 11", "12": "move c3 12", "13": "move c3 13", "14": "move c3 14", "15": "move c3 15"}, "c4": {"tower-1": "move c4 tower-1", "tower-2": "move c4 tower-2", "tower-3": "move c4 tower-3", "tower-4": "move c4 tower-4", "centre": "move c4 centre", "1": "move c4 1", "2": "move c4 2", "3": "move c4 3", "4": "move c4 4", "5": "move c4 5", "6": "move c4 6", "7": "move c4 7", "8": "move c4 8", "9": "move c4 9", "10": "move c4 10", "11": "move c4 11", "12": "move c4 12", "13": "move c4 13", "14": "move c4 14", "15": "move c4 15"}, "c5": {"tower-1": "move c5 tower-1", "tower-2": "move c5 tower-2", "tower-3": "move c5 tower-3", "tower-4": "move c5 tower-4", "centre": "move c5 centre", "1": "move c5 1", "2": "move c5 2", "3": "move c5 3", "4": "move c5 4", "5": "move c5 5", "6": "move c5 6", "7": "move c5 7", "8": "move c5 8", "9": "move c5 9", "10": "move c5 10", "11": "move c5 11", "12": "move c5 12", "13": "move c5 13", "14": "move c5 14", "15": "move c5 15"}};
const _STR4 = {"gem": "take gem", "gold": "take gold"};
const _STR5 = {"1": "roll 1", "2": "roll 2", "3": "roll 3"};
const _STR8 = {"c1": "capture c1", "c2": "capture c2", "c3": "capture c3", "c4": "capture c4", "c5": "capture c5"};
const _STR9 = {"last": "catch last", "other": "catch other"};
const _STR10 = {"1": "ransom pay 1", "2": "ransom pay 2", "3": "ransom pay 3", "4": "ransom pay 4", "5": "ransom pay 5"};
function _list0_0(g, d, out) {
  let a_k, w0, _i279_i, _i280_r;
  _i279_i = d["dealt"];
  if ((_i279_i < C_NDEAL)) {
    if ((C_DEAL_PILE[_i279_i] === "gem")) {
      _i280_r = C_GEM_KINDS;
    } else {
      _i280_r = [];
    }
  } else {
    _i280_r = [];
  }
  for (a_k of _i280_r) {
    w0 = d["gems_left"][a_k];
    if ((w0 > 0)) {
      out.push([_STR0[a_k], w0]);
    }
  }
  if (out.length > 1) _isortPairs(out);
}
function _list0_1(g, d, out) {
  let a_v, w1, _i281_i, _i282_r;
  _i281_i = d["dealt"];
  if ((_i281_i < C_NDEAL)) {
    if ((C_DEAL_PILE[_i281_i] === "gold")) {
      _i282_r = C_GOLD_VALUES;
    } else {
      _i282_r = [];
    }
  } else {
    _i282_r = [];
  }
  for (a_v of _i282_r) {
    w1 = d["gold_left"][(_INDEX_GOLD_VALUES.get(a_v) ?? _index(C_GOLD_VALUES, a_v))];
    if ((w1 > 0)) {
      out.push([_STR1[a_v], w1]);
    }
  }
  if (out.length > 1) _isortPairs(out);
}
function _list1_2(g, d, out) {
  let a_c, a_p, _i283__i121_out, _i284__i122_last, _i285_r;
  for (a_c of g.f_seat_colours[d["turn"]]) {
    if ((d["this_turn"]["moved"] === 0)) {
      _i285_r = d["stands"][a_c];
    } else if (((g.players === 2) && g.o[0] && (a_c !== d["this_turn"]["last"]["colour"]))) {
      _i285_r = [];
    } else {
      _i283__i121_out = _copy(d["stands"][a_c]);
      _i284__i122_last = d["this_turn"]["last"];
      if (((a_c === _i284__i122_last["colour"]) && (_i284__i122_last["place"] !== null) && (d["this_turn"]["caught"] !== "eaten"))) {
        if (((d["knights"][a_c][_i284__i122_last["place"]] ?? 0) === 1)) {
          _removeScalar(_i283__i121_out, _i284__i122_last["place"]);
        }
      }
      _i285_r = _i283__i121_out;
    }
    for (a_p of _i285_r) {
      out.push(_STR2[a_c][a_p]);
    }
  }
  if (out.length > 1) _isort(out);
}
function _list1_3(g, d, out) {
  if ((d["this_turn"]["moved"] > 0)) {
    out.push("pass");
  }
}
const _DOM4_0 = ["gem", "gold"];
function _list2_4(g, d, out) {
  let a_pile;
  for (a_pile of _DOM4_0) {
    out.push(_STR4[a_pile]);
  }
}
const _DOM5_0 = [1, 2, 3];
function _list3_5(g, d, out) {
  let a_n, w5;
  for (a_n of _DOM5_0) {
    w5 = (_COUNT_DIE_FACES.get(a_n) ?? 0);
    if ((w5 > 0)) {
      out.push([_STR5[a_n], w5]);
    }
  }
}
function _list4_6(g, d, out) {
  out.push("dragon continue");
}
function _list4_7(g, d, out) {
  out.push("dragon stop");
}
function _list5_8(g, d, out) {
  let a_c, _i286_r;
  for (a_c of g.f_colours) {
    if ((!g.f_colours.includes(a_c))) {
      _i286_r = false;
    } else {
      _i286_r = ((d["knights"][a_c][C_PLACES[((C_NSTART + d["capture"]["space"]) - 1)]] ?? 0) > 0);
    }
    if (_i286_r) {
      out.push(_STR8[a_c]);
    }
  }
  if (out.length > 1) _isort(out);
}
const _DOM9_0 = ["last", "other"];
function _list6_9(g, d, out) {
  let a_k;
  for (a_k of _DOM9_0) {
    out.push(_STR9[a_k]);
  }
}
const _DOM10_0 = [1, 2, 3, 4, 5];
function _list7_10(g, d, out) {
  let a_v, _i287_hand, _i288_r;
  for (a_v of _DOM10_0) {
    _i287_hand = d["hands"][g.f_owner[d["capture"]["colour"]]]["gold"];
    _i288_r = ((_len(_i287_hand) >= C_RANSOM_GOLD_CARDS) && (_i287_hand.includes(a_v)));
    if (_i288_r) {
      out.push(_STR10[a_v]);
    }
  }
}
function _list7_11(g, d, out) {
  out.push("ransom refuse");
}
const _LIST = {"deal": [_list0_0, _list0_1], "move": [_list1_2, _list1_3], "take": [_list2_4], "roll": [_list3_5], "dragon-end": [_list4_6, _list4_7], "capture": [_list5_8], "catch": [_list6_9], "ransom": [_list7_10, _list7_11]};
const _STATIC = new Set(["take", "roll", "dragon-end", "catch"]);  // phases listing alike in every state of a Game
const _APPLY_FN = [deal_gem, deal_gold, do_move, do_pass, take, roll, walk, stop_dragon, choose_colour, catch_knight, pay, refuse];
const _COUNT_DIE_FACES = new Map([[1, 2], [2, 2], [3, 2]]);
const _INDEX_GOLD_VALUES = new Map([[1, 0], [2, 1], [3, 2], [4, 3], [5, 4]]);
const _INDEX_PLACES = new Map([["tower-1", 0], ["tower-2", 1], ["tower-3", 2], ["tower-4", 3], ["centre", 4], ["1", 5], ["2", 6], ["3", 7], ["4", 8], ["5", 9], ["6", 10], ["7", 11], ["8", 12], ["9", 13], ["10", 14], ["11", 15], ["12", 16], ["13", 17], ["14", 18], ["15", 19]]);
const _DERIVED = {"winners": winners_json};
const _KEYS = [["game", null], ["players", null], ["options", null], ["phase", ["enum", ["deal", "move", "take", "roll", "dragon-end", "capture", "catch", "ransom", "over"]]], ["turn", ["int"]], ["knights", ["dict", ["c1", "c2", "c3", "c4", "c5"], ["counter", ["tower-1", "tower-2", "tower-3", "tower-4", "centre", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15"], ["int"]]]], ["dragon", ["rec", [["space", ["int"]], ["facing", ["enum", ["left", "right"]]]]]], ["track", ["list", ["int"]]], ["caves", ["list", ["rec", [["space", ["int"]], ["gems", ["list", ["enum", ["ruby", "emerald", "garnet", "turquoise"]]]], ["gold", ["list", ["int"]]]]]]], ["treasure", ["int"]], ["four_gem_bonus", ["opt", ["int"]]], ["hands", ["list", ["rec", [["gold", ["list", ["int"]]], ["gems", ["dict", ["ruby", "emerald", "garnet", "turquoise"], ["int"]]], ["treasure", ["int"]], ["four_gem_bonus", ["bool"]]]]]], ["this_turn", ["rec", [["moved", ["int"]], ["last", ["opt", ["rec", [["colour", ["enum", ["c1", "c2", "c3", "c4", "c5"]]], ["place", ["opt", ["enum", ["tower-1", "tower-2", "tower-3", "tower-4", "centre", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15"]]]]]]]], ["took", ["bool"]], ["roll_due", ["bool"]], ["pips", ["int"]], ["caught", ["opt", ["enum", ["ransomed", "eaten"]]]]]]], ["capture", ["opt", ["rec", [["space", ["int"]], ["colour", ["opt", ["enum", ["c1", "c2", "c3", "c4", "c5"]]]]]]]], ["winners", ["opt", ["list", ["int"]]]]];
const _CHECKED = [];
const _KEY_DESC = Object.fromEntries(_KEYS);
const _GAME_FIELDS = [["colours_per_player", game_colours_per_player], ["colours", game_colours], ["seat_colours", game_seat_colours], ["owner", game_owner], ["knights_per_colour", game_knights_per_colour], ["spots", game_spots], ["max_moves", game_max_moves]];
const _INVARIANTS = [check_shape, check_reachable, check_counts];
const _LOAD = normalise;
const _INIT = init, _SCORES = scores, _RETURNS = returns;
const _OBSERVE = [{"key": "caves[].gems", "show": "top-count", "face_down_in": ["deal"]}, {"key": "caves[].gold", "show": "top-count", "face_down_in": ["deal"]}, {"key": "hands[].gold", "show": "count-to-others"}];
const _PHASE_FIELD = "phase";
export const PHASES = ["deal", "move", "take", "roll", "dragon-end", "capture", "catch", "ransom", "over"];
export class Game {
  constructor(players, options) {
    if (!_isInt(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) throw new Error(`players must be one of ${MIN_PLAYERS}..${MAX_PLAYERS}, not ${_show(players)}`);
    this.players = players;
    this.options = _chooseOptions(options);
    this.o = _OPTION_TESTS.map(([name, value]) => this.options[name] === value);  // option("x") == "v", once per game
    for (const [name, init] of _GAME_FIELDS) this["f_" + name] = init(this);
    this._static = new Map();  // phase (of _STATIC) -> what State._listed gives there, in every state
  }
  newInitialState() { return new State(this); }
  stateFromJSON(data) { return State.fromJSON(this, data); }
  new_initial_state() { return this.newInitialState(); }
  state_from_json(data) { return this.stateFromJSON(data); }
}

function _sortedOptions(o) { const out = {}; for (const k of Object.keys(o).sort(_cmp)) out[k] = o[k]; return out; }

export class State {
  constructor(game, d) {
    this.game = game; this.d = d === undefined ? _INIT(game) : d; this._legal = null;
    this._seen = null; this._origin = null;  // the actions applied and the loaded JSON, for informationStateString
  }
  currentPlayer() {
    const who = _WHO[this.d[_PHASE_FIELD]];
    return who === undefined ? TERMINAL : typeof who === "number" ? who : who(this.game, this.d);
  }
  isTerminal() { return _TERMINAL_PHASES.includes(this.d[_PHASE_FIELD]); }
  isChanceNode() { return _CHANCE_PHASES.includes(this.d[_PHASE_FIELD]); }
  _listed() {  // the legal strings ([string, weight] pairs in a chance phase); shared: never changed
    const ph = this.d[_PHASE_FIELD];
    const static_ = _STATIC.has(ph);
    if (static_) {
      const hit = this.game._static.get(ph);
      if (hit !== undefined) return hit;
    }
    const out = [];
    const fns = _LIST[ph];
    if (fns !== undefined) for (const fn of fns) fn(this.game, this.d, out);
    if (static_) this.game._static.set(ph, out);
    return out;
  }
  _legalNow() {
    const out = this._listed();
    return this.isChanceNode() ? out.map((x) => x[0]) : out;
  }
  legalActions() { if (this._legal === null) this._legal = this._legalNow(); return this._legal.slice(); }
  chanceOutcomes() {
    if (!this.isChanceNode()) return [];
    const ws = this._listed(), n = ws.length, legal = new Array(n), out = new Array(n);
    let total = 0;
    for (let i = 0; i < n; i++) total += ws[i][1];
    for (let i = 0; i < n; i++) {  // plain loops: no destructuring or closure per outcome
      const s = ws[i][0], w = ws[i][1], k = _gcd(w, total);
      legal[i] = s;
      out[i] = [s, [w / k, total / k]];
    }
    this._legal = legal;
    return out;
  }
  applyAction(action) {
    if (this._legal === null) this._legal = this._legalNow();
    const legal = this._legal;
    if (!legal.includes(action)) {
      if (this.isTerminal()) throw new IllegalAction(`${_show(action)}: the game is over`);
      throw new IllegalAction(`${_show(action)} is not legal in phase ${this.d[_PHASE_FIELD]}`);
    }
    this._legal = null;
    this._seen = [this._seen, action, null, null];
    const e = _ACTIONS.get(action);
    _APPLY_FN[e[0]](this.game, this.d, ...e[1]);
  }
  scores() { return _SCORES(this.game, this.d); }
  returns() { return _RETURNS(this.game, this.d); }
  clone() { const s = new State(this.game, _deep(this.d)); s._legal = this._legal; s._seen = this._seen; s._origin = this._origin; return s; }
  toJSON() {
    const g = this.game, d = this.d, out = {};
    for (const [key, desc] of _KEYS) {
      if (key === "game") out[key] = GAME_ID;
      else if (key === "players") out[key] = g.players;
      else if (key === "options") out[key] = _sortedOptions(g.options);
      else if (Object.hasOwn(_DERIVED, key)) out[key] = _canon(desc, _DERIVED[key](g, d));
      else out[key] = _canon(desc, d[key]);
    }
    return out;
  }
  static fromJSON(game, data) {
    if (!_isObj(data)) throw _bad("a JSON object expected");
    for (const key of ["players", ..._CHECKED]) if (!Object.hasOwn(data, key)) throw _bad(`${key}: missing`);
    if ((data.game ?? GAME_ID) !== GAME_ID) throw _bad(`game must be ${_show(GAME_ID)}`);
    if (data.players !== game.players) throw _bad(`players must be ${game.players}`);
    if (data.options !== undefined && JSON.stringify(_sortedOptions(data.options)) !== JSON.stringify(_sortedOptions(game.options))) throw _bad(`options must be ${_show(game.options)}`);
    const body = {};
    for (const [k, v] of Object.entries(data)) if (!["game", "players", "options"].includes(k) && !Object.hasOwn(_DERIVED, k)) body[k] = v;
    for (const key of _CHECKED) if (!Object.hasOwn(data, key)) throw _bad(`${key}: missing`);
    const d = _load(_STATE, body, "");
    if (_LOAD !== null) _LOAD(game, d);
    for (const check of _INVARIANTS) { const why = check(game, d); if (why !== "") throw _bad(why); }
    for (const [key, fn] of Object.entries(_DERIVED)) {  // a derived key given must be what the position gives
      if (Object.hasOwn(data, key) && canonicalJSON(data[key]) !== canonicalJSON(_canon(_KEY_DESC[key], fn(game, d)))) throw _bad(`${key}: not what the position gives`);
    }
    const s = new State(game, d);
    s._origin = s.toJSON();
    return s;
  }
  observation(seat) {
    if (!_isInt(seat) || seat < -1 || seat >= this.game.players) throw new Error(`seat must be one of 0..${this.game.players - 1}, not ${_show(seat)}`);
    const d = this.toJSON(), ph = this.d[_PHASE_FIELD];
    for (const ob of _OBSERVE) {
      const show = (ob.face_down_in || []).includes(ph) ? "face-down" : ob.show;
      _observe(d, ob.key.replaceAll("[].", "[] ").replaceAll(".", " ").split(" "), show, seat);
    }
    d.seat = seat;
    return d;
  }
  // observation(seat) as one line of JSON, keys sorted: the same text as the Python engine's
  observationString(seat) { return canonicalJSON(this.observation(seat)); }
  observation_string(seat) { return this.observationString(seat); }
  // what one seat knows, as the Python engine's information_state_string: the public view after every
  // action (chance outcomes shown as `chance`), then its own view; views cached on the shared trail
  informationStateString(seat) {
    const own = this.observationString(seat);
    const trail = [];
    for (let c = this._seen; c !== null; c = c[0]) trail.push(c);
    trail.reverse();
    let known = trail.length;
    while (known > 0 && trail[known - 1][2] === null) known--;
    if (known < trail.length) {
      let st, start;
      if (known > 0 && trail[known - 1][3] !== null) { st = trail[known - 1][3]; start = known; trail[known - 1][3] = null; }
      else { st = this._start(); start = 0; }
      for (const cell of trail.slice(start)) {
        const shown = st.isChanceNode() ? "chance" : cell[1];
        st.applyAction(cell[1]);
        st._seen = null;
        if (cell[2] === null) cell[2] = `${shown}: ${st.observationString(-1)}`;
      }
      trail[trail.length - 1][3] = st;
    }
    const lines = [`seat ${seat}`, `start: ${this._start().observationString(-1)}`];
    for (const cell of trail) lines.push(cell[2]);
    lines.push(`now: ${own}`);
    return lines.join("\n");
  }
  information_state_string(seat) { return this.informationStateString(seat); }
  _start() { return this._origin === null ? new State(this.game) : State.fromJSON(this.game, this._origin); }
  // the Python names, so code written against either engine runs on this one
  current_player() { return this.currentPlayer(); }
  is_terminal() { return this.isTerminal(); }
  is_chance_node() { return this.isChanceNode(); }
  legal_actions() { return this.legalActions(); }
  chance_outcomes() { return this.chanceOutcomes(); }
  apply_action(a) { return this.applyAction(a); }
  to_json() { return this.toJSON(); }
}


// --- exports for game frameworks (as the Python engine's: ids are positions) ---
export const ACTIONS = Object.freeze(["capture c1", "capture c2", "capture c3", "capture c4", "capture c5", "catch last", "catch other", "dragon continue", "dragon stop", "move c1 1", "move c1 10", "move c1 11", "move c1 12", "move c1 13", "move c1 14", "move c1 15", "move c1 2", "move c1 3", "move c1 4", "move c1 5", "move c1 6", "move c1 7", "move c1 8", "move c1 9", "move c1 centre", "move c1 tower-1", "move c1 tower-2", "move c1 tower-3", "move c1 tower-4", "move c2 1", "move c2 10", "move c2 11", "move c2 12", "move c2 13", "move c2 14", "move c2 15", "move c2 2", "move c2 3", "move c2 4", "move c2 5", "move c2 6", "move c2 7", "move c2 8", "move c2 9", "move c2 centre", "move c2 tower-1", "move c2 tower-2", "move c2 tower-3", "move c2 tower-4", "move c3 1", "move c3 10", "move c3 11", "move c3 12", "move c3 13", "move c3 14", "move c3 15", "move c3 2", "move c3 3", "move c3 4", "move c3 5", "move c3 6", "move c3 7", "move c3 8", "move c3 9", "move c3 centre", "move c3 tower-1", "move c3 tower-2", "move c3 tower-3", "move c3 tower-4", "move c4 1", "move c4 10", "move c4 11", "move c4 12", "move c4 13", "move c4 14", "move c4 15", "move c4 2", "move c4 3", "move c4 4", "move c4 5", "move c4 6", "move c4 7", "move c4 8", "move c4 9", "move c4 centre", "move c4 tower-1", "move c4 tower-2", "move c4 tower-3", "move c4 tower-4", "move c5 1", "move c5 10", "move c5 11", "move c5 12", "move c5 13", "move c5 14", "move c5 15", "move c5 2", "move c5 3", "move c5 4", "move c5 5", "move c5 6", "move c5 7", "move c5 8", "move c5 9", "move c5 centre", "move c5 tower-1", "move c5 tower-2", "move c5 tower-3", "move c5 tower-4", "pass", "ransom pay 1", "ransom pay 2", "ransom pay 3", "ransom pay 4", "ransom pay 5", "ransom refuse", "take gem", "take gold"]);
export const ACTION_TOKENS = null;
export const MAX_ACTION_TOKENS = 1;
export const ACTION_TOKEN_SEPARATORS = " +:";
export function actionTokens(action) {  // an action cut after every separator, each token keeping its own
  const out = [];
  let start = 0;
  for (let i = 0; i < action.length; i++) {
    if (ACTION_TOKEN_SEPARATORS.includes(action[i])) { out.push(action.slice(start, i + 1)); start = i + 1; }
  }
  if (start < action.length) out.push(action.slice(start));
  return out;
}
export const CHANCE_OUTCOMES = Object.freeze(["deal gem emerald", "deal gem garnet", "deal gem ruby", "deal gem turquoise", "deal gold 1", "deal gold 2", "deal gold 3", "deal gold 4", "deal gold 5", "roll 1", "roll 2", "roll 3"]);
export const MAX_GAME_LENGTH = 600;
export const UNBOUNDED_OPTIONS = Object.freeze({});
export const MAX_CHANCE_OUTCOMES = CHANCE_OUTCOMES.length;
export const OPENSPIEL_TERMINAL = -4;
