#!/usr/bin/env node
// Conformance driver for the rulestone JavaScript reference engines (generated file: do not edit).
//
// Speaks the rulestone driver protocol v1: JSON lines over stdin/stdout, one message a line.
//   -> {"cmd": "start", "version": 1}     <- {"version": 1, "implementation": {...}}
//   -> {"cmd": "run", "seq": S, "case": {...}}
//   <- {"seq": S, "result": {...}} | {"seq": S, "skipped": true, ...} | {"seq": S, "errored": true, ...}
//   -> {"cmd": "stop"}                    (no reply; exit)
// Run the tables with `rulestone conform --impl "node generated/js/driver.mjs"`; or by hand:
//   echo '{"cmd":"start","version":1}' | node driver.mjs
//
// A case names its game; the engine is the ES module <game>.mjs in this directory, exporting
//   Game (new Game(players, options), game.newInitialState(), game.stateFromJSON(d)) and
//   IllegalAction, with states offering applyAction, isTerminal, legalActions, scores, returns,
//   currentPlayer and toJSON. Node built-ins only (readline), like the engines need nothing.

import { createInterface } from "node:readline";

const PROTOCOL_VERSION = 1;
const GAMES = ["dragon_keeper", "el_dorado", "emerald", "emporium"];
const VERSION = "0.1.0";
const GAME_ID = /^[A-Za-z0-9_][A-Za-z0-9_-]*$/; // a file name here, never a path

const modules = new Map();
const games = new Map();

class UnknownGame extends Error {}

async function engine(name) {
  let mod = modules.get(name);
  if (mod === undefined) {
    if (typeof name !== "string" || !GAME_ID.test(name) || !GAMES.includes(name)) {
      throw new UnknownGame(`no engine for game ${JSON.stringify(name)} in js/`);
    }
    mod = await import(new URL(`./${name}.mjs`, import.meta.url).href);
    modules.set(name, mod);
  }
  return mod;
}

function sortedJSON(value) {
  // a key for the options object whatever order its keys came in
  if (Array.isArray(value)) return `[${value.map(sortedJSON).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${sortedJSON(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

function gameFor(mod, name, players, options) {
  // Game objects are immutable descriptions of the rules: one per (game, players, options).
  const key = `${name}\u0000${players}\u0000${sortedJSON(options)}`;
  let game = games.get(key);
  if (game === undefined) {
    if (games.size > 256) games.clear();
    game = new mod.Game(players, options);
    games.set(key, game);
  }
  return game;
}

async function runCase(c) {
  const name = c.game;
  const mod = await engine(name);
  const game = gameFor(mod, name, c.players, c.options || {});
  const setup = c.setup;
  const state = setup === null || setup === undefined ? game.newInitialState() : game.stateFromJSON(setup.state);
  const steps = [];
  for (const action of c.steps) {
    try {
      state.applyAction(action);
    } catch (e) {
      if (!(e instanceof mod.IllegalAction)) throw e;
      steps.push({ ok: false, error: "IllegalAction", message: e.message });
      break;
    }
    steps.push({ ok: true });
  }
  const terminal = Boolean(state.isTerminal());
  return {
    steps,
    state: state.toJSON(),
    legal: terminal ? [] : state.legalActions(),
    terminal,
    scores: state.scores(),
    returns: state.returns(),
    current_player: state.currentPlayer(),
  };
}

async function handle(message) {
  const cmd = message !== null && typeof message === "object" ? message.cmd : undefined;
  if (cmd === "run") {
    const seq = message.seq === undefined ? null : message.seq;
    try {
      return { seq, result: await runCase(message.case) };
    } catch (e) {
      if (e instanceof UnknownGame) return { seq, skipped: true, message: e.message };
      // any failure of the engine is reported, never fatal to the driver
      const what = e instanceof Error ? `${e.name}: ${e.message}` : `thrown: ${String(e)}`;
      return { seq, errored: true, context: { message: what, traceback: e instanceof Error ? String(e.stack) : "" } };
    }
  }
  if (cmd === "start") {
    return { version: PROTOCOL_VERSION, implementation: {
      name: "rulestone-js", language: "javascript", version: VERSION,
      language_version: `node ${process.versions.node}`, games: GAMES.slice() } };
  }
  return null;
}

async function main() {
  const write = process.stdout.write.bind(process.stdout);
  console.log = console.error; // a stray console.log in an engine must not corrupt the protocol stream
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const raw of lines) {
    if (!raw.trim()) continue;
    let message;
    try {
      message = JSON.parse(raw);
    } catch (e) {
      console.error(`driver: ignoring a line that is not JSON: ${e.message}`);
      continue;
    }
    if (message !== null && typeof message === "object" && message.cmd === "stop") break;
    const reply = await handle(message);
    if (reply === null) {
      console.error(`driver: ignoring unknown message ${raw.slice(0, 200)}`);
      continue;
    }
    let line;
    try {
      line = JSON.stringify(reply);
    } catch (e) {
      line = JSON.stringify({ seq: reply.seq, errored: true,
        context: { message: `reply is not JSON-serialisable: ${e.message}` } });
    }
    write(`${line}\n`);
  }
  lines.close();
  process.stdin.destroy(); // stdout drains before node exits
}

main();
