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

const _ACTIONS = new Map(Object.entries({"draw culture-1": [0, ["culture-1"]], "draw culture-2": [0, ["culture-2"]], "draw culture-explore": [0, ["culture-explore"]], "draw culture-palaiapolis": [0, ["culture-palaiapolis"]], "draw goods-1": [0, ["goods-1"]], "draw goods-2": [0, ["goods-2"]], "draw hoplites": [0, ["hoplites"]], "draw prestige-2": [0, ["prestige-2"]], "draw prestige-3": [0, ["prestige-3"]], "draw prestige-special": [0, ["prestige-special"]], "draw sophistes": [0, ["sophistes"]], "draw trade-1": [0, ["trade-1"]], "draw trade-2": [0, ["trade-2"]], "draw trade-explore": [0, ["trade-explore"]], "draw trade-palaiapolis": [0, ["trade-palaiapolis"]], "draw war-1": [0, ["war-1"]], "draw war-2": [0, ["war-2"]], "draw war-explore": [0, ["war-explore"]], "draw war-palaiapolis": [0, ["war-palaiapolis"]], "reserve culture-1": [1, ["culture-1"]], "reserve culture-2": [1, ["culture-2"]], "reserve culture-explore": [1, ["culture-explore"]], "reserve culture-palaiapolis": [1, ["culture-palaiapolis"]], "reserve goods-1": [1, ["goods-1"]], "reserve goods-2": [1, ["goods-2"]], "reserve hoplites": [1, ["hoplites"]], "reserve prestige-2": [1, ["prestige-2"]], "reserve prestige-3": [1, ["prestige-3"]], "reserve prestige-special": [1, ["prestige-special"]], "reserve sophistes": [1, ["sophistes"]], "reserve trade-1": [1, ["trade-1"]], "reserve trade-2": [1, ["trade-2"]], "reserve trade-explore": [1, ["trade-explore"]], "reserve trade-palaiapolis": [1, ["trade-palaiapolis"]], "reserve war-1": [1, ["war-1"]], "reserve war-2": [1, ["war-2"]], "reserve war-explore": [1, ["war-explore"]], "reserve war-palaiapolis": [1, ["war-palaiapolis"]], "history culture-1": [2, ["culture-1"]], "history culture-2": [2, ["culture-2"]], "history culture-explore": [2, ["culture-explore"]], "history culture-palaiapolis": [2, ["culture-palaiapolis"]], "history goods-1": [2, ["goods-1"]], "history goods-2": [2, ["goods-2"]], "history hoplites": [2, ["hoplites"]], "history prestige-2": [2, ["prestige-2"]], "history prestige-3": [2, ["prestige-3"]], "history prestige-special": [2, ["prestige-special"]], "history sophistes": [2, ["sophistes"]], "history trade-1": [2, ["trade-1"]], "history trade-2": [2, ["trade-2"]], "history trade-explore": [2, ["trade-explore"]], "history trade-palaiapolis": [2, ["trade-palaiapolis"]], "history war-1": [2, ["war-1"]], "history war-2": [2, ["war-2"]], "history war-explore": [2, ["war-explore"]], "history war-palaiapolis": [2, ["war-palaiapolis"]], "progress culture-1": [3, ["culture-1"]], "progress culture-2": [3, ["culture-2"]], "progress culture-explore": [3, ["culture-explore"]], "progress culture-palaiapolis": [3, ["culture-palaiapolis"]], "progress goods-1": [3, ["goods-1"]], "progress goods-2": [3, ["goods-2"]], "progress hoplites": [3, ["hoplites"]], "progress prestige-2": [3, ["prestige-2"]], "progress prestige-3": [3, ["prestige-3"]], "progress prestige-special": [3, ["prestige-special"]], "progress sophistes": [3, ["sophistes"]], "progress trade-1": [3, ["trade-1"]], "progress trade-2": [3, ["trade-2"]], "progress trade-explore": [3, ["trade-explore"]], "progress trade-palaiapolis": [3, ["trade-palaiapolis"]], "progress war-1": [3, ["war-1"]], "progress war-2": [3, ["war-2"]], "progress war-explore": [3, ["war-explore"]], "progress war-palaiapolis": [3, ["war-palaiapolis"]], "reserved culture-1": [4, ["culture-1"]], "reserved culture-2": [4, ["culture-2"]], "reserved culture-explore": [4, ["culture-explore"]], "reserved culture-palaiapolis": [4, ["culture-palaiapolis"]], "reserved goods-1": [4, ["goods-1"]], "reserved goods-2": [4, ["goods-2"]], "reserved hoplites": [4, ["hoplites"]], "reserved prestige-2": [4, ["prestige-2"]], "reserved prestige-3": [4, ["prestige-3"]], "reserved prestige-special": [4, ["prestige-special"]], "reserved sophistes": [4, ["sophistes"]], "reserved trade-1": [4, ["trade-1"]], "reserved trade-2": [4, ["trade-2"]], "reserved trade-explore": [4, ["trade-explore"]], "reserved trade-palaiapolis": [4, ["trade-palaiapolis"]], "reserved war-1": [4, ["war-1"]], "reserved war-2": [4, ["war-2"]], "reserved war-explore": [4, ["war-explore"]], "reserved war-palaiapolis": [4, ["war-palaiapolis"]], "discard culture-1 reserve": [6, ["culture-1", "reserve"]], "discard culture-1 history": [6, ["culture-1", "history"]], "discard culture-1 progress": [6, ["culture-1", "progress"]], "discard culture-1 reserved": [6, ["culture-1", "reserved"]], "discard culture-1 explore": [6, ["culture-1", "explore"]], "discard culture-2 reserve": [6, ["culture-2", "reserve"]], "discard culture-2 history": [6, ["culture-2", "history"]], "discard culture-2 progress": [6, ["culture-2", "progress"]], "discard culture-2 reserved": [6, ["culture-2", "reserved"]], "discard culture-2 explore": [6, ["culture-2", "explore"]], "discard culture-explore reserve": [6, ["culture-explore", "reserve"]], "discard culture-explore history": [6, ["culture-explore", "history"]], "discard culture-explore progress": [6, ["culture-explore", "progress"]], "discard culture-explore reserved": [6, ["culture-explore", "reserved"]], "discard culture-explore explore": [6, ["culture-explore", "explore"]], "discard culture-palaiapolis reserve": [6, ["culture-palaiapolis", "reserve"]], "discard culture-palaiapolis history": [6, ["culture-palaiapolis", "history"]], "discard culture-palaiapolis progress": [6, ["culture-palaiapolis", "progress"]], "discard culture-palaiapolis reserved": [6, ["culture-palaiapolis", "reserved"]], "discard culture-palaiapolis explore": [6, ["culture-palaiapolis", "explore"]], "discard goods-1 reserve": [6, ["goods-1", "reserve"]], "discard goods-1 history": [6, ["goods-1", "history"]], "discard goods-1 progress": [6, ["goods-1", "progress"]], "discard goods-1 reserved": [6, ["goods-1", "reserved"]], "discard goods-1 explore": [6, ["goods-1", "explore"]], "discard goods-2 reserve": [6, ["goods-2", "reserve"]], "discard goods-2 history": [6, ["goods-2", "history"]], "discard goods-2 progress": [6, ["goods-2", "progress"]], "discard goods-2 reserved": [6, ["goods-2", "reserved"]], "discard goods-2 explore": [6, ["goods-2", "explore"]], "discard hoplites reserve": [6, ["hoplites", "reserve"]], "discard hoplites history": [6, ["hoplites", "history"]], "discard hoplites progress": [6, ["hoplites", "progress"]], "discard hoplites reserved": [6, ["hoplites", "reserved"]], "discard hoplites explore": [6, ["hoplites", "explore"]], "discard prestige-2 reserve": [6, ["prestige-2", "reserve"]], "discard prestige-2 history": [6, ["prestige-2", "history"]], "discard prestige-2 progress": [6, ["prestige-2", "progress"]], "discard prestige-2 reserved": [6, ["prestige-2", "reserved"]], "discard prestige-2 explore": [6, ["prestige-2", "explore"]], "discard prestige-3 reserve": [6, ["prestige-3", "reserve"]], "discard prestige-3 history": [6, ["prestige-3", "history"]], "discard prestige-3 progress": [6, ["prestige-3", "progress"]], "discard prestige-3 reserved": [6, ["prestige-3", "reserved"]], "discard prestige-3 explore": [6, ["prestige-3", "explore"]], "discard prestige-special reserve": [6, ["prestige-special", "reserve"]], "discard prestige-special history": [6, ["prestige-special", "history"]], "discard prestige-special progress": [6, ["prestige-special", "progress"]], "discard prestige-special reserved": [6, ["prestige-special", "reserved"]], "discard prestige-special explore": [6, ["prestige-special", "explore"]], "discard sophistes reserve": [6, ["sophistes", "reserve"]], "discard sophistes history": [6, ["sophistes", "history"]], "discard sophistes progress": [6, ["sophistes", "progress"]], "discard sophistes reserved": [6, ["sophistes", "reserved"]], "discard sophistes explore": [6, ["sophistes", "explore"]], "discard trade-1 reserve": [6, ["trade-1", "reserve"]], "discard trade-1 history": [6, ["trade-1", "history"]], "discard trade-1 progress": [6, ["trade-1", "progress"]], "discard trade-1 reserved": [6, ["trade-1", "reserved"]], "discard trade-1 explore": [6, ["trade-1", "explore"]], "discard trade-2 reserve": [6, ["trade-2", "reserve"]], "discard trade-2 history": [6, ["trade-2", "history"]], "discard trade-2 progress": [6, ["trade-2", "progress"]], "discard trade-2 reserved": [6, ["trade-2", "reserved"]], "discard trade-2 explore": [6, ["trade-2", "explore"]], "discard trade-explore reserve": [6, ["trade-explore", "reserve"]], "discard trade-explore history": [6, ["trade-explore", "history"]], "discard trade-explore progress": [6, ["trade-explore", "progress"]], "discard trade-explore reserved": [6, ["trade-explore", "reserved"]], "discard trade-explore explore": [6, ["trade-explore", "explore"]], "discard trade-palaiapolis reserve": [6, ["trade-palaiapolis", "reserve"]], "discard trade-palaiapolis history": [6, ["trade-palaiapolis", "history"]], "discard trade-palaiapolis progress": [6, ["trade-palaiapolis", "progress"]], "discard trade-palaiapolis reserved": [6, ["trade-palaiapolis", "reserved"]], "discard trade-palaiapolis explore": [6, ["trade-palaiapolis", "explore"]], "discard war-1 reserve": [6, ["war-1", "reserve"]], "discard war-1 history": [6, ["war-1", "history"]], "discard war-1 progress": [6, ["war-1", "progress"]], "discard war-1 reserved": [6, ["war-1", "reserved"]], "discard war-1 explore": [6, ["war-1", "explore"]], "discard war-2 reserve": [6, ["war-2", "reserve"]], "discard war-2 history": [6, ["war-2", "history"]], "discard war-2 progress": [6, ["war-2", "progress"]], "discard war-2 reserved": [6, ["war-2", "reserved"]], "discard war-2 explore": [6, ["war-2", "explore"]], "discard war-explore reserve": [6, ["war-explore", "reserve"]], "discard war-explore history": [6, ["war-explore", "history"]], "discard war-explore progress": [6, ["war-explore", "progress"]], "discard war-explore reserved": [6, ["war-explore", "reserved"]], "discard war-explore explore": [6, ["war-explore", "explore"]], "discard war-palaiapolis reserve": [6, ["war-palaiapolis", "reserve"]], "discard war-palaiapolis history": [6, ["war-palaiapolis", "history"]], "discard war-palaiapolis progress": [6, ["war-palaiapolis", "progress"]], "discard war-palaiapolis reserved": [6, ["war-palaiapolis", "reserved"]], "discard war-palaiapolis explore": [6, ["war-palaiapolis", "explore"]], "pass reserve": [7, ["reserve"]], "pass history": [7, ["history"]], "pass progress": [7, ["progress"]], "pass reserved": [7, ["reserved"]], "pass explore": [7, ["explore"]], "split 1": [8, [1]], "split 2": [8, [2]], "split 3": [8, [3]]}));
const _STATE = ["rec", [["phase", ["enum", ["draw", "act", "split", "over"]]], ["turn", ["int"]], ["round", ["int"]], ["markers", ["list", ["opt", ["enum", ["reserve", "history", "progress", "reserved", "explore"]]]]], ["decks", ["rec", [["history", ["counter", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"], ["int"]]], ["progress", ["counter", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"], ["int"]]]]]], ["port", ["list", ["enum", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"]]]], ["polis", ["list", ["enum", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"]]]], ["realms", ["list", ["list", ["enum", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"]]]]], ["reserved", ["list", ["list", ["enum", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"]]]]], ["loot", ["list", ["list", ["enum", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"]]]]], ["drachmas", ["list", ["int"]]], ["spent", ["int"]], ["removed", ["list", ["enum", ["culture-1", "culture-2", "culture-explore", "culture-palaiapolis", "goods-1", "goods-2", "hoplites", "prestige-2", "prestige-3", "prestige-special", "sophistes", "trade-1", "trade-2", "trade-explore", "trade-palaiapolis", "war-1", "war-2", "war-explore", "war-palaiapolis"]]]], ["pending", ["list", ["enum", ["port history", "port progress", "loot", "forced", "end"]]]], ["split", ["int"]], ["setup", ["bool"]], ["history_out", ["bool"]], ["announced", ["list", ["int"]]]]];
const _OPTION_TESTS = [["setup_polis", "empty-polis"], ["setup_polis", "explored-polis"], ["reserve_drachma", "returns"], ["reserve_drachma", "spent"], ["reserve_limit", "1"], ["reserve_limit", "2"], ["forced_exploration_loot", "no-loot"], ["forced_exploration_loot", "loot"], ["history_deck_end", "emptied"], ["history_deck_end", "draw-failed"]];

// rule setup.decks: The two decks
// spec: rulespecs/emporium.yaml:288
// external: "two decks: the history deck and the progress (development) deck made of prestige and goods cards"
// assumed: "The setup picture is missing; the two decks are named in the post ('歴史カードの山札', '発展カードの山札') and made up as the facts say. Every draw is a chance step of the engine (gap setup-missing)."
function init(g) {
  let s, _i45_c, _i46_n, _i47_k, _i48_r, _i49_c, _i50_n, _i51_k, _i52_r;
  s = {"phase": "draw", "turn": 0, "round": 1, "markers": no_markers(g), "decks": new_decks(g), "port": [], "polis": [], "realms": start_realms(g), "reserved": empty_hands(g), "loot": empty_hands(g), "drachmas": start_drachmas(g), "spent": 0, "removed": [], "pending": setup_steps(g), "split": 0, "setup": true, "history_out": false, "announced": [], "history_left": 0, "progress_left": 0};
  _i45_c = s["decks"]["history"];
  _i46_n = 0;
  for (_i47_k of _countedKeys(_i45_c)) {
    _i46_n += (_i45_c[_i47_k] ?? 0);
  }
  _i48_r = _i46_n;
  s["history_left"] = _i48_r;
  _i49_c = s["decks"]["progress"];
  _i50_n = 0;
  for (_i51_k of _countedKeys(_i49_c)) {
    _i50_n += (_i49_c[_i51_k] ?? 0);
  }
  _i52_r = _i50_n;
  s["progress_left"] = _i52_r;
  s["turn"] = 0;
  s["round"] = 1;
  advance(g, s);
  return s;
}
function new_decks(g) {
  let d, k;
  d = {"history": {}, "progress": {}};
  for (k of C_KINDS) {
    if ((g.f_deck[k] === "history")) {
      d["history"][k] = g.f_count[k];
    } else if ((g.f_deck[k] === "progress")) {
      d["progress"][k] = g.f_count[k];
    }
  }
  return d;
}
function deck_size(g, c) {
  let n, k;
  n = 0;
  for (k of _countedKeys(c)) {
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
  return _isort(cards.slice(), false);
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
  let dk, _i53_st;
  _i53_st = s["pending"][0];
  if ((_i53_st === "loot")) {
    dk = ((s["history_left"] > 0) ? "history" : "");
  } else if ((_i53_st === "port history")) {
    if ((s["history_left"] > 0)) {
      dk = "history";
    } else {
      dk = ((s["progress_left"] > 0) ? "progress" : "");
    }
  } else if ((s["progress_left"] > 0)) {
    dk = "progress";
  } else {
    dk = ((s["history_left"] > 0) ? "history" : "");
  }
  if ((dk === "history")) {
    return _countedKeys(s["decks"]["history"]);
  }
  return _countedKeys(s["decks"]["progress"]);
}
function draw_weight(g, s, k) {
  let _i54_st, _i55_r;
  _i54_st = s["pending"][0];
  if ((_i54_st === "loot")) {
    _i55_r = ((s["history_left"] > 0) ? "history" : "");
  } else if ((_i54_st === "port history")) {
    if ((s["history_left"] > 0)) {
      _i55_r = "history";
    } else {
      _i55_r = ((s["progress_left"] > 0) ? "progress" : "");
    }
  } else if ((s["progress_left"] > 0)) {
    _i55_r = "progress";
  } else {
    _i55_r = ((s["history_left"] > 0) ? "history" : "");
  }
  if ((_i55_r === "history")) {
    return (s["decks"]["history"][k] ?? 0);
  }
  return (s["decks"]["progress"][k] ?? 0);
}
function do_draw(g, s, k) {
  let st, dk, _i56_xs, _i57_first, _i58_i, _i59_cards, _i60_r, _i61_cards, _i62_r;
  _i56_xs = s["pending"];
  _i57_first = _i56_xs[0];
  for (let _i58_i_ = 1, _end1 = _len(_i56_xs); _i58_i_ < _end1; _i58_i_++) {
    _i58_i = _i58_i_;
    _i56_xs[(_i58_i - 1)] = _i56_xs[_i58_i];
  }
  _pop(_i56_xs);
  st = _i57_first;
  if ((st === "loot")) {
    dk = ((s["history_left"] > 0) ? "history" : "");
  } else if ((st === "port history")) {
    if ((s["history_left"] > 0)) {
      dk = "history";
    } else {
      dk = ((s["progress_left"] > 0) ? "progress" : "");
    }
  } else if ((s["progress_left"] > 0)) {
    dk = "progress";
  } else {
    dk = ((s["history_left"] > 0) ? "history" : "");
  }
  if ((dk === "history")) {
    s["decks"]["history"][k] = (s["decks"]["history"][k] ?? 0) - (1);
    s["history_left"] -= 1;
  } else {
    s["decks"]["progress"][k] = (s["decks"]["progress"][k] ?? 0) - (1);
    s["progress_left"] -= 1;
  }
  if ((st === "loot")) {
    _i59_cards = s["loot"][s["turn"]];
    _i59_cards.push(k);
    _i60_r = _isort(_i59_cards.slice(), false);
    s["loot"][s["turn"]] = _i60_r;
  } else {
    _i61_cards = s["port"];
    _i61_cards.push(k);
    _i62_r = _isort(_i61_cards.slice(), false);
    s["port"] = _i62_r;
  }
  if (((dk === "history") && (s["history_left"] === 0) && g.o[8] && (!s["setup"]))) {
    s["history_out"] = true;
  }
  advance(g, s);
}
function normalise(g, s) {
  let i, _i63_c, _i64_n, _i65_k, _i66_r, _i67_c, _i68_n, _i69_k, _i70_r;
  s["port"] = _isort(s["port"].slice(), false);
  s["polis"] = _isort(s["polis"].slice(), false);
  s["removed"] = _isort(s["removed"].slice(), false);
  for (let i_ = 0, _end1 = _len(s["realms"]); i_ < _end1; i_++) {
    i = i_;
    s["realms"][i] = _isort(s["realms"][i].slice(), false);
  }
  for (let i_ = 0, _end2 = _len(s["reserved"]); i_ < _end2; i_++) {
    i = i_;
    s["reserved"][i] = _isort(s["reserved"][i].slice(), false);
  }
  for (let i_ = 0, _end3 = _len(s["loot"]); i_ < _end3; i_++) {
    i = i_;
    s["loot"][i] = _isort(s["loot"][i].slice(), false);
  }
  _i63_c = s["decks"]["history"];
  _i64_n = 0;
  for (_i65_k of _countedKeys(_i63_c)) {
    _i64_n += (_i63_c[_i65_k] ?? 0);
  }
  _i66_r = _i64_n;
  s["history_left"] = _i66_r;
  _i67_c = s["decks"]["progress"];
  _i68_n = 0;
  for (_i69_k of _countedKeys(_i67_c)) {
    _i68_n += (_i67_c[_i69_k] ?? 0);
  }
  _i70_r = _i68_n;
  s["progress_left"] = _i70_r;
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
  for (k of _countedKeys(s["decks"]["history"])) {
    if ((g.f_deck[k] !== "history")) {
      return ("decks.history." + k + ": not a card of that deck");
    }
    if (((s["decks"]["history"][k] ?? 0) > g.f_count[k])) {
      return ("decks.history." + k + ": a count 1 to " + String(g.f_count[k]) + " expected");
    }
  }
  for (k of _countedKeys(s["decks"]["progress"])) {
    if ((g.f_deck[k] !== "progress")) {
      return ("decks.progress." + k + ": not a card of that deck");
    }
    if (((s["decks"]["progress"][k] ?? 0) > g.f_count[k])) {
      return ("decks.progress." + k + ": a count 1 to " + String(g.f_count[k]) + " expected");
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
  let n, seen, k, why, r, i, own, held, a, forced_steps, ends, loots, rank, m, _i128_st, _i129_st, _i130_r;
  n = g.players;
  seen = {};
  for (k of _countedKeys(s["decks"]["history"])) {
    seen[k] = ((seen[k] ?? 0) + (s["decks"]["history"][k] ?? 0));
    if ((seen[k] > g.f_count[k])) {
      return ("decks: more " + k + " cards than the game has");
    }
  }
  for (k of _countedKeys(s["decks"]["progress"])) {
    seen[k] = ((seen[k] ?? 0) + (s["decks"]["progress"][k] ?? 0));
    if ((seen[k] > g.f_count[k])) {
      return ("decks: more " + k + " cards than the game has");
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
        if ((k !== g.f_start_kinds[_mod(i, _len(g.f_start_kinds))])) {
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
  if (((s["spent"] !== 0) && g.o[2])) {
    why = "spent: 0 when drachmas return to their owners";
  } else {
    why = "";
  }
  if ((why !== "")) {
    return why;
  }
  why = markers_apart(g, s);
  if ((why !== "")) {
    return why;
  }
  for (a of s["announced"]) {
    if ((_len(s["realms"][a]) < C_REALM_WARNING)) {
      return ("announced: seat " + String(a) + " has fewer than " + String(C_REALM_WARNING) + " cards");
    }
  }
  if ((s["history_out"] && (s["history_left"] > 0))) {
    why = "history_out: the history deck still has cards";
  } else if (((!s["history_out"]) && (s["history_left"] === 0) && g.o[8] && (!s["setup"]))) {
    why = "history_out: the history deck is empty";
  } else {
    why = "";
  }
  if ((why !== "")) {
    return why;
  }
  forced_steps = 0;
  ends = 0;
  loots = 0;
  for (let i_ = 0, _end2 = _len(s["pending"]); i_ < _end2; i_++) {
    i = i_;
    _i128_st = s["pending"][i];
    if ((_i128_st === "loot")) {
      rank = 1;
    } else if ((_i128_st === "forced")) {
      rank = 2;
    } else if ((_i128_st === "end")) {
      rank = 3;
    } else {
      rank = 0;
    }
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
    if (((_len(s["polis"]) > 0) && g.o[0])) {
      why = "polis: empty during the setup";
    } else {
      why = "";
    }
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
    return ("pending: nothing is left to do in phase " + s["phase"]);
  }
  if ((s["phase"] === "draw")) {
    if ((_len(s["pending"]) === 0)) {
      return "pending: a draw from a deck with cards";
    }
    _i129_st = s["pending"][0];
    if ((_i129_st === "loot")) {
      _i130_r = ((s["history_left"] > 0) ? "history" : "");
    } else if ((_i129_st === "port history")) {
      if ((s["history_left"] > 0)) {
        _i130_r = "history";
      } else {
        _i130_r = ((s["progress_left"] > 0) ? "progress" : "");
      }
    } else if ((s["progress_left"] > 0)) {
      _i130_r = "progress";
    } else {
      _i130_r = ((s["history_left"] > 0) ? "history" : "");
    }
    if ((_i130_r === "")) {
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
    return ("phase: " + s["phase"] + " with no legal action");
  }
  return "";
}
function count_cards(g, seen, where, cards) {
  let k;
  for (k of cards) {
    seen[k] = ((seen[k] ?? 0) + 1);
    if ((seen[k] > g.f_count[k])) {
      return (where + ": more " + k + " cards than the game has");
    }
  }
  return "";
}
function start_cards_in(g, where, cards) {
  let k;
  for (k of cards) {
    if ((g.f_deck[k] === "start")) {
      return (where + ": a start card");
    }
  }
  return "";
}
function has_legal(g, s) {
  let _i121_seat, _i122_out, _i123_card, _i124__i92_taken, _i125__i93_i, _i126__i94_r, _i127_r;
  if ((s["phase"] === "split")) {
    return (s["split"] > 1);
  }
  _i121_seat = s["turn"];
  _i122_out = [];
  for (_i123_card of C_ACTION_CARDS) {
    if ((!(s["markers"][_i121_seat] !== _i123_card))) {
      _i126__i94_r = false;
    } else {
      _i124__i92_taken = false;
      for (let _i125__i93_i_ = 0, _end1 = g.players; _i125__i93_i_ < _end1; _i125__i93_i_++) {
        _i125__i93_i = _i125__i93_i_;
        if (((_i125__i93_i !== _i121_seat) && (s["markers"][_i125__i93_i] === _i123_card))) {
          _i124__i92_taken = true;
        }
      }
      if ((_i124__i92_taken && ((g.players === 2) && (_i123_card === "reserve")))) {
        _i124__i92_taken = false;
      }
      _i126__i94_r = (!_i124__i92_taken);
    }
    if (_i126__i94_r) {
      _i122_out.push(_i123_card);
    }
  }
  _i127_r = _i122_out;
  return ((_len(_i127_r) > 0) || any_act(g, s));
}
// end rule setup.decks

// rule setup.port: The port
// spec: rulespecs/emporium.yaml:628
// cite ja: "港にはいつも4枚選べるカードの状態になります。"
// assumed: "The setup picture is missing. The port always offers four cards, so it starts with four (from the history deck, which is what refills it); nothing puts cards in the polis but exploring, so it starts empty (gaps setup-missing, setup-polis)."
function setup_steps(g) {
  let steps, _i43_out, _i44_i;
  _i43_out = [];
  for (let _i44_i_ = 0, _end1 = C_PORT_SIZE; _i44_i_ < _end1; _i44_i_++) {
    _i44_i = _i44_i_;
    _i43_out.push("port history");
  }
  steps = _i43_out;
  if (g.o[1]) {
    steps.push("forced");
  } else if (g.o[0]) {
  }
  return steps;
}
function polis_at_setup(g, s) {
  if (((_len(s["polis"]) > 0) && g.o[0])) {
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
    out.push([g.f_start_kinds[_mod(i, _len(g.f_start_kinds))]]);
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
  let st, _i15_xs, _i16_first, _i17_i, _i18_r, _i19_r, _i20_xs, _i21_first, _i22_i, _i23_r, _i24_moved, _i25_rest, _i26_k, _i27_steps, _i28__i2_cards, _i29__i3_r, _i30__i4_out, _i31__i5_i, _i32__i6_out, _i33__i7_i, _i34__i8_r, _i35__i9_out, _i36__i10_x, _i37__i11_xs, _i38__i12_out, _i39__i13_x, _i40__i14_r, _i41__i1_i, _i42_r;
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
      if ((g.o[9] && (!s["setup"]) && (s["history_left"] === 0) && (st !== "port progress"))) {
        s["history_out"] = true;
      }
      if ((st === "loot")) {
        _i19_r = ((s["history_left"] > 0) ? "history" : "");
      } else if ((st === "port history")) {
        if ((s["history_left"] > 0)) {
          _i19_r = "history";
        } else {
          _i19_r = ((s["progress_left"] > 0) ? "progress" : "");
        }
      } else if ((s["progress_left"] > 0)) {
        _i19_r = "progress";
      } else {
        _i19_r = ((s["history_left"] > 0) ? "history" : "");
      }
      if ((_i19_r === "")) {
        _i15_xs = s["pending"];
        _i16_first = _i15_xs[0];
        for (let _i17_i_ = 1, _end2 = _len(_i15_xs); _i17_i_ < _end2; _i17_i_++) {
          _i17_i = _i17_i_;
          _i15_xs[(_i17_i - 1)] = _i15_xs[_i17_i];
        }
        _pop(_i15_xs);
        _i18_r = _i16_first;
        continue;
      }
      s["phase"] = "draw";
      return;
    }
    _i20_xs = s["pending"];
    _i21_first = _i20_xs[0];
    for (let _i22_i_ = 1, _end3 = _len(_i20_xs); _i22_i_ < _end3; _i22_i_++) {
      _i22_i = _i22_i_;
      _i20_xs[(_i22_i - 1)] = _i20_xs[_i22_i];
    }
    _pop(_i20_xs);
    _i23_r = _i21_first;
    if ((st === "forced")) {
      forced(g, s);
    } else if ((st === "end")) {
      for (let _i41__i1_i_ = 0, _end4 = g.players; _i41__i1_i_ < _end4; _i41__i1_i_++) {
        _i41__i1_i = _i41__i1_i_;
        if (((_len(s["realms"][_i41__i1_i]) >= C_REALM_WARNING) && (!s["announced"].includes(_i41__i1_i)))) {
          s["announced"].push(_i41__i1_i);
          s["announced"] = _isort(s["announced"].slice(), true);
        }
      }
      if (((s["turn"] === (g.players - 1)) && ending(g, s))) {
        s["phase"] = "over";
        _i42_r = true;
      } else {
        s["turn"] = _mod((s["turn"] + 1), g.players);
        if ((s["turn"] === 0)) {
          s["round"] += 1;
        }
        _i42_r = false;
      }
      if (_i42_r) {
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
  let out, card, _i92_taken, _i93_i, _i94_r;
  out = [];
  for (card of C_ACTION_CARDS) {
    if ((!(s["markers"][seat] !== card))) {
      _i94_r = false;
    } else {
      _i92_taken = false;
      for (let _i93_i_ = 0, _end1 = g.players; _i93_i_ < _end1; _i93_i_++) {
        _i93_i = _i93_i_;
        if (((_i93_i !== seat) && (s["markers"][_i93_i] === card))) {
          _i92_taken = true;
        }
      }
      if ((_i92_taken && ((g.players === 2) && (card === "reserve")))) {
        _i92_taken = false;
      }
      _i94_r = (!_i92_taken);
    }
    if (_i94_r) {
      out.push(card);
    }
  }
  return out;
}
function card_free(g, s, seat, card) {
  let taken, i;
  if ((!(s["markers"][seat] !== card))) {
    return false;
  }
  taken = false;
  for (let i_ = 0, _end1 = g.players; i_ < _end1; i_++) {
    i = i_;
    if (((i !== seat) && (s["markers"][i] === card))) {
      taken = true;
    }
  }
  if ((taken && ((g.players === 2) && (card === "reserve")))) {
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
        if (((s["markers"][j] === m) && (!((g.players === 2) && (m === "reserve"))))) {
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
  let _i75_out, _i76_k, _i77__i71_cards, _i78__i72_out, _i79__i73_k, _i80__i74_r, _i81_r, _i82_out, _i83_k, _i84__i71_cards, _i85__i72_out, _i86__i73_k, _i87__i74_r, _i88_r, _i89_marks, _i90_k, _i91_r;
  if ((card === "reserve")) {
    return ((_len(s["port"]) > 0) && (s["drachmas"][seat] >= 1) && (_len(s["reserved"][seat]) < g.f_reserve_limit));
  }
  if ((card === "history")) {
    _i75_out = [];
    _i77__i71_cards = s["polis"];
    _i78__i72_out = [];
    for (_i79__i73_k of _i77__i71_cards) {
      if (((_len(_i78__i72_out) === 0) || (_top(_i78__i72_out) !== _i79__i73_k))) {
        _i78__i72_out.push(_i79__i73_k);
      }
    }
    _i80__i74_r = _i78__i72_out;
    for (_i76_k of _i80__i74_r) {
      if (((g.f_type[_i76_k] === "history") === ("history" === "history"))) {
        _i75_out.push(_i76_k);
      }
    }
    _i81_r = _i75_out;
    return (_len(_i81_r) > 0);
  }
  if ((card === "progress")) {
    _i82_out = [];
    _i84__i71_cards = s["polis"];
    _i85__i72_out = [];
    for (_i86__i73_k of _i84__i71_cards) {
      if (((_len(_i85__i72_out) === 0) || (_top(_i85__i72_out) !== _i86__i73_k))) {
        _i85__i72_out.push(_i86__i73_k);
      }
    }
    _i87__i74_r = _i85__i72_out;
    for (_i83_k of _i87__i74_r) {
      if (((g.f_type[_i83_k] === "history") === ("progress" === "history"))) {
        _i82_out.push(_i83_k);
      }
    }
    _i88_r = _i82_out;
    return (_len(_i88_r) > 0);
  }
  if ((card === "reserved")) {
    return (_len(s["reserved"][seat]) > 0);
  }
  _i89_marks = 0;
  for (_i90_k of s["realms"][seat]) {
    _i89_marks += g.f_marks[_i90_k];
  }
  _i91_r = Math.min(Math.min(_i89_marks, C_EXPLORE_MAX), _len(s["port"]));
  return (_i91_r > 0);
}
function any_act(g, s) {
  let card, _i95_seat, _i96__i75_out, _i97__i76_k, _i98__i77__i71_cards, _i99__i78__i72_out, _i100__i79__i73_k, _i101__i80__i74_r, _i102__i81_r, _i103__i82_out, _i104__i83_k, _i105__i84__i71_cards, _i106__i85__i72_out, _i107__i86__i73_k, _i108__i87__i74_r, _i109__i88_r, _i110__i89_marks, _i111__i90_k, _i112__i91_r, _i113_r, _i114_seat, _i115_out, _i116_card, _i117__i92_taken, _i118__i93_i, _i119__i94_r, _i120_r;
  _i114_seat = s["turn"];
  _i115_out = [];
  for (_i116_card of C_ACTION_CARDS) {
    if ((!(s["markers"][_i114_seat] !== _i116_card))) {
      _i119__i94_r = false;
    } else {
      _i117__i92_taken = false;
      for (let _i118__i93_i_ = 0, _end1 = g.players; _i118__i93_i_ < _end1; _i118__i93_i_++) {
        _i118__i93_i = _i118__i93_i_;
        if (((_i118__i93_i !== _i114_seat) && (s["markers"][_i118__i93_i] === _i116_card))) {
          _i117__i92_taken = true;
        }
      }
      if ((_i117__i92_taken && ((g.players === 2) && (_i116_card === "reserve")))) {
        _i117__i92_taken = false;
      }
      _i119__i94_r = (!_i117__i92_taken);
    }
    if (_i119__i94_r) {
      _i115_out.push(_i116_card);
    }
  }
  _i120_r = _i115_out;
  for (card of _i120_r) {
    if (can_do(g, s, s["turn"], card)) {
      return true;
    }
  }
  return false;
}
function polis_kinds(g, s, what) {
  let out, k, _i71_cards, _i72_out, _i73_k, _i74_r;
  out = [];
  _i71_cards = s["polis"];
  _i72_out = [];
  for (_i73_k of _i71_cards) {
    if (((_len(_i72_out) === 0) || (_top(_i72_out) !== _i73_k))) {
      _i72_out.push(_i73_k);
    }
  }
  _i74_r = _i72_out;
  for (k of _i74_r) {
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
  let _i131_cards, _i132_out, _i133_k;
  if (((_len(s["reserved"][s["turn"]]) === 0) || any_act(g, s))) {
    return [];
  }
  _i131_cards = s["reserved"][s["turn"]];
  _i132_out = [];
  for (_i133_k of _i131_cards) {
    if (((_len(_i132_out) === 0) || (_top(_i132_out) !== _i133_k))) {
      _i132_out.push(_i133_k);
    }
  }
  return _i132_out;
}
function discard_cards(g, s, k) {
  let _i134_seat, _i135_out, _i136_card, _i137__i92_taken, _i138__i93_i, _i139__i94_r;
  _i134_seat = s["turn"];
  _i135_out = [];
  for (_i136_card of C_ACTION_CARDS) {
    if ((!(s["markers"][_i134_seat] !== _i136_card))) {
      _i139__i94_r = false;
    } else {
      _i137__i92_taken = false;
      for (let _i138__i93_i_ = 0, _end1 = g.players; _i138__i93_i_ < _end1; _i138__i93_i_++) {
        _i138__i93_i = _i138__i93_i_;
        if (((_i138__i93_i !== _i134_seat) && (s["markers"][_i138__i93_i] === _i136_card))) {
          _i137__i92_taken = true;
        }
      }
      if ((_i137__i92_taken && ((g.players === 2) && (_i136_card === "reserve")))) {
        _i137__i92_taken = false;
      }
      _i139__i94_r = (!_i137__i92_taken);
    }
    if (_i139__i94_r) {
      _i135_out.push(_i136_card);
    }
  }
  return _i135_out;
}
function pass_cards(g, s) {
  let _i140_seat, _i141_out, _i142_card, _i143__i92_taken, _i144__i93_i, _i145__i94_r;
  if (((_len(s["reserved"][s["turn"]]) > 0) || any_act(g, s))) {
    return [];
  }
  _i140_seat = s["turn"];
  _i141_out = [];
  for (_i142_card of C_ACTION_CARDS) {
    if ((!(s["markers"][_i140_seat] !== _i142_card))) {
      _i145__i94_r = false;
    } else {
      _i143__i92_taken = false;
      for (let _i144__i93_i_ = 0, _end1 = g.players; _i144__i93_i_ < _end1; _i144__i93_i_++) {
        _i144__i93_i = _i144__i93_i_;
        if (((_i144__i93_i !== _i140_seat) && (s["markers"][_i144__i93_i] === _i142_card))) {
          _i143__i92_taken = true;
        }
      }
      if ((_i143__i92_taken && ((g.players === 2) && (_i142_card === "reserve")))) {
        _i143__i92_taken = false;
      }
      _i145__i94_r = (!_i143__i92_taken);
    }
    if (_i145__i94_r) {
      _i141_out.push(_i142_card);
    }
  }
  return _i141_out;
}
function do_discard(g, s, k, card) {
  let seat, _i146_cards, _i147_r;
  seat = s["turn"];
  _removeScalar(s["reserved"][seat], k);
  _i146_cards = s["removed"];
  _i146_cards.push(k);
  _i147_r = _isort(_i146_cards.slice(), false);
  s["removed"] = _i147_r;
  if (g.o[2]) {
    s["drachmas"][seat] += 1;
  } else if (g.o[3]) {
    s["spent"] += 1;
  }
  s["markers"][seat] = card;
  s["pending"] = ["forced", "end"];
  advance(g, s);
}
function do_pass(g, s, card) {
  s["markers"][s["turn"]] = card;
  s["pending"] = ["forced", "end"];
  advance(g, s);
}
// end rule choose.none-possible

// rule reserve.take: Reserving from the port
// spec: rulespecs/emporium.yaml:969
// cite ja: "手番プレイヤーはトークンをリザーブアクションカードの上に置き、港から1枚を選び、表向きに自分のレルムに置き、そして1枚ドラクマをそのカードの上に置きます。"
function reserve_kinds(g, s) {
  let _i148_seat, _i149_taken, _i150_i, _i151_r, _i152_cards, _i153_out, _i154_k;
  _i148_seat = s["turn"];
  if ((!(s["markers"][_i148_seat] !== "reserve"))) {
    _i151_r = false;
  } else {
    _i149_taken = false;
    for (let _i150_i_ = 0, _end1 = g.players; _i150_i_ < _end1; _i150_i_++) {
      _i150_i = _i150_i_;
      if (((_i150_i !== _i148_seat) && (s["markers"][_i150_i] === "reserve"))) {
        _i149_taken = true;
      }
    }
    if ((_i149_taken && ((g.players === 2) && ("reserve" === "reserve")))) {
      _i149_taken = false;
    }
    _i151_r = (!_i149_taken);
  }
  if (((!_i151_r) || (!((_len(s["port"]) > 0) && (s["drachmas"][s["turn"]] >= 1) && (_len(s["reserved"][s["turn"]]) < g.f_reserve_limit))))) {
    return [];
  }
  _i152_cards = s["port"];
  _i153_out = [];
  for (_i154_k of _i152_cards) {
    if (((_len(_i153_out) === 0) || (_top(_i153_out) !== _i154_k))) {
      _i153_out.push(_i154_k);
    }
  }
  return _i153_out;
}
function can_reserve(g, s, seat) {
  return ((_len(s["port"]) > 0) && (s["drachmas"][seat] >= 1) && (_len(s["reserved"][seat]) < g.f_reserve_limit));
}
function do_reserve(g, s, k) {
  let seat, _i155_cards, _i156_r;
  seat = s["turn"];
  s["markers"][seat] = "reserve";
  _removeScalar(s["port"], k);
  _i155_cards = s["reserved"][seat];
  _i155_cards.push(k);
  _i156_r = _isort(_i155_cards.slice(), false);
  s["reserved"][seat] = _i156_r;
  s["drachmas"][seat] -= 1;
  s["pending"] = prepend(g, ["port history"], ["forced", "end"]);
  advance(g, s);
}
// end rule reserve.take

// rule reserve.refill: Refilling the port
// spec: rulespecs/emporium.yaml:1000
// cite ja: "手番プレイヤーは歴史カードの山札からカード1枚を取り、表向きに港に置きます。"
// cite ja: "港にはいつも4枚選べるカードの状態になります。"
function refill_after_reserve(g, s) {
  s["pending"] = prepend(g, ["port history"], ["forced", "end"]);
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
  if (g.o[5]) {
    return 2;
  } else if (g.o[4]) {
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
  let _i157_seat, _i158_taken, _i159_i, _i160_r, _i161_out, _i162_k, _i163__i71_cards, _i164__i72_out, _i165__i73_k, _i166__i74_r;
  _i157_seat = s["turn"];
  if ((!(s["markers"][_i157_seat] !== "history"))) {
    _i160_r = false;
  } else {
    _i158_taken = false;
    for (let _i159_i_ = 0, _end1 = g.players; _i159_i_ < _end1; _i159_i_++) {
      _i159_i = _i159_i_;
      if (((_i159_i !== _i157_seat) && (s["markers"][_i159_i] === "history"))) {
        _i158_taken = true;
      }
    }
    if ((_i158_taken && ((g.players === 2) && ("history" === "reserve")))) {
      _i158_taken = false;
    }
    _i160_r = (!_i158_taken);
  }
  if ((!_i160_r)) {
    return [];
  }
  _i161_out = [];
  _i163__i71_cards = s["polis"];
  _i164__i72_out = [];
  for (_i165__i73_k of _i163__i71_cards) {
    if (((_len(_i164__i72_out) === 0) || (_top(_i164__i72_out) !== _i165__i73_k))) {
      _i164__i72_out.push(_i165__i73_k);
    }
  }
  _i166__i74_r = _i164__i72_out;
  for (_i162_k of _i166__i74_r) {
    if (((g.f_type[_i162_k] === "history") === ("history" === "history"))) {
      _i161_out.push(_i162_k);
    }
  }
  return _i161_out;
}
function do_history(g, s, k) {
  let _i167_cards, _i168_r;
  s["markers"][s["turn"]] = "history";
  _removeScalar(s["polis"], k);
  _i167_cards = s["realms"][s["turn"]];
  _i167_cards.push(k);
  _i168_r = _isort(_i167_cards.slice(), false);
  s["realms"][s["turn"]] = _i168_r;
  s["pending"] = ["forced", "end"];
  advance(g, s);
}
// end rule realm.history

// rule realm.progress: Adding a prestige or goods card from the polis
// spec: rulespecs/emporium.yaml:1108
// cite ja: "ポリスから威信カードや荷物カード1枚を加えま"
// assumed: "The explanation under this heading was a picture and is missing (gap add-to-realm-details)."
function progress_kinds(g, s) {
  let _i169_seat, _i170_taken, _i171_i, _i172_r, _i173_out, _i174_k, _i175__i71_cards, _i176__i72_out, _i177__i73_k, _i178__i74_r;
  _i169_seat = s["turn"];
  if ((!(s["markers"][_i169_seat] !== "progress"))) {
    _i172_r = false;
  } else {
    _i170_taken = false;
    for (let _i171_i_ = 0, _end1 = g.players; _i171_i_ < _end1; _i171_i_++) {
      _i171_i = _i171_i_;
      if (((_i171_i !== _i169_seat) && (s["markers"][_i171_i] === "progress"))) {
        _i170_taken = true;
      }
    }
    if ((_i170_taken && ((g.players === 2) && ("progress" === "reserve")))) {
      _i170_taken = false;
    }
    _i172_r = (!_i170_taken);
  }
  if ((!_i172_r)) {
    return [];
  }
  _i173_out = [];
  _i175__i71_cards = s["polis"];
  _i176__i72_out = [];
  for (_i177__i73_k of _i175__i71_cards) {
    if (((_len(_i176__i72_out) === 0) || (_top(_i176__i72_out) !== _i177__i73_k))) {
      _i176__i72_out.push(_i177__i73_k);
    }
  }
  _i178__i74_r = _i176__i72_out;
  for (_i174_k of _i178__i74_r) {
    if (((g.f_type[_i174_k] === "history") === ("progress" === "history"))) {
      _i173_out.push(_i174_k);
    }
  }
  return _i173_out;
}
function do_progress(g, s, k) {
  let _i179_cards, _i180_r;
  s["markers"][s["turn"]] = "progress";
  _removeScalar(s["polis"], k);
  _i179_cards = s["realms"][s["turn"]];
  _i179_cards.push(k);
  _i180_r = _isort(_i179_cards.slice(), false);
  s["realms"][s["turn"]] = _i180_r;
  s["pending"] = ["forced", "end"];
  advance(g, s);
}
// end rule realm.progress

// rule realm.reserved: Adding a reserved card
// spec: rulespecs/emporium.yaml:1138
// cite ja: "リザーブしたカードを加えま"
// assumed: "The explanation under this heading was a picture and is missing (gaps add-to-realm-details, reserve-drachma)."
function reserved_kinds(g, s) {
  let _i181_seat, _i182_taken, _i183_i, _i184_r, _i185_cards, _i186_out, _i187_k;
  _i181_seat = s["turn"];
  if ((!(s["markers"][_i181_seat] !== "reserved"))) {
    _i184_r = false;
  } else {
    _i182_taken = false;
    for (let _i183_i_ = 0, _end1 = g.players; _i183_i_ < _end1; _i183_i_++) {
      _i183_i = _i183_i_;
      if (((_i183_i !== _i181_seat) && (s["markers"][_i183_i] === "reserved"))) {
        _i182_taken = true;
      }
    }
    if ((_i182_taken && ((g.players === 2) && ("reserved" === "reserve")))) {
      _i182_taken = false;
    }
    _i184_r = (!_i182_taken);
  }
  if ((!_i184_r)) {
    return [];
  }
  _i185_cards = s["reserved"][s["turn"]];
  _i186_out = [];
  for (_i187_k of _i185_cards) {
    if (((_len(_i186_out) === 0) || (_top(_i186_out) !== _i187_k))) {
      _i186_out.push(_i187_k);
    }
  }
  return _i186_out;
}
function do_reserved(g, s, k) {
  let seat, _i188_cards, _i189_r;
  seat = s["turn"];
  s["markers"][seat] = "reserved";
  _removeScalar(s["reserved"][seat], k);
  _i188_cards = s["realms"][seat];
  _i188_cards.push(k);
  _i189_r = _isort(_i188_cards.slice(), false);
  s["realms"][seat] = _i189_r;
  if (g.o[2]) {
    s["drachmas"][seat] += 1;
  } else if (g.o[3]) {
    s["spent"] += 1;
  }
  s["pending"] = ["forced", "end"];
  advance(g, s);
}
function release_drachma(g, s, seat) {
  if (g.o[2]) {
    s["drachmas"][seat] += 1;
  } else if (g.o[3]) {
    s["spent"] += 1;
  }
}
function spent_allowed(g, s) {
  if (((s["spent"] !== 0) && g.o[2])) {
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
  let out, m, chosen, _i190_seat, _i191_taken, _i192_i, _i193_r, _i194_seat, _i195_marks, _i196_k;
  out = [];
  _i190_seat = s["turn"];
  if ((!(s["markers"][_i190_seat] !== "explore"))) {
    _i193_r = false;
  } else {
    _i191_taken = false;
    for (let _i192_i_ = 0, _end1 = g.players; _i192_i_ < _end1; _i192_i_++) {
      _i192_i = _i192_i_;
      if (((_i192_i !== _i190_seat) && (s["markers"][_i192_i] === "explore"))) {
        _i191_taken = true;
      }
    }
    if ((_i191_taken && ((g.players === 2) && ("explore" === "reserve")))) {
      _i191_taken = false;
    }
    _i193_r = (!_i191_taken);
  }
  if ((!_i193_r)) {
    return out;
  }
  _i194_seat = s["turn"];
  _i195_marks = 0;
  for (_i196_k of s["realms"][_i194_seat]) {
    _i195_marks += g.f_marks[_i196_k];
  }
  m = Math.min(Math.min(_i195_marks, C_EXPLORE_MAX), _len(s["port"]));
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
  let k, m, steps, _i201_cards, _i202_r, _i203__i199_out, _i204__i200_i, _i205__i197_out, _i206__i198_i, _i207_r, _i208_out, _i209_x, _i210_r;
  s["markers"][s["turn"]] = "explore";
  for (k of ks) {
    _removeScalar(s["port"], k);
    _i201_cards = s["polis"];
    _i201_cards.push(k);
    _i202_r = _isort(_i201_cards.slice(), false);
    s["polis"] = _i202_r;
  }
  m = _len(ks);
  if ((m === 1)) {
    steps = ["port history"];
  } else {
    steps = [];
  }
  if ((m > 1)) {
    if (((s["history_left"] > 0) && (s["progress_left"] > 0))) {
      s["split"] = m;
      steps = [];
    } else {
      _i203__i199_out = [];
      for (let _i204__i200_i_ = 0, _end1 = m; _i204__i200_i_ < _end1; _i204__i200_i_++) {
        _i204__i200_i = _i204__i200_i_;
        _i203__i199_out.push("port history");
      }
      steps = _i203__i199_out;
    }
  }
  _i205__i197_out = [];
  for (let _i206__i198_i_ = 0, _end2 = m; _i206__i198_i_ < _end2; _i206__i198_i_++) {
    _i206__i198_i = _i206__i198_i_;
    _i205__i197_out.push("loot");
  }
  _i207_r = _i205__i197_out;
  _i208_out = _copy(steps);
  for (_i209_x of _i207_r) {
    _i208_out.push(_i209_x);
  }
  _i210_r = _i208_out;
  s["pending"] = prepend(g, _i210_r, ["forced", "end"]);
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
  let _i199_out, _i200_i;
  if (((s["history_left"] > 0) && (s["progress_left"] > 0))) {
    s["split"] = m;
    return [];
  }
  _i199_out = [];
  for (let _i200_i_ = 0, _end1 = m; _i200_i_ < _end1; _i200_i_++) {
    _i200_i = _i200_i_;
    _i199_out.push("port history");
  }
  return _i199_out;
}
function can_split(g, s, h) {
  return (h < s["split"]);
}
function do_split(g, s, h) {
  let steps, _i211_out, _i212_i, _i213_r, _i214_n, _i215_out, _i216_i, _i217_r, _i218_out, _i219_x, _i220_xs, _i221_out, _i222_x, _i223_r;
  _i211_out = [];
  for (let _i212_i_ = 0, _end1 = h; _i212_i_ < _end1; _i212_i_++) {
    _i212_i = _i212_i_;
    _i211_out.push("port history");
  }
  _i213_r = _i211_out;
  _i214_n = (s["split"] - h);
  _i215_out = [];
  for (let _i216_i_ = 0, _end2 = _i214_n; _i216_i_ < _end2; _i216_i_++) {
    _i216_i = _i216_i_;
    _i215_out.push("port progress");
  }
  _i217_r = _i215_out;
  _i218_out = _copy(_i213_r);
  for (_i219_x of _i217_r) {
    _i218_out.push(_i219_x);
  }
  steps = _i218_out;
  _i220_xs = s["pending"];
  _i221_out = _copy(steps);
  for (_i222_x of _i220_xs) {
    _i221_out.push(_i222_x);
  }
  _i223_r = _i221_out;
  s["pending"] = _i223_r;
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
  let _i197_out, _i198_i;
  _i197_out = [];
  for (let _i198_i_ = 0, _end1 = m; _i198_i_ < _end1; _i198_i_++) {
    _i198_i = _i198_i_;
    _i197_out.push("loot");
  }
  return _i197_out;
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
  let moved, rest, k, steps, _i2_cards, _i3_r, _i4_out, _i5_i, _i6_out, _i7_i, _i8_r, _i9_out, _i10_x, _i11_xs, _i12_out, _i13_x, _i14_r;
  if ((_len(s["polis"]) > 0)) {
    return;
  }
  moved = 0;
  rest = [];
  for (k of s["port"]) {
    if ((moved < C_FORCED_CARDS)) {
      _i2_cards = s["polis"];
      _i2_cards.push(k);
      _i3_r = _isort(_i2_cards.slice(), false);
      s["polis"] = _i3_r;
      moved += 1;
    } else {
      rest.push(k);
    }
  }
  s["port"] = rest;
  _i4_out = [];
  for (let _i5_i_ = 0, _end1 = moved; _i5_i_ < _end1; _i5_i_++) {
    _i5_i = _i5_i_;
    _i4_out.push("port history");
  }
  steps = _i4_out;
  if ((g.o[7] && (!s["setup"]))) {
    _i6_out = [];
    for (let _i7_i_ = 0, _end2 = moved; _i7_i_ < _end2; _i7_i_++) {
      _i7_i = _i7_i_;
      _i6_out.push("loot");
    }
    _i8_r = _i6_out;
    _i9_out = _copy(steps);
    for (_i10_x of _i8_r) {
      _i9_out.push(_i10_x);
    }
    steps = _i9_out;
  } else if (g.o[6]) {
  }
  _i11_xs = s["pending"];
  _i12_out = _copy(steps);
  for (_i13_x of _i11_xs) {
    _i12_out.push(_i13_x);
  }
  _i14_r = _i12_out;
  s["pending"] = _i14_r;
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
  let out, i, _i224_n, _i225_k, _i226_r, _i227_n, _i228_k, _i229_r;
  out = [];
  for (let i_ = 0, _end1 = g.players; i_ < _end1; i_++) {
    i = i_;
    _i224_n = 0;
    for (_i225_k of s["realms"][i]) {
      if ((g.f_type[_i225_k] !== "history")) {
        _i224_n += g.f_points[_i225_k];
      }
    }
    _i226_r = _i224_n;
    _i227_n = 0;
    for (_i228_k of s["realms"][i]) {
      if ((g.f_type[_i228_k] === "history")) {
        _i227_n += g.f_points[_i228_k];
      }
    }
    _i229_r = _i227_n;
    out.push((((_i226_r + _i229_r) - (C_RESERVE_PENALTY * _len(s["reserved"][i]))) + 0));
  }
  return out;
}
function scores_json(g, s) {
  let _i230_out, _i231_i, _i232__i224_n, _i233__i225_k, _i234__i226_r, _i235__i227_n, _i236__i228_k, _i237__i229_r;
  if ((s["phase"] === "over")) {
    _i230_out = [];
    for (let _i231_i_ = 0, _end1 = g.players; _i231_i_ < _end1; _i231_i_++) {
      _i231_i = _i231_i_;
      _i232__i224_n = 0;
      for (_i233__i225_k of s["realms"][_i231_i]) {
        if ((g.f_type[_i233__i225_k] !== "history")) {
          _i232__i224_n += g.f_points[_i233__i225_k];
        }
      }
      _i234__i226_r = _i232__i224_n;
      _i235__i227_n = 0;
      for (_i236__i228_k of s["realms"][_i231_i]) {
        if ((g.f_type[_i236__i228_k] === "history")) {
          _i235__i227_n += g.f_points[_i236__i228_k];
        }
      }
      _i237__i229_r = _i235__i227_n;
      _i230_out.push((((_i234__i226_r + _i237__i229_r) - (C_RESERVE_PENALTY * _len(s["reserved"][_i231_i]))) + 0));
    }
    return _i230_out;
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
  let out, sc, best, pala, i, cards, _i238_out, _i239_i, _i240__i224_n, _i241__i225_k, _i242__i226_r, _i243__i227_n, _i244__i228_k, _i245__i229_r, _i246_n, _i247_k, _i248_r, _i249_n, _i250_k, _i251_r;
  out = [];
  if ((s["phase"] !== "over")) {
    return out;
  }
  _i238_out = [];
  for (let _i239_i_ = 0, _end1 = g.players; _i239_i_ < _end1; _i239_i_++) {
    _i239_i = _i239_i_;
    _i240__i224_n = 0;
    for (_i241__i225_k of s["realms"][_i239_i]) {
      if ((g.f_type[_i241__i225_k] !== "history")) {
        _i240__i224_n += g.f_points[_i241__i225_k];
      }
    }
    _i242__i226_r = _i240__i224_n;
    _i243__i227_n = 0;
    for (_i244__i228_k of s["realms"][_i239_i]) {
      if ((g.f_type[_i244__i228_k] === "history")) {
        _i243__i227_n += g.f_points[_i244__i228_k];
      }
    }
    _i245__i229_r = _i243__i227_n;
    _i238_out.push((((_i242__i226_r + _i245__i229_r) - (C_RESERVE_PENALTY * _len(s["reserved"][_i239_i]))) + 0));
  }
  sc = _i238_out;
  best = Math.max(...sc);
  pala = (-1);
  for (let i_ = 0, _end2 = g.players; i_ < _end2; i_++) {
    i = i_;
    if ((sc[i] === best)) {
      _i246_n = 0;
      for (_i247_k of s["realms"][i]) {
        if (g.f_palaiapolis[_i247_k]) {
          _i246_n += 1;
        }
      }
      _i248_r = _i246_n;
      pala = Math.max(pala, _i248_r);
    }
  }
  cards = (-1);
  for (let i_ = 0, _end3 = g.players; i_ < _end3; i_++) {
    i = i_;
    if (((sc[i] === best) && (palaiapolis(g, s, i) === pala))) {
      _i249_n = 0;
      for (_i250_k of s["realms"][i]) {
        if ((g.f_type[_i250_k] !== "history")) {
          _i249_n += 1;
        }
      }
      _i251_r = _i249_n;
      cards = Math.max(cards, _i251_r);
    }
  }
  for (let i_ = 0, _end4 = g.players; i_ < _end4; i_++) {
    i = i_;
    if (((sc[i] === best) && (palaiapolis(g, s, i) === pala) && (progress_cards(g, s, i) === cards))) {
      out.push(i);
    }
  }
  return out;
}
function winners_json(g, s) {
  let _i252_out, _i253_sc, _i254_best, _i255_pala, _i256_i, _i257_cards, _i258__i238_out, _i259__i239_i, _i260__i240__i224_n, _i261__i241__i225_k, _i262__i242__i226_r, _i263__i243__i227_n, _i264__i244__i228_k, _i265__i245__i229_r, _i266__i246_n, _i267__i247_k, _i268__i248_r, _i269__i249_n, _i270__i250_k, _i271__i251_r;
  if ((s["phase"] === "over")) {
    _i252_out = [];
    if ((s["phase"] !== "over")) {
      return _i252_out;
    }
    _i258__i238_out = [];
    for (let _i259__i239_i_ = 0, _end1 = g.players; _i259__i239_i_ < _end1; _i259__i239_i_++) {
      _i259__i239_i = _i259__i239_i_;
      _i260__i240__i224_n = 0;
      for (_i261__i241__i225_k of s["realms"][_i259__i239_i]) {
        if ((g.f_type[_i261__i241__i225_k] !== "history")) {
          _i260__i240__i224_n += g.f_points[_i261__i241__i225_k];
        }
      }
      _i262__i242__i226_r = _i260__i240__i224_n;
      _i263__i243__i227_n = 0;
      for (_i264__i244__i228_k of s["realms"][_i259__i239_i]) {
        if ((g.f_type[_i264__i244__i228_k] === "history")) {
          _i263__i243__i227_n += g.f_points[_i264__i244__i228_k];
        }
      }
      _i265__i245__i229_r = _i263__i243__i227_n;
      _i258__i238_out.push((((_i262__i242__i226_r + _i265__i245__i229_r) - (C_RESERVE_PENALTY * _len(s["reserved"][_i259__i239_i]))) + 0));
    }
    _i253_sc = _i258__i238_out;
    _i254_best = Math.max(..._i253_sc);
    _i255_pala = (-1);
    for (let _i256_i_ = 0, _end2 = g.players; _i256_i_ < _end2; _i256_i_++) {
      _i256_i = _i256_i_;
      if ((_i253_sc[_i256_i] === _i254_best)) {
        _i266__i246_n = 0;
        for (_i267__i247_k of s["realms"][_i256_i]) {
          if (g.f_palaiapolis[_i267__i247_k]) {
            _i266__i246_n += 1;
          }
        }
        _i268__i248_r = _i266__i246_n;
        _i255_pala = Math.max(_i255_pala, _i268__i248_r);
      }
    }
    _i257_cards = (-1);
    for (let _i256_i_ = 0, _end3 = g.players; _i256_i_ < _end3; _i256_i_++) {
      _i256_i = _i256_i_;
      if (((_i253_sc[_i256_i] === _i254_best) && (palaiapolis(g, s, _i256_i) === _i255_pala))) {
        _i269__i249_n = 0;
        for (_i270__i250_k of s["realms"][_i256_i]) {
          if ((g.f_type[_i270__i250_k] !== "history")) {
            _i269__i249_n += 1;
          }
        }
        _i271__i251_r = _i269__i249_n;
        _i257_cards = Math.max(_i257_cards, _i271__i251_r);
      }
    }
    for (let _i256_i_ = 0, _end4 = g.players; _i256_i_ < _end4; _i256_i_++) {
      _i256_i = _i256_i_;
      if (((_i253_sc[_i256_i] === _i254_best) && (palaiapolis(g, s, _i256_i) === _i255_pala) && (progress_cards(g, s, _i256_i) === _i257_cards))) {
        _i252_out.push(_i256_i);
      }
    }
    return _i252_out;
  }
  return null;
}
function returns(g, s) {
  let out, won, i, _i272_out, _i273_sc, _i274_best, _i275_pala, _i276_i, _i277_cards, _i278__i238_out, _i279__i239_i, _i280__i240__i224_n, _i281__i241__i225_k, _i282__i242__i226_r, _i283__i243__i227_n, _i284__i244__i228_k, _i285__i245__i229_r, _i286__i246_n, _i287__i247_k, _i288__i248_r, _i289__i249_n, _i290__i250_k, _i291__i251_r;
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
    if (((_len(s["realms"][i]) >= C_REALM_WARNING) && (!s["announced"].includes(i)))) {
      s["announced"].push(i);
      s["announced"] = _isort(s["announced"].slice(), true);
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
    if ((_len(s["realms"][i]) >= C_REALM_END)) {
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
  if (((dk === "history") && (s["history_left"] === 0) && g.o[8] && (!s["setup"]))) {
    s["history_out"] = true;
  }
}
function failed_draw(g, s, st) {
  if ((g.o[9] && (!s["setup"]) && (s["history_left"] === 0) && (st !== "port progress"))) {
    s["history_out"] = true;
  }
}
function history_out_matches(g, s) {
  if ((s["history_out"] && (s["history_left"] > 0))) {
    return "history_out: the history deck still has cards";
  }
  if (((!s["history_out"]) && (s["history_left"] === 0) && g.o[8] && (!s["setup"]))) {
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
  let _i1_i;
  for (let _i1_i_ = 0, _end1 = g.players; _i1_i_ < _end1; _i1_i_++) {
    _i1_i = _i1_i_;
    if (((_len(s["realms"][_i1_i]) >= C_REALM_WARNING) && (!s["announced"].includes(_i1_i)))) {
      s["announced"].push(_i1_i);
      s["announced"] = _isort(s["announced"].slice(), true);
    }
  }
  if (((s["turn"] === (g.players - 1)) && ending(g, s))) {
    s["phase"] = "over";
    return true;
  }
  s["turn"] = _mod((s["turn"] + 1), g.players);
  if ((s["turn"] === 0)) {
    s["round"] += 1;
  }
  return false;
}
// end rule end.finish-round

const _SEAT = {"act": seat_turn, "split": seat_turn};
const _WHO = {"draw": CHANCE, "act": seat_turn, "split": seat_turn, "over": TERMINAL};
const _CHANCE_PHASES = ["draw"];
const _TERMINAL_PHASES = ["over"];
// per phase: its candidates (legal strings with weights)
const _STR0 = {"culture-1": "draw culture-1", "culture-2": "draw culture-2", "culture-explore": "draw culture-explore", "culture-palaiapolis": "draw culture-palaiapolis", "goods-1": "draw goods-1", "goods-2": "draw goods-2", "hoplites": "draw hoplites", "prestige-2": "draw prestige-2", "prestige-3": "draw prestige-3", "prestige-special": "draw prestige-special", "sophistes": "draw sophistes", "trade-1": "draw trade-1", "trade-2": "draw trade-2", "trade-explore": "draw trade-explore", "trade-palaiapolis": "draw trade-palaiapolis", "war-1": "draw war-1", "war-2": "draw war-2", "war-explore": "draw war-explore", "war-palaiapolis": "draw war-palaiapolis"};
const _STR1 = {"culture-1": "reserve culture-1", "culture-2": "reserve culture-2", "culture-explore": "reserve culture-explore", "culture-palaiapolis": "reserve culture-palaiapolis", "goods-1": "reserve goods-1", "goods-2": "reserve goods-2", "hoplites": "reserve hoplites", "prestige-2": "reserve prestige-2", "prestige-3": "reserve prestige-3", "prestige-special": "reserve prestige-special", "sophistes": "reserve sophistes", "trade-1": "reserve trade-1", "trade-2": "reserve trade-2", "trade-explore": "reserve trade-explore", "trade-palaiapolis": "reserve trade-palaiapolis", "war-1": "reserve war-1", "war-2": "reserve war-2", "war-explore": "reserve war-explore", "war-palaiapolis": "reserve war-palaiapolis"};
const _STR2 = {"culture-1": "history culture-1", "culture-2": "history culture-2", "culture-explore": "history culture-explore", "culture-palaiapolis": "history culture-palaiapolis", "goods-1": "history goods-1", "goods-2": "history goods-2", "hoplites": "history hoplites", "prestige-2": "history prestige-2", "prestige-3": "history prestige-3", "prestige-special": "history prestige-special", "sophistes": "history sophistes", "trade-1": "history trade-1", "trade-2": "history trade-2", "trade-explore": "history trade-explore", "trade-palaiapolis": "history trade-palaiapolis", "war-1": "history war-1", "war-2": "history war-2", "war-explore": "history war-explore", "war-palaiapolis": "history war-palaiapolis"};
const _STR3 = {"culture-1": "progress culture-1", "culture-2": "progress culture-2", "culture-explore": "progress culture-explore", "culture-palaiapolis": "progress culture-palaiapolis", "goods-1": "progress goods-1", "goods-2": "progress goods-2", "hoplites": "progress hoplites", "prestige-2": "progress prestige-2", "prestige-3": "progress prestige-3", "prestige-special": "progress prestige-special", "sophistes": "progress sophistes", "trade-1": "progress trade-1", "trade-2": "progress trade-2", "trade-explore": "progress trade-explore", "trade-palaiapolis": "progress trade-palaiapolis", "war-1": "progress war-1", "war-2": "progress war-2", "war-explore": "progress war-explore", "war-palaiapolis": "progress war-palaiapolis"};
const _STR4 = {"culture-1": "reserved culture-1", "culture-2": "reserved culture-2", "culture-explore": "reserved culture-explore", "culture-palaiapolis": "reserved culture-palaiapolis", "goods-1": "reserved goods-1", "goods-2": "reserved goods-2", "hoplites": "reserved hoplites", "prestige-2": "reserved prestige-2", "prestige-3": "reserved prestige-3", "prestige-special": "reserved prestige-special", "sophistes": "reserved sophistes", "trade-1": "reserved trade-1", "trade-2": "reserved trade-2", "trade-explore": "reserved trade-explore", "trade-palaiapolis": "reserved trade-palaiapolis", "war-1": "reserved war-1", "war-2": "reserved war-2", "war-explore": "reserved war-explore", "war-palaiapolis": "reserved war-palaiapolis"};
const _STR6 = {"culture-1": {"reserve": "discard culture-1 reserve", "history": "discard culture-1 history", "progress": "discard culture-1 progress", "reserved": "discard culture-1 reserved", "explore": "discard culture-1 explore"}, "culture-2": {"reserve": "discard culture-2 reserve", "history": "discard culture-2 history", "progress": "discard culture-2 progress", "reserved": "discard culture-2 reserved", "explore": "discard culture-2 explore"}, "culture-explore": {"reserve": "discard culture-explore reserve", "history": "discard culture-explore history", "progress": "discard culture-explore progress", "reserved": "discard culture-explore reserved", "explore": "discard culture-explore explore"}, "culture-palaiapolis": {"reserve": "discard culture-palaiapolis reserve", "history": "discard culture-palaiapolis history", "progress": "discard culture-palaiapolis progress", "reserved": "discard culture-palaiapolis reserved", "explore": "discard culture-palaiapolis explore"}, "goods-1": {"reserve": "discard goods-1 reserve", "history": "discard goods-1 history", "progress": "discard goods-1 progress", "reserved": "discard goods-1 reserved", "explore": "discard goods-1 explore"}, "goods-2": {"reserve": "discard goods-2 reserve", "history": "discard goods-2 history", "progress": "discard goods-2 progress", "reserved": "discard goods-2 reserved", "explore": "discard goods-2 explore"}, "hoplites": {"reserve": "discard hoplites reserve", "history": "discard hoplites history", "progress": "discard hoplites progress", "reserved": "discard hoplites reserved", "explore": "discard hoplites explore"}, "prestige-2": {"reserve": "discard prestige-2 reserve", "history": "discard prestige-2 history", "progress": "discard prestige-2 progress", "reserved": "discard prestige-2 reserved", "explore": "discard prestige-2 explore"}, "prestige-3": {"reserve": "discard prestige-3 reserve", "history": "discard prestige-3 history", "progress": "discard prestige-3 progress", "reserved": "discard prestige-3 reserved", "explore": "discard prestige-3 explore"}, "prestige-special": {"reserve": "discard prestige-special reserve", "history": "discard prestige-special history", "progress": "discard prestige-special progress", "reserved": "discard prestige-special reserved", "explore": "discard prestige-special explore"}, "sophistes": {"reserve": "discard sophistes reserve", "history": "discard sophistes history", "progress": "discard sophistes progress", "reserved": "discard sophistes reserved", "explore": "discard sophistes explore"}, "trade-1": {"reserve": "discard trade-1 reserve", "history": "discard trade-1 history", "progress": "discard trade-1 progress", "reserved": "discard trade-1 reserved", "explore": "discard trade-1 explore"}, "trade-2": {"reserve": "discard trade-2 reserve", "history": "discard trade-2 history", "progress": "discard trade-2 progress", "reserved": "discard trade-2 reserved", "explore": "discard trade-2 explore"}, "trade-explore": {"reserve": "discard trade-explore reserve", "history": "discard trade-explore history", "progress": "discard trade-explore progress", "reserved": "discard trade-explore reserved", "explore": "discard trade-explore explore"}, "trade-palaiapolis": {"reserve": "discard trade-palaiapolis reserve", "history": "discard trade-palaiapolis history", "progress": "discard trade-palaiapolis progress", "reserved": "discard trade-palaiapolis reserved", "explore": "discard trade-palaiapolis explore"}, "war-1": {"reserve": "discard war-1 reserve", "history": "discard war-1 history", "progress": "discard war-1 progress", "reserved": "discard war-1 reserved", "explore": "discard war-1 explore"}, "war-2": {"reserve": "discard war-2 reserve", "history": "discard war-2 history", "progress": "discard war-2 progress", "reserved": "discard war-2 reserved", "explore": "discard war-2 explore"}, "war-explore": {"reserve": "discard war-explore reserve", "history": "discard war-explore history", "progress": "discard war-explore progress", "reserved": "discard war-explore reserved", "explore": "discard war-explore explore"}, "war-palaiapolis": {"reserve": "discard war-palaiapolis reserve", "history": "discard war-palaiapolis history", "progress": "discard war-palaiapolis progress", "reserved": "discard war-palaiapolis reserved", "explore": "discard war-palaiapolis explore"}};
const _STR7 = {"reserve": "pass reserve", "history": "pass history", "progress": "pass progress", "reserved": "pass reserved", "explore": "pass explore"};
const _STR8 = {"1": "split 1", "2": "split 2", "3": "split 3"};
function _list0_0(g, d, out) {
  let a_k, w0, _i355__i54_st, _i356__i55_r, _i357_dk, _i358__i53_st, _i359_r;
  _i358__i53_st = d["pending"][0];
  if ((_i358__i53_st === "loot")) {
    _i357_dk = ((d["history_left"] > 0) ? "history" : "");
  } else if ((_i358__i53_st === "port history")) {
    if ((d["history_left"] > 0)) {
      _i357_dk = "history";
    } else {
      _i357_dk = ((d["progress_left"] > 0) ? "progress" : "");
    }
  } else if ((d["progress_left"] > 0)) {
    _i357_dk = "progress";
  } else {
    _i357_dk = ((d["history_left"] > 0) ? "history" : "");
  }
  if ((_i357_dk === "history")) {
    _i359_r = _countedKeys(d["decks"]["history"]);
  } else {
    _i359_r = _countedKeys(d["decks"]["progress"]);
  }
  for (a_k of _i359_r) {
    _i355__i54_st = d["pending"][0];
    if ((_i355__i54_st === "loot")) {
      _i356__i55_r = ((d["history_left"] > 0) ? "history" : "");
    } else if ((_i355__i54_st === "port history")) {
      if ((d["history_left"] > 0)) {
        _i356__i55_r = "history";
      } else {
        _i356__i55_r = ((d["progress_left"] > 0) ? "progress" : "");
      }
    } else if ((d["progress_left"] > 0)) {
      _i356__i55_r = "progress";
    } else {
      _i356__i55_r = ((d["history_left"] > 0) ? "history" : "");
    }
    if ((_i356__i55_r === "history")) {
      w0 = (d["decks"]["history"][a_k] ?? 0);
    } else {
      w0 = (d["decks"]["progress"][a_k] ?? 0);
    }
    if ((w0 > 0)) {
      out.push([_STR0[a_k], w0]);
    }
  }
  if (out.length > 1) _isortPairs(out);
}
function _list1_1(g, d, out) {
  let a_k, _i360__i148_seat, _i361__i149_taken, _i362__i150_i, _i363__i151_r, _i364__i152_cards, _i365__i153_out, _i366__i154_k, _i367_r;
  _i360__i148_seat = d["turn"];
  if ((!(d["markers"][_i360__i148_seat] !== "reserve"))) {
    _i363__i151_r = false;
  } else {
    _i361__i149_taken = false;
    for (let _i362__i150_i_ = 0, _end1 = g.players; _i362__i150_i_ < _end1; _i362__i150_i_++) {
      _i362__i150_i = _i362__i150_i_;
      if (((_i362__i150_i !== _i360__i148_seat) && (d["markers"][_i362__i150_i] === "reserve"))) {
        _i361__i149_taken = true;
      }
    }
    if ((_i361__i149_taken && ((g.players === 2) && ("reserve" === "reserve")))) {
      _i361__i149_taken = false;
    }
    _i363__i151_r = (!_i361__i149_taken);
  }
  if (((!_i363__i151_r) || (!((_len(d["port"]) > 0) && (d["drachmas"][d["turn"]] >= 1) && (_len(d["reserved"][d["turn"]]) < g.f_reserve_limit))))) {
    _i367_r = [];
  } else {
    _i364__i152_cards = d["port"];
    _i365__i153_out = [];
    for (_i366__i154_k of _i364__i152_cards) {
      if (((_len(_i365__i153_out) === 0) || (_top(_i365__i153_out) !== _i366__i154_k))) {
        _i365__i153_out.push(_i366__i154_k);
      }
    }
    _i367_r = _i365__i153_out;
  }
  for (a_k of _i367_r) {
    out.push(_STR1[a_k]);
  }
}
function _list1_2(g, d, out) {
  let a_k, _i368__i157_seat, _i369__i158_taken, _i370__i159_i, _i371__i160_r, _i372__i161_out, _i373__i162_k, _i374__i163__i71_cards, _i375__i164__i72_out, _i376__i165__i73_k, _i377__i166__i74_r, _i378_r;
  _i368__i157_seat = d["turn"];
  if ((!(d["markers"][_i368__i157_seat] !== "history"))) {
    _i371__i160_r = false;
  } else {
    _i369__i158_taken = false;
    for (let _i370__i159_i_ = 0, _end1 = g.players; _i370__i159_i_ < _end1; _i370__i159_i_++) {
      _i370__i159_i = _i370__i159_i_;
      if (((_i370__i159_i !== _i368__i157_seat) && (d["markers"][_i370__i159_i] === "history"))) {
        _i369__i158_taken = true;
      }
    }
    if ((_i369__i158_taken && ((g.players === 2) && ("history" === "reserve")))) {
      _i369__i158_taken = false;
    }
    _i371__i160_r = (!_i369__i158_taken);
  }
  if ((!_i371__i160_r)) {
    _i378_r = [];
  } else {
    _i372__i161_out = [];
    _i374__i163__i71_cards = d["polis"];
    _i375__i164__i72_out = [];
    for (_i376__i165__i73_k of _i374__i163__i71_cards) {
      if (((_len(_i375__i164__i72_out) === 0) || (_top(_i375__i164__i72_out) !== _i376__i165__i73_k))) {
        _i375__i164__i72_out.push(_i376__i165__i73_k);
      }
    }
    _i377__i166__i74_r = _i375__i164__i72_out;
    for (_i373__i162_k of _i377__i166__i74_r) {
      if (((g.f_type[_i373__i162_k] === "history") === ("history" === "history"))) {
        _i372__i161_out.push(_i373__i162_k);
      }
    }
    _i378_r = _i372__i161_out;
  }
  for (a_k of _i378_r) {
    out.push(_STR2[a_k]);
  }
}
function _list1_3(g, d, out) {
  let a_k, _i379__i169_seat, _i380__i170_taken, _i381__i171_i, _i382__i172_r, _i383__i173_out, _i384__i174_k, _i385__i175__i71_cards, _i386__i176__i72_out, _i387__i177__i73_k, _i388__i178__i74_r, _i389_r;
  _i379__i169_seat = d["turn"];
  if ((!(d["markers"][_i379__i169_seat] !== "progress"))) {
    _i382__i172_r = false;
  } else {
    _i380__i170_taken = false;
    for (let _i381__i171_i_ = 0, _end1 = g.players; _i381__i171_i_ < _end1; _i381__i171_i_++) {
      _i381__i171_i = _i381__i171_i_;
      if (((_i381__i171_i !== _i379__i169_seat) && (d["markers"][_i381__i171_i] === "progress"))) {
        _i380__i170_taken = true;
      }
    }
    if ((_i380__i170_taken && ((g.players === 2) && ("progress" === "reserve")))) {
      _i380__i170_taken = false;
    }
    _i382__i172_r = (!_i380__i170_taken);
  }
  if ((!_i382__i172_r)) {
    _i389_r = [];
  } else {
    _i383__i173_out = [];
    _i385__i175__i71_cards = d["polis"];
    _i386__i176__i72_out = [];
    for (_i387__i177__i73_k of _i385__i175__i71_cards) {
      if (((_len(_i386__i176__i72_out) === 0) || (_top(_i386__i176__i72_out) !== _i387__i177__i73_k))) {
        _i386__i176__i72_out.push(_i387__i177__i73_k);
      }
    }
    _i388__i178__i74_r = _i386__i176__i72_out;
    for (_i384__i174_k of _i388__i178__i74_r) {
      if (((g.f_type[_i384__i174_k] === "history") === ("progress" === "history"))) {
        _i383__i173_out.push(_i384__i174_k);
      }
    }
    _i389_r = _i383__i173_out;
  }
  for (a_k of _i389_r) {
    out.push(_STR3[a_k]);
  }
}
function _list1_4(g, d, out) {
  let a_k, _i390__i181_seat, _i391__i182_taken, _i392__i183_i, _i393__i184_r, _i394__i185_cards, _i395__i186_out, _i396__i187_k, _i397_r;
  _i390__i181_seat = d["turn"];
  if ((!(d["markers"][_i390__i181_seat] !== "reserved"))) {
    _i393__i184_r = false;
  } else {
    _i391__i182_taken = false;
    for (let _i392__i183_i_ = 0, _end1 = g.players; _i392__i183_i_ < _end1; _i392__i183_i_++) {
      _i392__i183_i = _i392__i183_i_;
      if (((_i392__i183_i !== _i390__i181_seat) && (d["markers"][_i392__i183_i] === "reserved"))) {
        _i391__i182_taken = true;
      }
    }
    if ((_i391__i182_taken && ((g.players === 2) && ("reserved" === "reserve")))) {
      _i391__i182_taken = false;
    }
    _i393__i184_r = (!_i391__i182_taken);
  }
  if ((!_i393__i184_r)) {
    _i397_r = [];
  } else {
    _i394__i185_cards = d["reserved"][d["turn"]];
    _i395__i186_out = [];
    for (_i396__i187_k of _i394__i185_cards) {
      if (((_len(_i395__i186_out) === 0) || (_top(_i395__i186_out) !== _i396__i187_k))) {
        _i395__i186_out.push(_i396__i187_k);
      }
    }
    _i397_r = _i395__i186_out;
  }
  for (a_k of _i397_r) {
    out.push(_STR4[a_k]);
  }
}
function _list1_5(g, d, out) {
  let a_ks, _i398_out, _i399_m, _i400_chosen, _i401__i190_seat, _i402__i191_taken, _i403__i192_i, _i404__i193_r, _i405__i194_seat, _i406__i195_marks, _i407__i196_k, _i408_r;
  _i398_out = [];
  _i401__i190_seat = d["turn"];
  if ((!(d["markers"][_i401__i190_seat] !== "explore"))) {
    _i404__i193_r = false;
  } else {
    _i402__i191_taken = false;
    for (let _i403__i192_i_ = 0, _end1 = g.players; _i403__i192_i_ < _end1; _i403__i192_i_++) {
      _i403__i192_i = _i403__i192_i_;
      if (((_i403__i192_i !== _i401__i190_seat) && (d["markers"][_i403__i192_i] === "explore"))) {
        _i402__i191_taken = true;
      }
    }
    if ((_i402__i191_taken && ((g.players === 2) && ("explore" === "reserve")))) {
      _i402__i191_taken = false;
    }
    _i404__i193_r = (!_i402__i191_taken);
  }
  if ((!_i404__i193_r)) {
    _i408_r = _i398_out;
  } else {
    _i405__i194_seat = d["turn"];
    _i406__i195_marks = 0;
    for (_i407__i196_k of d["realms"][_i405__i194_seat]) {
      _i406__i195_marks += g.f_marks[_i407__i196_k];
    }
    _i399_m = Math.min(Math.min(_i406__i195_marks, C_EXPLORE_MAX), _len(d["port"]));
    if ((_i399_m > 0)) {
      _i400_chosen = [];
      port_subsets(g, d["port"], _i399_m, 0, _i400_chosen, _i398_out);
    }
    _i408_r = _i398_out;
  }
  for (a_ks of _i408_r) {
    {
      const _s = "explore " + a_ks.join(" ");
      if (!_ACTIONS.has(_s)) _ACTIONS.set(_s, [5, [Object.freeze(a_ks.slice())]]);
      out.push(_s);
    }
  }
}
function _list1_6(g, d, out) {
  let a_k, a_card, _i409__i134_seat, _i410__i135_out, _i411__i136_card, _i412__i137__i92_taken, _i413__i138__i93_i, _i414__i139__i94_r, _i415_r, _i416__i131_cards, _i417__i132_out, _i418__i133_k, _i419_r;
  if (((_len(d["reserved"][d["turn"]]) === 0) || any_act(g, d))) {
    _i419_r = [];
  } else {
    _i416__i131_cards = d["reserved"][d["turn"]];
    _i417__i132_out = [];
    for (_i418__i133_k of _i416__i131_cards) {
      if (((_len(_i417__i132_out) === 0) || (_top(_i417__i132_out) !== _i418__i133_k))) {
        _i417__i132_out.push(_i418__i133_k);
      }
    }
    _i419_r = _i417__i132_out;
  }
  for (a_k of _i419_r) {
    _i409__i134_seat = d["turn"];
    _i410__i135_out = [];
    for (_i411__i136_card of C_ACTION_CARDS) {
      if ((!(d["markers"][_i409__i134_seat] !== _i411__i136_card))) {
        _i414__i139__i94_r = false;
      } else {
        _i412__i137__i92_taken = false;
        for (let _i413__i138__i93_i_ = 0, _end1 = g.players; _i413__i138__i93_i_ < _end1; _i413__i138__i93_i_++) {
          _i413__i138__i93_i = _i413__i138__i93_i_;
          if (((_i413__i138__i93_i !== _i409__i134_seat) && (d["markers"][_i413__i138__i93_i] === _i411__i136_card))) {
            _i412__i137__i92_taken = true;
          }
        }
        if ((_i412__i137__i92_taken && ((g.players === 2) && (_i411__i136_card === "reserve")))) {
          _i412__i137__i92_taken = false;
        }
        _i414__i139__i94_r = (!_i412__i137__i92_taken);
      }
      if (_i414__i139__i94_r) {
        _i410__i135_out.push(_i411__i136_card);
      }
    }
    _i415_r = _i410__i135_out;
    for (a_card of _i415_r) {
      out.push(_STR6[a_k][a_card]);
    }
  }
}
function _list1_7(g, d, out) {
  let a_card, _i420__i140_seat, _i421__i141_out, _i422__i142_card, _i423__i143__i92_taken, _i424__i144__i93_i, _i425__i145__i94_r, _i426_r;
  if (((_len(d["reserved"][d["turn"]]) > 0) || any_act(g, d))) {
    _i426_r = [];
  } else {
    _i420__i140_seat = d["turn"];
    _i421__i141_out = [];
    for (_i422__i142_card of C_ACTION_CARDS) {
      if ((!(d["markers"][_i420__i140_seat] !== _i422__i142_card))) {
        _i425__i145__i94_r = false;
      } else {
        _i423__i143__i92_taken = false;
        for (let _i424__i144__i93_i_ = 0, _end1 = g.players; _i424__i144__i93_i_ < _end1; _i424__i144__i93_i_++) {
          _i424__i144__i93_i = _i424__i144__i93_i_;
          if (((_i424__i144__i93_i !== _i420__i140_seat) && (d["markers"][_i424__i144__i93_i] === _i422__i142_card))) {
            _i423__i143__i92_taken = true;
          }
        }
        if ((_i423__i143__i92_taken && ((g.players === 2) && (_i422__i142_card === "reserve")))) {
          _i423__i143__i92_taken = false;
        }
        _i425__i145__i94_r = (!_i423__i143__i92_taken);
      }
      if (_i425__i145__i94_r) {
        _i421__i141_out.push(_i422__i142_card);
      }
    }
    _i426_r = _i421__i141_out;
  }
  for (a_card of _i426_r) {
    out.push(_STR7[a_card]);
  }
  if (out.length > 1) out.sort(_cmp);
}
const _DOM8_0 = [1, 2, 3];
function _list2_8(g, d, out) {
  let a_h;
  for (a_h of _DOM8_0) {
    if ((a_h < d["split"])) {
      out.push(_STR8[a_h]);
    }
  }
}
const _LIST = {"draw": [_list0_0], "act": [_list1_1, _list1_2, _list1_3, _list1_4, _list1_5, _list1_6, _list1_7], "split": [_list2_8]};
const _STATIC = new Set([]);  // phases listing alike in every state of a Game
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
export const ACTIONS = null;  // a decision takes a run-time string: decisions are sequences of ACTION_TOKENS
export const ACTION_TOKENS = Object.freeze(["1", "2", "3", "culture-1", "culture-1 ", "culture-2", "culture-2 ", "culture-explore", "culture-explore ", "culture-palaiapolis", "culture-palaiapolis ", "discard ", "explore", "explore ", "goods-1", "goods-1 ", "goods-2", "goods-2 ", "history", "history ", "hoplites", "hoplites ", "pass ", "prestige-2", "prestige-2 ", "prestige-3", "prestige-3 ", "prestige-special", "prestige-special ", "progress", "progress ", "reserve", "reserve ", "reserved", "reserved ", "sophistes", "sophistes ", "split ", "trade-1", "trade-1 ", "trade-2", "trade-2 ", "trade-explore", "trade-explore ", "trade-palaiapolis", "trade-palaiapolis ", "war-1", "war-1 ", "war-2", "war-2 ", "war-explore", "war-explore ", "war-palaiapolis", "war-palaiapolis "]);
export const MAX_ACTION_TOKENS = 5;
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
export const CHANCE_OUTCOMES = Object.freeze(["draw culture-1", "draw culture-2", "draw culture-explore", "draw culture-palaiapolis", "draw goods-1", "draw goods-2", "draw hoplites", "draw prestige-2", "draw prestige-3", "draw prestige-special", "draw sophistes", "draw trade-1", "draw trade-2", "draw trade-explore", "draw trade-palaiapolis", "draw war-1", "draw war-2", "draw war-explore", "draw war-palaiapolis"]);
export const MAX_GAME_LENGTH = 350;
export const UNBOUNDED_OPTIONS = Object.freeze({});
export const MAX_CHANCE_OUTCOMES = CHANCE_OUTCOMES.length;
export const OPENSPIEL_TERMINAL = -4;
