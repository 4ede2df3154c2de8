// Solo Mus: a bridge to the bots of the Basque Mus web game
// damien452lf-lang/Mus-card-game (tools/outside_ai.py drives it).
//
// This file is ours; the bots are theirs and are never copied into this
// repository: the shim reads them at start from a local copy of that game.
//
//   node tools/outside/damien_shim.js --source DIR   their bots, from DIR/src/MusGame.jsx
//   node tools/outside/damien_shim.js --bot FILE     a module exporting botAct(state, botId)
//                                                    (the tests' fake bot)
//
// With --source, the engine part of MusGame.jsx (everything before the "UI v2
// — Refonte" marker, the React imports taken out) is compiled as their own
// scripts/test-engine.mjs does, and its `botAct(state, botId)` answers.
//
// Protocol: one JSON object a line on stdin, one answer a line on stdout.
//   first line written:  {"ready": true, "bot": "<what was loaded>"}
//                        (or {"error": "..."} and exit code 1)
//   request:             {"id": N, "seed": U32, "seat": S, "state": {...}}
//   answer:              {"id": N, "action": {...}}  or  {"id": N, "error": "..."}
// `state` is a state of their game as their `getBotVisibleState` reads it
// (tools/outside_ai.py builds it from one seat's observation). Their bots
// draw from Math.random: before each decision it is replaced by a stream
// seeded with `seed` (mulberry32), so that a decision is reproducible.
// The shim keeps nothing between requests, and exits when stdin closes.
'use strict';

const fs = require('fs');
const path = require('path');
const readline = require('readline');

const MARKER = 'UI v2 — Refonte';

function loadFromSource(dir) {
  const file = path.join(dir, 'src', 'MusGame.jsx');
  const src = fs.readFileSync(file, 'utf8');
  const uiStart = src.indexOf(MARKER);
  if (uiStart === -1) throw new Error(`no "${MARKER}" marker in ${file}: not the expected MusGame.jsx`);
  const cutoff = src.lastIndexOf('/*', uiStart);
  const engine = src.slice(0, cutoff)
    .replace(/^import [^;]+;\s*/gm, '')
    .replace(/^const \{[^}]+\}\s*=\s*React;.*$/gm, '')
    .replace(/^export\s+/gm, '');
  // eslint-disable-next-line no-new-func
  const botAct = new Function(`${engine}\n; return botAct;`)();
  if (typeof botAct !== 'function') throw new Error(`no botAct in ${file}`);
  return { botAct, name: `damien:${file}` };
}

function loadModule(file) {
  const module = require(path.resolve(file));
  if (typeof module.botAct !== 'function') throw new Error(`${file} exports no botAct(state, botId)`);
  return { botAct: module.botAct, name: `module:${path.resolve(file)}` };
}

function mulberry32(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6D2B79F5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function main(argv) {
  const at = (flag) => { const i = argv.indexOf(flag); return i >= 0 ? argv[i + 1] : undefined; };
  let bot;
  try {
    if (at('--source') !== undefined) bot = loadFromSource(at('--source'));
    else if (at('--bot') !== undefined) bot = loadModule(at('--bot'));
    else throw new Error('usage: damien_shim.js --source DIR | --bot FILE');
  } catch (err) {
    process.stdout.write(JSON.stringify({ error: String(err && err.message || err) }) + '\n');
    process.exitCode = 1;
    return;
  }
  process.stdout.write(JSON.stringify({ ready: true, bot: bot.name }) + '\n');
  const lines = readline.createInterface({ input: process.stdin, terminal: false });
  lines.on('line', (line) => {
    if (!line.trim()) return;
    let id = null;
    let answer;
    try {
      const request = JSON.parse(line);
      id = request.id;
      Math.random = mulberry32(request.seed);
      const action = bot.botAct(request.state, request.seat);
      answer = { id, action: action === undefined ? null : action };
    } catch (err) {
      answer = { id, error: String(err && err.stack || err) };
    }
    process.stdout.write(JSON.stringify(answer) + '\n');
  });
  lines.on('close', () => process.exit(0));
}

main(process.argv.slice(2));
