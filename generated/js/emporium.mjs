// Emporium engine, compiled by rulestone from rulespecs/emporium.yaml (docs/rule-language.md).
// Do not edit: change the rule bodies in the spec and run `rulestone build`. No imports.

export const CHANCE = -1;
export const TERMINAL = -2;
export const GAME_ID = "emporium";
export const TITLES = {"ja": "エンポリウム", "zh-Hant": "恩波利恩(暫譯)", "en": "Emporium"};
export const OPTIONS = {"setup_polis": {"values": ["empty-polis", "explored-polis"], "default": "empty-polis"}, "reserve_drachma": {"values": ["returns", "spent"], "default": "returns"}, "reserve_limit": {"values": ["1", "2"], "default": "1"}, "forced_exploration_loot": {"values": ["no-loot", "loot"], "default": "no-loot"}, "history_deck_end": {"values": ["emptied", "draw-failed"], "default": "emptied"}};
export const SPEC_SHA256 = "da19a44e06e7df03648d365228f99b6962f8ef85db66a7fef8ec17bca4eae20f";
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
export const PLAYERS_MIN = MIN_PLAYERS, PLAYERS_MAX = MAX_PLAYERS;

const C_HISTORY_COUNT = 68;
const C_GOODS_COUNT = 14;
const C_PRESTIGE_COUNT = 18;
const C_START_COUNT = 4;
const C_DRACHMA_COUNT = 8;
const C_MAX_SEATS = 4;
const C_ACTION_CARDS = ["reserve", "history", "progress", "reserved", "explore"];
const C_PORT_SIZE = 4;
const C_RESERVE_MAX = 1;
const C_RESERVE_PENALTY = 3;
const C_EXPLORE_MAX = 4;
const C_FORCED_CARDS = 4;
const C_REALM_END = 18;
const C_REALM_WARNING = 17;
const C_START_DRACHMAS = 2;
const C_START_LOOT = ["", "", "unknown", "unknown", "unknown"];
const C_KINDS = ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"];
const C_KIND_DECK = ["history", "history", "history", "history", "progress", "progress", "start", "progress", "progress", "progress", "start", "history", "history", "history", "history", "history", "history", "history", "history"];
const C_KIND_TYPE = ["history", "history", "history", "history", "goods", "goods", "history", "prestige", "prestige", "prestige", "history", "history", "history", "history", "history", "history", "history", "history", "history"];
const C_KIND_COUNT = [8, 5, 8, 2, 7, 7, 2, 7, 7, 4, 2, 8, 5, 8, 2, 8, 5, 7, 2];
const C_KIND_POINTS = [1, 2, 0, 1, 1, 2, 0, 2, 3, 4, 0, 1, 2, 0, 1, 1, 2, 0, 1];
const C_KIND_MARKS = [0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 1, 0];
const C_KIND_PALAIAPOLIS = [false, false, false, true, false, false, false, false, false, false, false, false, false, false, true, false, false, false, true];
const C_START_KINDS = ["hoplites", "sophistes"];
const C_PHASES = ["draw", "act", "split", "over"];
const C_STEPS = ["port history", "port progress", "loot", "forced", "end"];
const C_SPLITS = [1, 2, 3];
function _mod(a, b) { const r = a % b; return r !== 0 && (r < 0) !== (b < 0) ? r + b : r; }
function _len(x) { return Array.isArray(x) ? x.length : Object.keys(x).length; }
function _pop(xs) { return xs.pop(); }
function _top(xs) { return xs[xs.length - 1]; }
// equality as Python's: by value for records, lists and dicts, which === compares by reference
function _eq(a, b) { return typeof b === "object" && b !== null ? _same(a, b) : a === b; }
function _has(xs, v) { return typeof v === "object" && v !== null ? xs.some((x) => _same(x, v)) : xs.includes(v); }
function _remove(xs, v) { const i = xs.findIndex((x) => _eq(x, v)); if (i < 0) throw new Error("remove: not in list"); xs.splice(i, 1); }
function _count(xs, v) { let n = 0; for (const x of xs) if (_eq(x, v)) n++; return n; }
function _index(xs, v) { const i = xs.findIndex((x) => _eq(x, v)); if (i < 0) throw new Error("index: not in list"); return i; }
function _copy(x) { return Array.isArray(x) ? x.slice() : { ...x }; }
function _sum(xs) { let n = 0; for (const x of xs) n += x; return n; }
function _cmp(a, b) { return a < b ? -1 : a > b ? 1 : 0; }
function _sorted(xs, num) { return xs.slice().sort(num ? (a, b) => a - b : _cmp); }
function _cset(c, k, v) { if (v) c[k] = v; else delete c[k]; }
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

const _ACTIONS = {"draw culture-1": [0, ["culture-1"]], "draw culture-2": [0, ["culture-2"]], "draw culture-explore": [0, ["culture-explore"]], "draw culture-palaiapolis": [0, ["culture-palaiapolis"]], "draw goods-1": [0, ["goods-1"]], "draw goods-2": [0, ["goods-2"]], "draw hoplites": [0, ["hoplites"]], "draw prestige-2": [0, ["prestige-2"]], "draw prestige-3": [0, ["prestige-3"]], "draw prestige-special": [0, ["prestige-special"]], "draw sophistes": [0, ["sophistes"]], "draw trade-1": [0, ["trade-1"]], "draw trade-2": [0, ["trade-2"]], "draw trade-explore": [0, ["trade-explore"]], "draw trade-palaiapolis": [0, ["trade-palaiapolis"]], "draw war-1": [0, ["war-1"]], "draw war-2": [0, ["war-2"]], "draw war-explore": [0, ["war-explore"]], "draw war-palaiapolis": [0, ["war-palaiapolis"]], "reserve culture-1": [1, ["culture-1"]], "reserve culture-2": [1, ["culture-2"]], "reserve culture-explore": [1, ["culture-explore"]], "reserve culture-palaiapolis": [1, ["culture-palaiapolis"]], "reserve goods-1": [1, ["goods-1"]], "reserve goods-2": [1, ["goods-2"]], "reserve hoplites": [1, ["hoplites"]], "reserve prestige-2": [1, ["prestige-2"]], "reserve prestige-3": [1, ["prestige-3"]], "reserve prestige-special": [1, ["prestige-special"]], "reserve sophistes": [1, ["sophistes"]], "reserve trade-1": [1, ["trade-1"]], "reserve trade-2": [1, ["trade-2"]], "reserve trade-explore": [1, ["trade-explore"]], "reserve trade-palaiapolis": [1, ["trade-palaiapolis"]], "reserve war-1": [1, ["war-1"]], "reserve war-2": [1, ["war-2"]], "reserve war-explore": [1, ["war-explore"]], "reserve war-palaiapolis": [1, ["war-palaiapolis"]], "history culture-1": [2, ["culture-1"]], "history culture-2": [2, ["culture-2"]], "history culture-explore": [2, ["culture-explore"]], "history culture-palaiapolis": [2, ["culture-palaiapolis"]], "history goods-1": [2, ["goods-1"]], "history goods-2": [2, ["goods-2"]], "history hoplites": [2, ["hoplites"]], "history prestige-2": [2, ["prestige-2"]], "history prestige-3": [2, ["prestige-3"]], "history prestige-special": [2, ["prestige-special"]], "history sophistes": [2, ["sophistes"]], "history trade-1": [2, ["trade-1"]], "history trade-2": [2, ["trade-2"]], "history trade-explore": [2, ["trade-explore"]], "history trade-palaiapolis": [2, ["trade-palaiapolis"]], "history war-1": [2, ["war-1"]], "history war-2": [2, ["war-2"]], "history war-explore": [2, ["war-explore"]], "history war-palaiapolis": [2, ["war-palaiapolis"]], "progress culture-1": [3, ["culture-1"]], "progress culture-2": [3, ["culture-2"]], "progress culture-explore": [3, ["culture-explore"]], "progress culture-palaiapolis": [3, ["culture-palaiapolis"]], "progress goods-1": [3, ["goods-1"]], "progress goods-2": [3, ["goods-2"]], "progress hoplites": [3, ["hoplites"]], "progress prestige-2": [3, ["prestige-2"]], "progress prestige-3": [3, ["prestige-3"]], "progress prestige-special": [3, ["prestige-special"]], "progress sophistes": [3, ["sophistes"]], "progress trade-1": [3, ["trade-1"]], "progress trade-2": [3, ["trade-2"]], "progress trade-explore": [3, ["trade-explore"]], "progress trade-palaiapolis": [3, ["trade-palaiapolis"]], "progress war-1": [3, ["war-1"]], "progress war-2": [3, ["war-2"]], "progress war-explore": [3, ["war-explore"]], "progress war-palaiapolis": [3, ["war-palaiapolis"]], "reserved culture-1": [4, ["culture-1"]], "reserved culture-2": [4, ["culture-2"]], "reserved culture-explore": [4, ["culture-explore"]], "reserved culture-palaiapolis": [4, ["culture-palaiapolis"]], "reserved goods-1": [4, ["goods-1"]], "reserved goods-2": [4, ["goods-2"]], "reserved hoplites": [4, ["hoplites"]], "reserved prestige-2": [4, ["prestige-2"]], "reserved prestige-3": [4, ["prestige-3"]], "reserved prestige-special": [4, ["prestige-special"]], "reserved sophistes": [4, ["sophistes"]], "reserved trade-1": [4, ["trade-1"]], "reserved trade-2": [4, ["trade-2"]], "reserved trade-explore": [4, ["trade-explore"]], "reserved trade-palaiapolis": [4, ["trade-palaiapolis"]], "reserved war-1": [4, ["war-1"]], "reserved war-2": [4, ["war-2"]], "reserved war-explore": [4, ["war-explore"]], "reserved war-palaiapolis": [4, ["war-palaiapolis"]], "discard culture-1 reserve": [6, ["culture-1", "reserve"]], "discard culture-1 history": [6, ["culture-1", "history"]], "discard culture-1 progress": [6, ["culture-1", "progress"]], "discard culture-1 reserved": [6, ["culture-1", "reserved"]], "discard culture-1 explore": [6, ["culture-1", "explore"]], "discard culture-2 reserve": [6, ["culture-2", "reserve"]], "discard culture-2 history": [6, ["culture-2", "history"]], "discard culture-2 progress": [6, ["culture-2", "progress"]], "discard culture-2 reserved": [6, ["culture-2", "reserved"]], "discard culture-2 explore": [6, ["culture-2", "explore"]], "discard culture-explore reserve": [6, ["culture-explore", "reserve"]], "discard culture-explore history": [6, ["culture-explore", "history"]], "discard culture-explore progress": [6, ["culture-explore", "progress"]], "discard culture-explore reserved": [6, ["culture-explore", "reserved"]], "discard culture-explore explore": [6, ["culture-explore", "explore"]], "discard culture-palaiapolis reserve": [6, ["culture-palaiapolis", "reserve"]], "discard culture-palaiapolis history": [6, ["culture-palaiapolis", "history"]], "discard culture-palaiapolis progress": [6, ["culture-palaiapolis", "progress"]], "discard culture-palaiapolis reserved": [6, ["culture-palaiapolis", "reserved"]], "discard culture-palaiapolis explore": [6, ["culture-palaiapolis", "explore"]], "discard goods-1 reserve": [6, ["goods-1", "reserve"]], "discard goods-1 history": [6, ["goods-1", "history"]], "discard goods-1 progress": [6, ["goods-1", "progress"]], "discard goods-1 reserved": [6, ["goods-1", "reserved"]], "discard goods-1 explore": [6, ["goods-1", "explore"]], "discard goods-2 reserve": [6, ["goods-2", "reserve"]], "discard goods-2 history": [6, ["goods-2", "history"]], "discard goods-2 progress": [6, ["goods-2", "progress"]], "discard goods-2 reserved": [6, ["goods-2", "reserved"]], "discard goods-2 explore": [6, ["goods-2", "explore"]], "discard hoplites reserve": [6, ["hoplites", "reserve"]], "discard hoplites history": [6, ["hoplites", "history"]], "discard hoplites progress": [6, ["hoplites", "progress"]], "discard hoplites reserved": [6, ["hoplites", "reserved"]], "discard hoplites explore": [6, ["hoplites", "explore"]], "discard prestige-2 reserve": [6, ["prestige-2", "reserve"]], "discard prestige-2 history": [6, ["prestige-2", "history"]], "discard prestige-2 progress": [6, ["prestige-2", "progress"]], "discard prestige-2 reserved": [6, ["prestige-2", "reserved"]], "discard prestige-2 explore": [6, ["prestige-2", "explore"]], "discard prestige-3 reserve": [6, ["prestige-3", "reserve"]], "discard prestige-3 history": [6, ["prestige-3", "history"]], "discard prestige-3 progress": [6, ["prestige-3", "progress"]], "discard prestige-3 reserved": [6, ["prestige-3", "reserved"]], "discard prestige-3 explore": [6, ["prestige-3", "explore"]], "discard prestige-special reserve": [6, ["prestige-special", "reserve"]], "discard prestige-special history": [6, ["prestige-special", "history"]], "discard prestige-special progress": [6, ["prestige-special", "progress"]], "discard prestige-special reserved": [6, ["prestige-special", "reserved"]], "discard prestige-special explore": [6, ["prestige-special", "explore"]], "discard sophistes reserve": [6, ["sophistes", "reserve"]], "discard sophistes history": [6, ["sophistes", "history"]], "discard sophistes progress": [6, ["sophistes", "progress"]], "discard sophistes reserved": [6, ["sophistes", "reserved"]], "discard sophistes explore": [6, ["sophistes", "explore"]], "discard trade-1 reserve": [6, ["trade-1", "reserve"]], "discard trade-1 history": [6, ["trade-1", "history"]], "discard trade-1 progress": [6, ["trade-1", "progress"]], "discard trade-1 reserved": [6, ["trade-1", "reserved"]], "discard trade-1 explore": [6, ["trade-1", "explore"]], "discard trade-2 reserve": [6, ["trade-2", "reserve"]], "discard trade-2 history": [6, ["trade-2", "history"]], "discard trade-2 progress": [6, ["trade-2", "progress"]], "discard trade-2 reserved": [6, ["trade-2", "reserved"]], "discard trade-2 explore": [6, ["trade-2", "explore"]], "discard trade-explore reserve": [6, ["trade-explore", "reserve"]], "discard trade-explore history": [6, ["trade-explore", "history"]], "discard trade-explore progress": [6, ["trade-explore", "progress"]], "discard trade-explore reserved": [6, ["trade-explore", "reserved"]], "discard trade-explore explore": [6, ["trade-explore", "explore"]], "discard trade-palaiapolis reserve": [6, ["trade-palaiapolis", "reserve"]], "discard trade-palaiapolis history": [6, ["trade-palaiapolis", "history"]], "discard trade-palaiapolis progress": [6, ["trade-palaiapolis", "progress"]], "discard trade-palaiapolis reserved": [6, ["trade-palaiapolis", "reserved"]], "discard trade-palaiapolis explore": [6, ["trade-palaiapolis", "explore"]], "discard war-1 reserve": [6, ["war-1", "reserve"]], "discard war-1 history": [6, ["war-1", "history"]], "discard war-1 progress": [6, ["war-1", "progress"]], "discard war-1 reserved": [6, ["war-1", "reserved"]], "discard war-1 explore": [6, ["war-1", "explore"]], "discard war-2 reserve": [6, ["war-2", "reserve"]], "discard war-2 history": [6, ["war-2", "history"]], "discard war-2 progress": [6, ["war-2", "progress"]], "discard war-2 reserved": [6, ["war-2", "reserved"]], "discard war-2 explore": [6, ["war-2", "explore"]], "discard war-explore reserve": [6, ["war-explore", "reserve"]], "discard war-explore history": [6, ["war-explore", "history"]], "discard war-explore progress": [6, ["war-explore", "progress"]], "discard war-explore reserved": [6, ["war-explore", "reserved"]], "discard war-explore explore": [6, ["war-explore", "explore"]], "discard war-palaiapolis reserve": [6, ["war-palaiapolis", "reserve"]], "discard war-palaiapolis history": [6, ["war-palaiapolis", "history"]], "discard war-palaiapolis progress": [6, ["war-palaiapolis", "progress"]], "discard war-palaiapolis reserved": [6, ["war-palaiapolis", "reserved"]], "discard war-palaiapolis explore": [6, ["war-palaiapolis", "explore"]], "pass reserve": [7, ["reserve"]], "pass history": [7, ["history"]], "pass progress": [7, ["progress"]], "pass reserved": [7, ["reserved"]], "pass explore": [7, ["explore"]], "split 1": [8, [1]], "split 2": [8, [2]], "split 3": [8, [3]]};
const _STATE = ["rec", [["phase", ["enum", ["draw", "act", "split", "over"]]], ["turn", ["int"]], ["round", ["int"]], ["markers", ["list", ["opt", ["enum", ["reserve", "history", "progress", "reserved", "explore"]]]]], ["decks", ["rec", [["history", ["counter", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"], ["int"]]], ["progress", ["counter", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"], ["int"]]]]]], ["port", ["list", ["enum", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"]]]], ["polis", ["list", ["enum", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"]]]], ["realms", ["list", ["list", ["enum", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"]]]]], ["reserved", ["list", ["list", ["enum", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"]]]]], ["loot", ["list", ["list", ["enum", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"]]]]], ["drachmas", ["list", ["int"]]], ["spent", ["int"]], ["removed", ["list", ["enum", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"]]]], ["pending", ["list", ["enum", ["port history", "port progress", "loot", "forced", "end"]]]], ["split", ["int"]], ["setup", ["bool"]], ["history_out", ["bool"]], ["announced", ["list", ["int"]]]]];

// rule setup.decks: The two decks
// spec: rulespecs/emporium.yaml:288
// external: "two decks: the history deck and the progress (development) deck made of prestige and goods cards"
// assumed: "The setup picture is missing; the two decks are named in the post ('歴史カードの山札', '発展カードの山札') and made up as the facts say. Every draw is a chance step of the engine (gap setup-missing)."
function init(g) {
  let s;
  s = {"phase": "draw", "turn": 0, "round": 1, "markers": no_markers(g), "decks": new_decks(g), "port": [], "polis": [], "realms": start_realms(g), "reserved": empty_hands(g), "loot": empty_hands(g), "drachmas": start_drachmas(g), "spent": 0, "removed": [], "pending": setup_steps(g), "split": 0, "setup": true, "history_out": false, "announced": [], "history_left": 0, "progress_left": 0};
  s["history_left"] = deck_size(g, s["decks"]["history"]);
  s["progress_left"] = deck_size(g, s["decks"]["progress"]);
  start_player(g, s);
  advance(g, s);
  return s;
}
function new_decks(g) {
  let d, k;
  d = {"history": {}, "progress": {}};
  for (k of C_KINDS) {
    if ((g.f_deck[k] === "history")) {
      _cset(d["history"], k, g.f_count[k]);
    } else if ((g.f_deck[k] === "progress")) {
      _cset(d["progress"], k, g.f_count[k]);
    }
  }
  return d;
}
function deck_size(g, c) {
  let n, k;
  n = 0;
  for (k of Object.keys(c)) {
    n += (c[k] ?? 0);
  }
  return n;
}
function empty_hands(g) {
  let out, i;
  out = [];
  for (let i_ = 0, _end1 = g.players; i_ < _end1; i_++) {
    i = i_;
    out.push([]);
  }
  return out;
}
function game_deck(g) {
  let out, i;
  out = {};
  for (let i_ = 0, _end1 = _len(C_KINDS); i_ < _end1; i_++) {
    i = i_;
    out[C_KINDS[i]] = C_KIND_DECK[i];
  }
  return out;
}
function game_type(g) {
  let out, i;
  out = {};
  for (let i_ = 0, _end1 = _len(C_KINDS); i_ < _end1; i_++) {
    i = i_;
    out[C_KINDS[i]] = C_KIND_TYPE[i];
  }
  return out;
}
function game_count(g) {
  let out, i;
  out = {};
  for (let i_ = 0, _end1 = _len(C_KINDS); i_ < _end1; i_++) {
    i = i_;
    out[C_KINDS[i]] = C_KIND_COUNT[i];
  }
  return out;
}
function game_points(g) {
  let out, i;
  out = {};
  for (let i_ = 0, _end1 = _len(C_KINDS); i_ < _end1; i_++) {
    i = i_;
    out[C_KINDS[i]] = C_KIND_POINTS[i];
  }
  return out;
}
function game_marks(g) {
  let out, i;
  out = {};
  for (let i_ = 0, _end1 = _len(C_KINDS); i_ < _end1; i_++) {
    i = i_;
    out[C_KINDS[i]] = C_KIND_MARKS[i];
  }
  return out;
}
function game_palaiapolis(g) {
  let out, i;
  out = {};
  for (let i_ = 0, _end1 = _len(C_KINDS); i_ < _end1; i_++) {
    i = i_;
    out[C_KINDS[i]] = C_KIND_PALAIAPOLIS[i];
  }
  return out;
}
function seat_turn(g, s) {
  return s["turn"];
}
function with_card(g, cards, k) {
  cards.push(k);
  return _sorted(cards, false);
}
function distinct(g, cards) {
  let out, k;
  out = [];
  for (k of cards) {
    if (((_len(out) === 0) || (_top(out) !== k))) {
      out.push(k);
    }
  }
  return out;
}
function draw_kinds(g, s) {
  let dk;
  dk = deck_for(g, s, s["pending"][0]);
  if ((dk === "history")) {
    return Object.keys(s["decks"]["history"]);
  }
  return Object.keys(s["decks"]["progress"]);
}
function draw_weight(g, s, k) {
  if ((deck_for(g, s, s["pending"][0]) === "history")) {
    return (s["decks"]["history"][k] ?? 0);
  }
  return (s["decks"]["progress"][k] ?? 0);
}
function do_draw(g, s, k) {
  let st, dk;
  st = pop_front(g, s["pending"]);
  dk = deck_for(g, s, st);
  if ((dk === "history")) {
    _cset(s["decks"]["history"], k, (s["decks"]["history"][k] ?? 0) - (1));
    s["history_left"] -= 1;
  } else {
    _cset(s["decks"]["progress"], k, (s["decks"]["progress"][k] ?? 0) - (1));
    s["progress_left"] -= 1;
  }
  if ((st === "loot")) {
    s["loot"][s["turn"]] = with_card(g, s["loot"][s["turn"]], k);
  } else {
    s["port"] = with_card(g, s["port"], k);
  }
  history_emptied(g, s, dk);
  advance(g, s);
}
function normalise(g, s) {
  let i;
  s["port"] = _sorted(s["port"], false);
  s["polis"] = _sorted(s["polis"], false);
  s["removed"] = _sorted(s["removed"], false);
  for (let i_ = 0, _end1 = _len(s["realms"]); i_ < _end1; i_++) {
    i = i_;
    s["realms"][i] = _sorted(s["realms"][i], false);
  }
  for (let i_ = 0, _end2 = _len(s["reserved"]); i_ < _end2; i_++) {
    i = i_;
    s["reserved"][i] = _sorted(s["reserved"][i], false);
  }
  for (let i_ = 0, _end3 = _len(s["loot"]); i_ < _end3; i_++) {
    i = i_;
    s["loot"][i] = _sorted(s["loot"][i], false);
  }
  s["history_left"] = deck_size(g, s["decks"]["history"]);
  s["progress_left"] = deck_size(g, s["decks"]["progress"]);
}
function check_shape(g, s) {
  let n, k, i, x, a;
  n = g.players;
  if (((s["turn"] < 0) || (s["turn"] >= n))) {
    return "turn: a seat expected";
  }
  if ((s["round"] < 1)) {
    return "round: a count from 1 expected";
  }
  if ((_len(s["markers"]) !== n)) {
    return "markers: one per seat";
  }
  for (k of Object.keys(s["decks"]["history"])) {
    if ((g.f_deck[k] !== "history")) {
      return ("decks.history." + String(k) + ": not a card of that deck");
    }
    if (((s["decks"]["history"][k] ?? 0) > g.f_count[k])) {
      return ("decks.history." + String(k) + ": a count 1 to " + String(g.f_count[k]) + " expected");
    }
  }
  for (k of Object.keys(s["decks"]["progress"])) {
    if ((g.f_deck[k] !== "progress")) {
      return ("decks.progress." + String(k) + ": not a card of that deck");
    }
    if (((s["decks"]["progress"][k] ?? 0) > g.f_count[k])) {
      return ("decks.progress." + String(k) + ": a count 1 to " + String(g.f_count[k]) + " expected");
    }
  }
  if ((_len(s["port"]) > C_PORT_SIZE)) {
    return ("port: at most " + String(C_PORT_SIZE) + " cards");
  }
  if ((_len(s["realms"]) !== n)) {
    return "realms: one per seat";
  }
  if ((_len(s["reserved"]) !== n)) {
    return "reserved: one per seat";
  }
  if ((_len(s["loot"]) !== n)) {
    return "loot: one per seat";
  }
  for (let i_ = 0, _end1 = n; i_ < _end1; i_++) {
    i = i_;
    if ((_len(s["reserved"][i]) > g.f_reserve_limit)) {
      return ("reserved[" + String(i) + "]: at most " + String(g.f_reserve_limit) + " cards");
    }
  }
  if ((_len(s["drachmas"]) !== n)) {
    return "drachmas: one per seat";
  }
  for (x of s["drachmas"]) {
    if (((x < 0) || (x > (C_START_DRACHMAS * n)))) {
      return "drachmas: a count per seat";
    }
  }
  if (((s["spent"] < 0) || (s["spent"] > (C_START_DRACHMAS * n)))) {
    return "spent: a count expected";
  }
  if (((s["split"] < 0) || (s["split"] > C_EXPLORE_MAX))) {
    return "split: a count expected";
  }
  for (let i_ = 0, _end2 = _len(s["announced"]); i_ < _end2; i_++) {
    i = i_;
    a = s["announced"][i];
    if (((a < 0) || (a >= n) || ((i > 0) && (s["announced"][(i - 1)] >= a)))) {
      return "announced: seats in order, each once";
    }
  }
  return "";
}
function step_rank(g, st) {
  if ((st === "loot")) {
    return 1;
  }
  if ((st === "forced")) {
    return 2;
  }
  if ((st === "end")) {
    return 3;
  }
  return 0;
}
function check_reachable(g, s) {
  let n, seen, k, why, r, i, own, held, a, forced_steps, ends, loots, rank, m;
  n = g.players;
  seen = {};
  for (k of Object.keys(s["decks"]["history"])) {
    seen[k] = ((seen[k] ?? 0) + (s["decks"]["history"][k] ?? 0));
    if ((seen[k] > g.f_count[k])) {
      return ("decks: more " + String(k) + " cards than the game has");
    }
  }
  for (k of Object.keys(s["decks"]["progress"])) {
    seen[k] = ((seen[k] ?? 0) + (s["decks"]["progress"][k] ?? 0));
    if ((seen[k] > g.f_count[k])) {
      return ("decks: more " + String(k) + " cards than the game has");
    }
  }
  why = count_cards(g, seen, "port", s["port"]);
  if ((why === "")) {
    why = count_cards(g, seen, "polis", s["polis"]);
  }
  for (r of s["realms"]) {
    if ((why === "")) {
      why = count_cards(g, seen, "realms", r);
    }
  }
  for (r of s["reserved"]) {
    if ((why === "")) {
      why = count_cards(g, seen, "reserved", r);
    }
  }
  for (r of s["loot"]) {
    if ((why === "")) {
      why = count_cards(g, seen, "loot", r);
    }
  }
  if ((why === "")) {
    why = count_cards(g, seen, "removed", s["removed"]);
  }
  if ((why !== "")) {
    return why;
  }
  for (let i_ = 0, _end1 = n; i_ < _end1; i_++) {
    i = i_;
    own = 0;
    for (k of s["realms"][i]) {
      if ((g.f_deck[k] === "start")) {
        own += 1;
        if ((k !== start_kind(g, i))) {
          return ("realms[" + String(i) + "]: its one start card");
        }
      }
    }
    if ((own > 1)) {
      return ("realms[" + String(i) + "]: its one start card");
    }
  }
  why = start_cards_in(g, "port", s["port"]);
  if ((why === "")) {
    why = start_cards_in(g, "polis", s["polis"]);
  }
  for (r of s["reserved"]) {
    if ((why === "")) {
      why = start_cards_in(g, "reserved", r);
    }
  }
  for (r of s["loot"]) {
    if ((why === "")) {
      why = start_cards_in(g, "loot", r);
    }
  }
  if ((why === "")) {
    why = start_cards_in(g, "removed", s["removed"]);
  }
  if ((why !== "")) {
    return why;
  }
  held = 0;
  for (r of s["reserved"]) {
    held += _len(r);
  }
  if ((((_sum(s["drachmas"]) + held) + s["spent"]) !== (C_START_DRACHMAS * n))) {
    return ("drachmas: in hand, on reserved cards and spent they make " + String((C_START_DRACHMAS * n)));
  }
  why = spent_allowed(g, s);
  if ((why !== "")) {
    return why;
  }
  why = markers_apart(g, s);
  if ((why !== "")) {
    return why;
  }
  for (a of s["announced"]) {
    if ((realm_size(g, s, a) < C_REALM_WARNING)) {
      return ("announced: seat " + String(a) + " has fewer than " + String(C_REALM_WARNING) + " cards");
    }
  }
  why = history_out_matches(g, s);
  if ((why !== "")) {
    return why;
  }
  forced_steps = 0;
  ends = 0;
  loots = 0;
  for (let i_ = 0, _end2 = _len(s["pending"]); i_ < _end2; i_++) {
    i = i_;
    rank = step_rank(g, s["pending"][i]);
    if (((i > 0) && (step_rank(g, s["pending"][(i - 1)]) > rank))) {
      return "pending: steps out of order";
    }
    if ((rank === 1)) {
      loots += 1;
    } else if ((rank === 2)) {
      forced_steps += 1;
    } else if ((rank === 3)) {
      ends += 1;
    }
  }
  if (((forced_steps > 1) || (ends > 1))) {
    return "pending: steps out of order";
  }
  if (((s["phase"] === "split") !== (s["split"] > 0))) {
    return "split: cards to split only in phase split";
  }
  if ((s["split"] === 1)) {
    return "split: at least 2 cards";
  }
  if (s["setup"]) {
    if (((s["phase"] !== "draw") || (s["round"] !== 1) || (s["turn"] !== 0))) {
      return "setup: only while the setup draws";
    }
    if (((ends > 0) || (loots > 0))) {
      return "pending: the setup draws the port only";
    }
    for (m of s["markers"]) {
      if ((m !== null)) {
        return "markers: none placed during the setup";
      }
    }
    why = polis_at_setup(g, s);
    if ((why !== "")) {
      return why;
    }
    if ((_len(s["removed"]) > 0)) {
      return "setup: nothing played yet";
    }
    for (let i_ = 0, _end3 = n; i_ < _end3; i_++) {
      i = i_;
      if (((_len(s["reserved"][i]) > 0) || (_len(s["loot"][i]) > 0))) {
        return "setup: nothing played yet";
      }
    }
  } else if (((s["phase"] === "draw") || (s["phase"] === "split"))) {
    if (((_len(s["pending"]) === 0) || (_top(s["pending"]) !== "end"))) {
      return "pending: the turn's end is still to come";
    }
  }
  if ((((s["phase"] === "act") || (s["phase"] === "over")) && (_len(s["pending"]) > 0))) {
    return ("pending: nothing is left to do in phase " + String(s["phase"]));
  }
  if ((s["phase"] === "draw")) {
    if ((_len(s["pending"]) === 0)) {
      return "pending: a draw from a deck with cards";
    }
    if ((deck_for(g, s, s["pending"][0]) === "")) {
      return "pending: a draw from a deck with cards";
    }
  }
  if (((s["phase"] === "split") && ((s["history_left"] === 0) || (s["progress_left"] === 0)))) {
    return "split: both decks have cards";
  }
  if (((s["phase"] === "over") && ((s["turn"] !== (n - 1)) || (!ending(g, s))))) {
    return "phase: the game ends with a round once an end holds";
  }
  if ((((s["phase"] === "act") || (s["phase"] === "split")) && (!has_legal(g, s)))) {
    return ("phase: " + String(s["phase"]) + " with no legal action");
  }
  return "";
}
function count_cards(g, seen, where, cards) {
  let k;
  for (k of cards) {
    seen[k] = ((seen[k] ?? 0) + 1);
    if ((seen[k] > g.f_count[k])) {
      return (String(where) + ": more " + String(k) + " cards than the game has");
    }
  }
  return "";
}
function start_cards_in(g, where, cards) {
  let k;
  for (k of cards) {
    if ((g.f_deck[k] === "start")) {
      return (String(where) + ": a start card");
    }
  }
  return "";
}
function has_legal(g, s) {
  if ((s["phase"] === "split")) {
    return (s["split"] > 1);
  }
  return ((_len(free_cards(g, s, s["turn"])) > 0) || any_act(g, s));
}
// end rule setup.decks

// rule setup.port: The port
// spec: rulespecs/emporium.yaml:628
// cite ja: "港にはいつも4枚選べるカードの状態になります。"
// assumed: "The setup picture is missing. The port always offers four cards, so it starts with four (from the history deck, which is what refills it); nothing puts cards in the polis but exploring, so it starts empty (gaps setup-missing, setup-polis)."
function setup_steps(g) {
  let steps;
  steps = repeat(g, "port history", C_PORT_SIZE);
  if ((g.options["setup_polis"] === "explored-polis")) {
    steps.push("forced");
  } else if ((g.options["setup_polis"] === "empty-polis")) {
  }
  return steps;
}
function polis_at_setup(g, s) {
  if (((_len(s["polis"]) > 0) && (g.options["setup_polis"] === "empty-polis"))) {
    return "polis: empty during the setup";
  }
  return "";
}
// end rule setup.port

// rule setup.players: Each player
// spec: rulespecs/emporium.yaml:659
// external: "each player starts with one Hoplites or Sophistes card, 2 drachmas, and face-down loot cards that act as wildcards (how many depends on player count)"
// assumed: "Which seat gets which start card is not known: seats alternate Hoplites, Sophistes. Starting loot: gap start-loot."
function start_kind(g, seat) {
  return g.f_start_kinds[_mod(seat, _len(g.f_start_kinds))];
}
function game_start_kinds(g) {
  let out, name, k;
  out = [];
  for (name of C_START_KINDS) {
    for (k of C_KINDS) {
      if ((k === name)) {
        out.push(k);
      }
    }
  }
  return out;
}
function start_realms(g) {
  let out, i;
  out = [];
  for (let i_ = 0, _end1 = g.players; i_ < _end1; i_++) {
    i = i_;
    out.push([start_kind(g, i)]);
  }
  return out;
}
function start_drachmas(g) {
  let out, i;
  out = [];
  for (let i_ = 0, _end1 = g.players; i_ < _end1; i_++) {
    i = i_;
    out.push(C_START_DRACHMAS);
  }
  return out;
}
function no_markers(g) {
  let out, i;
  out = [];
  for (let i_ = 0, _end1 = g.players; i_ < _end1; i_++) {
    i = i_;
    out.push(null);
  }
  return out;
}
// end rule setup.players

// rule setup.start-player: Start player
// spec: rulespecs/emporium.yaml:706
// cite ja: "スタートプレイヤーから順番に時計回りで手番を行います。"
// assumed: "The post names a start player but not how it is chosen (gap setup-missing); the way it is chosen changes no rule, so any way is assumed to do."
function start_player(g, s) {
  s["turn"] = 0;
  s["round"] = 1;
}
// end rule setup.start-player

// rule turn.order: Rounds and turns
// spec: rulespecs/emporium.yaml:727
// cite ja: "ゲームはいくつかのラウンド行います。"
// cite ja: "各ラウンドは1人1回ずつ手番を行います。"
// cite ja: "スタートプレイヤーから順番に時計回りで手番を行います。"
// cite ja: "全てのプレイヤーが自分の手番を終得れば、そのラウンドを終了します、また新しいラウンドを行います。"
function next_turn(g, s) {
  s["turn"] = _mod((s["turn"] + 1), g.players);
  if ((s["turn"] === 0)) {
    s["round"] += 1;
  }
}
// end rule turn.order

// rule turn.steps: A turn
// spec: rulespecs/emporium.yaml:744
// cite ja: "手番プレイヤーは順番に以下の行動を取ります:行動を選択する、行動する、必要あれば、強制的な探検アクションを実行しなければなりません。"
function after_action(g) {
  return ["forced", "end"];
}
function pop_front(g, xs) {
  let first, i;
  first = xs[0];
  for (let i_ = 1, _end1 = _len(xs); i_ < _end1; i_++) {
    i = i_;
    xs[(i - 1)] = xs[i];
  }
  _pop(xs);
  return first;
}
function prepend(g, front, xs) {
  let out, x;
  out = _copy(front);
  for (x of xs) {
    out.push(x);
  }
  return out;
}
function repeat(g, x, n) {
  let out, i;
  out = [];
  for (let i_ = 0, _end1 = n; i_ < _end1; i_++) {
    i = i_;
    out.push(x);
  }
  return out;
}
function advance(g, s) {
  let st;
  let _bound1 = 1048576;
  while (true) {
    if (--_bound1 < 0) throw new Error("rule turn.steps: while loop bound exceeded");
    if ((s["split"] > 0)) {
      s["phase"] = "split";
      return;
    }
    if ((_len(s["pending"]) === 0)) {
      s["setup"] = false;
      s["phase"] = "act";
      return;
    }
    st = s["pending"][0];
    if (((st === "port history") || (st === "port progress") || (st === "loot"))) {
      failed_draw(g, s, st);
      if ((deck_for(g, s, st) === "")) {
        pop_front(g, s["pending"]);
        continue;
      }
      s["phase"] = "draw";
      return;
    }
    pop_front(g, s["pending"]);
    if ((st === "forced")) {
      forced(g, s);
    } else if ((st === "end")) {
      if (end_turn(g, s)) {
        return;
      }
    }
  }
}
// end rule turn.steps

// rule choose.free-card: A card without a marker
// spec: rulespecs/emporium.yaml:805
// cite ja: "手番プレイヤーはトークンをアクションエリアの中のあるカードの上に置きます、以下のルールに従います。"
// cite ja: "手番プレイヤーは上にトークンがないアクションカードしか選べません。"
function free_cards(g, s, seat) {
  let out, card;
  out = [];
  for (card of C_ACTION_CARDS) {
    if (card_free(g, s, seat, card)) {
      out.push(card);
    }
  }
  return out;
}
function card_free(g, s, seat, card) {
  let taken, i;
  if ((!moves_on(g, s, seat, card))) {
    return false;
  }
  taken = false;
  for (let i_ = 0, _end1 = g.players; i_ < _end1; i_++) {
    i = i_;
    if (((i !== seat) && (s["markers"][i] === card))) {
      taken = true;
    }
  }
  if ((taken && may_share(g, card))) {
    taken = false;
  }
  return (!taken);
}
function markers_apart(g, s) {
  let i, m, j;
  for (let i_ = 0, _end1 = g.players; i_ < _end1; i_++) {
    i = i_;
    m = s["markers"][i];
    if ((m !== null)) {
      for (let j_ = (i + 1), _end2 = g.players; j_ < _end2; j_++) {
        j = j_;
        if (((s["markers"][j] === m) && (!may_share(g, m)))) {
          return "markers: two on one action card";
        }
      }
    }
  }
  return "";
}
// end rule choose.free-card

// rule choose.two-player-reserve: Two players: the reserve card
// spec: rulespecs/emporium.yaml:847
// cite ja: "二人でプレイする時、手番プレイヤーは上にトークンがあるリザーブアクションカード選ぶことができます。"
// cite ja: "だからリザーブアクションカードの上にはトークン2枚があるかもしれません。"
function may_share(g, card) {
  return ((g.players === 2) && (card === "reserve"));
}
// end rule choose.two-player-reserve

// rule choose.not-same: Not the same card as last time
// spec: rulespecs/emporium.yaml:863
// cite ja: "前回と同様なアクションカードを選べません。"
// cite ja: "手番プレイヤーは手番開始時トークンを元の場所から別のカードの上に置かなければなりません。"
function moves_on(g, s, seat, card) {
  return (s["markers"][seat] !== card);
}
// end rule choose.not-same

// rule choose.must-act: The chosen action must be carried out
// spec: rulespecs/emporium.yaml:883
// cite ja: "手番プレイヤーはアクションを1つ選択し、アクションを実行しなければなりません。"
// assumed: "The post does not say what a card does when its action cannot be carried out; since the action must be carried out and a separate rule covers 'no action can be carried out', such a card is read as not choosable (gap unexecutable-action)."
function can_do(g, s, seat, card) {
  if ((card === "reserve")) {
    return can_reserve(g, s, seat);
  }
  if ((card === "history")) {
    return (_len(polis_kinds(g, s, "history")) > 0);
  }
  if ((card === "progress")) {
    return (_len(polis_kinds(g, s, "progress")) > 0);
  }
  if ((card === "reserved")) {
    return (_len(s["reserved"][seat]) > 0);
  }
  return (explore_count(g, s, seat) > 0);
}
function any_act(g, s) {
  let card;
  for (card of free_cards(g, s, s["turn"])) {
    if (can_do(g, s, s["turn"], card)) {
      return true;
    }
  }
  return false;
}
function polis_kinds(g, s, what) {
  let out, k;
  out = [];
  for (k of distinct(g, s["polis"])) {
    if (((g.f_type[k] === "history") === (what === "history"))) {
      out.push(k);
    }
  }
  return out;
}
// end rule choose.must-act

// rule choose.none-possible: No action possible
// spec: rulespecs/emporium.yaml:927
// cite ja: "もしアクションエリアには実行できるアクションがないなら、手番プレイヤーはリザーブしたカードを捨て、"
// cite ja: "そのカードをゲームから除きます。次のプレイヤーに手番が移ります。"
// assumed: "Without a reserved card to discard, the post says nothing: the turn passes (gap unexecutable-action). The marker still moves to a free card of the player's choice: it must leave its old place at the start of the turn, and a marker left in place can lock every player out for ever (four players, all markers stuck)."
function discard_kinds(g, s) {
  if (((_len(s["reserved"][s["turn"]]) === 0) || any_act(g, s))) {
    return [];
  }
  return distinct(g, s["reserved"][s["turn"]]);
}
function discard_cards(g, s, k) {
  return free_cards(g, s, s["turn"]);
}
function pass_cards(g, s) {
  if (((_len(s["reserved"][s["turn"]]) > 0) || any_act(g, s))) {
    return [];
  }
  return free_cards(g, s, s["turn"]);
}
function do_discard(g, s, k, card) {
  let seat;
  seat = s["turn"];
  _remove(s["reserved"][seat], k);
  s["removed"] = with_card(g, s["removed"], k);
  release_drachma(g, s, seat);
  s["markers"][seat] = card;
  s["pending"] = after_action(g);
  advance(g, s);
}
function do_pass(g, s, card) {
  s["markers"][s["turn"]] = card;
  s["pending"] = after_action(g);
  advance(g, s);
}
// end rule choose.none-possible

// rule reserve.take: Reserving from the port
// spec: rulespecs/emporium.yaml:969
// cite ja: "手番プレイヤーはトークンをリザーブアクションカードの上に置き、港から1枚を選び、表向きに自分のレルムに置き、そして1枚ドラクマをそのカードの上に置きます。"
function reserve_kinds(g, s) {
  if (((!card_free(g, s, s["turn"], "reserve")) || (!can_reserve(g, s, s["turn"])))) {
    return [];
  }
  return distinct(g, s["port"]);
}
function can_reserve(g, s, seat) {
  return ((_len(s["port"]) > 0) && has_drachma(g, s, seat) && under_limit(g, s, seat));
}
function do_reserve(g, s, k) {
  let seat;
  seat = s["turn"];
  s["markers"][seat] = "reserve";
  _remove(s["port"], k);
  s["reserved"][seat] = with_card(g, s["reserved"][seat], k);
  s["drachmas"][seat] -= 1;
  refill_after_reserve(g, s);
  advance(g, s);
}
// end rule reserve.take

// rule reserve.refill: Refilling the port
// spec: rulespecs/emporium.yaml:1000
// cite ja: "手番プレイヤーは歴史カードの山札からカード1枚を取り、表向きに港に置きます。"
// cite ja: "港にはいつも4枚選べるカードの状態になります。"
function refill_after_reserve(g, s) {
  s["pending"] = prepend(g, ["port history"], after_action(g));
}
// end rule reserve.refill

// rule reserve.drachma: A drachma is needed
// spec: rulespecs/emporium.yaml:1015
// cite ja: "手番プレイヤーは1枚以上ドラクマを持つ限り、リザーブすることができます。"
function has_drachma(g, s, seat) {
  return (s["drachmas"][seat] >= 1);
}
// end rule reserve.drachma

// rule reserve.limit: Reserved cards: at most \u007b{ reserve_max }}
// spec: rulespecs/emporium.yaml:1030
// cite ja: "各プレイヤーはリザーブしたカード2枚以上を持つことをできません。"
function game_reserve_limit(g) {
  if ((g.options["reserve_limit"] === "2")) {
    return 2;
  } else if ((g.options["reserve_limit"] === "1")) {
    return 1;
  }
  return C_RESERVE_MAX;
}
function under_limit(g, s, seat) {
  return (_len(s["reserved"][seat]) < g.f_reserve_limit);
}
// end rule reserve.limit

// rule reserve.not-in-realm: Reserved cards do not count
// spec: rulespecs/emporium.yaml:1055
// cite ja: "ゲーム終了時、リザーブしたカードはレルムのカードに加えません。"
// cite ja: "各プレイヤーのレルムのカードに加える前に、リザーブしたカードは役に立てません。"
function realm_size(g, s, seat) {
  return _len(s["realms"][seat]);
}
// end rule reserve.not-in-realm

// rule realm.history: Adding a history card from the polis
// spec: rulespecs/emporium.yaml:1078
// cite ja: "ポリスから歴史カード1枚を加えます"
// cite ja: "このアクションはレルムを広げるためカード1枚を加えます。"
// assumed: "The explanation under this heading was a picture and is missing (gap add-to-realm-details)."
function history_kinds(g, s) {
  if ((!card_free(g, s, s["turn"], "history"))) {
    return [];
  }
  return polis_kinds(g, s, "history");
}
function do_history(g, s, k) {
  s["markers"][s["turn"]] = "history";
  _remove(s["polis"], k);
  s["realms"][s["turn"]] = with_card(g, s["realms"][s["turn"]], k);
  s["pending"] = after_action(g);
  advance(g, s);
}
// end rule realm.history

// rule realm.progress: Adding a prestige or goods card from the polis
// spec: rulespecs/emporium.yaml:1108
// cite ja: "ポリスから威信カードや荷物カード1枚を加えま"
// assumed: "The explanation under this heading was a picture and is missing (gap add-to-realm-details)."
function progress_kinds(g, s) {
  if ((!card_free(g, s, s["turn"], "progress"))) {
    return [];
  }
  return polis_kinds(g, s, "progress");
}
function do_progress(g, s, k) {
  s["markers"][s["turn"]] = "progress";
  _remove(s["polis"], k);
  s["realms"][s["turn"]] = with_card(g, s["realms"][s["turn"]], k);
  s["pending"] = after_action(g);
  advance(g, s);
}
// end rule realm.progress

// rule realm.reserved: Adding a reserved card
// spec: rulespecs/emporium.yaml:1138
// cite ja: "リザーブしたカードを加えま"
// assumed: "The explanation under this heading was a picture and is missing (gaps add-to-realm-details, reserve-drachma)."
function reserved_kinds(g, s) {
  if ((!card_free(g, s, s["turn"], "reserved"))) {
    return [];
  }
  return distinct(g, s["reserved"][s["turn"]]);
}
function do_reserved(g, s, k) {
  let seat;
  seat = s["turn"];
  s["markers"][seat] = "reserved";
  _remove(s["reserved"][seat], k);
  s["realms"][seat] = with_card(g, s["realms"][seat], k);
  release_drachma(g, s, seat);
  s["pending"] = after_action(g);
  advance(g, s);
}
function release_drachma(g, s, seat) {
  if ((g.options["reserve_drachma"] === "returns")) {
    s["drachmas"][seat] += 1;
  } else if ((g.options["reserve_drachma"] === "spent")) {
    s["spent"] += 1;
  }
}
function spent_allowed(g, s) {
  if (((s["spent"] !== 0) && (g.options["reserve_drachma"] === "returns"))) {
    return "spent: 0 when drachmas return to their owners";
  }
  return "";
}
// end rule realm.reserved

// rule explore.marks: As many cards as exploration marks
// spec: rulespecs/emporium.yaml:1178
// cite ja: "新しいカードをポリスに置き、戦利品カードをもらいます。"
// cite ja: "プレイヤーのレルムの探検マークの量により、港からカードをポリスに加えます、カードの上限は4枚です。"
// cite ja: "プレイヤーは探検マークを全部使わなければなりません。(上限は4つです)"
function explore_count(g, s, seat) {
  let marks, k;
  marks = 0;
  for (k of s["realms"][seat]) {
    marks += g.f_marks[k];
  }
  return Math.min(Math.min(marks, C_EXPLORE_MAX), _len(s["port"]));
}
function explore_choices(g, s) {
  let out, m, chosen;
  out = [];
  if ((!card_free(g, s, s["turn"], "explore"))) {
    return out;
  }
  m = explore_count(g, s, s["turn"]);
  if ((m > 0)) {
    chosen = [];
    port_subsets(g, s["port"], m, 0, chosen, out);
  }
  return out;
}
function port_subsets(g, port, m, start, chosen, out) {
  let j;
  if ((_len(chosen) === m)) {
    out.push(_copy(chosen));
    return;
  }
  for (let j_ = start, _end1 = _len(port); j_ < _end1; j_++) {
    j = j_;
    if (((j > start) && (port[j] === port[(j - 1)]))) {
      continue;
    }
    chosen.push(port[j]);
    port_subsets(g, port, m, (j + 1), chosen, out);
    _pop(chosen);
  }
}
function do_explore(g, s, ks) {
  let k, m, steps;
  s["markers"][s["turn"]] = "explore";
  for (k of ks) {
    _remove(s["port"], k);
    s["polis"] = with_card(g, s["polis"], k);
  }
  m = _len(ks);
  steps = refill_one(g, m);
  if ((m > 1)) {
    steps = refill_more(g, s, m);
  }
  s["pending"] = prepend(g, prepend(g, steps, loot_steps(g, m)), after_action(g));
  advance(g, s);
}
// end rule explore.marks

// rule explore.refill-one: One card moved
// spec: rulespecs/emporium.yaml:1233
// cite ja: "プレイヤーは新しいカードを港に4枚まで加えます。"
// cite ja: "もしプレイヤーは港からカード1枚をポリスに加えたら、歴史カードの山札から1枚カードを引き、港に置きます。"
function refill_one(g, m) {
  if ((m === 1)) {
    return ["port history"];
  }
  return [];
}
// end rule explore.refill-one

// rule explore.refill-more: Several cards moved
// spec: rulespecs/emporium.yaml:1251
// cite ja: "もしプレイヤーは港からカード1枚以上をポリスに加えたら、歴史カードの山札と発展カードの山札から各最低1枚カードを引き(合わせて最大カード4枚を引き)、港に置きます。"
// cite ja: "そのため、プレイヤーは以下のルールに従って歴史カードの山札や発展カードの山札を取ります。"
function refill_more(g, s, m) {
  if (((s["history_left"] > 0) && (s["progress_left"] > 0))) {
    s["split"] = m;
    return [];
  }
  return repeat(g, "port history", m);
}
function can_split(g, s, h) {
  return (h < s["split"]);
}
function do_split(g, s, h) {
  let steps;
  steps = prepend(g, repeat(g, "port history", h), repeat(g, "port progress", (s["split"] - h)));
  s["pending"] = prepend(g, steps, s["pending"]);
  s["split"] = 0;
  advance(g, s);
}
// end rule explore.refill-more

// rule explore.loot: Loot cards
// spec: rulespecs/emporium.yaml:1282
// cite ja: "プレイヤーはカードをポリスに置く時、1枚につき1枚歴史カードの山札からカードを引き、裏向きにプレイヤーのレルムに置きます。"
// cite ja: "そのカードたちは戦利品カードとして表向きに置くことはできません。"
// cite ja: "もし歴史カードの山札がなくなった場合、プレイヤーは戦利品カードをもらえません。"
function loot_steps(g, m) {
  return repeat(g, "loot", m);
}
// end rule explore.loot

// rule loot.hidden: What loot cards do
// spec: rulespecs/emporium.yaml:1304
// cite ja: "(戦利品カードとリザーブしたカードを除き)"
// assumed: "The post only excludes loot from the realm count; the facts call loot cards wildcards without saying for what. With no cost to pay in the engine (gap add-to-realm-details), they do nothing (gap loot-effect)."
function loot_points(g, s, seat) {
  return 0;
}
// end rule loot.hidden

// rule explore.forced: Forced exploration
// spec: rulespecs/emporium.yaml:1323
// cite ja: "プレイヤーの手番が終わったら、ポリスの中にカードがあるかどうかチェックします。"
// cite ja: "もしポリスの中にカードがない場合、プレイヤーは強制的な探検を実行します。"
// cite ja: "港からカード4枚をポリスに置き、歴史カードの山札からカード4枚を引き、港に置きます。"
// cite ja: "もし歴史カードの山札がなくなった場合、発展カードの山札からカードを引きます。"
function forced(g, s) {
  let moved, rest, k, steps;
  if ((_len(s["polis"]) > 0)) {
    return;
  }
  moved = 0;
  rest = [];
  for (k of s["port"]) {
    if ((moved < C_FORCED_CARDS)) {
      s["polis"] = with_card(g, s["polis"], k);
      moved += 1;
    } else {
      rest.push(k);
    }
  }
  s["port"] = rest;
  steps = repeat(g, "port history", moved);
  if (((g.options["forced_exploration_loot"] === "loot") && (!s["setup"]))) {
    steps = prepend(g, steps, repeat(g, "loot", moved));
  } else if ((g.options["forced_exploration_loot"] === "no-loot")) {
  }
  s["pending"] = prepend(g, steps, s["pending"]);
}
// end rule explore.forced

// rule deck.empty: An empty deck
// spec: rulespecs/emporium.yaml:1361
// cite ja: "もし歴史カードの山札がなくなった場合、発展カードの山札からカードを引きます。"
// assumed: "Only the forced exploration says what to do when the history deck is gone; the same is assumed for every port refill, and the progress deck running out is not mentioned at all (gap empty-deck)."
function deck_for(g, s, st) {
  if ((st === "loot")) {
    return ((s["history_left"] > 0) ? "history" : "");
  }
  if ((st === "port history")) {
    if ((s["history_left"] > 0)) {
      return "history";
    }
    return ((s["progress_left"] > 0) ? "progress" : "");
  }
  if ((s["progress_left"] > 0)) {
    return "progress";
  }
  return ((s["history_left"] > 0) ? "history" : "");
}
// end rule deck.empty

// rule score.cards: Prestige and goods cards
// spec: rulespecs/emporium.yaml:1390
// cite ja: "プレイヤーは下のように自分の勝利点を計算します。"
// cite ja: "威信カードと荷物カードの点数"
// cite ja: "ゲームの目的は点数カードを集めることです。"
function card_points(g, s, seat) {
  let n, k;
  n = 0;
  for (k of s["realms"][seat]) {
    if ((g.f_type[k] !== "history")) {
      n += g.f_points[k];
    }
  }
  return n;
}
function scores(g, s) {
  let out, i;
  out = [];
  for (let i_ = 0, _end1 = g.players; i_ < _end1; i_++) {
    i = i_;
    out.push((((card_points(g, s, i) + history_bonus(g, s, i)) - reserved_penalty(g, s, i)) + loot_points(g, s, i)));
  }
  return out;
}
function scores_json(g, s) {
  if ((s["phase"] === "over")) {
    return scores(g, s);
  }
  return null;
}
// end rule score.cards

// rule score.history-bonus: History card bonuses
// spec: rulespecs/emporium.yaml:1426
// cite ja: "歴史カードのボーナス点数"
// assumed: "How a history card's bonus is worked out is not said (gap card-effects); the engine scores a fixed number per card, from the card list."
function history_bonus(g, s, seat) {
  let n, k;
  n = 0;
  for (k of s["realms"][seat]) {
    if ((g.f_type[k] === "history")) {
      n += g.f_points[k];
    }
  }
  return n;
}
// end rule score.history-bonus

// rule score.reserved-penalty: Reserved cards cost points
// spec: rulespecs/emporium.yaml:1445
// cite ja: "リザーブしたカード1枚ずつ3点減らします。"
function reserved_penalty(g, s, seat) {
  return (C_RESERVE_PENALTY * _len(s["reserved"][seat]));
}
// end rule score.reserved-penalty

// rule score.winner: Winner
// spec: rulespecs/emporium.yaml:1460
// cite ja: "最も多くの勝利点を獲得したプレイヤーが勝者となります。"
function winners(g, s) {
  let out, sc, best, pala, i, cards;
  out = [];
  if ((s["phase"] !== "over")) {
    return out;
  }
  sc = scores(g, s);
  best = Math.max(...sc);
  pala = (-1);
  for (let i_ = 0, _end1 = g.players; i_ < _end1; i_++) {
    i = i_;
    if ((sc[i] === best)) {
      pala = Math.max(pala, palaiapolis(g, s, i));
    }
  }
  cards = (-1);
  for (let i_ = 0, _end2 = g.players; i_ < _end2; i_++) {
    i = i_;
    if (((sc[i] === best) && (palaiapolis(g, s, i) === pala))) {
      cards = Math.max(cards, progress_cards(g, s, i));
    }
  }
  for (let i_ = 0, _end3 = g.players; i_ < _end3; i_++) {
    i = i_;
    if (((sc[i] === best) && (palaiapolis(g, s, i) === pala) && (progress_cards(g, s, i) === cards))) {
      out.push(i);
    }
  }
  return out;
}
function winners_json(g, s) {
  if ((s["phase"] === "over")) {
    return winners(g, s);
  }
  return null;
}
function returns(g, s) {
  let out, won, i;
  out = [];
  won = winners(g, s);
  for (let i_ = 0, _end1 = g.players; i_ < _end1; i_++) {
    i = i_;
    if ((s["phase"] !== "over")) {
      out.push(0);
    } else if ((won.includes(i))) {
      out.push(1);
    } else {
      out.push((-1));
    }
  }
  return out;
}
// end rule score.winner

// rule score.tiebreak-palaiapolis: Tie: Palaiapolis cards
// spec: rulespecs/emporium.yaml:1515
// cite ja: "同点の場合、その中で最も多くのパライアポリスカードを持っているプレイヤーが勝者となります。"
// assumed: "Which cards are Palaiapolis cards is not said (gap palaiapolis); the engine counts those marked so in the card list, in the realm."
function palaiapolis(g, s, seat) {
  let n, k;
  n = 0;
  for (k of s["realms"][seat]) {
    if (g.f_palaiapolis[k]) {
      n += 1;
    }
  }
  return n;
}
// end rule score.tiebreak-palaiapolis

// rule score.tiebreak-cards: Tie: prestige and goods cards
// spec: rulespecs/emporium.yaml:1535
// cite ja: "それも同じ場合はその中で最も多くの威信カードと荷物カードを持っているプレイヤーが勝者となります。"
// cite ja: "それも同じ場合はプレイヤー同士で勝利を分かち合います。"
function progress_cards(g, s, seat) {
  let n, k;
  n = 0;
  for (k of s["realms"][seat]) {
    if ((g.f_type[k] !== "history")) {
      n += 1;
    }
  }
  return n;
}
// end rule score.tiebreak-cards

// rule end.realm-size: \u007b{ realm_end }} cards in a realm
// spec: rulespecs/emporium.yaml:1557
// cite ja: "あるプレイヤーのレルムの中にはカードが18枚あります(戦利品カードとリザーブしたカードを除き)。"
// cite ja: "もしプレイヤーはカード17枚があれば、他のプレイヤーに知らせなければなりません。"
function announce(g, s) {
  let i;
  for (let i_ = 0, _end1 = g.players; i_ < _end1; i_++) {
    i = i_;
    if (((realm_size(g, s, i) >= C_REALM_WARNING) && (!s["announced"].includes(i)))) {
      s["announced"].push(i);
      s["announced"] = _sorted(s["announced"], true);
    }
  }
}
function ending(g, s) {
  let i;
  if (s["history_out"]) {
    return true;
  }
  for (let i_ = 0, _end1 = g.players; i_ < _end1; i_++) {
    i = i_;
    if ((realm_size(g, s, i) >= C_REALM_END)) {
      return true;
    }
  }
  return false;
}
// end rule end.realm-size

// rule end.history-deck: The history deck runs out
// spec: rulespecs/emporium.yaml:1586
// cite ja: "あるプレイヤーが歴史カードの山札からカードを引く時、歴史カードの山札がなくなりました。"
function history_emptied(g, s, dk) {
  if (((dk === "history") && (s["history_left"] === 0) && (g.options["history_deck_end"] === "emptied") && (!s["setup"]))) {
    s["history_out"] = true;
  }
}
function failed_draw(g, s, st) {
  if (((g.options["history_deck_end"] === "draw-failed") && (!s["setup"]) && (s["history_left"] === 0) && (st !== "port progress"))) {
    s["history_out"] = true;
  }
}
function history_out_matches(g, s) {
  if ((s["history_out"] && (s["history_left"] > 0))) {
    return "history_out: the history deck still has cards";
  }
  if (((!s["history_out"]) && (s["history_left"] === 0) && (g.options["history_deck_end"] === "emptied") && (!s["setup"]))) {
    return "history_out: the history deck is empty";
  }
  return "";
}
// end rule end.history-deck

// rule end.finish-round: Finish the round
// spec: rulespecs/emporium.yaml:1617
// cite ja: "毎回ラウンドが終わる度、以下の条件をチェックします。"
// cite ja: "もし1つでも条件を満たせばゲームは終了します。"
// cite ja: "以上の条件のうちどれか1つ成立したら、スタートプレイヤーの右手側のプレイヤーの手番が終わるまで続き、その後、ゲームが終了します。"
function end_turn(g, s) {
  announce(g, s);
  if (((s["turn"] === (g.players - 1)) && ending(g, s))) {
    s["phase"] = "over";
    return true;
  }
  next_turn(g, s);
  return false;
}
// end rule end.finish-round

const _SEAT = {"act": seat_turn, "split": seat_turn};
const _CHANCE_PHASES = ["draw"];
const _TERMINAL_PHASES = ["over"];
// per action: its candidates (legal strings with weights)
const _STR0 = {"culture-1": "draw culture-1", "culture-2": "draw culture-2", "culture-explore": "draw culture-explore", "culture-palaiapolis": "draw culture-palaiapolis", "goods-1": "draw goods-1", "goods-2": "draw goods-2", "hoplites": "draw hoplites", "prestige-2": "draw prestige-2", "prestige-3": "draw prestige-3", "prestige-special": "draw prestige-special", "sophistes": "draw sophistes", "trade-1": "draw trade-1", "trade-2": "draw trade-2", "trade-explore": "draw trade-explore", "trade-palaiapolis": "draw trade-palaiapolis", "war-1": "draw war-1", "war-2": "draw war-2", "war-explore": "draw war-explore", "war-palaiapolis": "draw war-palaiapolis"};
function _cand0(g, d, out) {
  for (const k of draw_kinds(g, d)) {
    const w = draw_weight(g, d, k);
    if (w > 0) { out.push([_STR0[k], w]); }
  }
}
const _STR1 = {"culture-1": "reserve culture-1", "culture-2": "reserve culture-2", "culture-explore": "reserve culture-explore", "culture-palaiapolis": "reserve culture-palaiapolis", "goods-1": "reserve goods-1", "goods-2": "reserve goods-2", "hoplites": "reserve hoplites", "prestige-2": "reserve prestige-2", "prestige-3": "reserve prestige-3", "prestige-special": "reserve prestige-special", "sophistes": "reserve sophistes", "trade-1": "reserve trade-1", "trade-2": "reserve trade-2", "trade-explore": "reserve trade-explore", "trade-palaiapolis": "reserve trade-palaiapolis", "war-1": "reserve war-1", "war-2": "reserve war-2", "war-explore": "reserve war-explore", "war-palaiapolis": "reserve war-palaiapolis"};
function _cand1(g, d, out) {
  for (const k of reserve_kinds(g, d)) {
    out.push([_STR1[k], 1]);
  }
}
const _STR2 = {"culture-1": "history culture-1", "culture-2": "history culture-2", "culture-explore": "history culture-explore", "culture-palaiapolis": "history culture-palaiapolis", "goods-1": "history goods-1", "goods-2": "history goods-2", "hoplites": "history hoplites", "prestige-2": "history prestige-2", "prestige-3": "history prestige-3", "prestige-special": "history prestige-special", "sophistes": "history sophistes", "trade-1": "history trade-1", "trade-2": "history trade-2", "trade-explore": "history trade-explore", "trade-palaiapolis": "history trade-palaiapolis", "war-1": "history war-1", "war-2": "history war-2", "war-explore": "history war-explore", "war-palaiapolis": "history war-palaiapolis"};
function _cand2(g, d, out) {
  for (const k of history_kinds(g, d)) {
    out.push([_STR2[k], 1]);
  }
}
const _STR3 = {"culture-1": "progress culture-1", "culture-2": "progress culture-2", "culture-explore": "progress culture-explore", "culture-palaiapolis": "progress culture-palaiapolis", "goods-1": "progress goods-1", "goods-2": "progress goods-2", "hoplites": "progress hoplites", "prestige-2": "progress prestige-2", "prestige-3": "progress prestige-3", "prestige-special": "progress prestige-special", "sophistes": "progress sophistes", "trade-1": "progress trade-1", "trade-2": "progress trade-2", "trade-explore": "progress trade-explore", "trade-palaiapolis": "progress trade-palaiapolis", "war-1": "progress war-1", "war-2": "progress war-2", "war-explore": "progress war-explore", "war-palaiapolis": "progress war-palaiapolis"};
function _cand3(g, d, out) {
  for (const k of progress_kinds(g, d)) {
    out.push([_STR3[k], 1]);
  }
}
const _STR4 = {"culture-1": "reserved culture-1", "culture-2": "reserved culture-2", "culture-explore": "reserved culture-explore", "culture-palaiapolis": "reserved culture-palaiapolis", "goods-1": "reserved goods-1", "goods-2": "reserved goods-2", "hoplites": "reserved hoplites", "prestige-2": "reserved prestige-2", "prestige-3": "reserved prestige-3", "prestige-special": "reserved prestige-special", "sophistes": "reserved sophistes", "trade-1": "reserved trade-1", "trade-2": "reserved trade-2", "trade-explore": "reserved trade-explore", "trade-palaiapolis": "reserved trade-palaiapolis", "war-1": "reserved war-1", "war-2": "reserved war-2", "war-explore": "reserved war-explore", "war-palaiapolis": "reserved war-palaiapolis"};
function _cand4(g, d, out) {
  for (const k of reserved_kinds(g, d)) {
    out.push([_STR4[k], 1]);
  }
}
function _cand5(g, d, out) {
  for (const ks of explore_choices(g, d)) {
    const _s = "explore " + ks.join(" ");
    if (!Object.hasOwn(_ACTIONS, _s)) _ACTIONS[_s] = [5, [Object.freeze(ks.slice())]];
    out.push([_s, 1]);
  }
}
const _STR6 = {"culture-1": {"reserve": "discard culture-1 reserve", "history": "discard culture-1 history", "progress": "discard culture-1 progress", "reserved": "discard culture-1 reserved", "explore": "discard culture-1 explore"}, "culture-2": {"reserve": "discard culture-2 reserve", "history": "discard culture-2 history", "progress": "discard culture-2 progress", "reserved": "discard culture-2 reserved", "explore": "discard culture-2 explore"}, "culture-explore": {"reserve": "discard culture-explore reserve", "history": "discard culture-explore history", "progress": "discard culture-explore progress", "reserved": "discard culture-explore reserved", "explore": "discard culture-explore explore"}, "culture-palaiapolis": {"reserve": "discard culture-palaiapolis reserve", "history": "discard culture-palaiapolis history", "progress": "discard culture-palaiapolis progress", "reserved": "discard culture-palaiapolis reserved", "explore": "discard culture-palaiapolis explore"}, "goods-1": {"reserve": "discard goods-1 reserve", "history": "discard goods-1 history", "progress": "discard goods-1 progress", "reserved": "discard goods-1 reserved", "explore": "discard goods-1 explore"}, "goods-2": {"reserve": "discard goods-2 reserve", "history": "discard goods-2 history", "progress": "discard goods-2 progress", "reserved": "discard goods-2 reserved", "explore": "discard goods-2 explore"}, "hoplites": {"reserve": "discard hoplites reserve", "history": "discard hoplites history", "progress": "discard hoplites progress", "reserved": "discard hoplites reserved", "explore": "discard hoplites explore"}, "prestige-2": {"reserve": "discard prestige-2 reserve", "history": "discard prestige-2 history", "progress": "discard prestige-2 progress", "reserved": "discard prestige-2 reserved", "explore": "discard prestige-2 explore"}, "prestige-3": {"reserve": "discard prestige-3 reserve", "history": "discard prestige-3 history", "progress": "discard prestige-3 progress", "reserved": "discard prestige-3 reserved", "explore": "discard prestige-3 explore"}, "prestige-special": {"reserve": "discard prestige-special reserve", "history": "discard prestige-special history", "progress": "discard prestige-special progress", "reserved": "discard prestige-special reserved", "explore": "discard prestige-special explore"}, "sophistes": {"reserve": "discard sophistes reserve", "history": "discard sophistes history", "progress": "discard sophistes progress", "reserved": "discard sophistes reserved", "explore": "discard sophistes explore"}, "trade-1": {"reserve": "discard trade-1 reserve", "history": "discard trade-1 history", "progress": "discard trade-1 progress", "reserved": "discard trade-1 reserved", "explore": "discard trade-1 explore"}, "trade-2": {"reserve": "discard trade-2 reserve", "history": "discard trade-2 history", "progress": "discard trade-2 progress", "reserved": "discard trade-2 reserved", "explore": "discard trade-2 explore"}, "trade-explore": {"reserve": "discard trade-explore reserve", "history": "discard trade-explore history", "progress": "discard trade-explore progress", "reserved": "discard trade-explore reserved", "explore": "discard trade-explore explore"}, "trade-palaiapolis": {"reserve": "discard trade-palaiapolis reserve", "history": "discard trade-palaiapolis history", "progress": "discard trade-palaiapolis progress", "reserved": "discard trade-palaiapolis reserved", "explore": "discard trade-palaiapolis explore"}, "war-1": {"reserve": "discard war-1 reserve", "history": "discard war-1 history", "progress": "discard war-1 progress", "reserved": "discard war-1 reserved", "explore": "discard war-1 explore"}, "war-2": {"reserve": "discard war-2 reserve", "history": "discard war-2 history", "progress": "discard war-2 progress", "reserved": "discard war-2 reserved", "explore": "discard war-2 explore"}, "war-explore": {"reserve": "discard war-explore reserve", "history": "discard war-explore history", "progress": "discard war-explore progress", "reserved": "discard war-explore reserved", "explore": "discard war-explore explore"}, "war-palaiapolis": {"reserve": "discard war-palaiapolis reserve", "history": "discard war-palaiapolis history", "progress": "discard war-palaiapolis progress", "reserved": "discard war-palaiapolis reserved", "explore": "discard war-palaiapolis explore"}};
function _cand6(g, d, out) {
  for (const k of discard_kinds(g, d)) {
    for (const card of discard_cards(g, d, k)) {
      out.push([_STR6[k][card], 1]);
    }
  }
}
const _STR7 = {"reserve": "pass reserve", "history": "pass history", "progress": "pass progress", "reserved": "pass reserved", "explore": "pass explore"};
function _cand7(g, d, out) {
  for (const card of pass_cards(g, d)) {
    out.push([_STR7[card], 1]);
  }
}
const _DOM8_0 = [1, 2, 3];
const _STR8 = {"1": "split 1", "2": "split 2", "3": "split 3"};
function _cand8(g, d, out) {
  for (const h of _DOM8_0) {
    if (can_split(g, d, h)) { out.push([_STR8[h], 1]); }
  }
}
const _PHASE_ACTIONS = {"draw": [_cand0], "act": [_cand1, _cand2, _cand3, _cand4, _cand5, _cand6, _cand7], "split": [_cand8]};
const _APPLY_FN = [do_draw, do_reserve, do_history, do_progress, do_reserved, do_explore, do_discard, do_pass, do_split];
const _DERIVED = {"winners": winners_json, "scores": scores_json};
const _KEYS = [["game", null], ["players", null], ["options", null], ["phase", ["enum", ["draw", "act", "split", "over"]]], ["turn", ["int"]], ["round", ["int"]], ["markers", ["list", ["opt", ["enum", ["reserve", "history", "progress", "reserved", "explore"]]]]], ["decks", ["rec", [["history", ["counter", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"], ["int"]]], ["progress", ["counter", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"], ["int"]]]]]], ["port", ["list", ["enum", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"]]]], ["polis", ["list", ["enum", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"]]]], ["realms", ["list", ["list", ["enum", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"]]]]], ["reserved", ["list", ["list", ["enum", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"]]]]], ["loot", ["list", ["list", ["enum", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"]]]]], ["drachmas", ["list", ["int"]]], ["spent", ["int"]], ["removed", ["list", ["enum", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"]]]], ["pending", ["list", ["enum", ["port history", "port progress", "loot", "forced", "end"]]]], ["split", ["int"]], ["setup", ["bool"]], ["history_out", ["bool"]], ["announced", ["list", ["int"]]], ["winners", ["opt", ["list", ["int"]]]], ["scores", ["opt", ["list", ["int"]]]]];
const _CHECKED = ["winners", "scores"];
const _KEY_DESC = Object.fromEntries(_KEYS);
const _GAME_FIELDS = [["deck", game_deck], ["type", game_type], ["count", game_count], ["points", game_points], ["marks", game_marks], ["palaiapolis", game_palaiapolis], ["start_kinds", game_start_kinds], ["reserve_limit", game_reserve_limit]];
const _INVARIANTS = [check_shape, check_reachable];
const _LOAD = normalise;
const _INIT = init, _SCORES = scores, _RETURNS = returns;
const _OBSERVE = [{"key": "decks.history", "show": "size"}, {"key": "decks.progress", "show": "size"}, {"key": "loot[]", "show": "count-to-others"}];
const _PHASE_FIELD = "phase";
export const PHASES = ["draw", "act", "split", "over"];
export class Game {
  constructor(players, options) {
    if (!_isInt(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) throw new Error(`players must be one of ${MIN_PLAYERS}..${MAX_PLAYERS}, not ${_show(players)}`);
    this.players = players;
    this.options = _chooseOptions(options);
    for (const [name, init] of _GAME_FIELDS) this["f_" + name] = init(this);
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
    const ph = this.d[_PHASE_FIELD];
    if (Object.hasOwn(_SEAT, ph)) return _SEAT[ph](this.game, this.d);
    return _CHANCE_PHASES.includes(ph) ? CHANCE : TERMINAL;
  }
  isTerminal() { return _TERMINAL_PHASES.includes(this.d[_PHASE_FIELD]); }
  isChanceNode() { return _CHANCE_PHASES.includes(this.d[_PHASE_FIELD]); }
  _weights() {
    const out = [];
    for (const cand of _PHASE_ACTIONS[this.d[_PHASE_FIELD]] || []) cand(this.game, this.d, out);
    if (out.length > 1) out.sort((a, b) => _cmp(a[0], b[0]));
    return out;
  }
  legalActions() { if (this._legal === null) this._legal = this._weights().map((x) => x[0]); return this._legal.slice(); }
  chanceOutcomes() {
    if (!this.isChanceNode()) return [];
    const ws = this._weights();
    this._legal = ws.map((x) => x[0]);
    let total = 0;
    for (const [, w] of ws) total += w;
    return ws.map(([s, w]) => { const k = _gcd(w, total); return [s, [w / k, total / k]]; });
  }
  applyAction(action) {
    if (this._legal === null) this._legal = this._weights().map((x) => x[0]);
    const legal = this._legal;
    if (!legal.includes(action)) {
      if (this.isTerminal()) throw new IllegalAction(`${_show(action)}: the game is over`);
      throw new IllegalAction(`${_show(action)} is not legal in phase ${this.d[_PHASE_FIELD]}`);
    }
    this._legal = null;
    this._seen = [this._seen, action, null, null];
    const [i, args] = _ACTIONS[action];
    _APPLY_FN[i](this.game, this.d, ...args);
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
export const ACTIONS = null;  // an action takes a list parameter (its strings are made when listed): no finite table of distinct actions yet
export const CHANCE_OUTCOMES = Object.freeze(["draw culture-1", "draw culture-2", "draw culture-explore", "draw culture-palaiapolis", "draw goods-1", "draw goods-2", "draw hoplites", "draw prestige-2", "draw prestige-3", "draw prestige-special", "draw sophistes", "draw trade-1", "draw trade-2", "draw trade-explore", "draw trade-palaiapolis", "draw war-1", "draw war-2", "draw war-explore", "draw war-palaiapolis"]);
export const MAX_GAME_LENGTH = 350;
export const UNBOUNDED_OPTIONS = Object.freeze({});
export const MAX_CHANCE_OUTCOMES = CHANCE_OUTCOMES.length;
export const OPENSPIEL_TERMINAL = -4;
