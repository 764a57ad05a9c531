// Dragon Keeper: The Dungeon engine, compiled by rulestone from rulespecs/dragon_keeper.yaml (docs/rule-language.md).
// Do not edit: change the rule bodies in the spec and run `rulestone build`. No imports.

export const CHANCE = -1;
export const TERMINAL = -2;
export const GAME_ID = "dragon_keeper";
export const TITLES = {"ja": "ドラゴンキーパー:ザ・ダンジョン", "zh-Hant": "龍之守護者:地下城(暫譯)", "en": "Dragon Keeper: The Dungeon"};
export const OPTIONS = {"gift_to": {"values": ["previous", "next"], "default": "previous"}, "line_reach": {"values": ["any-tile", "nearest"], "default": "any-tile"}, "empty_row": {"values": ["level-ends", "give-only"], "default": "level-ends"}, "last_tile": {"values": ["active-player", "recipient"], "default": "active-player"}, "short_tribute": {"values": ["pay-what-they-have", "pay-nothing"], "default": "pay-what-they-have"}, "own_guild_largest": {"values": ["release-own", "keep-own"], "default": "release-own"}, "treasure_bonus_tie": {"values": ["all-tied", "nobody"], "default": "all-tied"}, "action_timing": {"values": ["after-gift", "on-take"], "default": "after-gift"}};
export const SPEC_SHA256 = "fc1efc09a336a12bda1dc6c03e4f4a000e19a7aa8303dbe77093d43ea6f23054";
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
export const PLAYERS_MIN = MIN_PLAYERS, PLAYERS_MAX = MAX_PLAYERS;

const C_LEVELS = 3;
const C_SIZE = 5;
const C_TILES_PER_BOARD = 25;
const C_RANDOM_WITH_STAIRS = 24;
const C_PER_COLOUR = 15;
const C_STAIRS_COUNT = 2;
const C_COLUMNS = ["a", "b", "c", "d", "e"];
const C_ROWS = [1, 2, 3, 4, 5];
const C_CENTRE = "c3";
const C_COLOURS = ["red", "blue", "yellow", "green", "purple"];
const C_GUILD_COLOURS = ["blue", "yellow", "green", "purple"];
const C_STAIRS_COLOUR = "red";
const C_STAIRS_VALUE = 1;
const C_STAIRS_LEVELS = [1, 2];
const C_START_TREASURE = 4;
const C_TREASURE_TOKENS = 24;
const C_GIFT_REWARD_MIN_VALUE = 3;
const C_GIFT_REWARD = 1;
const C_TRIBUTE_SMALL_MAX = 5;
const C_TRIBUTE_SMALL = 1;
const C_TRIBUTE_MEDIUM_MAX = 8;
const C_TRIBUTE_MEDIUM = 2;
const C_TRIBUTE_LARGE = 3;
const C_LAST_TILE_EXTRA = 1;
const C_TREASURE_BONUS = 2;
const C_CELLS = ["a1", "a2", "a3", "a4", "a5", "b1", "b2", "b3", "b4", "b5", "c1", "c2", "c3", "c4", "c5", "d1", "d2", "d3", "d4", "d5", "e1", "e2", "e3", "e4", "e5"];
const C_ROW_LINE = {"a1": ["a1", "b1", "c1", "d1", "e1"], "a2": ["a2", "b2", "c2", "d2", "e2"], "a3": ["a3", "b3", "c3", "d3", "e3"], "a4": ["a4", "b4", "c4", "d4", "e4"], "a5": ["a5", "b5", "c5", "d5", "e5"], "b1": ["a1", "b1", "c1", "d1", "e1"], "b2": ["a2", "b2", "c2", "d2", "e2"], "b3": ["a3", "b3", "c3", "d3", "e3"], "b4": ["a4", "b4", "c4", "d4", "e4"], "b5": ["a5", "b5", "c5", "d5", "e5"], "c1": ["a1", "b1", "c1", "d1", "e1"], "c2": ["a2", "b2", "c2", "d2", "e2"], "c3": ["a3", "b3", "c3", "d3", "e3"], "c4": ["a4", "b4", "c4", "d4", "e4"], "c5": ["a5", "b5", "c5", "d5", "e5"], "d1": ["a1", "b1", "c1", "d1", "e1"], "d2": ["a2", "b2", "c2", "d2", "e2"], "d3": ["a3", "b3", "c3", "d3", "e3"], "d4": ["a4", "b4", "c4", "d4", "e4"], "d5": ["a5", "b5", "c5", "d5", "e5"], "e1": ["a1", "b1", "c1", "d1", "e1"], "e2": ["a2", "b2", "c2", "d2", "e2"], "e3": ["a3", "b3", "c3", "d3", "e3"], "e4": ["a4", "b4", "c4", "d4", "e4"], "e5": ["a5", "b5", "c5", "d5", "e5"]};
const C_COL_LINE = {"a1": ["a1", "a2", "a3", "a4", "a5"], "a2": ["a1", "a2", "a3", "a4", "a5"], "a3": ["a1", "a2", "a3", "a4", "a5"], "a4": ["a1", "a2", "a3", "a4", "a5"], "a5": ["a1", "a2", "a3", "a4", "a5"], "b1": ["b1", "b2", "b3", "b4", "b5"], "b2": ["b1", "b2", "b3", "b4", "b5"], "b3": ["b1", "b2", "b3", "b4", "b5"], "b4": ["b1", "b2", "b3", "b4", "b5"], "b5": ["b1", "b2", "b3", "b4", "b5"], "c1": ["c1", "c2", "c3", "c4", "c5"], "c2": ["c1", "c2", "c3", "c4", "c5"], "c3": ["c1", "c2", "c3", "c4", "c5"], "c4": ["c1", "c2", "c3", "c4", "c5"], "c5": ["c1", "c2", "c3", "c4", "c5"], "d1": ["d1", "d2", "d3", "d4", "d5"], "d2": ["d1", "d2", "d3", "d4", "d5"], "d3": ["d1", "d2", "d3", "d4", "d5"], "d4": ["d1", "d2", "d3", "d4", "d5"], "d5": ["d1", "d2", "d3", "d4", "d5"], "e1": ["e1", "e2", "e3", "e4", "e5"], "e2": ["e1", "e2", "e3", "e4", "e5"], "e3": ["e1", "e2", "e3", "e4", "e5"], "e4": ["e1", "e2", "e3", "e4", "e5"], "e5": ["e1", "e2", "e3", "e4", "e5"]};
const C_DRAW_TILES = ["blue-1", "blue-1-passage", "blue-2", "blue-2-release", "blue-3", "blue-3-exchange", "blue-4", "blue-4-trap", "blue-5", "green-1", "green-1-passage", "green-2", "green-2-release", "green-3", "green-3-exchange", "green-4", "green-4-trap", "green-5", "purple-1", "purple-1-passage", "purple-2", "purple-2-release", "purple-3", "purple-3-exchange", "purple-4", "purple-4-trap", "purple-5", "red-2", "red-3", "red-4", "red-5", "red-6", "yellow-1", "yellow-1-passage", "yellow-2", "yellow-2-release", "yellow-3", "yellow-3-exchange", "yellow-4", "yellow-4-trap", "yellow-5"];
const C_DRAW_COUNTS = [4, 1, 3, 1, 2, 1, 1, 1, 1, 4, 1, 3, 1, 2, 1, 1, 1, 1, 4, 1, 3, 1, 2, 1, 1, 1, 1, 3, 4, 3, 2, 1, 4, 1, 3, 1, 2, 1, 1, 1, 1];
const C_STAIRS_TILES = ["red-1-stairs1", "red-1-stairs2"];
const C_TILES = ["blue-1", "blue-1-passage", "blue-2", "blue-2-release", "blue-3", "blue-3-exchange", "blue-4", "blue-4-trap", "blue-5", "green-1", "green-1-passage", "green-2", "green-2-release", "green-3", "green-3-exchange", "green-4", "green-4-trap", "green-5", "purple-1", "purple-1-passage", "purple-2", "purple-2-release", "purple-3", "purple-3-exchange", "purple-4", "purple-4-trap", "purple-5", "red-2", "red-3", "red-4", "red-5", "red-6", "yellow-1", "yellow-1-passage", "yellow-2", "yellow-2-release", "yellow-3", "yellow-3-exchange", "yellow-4", "yellow-4-trap", "yellow-5", "red-1-stairs1", "red-1-stairs2"];
const C_TILE_COLOUR = {"blue-1-passage": "blue", "blue-2-release": "blue", "blue-3-exchange": "blue", "blue-4-trap": "blue", "yellow-1-passage": "yellow", "yellow-2-release": "yellow", "yellow-3-exchange": "yellow", "yellow-4-trap": "yellow", "green-1-passage": "green", "green-2-release": "green", "green-3-exchange": "green", "green-4-trap": "green", "purple-1-passage": "purple", "purple-2-release": "purple", "purple-3-exchange": "purple", "purple-4-trap": "purple", "red-2": "red", "red-3": "red", "red-4": "red", "red-5": "red", "red-6": "red", "blue-1": "blue", "blue-2": "blue", "blue-3": "blue", "blue-4": "blue", "blue-5": "blue", "yellow-1": "yellow", "yellow-2": "yellow", "yellow-3": "yellow", "yellow-4": "yellow", "yellow-5": "yellow", "green-1": "green", "green-2": "green", "green-3": "green", "green-4": "green", "green-5": "green", "purple-1": "purple", "purple-2": "purple", "purple-3": "purple", "purple-4": "purple", "purple-5": "purple", "red-1-stairs1": "red", "red-1-stairs2": "red"};
const C_TILE_VALUE = {"blue-1-passage": 1, "blue-2-release": 2, "blue-3-exchange": 3, "blue-4-trap": 4, "yellow-1-passage": 1, "yellow-2-release": 2, "yellow-3-exchange": 3, "yellow-4-trap": 4, "green-1-passage": 1, "green-2-release": 2, "green-3-exchange": 3, "green-4-trap": 4, "purple-1-passage": 1, "purple-2-release": 2, "purple-3-exchange": 3, "purple-4-trap": 4, "red-2": 2, "red-3": 3, "red-4": 4, "red-5": 5, "red-6": 6, "blue-1": 1, "blue-2": 2, "blue-3": 3, "blue-4": 4, "blue-5": 5, "yellow-1": 1, "yellow-2": 2, "yellow-3": 3, "yellow-4": 4, "yellow-5": 5, "green-1": 1, "green-2": 2, "green-3": 3, "green-4": 4, "green-5": 5, "purple-1": 1, "purple-2": 2, "purple-3": 3, "purple-4": 4, "purple-5": 5, "red-1-stairs1": 1, "red-1-stairs2": 1};
const C_TILE_SPECIAL = {"blue-1-passage": "passage", "blue-2-release": "release", "blue-3-exchange": "exchange", "blue-4-trap": "trap", "yellow-1-passage": "passage", "yellow-2-release": "release", "yellow-3-exchange": "exchange", "yellow-4-trap": "trap", "green-1-passage": "passage", "green-2-release": "release", "green-3-exchange": "exchange", "green-4-trap": "trap", "purple-1-passage": "passage", "purple-2-release": "release", "purple-3-exchange": "exchange", "purple-4-trap": "trap", "red-2": "", "red-3": "", "red-4": "", "red-5": "", "red-6": "", "blue-1": "", "blue-2": "", "blue-3": "", "blue-4": "", "blue-5": "", "yellow-1": "", "yellow-2": "", "yellow-3": "", "yellow-4": "", "yellow-5": "", "green-1": "", "green-2": "", "green-3": "", "green-4": "", "green-5": "", "purple-1": "", "purple-2": "", "purple-3": "", "purple-4": "", "purple-5": "", "red-1-stairs1": "stairs", "red-1-stairs2": "stairs"};
const C_TILE_COUNT = {"blue-1-passage": 1, "blue-2-release": 1, "blue-3-exchange": 1, "blue-4-trap": 1, "yellow-1-passage": 1, "yellow-2-release": 1, "yellow-3-exchange": 1, "yellow-4-trap": 1, "green-1-passage": 1, "green-2-release": 1, "green-3-exchange": 1, "green-4-trap": 1, "purple-1-passage": 1, "purple-2-release": 1, "purple-3-exchange": 1, "purple-4-trap": 1, "red-2": 3, "red-3": 4, "red-4": 3, "red-5": 2, "red-6": 1, "blue-1": 4, "blue-2": 3, "blue-3": 2, "blue-4": 1, "blue-5": 1, "yellow-1": 4, "yellow-2": 3, "yellow-3": 2, "yellow-4": 1, "yellow-5": 1, "green-1": 4, "green-2": 3, "green-3": 2, "green-4": 1, "green-5": 1, "purple-1": 4, "purple-2": 3, "purple-3": 2, "purple-4": 1, "purple-5": 1, "red-1-stairs1": 1, "red-1-stairs2": 1};
const C_RELEASE_TILES = 4;
const C_LEVEL_KEYS = ["1", "2", "3"];
const C_FILL_LEVELS = ["3", "3", "3", "3", "3", "3", "3", "3", "3", "3", "3", "3", "3", "3", "3", "3", "3", "3", "3", "3", "3", "3", "3", "3", "3", "2", "2", "2", "2", "2", "2", "2", "2", "2", "2", "2", "2", "2", "2", "2", "2", "2", "2", "2", "2", "2", "2", "2", "2", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1"];
const C_FILL_CELLS = ["a1", "a2", "a3", "a4", "a5", "b1", "b2", "b3", "b4", "b5", "c1", "c2", "c3", "c4", "c5", "d1", "d2", "d3", "d4", "d5", "e1", "e2", "e3", "e4", "e5", "a1", "a2", "a3", "a4", "a5", "b1", "b2", "b3", "b4", "b5", "c1", "c2", "c4", "c5", "d1", "d2", "d3", "d4", "d5", "e1", "e2", "e3", "e4", "e5", "a1", "a2", "a3", "a4", "a5", "b1", "b2", "b3", "b4", "b5", "c1", "c2", "c4", "c5", "d1", "d2", "d3", "d4", "d5", "e1", "e2", "e3", "e4", "e5"];
const C_SEATS = [0, 1, 2, 3];
const C_PHASES = ["place", "guild", "start", "take", "give", "action", "tribute", "release", "over"];
const C_FOLLOWS = ["give", "end"];
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

const _ACTIONS = new Map(Object.entries({"place blue-1": [0, ["blue-1"]], "place blue-1-passage": [0, ["blue-1-passage"]], "place blue-2": [0, ["blue-2"]], "place blue-2-release": [0, ["blue-2-release"]], "place blue-3": [0, ["blue-3"]], "place blue-3-exchange": [0, ["blue-3-exchange"]], "place blue-4": [0, ["blue-4"]], "place blue-4-trap": [0, ["blue-4-trap"]], "place blue-5": [0, ["blue-5"]], "place green-1": [0, ["green-1"]], "place green-1-passage": [0, ["green-1-passage"]], "place green-2": [0, ["green-2"]], "place green-2-release": [0, ["green-2-release"]], "place green-3": [0, ["green-3"]], "place green-3-exchange": [0, ["green-3-exchange"]], "place green-4": [0, ["green-4"]], "place green-4-trap": [0, ["green-4-trap"]], "place green-5": [0, ["green-5"]], "place purple-1": [0, ["purple-1"]], "place purple-1-passage": [0, ["purple-1-passage"]], "place purple-2": [0, ["purple-2"]], "place purple-2-release": [0, ["purple-2-release"]], "place purple-3": [0, ["purple-3"]], "place purple-3-exchange": [0, ["purple-3-exchange"]], "place purple-4": [0, ["purple-4"]], "place purple-4-trap": [0, ["purple-4-trap"]], "place purple-5": [0, ["purple-5"]], "place red-2": [0, ["red-2"]], "place red-3": [0, ["red-3"]], "place red-4": [0, ["red-4"]], "place red-5": [0, ["red-5"]], "place red-6": [0, ["red-6"]], "place yellow-1": [0, ["yellow-1"]], "place yellow-1-passage": [0, ["yellow-1-passage"]], "place yellow-2": [0, ["yellow-2"]], "place yellow-2-release": [0, ["yellow-2-release"]], "place yellow-3": [0, ["yellow-3"]], "place yellow-3-exchange": [0, ["yellow-3-exchange"]], "place yellow-4": [0, ["yellow-4"]], "place yellow-4-trap": [0, ["yellow-4-trap"]], "place yellow-5": [0, ["yellow-5"]], "guild blue": [1, ["blue"]], "guild yellow": [1, ["yellow"]], "guild green": [1, ["green"]], "guild purple": [1, ["purple"]], "start 0": [2, [0]], "start 1": [2, [1]], "start 2": [2, [2]], "start 3": [2, [3]], "take a1": [3, ["a1"]], "take a2": [3, ["a2"]], "take a3": [3, ["a3"]], "take a4": [3, ["a4"]], "take a5": [3, ["a5"]], "take b1": [3, ["b1"]], "take b2": [3, ["b2"]], "take b3": [3, ["b3"]], "take b4": [3, ["b4"]], "take b5": [3, ["b5"]], "take c1": [3, ["c1"]], "take c2": [3, ["c2"]], "take c3": [3, ["c3"]], "take c4": [3, ["c4"]], "take c5": [3, ["c5"]], "take d1": [3, ["d1"]], "take d2": [3, ["d2"]], "take d3": [3, ["d3"]], "take d4": [3, ["d4"]], "take d5": [3, ["d5"]], "take e1": [3, ["e1"]], "take e2": [3, ["e2"]], "take e3": [3, ["e3"]], "take e4": [3, ["e4"]], "take e5": [3, ["e5"]], "give a1": [4, ["a1"]], "give a2": [4, ["a2"]], "give a3": [4, ["a3"]], "give a4": [4, ["a4"]], "give a5": [4, ["a5"]], "give b1": [4, ["b1"]], "give b2": [4, ["b2"]], "give b3": [4, ["b3"]], "give b4": [4, ["b4"]], "give b5": [4, ["b5"]], "give c1": [4, ["c1"]], "give c2": [4, ["c2"]], "give c3": [4, ["c3"]], "give c4": [4, ["c4"]], "give c5": [4, ["c5"]], "give d1": [4, ["d1"]], "give d2": [4, ["d2"]], "give d3": [4, ["d3"]], "give d4": [4, ["d4"]], "give d5": [4, ["d5"]], "give e1": [4, ["e1"]], "give e2": [4, ["e2"]], "give e3": [4, ["e3"]], "give e4": [4, ["e4"]], "give e5": [4, ["e5"]], "passage a1": [5, ["a1"]], "passage a2": [5, ["a2"]], "passage a3": [5, ["a3"]], "passage a4": [5, ["a4"]], "passage a5": [5, ["a5"]], "passage b1": [5, ["b1"]], "passage b2": [5, ["b2"]], "passage b3": [5, ["b3"]], "passage b4": [5, ["b4"]], "passage b5": [5, ["b5"]], "passage c1": [5, ["c1"]], "passage c2": [5, ["c2"]], "passage c3": [5, ["c3"]], "passage c4": [5, ["c4"]], "passage c5": [5, ["c5"]], "passage d1": [5, ["d1"]], "passage d2": [5, ["d2"]], "passage d3": [5, ["d3"]], "passage d4": [5, ["d4"]], "passage d5": [5, ["d5"]], "passage e1": [5, ["e1"]], "passage e2": [5, ["e2"]], "passage e3": [5, ["e3"]], "passage e4": [5, ["e4"]], "passage e5": [5, ["e5"]], "exchange 0 red": [6, [0, "red"]], "exchange 0 blue": [6, [0, "blue"]], "exchange 0 yellow": [6, [0, "yellow"]], "exchange 0 green": [6, [0, "green"]], "exchange 0 purple": [6, [0, "purple"]], "exchange 1 red": [6, [1, "red"]], "exchange 1 blue": [6, [1, "blue"]], "exchange 1 yellow": [6, [1, "yellow"]], "exchange 1 green": [6, [1, "green"]], "exchange 1 purple": [6, [1, "purple"]], "exchange 2 red": [6, [2, "red"]], "exchange 2 blue": [6, [2, "blue"]], "exchange 2 yellow": [6, [2, "yellow"]], "exchange 2 green": [6, [2, "green"]], "exchange 2 purple": [6, [2, "purple"]], "exchange 3 red": [6, [3, "red"]], "exchange 3 blue": [6, [3, "blue"]], "exchange 3 yellow": [6, [3, "yellow"]], "exchange 3 green": [6, [3, "green"]], "exchange 3 purple": [6, [3, "purple"]], "trap a1": [7, ["a1"]], "trap a2": [7, ["a2"]], "trap a3": [7, ["a3"]], "trap a4": [7, ["a4"]], "trap a5": [7, ["a5"]], "trap b1": [7, ["b1"]], "trap b2": [7, ["b2"]], "trap b3": [7, ["b3"]], "trap b4": [7, ["b4"]], "trap b5": [7, ["b5"]], "trap c1": [7, ["c1"]], "trap c2": [7, ["c2"]], "trap c3": [7, ["c3"]], "trap c4": [7, ["c4"]], "trap c5": [7, ["c5"]], "trap d1": [7, ["d1"]], "trap d2": [7, ["d2"]], "trap d3": [7, ["d3"]], "trap d4": [7, ["d4"]], "trap d5": [7, ["d5"]], "trap e1": [7, ["e1"]], "trap e2": [7, ["e2"]], "trap e3": [7, ["e3"]], "trap e4": [7, ["e4"]], "trap e5": [7, ["e5"]], "skip": [8, []], "tribute red": [9, ["red"]], "tribute blue": [9, ["blue"]], "tribute yellow": [9, ["yellow"]], "tribute green": [9, ["green"]], "tribute purple": [9, ["purple"]], "release blue-1": [10, ["blue-1"]], "release blue-1-passage": [10, ["blue-1-passage"]], "release blue-2": [10, ["blue-2"]], "release blue-2-release": [10, ["blue-2-release"]], "release blue-3": [10, ["blue-3"]], "release blue-3-exchange": [10, ["blue-3-exchange"]], "release blue-4": [10, ["blue-4"]], "release blue-4-trap": [10, ["blue-4-trap"]], "release blue-5": [10, ["blue-5"]], "release green-1": [10, ["green-1"]], "release green-1-passage": [10, ["green-1-passage"]], "release green-2": [10, ["green-2"]], "release green-2-release": [10, ["green-2-release"]], "release green-3": [10, ["green-3"]], "release green-3-exchange": [10, ["green-3-exchange"]], "release green-4": [10, ["green-4"]], "release green-4-trap": [10, ["green-4-trap"]], "release green-5": [10, ["green-5"]], "release purple-1": [10, ["purple-1"]], "release purple-1-passage": [10, ["purple-1-passage"]], "release purple-2": [10, ["purple-2"]], "release purple-2-release": [10, ["purple-2-release"]], "release purple-3": [10, ["purple-3"]], "release purple-3-exchange": [10, ["purple-3-exchange"]], "release purple-4": [10, ["purple-4"]], "release purple-4-trap": [10, ["purple-4-trap"]], "release purple-5": [10, ["purple-5"]], "release red-2": [10, ["red-2"]], "release red-3": [10, ["red-3"]], "release red-4": [10, ["red-4"]], "release red-5": [10, ["red-5"]], "release red-6": [10, ["red-6"]], "release yellow-1": [10, ["yellow-1"]], "release yellow-1-passage": [10, ["yellow-1-passage"]], "release yellow-2": [10, ["yellow-2"]], "release yellow-2-release": [10, ["yellow-2-release"]], "release yellow-3": [10, ["yellow-3"]], "release yellow-3-exchange": [10, ["yellow-3-exchange"]], "release yellow-4": [10, ["yellow-4"]], "release yellow-4-trap": [10, ["yellow-4-trap"]], "release yellow-5": [10, ["yellow-5"]], "release red-1-stairs1": [10, ["red-1-stairs1"]], "release red-1-stairs2": [10, ["red-1-stairs2"]], "release done": [11, []]}));
const _STATE = ["rec", [["phase", ["enum", ["place", "guild", "start", "take", "give", "action", "tribute", "release", "over"]]], ["level", ["int"]], ["turn", ["int"]], ["boards", ["dict", ["1", "2", "3"], ["dict", ["a1", "a2", "a3", "a4", "a5", "b1", "b2", "b3", "b4", "b5", "c1", "c2", "c3", "c4", "c5", "d1", "d2", "d3", "d4", "d5", "e1", "e2", "e3", "e4", "e5"], ["enum", ["blue-1", "blue-1-passage", "blue-2", "blue-2-release", "blue-3", "blue-3-exchange", "blue-4", "blue-4-trap", "blue-5", "green-1", "green-1-passage", "green-2", "green-2-release", "green-3", "green-3-exchange", "green-4", "green-4-trap", "green-5", "purple-1", "purple-1-passage", "purple-2", "purple-2-release", "purple-3", "purple-3-exchange", "purple-4", "purple-4-trap", "purple-5", "red-2", "red-3", "red-4", "red-5", "red-6", "yellow-1", "yellow-1-passage", "yellow-2", "yellow-2-release", "yellow-3", "yellow-3-exchange", "yellow-4", "yellow-4-trap", "yellow-5", "red-1-stairs1", "red-1-stairs2"]]]]], ["dragon", ["enum", ["a1", "a2", "a3", "a4", "a5", "b1", "b2", "b3", "b4", "b5", "c1", "c2", "c3", "c4", "c5", "d1", "d2", "d3", "d4", "d5", "e1", "e2", "e3", "e4", "e5"]]], ["guilds", ["list", ["opt", ["enum", ["red", "blue", "yellow", "green", "purple"]]]]], ["stacks", ["list", ["dict", ["red", "blue", "yellow", "green", "purple"], ["list", ["enum", ["blue-1", "blue-1-passage", "blue-2", "blue-2-release", "blue-3", "blue-3-exchange", "blue-4", "blue-4-trap", "blue-5", "green-1", "green-1-passage", "green-2", "green-2-release", "green-3", "green-3-exchange", "green-4", "green-4-trap", "green-5", "purple-1", "purple-1-passage", "purple-2", "purple-2-release", "purple-3", "purple-3-exchange", "purple-4", "purple-4-trap", "purple-5", "red-2", "red-3", "red-4", "red-5", "red-6", "yellow-1", "yellow-1-passage", "yellow-2", "yellow-2-release", "yellow-3", "yellow-3-exchange", "yellow-4", "yellow-4-trap", "yellow-5", "red-1-stairs1", "red-1-stairs2"]]]]]], ["treasure", ["list", ["int"]]], ["stock", ["int"]], ["out", ["list", ["bool"]]], ["discarded", ["list", ["enum", ["blue-1", "blue-1-passage", "blue-2", "blue-2-release", "blue-3", "blue-3-exchange", "blue-4", "blue-4-trap", "blue-5", "green-1", "green-1-passage", "green-2", "green-2-release", "green-3", "green-3-exchange", "green-4", "green-4-trap", "green-5", "purple-1", "purple-1-passage", "purple-2", "purple-2-release", "purple-3", "purple-3-exchange", "purple-4", "purple-4-trap", "purple-5", "red-2", "red-3", "red-4", "red-5", "red-6", "yellow-1", "yellow-1-passage", "yellow-2", "yellow-2-release", "yellow-3", "yellow-3-exchange", "yellow-4", "yellow-4-trap", "yellow-5", "red-1-stairs1", "red-1-stairs2"]]]], ["boxed", ["list", ["enum", ["blue-1", "blue-1-passage", "blue-2", "blue-2-release", "blue-3", "blue-3-exchange", "blue-4", "blue-4-trap", "blue-5", "green-1", "green-1-passage", "green-2", "green-2-release", "green-3", "green-3-exchange", "green-4", "green-4-trap", "green-5", "purple-1", "purple-1-passage", "purple-2", "purple-2-release", "purple-3", "purple-3-exchange", "purple-4", "purple-4-trap", "purple-5", "red-2", "red-3", "red-4", "red-5", "red-6", "yellow-1", "yellow-1-passage", "yellow-2", "yellow-2-release", "yellow-3", "yellow-3-exchange", "yellow-4", "yellow-4-trap", "yellow-5", "red-1-stairs1", "red-1-stairs2"]]]], ["this_turn", ["rec", [["taken", ["opt", ["enum", ["blue-1", "blue-1-passage", "blue-2", "blue-2-release", "blue-3", "blue-3-exchange", "blue-4", "blue-4-trap", "blue-5", "green-1", "green-1-passage", "green-2", "green-2-release", "green-3", "green-3-exchange", "green-4", "green-4-trap", "green-5", "purple-1", "purple-1-passage", "purple-2", "purple-2-release", "purple-3", "purple-3-exchange", "purple-4", "purple-4-trap", "purple-5", "red-2", "red-3", "red-4", "red-5", "red-6", "yellow-1", "yellow-1-passage", "yellow-2", "yellow-2-release", "yellow-3", "yellow-3-exchange", "yellow-4", "yellow-4-trap", "yellow-5", "red-1-stairs1", "red-1-stairs2"]]]], ["action", ["opt", ["enum", ["blue-1", "blue-1-passage", "blue-2", "blue-2-release", "blue-3", "blue-3-exchange", "blue-4", "blue-4-trap", "blue-5", "green-1", "green-1-passage", "green-2", "green-2-release", "green-3", "green-3-exchange", "green-4", "green-4-trap", "green-5", "purple-1", "purple-1-passage", "purple-2", "purple-2-release", "purple-3", "purple-3-exchange", "purple-4", "purple-4-trap", "purple-5", "red-2", "red-3", "red-4", "red-5", "red-6", "yellow-1", "yellow-1-passage", "yellow-2", "yellow-2-release", "yellow-3", "yellow-3-exchange", "yellow-4", "yellow-4-trap", "yellow-5", "red-1-stairs1", "red-1-stairs2"]]]], ["chained", ["bool"]], ["after", ["opt", ["enum", ["give", "end"]]]]]]], ["last_tile", ["rec", [["remover", ["opt", ["int"]]], ["receiver", ["opt", ["int"]]]]]], ["end", ["rec", [["seat", ["opt", ["int"]]], ["releases", ["list", ["int"]]]]]]]];
const _OPTION_TESTS = [["gift_to", "previous"], ["gift_to", "next"], ["line_reach", "any-tile"], ["line_reach", "nearest"], ["empty_row", "level-ends"], ["empty_row", "give-only"], ["last_tile", "active-player"], ["last_tile", "recipient"], ["short_tribute", "pay-what-they-have"], ["short_tribute", "pay-nothing"], ["own_guild_largest", "release-own"], ["own_guild_largest", "keep-own"], ["treasure_bonus_tie", "all-tied"], ["treasure_bonus_tie", "nobody"], ["action_timing", "after-gift"], ["action_timing", "on-take"]];

// rule setup.boards: Building the dungeon
// spec: rulespecs/dragon_keeper.yaml:302
// cite ja: "テーブル中央にダンジョンの最下層レベルのボード(箱の蓋)を置きます"
// cite ja: "冒険者タイル25枚を5x5の正方形に沿ってランダムに配置します"
// cite ja: "2番目のレベルのボード(ボックスの下部)をこの上に置きます"
// cite ja: "中央に階段タイルを置き、ボードの空いているスペースにランダムに選ばれた冒険者タイルを配置します"
// cite ja: "そして、階段タイルを中央に配置し、残りの24枚の冒険者タイルをボードの空いているスペースに置きます"
// cite ja: "ボードを別のボードの上に置くには、あらかじめ下のボードのコーナーに4つの柱を置く必要があります"
function board(g, s) {
  return s["boards"][C_LEVEL_KEYS[(s["level"] - 1)]];
}
function init(g) {
  let boards, k, b, i, guilds, stacks, treasure, out, releases, seat, st, c, ts, s, _i1_seat;
  boards = {};
  for (k of C_LEVEL_KEYS) {
    b = {};
    boards[k] = b;
  }
  for (let i_ = 0, _end1 = _len(C_STAIRS_LEVELS); i_ < _end1; i_++) {
    i = i_;
    boards[C_LEVEL_KEYS[(C_STAIRS_LEVELS[i] - 1)]][C_CENTRE] = C_STAIRS_TILES[i];
  }
  guilds = [];
  stacks = [];
  treasure = [];
  out = [];
  releases = [];
  for (let seat_ = 0, _end2 = g.players; seat_ < _end2; seat_++) {
    seat = seat_;
    guilds.push(null);
    st = {};
    for (c of C_COLOURS) {
      ts = [];
      st[c] = ts;
    }
    stacks.push(st);
    treasure.push(0);
    out.push(false);
    releases.push(0);
  }
  s = {"phase": "place", "level": 1, "turn": 0, "boards": boards, "dragon": dragon_start(g), "guilds": guilds, "stacks": stacks, "treasure": treasure, "stock": C_TREASURE_TOKENS, "out": out, "discarded": [], "boxed": [], "this_turn": {"taken": null, "action": null, "chained": false, "after": null}, "last_tile": {"remover": null, "receiver": null}, "end": {"seat": null, "releases": releases}, "fill": 0, "left": undrawn(g)};
  for (let _i1_seat_ = 0, _end3 = g.players; _i1_seat_ < _end3; _i1_seat_++) {
    _i1_seat = _i1_seat_;
    s["treasure"][_i1_seat] = C_START_TREASURE;
  }
  s["stock"] = (C_TREASURE_TOKENS - (C_START_TREASURE * g.players));
  return s;
}
function undrawn(g) {
  let left, i;
  left = {};
  for (let i_ = 0, _end1 = _len(C_DRAW_TILES); i_ < _end1; i_++) {
    i = i_;
    left[C_DRAW_TILES[i]] = C_DRAW_COUNTS[i];
  }
  return left;
}
function place_weight(g, s, t) {
  return s["left"][t];
}
function do_place(g, s, t) {
  s["boards"][C_FILL_LEVELS[s["fill"]]][C_FILL_CELLS[s["fill"]]] = t;
  s["left"][t] -= 1;
  s["fill"] += 1;
  if ((s["fill"] === _len(C_FILL_CELLS))) {
    s["phase"] = "guild";
  }
}
function normalise(g, s) {
  let k, t, _i2_left, _i3_i, _i4_r;
  _i2_left = {};
  for (let _i3_i_ = 0, _end1 = _len(C_DRAW_TILES); _i3_i_ < _end1; _i3_i_++) {
    _i3_i = _i3_i_;
    _i2_left[C_DRAW_TILES[_i3_i]] = C_DRAW_COUNTS[_i3_i];
  }
  _i4_r = _i2_left;
  s["left"] = _i4_r;
  s["fill"] = _len(C_FILL_CELLS);
  if ((s["phase"] === "place")) {
    k = 0;
    let _bound2 = 1048576;
    while (((k < _len(C_FILL_CELLS)) && (Object.hasOwn(s["boards"], C_FILL_LEVELS[k])) && (Object.hasOwn(s["boards"][C_FILL_LEVELS[k]], C_FILL_CELLS[k])))) {
      if (--_bound2 < 0) throw new Error("rule setup.boards: while loop bound exceeded");
      t = s["boards"][C_FILL_LEVELS[k]][C_FILL_CELLS[k]];
      if ((Object.hasOwn(s["left"], t))) {
        s["left"][t] -= 1;
      }
      k += 1;
    }
    s["fill"] = k;
  }
}
function check_shape(g, s) {
  let n, lk, gc, i, j, k, c, t, x, seen, b, at, st, a, r, e;
  n = g.players;
  if (((s["level"] < 1) || (s["level"] > C_LEVELS))) {
    return ("level: must be 1 to " + String(C_LEVELS));
  }
  if (((s["turn"] < 0) || (s["turn"] >= n))) {
    return "turn: a seat expected";
  }
  for (lk of C_LEVEL_KEYS) {
    if ((!Object.hasOwn(s["boards"], lk))) {
      return ("boards." + lk + ": missing");
    }
  }
  if ((_len(s["guilds"]) !== n)) {
    return "guilds: a guild colour or null per seat";
  }
  for (gc of s["guilds"]) {
    if (((gc !== null) && (!C_GUILD_COLOURS.includes(gc)))) {
      return "guilds: a guild colour or null per seat";
    }
  }
  for (let i_ = 0, _end1 = n; i_ < _end1; i_++) {
    i = i_;
    for (let j_ = 0, _end2 = i; j_ < _end2; j_++) {
      j = j_;
      if (((s["guilds"][i] !== null) && (s["guilds"][i] === s["guilds"][j]))) {
        return "guilds: each guild once";
      }
    }
  }
  if ((_len(s["stacks"]) !== n)) {
    return "stacks: one per seat";
  }
  for (let k_ = 0, _end3 = n; k_ < _end3; k_++) {
    k = k_;
    for (c of C_COLOURS) {
      if ((!Object.hasOwn(s["stacks"][k], c))) {
        return ("stacks[" + String(k) + "]." + c + ": missing");
      }
    }
    for (c of C_COLOURS) {
      for (t of s["stacks"][k][c]) {
        if ((C_TILE_COLOUR[t] !== c)) {
          return ("stacks[" + String(k) + "]." + c + ": a tile of another colour");
        }
      }
    }
  }
  if ((_len(s["treasure"]) !== n)) {
    return "treasure: a count per seat";
  }
  for (x of s["treasure"]) {
    if (((x < 0) || (x > C_TREASURE_TOKENS))) {
      return "treasure: a count per seat";
    }
  }
  if (((s["stock"] < 0) || (s["stock"] > C_TREASURE_TOKENS))) {
    return ("stock: a count 0 to " + String(C_TREASURE_TOKENS) + " expected");
  }
  if (((s["stock"] + _sum(s["treasure"])) !== C_TREASURE_TOKENS)) {
    return ("stock: stock and treasure must add up to " + String(C_TREASURE_TOKENS));
  }
  if ((_len(s["out"]) !== n)) {
    return "out: true or false per seat";
  }
  seen = {};
  for (lk of C_LEVEL_KEYS) {
    b = s["boards"][lk];
    for (at of C_CELLS) {
      if ((Object.hasOwn(b, at))) {
        t = b[at];
        seen[t] = ((seen[t] ?? 0) + 1);
        if ((seen[t] > C_TILE_COUNT[t])) {
          return ("boards: more " + t + " tiles than the box holds");
        }
      }
    }
  }
  for (st of s["stacks"]) {
    for (c of C_COLOURS) {
      for (t of st[c]) {
        seen[t] = ((seen[t] ?? 0) + 1);
        if ((seen[t] > C_TILE_COUNT[t])) {
          return ("stacks: more " + t + " tiles than the box holds");
        }
      }
    }
  }
  for (t of s["discarded"]) {
    seen[t] = ((seen[t] ?? 0) + 1);
    if ((seen[t] > C_TILE_COUNT[t])) {
      return ("discarded: more " + t + " tiles than the box holds");
    }
  }
  for (t of s["boxed"]) {
    seen[t] = ((seen[t] ?? 0) + 1);
    if ((seen[t] > C_TILE_COUNT[t])) {
      return ("boxed: more " + t + " tiles than the box holds");
    }
  }
  a = s["this_turn"]["action"];
  if (((a !== null) && (C_TILE_SPECIAL[a] !== "passage") && (C_TILE_SPECIAL[a] !== "exchange"))) {
    if ((C_TILE_SPECIAL[a] !== "trap")) {
      return "this_turn.action: an action tile or null expected";
    }
  }
  r = s["last_tile"]["remover"];
  if (((r !== null) && ((r < 0) || (r >= n)))) {
    return "last_tile.remover: a seat or null expected";
  }
  r = s["last_tile"]["receiver"];
  if (((r !== null) && ((r < 0) || (r >= n)))) {
    return "last_tile.receiver: a seat or null expected";
  }
  if (((s["last_tile"]["remover"] === null) !== (s["last_tile"]["receiver"] === null))) {
    return "last_tile: remover and receiver are null together";
  }
  e = s["end"]["seat"];
  if (((e !== null) && ((e < 0) || (e >= n)))) {
    return "end.seat: a seat or null expected";
  }
  if ((_len(s["end"]["releases"]) !== n)) {
    return "end.releases: a count per seat";
  }
  for (x of s["end"]["releases"]) {
    if (((x < 0) || (x > C_RELEASE_TILES))) {
      return "end.releases: a count per seat";
    }
  }
  return "";
}
function check_reachable(g, s) {
  let n, ph, setup, playing, ending, active, dealt, filled, i, b, st, c, x, o, lv, t, a, own, e, seat, _i31_out, _i32_seat;
  n = g.players;
  ph = s["phase"];
  setup = ((ph === "place") || (ph === "guild") || (ph === "start"));
  playing = ((ph === "take") || (ph === "give") || (ph === "action"));
  ending = ((ph === "tribute") || (ph === "release"));
  _i31_out = [];
  for (let _i32_seat_ = 0, _end1 = g.players; _i32_seat_ < _end1; _i32_seat_++) {
    _i32_seat = _i32_seat_;
    if ((!s["out"][_i32_seat])) {
      _i31_out.push(_i32_seat);
    }
  }
  active = _i31_out;
  dealt = (n - _count(s["guilds"], null));
  if ((ph === "place")) {
    filled = 0;
    for (let i_ = 0, _end2 = _len(C_FILL_CELLS); i_ < _end2; i_++) {
      i = i_;
      if ((Object.hasOwn(s["boards"][C_FILL_LEVELS[i]], C_FILL_CELLS[i]))) {
        filled += 1;
      }
    }
    if (((filled !== s["fill"]) || (s["fill"] >= _len(C_FILL_CELLS)))) {
      return "boards: filled in order";
    }
    if ((dealt > 0)) {
      return "guilds: dealt after the boards are filled";
    }
  }
  if (((ph === "place") || (ph === "guild"))) {
    for (let i_ = 0, _end3 = _len(C_STAIRS_LEVELS); i_ < _end3; i_++) {
      i = i_;
      b = s["boards"][C_LEVEL_KEYS[(C_STAIRS_LEVELS[i] - 1)]];
      if (((!Object.hasOwn(b, C_CENTRE)) || (b[C_CENTRE] !== C_STAIRS_TILES[i]))) {
        return ("boards." + String(C_STAIRS_LEVELS[i]) + "." + C_CENTRE + ": the Stairs tile");
      }
    }
  }
  if ((ph === "guild")) {
    if ((dealt >= n)) {
      return "guilds: dealt seat by seat";
    }
    for (let i_ = 0, _end4 = n; i_ < _end4; i_++) {
      i = i_;
      if (((s["guilds"][i] === null) !== (i >= dealt))) {
        return "guilds: dealt seat by seat";
      }
    }
  }
  if (setup) {
    if (((s["level"] !== 1) || (s["dragon"] !== C_CENTRE))) {
      return "level: the game starts on level 1";
    }
    for (st of s["stacks"]) {
      for (c of C_COLOURS) {
        if ((_len(st[c]) > 0)) {
          return "stacks: empty during the setup";
        }
      }
    }
    for (x of s["treasure"]) {
      if ((x !== C_START_TREASURE)) {
        return "treasure: as dealt during the setup";
      }
    }
    for (o of s["out"]) {
      if (o) {
        return "out: nobody is out during the setup";
      }
    }
    if (((_len(s["discarded"]) > 0) || (_len(s["boxed"]) > 0))) {
      return "discarded: empty during the setup";
    }
    if (((s["this_turn"]["taken"] !== null) || (s["last_tile"]["remover"] !== null))) {
      return "this_turn.taken: null during the setup";
    }
  } else if ((dealt !== n)) {
    return "guilds: every seat has one after the setup";
  }
  for (let lv_ = 1, _end5 = s["level"]; lv_ < _end5; lv_++) {
    lv = lv_;
    if ((_len(s["boards"][C_LEVEL_KEYS[(lv - 1)]]) > 0)) {
      return ("boards." + String(lv) + ": a finished level is empty");
    }
  }
  if (((s["level"] === 1) && (_len(s["boxed"]) > 0))) {
    return "boxed: tiles come from finished levels";
  }
  if (((Object.hasOwn(s["boards"][C_LEVEL_KEYS[(s["level"] - 1)]], s["dragon"])) && (s["dragon"] !== C_CENTRE) && (!setup))) {
    return "dragon: it stands on the tile it took, or on the centre it started on";
  }
  if (((s["this_turn"]["action"] !== null) && (s["this_turn"]["after"] === null))) {
    return "this_turn.after: given with the action";
  }
  if (playing) {
    if ((_len(active) < 2)) {
      return "out: the game ends when fewer than two players are left";
    }
    if (s["out"][s["turn"]]) {
      return "turn: the active player is still in the game";
    }
    for (t of s["discarded"]) {
      if (((C_TILE_SPECIAL[t] !== "passage") && (C_TILE_SPECIAL[t] !== "trap"))) {
        return "discarded: only Secret Passages and Remote Traps are discarded during play";
      }
    }
  }
  if ((ph === "take")) {
    if (((s["this_turn"]["taken"] !== null) || (s["this_turn"]["action"] !== null) || (s["this_turn"]["after"] !== null))) {
      return "this_turn: nothing happened yet in phase take";
    }
    if (s["this_turn"]["chained"]) {
      return "this_turn: nothing happened yet in phase take";
    }
  }
  if ((ph === "give")) {
    if (((s["this_turn"]["action"] !== null) || (s["this_turn"]["after"] !== null))) {
      return "this_turn.action: null in phase give";
    }
  }
  if ((ph === "action")) {
    if ((s["this_turn"]["action"] === null)) {
      return "this_turn.action: needed in phase action";
    }
    a = s["this_turn"]["action"];
    own = s["stacks"][s["turn"]][C_TILE_COLOUR[a]];
    if (((_len(own) === 0) || (_top(own) !== a))) {
      return "this_turn.action: the tile on top of the active player's stack";
    }
    if ((s["this_turn"]["chained"] && (s["this_turn"]["after"] !== "end"))) {
      return "this_turn.chained: only after the gift";
    }
  } else if ((s["this_turn"]["action"] !== null)) {
    return "this_turn.action: null outside phase action";
  }
  if (ending) {
    if ((s["end"]["seat"] === null)) {
      return "end.seat: a player still in";
    }
    if (s["out"][s["end"]["seat"]]) {
      return "end.seat: a player still in";
    }
    if (((s["level"] !== C_LEVELS) && (_len(active) >= 2))) {
      return "phase: the game ends after the last level";
    }
  } else if ((s["end"]["seat"] !== null)) {
    return "end.seat: null before the end";
  }
  if ((ph === "release")) {
    e = s["end"]["seat"];
    for (let seat_ = 0, _end6 = n; seat_ < _end6; seat_++) {
      seat = seat_;
      if ((((seat < e) || s["out"][seat]) && (s["end"]["releases"][seat] !== 0))) {
        return "end.releases: seats before the deciding one are done";
      }
    }
    if ((s["end"]["releases"][e] <= 0)) {
      return "end.releases: the deciding seat has a Release left";
    }
  } else {
    for (x of s["end"]["releases"]) {
      if ((x !== 0)) {
        return "end.releases: all 0 outside phase release";
      }
    }
  }
  if (((ph === "take") && (_len(row_choices(g, s)) === 0))) {
    return "phase: take with no legal action";
  }
  if (((ph === "give") && (_len(column_choices(g, s)) === 0))) {
    return "phase: give with no legal action";
  }
  if (((ph === "tribute") && (_len(end_choices(g, s)) === 0))) {
    return "phase: tribute with no legal action";
  }
  return "";
}
// end rule setup.boards

// rule setup.dragon: Dragon
// spec: rulespecs/dragon_keeper.yaml:588
// cite ja: "ドラゴンを最上段の階段タイルに置きます"
// assumed: "The page does not say whether the tile under the dragon can be taken; since a player can hold a level's Stairs tile (it decides the next start player), the tile under the dragon must stay in play (discrepancy tile-under-dragon)."
function dragon_start(g) {
  return C_CENTRE;
}
// end rule setup.dragon

// rule setup.guilds: Guild tiles
// spec: rulespecs/dragon_keeper.yaml:608
// cite ja: "ギルドタイルを各プレイヤーに1枚配ります"
// cite ja: "プレイヤーはギルドタイルを密かに確認し、手元に裏向きにして置きます"
// external: "the 4 guild tiles are blue, yellow, green, purple; red is never a guild"
function guild_weight(g, s, c) {
  if ((_has(s["guilds"], c))) {
    return 0;
  }
  return 1;
}
function deal_guild(g, s, c) {
  s["guilds"][_index(s["guilds"], null)] = c;
  if ((_count(s["guilds"], null) === 0)) {
    s["phase"] = "start";
  }
}
function seat_turn(g, s) {
  return s["turn"];
}
// end rule setup.guilds

// rule setup.treasure: Treasure tokens
// spec: rulespecs/dragon_keeper.yaml:635
// cite ja: "各プレイヤーに宝物4個が配られます"
// cite ja: "残りの宝物トークンはストックに置かれます"
function deal_treasure(g, s) {
  let seat;
  for (let seat_ = 0, _end1 = g.players; seat_ < _end1; seat_++) {
    seat = seat_;
    s["treasure"][seat] = C_START_TREASURE;
  }
  s["stock"] = (C_TREASURE_TOKENS - (C_START_TREASURE * g.players));
}
// end rule setup.treasure

// rule setup.start-player: Start player
// spec: rulespecs/dragon_keeper.yaml:650
// cite ja: "スタートプレイヤーがランダムに選ばれます"
function seats(g, s) {
  let out, seat;
  out = [];
  for (let seat_ = 0, _end1 = g.players; seat_ < _end1; seat_++) {
    seat = seat_;
    out.push(seat);
  }
  return out;
}
function start_weight(g, s, seat) {
  return 1;
}
// end rule setup.start-player

// rule turn.order: Turn order
// spec: rulespecs/dragon_keeper.yaml:676
// cite ja: "時計回りに手番を実行します"
// cite ja: "これら終わった後、次のプレイヤーの手番となります。"
function active_seats(g, s) {
  let out, seat;
  out = [];
  for (let seat_ = 0, _end1 = g.players; seat_ < _end1; seat_++) {
    seat = seat_;
    if ((!s["out"][seat])) {
      out.push(seat);
    }
  }
  return out;
}
function end_turn(g, s) {
  let seated, _i89_out, _i90_seat;
  s["this_turn"]["action"] = null;
  s["this_turn"]["after"] = null;
  _i89_out = [];
  for (let _i90_seat_ = 0, _end1 = g.players; _i90_seat_ < _end1; _i90_seat_++) {
    _i90_seat = _i90_seat_;
    if ((!s["out"][_i90_seat])) {
      _i89_out.push(_i90_seat);
    }
  }
  seated = _i89_out;
  start_turn(g, s, seated[_mod((_index(seated, s["turn"]) + 1), _len(seated))]);
}
// end rule turn.order

// rule turn.take: Direction 1: take a tile
// spec: rulespecs/dragon_keeper.yaml:704
// cite ja: "アクティブプレイヤーは、ボード上で「1」と表示されている方向にドラゴンフィギュアを移動させ、横列にある利用可能な冒険者タイルのいずれか1つにドラゴンフィギュアを置きます"
// cite ja: "アクティブプレイヤーはフィギュアを置いたタイルを獲得し、手元に表向きにして置きます"
function line(g, s, cells) {
  let b, here, full, c, near, pos, before, after, k;
  b = s["boards"][C_LEVEL_KEYS[(s["level"] - 1)]];
  here = s["dragon"];
  full = [];
  for (c of cells) {
    if (((c !== here) && (Object.hasOwn(b, c)))) {
      full.push(c);
    }
  }
  if (g.o[2]) {
    return full;
  }
  near = [];
  if (g.o[3]) {
    pos = _index(cells, here);
    before = null;
    after = null;
    for (c of full) {
      k = _index(cells, c);
      if ((k < pos)) {
        before = c;
      } else if (((k > pos) && (after === null))) {
        after = c;
      }
    }
    if ((before !== null)) {
      near.push(before);
    }
    if ((after !== null)) {
      near.push(after);
    }
  }
  return near;
}
function row_choices(g, s) {
  let _i21_cells, _i22_b, _i23_here, _i24_full, _i25_c, _i26_near, _i27_pos, _i28_before, _i29_after, _i30_k;
  _i21_cells = C_ROW_LINE[s["dragon"]];
  _i22_b = s["boards"][C_LEVEL_KEYS[(s["level"] - 1)]];
  _i23_here = s["dragon"];
  _i24_full = [];
  for (_i25_c of _i21_cells) {
    if (((_i25_c !== _i23_here) && (Object.hasOwn(_i22_b, _i25_c)))) {
      _i24_full.push(_i25_c);
    }
  }
  if (g.o[2]) {
    return _i24_full;
  }
  _i26_near = [];
  if (g.o[3]) {
    _i27_pos = _index(_i21_cells, _i23_here);
    _i28_before = null;
    _i29_after = null;
    for (_i25_c of _i24_full) {
      _i30_k = _index(_i21_cells, _i25_c);
      if ((_i30_k < _i27_pos)) {
        _i28_before = _i25_c;
      } else if (((_i30_k > _i27_pos) && (_i29_after === null))) {
        _i29_after = _i25_c;
      }
    }
    if ((_i28_before !== null)) {
      _i26_near.push(_i28_before);
    }
    if ((_i29_after !== null)) {
      _i26_near.push(_i29_after);
    }
  }
  return _i26_near;
}
function column_choices(g, s) {
  let _i5_cells, _i6_b, _i7_here, _i8_full, _i9_c, _i10_near, _i11_pos, _i12_before, _i13_after, _i14_k;
  _i5_cells = C_COL_LINE[s["dragon"]];
  _i6_b = s["boards"][C_LEVEL_KEYS[(s["level"] - 1)]];
  _i7_here = s["dragon"];
  _i8_full = [];
  for (_i9_c of _i5_cells) {
    if (((_i9_c !== _i7_here) && (Object.hasOwn(_i6_b, _i9_c)))) {
      _i8_full.push(_i9_c);
    }
  }
  if (g.o[2]) {
    return _i8_full;
  }
  _i10_near = [];
  if (g.o[3]) {
    _i11_pos = _index(_i5_cells, _i7_here);
    _i12_before = null;
    _i13_after = null;
    for (_i9_c of _i8_full) {
      _i14_k = _index(_i5_cells, _i9_c);
      if ((_i14_k < _i11_pos)) {
        _i12_before = _i9_c;
      } else if (((_i14_k > _i11_pos) && (_i13_after === null))) {
        _i13_after = _i9_c;
      }
    }
    if ((_i12_before !== null)) {
      _i10_near.push(_i12_before);
    }
    if ((_i13_after !== null)) {
      _i10_near.push(_i13_after);
    }
  }
  return _i10_near;
}
function on_line(g, s, c) {
  return true;
}
function do_take(g, s, c) {
  let b, t, _i116_seat, _i117__i105__i5_cells, _i118__i106__i6_b, _i119__i107__i7_here, _i120__i108__i8_full, _i121__i109__i9_c, _i122__i110__i10_near, _i123__i111__i11_pos, _i124__i112__i12_before, _i125__i113__i13_after, _i126__i114__i14_k, _i127__i115_r;
  b = s["boards"][C_LEVEL_KEYS[(s["level"] - 1)]];
  t = b[c];
  delete b[c];
  s["dragon"] = c;
  _i116_seat = s["turn"];
  s["stacks"][_i116_seat][C_TILE_COLOUR[t]].push(t);
  s["last_tile"]["remover"] = s["turn"];
  s["last_tile"]["receiver"] = s["turn"];
  s["this_turn"]["taken"] = t;
  if (((C_TILE_SPECIAL[t] === "exchange") || (C_TILE_SPECIAL[t] === "trap"))) {
    if ((g.o[15] && offer(g, s, t, "give"))) {
      return;
    }
  }
  _i117__i105__i5_cells = C_COL_LINE[s["dragon"]];
  _i118__i106__i6_b = s["boards"][C_LEVEL_KEYS[(s["level"] - 1)]];
  _i119__i107__i7_here = s["dragon"];
  _i120__i108__i8_full = [];
  for (_i121__i109__i9_c of _i117__i105__i5_cells) {
    if (((_i121__i109__i9_c !== _i119__i107__i7_here) && (Object.hasOwn(_i118__i106__i6_b, _i121__i109__i9_c)))) {
      _i120__i108__i8_full.push(_i121__i109__i9_c);
    }
  }
  if (g.o[2]) {
    _i127__i115_r = _i120__i108__i8_full;
  } else {
    _i122__i110__i10_near = [];
    if (g.o[3]) {
      _i123__i111__i11_pos = _index(_i117__i105__i5_cells, _i119__i107__i7_here);
      _i124__i112__i12_before = null;
      _i125__i113__i13_after = null;
      for (_i121__i109__i9_c of _i120__i108__i8_full) {
        _i126__i114__i14_k = _index(_i117__i105__i5_cells, _i121__i109__i9_c);
        if ((_i126__i114__i14_k < _i123__i111__i11_pos)) {
          _i124__i112__i12_before = _i121__i109__i9_c;
        } else if (((_i126__i114__i14_k > _i123__i111__i11_pos) && (_i125__i113__i13_after === null))) {
          _i125__i113__i13_after = _i121__i109__i9_c;
        }
      }
      if ((_i124__i112__i12_before !== null)) {
        _i122__i110__i10_near.push(_i124__i112__i12_before);
      }
      if ((_i125__i113__i13_after !== null)) {
        _i122__i110__i10_near.push(_i125__i113__i13_after);
      }
    }
    _i127__i115_r = _i122__i110__i10_near;
  }
  if ((_len(_i127__i115_r) === 0)) {
    level_end(g, s);
  } else {
    s["phase"] = "give";
  }
}
// end rule turn.take

// rule turn.stacks: One stack per colour
// spec: rulespecs/dragon_keeper.yaml:773
// cite ja: "手元に表向きにして置きます。このとき、既に同じギルドの冒険者タイルを持っているなら、新しいタイルをその上に置き、ギルド(タイルの色)ごとに1つの山札を作ります"
// cite ja: "プレイヤーはいつでも自分の冒険者タイル山札を確認できますが、タイルの順序を変更することはできません"
function gain(g, s, seat, t) {
  s["stacks"][seat][C_TILE_COLOUR[t]].push(t);
}
// end rule turn.stacks

// rule turn.give: Direction 2: give a tile
// spec: rulespecs/dragon_keeper.yaml:794
// cite ja: "次に、ボード上で「2」と表示されている方向にドラゴンフィギュアを動かし、縦列にある利用可能な冒険者タイルのいずれか1つにドラゴンフィギュアを置きます"
// cite ja: "アクティブプレイヤーは前の手番のプレイヤーにタイルを渡す。"
// external: "the tile taken along the dragon's column is given to the preceding player (the one who played before the active player)"
function recipient(g, s) {
  let seated, step, _i128_out, _i129_seat;
  _i128_out = [];
  for (let _i129_seat_ = 0, _end1 = g.players; _i129_seat_ < _end1; _i129_seat_++) {
    _i129_seat = _i129_seat_;
    if ((!s["out"][_i129_seat])) {
      _i128_out.push(_i129_seat);
    }
  }
  seated = _i128_out;
  step = 0;
  if (g.o[0]) {
    step = (-1);
  } else if (g.o[1]) {
    step = 1;
  }
  return seated[_mod((_index(seated, s["turn"]) + step), _len(seated))];
}
function do_give(g, s, c) {
  let b, t, to, own, _i130_seated, _i131_step, _i132__i128_out, _i133__i129_seat, _i134_got, _i135_t, _i136_special, _i137_own, _i138_r, _i139_seated, _i140__i89_out, _i141__i90_seat;
  b = s["boards"][C_LEVEL_KEYS[(s["level"] - 1)]];
  t = b[c];
  delete b[c];
  s["dragon"] = c;
  _i132__i128_out = [];
  for (let _i133__i129_seat_ = 0, _end1 = g.players; _i133__i129_seat_ < _end1; _i133__i129_seat_++) {
    _i133__i129_seat = _i133__i129_seat_;
    if ((!s["out"][_i133__i129_seat])) {
      _i132__i128_out.push(_i133__i129_seat);
    }
  }
  _i130_seated = _i132__i128_out;
  _i131_step = 0;
  if (g.o[0]) {
    _i131_step = (-1);
  } else if (g.o[1]) {
    _i131_step = 1;
  }
  to = _i130_seated[_mod((_index(_i130_seated, s["turn"]) + _i131_step), _len(_i130_seated))];
  s["stacks"][to][C_TILE_COLOUR[t]].push(t);
  s["last_tile"]["remover"] = s["turn"];
  s["last_tile"]["receiver"] = to;
  if ((C_TILE_VALUE[t] >= C_GIFT_REWARD_MIN_VALUE)) {
    _i134_got = Math.min(C_GIFT_REWARD, s["stock"]);
    s["stock"] -= _i134_got;
    s["treasure"][s["turn"]] += _i134_got;
  }
  own = s["this_turn"]["taken"];
  if ((own !== null)) {
    _i135_t = own;
    _i136_special = C_TILE_SPECIAL[_i135_t];
    if (((_i136_special !== "passage") && (_i136_special !== "exchange") && (_i136_special !== "trap"))) {
      _i138_r = false;
    } else if ((_i136_special === "passage")) {
      if ((("end" !== "end") || s["this_turn"]["chained"])) {
        _i138_r = false;
      } else {
        _i137_own = s["stacks"][s["turn"]][C_TILE_COLOUR[_i135_t]];
        if (((_len(_i137_own) === 0) || (_top(_i137_own) !== _i135_t))) {
          _i138_r = false;
        } else if ((!has_uses(g, s, _i135_t))) {
          _i138_r = false;
        } else {
          s["this_turn"]["action"] = _i135_t;
          s["this_turn"]["after"] = "end";
          s["phase"] = "action";
          _i138_r = true;
        }
      }
    } else if ((!s["this_turn"]["chained"])) {
      if ((g.o[14] && ("end" === "give"))) {
        _i138_r = false;
      } else if ((g.o[15] && ("end" === "end"))) {
        _i138_r = false;
      } else {
        _i137_own = s["stacks"][s["turn"]][C_TILE_COLOUR[_i135_t]];
        if (((_len(_i137_own) === 0) || (_top(_i137_own) !== _i135_t))) {
          _i138_r = false;
        } else if ((!has_uses(g, s, _i135_t))) {
          _i138_r = false;
        } else {
          s["this_turn"]["action"] = _i135_t;
          s["this_turn"]["after"] = "end";
          s["phase"] = "action";
          _i138_r = true;
        }
      }
    } else {
      _i137_own = s["stacks"][s["turn"]][C_TILE_COLOUR[_i135_t]];
      if (((_len(_i137_own) === 0) || (_top(_i137_own) !== _i135_t))) {
        _i138_r = false;
      } else if ((!has_uses(g, s, _i135_t))) {
        _i138_r = false;
      } else {
        s["this_turn"]["action"] = _i135_t;
        s["this_turn"]["after"] = "end";
        s["phase"] = "action";
        _i138_r = true;
      }
    }
    if (_i138_r) {
      return;
    }
  }
  s["this_turn"]["action"] = null;
  s["this_turn"]["after"] = null;
  _i140__i89_out = [];
  for (let _i141__i90_seat_ = 0, _end2 = g.players; _i141__i90_seat_ < _end2; _i141__i90_seat_++) {
    _i141__i90_seat = _i141__i90_seat_;
    if ((!s["out"][_i141__i90_seat])) {
      _i140__i89_out.push(_i141__i90_seat);
    }
  }
  _i139_seated = _i140__i89_out;
  start_turn(g, s, _i139_seated[_mod((_index(_i139_seated, s["turn"]) + 1), _len(_i139_seated))]);
}
// end rule turn.give

// rule turn.gift-reward: Treasure for a gift
// spec: rulespecs/dragon_keeper.yaml:840
// cite ja: "与えた冒険者タイルの値が2より大きい場合(つまり3〜6の場合)、アクティブプレイヤーはストックから宝物トークン1個を獲得します"
// assumed: "The page does not say what happens when the stock is empty. The token comes from the stock, so with none left nothing is gained (assumed; the box holds only 24 tokens)."
function gift_reward(g, s, t) {
  let got;
  if ((C_TILE_VALUE[t] >= C_GIFT_REWARD_MIN_VALUE)) {
    got = Math.min(C_GIFT_REWARD, s["stock"]);
    s["stock"] -= got;
    s["treasure"][s["turn"]] += got;
  }
}
// end rule turn.gift-reward

// rule level.end: End of a level
// spec: rulespecs/dragon_keeper.yaml:859
// cite ja: "タイルを取るべき列にタイルが無く、アクティブプレイヤーがタイルを取る、もしくは渡せなくなると1つのレベルが終了します"
function start_turn(g, s, seat) {
  let _i78__i21_cells, _i79__i22_b, _i80__i23_here, _i81__i24_full, _i82__i25_c, _i83__i26_near, _i84__i27_pos, _i85__i28_before, _i86__i29_after, _i87__i30_k, _i88_r;
  s["turn"] = seat;
  s["this_turn"]["taken"] = null;
  s["this_turn"]["action"] = null;
  s["this_turn"]["after"] = null;
  s["this_turn"]["chained"] = false;
  _i78__i21_cells = C_ROW_LINE[s["dragon"]];
  _i79__i22_b = s["boards"][C_LEVEL_KEYS[(s["level"] - 1)]];
  _i80__i23_here = s["dragon"];
  _i81__i24_full = [];
  for (_i82__i25_c of _i78__i21_cells) {
    if (((_i82__i25_c !== _i80__i23_here) && (Object.hasOwn(_i79__i22_b, _i82__i25_c)))) {
      _i81__i24_full.push(_i82__i25_c);
    }
  }
  if (g.o[2]) {
    _i88_r = _i81__i24_full;
  } else {
    _i83__i26_near = [];
    if (g.o[3]) {
      _i84__i27_pos = _index(_i78__i21_cells, _i80__i23_here);
      _i85__i28_before = null;
      _i86__i29_after = null;
      for (_i82__i25_c of _i81__i24_full) {
        _i87__i30_k = _index(_i78__i21_cells, _i82__i25_c);
        if ((_i87__i30_k < _i84__i27_pos)) {
          _i85__i28_before = _i82__i25_c;
        } else if (((_i87__i30_k > _i84__i27_pos) && (_i86__i29_after === null))) {
          _i86__i29_after = _i82__i25_c;
        }
      }
      if ((_i85__i28_before !== null)) {
        _i83__i26_near.push(_i85__i28_before);
      }
      if ((_i86__i29_after !== null)) {
        _i83__i26_near.push(_i86__i29_after);
      }
    }
    _i88_r = _i83__i26_near;
  }
  if ((_len(_i88_r) > 0)) {
    s["phase"] = "take";
    return;
  }
  if (g.o[4]) {
    level_end(g, s);
    return;
  }
  if ((g.o[5] && (_len(column_choices(g, s)) > 0))) {
    s["phase"] = "give";
    return;
  }
  level_end(g, s);
}
function to_give(g, s) {
  let _i105__i5_cells, _i106__i6_b, _i107__i7_here, _i108__i8_full, _i109__i9_c, _i110__i10_near, _i111__i11_pos, _i112__i12_before, _i113__i13_after, _i114__i14_k, _i115_r;
  _i105__i5_cells = C_COL_LINE[s["dragon"]];
  _i106__i6_b = s["boards"][C_LEVEL_KEYS[(s["level"] - 1)]];
  _i107__i7_here = s["dragon"];
  _i108__i8_full = [];
  for (_i109__i9_c of _i105__i5_cells) {
    if (((_i109__i9_c !== _i107__i7_here) && (Object.hasOwn(_i106__i6_b, _i109__i9_c)))) {
      _i108__i8_full.push(_i109__i9_c);
    }
  }
  if (g.o[2]) {
    _i115_r = _i108__i8_full;
  } else {
    _i110__i10_near = [];
    if (g.o[3]) {
      _i111__i11_pos = _index(_i105__i5_cells, _i107__i7_here);
      _i112__i12_before = null;
      _i113__i13_after = null;
      for (_i109__i9_c of _i108__i8_full) {
        _i114__i14_k = _index(_i105__i5_cells, _i109__i9_c);
        if ((_i114__i14_k < _i111__i11_pos)) {
          _i112__i12_before = _i109__i9_c;
        } else if (((_i114__i14_k > _i111__i11_pos) && (_i113__i13_after === null))) {
          _i113__i13_after = _i109__i9_c;
        }
      }
      if ((_i112__i12_before !== null)) {
        _i110__i10_near.push(_i112__i12_before);
      }
      if ((_i113__i13_after !== null)) {
        _i110__i10_near.push(_i113__i13_after);
      }
    }
    _i115_r = _i110__i10_near;
  }
  if ((_len(_i115_r) === 0)) {
    level_end(g, s);
    return;
  }
  s["phase"] = "give";
}
// end rule level.end

// rule level.tribute: End-of-level payment
// spec: rulespecs/dragon_keeper.yaml:907
// cite ja: "1つのレベルが終了したら、ボード上に残っている「冒険者」タイルの枚数が数えられます"
// cite ja: "-冒険家タイルが1枚も残っていない場合は0個"
// cite ja: "-冒険者タイルが1〜5枚なら1個"
// cite ja: "-冒険者タイルが6〜8枚の場合は2個"
// cite ja: "-冒険者が9枚以上残っていれば3個"
// cite ja: "最後のタイルを取ったプレイヤーは、財宝トークンを追加で1個ストックに戻さなければなりません"
// external: "end-of-level tribute: 3 gold if 9 or more tiles remain, 2 if 6-8, 1 if 1-5, 0 if none; whoever took the last tile pays 1 more; a player who cannot pay is out"
function last_tile_player(g, s) {
  let who;
  who = s["last_tile"]["remover"];
  if (g.o[7]) {
    who = s["last_tile"]["receiver"];
  } else if (g.o[6]) {
    who = s["last_tile"]["remover"];
  }
  return who;
}
function tribute_due(g, tiles_left) {
  if ((tiles_left === 0)) {
    return 0;
  }
  if ((tiles_left <= C_TRIBUTE_SMALL_MAX)) {
    return C_TRIBUTE_SMALL;
  }
  if ((tiles_left <= C_TRIBUTE_MEDIUM_MAX)) {
    return C_TRIBUTE_MEDIUM;
  }
  return C_TRIBUTE_LARGE;
}
function collect_tribute(g, s, tiles_left, last) {
  let base, seat, _i33_amount, _i34_out, _i35_seat, _i36_r;
  if ((tiles_left === 0)) {
    base = 0;
  } else if ((tiles_left <= C_TRIBUTE_SMALL_MAX)) {
    base = C_TRIBUTE_SMALL;
  } else if ((tiles_left <= C_TRIBUTE_MEDIUM_MAX)) {
    base = C_TRIBUTE_MEDIUM;
  } else {
    base = C_TRIBUTE_LARGE;
  }
  _i34_out = [];
  for (let _i35_seat_ = 0, _end1 = g.players; _i35_seat_ < _end1; _i35_seat_++) {
    _i35_seat = _i35_seat_;
    if ((!s["out"][_i35_seat])) {
      _i34_out.push(_i35_seat);
    }
  }
  _i36_r = _i34_out;
  for (seat of _i36_r) {
    if ((seat === last)) {
      _i33_amount = (base + C_LAST_TILE_EXTRA);
      if ((_i33_amount > s["treasure"][seat])) {
        if (g.o[8]) {
          s["stock"] += s["treasure"][seat];
          s["treasure"][seat] = 0;
        } else if (g.o[9]) {
        }
        s["out"][seat] = true;
      } else {
        s["treasure"][seat] -= _i33_amount;
        s["stock"] += _i33_amount;
      }
    } else if ((base > s["treasure"][seat])) {
      if (g.o[8]) {
        s["stock"] += s["treasure"][seat];
        s["treasure"][seat] = 0;
      } else if (g.o[9]) {
      }
      s["out"][seat] = true;
    } else {
      s["treasure"][seat] -= base;
      s["stock"] += base;
    }
  }
}
// end rule level.tribute

// rule level.elimination: Elimination
// spec: rulespecs/dragon_keeper.yaml:958
// cite ja: "宝物トークンをストックに戻す際、所持しているよりも多くの宝物トークンを戻す必要があるなら、そのプレイヤーはゲームから除外され、最終得点計算に参加することができません。"
// external: "end-of-level tribute: 3 gold if 9 or more tiles remain, 2 if 6-8, 1 if 1-5, 0 if none; whoever took the last tile pays 1 more; a player who cannot pay is out"
// assumed: "The page says only that the player is out, not whether they first return the tokens they hold (gap short-tribute); they are assumed to return what they have, then leave."
function pay_tribute(g, s, seat, amount) {
  if ((amount > s["treasure"][seat])) {
    if (g.o[8]) {
      s["stock"] += s["treasure"][seat];
      s["treasure"][seat] = 0;
    } else if (g.o[9]) {
    }
    s["out"][seat] = true;
    return;
  }
  s["treasure"][seat] -= amount;
  s["stock"] += amount;
}
// end rule level.elimination

// rule level.next: Next level
// spec: rulespecs/dragon_keeper.yaml:984
// cite ja: "終了したレベルのボードは取り除かれ、新たなレベルのボード中央のタイルにドラゴンフィギュアが置かれます"
function level_end(g, s) {
  let b, left, c, last, t, seated, finished, _i62_who, _i63_tiles_left, _i64_base, _i65_seat, _i66__i33_amount, _i67__i34_out, _i68__i35_seat, _i69__i36_r, _i70_out, _i71_seat, _i72_first, _i73_i, _i74_st, _i75_seat, _i76_f, _i77_r;
  b = s["boards"][C_LEVEL_KEYS[(s["level"] - 1)]];
  left = [];
  for (c of C_CELLS) {
    if ((Object.hasOwn(b, c))) {
      left.push(b[c]);
    }
  }
  _i62_who = s["last_tile"]["remover"];
  if (g.o[7]) {
    _i62_who = s["last_tile"]["receiver"];
  } else if (g.o[6]) {
    _i62_who = s["last_tile"]["remover"];
  }
  last = _i62_who;
  _i63_tiles_left = _len(left);
  if ((_i63_tiles_left === 0)) {
    _i64_base = 0;
  } else if ((_i63_tiles_left <= C_TRIBUTE_SMALL_MAX)) {
    _i64_base = C_TRIBUTE_SMALL;
  } else if ((_i63_tiles_left <= C_TRIBUTE_MEDIUM_MAX)) {
    _i64_base = C_TRIBUTE_MEDIUM;
  } else {
    _i64_base = C_TRIBUTE_LARGE;
  }
  _i67__i34_out = [];
  for (let _i68__i35_seat_ = 0, _end1 = g.players; _i68__i35_seat_ < _end1; _i68__i35_seat_++) {
    _i68__i35_seat = _i68__i35_seat_;
    if ((!s["out"][_i68__i35_seat])) {
      _i67__i34_out.push(_i68__i35_seat);
    }
  }
  _i69__i36_r = _i67__i34_out;
  for (_i65_seat of _i69__i36_r) {
    if ((_i65_seat === last)) {
      _i66__i33_amount = (_i64_base + C_LAST_TILE_EXTRA);
      if ((_i66__i33_amount > s["treasure"][_i65_seat])) {
        if (g.o[8]) {
          s["stock"] += s["treasure"][_i65_seat];
          s["treasure"][_i65_seat] = 0;
        } else if (g.o[9]) {
        }
        s["out"][_i65_seat] = true;
      } else {
        s["treasure"][_i65_seat] -= _i66__i33_amount;
        s["stock"] += _i66__i33_amount;
      }
    } else if ((_i64_base > s["treasure"][_i65_seat])) {
      if (g.o[8]) {
        s["stock"] += s["treasure"][_i65_seat];
        s["treasure"][_i65_seat] = 0;
      } else if (g.o[9]) {
      }
      s["out"][_i65_seat] = true;
    } else {
      s["treasure"][_i65_seat] -= _i64_base;
      s["stock"] += _i64_base;
    }
  }
  for (t of left) {
    s["boxed"].push(t);
  }
  s["boards"][C_LEVEL_KEYS[(s["level"] - 1)]] = {};
  _i70_out = [];
  for (let _i71_seat_ = 0, _end2 = g.players; _i71_seat_ < _end2; _i71_seat_++) {
    _i71_seat = _i71_seat_;
    if ((!s["out"][_i71_seat])) {
      _i70_out.push(_i71_seat);
    }
  }
  seated = _i70_out;
  if (((s["level"] === C_LEVELS) || (_len(seated) < 2))) {
    s["phase"] = "tribute";
    s["end"]["seat"] = (-1);
    next_tribute(g, s);
    return;
  }
  finished = s["level"];
  s["level"] += 1;
  s["dragon"] = C_CENTRE;
  s["last_tile"]["remover"] = null;
  s["last_tile"]["receiver"] = null;
  _i72_first = null;
  for (let _i73_i_ = 0, _end3 = _len(C_STAIRS_LEVELS); _i73_i_ < _end3; _i73_i_++) {
    _i73_i = _i73_i_;
    if ((C_STAIRS_LEVELS[_i73_i] === finished)) {
      _i74_st = C_STAIRS_TILES[_i73_i];
      for (_i75_seat of seated) {
        if ((s["stacks"][_i75_seat][C_TILE_COLOUR[_i74_st]].includes(_i74_st))) {
          _i72_first = _i75_seat;
        }
      }
    }
  }
  if ((_i72_first !== null)) {
    _i77_r = _i72_first;
  } else {
    _i76_f = s["turn"];
    if ((last !== null)) {
      _i76_f = last;
    }
    let _bound4 = 1048576;
    while (s["out"][_i76_f]) {
      if (--_bound4 < 0) throw new Error("rule level.start-player: while loop bound exceeded");
      _i76_f = _mod((_i76_f + 1), g.players);
    }
    _i77_r = _i76_f;
  }
  start_turn(g, s, _i77_r);
}
// end rule level.next

// rule level.start-player: Who starts the next level
// spec: rulespecs/dragon_keeper.yaml:1022
// cite ja: "新たなレベルが始まった直後のスタートプレイヤーは、直前のレベルの階段タイルを持っているプレイヤーです"
// cite ja: "階段タイルを得ているプレイヤーがいなかった場合は、直前のレベルにおいて最後のタイルを得たプレイヤーから手番を開始します"
// cite ja: "ただし、階段タイルだけは自動的にボーナス効果が適用されます"
function level_start_player(g, s, finished, last, seated) {
  let first, i, st, seat, f;
  first = null;
  for (let i_ = 0, _end1 = _len(C_STAIRS_LEVELS); i_ < _end1; i_++) {
    i = i_;
    if ((C_STAIRS_LEVELS[i] === finished)) {
      st = C_STAIRS_TILES[i];
      for (seat of seated) {
        if ((s["stacks"][seat][C_TILE_COLOUR[st]].includes(st))) {
          first = seat;
        }
      }
    }
  }
  if ((first !== null)) {
    return first;
  }
  f = s["turn"];
  if ((last !== null)) {
    f = last;
  }
  let _bound2 = 1048576;
  while (s["out"][f]) {
    if (--_bound2 < 0) throw new Error("rule level.start-player: while loop bound exceeded");
    f = _mod((f + 1), g.players);
  }
  return f;
}
// end rule level.start-player

// rule actions.optional: Special actions are optional
// spec: rulespecs/dragon_keeper.yaml:1054
// cite ja: "このアクションを行うかどうかは任意です"
// cite ja: "タイルの得点を目当てにアクションタイルを獲得し、そのアクションを無視することができます"
function offer(g, s, t, then) {
  let special, own;
  special = C_TILE_SPECIAL[t];
  if (((special !== "passage") && (special !== "exchange") && (special !== "trap"))) {
    return false;
  }
  if ((special === "passage")) {
    if (((then !== "end") || s["this_turn"]["chained"])) {
      return false;
    }
  } else if ((!s["this_turn"]["chained"])) {
    if ((g.o[14] && (then === "give"))) {
      return false;
    }
    if ((g.o[15] && (then === "end"))) {
      return false;
    }
  }
  own = s["stacks"][s["turn"]][C_TILE_COLOUR[t]];
  if (((_len(own) === 0) || (_top(own) !== t))) {
    return false;
  }
  if ((!has_uses(g, s, t))) {
    return false;
  }
  s["this_turn"]["action"] = t;
  s["this_turn"]["after"] = then;
  s["phase"] = "action";
  return true;
}
function has_uses(g, s, t) {
  let special, seat, _i91__i21_cells, _i92__i22_b, _i93__i23_here, _i94__i24_full, _i95__i25_c, _i96__i26_near, _i97__i27_pos, _i98__i28_before, _i99__i29_after, _i100__i30_k, _i101_r, _i102_out, _i103_seat, _i104_r;
  special = C_TILE_SPECIAL[t];
  if ((special === "passage")) {
    _i91__i21_cells = C_ROW_LINE[s["dragon"]];
    _i92__i22_b = s["boards"][C_LEVEL_KEYS[(s["level"] - 1)]];
    _i93__i23_here = s["dragon"];
    _i94__i24_full = [];
    for (_i95__i25_c of _i91__i21_cells) {
      if (((_i95__i25_c !== _i93__i23_here) && (Object.hasOwn(_i92__i22_b, _i95__i25_c)))) {
        _i94__i24_full.push(_i95__i25_c);
      }
    }
    if (g.o[2]) {
      _i101_r = _i94__i24_full;
    } else {
      _i96__i26_near = [];
      if (g.o[3]) {
        _i97__i27_pos = _index(_i91__i21_cells, _i93__i23_here);
        _i98__i28_before = null;
        _i99__i29_after = null;
        for (_i95__i25_c of _i94__i24_full) {
          _i100__i30_k = _index(_i91__i21_cells, _i95__i25_c);
          if ((_i100__i30_k < _i97__i27_pos)) {
            _i98__i28_before = _i95__i25_c;
          } else if (((_i100__i30_k > _i97__i27_pos) && (_i99__i29_after === null))) {
            _i99__i29_after = _i95__i25_c;
          }
        }
        if ((_i98__i28_before !== null)) {
          _i96__i26_near.push(_i98__i28_before);
        }
        if ((_i99__i29_after !== null)) {
          _i96__i26_near.push(_i99__i29_after);
        }
      }
      _i101_r = _i96__i26_near;
    }
    return (_len(_i101_r) > 0);
  }
  if ((special === "exchange")) {
    _i102_out = [];
    for (let _i103_seat_ = 0, _end1 = g.players; _i103_seat_ < _end1; _i103_seat_++) {
      _i103_seat = _i103_seat_;
      if ((!s["out"][_i103_seat])) {
        _i102_out.push(_i103_seat);
      }
    }
    _i104_r = _i102_out;
    for (seat of _i104_r) {
      if (((seat !== s["turn"]) && (_len(exchange_colours(g, s, seat)) > 0))) {
        return true;
      }
    }
    return false;
  }
  if ((special === "trap")) {
    return (_len(s["boards"][C_LEVEL_KEYS[(s["level"] - 1)]]) > 0);
  }
  return false;
}
function action_special(g, s) {
  let a;
  a = s["this_turn"]["action"];
  if ((a === null)) {
    return "";
  }
  return C_TILE_SPECIAL[a];
}
function can_skip(g, s) {
  return true;
}
function after_action(g, s) {
  let _i142__i105__i5_cells, _i143__i106__i6_b, _i144__i107__i7_here, _i145__i108__i8_full, _i146__i109__i9_c, _i147__i110__i10_near, _i148__i111__i11_pos, _i149__i112__i12_before, _i150__i113__i13_after, _i151__i114__i14_k, _i152__i115_r, _i153_seated, _i154__i89_out, _i155__i90_seat;
  s["this_turn"]["action"] = null;
  if ((s["this_turn"]["after"] === "give")) {
    s["this_turn"]["after"] = null;
    _i142__i105__i5_cells = C_COL_LINE[s["dragon"]];
    _i143__i106__i6_b = s["boards"][C_LEVEL_KEYS[(s["level"] - 1)]];
    _i144__i107__i7_here = s["dragon"];
    _i145__i108__i8_full = [];
    for (_i146__i109__i9_c of _i142__i105__i5_cells) {
      if (((_i146__i109__i9_c !== _i144__i107__i7_here) && (Object.hasOwn(_i143__i106__i6_b, _i146__i109__i9_c)))) {
        _i145__i108__i8_full.push(_i146__i109__i9_c);
      }
    }
    if (g.o[2]) {
      _i152__i115_r = _i145__i108__i8_full;
    } else {
      _i147__i110__i10_near = [];
      if (g.o[3]) {
        _i148__i111__i11_pos = _index(_i142__i105__i5_cells, _i144__i107__i7_here);
        _i149__i112__i12_before = null;
        _i150__i113__i13_after = null;
        for (_i146__i109__i9_c of _i145__i108__i8_full) {
          _i151__i114__i14_k = _index(_i142__i105__i5_cells, _i146__i109__i9_c);
          if ((_i151__i114__i14_k < _i148__i111__i11_pos)) {
            _i149__i112__i12_before = _i146__i109__i9_c;
          } else if (((_i151__i114__i14_k > _i148__i111__i11_pos) && (_i150__i113__i13_after === null))) {
            _i150__i113__i13_after = _i146__i109__i9_c;
          }
        }
        if ((_i149__i112__i12_before !== null)) {
          _i147__i110__i10_near.push(_i149__i112__i12_before);
        }
        if ((_i150__i113__i13_after !== null)) {
          _i147__i110__i10_near.push(_i150__i113__i13_after);
        }
      }
      _i152__i115_r = _i147__i110__i10_near;
    }
    if ((_len(_i152__i115_r) === 0)) {
      level_end(g, s);
    } else {
      s["phase"] = "give";
    }
  } else {
    s["this_turn"]["action"] = null;
    s["this_turn"]["after"] = null;
    _i154__i89_out = [];
    for (let _i155__i90_seat_ = 0, _end1 = g.players; _i155__i90_seat_ < _end1; _i155__i90_seat_++) {
      _i155__i90_seat = _i155__i90_seat_;
      if ((!s["out"][_i155__i90_seat])) {
        _i154__i89_out.push(_i155__i90_seat);
      }
    }
    _i153_seated = _i154__i89_out;
    start_turn(g, s, _i153_seated[_mod((_index(_i153_seated, s["turn"]) + 1), _len(_i153_seated))]);
  }
}
function discard_own(g, s, t) {
  _pop(s["stacks"][s["turn"]][C_TILE_COLOUR[t]]);
  s["discarded"].push(t);
}
// end rule actions.optional

// rule action.secret-passage: Secret Passage
// spec: rulespecs/dragon_keeper.yaml:1132
// cite ja: "アクティブプレイヤーが秘密の通路タイルを得た場合(他プレイヤーに渡すことなく得た場合)"
// cite ja: "秘密の通路タイルを捨て、ドラゴンを「1」の方向に再度移動させます"
// cite ja: "そして、移動先の冒険者タイルを取り、自分の対応する山札に置きます"
// cite ja: "ただし、秘密の通路タイルを取った場合のみ、連続してアクションを実行することができません"
function passage_cells(g, s) {
  let _i156__i21_cells, _i157__i22_b, _i158__i23_here, _i159__i24_full, _i160__i25_c, _i161__i26_near, _i162__i27_pos, _i163__i28_before, _i164__i29_after, _i165__i30_k, _i166_a, _i167_r;
  _i166_a = s["this_turn"]["action"];
  if ((_i166_a === null)) {
    _i167_r = "";
  } else {
    _i167_r = C_TILE_SPECIAL[_i166_a];
  }
  if ((_i167_r === "passage")) {
    _i156__i21_cells = C_ROW_LINE[s["dragon"]];
    _i157__i22_b = s["boards"][C_LEVEL_KEYS[(s["level"] - 1)]];
    _i158__i23_here = s["dragon"];
    _i159__i24_full = [];
    for (_i160__i25_c of _i156__i21_cells) {
      if (((_i160__i25_c !== _i158__i23_here) && (Object.hasOwn(_i157__i22_b, _i160__i25_c)))) {
        _i159__i24_full.push(_i160__i25_c);
      }
    }
    if (g.o[2]) {
      return _i159__i24_full;
    }
    _i161__i26_near = [];
    if (g.o[3]) {
      _i162__i27_pos = _index(_i156__i21_cells, _i158__i23_here);
      _i163__i28_before = null;
      _i164__i29_after = null;
      for (_i160__i25_c of _i159__i24_full) {
        _i165__i30_k = _index(_i156__i21_cells, _i160__i25_c);
        if ((_i165__i30_k < _i162__i27_pos)) {
          _i163__i28_before = _i160__i25_c;
        } else if (((_i165__i30_k > _i162__i27_pos) && (_i164__i29_after === null))) {
          _i164__i29_after = _i160__i25_c;
        }
      }
      if ((_i163__i28_before !== null)) {
        _i161__i26_near.push(_i163__i28_before);
      }
      if ((_i164__i29_after !== null)) {
        _i161__i26_near.push(_i164__i29_after);
      }
    }
    return _i161__i26_near;
  }
  return [];
}
function do_passage(g, s, c) {
  let b, t, _i168_t, _i169_seat, _i170_special, _i171_own, _i172_r, _i173_seated, _i174__i89_out, _i175__i90_seat;
  _i168_t = s["this_turn"]["action"];
  _pop(s["stacks"][s["turn"]][C_TILE_COLOUR[_i168_t]]);
  s["discarded"].push(_i168_t);
  b = s["boards"][C_LEVEL_KEYS[(s["level"] - 1)]];
  t = b[c];
  delete b[c];
  s["dragon"] = c;
  _i169_seat = s["turn"];
  s["stacks"][_i169_seat][C_TILE_COLOUR[t]].push(t);
  s["last_tile"]["remover"] = s["turn"];
  s["last_tile"]["receiver"] = s["turn"];
  s["this_turn"]["action"] = null;
  s["this_turn"]["chained"] = true;
  if (((C_TILE_SPECIAL[t] === "exchange") || (C_TILE_SPECIAL[t] === "trap"))) {
    _i170_special = C_TILE_SPECIAL[t];
    if (((_i170_special !== "passage") && (_i170_special !== "exchange") && (_i170_special !== "trap"))) {
      _i172_r = false;
    } else if ((_i170_special === "passage")) {
      if ((("end" !== "end") || s["this_turn"]["chained"])) {
        _i172_r = false;
      } else {
        _i171_own = s["stacks"][s["turn"]][C_TILE_COLOUR[t]];
        if (((_len(_i171_own) === 0) || (_top(_i171_own) !== t))) {
          _i172_r = false;
        } else if ((!has_uses(g, s, t))) {
          _i172_r = false;
        } else {
          s["this_turn"]["action"] = t;
          s["this_turn"]["after"] = "end";
          s["phase"] = "action";
          _i172_r = true;
        }
      }
    } else if ((!s["this_turn"]["chained"])) {
      if ((g.o[14] && ("end" === "give"))) {
        _i172_r = false;
      } else if ((g.o[15] && ("end" === "end"))) {
        _i172_r = false;
      } else {
        _i171_own = s["stacks"][s["turn"]][C_TILE_COLOUR[t]];
        if (((_len(_i171_own) === 0) || (_top(_i171_own) !== t))) {
          _i172_r = false;
        } else if ((!has_uses(g, s, t))) {
          _i172_r = false;
        } else {
          s["this_turn"]["action"] = t;
          s["this_turn"]["after"] = "end";
          s["phase"] = "action";
          _i172_r = true;
        }
      }
    } else {
      _i171_own = s["stacks"][s["turn"]][C_TILE_COLOUR[t]];
      if (((_len(_i171_own) === 0) || (_top(_i171_own) !== t))) {
        _i172_r = false;
      } else if ((!has_uses(g, s, t))) {
        _i172_r = false;
      } else {
        s["this_turn"]["action"] = t;
        s["this_turn"]["after"] = "end";
        s["phase"] = "action";
        _i172_r = true;
      }
    }
    if (_i172_r) {
      return;
    }
  }
  s["this_turn"]["action"] = null;
  s["this_turn"]["after"] = null;
  _i174__i89_out = [];
  for (let _i175__i90_seat_ = 0, _end1 = g.players; _i175__i90_seat_ < _end1; _i175__i90_seat_++) {
    _i175__i90_seat = _i175__i90_seat_;
    if ((!s["out"][_i175__i90_seat])) {
      _i174__i89_out.push(_i175__i90_seat);
    }
  }
  _i173_seated = _i174__i89_out;
  start_turn(g, s, _i173_seated[_mod((_index(_i173_seated, s["turn"]) + 1), _len(_i173_seated))]);
}
// end rule action.secret-passage

// rule action.prisoner-exchange: Prisoner Exchange
// spec: rulespecs/dragon_keeper.yaml:1170
// cite ja: "このタイルと他プレイヤーの山札の一番上にある冒険者タイル1枚を交換できます"
// cite ja: "交換された冒険者タイルは、対応する山札に置かれます"
// cite ja: "交換されたタイルがアクションタイルであっても、そのアクションを実行することはできません"
function exchange_seats(g, s) {
  let out, seat, _i176_out, _i177_seat, _i178_r, _i179_a, _i180_r;
  out = [];
  _i179_a = s["this_turn"]["action"];
  if ((_i179_a === null)) {
    _i180_r = "";
  } else {
    _i180_r = C_TILE_SPECIAL[_i179_a];
  }
  if ((_i180_r === "exchange")) {
    _i176_out = [];
    for (let _i177_seat_ = 0, _end1 = g.players; _i177_seat_ < _end1; _i177_seat_++) {
      _i177_seat = _i177_seat_;
      if ((!s["out"][_i177_seat])) {
        _i176_out.push(_i177_seat);
      }
    }
    _i178_r = _i176_out;
    for (seat of _i178_r) {
      if ((seat !== s["turn"])) {
        out.push(seat);
      }
    }
  }
  return out;
}
function exchange_colours(g, s, seat) {
  let out, c;
  out = [];
  for (c of C_COLOURS) {
    if ((_len(s["stacks"][seat][c]) > 0)) {
      out.push(c);
    }
  }
  return out;
}
function can_exchange(g, s, seat, c) {
  return true;
}
function do_exchange(g, s, seat, c) {
  let mine, got, _i181_seat, _i182__i142__i105__i5_cells, _i183__i143__i106__i6_b, _i184__i144__i107__i7_here, _i185__i145__i108__i8_full, _i186__i146__i109__i9_c, _i187__i147__i110__i10_near, _i188__i148__i111__i11_pos, _i189__i149__i112__i12_before, _i190__i150__i113__i13_after, _i191__i151__i114__i14_k, _i192__i152__i115_r, _i193__i153_seated, _i194__i154__i89_out, _i195__i155__i90_seat;
  mine = s["this_turn"]["action"];
  _pop(s["stacks"][s["turn"]][C_TILE_COLOUR[mine]]);
  got = _pop(s["stacks"][seat][c]);
  s["stacks"][seat][C_TILE_COLOUR[mine]].push(mine);
  _i181_seat = s["turn"];
  s["stacks"][_i181_seat][C_TILE_COLOUR[got]].push(got);
  s["this_turn"]["action"] = null;
  if ((s["this_turn"]["after"] === "give")) {
    s["this_turn"]["after"] = null;
    _i182__i142__i105__i5_cells = C_COL_LINE[s["dragon"]];
    _i183__i143__i106__i6_b = s["boards"][C_LEVEL_KEYS[(s["level"] - 1)]];
    _i184__i144__i107__i7_here = s["dragon"];
    _i185__i145__i108__i8_full = [];
    for (_i186__i146__i109__i9_c of _i182__i142__i105__i5_cells) {
      if (((_i186__i146__i109__i9_c !== _i184__i144__i107__i7_here) && (Object.hasOwn(_i183__i143__i106__i6_b, _i186__i146__i109__i9_c)))) {
        _i185__i145__i108__i8_full.push(_i186__i146__i109__i9_c);
      }
    }
    if (g.o[2]) {
      _i192__i152__i115_r = _i185__i145__i108__i8_full;
    } else {
      _i187__i147__i110__i10_near = [];
      if (g.o[3]) {
        _i188__i148__i111__i11_pos = _index(_i182__i142__i105__i5_cells, _i184__i144__i107__i7_here);
        _i189__i149__i112__i12_before = null;
        _i190__i150__i113__i13_after = null;
        for (_i186__i146__i109__i9_c of _i185__i145__i108__i8_full) {
          _i191__i151__i114__i14_k = _index(_i182__i142__i105__i5_cells, _i186__i146__i109__i9_c);
          if ((_i191__i151__i114__i14_k < _i188__i148__i111__i11_pos)) {
            _i189__i149__i112__i12_before = _i186__i146__i109__i9_c;
          } else if (((_i191__i151__i114__i14_k > _i188__i148__i111__i11_pos) && (_i190__i150__i113__i13_after === null))) {
            _i190__i150__i113__i13_after = _i186__i146__i109__i9_c;
          }
        }
        if ((_i189__i149__i112__i12_before !== null)) {
          _i187__i147__i110__i10_near.push(_i189__i149__i112__i12_before);
        }
        if ((_i190__i150__i113__i13_after !== null)) {
          _i187__i147__i110__i10_near.push(_i190__i150__i113__i13_after);
        }
      }
      _i192__i152__i115_r = _i187__i147__i110__i10_near;
    }
    if ((_len(_i192__i152__i115_r) === 0)) {
      level_end(g, s);
    } else {
      s["phase"] = "give";
    }
  } else {
    s["this_turn"]["action"] = null;
    s["this_turn"]["after"] = null;
    _i194__i154__i89_out = [];
    for (let _i195__i155__i90_seat_ = 0, _end1 = g.players; _i195__i155__i90_seat_ < _end1; _i195__i155__i90_seat_++) {
      _i195__i155__i90_seat = _i195__i155__i90_seat_;
      if ((!s["out"][_i195__i155__i90_seat])) {
        _i194__i154__i89_out.push(_i195__i155__i90_seat);
      }
    }
    _i193__i153_seated = _i194__i154__i89_out;
    start_turn(g, s, _i193__i153_seated[_mod((_index(_i193__i153_seated, s["turn"]) + 1), _len(_i193__i153_seated))]);
  }
}
// end rule action.prisoner-exchange

// rule action.remote-trap: Remote Trap
// spec: rulespecs/dragon_keeper.yaml:1219
// cite ja: "このタイルを捨ててボード上に残っている他の冒険者タイル1枚を取ることができます"
// cite ja: "選択したタイルがアクションタイルであっても、そのアクションは実行できません"
// assumed: "Whether the dragon moves is not said. The Remote Trap takes any tile on the board, not one along a line, so the dragon is assumed to stay where its second move left it."
function trap_cells(g, s) {
  let out, b, c, _i196_a, _i197_r;
  out = [];
  _i196_a = s["this_turn"]["action"];
  if ((_i196_a === null)) {
    _i197_r = "";
  } else {
    _i197_r = C_TILE_SPECIAL[_i196_a];
  }
  if ((_i197_r === "trap")) {
    b = s["boards"][C_LEVEL_KEYS[(s["level"] - 1)]];
    for (c of C_CELLS) {
      if ((Object.hasOwn(b, c))) {
        out.push(c);
      }
    }
  }
  return out;
}
function do_trap(g, s, c) {
  let b, t, _i198_t, _i199_seat, _i200__i142__i105__i5_cells, _i201__i143__i106__i6_b, _i202__i144__i107__i7_here, _i203__i145__i108__i8_full, _i204__i146__i109__i9_c, _i205__i147__i110__i10_near, _i206__i148__i111__i11_pos, _i207__i149__i112__i12_before, _i208__i150__i113__i13_after, _i209__i151__i114__i14_k, _i210__i152__i115_r, _i211__i153_seated, _i212__i154__i89_out, _i213__i155__i90_seat;
  _i198_t = s["this_turn"]["action"];
  _pop(s["stacks"][s["turn"]][C_TILE_COLOUR[_i198_t]]);
  s["discarded"].push(_i198_t);
  b = s["boards"][C_LEVEL_KEYS[(s["level"] - 1)]];
  t = b[c];
  delete b[c];
  _i199_seat = s["turn"];
  s["stacks"][_i199_seat][C_TILE_COLOUR[t]].push(t);
  s["last_tile"]["remover"] = s["turn"];
  s["last_tile"]["receiver"] = s["turn"];
  s["this_turn"]["action"] = null;
  if ((s["this_turn"]["after"] === "give")) {
    s["this_turn"]["after"] = null;
    _i200__i142__i105__i5_cells = C_COL_LINE[s["dragon"]];
    _i201__i143__i106__i6_b = s["boards"][C_LEVEL_KEYS[(s["level"] - 1)]];
    _i202__i144__i107__i7_here = s["dragon"];
    _i203__i145__i108__i8_full = [];
    for (_i204__i146__i109__i9_c of _i200__i142__i105__i5_cells) {
      if (((_i204__i146__i109__i9_c !== _i202__i144__i107__i7_here) && (Object.hasOwn(_i201__i143__i106__i6_b, _i204__i146__i109__i9_c)))) {
        _i203__i145__i108__i8_full.push(_i204__i146__i109__i9_c);
      }
    }
    if (g.o[2]) {
      _i210__i152__i115_r = _i203__i145__i108__i8_full;
    } else {
      _i205__i147__i110__i10_near = [];
      if (g.o[3]) {
        _i206__i148__i111__i11_pos = _index(_i200__i142__i105__i5_cells, _i202__i144__i107__i7_here);
        _i207__i149__i112__i12_before = null;
        _i208__i150__i113__i13_after = null;
        for (_i204__i146__i109__i9_c of _i203__i145__i108__i8_full) {
          _i209__i151__i114__i14_k = _index(_i200__i142__i105__i5_cells, _i204__i146__i109__i9_c);
          if ((_i209__i151__i114__i14_k < _i206__i148__i111__i11_pos)) {
            _i207__i149__i112__i12_before = _i204__i146__i109__i9_c;
          } else if (((_i209__i151__i114__i14_k > _i206__i148__i111__i11_pos) && (_i208__i150__i113__i13_after === null))) {
            _i208__i150__i113__i13_after = _i204__i146__i109__i9_c;
          }
        }
        if ((_i207__i149__i112__i12_before !== null)) {
          _i205__i147__i110__i10_near.push(_i207__i149__i112__i12_before);
        }
        if ((_i208__i150__i113__i13_after !== null)) {
          _i205__i147__i110__i10_near.push(_i208__i150__i113__i13_after);
        }
      }
      _i210__i152__i115_r = _i205__i147__i110__i10_near;
    }
    if ((_len(_i210__i152__i115_r) === 0)) {
      level_end(g, s);
    } else {
      s["phase"] = "give";
    }
  } else {
    s["this_turn"]["action"] = null;
    s["this_turn"]["after"] = null;
    _i212__i154__i89_out = [];
    for (let _i213__i155__i90_seat_ = 0, _end1 = g.players; _i213__i155__i90_seat_ < _end1; _i213__i155__i90_seat_++) {
      _i213__i155__i90_seat = _i213__i155__i90_seat_;
      if ((!s["out"][_i213__i155__i90_seat])) {
        _i212__i154__i89_out.push(_i213__i155__i90_seat);
      }
    }
    _i211__i153_seated = _i212__i154__i89_out;
    start_turn(g, s, _i211__i153_seated[_mod((_index(_i211__i153_seated, s["turn"]) + 1), _len(_i211__i153_seated))]);
  }
}
// end rule action.remote-trap

// rule action.not-when-given: Given action tiles
// spec: rulespecs/dragon_keeper.yaml:1254
// cite ja: "このタイルがアクティブプレイヤーから別のプレイヤーに渡された場合には、このアクションは実行できません。交換された"
// cite ja: "このタイルがアクティブプレイヤーから別のプレイヤーに渡された場合には、このアクションは実行できません。選択した"
function own_action_tile(g, s) {
  return s["this_turn"]["taken"];
}
// end rule action.not-when-given

// rule action.release: Release
// spec: rulespecs/dragon_keeper.yaml:1273
// cite ja: "解放:ゲーム終了時、貢物をドラゴンに捧げてから得点計算を行う前に"
// cite ja: "所持している解放タイル1枚につき自分のギルドタイルと同じギルド(色)の冒険者タイルを1枚捨てることができます"
// cite ja: "ただし、ドラゴンに捧げた解放タイルはこの効果を発揮しません"
// cite ja: "ドラゴンへの捧げ物の後でまだ冒険者タイルが残っている場合、各プレイヤーは所持している解放タイルの効果を使うことができます"
function seat_end(g, s) {
  return s["end"]["seat"];
}
function next_release(g, s) {
  let seat, _i37_out, _i38_seat, _i39_r;
  _i37_out = [];
  for (let _i38_seat_ = 0, _end1 = g.players; _i38_seat_ < _end1; _i38_seat_++) {
    _i38_seat = _i38_seat_;
    if ((!s["out"][_i38_seat])) {
      _i37_out.push(_i38_seat);
    }
  }
  _i39_r = _i37_out;
  for (seat of _i39_r) {
    if ((seat <= s["end"]["seat"])) {
      continue;
    }
    if (((s["end"]["releases"][seat] > 0) && (_len(s["stacks"][seat][s["guilds"][seat]]) > 0))) {
      s["end"]["seat"] = seat;
      s["phase"] = "release";
      return;
    }
    s["end"]["releases"][seat] = 0;
  }
  s["end"]["seat"] = null;
  s["phase"] = "over";
}
function release_tiles(g, s) {
  let seat, out, t;
  seat = s["end"]["seat"];
  out = [];
  for (t of s["stacks"][seat][s["guilds"][seat]]) {
    if ((!out.includes(t))) {
      out.push(t);
    }
  }
  return out;
}
function can_release(g, s, t) {
  return true;
}
function do_release(g, s, t) {
  let seat;
  seat = s["end"]["seat"];
  _removeScalar(s["stacks"][seat][s["guilds"][seat]], t);
  s["discarded"].push(t);
  s["end"]["releases"][seat] -= 1;
  if (((s["end"]["releases"][seat] > 0) && (_len(s["stacks"][seat][s["guilds"][seat]]) > 0))) {
  } else {
    s["end"]["releases"][seat] = 0;
    next_release(g, s);
  }
}
function release_done(g, s) {
  let seat;
  seat = s["end"]["seat"];
  s["end"]["releases"][seat] = 0;
  if (((s["end"]["releases"][seat] > 0) && (_len(s["stacks"][seat][s["guilds"][seat]]) > 0))) {
  } else {
    s["end"]["releases"][seat] = 0;
    next_release(g, s);
  }
}
function release_next(g, s, seat) {
  if (((s["end"]["releases"][seat] > 0) && (_len(s["stacks"][seat][s["guilds"][seat]]) > 0))) {
    return;
  }
  s["end"]["releases"][seat] = 0;
  next_release(g, s);
}
// end rule action.release

// rule score.tribute: Tribute to the dragon
// spec: rulespecs/dragon_keeper.yaml:1343
// cite ja: "第3レベルが終わるとゲームが終了します。まず、ドラゴンに貢物を捧げなければいけません。"
// cite ja: "各プレイヤーは、自身の山札のうち最も枚数が多い山札のタイルをすべて捨てます"
// cite ja: "対象となる山札が自身のギルドタイルと同じギルド(色)の場合は、2番目に枚数が多い山札のタイルをすべて捨てる必要があります"
// cite ja: "元いたギルドの冒険者(1番目に高い山札)は解放し、ドラゴンには他のギルドの冒険者(2番目に高い山札)を捧げるのです"
// cite ja: "同じ枚数の山札がある場合は、どの山札を捨てるのかをプレイヤー自身が選択します"
function tribute_choices(g, s, seat) {
  let guild, out, most, c, k;
  guild = s["guilds"][seat];
  out = [];
  most = 0;
  for (c of C_COLOURS) {
    k = _len(s["stacks"][seat][c]);
    if (((c !== guild) && (k > 0))) {
      if ((k > most)) {
        most = k;
        out = [c];
      } else if ((k === most)) {
        out.push(c);
      }
    }
  }
  return out;
}
function end_choices(g, s) {
  let _i15_seat, _i16_guild, _i17_out, _i18_most, _i19_c, _i20_k;
  _i15_seat = s["end"]["seat"];
  _i16_guild = s["guilds"][_i15_seat];
  _i17_out = [];
  _i18_most = 0;
  for (_i19_c of C_COLOURS) {
    _i20_k = _len(s["stacks"][_i15_seat][_i19_c]);
    if (((_i19_c !== _i16_guild) && (_i20_k > 0))) {
      if ((_i20_k > _i18_most)) {
        _i18_most = _i20_k;
        _i17_out = [_i19_c];
      } else if ((_i20_k === _i18_most)) {
        _i17_out.push(_i19_c);
      }
    }
  }
  return _i17_out;
}
function can_tribute(g, s, c) {
  return true;
}
function pay_stack(g, s, seat, c) {
  let st, guild, largest, o, t;
  st = s["stacks"][seat];
  guild = s["guilds"][seat];
  if ((g.o[10] && (_len(st[guild]) > 0))) {
    largest = true;
    for (o of C_COLOURS) {
      if (((o !== guild) && (_len(st[o]) > _len(st[guild])))) {
        largest = false;
      }
    }
    if (largest) {
      for (t of st[guild]) {
        s["discarded"].push(t);
      }
      st[guild] = [];
    }
  } else if (g.o[11]) {
  }
  if ((c !== null)) {
    for (t of st[c]) {
      s["discarded"].push(t);
    }
    st[c] = [];
  }
}
function do_tribute(g, s, c) {
  let _i214_seat, _i215_st, _i216_guild, _i217_largest, _i218_o, _i219_t;
  _i214_seat = s["end"]["seat"];
  _i215_st = s["stacks"][_i214_seat];
  _i216_guild = s["guilds"][_i214_seat];
  if ((g.o[10] && (_len(_i215_st[_i216_guild]) > 0))) {
    _i217_largest = true;
    for (_i218_o of C_COLOURS) {
      if (((_i218_o !== _i216_guild) && (_len(_i215_st[_i218_o]) > _len(_i215_st[_i216_guild])))) {
        _i217_largest = false;
      }
    }
    if (_i217_largest) {
      for (_i219_t of _i215_st[_i216_guild]) {
        s["discarded"].push(_i219_t);
      }
      _i215_st[_i216_guild] = [];
    }
  } else if (g.o[11]) {
  }
  if ((c !== null)) {
    for (_i219_t of _i215_st[c]) {
      s["discarded"].push(_i219_t);
    }
    _i215_st[c] = [];
  }
  next_tribute(g, s);
}
function next_tribute(g, s) {
  let seat, choices, n, c, t, _i40_guild, _i41_out, _i42_most, _i43_c, _i44_k, _i45_c, _i46_st, _i47_guild, _i48_largest, _i49_o, _i50_t, _i51_st, _i52_guild, _i53_largest, _i54_o, _i55_t, _i56_out, _i57_seat, _i58_r, _i59_out, _i60_seat, _i61_r;
  _i56_out = [];
  for (let _i57_seat_ = 0, _end1 = g.players; _i57_seat_ < _end1; _i57_seat_++) {
    _i57_seat = _i57_seat_;
    if ((!s["out"][_i57_seat])) {
      _i56_out.push(_i57_seat);
    }
  }
  _i58_r = _i56_out;
  for (seat of _i58_r) {
    if ((seat <= s["end"]["seat"])) {
      continue;
    }
    _i40_guild = s["guilds"][seat];
    _i41_out = [];
    _i42_most = 0;
    for (_i43_c of C_COLOURS) {
      _i44_k = _len(s["stacks"][seat][_i43_c]);
      if (((_i43_c !== _i40_guild) && (_i44_k > 0))) {
        if ((_i44_k > _i42_most)) {
          _i42_most = _i44_k;
          _i41_out = [_i43_c];
        } else if ((_i44_k === _i42_most)) {
          _i41_out.push(_i43_c);
        }
      }
    }
    choices = _i41_out;
    if ((_len(choices) > 1)) {
      s["end"]["seat"] = seat;
      s["phase"] = "tribute";
      return;
    }
    if ((_len(choices) === 1)) {
      _i45_c = choices[0];
      _i46_st = s["stacks"][seat];
      _i47_guild = s["guilds"][seat];
      if ((g.o[10] && (_len(_i46_st[_i47_guild]) > 0))) {
        _i48_largest = true;
        for (_i49_o of C_COLOURS) {
          if (((_i49_o !== _i47_guild) && (_len(_i46_st[_i49_o]) > _len(_i46_st[_i47_guild])))) {
            _i48_largest = false;
          }
        }
        if (_i48_largest) {
          for (_i50_t of _i46_st[_i47_guild]) {
            s["discarded"].push(_i50_t);
          }
          _i46_st[_i47_guild] = [];
        }
      } else if (g.o[11]) {
      }
      if ((_i45_c !== null)) {
        for (_i50_t of _i46_st[_i45_c]) {
          s["discarded"].push(_i50_t);
        }
        _i46_st[_i45_c] = [];
      }
    } else {
      _i51_st = s["stacks"][seat];
      _i52_guild = s["guilds"][seat];
      if ((g.o[10] && (_len(_i51_st[_i52_guild]) > 0))) {
        _i53_largest = true;
        for (_i54_o of C_COLOURS) {
          if (((_i54_o !== _i52_guild) && (_len(_i51_st[_i54_o]) > _len(_i51_st[_i52_guild])))) {
            _i53_largest = false;
          }
        }
        if (_i53_largest) {
          for (_i55_t of _i51_st[_i52_guild]) {
            s["discarded"].push(_i55_t);
          }
          _i51_st[_i52_guild] = [];
        }
      } else if (g.o[11]) {
      }
      if ((null !== null)) {
        for (_i55_t of _i51_st[null]) {
          s["discarded"].push(_i55_t);
        }
        _i51_st[null] = [];
      }
    }
  }
  _i59_out = [];
  for (let _i60_seat_ = 0, _end2 = g.players; _i60_seat_ < _end2; _i60_seat_++) {
    _i60_seat = _i60_seat_;
    if ((!s["out"][_i60_seat])) {
      _i59_out.push(_i60_seat);
    }
  }
  _i61_r = _i59_out;
  for (seat of _i61_r) {
    n = 0;
    for (c of C_COLOURS) {
      for (t of s["stacks"][seat][c]) {
        if ((C_TILE_SPECIAL[t] === "release")) {
          n += 1;
        }
      }
    }
    s["end"]["releases"][seat] = n;
  }
  s["end"]["seat"] = (-1);
  next_release(g, s);
}
// end rule score.tribute

// rule score.values: Tile points
// spec: rulespecs/dragon_keeper.yaml:1436
// cite ja: "残っている冒険者タイルのそれぞれの点数を数えます:「元のギルド」のタイルによる点数は減点で、他のギルドの冒険者タイルの点数は得点となります"
// external: "red tiles by value: 1 x2 (both are the Stairs tiles), 2 x3, 3 x4, 4 x3, 5 x2, 6 x1"
function tile_points(g, s, seat) {
  let guild, total, c, points, t;
  guild = s["guilds"][seat];
  total = 0;
  for (c of C_COLOURS) {
    points = 0;
    for (t of s["stacks"][seat][c]) {
      points += C_TILE_VALUE[t];
    }
    if ((c === guild)) {
      total -= points;
    } else {
      total += points;
    }
  }
  return total;
}
function scores(g, s) {
  let bonus, out, seat, _i222_seated, _i223_most, _i224_seat, _i225_best, _i226__i220_out, _i227__i221_seat, _i228_guild, _i229_total, _i230_c, _i231_points, _i232_t, _i233_r, _i234_guild, _i235_total, _i236_c, _i237_points, _i238_t, _i239_r;
  _i226__i220_out = [];
  for (let _i227__i221_seat_ = 0, _end1 = g.players; _i227__i221_seat_ < _end1; _i227__i221_seat_++) {
    _i227__i221_seat = _i227__i221_seat_;
    if ((!s["out"][_i227__i221_seat])) {
      _i226__i220_out.push(_i227__i221_seat);
    }
  }
  _i222_seated = _i226__i220_out;
  _i223_most = 0;
  for (_i224_seat of _i222_seated) {
    _i223_most = Math.max(_i223_most, s["treasure"][_i224_seat]);
  }
  _i225_best = [];
  for (_i224_seat of _i222_seated) {
    if (((_i223_most > 0) && (s["treasure"][_i224_seat] === _i223_most))) {
      _i225_best.push(_i224_seat);
    }
  }
  if (((_len(_i225_best) > 1) && g.o[13])) {
    bonus = [];
  } else if (((_len(_i225_best) > 1) && g.o[12])) {
    bonus = _i225_best;
  } else {
    bonus = _i225_best;
  }
  out = [];
  for (let seat_ = 0, _end2 = g.players; seat_ < _end2; seat_++) {
    seat = seat_;
    if (s["out"][seat]) {
      out.push(0);
    } else if ((bonus.includes(seat))) {
      _i228_guild = s["guilds"][seat];
      _i229_total = 0;
      for (_i230_c of C_COLOURS) {
        _i231_points = 0;
        for (_i232_t of s["stacks"][seat][_i230_c]) {
          _i231_points += C_TILE_VALUE[_i232_t];
        }
        if ((_i230_c === _i228_guild)) {
          _i229_total -= _i231_points;
        } else {
          _i229_total += _i231_points;
        }
      }
      _i233_r = _i229_total;
      out.push((_i233_r + C_TREASURE_BONUS));
    } else {
      _i234_guild = s["guilds"][seat];
      _i235_total = 0;
      for (_i236_c of C_COLOURS) {
        _i237_points = 0;
        for (_i238_t of s["stacks"][seat][_i236_c]) {
          _i237_points += C_TILE_VALUE[_i238_t];
        }
        if ((_i236_c === _i234_guild)) {
          _i235_total -= _i237_points;
        } else {
          _i235_total += _i237_points;
        }
      }
      _i239_r = _i235_total;
      out.push(_i239_r);
    }
  }
  return out;
}
function scores_json(g, s) {
  if ((s["phase"] === "over")) {
    return scores(g, s);
  }
  return null;
}
// end rule score.values

// rule score.treasure-bonus: Treasure bonus
// spec: rulespecs/dragon_keeper.yaml:1483
// cite ja: "さらに、最も多くの財宝トークンを保有しているプレイヤーは+2点のボーナス点を得ます"
function bonus_seats(g, s) {
  let seated, most, seat, best, _i220_out, _i221_seat;
  _i220_out = [];
  for (let _i221_seat_ = 0, _end1 = g.players; _i221_seat_ < _end1; _i221_seat_++) {
    _i221_seat = _i221_seat_;
    if ((!s["out"][_i221_seat])) {
      _i220_out.push(_i221_seat);
    }
  }
  seated = _i220_out;
  most = 0;
  for (seat of seated) {
    most = Math.max(most, s["treasure"][seat]);
  }
  best = [];
  for (seat of seated) {
    if (((most > 0) && (s["treasure"][seat] === most))) {
      best.push(seat);
    }
  }
  if (((_len(best) > 1) && g.o[13])) {
    return [];
  }
  if (((_len(best) > 1) && g.o[12])) {
    return best;
  }
  return best;
}
// end rule score.treasure-bonus

// rule score.winner: Winner
// spec: rulespecs/dragon_keeper.yaml:1512
// cite ja: "そして、最も点数が高いプレイヤーが勝者となります。同点の場合は引き分けです。"
// cite ja: "そして、貢物を捧げた後に最も多くの得点を持っているプレイヤーはドラゴンの尊敬を得るでしょう"
function winners(g, s) {
  let out, sc, seated, best, seat, _i240_out, _i241_seat;
  out = [];
  if ((s["phase"] !== "over")) {
    return out;
  }
  sc = scores(g, s);
  _i240_out = [];
  for (let _i241_seat_ = 0, _end1 = g.players; _i241_seat_ < _end1; _i241_seat_++) {
    _i241_seat = _i241_seat_;
    if ((!s["out"][_i241_seat])) {
      _i240_out.push(_i241_seat);
    }
  }
  seated = _i240_out;
  if ((_len(seated) === 0)) {
    return out;
  }
  best = sc[seated[0]];
  for (seat of seated) {
    best = Math.max(best, sc[seat]);
  }
  for (seat of seated) {
    if ((sc[seat] === best)) {
      out.push(seat);
    }
  }
  return out;
}
function winners_json(g, s) {
  let _i242_out, _i243_sc, _i244_seated, _i245_best, _i246_seat, _i247__i240_out, _i248__i241_seat;
  if ((s["phase"] === "over")) {
    _i242_out = [];
    if ((s["phase"] !== "over")) {
      return _i242_out;
    }
    _i243_sc = scores(g, s);
    _i247__i240_out = [];
    for (let _i248__i241_seat_ = 0, _end1 = g.players; _i248__i241_seat_ < _end1; _i248__i241_seat_++) {
      _i248__i241_seat = _i248__i241_seat_;
      if ((!s["out"][_i248__i241_seat])) {
        _i247__i240_out.push(_i248__i241_seat);
      }
    }
    _i244_seated = _i247__i240_out;
    if ((_len(_i244_seated) === 0)) {
      return _i242_out;
    }
    _i245_best = _i243_sc[_i244_seated[0]];
    for (_i246_seat of _i244_seated) {
      _i245_best = Math.max(_i245_best, _i243_sc[_i246_seat]);
    }
    for (_i246_seat of _i244_seated) {
      if ((_i243_sc[_i246_seat] === _i245_best)) {
        _i242_out.push(_i246_seat);
      }
    }
    return _i242_out;
  }
  return null;
}
function returns(g, s) {
  let out, won, seat, _i249_out, _i250_sc, _i251_seated, _i252_best, _i253_seat, _i254__i240_out, _i255__i241_seat;
  out = [];
  _i249_out = [];
  if ((s["phase"] !== "over")) {
    won = _i249_out;
  } else {
    _i250_sc = scores(g, s);
    _i254__i240_out = [];
    for (let _i255__i241_seat_ = 0, _end1 = g.players; _i255__i241_seat_ < _end1; _i255__i241_seat_++) {
      _i255__i241_seat = _i255__i241_seat_;
      if ((!s["out"][_i255__i241_seat])) {
        _i254__i240_out.push(_i255__i241_seat);
      }
    }
    _i251_seated = _i254__i240_out;
    if ((_len(_i251_seated) === 0)) {
      won = _i249_out;
    } else {
      _i252_best = _i250_sc[_i251_seated[0]];
      for (_i253_seat of _i251_seated) {
        _i252_best = Math.max(_i252_best, _i250_sc[_i253_seat]);
      }
      for (_i253_seat of _i251_seated) {
        if ((_i250_sc[_i253_seat] === _i252_best)) {
          _i249_out.push(_i253_seat);
        }
      }
      won = _i249_out;
    }
  }
  for (let seat_ = 0, _end2 = g.players; seat_ < _end2; seat_++) {
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

// rule end.third-level: End of the game
// spec: rulespecs/dragon_keeper.yaml:1569
// cite ja: "最後のボード、3レベル目が終了した場合にゲームは終了します"
// cite ja: "第3レベルの終了時、プレイヤーはドラゴンへ貢物を捧げなければなりません"
// assumed: "The page never says what happens when eliminations leave one player or none; with one player left there is nobody to give tiles to, so the game ends and the survivors are scored."
function game_over_now(g, s, seated) {
  return ((s["level"] === C_LEVELS) || (_len(seated) < 2));
}
function game_end(g, s) {
  s["phase"] = "tribute";
  s["end"]["seat"] = (-1);
  next_tribute(g, s);
}
// end rule end.third-level

const _SEAT = {"take": seat_turn, "give": seat_turn, "action": seat_turn, "tribute": seat_end, "release": seat_end};
const _WHO = {"place": CHANCE, "guild": CHANCE, "start": CHANCE, "take": seat_turn, "give": seat_turn, "action": seat_turn, "tribute": seat_end, "release": seat_end, "over": TERMINAL};
const _CHANCE_PHASES = ["place", "guild", "start"];
const _TERMINAL_PHASES = ["over"];
// per phase: its candidates (legal strings with weights)
const _STR0 = {"blue-1": "place blue-1", "blue-1-passage": "place blue-1-passage", "blue-2": "place blue-2", "blue-2-release": "place blue-2-release", "blue-3": "place blue-3", "blue-3-exchange": "place blue-3-exchange", "blue-4": "place blue-4", "blue-4-trap": "place blue-4-trap", "blue-5": "place blue-5", "green-1": "place green-1", "green-1-passage": "place green-1-passage", "green-2": "place green-2", "green-2-release": "place green-2-release", "green-3": "place green-3", "green-3-exchange": "place green-3-exchange", "green-4": "place green-4", "green-4-trap": "place green-4-trap", "green-5": "place green-5", "purple-1": "place purple-1", "purple-1-passage": "place purple-1-passage", "purple-2": "place purple-2", "purple-2-release": "place purple-2-release", "purple-3": "place purple-3", "purple-3-exchange": "place purple-3-exchange", "purple-4": "place purple-4", "purple-4-trap": "place purple-4-trap", "purple-5": "place purple-5", "red-2": "place red-2", "red-3": "place red-3", "red-4": "place red-4", "red-5": "place red-5", "red-6": "place red-6", "yellow-1": "place yellow-1", "yellow-1-passage": "place yellow-1-passage", "yellow-2": "place yellow-2", "yellow-2-release": "place yellow-2-release", "yellow-3": "place yellow-3", "yellow-3-exchange": "place yellow-3-exchange", "yellow-4": "place yellow-4", "yellow-4-trap": "place yellow-4-trap", "yellow-5": "place yellow-5"};
const _STR1 = {"blue": "guild blue", "yellow": "guild yellow", "green": "guild green", "purple": "guild purple"};
const _STR2 = {"0": "start 0", "1": "start 1", "2": "start 2", "3": "start 3"};
const _STR3 = {"a1": "take a1", "a2": "take a2", "a3": "take a3", "a4": "take a4", "a5": "take a5", "b1": "take b1", "b2": "take b2", "b3": "take b3", "b4": "take b4", "b5": "take b5", "c1": "take c1", "c2": "take c2", "c3": "take c3", "c4": "take c4", "c5": "take c5", "d1": "take d1", "d2": "take d2", "d3": "take d3", "d4": "take d4", "d5": "take d5", "e1": "take e1", "e2": "take e2", "e3": "take e3", "e4": "take e4", "e5": "take e5"};
const _STR4 = {"a1": "give a1", "a2": "give a2", "a3": "give a3", "a4": "give a4", "a5": "give a5", "b1": "give b1", "b2": "give b2", "b3": "give b3", "b4": "give b4", "b5": "give b5", "c1": "give c1", "c2": "give c2", "c3": "give c3", "c4": "give c4", "c5": "give c5", "d1": "give d1", "d2": "give d2", "d3": "give d3", "d4": "give d4", "d5": "give d5", "e1": "give e1", "e2": "give e2", "e3": "give e3", "e4": "give e4", "e5": "give e5"};
const _STR5 = {"a1": "passage a1", "a2": "passage a2", "a3": "passage a3", "a4": "passage a4", "a5": "passage a5", "b1": "passage b1", "b2": "passage b2", "b3": "passage b3", "b4": "passage b4", "b5": "passage b5", "c1": "passage c1", "c2": "passage c2", "c3": "passage c3", "c4": "passage c4", "c5": "passage c5", "d1": "passage d1", "d2": "passage d2", "d3": "passage d3", "d4": "passage d4", "d5": "passage d5", "e1": "passage e1", "e2": "passage e2", "e3": "passage e3", "e4": "passage e4", "e5": "passage e5"};
const _STR6 = {"0": {"red": "exchange 0 red", "blue": "exchange 0 blue", "yellow": "exchange 0 yellow", "green": "exchange 0 green", "purple": "exchange 0 purple"}, "1": {"red": "exchange 1 red", "blue": "exchange 1 blue", "yellow": "exchange 1 yellow", "green": "exchange 1 green", "purple": "exchange 1 purple"}, "2": {"red": "exchange 2 red", "blue": "exchange 2 blue", "yellow": "exchange 2 yellow", "green": "exchange 2 green", "purple": "exchange 2 purple"}, "3": {"red": "exchange 3 red", "blue": "exchange 3 blue", "yellow": "exchange 3 yellow", "green": "exchange 3 green", "purple": "exchange 3 purple"}};
const _STR7 = {"a1": "trap a1", "a2": "trap a2", "a3": "trap a3", "a4": "trap a4", "a5": "trap a5", "b1": "trap b1", "b2": "trap b2", "b3": "trap b3", "b4": "trap b4", "b5": "trap b5", "c1": "trap c1", "c2": "trap c2", "c3": "trap c3", "c4": "trap c4", "c5": "trap c5", "d1": "trap d1", "d2": "trap d2", "d3": "trap d3", "d4": "trap d4", "d5": "trap d5", "e1": "trap e1", "e2": "trap e2", "e3": "trap e3", "e4": "trap e4", "e5": "trap e5"};
const _STR9 = {"red": "tribute red", "blue": "tribute blue", "yellow": "tribute yellow", "green": "tribute green", "purple": "tribute purple"};
const _STR10 = {"blue-1": "release blue-1", "blue-1-passage": "release blue-1-passage", "blue-2": "release blue-2", "blue-2-release": "release blue-2-release", "blue-3": "release blue-3", "blue-3-exchange": "release blue-3-exchange", "blue-4": "release blue-4", "blue-4-trap": "release blue-4-trap", "blue-5": "release blue-5", "green-1": "release green-1", "green-1-passage": "release green-1-passage", "green-2": "release green-2", "green-2-release": "release green-2-release", "green-3": "release green-3", "green-3-exchange": "release green-3-exchange", "green-4": "release green-4", "green-4-trap": "release green-4-trap", "green-5": "release green-5", "purple-1": "release purple-1", "purple-1-passage": "release purple-1-passage", "purple-2": "release purple-2", "purple-2-release": "release purple-2-release", "purple-3": "release purple-3", "purple-3-exchange": "release purple-3-exchange", "purple-4": "release purple-4", "purple-4-trap": "release purple-4-trap", "purple-5": "release purple-5", "red-2": "release red-2", "red-3": "release red-3", "red-4": "release red-4", "red-5": "release red-5", "red-6": "release red-6", "yellow-1": "release yellow-1", "yellow-1-passage": "release yellow-1-passage", "yellow-2": "release yellow-2", "yellow-2-release": "release yellow-2-release", "yellow-3": "release yellow-3", "yellow-3-exchange": "release yellow-3-exchange", "yellow-4": "release yellow-4", "yellow-4-trap": "release yellow-4-trap", "yellow-5": "release yellow-5", "red-1-stairs1": "release red-1-stairs1", "red-1-stairs2": "release red-1-stairs2"};
const _DOM0_0 = ["blue-1", "blue-1-passage", "blue-2", "blue-2-release", "blue-3", "blue-3-exchange", "blue-4", "blue-4-trap", "blue-5", "green-1", "green-1-passage", "green-2", "green-2-release", "green-3", "green-3-exchange", "green-4", "green-4-trap", "green-5", "purple-1", "purple-1-passage", "purple-2", "purple-2-release", "purple-3", "purple-3-exchange", "purple-4", "purple-4-trap", "purple-5", "red-2", "red-3", "red-4", "red-5", "red-6", "yellow-1", "yellow-1-passage", "yellow-2", "yellow-2-release", "yellow-3", "yellow-3-exchange", "yellow-4", "yellow-4-trap", "yellow-5"];
function _list0_0(g, d, out) {
  let a_t, w0;
  for (a_t of _DOM0_0) {
    w0 = d["left"][a_t];
    if ((w0 > 0)) {
      out.push([_STR0[a_t], w0]);
    }
  }
}
const _DOM1_0 = ["blue", "green", "purple", "yellow"];
function _list1_1(g, d, out) {
  let a_c, w1;
  for (a_c of _DOM1_0) {
    if ((_has(d["guilds"], a_c))) {
      w1 = 0;
    } else {
      w1 = 1;
    }
    if ((w1 > 0)) {
      out.push([_STR1[a_c], w1]);
    }
  }
}
function _list2_2(g, d, out) {
  let a_seat, w2, _i314_out, _i315_seat, _i316_r;
  _i314_out = [];
  for (let _i315_seat_ = 0, _end1 = g.players; _i315_seat_ < _end1; _i315_seat_++) {
    _i315_seat = _i315_seat_;
    _i314_out.push(_i315_seat);
  }
  _i316_r = _i314_out;
  for (a_seat of _i316_r) {
    w2 = 1;
    if ((w2 > 0)) {
      out.push([_STR2[a_seat], w2]);
    }
  }
  if (out.length > 1) _isortPairs(out);
}
function _list3_3(g, d, out) {
  let a_c, _i317__i21_cells, _i318__i22_b, _i319__i23_here, _i320__i24_full, _i321__i25_c, _i322__i26_near, _i323__i27_pos, _i324__i28_before, _i325__i29_after, _i326__i30_k, _i327_r;
  _i317__i21_cells = C_ROW_LINE[d["dragon"]];
  _i318__i22_b = d["boards"][C_LEVEL_KEYS[(d["level"] - 1)]];
  _i319__i23_here = d["dragon"];
  _i320__i24_full = [];
  for (_i321__i25_c of _i317__i21_cells) {
    if (((_i321__i25_c !== _i319__i23_here) && (Object.hasOwn(_i318__i22_b, _i321__i25_c)))) {
      _i320__i24_full.push(_i321__i25_c);
    }
  }
  if (g.o[2]) {
    _i327_r = _i320__i24_full;
  } else {
    _i322__i26_near = [];
    if (g.o[3]) {
      _i323__i27_pos = _index(_i317__i21_cells, _i319__i23_here);
      _i324__i28_before = null;
      _i325__i29_after = null;
      for (_i321__i25_c of _i320__i24_full) {
        _i326__i30_k = _index(_i317__i21_cells, _i321__i25_c);
        if ((_i326__i30_k < _i323__i27_pos)) {
          _i324__i28_before = _i321__i25_c;
        } else if (((_i326__i30_k > _i323__i27_pos) && (_i325__i29_after === null))) {
          _i325__i29_after = _i321__i25_c;
        }
      }
      if ((_i324__i28_before !== null)) {
        _i322__i26_near.push(_i324__i28_before);
      }
      if ((_i325__i29_after !== null)) {
        _i322__i26_near.push(_i325__i29_after);
      }
    }
    _i327_r = _i322__i26_near;
  }
  for (a_c of _i327_r) {
    out.push(_STR3[a_c]);
  }
  if (out.length > 1) _isort(out);
}
function _list4_4(g, d, out) {
  let a_c, _i328__i5_cells, _i329__i6_b, _i330__i7_here, _i331__i8_full, _i332__i9_c, _i333__i10_near, _i334__i11_pos, _i335__i12_before, _i336__i13_after, _i337__i14_k, _i338_r;
  _i328__i5_cells = C_COL_LINE[d["dragon"]];
  _i329__i6_b = d["boards"][C_LEVEL_KEYS[(d["level"] - 1)]];
  _i330__i7_here = d["dragon"];
  _i331__i8_full = [];
  for (_i332__i9_c of _i328__i5_cells) {
    if (((_i332__i9_c !== _i330__i7_here) && (Object.hasOwn(_i329__i6_b, _i332__i9_c)))) {
      _i331__i8_full.push(_i332__i9_c);
    }
  }
  if (g.o[2]) {
    _i338_r = _i331__i8_full;
  } else {
    _i333__i10_near = [];
    if (g.o[3]) {
      _i334__i11_pos = _index(_i328__i5_cells, _i330__i7_here);
      _i335__i12_before = null;
      _i336__i13_after = null;
      for (_i332__i9_c of _i331__i8_full) {
        _i337__i14_k = _index(_i328__i5_cells, _i332__i9_c);
        if ((_i337__i14_k < _i334__i11_pos)) {
          _i335__i12_before = _i332__i9_c;
        } else if (((_i337__i14_k > _i334__i11_pos) && (_i336__i13_after === null))) {
          _i336__i13_after = _i332__i9_c;
        }
      }
      if ((_i335__i12_before !== null)) {
        _i333__i10_near.push(_i335__i12_before);
      }
      if ((_i336__i13_after !== null)) {
        _i333__i10_near.push(_i336__i13_after);
      }
    }
    _i338_r = _i333__i10_near;
  }
  for (a_c of _i338_r) {
    out.push(_STR4[a_c]);
  }
  if (out.length > 1) _isort(out);
}
function _list5_6(g, d, out) {
  let a_seat, a_c, _i339_out, _i340_c, _i341_r, _i342_out, _i343_seat, _i344__i176_out, _i345__i177_seat, _i346__i178_r, _i347__i179_a, _i348__i180_r, _i349_r;
  _i342_out = [];
  _i347__i179_a = d["this_turn"]["action"];
  if ((_i347__i179_a === null)) {
    _i348__i180_r = "";
  } else {
    _i348__i180_r = C_TILE_SPECIAL[_i347__i179_a];
  }
  if ((_i348__i180_r === "exchange")) {
    _i344__i176_out = [];
    for (let _i345__i177_seat_ = 0, _end1 = g.players; _i345__i177_seat_ < _end1; _i345__i177_seat_++) {
      _i345__i177_seat = _i345__i177_seat_;
      if ((!d["out"][_i345__i177_seat])) {
        _i344__i176_out.push(_i345__i177_seat);
      }
    }
    _i346__i178_r = _i344__i176_out;
    for (_i343_seat of _i346__i178_r) {
      if ((_i343_seat !== d["turn"])) {
        _i342_out.push(_i343_seat);
      }
    }
  }
  _i349_r = _i342_out;
  for (a_seat of _i349_r) {
    _i339_out = [];
    for (_i340_c of C_COLOURS) {
      if ((_len(d["stacks"][a_seat][_i340_c]) > 0)) {
        _i339_out.push(_i340_c);
      }
    }
    _i341_r = _i339_out;
    for (a_c of _i341_r) {
      out.push(_STR6[a_seat][a_c]);
    }
  }
  if (out.length > 1) _isort(out);
}
function _list5_5(g, d, out) {
  let a_c, _i350__i156__i21_cells, _i351__i157__i22_b, _i352__i158__i23_here, _i353__i159__i24_full, _i354__i160__i25_c, _i355__i161__i26_near, _i356__i162__i27_pos, _i357__i163__i28_before, _i358__i164__i29_after, _i359__i165__i30_k, _i360__i166_a, _i361__i167_r, _i362_r;
  _i360__i166_a = d["this_turn"]["action"];
  if ((_i360__i166_a === null)) {
    _i361__i167_r = "";
  } else {
    _i361__i167_r = C_TILE_SPECIAL[_i360__i166_a];
  }
  if ((_i361__i167_r === "passage")) {
    _i350__i156__i21_cells = C_ROW_LINE[d["dragon"]];
    _i351__i157__i22_b = d["boards"][C_LEVEL_KEYS[(d["level"] - 1)]];
    _i352__i158__i23_here = d["dragon"];
    _i353__i159__i24_full = [];
    for (_i354__i160__i25_c of _i350__i156__i21_cells) {
      if (((_i354__i160__i25_c !== _i352__i158__i23_here) && (Object.hasOwn(_i351__i157__i22_b, _i354__i160__i25_c)))) {
        _i353__i159__i24_full.push(_i354__i160__i25_c);
      }
    }
    if (g.o[2]) {
      _i362_r = _i353__i159__i24_full;
    } else {
      _i355__i161__i26_near = [];
      if (g.o[3]) {
        _i356__i162__i27_pos = _index(_i350__i156__i21_cells, _i352__i158__i23_here);
        _i357__i163__i28_before = null;
        _i358__i164__i29_after = null;
        for (_i354__i160__i25_c of _i353__i159__i24_full) {
          _i359__i165__i30_k = _index(_i350__i156__i21_cells, _i354__i160__i25_c);
          if ((_i359__i165__i30_k < _i356__i162__i27_pos)) {
            _i357__i163__i28_before = _i354__i160__i25_c;
          } else if (((_i359__i165__i30_k > _i356__i162__i27_pos) && (_i358__i164__i29_after === null))) {
            _i358__i164__i29_after = _i354__i160__i25_c;
          }
        }
        if ((_i357__i163__i28_before !== null)) {
          _i355__i161__i26_near.push(_i357__i163__i28_before);
        }
        if ((_i358__i164__i29_after !== null)) {
          _i355__i161__i26_near.push(_i358__i164__i29_after);
        }
      }
      _i362_r = _i355__i161__i26_near;
    }
  } else {
    _i362_r = [];
  }
  for (a_c of _i362_r) {
    out.push(_STR5[a_c]);
  }
  if (out.length > 1) _isort(out);
}
function _list5_8(g, d, out) {
  out.push("skip");
}
function _list5_7(g, d, out) {
  let a_c, _i363_out, _i364_b, _i365_c, _i366__i196_a, _i367__i197_r, _i368_r;
  _i363_out = [];
  _i366__i196_a = d["this_turn"]["action"];
  if ((_i366__i196_a === null)) {
    _i367__i197_r = "";
  } else {
    _i367__i197_r = C_TILE_SPECIAL[_i366__i196_a];
  }
  if ((_i367__i197_r === "trap")) {
    _i364_b = d["boards"][C_LEVEL_KEYS[(d["level"] - 1)]];
    for (_i365_c of C_CELLS) {
      if ((Object.hasOwn(_i364_b, _i365_c))) {
        _i363_out.push(_i365_c);
      }
    }
  }
  _i368_r = _i363_out;
  for (a_c of _i368_r) {
    out.push(_STR7[a_c]);
  }
  if (out.length > 1) _isort(out);
}
function _list6_9(g, d, out) {
  let a_c, _i369__i15_seat, _i370__i16_guild, _i371__i17_out, _i372__i18_most, _i373__i19_c, _i374__i20_k, _i375_r;
  _i369__i15_seat = d["end"]["seat"];
  _i370__i16_guild = d["guilds"][_i369__i15_seat];
  _i371__i17_out = [];
  _i372__i18_most = 0;
  for (_i373__i19_c of C_COLOURS) {
    _i374__i20_k = _len(d["stacks"][_i369__i15_seat][_i373__i19_c]);
    if (((_i373__i19_c !== _i370__i16_guild) && (_i374__i20_k > 0))) {
      if ((_i374__i20_k > _i372__i18_most)) {
        _i372__i18_most = _i374__i20_k;
        _i371__i17_out = [_i373__i19_c];
      } else if ((_i374__i20_k === _i372__i18_most)) {
        _i371__i17_out.push(_i373__i19_c);
      }
    }
  }
  _i375_r = _i371__i17_out;
  for (a_c of _i375_r) {
    out.push(_STR9[a_c]);
  }
  if (out.length > 1) _isort(out);
}
function _list7_10(g, d, out) {
  let a_t, _i376_seat, _i377_out, _i378_t, _i379_r;
  _i376_seat = d["end"]["seat"];
  _i377_out = [];
  for (_i378_t of d["stacks"][_i376_seat][d["guilds"][_i376_seat]]) {
    if ((!_i377_out.includes(_i378_t))) {
      _i377_out.push(_i378_t);
    }
  }
  _i379_r = _i377_out;
  for (a_t of _i379_r) {
    out.push(_STR10[a_t]);
  }
}
function _list7_11(g, d, out) {
  out.push("release done");
  if (out.length > 1) _isort(out);
}
const _LIST = {"place": [_list0_0], "guild": [_list1_1], "start": [_list2_2], "take": [_list3_3], "give": [_list4_4], "action": [_list5_6, _list5_5, _list5_8, _list5_7], "tribute": [_list6_9], "release": [_list7_10, _list7_11]};
const _STATIC = new Set(["start"]);  // phases listing alike in every state of a Game
const _APPLY_FN = [do_place, deal_guild, start_turn, do_take, do_give, do_passage, do_exchange, do_trap, after_action, do_tribute, do_release, release_done];
const _DERIVED = {"winners": winners_json, "scores": scores_json};
const _KEYS = [["game", null], ["players", null], ["options", null], ["phase", ["enum", ["place", "guild", "start", "take", "give", "action", "tribute", "release", "over"]]], ["level", ["int"]], ["turn", ["int"]], ["boards", ["dict", ["1", "2", "3"], ["dict", ["a1", "a2", "a3", "a4", "a5", "b1", "b2", "b3", "b4", "b5", "c1", "c2", "c3", "c4", "c5", "d1", "d2", "d3", "d4", "d5", "e1", "e2", "e3", "e4", "e5"], ["enum", ["blue-1", "blue-1-passage", "blue-2", "blue-2-release", "blue-3", "blue-3-exchange", "blue-4", "blue-4-trap", "blue-5", "green-1", "green-1-passage", "green-2", "green-2-release", "green-3", "green-3-exchange", "green-4", "green-4-trap", "green-5", "purple-1", "purple-1-passage", "purple-2", "purple-2-release", "purple-3", "purple-3-exchange", "purple-4", "purple-4-trap", "purple-5", "red-2", "red-3", "red-4", "red-5", "red-6", "yellow-1", "yellow-1-passage", "yellow-2", "yellow-2-release", "yellow-3", "yellow-3-exchange", "yellow-4", "yellow-4-trap", "yellow-5", "red-1-stairs1", "red-1-stairs2"]]]]], ["dragon", ["enum", ["a1", "a2", "a3", "a4", "a5", "b1", "b2", "b3", "b4", "b5", "c1", "c2", "c3", "c4", "c5", "d1", "d2", "d3", "d4", "d5", "e1", "e2", "e3", "e4", "e5"]]], ["guilds", ["list", ["opt", ["enum", ["red", "blue", "yellow", "green", "purple"]]]]], ["stacks", ["list", ["dict", ["red", "blue", "yellow", "green", "purple"], ["list", ["enum", ["blue-1", "blue-1-passage", "blue-2", "blue-2-release", "blue-3", "blue-3-exchange", "blue-4", "blue-4-trap", "blue-5", "green-1", "green-1-passage", "green-2", "green-2-release", "green-3", "green-3-exchange", "green-4", "green-4-trap", "green-5", "purple-1", "purple-1-passage", "purple-2", "purple-2-release", "purple-3", "purple-3-exchange", "purple-4", "purple-4-trap", "purple-5", "red-2", "red-3", "red-4", "red-5", "red-6", "yellow-1", "yellow-1-passage", "yellow-2", "yellow-2-release", "yellow-3", "yellow-3-exchange", "yellow-4", "yellow-4-trap", "yellow-5", "red-1-stairs1", "red-1-stairs2"]]]]]], ["treasure", ["list", ["int"]]], ["stock", ["int"]], ["out", ["list", ["bool"]]], ["discarded", ["list", ["enum", ["blue-1", "blue-1-passage", "blue-2", "blue-2-release", "blue-3", "blue-3-exchange", "blue-4", "blue-4-trap", "blue-5", "green-1", "green-1-passage", "green-2", "green-2-release", "green-3", "green-3-exchange", "green-4", "green-4-trap", "green-5", "purple-1", "purple-1-passage", "purple-2", "purple-2-release", "purple-3", "purple-3-exchange", "purple-4", "purple-4-trap", "purple-5", "red-2", "red-3", "red-4", "red-5", "red-6", "yellow-1", "yellow-1-passage", "yellow-2", "yellow-2-release", "yellow-3", "yellow-3-exchange", "yellow-4", "yellow-4-trap", "yellow-5", "red-1-stairs1", "red-1-stairs2"]]]], ["boxed", ["list", ["enum", ["blue-1", "blue-1-passage", "blue-2", "blue-2-release", "blue-3", "blue-3-exchange", "blue-4", "blue-4-trap", "blue-5", "green-1", "green-1-passage", "green-2", "green-2-release", "green-3", "green-3-exchange", "green-4", "green-4-trap", "green-5", "purple-1", "purple-1-passage", "purple-2", "purple-2-release", "purple-3", "purple-3-exchange", "purple-4", "purple-4-trap", "purple-5", "red-2", "red-3", "red-4", "red-5", "red-6", "yellow-1", "yellow-1-passage", "yellow-2", "yellow-2-release", "yellow-3", "yellow-3-exchange", "yellow-4", "yellow-4-trap", "yellow-5", "red-1-stairs1", "red-1-stairs2"]]]], ["this_turn", ["rec", [["taken", ["opt", ["enum", ["blue-1", "blue-1-passage", "blue-2", "blue-2-release", "blue-3", "blue-3-exchange", "blue-4", "blue-4-trap", "blue-5", "green-1", "green-1-passage", "green-2", "green-2-release", "green-3", "green-3-exchange", "green-4", "green-4-trap", "green-5", "purple-1", "purple-1-passage", "purple-2", "purple-2-release", "purple-3", "purple-3-exchange", "purple-4", "purple-4-trap", "purple-5", "red-2", "red-3", "red-4", "red-5", "red-6", "yellow-1", "yellow-1-passage", "yellow-2", "yellow-2-release", "yellow-3", "yellow-3-exchange", "yellow-4", "yellow-4-trap", "yellow-5", "red-1-stairs1", "red-1-stairs2"]]]], ["action", ["opt", ["enum", ["blue-1", "blue-1-passage", "blue-2", "blue-2-release", "blue-3", "blue-3-exchange", "blue-4", "blue-4-trap", "blue-5", "green-1", "green-1-passage", "green-2", "green-2-release", "green-3", "green-3-exchange", "green-4", "green-4-trap", "green-5", "purple-1", "purple-1-passage", "purple-2", "purple-2-release", "purple-3", "purple-3-exchange", "purple-4", "purple-4-trap", "purple-5", "red-2", "red-3", "red-4", "red-5", "red-6", "yellow-1", "yellow-1-passage", "yellow-2", "yellow-2-release", "yellow-3", "yellow-3-exchange", "yellow-4", "yellow-4-trap", "yellow-5", "red-1-stairs1", "red-1-stairs2"]]]], ["chained", ["bool"]], ["after", ["opt", ["enum", ["give", "end"]]]]]]], ["last_tile", ["rec", [["remover", ["opt", ["int"]]], ["receiver", ["opt", ["int"]]]]]], ["end", ["rec", [["seat", ["opt", ["int"]]], ["releases", ["list", ["int"]]]]]], ["winners", ["opt", ["list", ["int"]]]], ["scores", ["opt", ["list", ["int"]]]]];
const _CHECKED = ["winners", "scores"];
const _KEY_DESC = Object.fromEntries(_KEYS);
const _GAME_FIELDS = [];
const _INVARIANTS = [check_shape, check_reachable];
const _LOAD = normalise;
const _INIT = init, _SCORES = scores, _RETURNS = returns;
const _OBSERVE = [{"key": "guilds", "show": "own-only"}];
const _PHASE_FIELD = "phase";
export const PHASES = ["place", "guild", "start", "take", "give", "action", "tribute", "release", "over"];
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
export const ACTIONS = Object.freeze(["exchange 0 blue", "exchange 0 green", "exchange 0 purple", "exchange 0 red", "exchange 0 yellow", "exchange 1 blue", "exchange 1 green", "exchange 1 purple", "exchange 1 red", "exchange 1 yellow", "exchange 2 blue", "exchange 2 green", "exchange 2 purple", "exchange 2 red", "exchange 2 yellow", "exchange 3 blue", "exchange 3 green", "exchange 3 purple", "exchange 3 red", "exchange 3 yellow", "give a1", "give a2", "give a3", "give a4", "give a5", "give b1", "give b2", "give b3", "give b4", "give b5", "give c1", "give c2", "give c3", "give c4", "give c5", "give d1", "give d2", "give d3", "give d4", "give d5", "give e1", "give e2", "give e3", "give e4", "give e5", "passage a1", "passage a2", "passage a3", "passage a4", "passage a5", "passage b1", "passage b2", "passage b3", "passage b4", "passage b5", "passage c1", "passage c2", "passage c3", "passage c4", "passage c5", "passage d1", "passage d2", "passage d3", "passage d4", "passage d5", "passage e1", "passage e2", "passage e3", "passage e4", "passage e5", "release blue-1", "release blue-1-passage", "release blue-2", "release blue-2-release", "release blue-3", "release blue-3-exchange", "release blue-4", "release blue-4-trap", "release blue-5", "release done", "release green-1", "release green-1-passage", "release green-2", "release green-2-release", "release green-3", "release green-3-exchange", "release green-4", "release green-4-trap", "release green-5", "release purple-1", "release purple-1-passage", "release purple-2", "release purple-2-release", "release purple-3", "release purple-3-exchange", "release purple-4", "release purple-4-trap", "release purple-5", "release red-1-stairs1", "release red-1-stairs2", "release red-2", "release red-3", "release red-4", "release red-5", "release red-6", "release yellow-1", "release yellow-1-passage", "release yellow-2", "release yellow-2-release", "release yellow-3", "release yellow-3-exchange", "release yellow-4", "release yellow-4-trap", "release yellow-5", "skip", "take a1", "take a2", "take a3", "take a4", "take a5", "take b1", "take b2", "take b3", "take b4", "take b5", "take c1", "take c2", "take c3", "take c4", "take c5", "take d1", "take d2", "take d3", "take d4", "take d5", "take e1", "take e2", "take e3", "take e4", "take e5", "trap a1", "trap a2", "trap a3", "trap a4", "trap a5", "trap b1", "trap b2", "trap b3", "trap b4", "trap b5", "trap c1", "trap c2", "trap c3", "trap c4", "trap c5", "trap d1", "trap d2", "trap d3", "trap d4", "trap d5", "trap e1", "trap e2", "trap e3", "trap e4", "trap e5", "tribute blue", "tribute green", "tribute purple", "tribute red", "tribute yellow"]);
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
export const CHANCE_OUTCOMES = Object.freeze(["guild blue", "guild green", "guild purple", "guild yellow", "place blue-1", "place blue-1-passage", "place blue-2", "place blue-2-release", "place blue-3", "place blue-3-exchange", "place blue-4", "place blue-4-trap", "place blue-5", "place green-1", "place green-1-passage", "place green-2", "place green-2-release", "place green-3", "place green-3-exchange", "place green-4", "place green-4-trap", "place green-5", "place purple-1", "place purple-1-passage", "place purple-2", "place purple-2-release", "place purple-3", "place purple-3-exchange", "place purple-4", "place purple-4-trap", "place purple-5", "place red-2", "place red-3", "place red-4", "place red-5", "place red-6", "place yellow-1", "place yellow-1-passage", "place yellow-2", "place yellow-2-release", "place yellow-3", "place yellow-3-exchange", "place yellow-4", "place yellow-4-trap", "place yellow-5", "start 0", "start 1", "start 2", "start 3"]);
export const MAX_GAME_LENGTH = 250;
export const UNBOUNDED_OPTIONS = Object.freeze({});
export const MAX_CHANCE_OUTCOMES = CHANCE_OUTCOMES.length;
export const OPENSPIEL_TERMINAL = -4;
