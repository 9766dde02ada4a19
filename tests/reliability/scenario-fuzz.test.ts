/**
 * Fuzz of the scenario loader and of the admin's live check (lib/admin/check.ts, behind
 * /api/admin/check and every admin save): the real scenarios of content/, mutated with the structure in
 * mind (keys dropped, duplicated, renamed, retyped; huge, negative and non-finite numbers; prototype
 * keys; deep nesting; big zones and counts), as YAML text (aliases, anchors, merge keys, tags, control
 * characters, lines moved) and as raw bytes. Every input either loads and runs, or ends in a documented
 * error: a ContentError with a code of CONTENT_ERROR_CODES, the file and a line of the text, or an
 * engine error code of ERROR_CODES. Never another exception, never a case over 1 s; the check returns a
 * result object and never throws.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { parseDocument, stringify } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkDraft } from "@/lib/admin/check";
import { CONTENT_ERROR_CODES, ContentError } from "@/lib/files/errors";
import { ERROR_CODES, runScenario, type CardDefs, type Scenario } from "@/lib/engine";
import { ENGINE_LIMITS } from "@/lib/engine/limits";
import { loadContentContext, loadScenarioFile, parseScenario, runLoadedScenario, type ContentContext } from "@/lib/scenarios";

const CONTENT = path.resolve("content");
let ctx: ContentContext;
let tmp: string;

interface Seed {
  name: string;
  text: string;
  data: unknown;
  outcome: string;
}
let seeds: Seed[] = [];

beforeAll(() => {
  ctx = loadContentContext(CONTENT);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "shinpan-fuzz-"));
  // each scenario, with the outcome a Q&A entry states about it (when one does)
  const outcomes = new Map<string, string>();
  for (const f of fs.readdirSync(path.join(CONTENT, "qa"))) {
    const qa = parseDocument(fs.readFileSync(path.join(CONTENT, "qa", f), "utf8")).toJS() as { scenario?: string; outcome?: unknown };
    if (qa.scenario && qa.outcome) outcomes.set(qa.scenario, stringify(qa.outcome));
  }
  seeds = fs
    .readdirSync(path.join(CONTENT, "scenarios"))
    .sort()
    .map((f) => {
      const text = fs.readFileSync(path.join(CONTENT, "scenarios", f), "utf8");
      const name = f.replace(/\.yaml$/, "");
      return { name, text, data: parseDocument(text).toJS(), outcome: outcomes.get(name) ?? "" };
    });
}, 60_000);

afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------
// The oracle

const stats = { cases: 0, loaded: 0, ran: 0, contentErrors: {} as Record<string, number>, engineErrors: {} as Record<string, number>, slowest: 0 };

function lineCount(text: string): number {
  return text.split(/\r\n|\r|\n/).length;
}

const DOCUMENTED = new Set<string>([...Object.keys(CONTENT_ERROR_CODES), ...Object.keys(ERROR_CODES)]);

function count(into: Record<string, number>, code: string): void {
  into[code] = (into[code] ?? 0) + 1;
}

/** A ContentError thrown by the loader: documented code, the file, a line of the text, a field. */
function expectDocumented(e: unknown, file: string, text: string): asserts e is ContentError {
  if (!(e instanceof ContentError)) throw e;
  expect(Object.keys(CONTENT_ERROR_CODES)).toContain(e.code);
  expect(e.file).toBe(file);
  expect(e.line, e.message).toBeGreaterThanOrEqual(1);
  expect(e.line, e.message).toBeLessThanOrEqual(lineCount(text));
  expect(e.field.length).toBeGreaterThan(0);
}

/**
 * One input through the admin's check (which parses with the loader, runs the engine with a board per
 * event and builds the step-through) and, with `direct`, through the loader itself (from a file with
 * `viaFile`). Throws, failing the property, on anything undocumented.
 */
function oracle(text: string, outcome: string, opts: { direct?: boolean; viaFile?: boolean } = {}): void {
  const t0 = performance.now();
  stats.cases++;
  const check = checkDraft({ scenarioSource: text, outcomeText: outcome }, ctx);
  expect(Array.isArray(check.problems)).toBe(true);
  for (const p of check.problems) {
    const where = `${p.part}:${p.line}: ${p.field}: ${p.message}`;
    expect(p.line, where).toBeGreaterThanOrEqual(1);
    expect(p.line, where).toBeLessThanOrEqual(lineCount(p.part === "scenario" ? text : outcome));
    // a documented code, or an expectation of the scenario that the run did not meet
    if (p.code) expect(DOCUMENTED, where).toContain(p.code);
    else expect(p.field, where).toMatch(/^expect\b/);
    count(p.code && p.code in ERROR_CODES ? stats.engineErrors : stats.contentErrors, p.code ?? "expectation");
  }
  if (check.scenario) {
    stats.loaded++;
    if (check.scenarioOk) stats.ran++;
    // the run stays within the engine's event bound, and the engine agrees with the loader on the setup
    const { scenario, defs } = check.compiled as { scenario: Scenario; defs: CardDefs };
    const run = runScenario(scenario, defs, { boards: false });
    expect(run.trace.filter((t) => t.kind === "event-proposed").length).toBeLessThanOrEqual(ENGINE_LIMITS.maxRunEvents);
    const err = run.error;
    if (err) expect(err.code === "E_UNKNOWN_CARD" || (err.code === "E_BAD_STATE" && /used twice/.test(err.message)), err.message).toBe(false);
  } else if (text.trim()) {
    expect(check.problems.some((p) => p.part === "scenario")).toBe(true);
  }
  if (opts.direct) {
    const file = opts.viaFile ? path.join(tmp, "fuzz.yaml") : "fuzz.yaml";
    try {
      if (opts.viaFile) {
        fs.writeFileSync(file, text);
        loadScenarioFile(file, ctx);
      } else parseScenario(text, file, ctx);
      expect(check.scenario).not.toBeNull();
    } catch (e) {
      // a file outside the working directory is named by its absolute path
      expectDocumented(e, file, opts.viaFile ? fs.readFileSync(file, "utf8") : text);
      expect(check.scenario).toBeNull();
    }
  }
  const ms = performance.now() - t0;
  stats.slowest = Math.max(stats.slowest, ms);
  expect(ms, "one case took over 1 s").toBeLessThan(1000);
}

// ---------------------------------------------------------------------------------------------
// Values and keys that have broken loaders

const WEIRD_SCALARS = [
  null, true, false, 0, -0, -1, 1, 2, 40, 41, 50, 51, 100, 1000, 1001, 0.5, -2.5, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2,
  Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, "", " ", "A", "B", "C", "yes", "no", "true", "null", "~",
  "__proto__", "constructor", "toString", "prototype", "hasOwnProperty", "valueOf", "a_x", "a_love", "b_soldier", "A.hand", "B.battle",
  "A.__proto__", "A.constructor", "aqua-soldier", "Aqua Soldier", "acme-first-seed", "*nope", "&a", "<<", "%", "\u0000", "\t", "\u202e",
  "\ud800", "x".repeat(500), "609.1", "s0.p0", "a_x:ability@a_y",
] as const;
const WEIRD_KEYS = ["__proto__", "constructor", "toString", "hasOwnProperty", "<<", "", "A", "B", "C", "A.hand", "id", "card", "under", "count", "choices", "expect", "pick", "1", "meta", "setup", "actions", "resolving"];

const weirdScalar: fc.Arbitrary<unknown> = fc.oneof(fc.constantFrom(...WEIRD_SCALARS), fc.integer(), fc.double(), fc.string({ maxLength: 12 }));
const weirdKey: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...WEIRD_KEYS), fc.string({ maxLength: 8 }));
const { weirdValue } = fc.letrec((tie) => ({
  weirdValue: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    weirdScalar,
    fc.array(tie("weirdValue"), { maxLength: 4 }),
    fc.array(fc.tuple(weirdKey, tie("weirdValue")), { maxLength: 3 }).map(objectOf),
  ),
}));

/** An object with these own keys ("__proto__" included, as an own key). */
function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const [k, v] of entries) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
}

const nested = (n: number, leaf: unknown): unknown => {
  let v = leaf;
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { x: v };
  return v;
};
const cards = (n: number, prefix = "z") => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, card: "acme-first-seed" }));

// sizes around the limits of lib/engine/limits.ts (40 cards a zone, 32 levels, 50 actions, 40 choices)
const bigValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: 35, max: 60 }).map((n) => cards(n)),
  fc.integer({ min: 25, max: 45 }).map((n) => nested(n, 1)),
  fc.integer({ min: 40, max: 60 }).map((n) => Array.from({ length: n }, () => ({ draw: { player: "A", count: 40 } }))),
  fc.integer({ min: 35, max: 50 }).map((n) => Array.from({ length: n }, () => ({ prompt: "yes-no", answer: "yes" }))),
);

// ---------------------------------------------------------------------------------------------
// Structure-aware mutations of the parsed scenario

type PathSeg = string | number;
type Op =
  | { kind: "delete"; at: number }
  | { kind: "set"; at: number; value: unknown }
  | { kind: "big"; at: number; value: unknown }
  | { kind: "copy"; at: number; from: number }
  | { kind: "addKey"; at: number; key: string; value: unknown }
  | { kind: "renameKey"; at: number; key: string }
  | { kind: "dupItem"; at: number; times: number }
  | { kind: "wrap"; at: number; inList: boolean }
  | { kind: "retype"; at: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("delete" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("set" as const), at: fc.nat(), value: weirdValue }),
  fc.record({ kind: fc.constant("big" as const), at: fc.nat(), value: bigValue }),
  fc.record({ kind: fc.constant("copy" as const), at: fc.nat(), from: fc.nat() }),
  fc.record({ kind: fc.constant("addKey" as const), at: fc.nat(), key: weirdKey, value: weirdValue }),
  fc.record({ kind: fc.constant("renameKey" as const), at: fc.nat(), key: weirdKey }),
  fc.record({ kind: fc.constant("dupItem" as const), at: fc.nat(), times: fc.integer({ min: 1, max: 60 }) }),
  fc.record({ kind: fc.constant("wrap" as const), at: fc.nat(), inList: fc.boolean() }),
  fc.record({ kind: fc.constant("retype" as const), at: fc.nat() }),
);

function paths(v: unknown, base: PathSeg[] = [], out: PathSeg[][] = []): PathSeg[][] {
  out.push(base);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...base, i], out));
  else if (v && typeof v === "object") for (const k of Object.keys(v)) paths((v as Record<string, unknown>)[k], [...base, k], out);
  return out;
}

function getAt(root: unknown, p: PathSeg[]): unknown {
  let v = root;
  for (const s of p) v = (v as Record<PathSeg, unknown>)[s];
  return v;
}

function setOwn(o: Record<PathSeg, unknown>, k: PathSeg, v: unknown): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

function apply(root: unknown, o: Op): unknown {
  const all = paths(root);
  const p = all[o.at % all.length];
  const parentPath = p.slice(0, -1);
  const last = p[p.length - 1];
  const parent = p.length ? (getAt(root, parentPath) as Record<PathSeg, unknown>) : null;
  const replace = (v: unknown) => {
    if (!parent) return v;
    setOwn(parent, last, v);
    return root;
  };
  const here = getAt(root, p);
  switch (o.kind) {
    case "delete":
      if (!parent) return root;
      if (Array.isArray(parent)) parent.splice(last as number, 1);
      else delete parent[last];
      return root;
    case "set":
      return replace(o.value);
    case "big":
      return replace(o.value);
    case "copy":
      return replace(structuredClone(getAt(root, all[o.from % all.length])));
    case "addKey":
      if (here && typeof here === "object" && !Array.isArray(here)) setOwn(here as Record<string, unknown>, o.key, o.value);
      else if (Array.isArray(here)) here.push(o.value);
      return root;
    case "renameKey":
      if (!parent || Array.isArray(parent)) return root;
      delete parent[last];
      setOwn(parent, o.key, here);
      return root;
    case "dupItem":
      if (Array.isArray(here) && here.length) for (let i = 0; i < o.times; i++) here.push(structuredClone(here[i % here.length]));
      return root;
    case "wrap":
      return replace(o.inList ? [here] : { value: here });
    case "retype":
      return replace(typeof here === "number" ? String(here) : typeof here === "string" ? (Number(here) || here.length) : here === null ? {} : typeof here === "object" ? JSON.stringify(here) : [here]);
  }
}

const structural = fc.record({ seed: fc.nat(), ops: fc.array(op, { minLength: 1, maxLength: 4 }), outcome: fc.boolean() }).map(({ seed, ops, outcome }) => {
  const s = seeds[seed % seeds.length];
  let data = structuredClone(s.data);
  for (const o of ops) data = apply(data, o);
  return { text: stringify(data, { aliasDuplicateObjects: false }), outcome: outcome ? s.outcome : "" };
});

// ---------------------------------------------------------------------------------------------
// Well-formed mutations: the shape stays valid, so the engine runs what the loader accepts (other
// cards, zones, actions, counts and answers, with the scenario's own instance ids)

type Spec = { id: string; card: string; tapped?: boolean; faceDown?: boolean; under?: Spec[]; enteredTurn?: number };
type Setup = { turn: { number: number; active: string }; A?: Record<string, Spec[]>; B?: Record<string, Spec[]> };
const ZONE_NAMES = ["battle", "mana", "shields", "hand", "graveyard", "deck", "hyperspatial"];
const PLAYER = ["A", "B"];

function declared(setup: Setup): Spec[] {
  const out: Spec[] = [];
  const walk = (list: Spec[]) => list.forEach((c) => (out.push(c), walk(c.under ?? [])));
  for (const p of PLAYER) for (const list of Object.values(setup[p as "A" | "B"] ?? {})) walk(list);
  return out;
}

function wellFormedAction(ids: string[], k: number, a: number, b: number): Record<string, unknown> {
  const id = (n: number) => ids[n % ids.length];
  const player = PLAYER[a % 2];
  switch (k % 12) {
    case 0: return { cast: { player, card: id(a) } };
    case 1: return { summon: { player, card: id(a) } };
    case 2: return { put: { player, card: id(a) } };
    case 3: return { charge: { player, card: id(a) } };
    case 4: return { battle: { a: id(a), b: id(b) } };
    case 5: return { attack: { attacker: id(a), target: b % 3 === 0 ? PLAYER[b % 2] : id(b) } };
    case 6: return { destroy: { card: id(a), by: player } };
    case 7: return { discard: { card: id(a), by: player } };
    case 8: return { "return-to-hand": { card: id(a), by: player, ...(b % 2 ? { topOnly: true } : {}) } };
    case 9: return { evolve: { player, card: id(a), on: [id(b), ...(b % 3 === 0 ? [id(b + 1)] : [])] } };
    case 10: return { draw: { player, count: 1 + (b % 40) } };
    default: return { "end-turn": {} };
  }
}

const wellFormedOp = fc.record({ kind: fc.nat({ max: 5 }), a: fc.nat(), b: fc.nat(), c: fc.nat() });

const wellFormed = fc.record({ seed: fc.nat(), ops: fc.array(wellFormedOp, { minLength: 1, maxLength: 5 }), outcome: fc.boolean() }).map(({ seed, ops, outcome }) => {
  const s = seeds[seed % seeds.length];
  const data = structuredClone(s.data) as { setup: Setup; actions: Record<string, unknown>[] };
  for (const { kind, a, b, c } of ops) {
    const specs = declared(data.setup);
    const ids = specs.map((x) => x.id);
    if (!ids.length) break;
    if (kind === 0) {
      // a card moves to another zone (of either player)
      const from = PLAYER[a % 2] as "A" | "B";
      const zones = Object.entries(data.setup[from] ?? {}).filter(([, l]) => l.length);
      if (!zones.length) continue;
      const [, list] = zones[b % zones.length];
      const [card] = list.splice(c % list.length, 1);
      const to = PLAYER[c % 2] as "A" | "B";
      const zone = ZONE_NAMES[(b + c) % ZONE_NAMES.length];
      ((data.setup[to] ??= {})[zone] ??= []).push(card);
    } else if (kind === 1) {
      data.actions[a % data.actions.length] = { ...wellFormedAction(ids, b, c, a), ...(data.actions[a % data.actions.length]?.choices ? { choices: data.actions[a % data.actions.length].choices } : {}) };
    } else if (kind === 2) {
      data.actions.splice(a % (data.actions.length + 1), 0, wellFormedAction(ids, b, c, a));
    } else if (kind === 3) {
      // other answers to the prompts
      const act = data.actions[a % data.actions.length];
      act.choices = b % 4 === 0 ? [] : Array.from({ length: 1 + (b % 3) }, (_, i) => (c + i) % 3 === 0 ? { answer: (c + i) % 2 ? "yes" : "no" } : { pick: (c + i) % 5 === 0 ? [] : [ids[(b + i) % ids.length]] });
    } else if (kind === 4) {
      const spec = specs[a % specs.length];
      if (b % 3 === 0) spec.tapped = !spec.tapped;
      else if (b % 3 === 1) spec.enteredTurn = 1 + (c % 8);
      else spec.faceDown = !spec.faceDown;
    } else {
      data.setup.turn = { number: 1 + (a % 9), active: PLAYER[b % 2] };
    }
  }
  return { text: stringify(data, { aliasDuplicateObjects: false }), outcome: outcome ? s.outcome : "" };
});

// ---------------------------------------------------------------------------------------------
// YAML text mutations: aliases, anchors, merge keys, tags, lines, characters

type TextOp = (text: string, r: number, s: number) => string;

const lines = (t: string) => t.split("\n");
/** Lines of the form `  key: value` (value not empty), by index. */
function valueLines(t: string): number[] {
  return lines(t).flatMap((l, i) => (/^\s*(- )?[\w.-]+: \S/.test(l) ? [i] : []));
}
function onValueLine(t: string, r: number, fn: (line: string) => string): string {
  const ls = lines(t);
  const vl = valueLines(t);
  if (!vl.length) return t;
  const i = vl[r % vl.length];
  ls[i] = fn(ls[i]);
  return ls.join("\n");
}
const replaceValue = (line: string, v: string) => line.replace(/^(\s*(?:- )?[\w.-]+: ).*$/, `$1${v}`);

const laughs = (levels: number, width: number) => {
  const out = [`l0: &l0 [${Array(width).fill('"lol"').join(", ")}]`];
  for (let i = 1; i < levels; i++) out.push(`l${i}: &l${i} [${Array(width).fill(`*l${i - 1}`).join(", ")}]`);
  return out.join("\n") + "\n";
};

const TEXT_OPS: TextOp[] = [
  (t, r) => onValueLine(t, r, (l) => replaceValue(l, "*nope")),
  (t) => t + "\nzz: *nope\n",
  (t, r) => onValueLine(t, r, (l) => l.replace(/^(\s*)(- )?([\w.-]+): (.*)$/, (_m, ind, dash, k, v) => `${ind}${dash ?? ""}${k}:\n${ind}${dash ? "  " : ""}  <<: *missing\n${ind}${dash ? "  " : ""}  v: ${v}`)),
  (t, r) => onValueLine(t, r, (l) => l.replace(/^(\s*(?:- )?[\w.-]+: )/, "$1&a ")) + "\nextra: *a\n",
  (t, r, s) => {
    // a valid anchor and an alias to it in place of a later value
    const vl = valueLines(t);
    if (vl.length < 2) return t;
    const i = vl[r % vl.length];
    const j = vl[s % vl.length];
    const [a, b] = i < j ? [i, j] : [j, i];
    const ls = lines(t);
    ls[a] = ls[a].replace(/^(\s*(?:- )?[\w.-]+: )/, "$1&x ");
    if (b !== a) ls[b] = replaceValue(ls[b], "*x");
    return ls.join("\n");
  },
  (t, r) => laughs(2 + (r % 8), 2 + (r % 11)) + t,
  (t, r) => `x: &x ${r % 2 ? "[1, 2]" : "1"}\nxs: [${Array(95 + (r % 12)).fill("*x").join(", ")}]\n` + t,
  (t) => t.replace(/^meta:/m, "meta: &m") + "\nloop: *m\n",
  (t, r) => onValueLine(t, r, (l) => l.replace(/^(\s*(?:- )?[\w.-]+:) (.*)$/, "$1 &self { inner: *self }")),
  (t, r, s) => onValueLine(t, r, (l) => l.replace(/^(\s*(?:- )?[\w.-]+: )/, `$1${["!!binary ", "!foo ", "!!set ", "!!int ", "!!str ", "!!timestamp ", "!!float ", "!!map ", "!!seq ", "!<tag:x> "][s % 10]}`)),
  (t, r) => {
    const ls = lines(t);
    const i = r % ls.length;
    ls.splice(i, 0, ls[i]);
    return ls.join("\n");
  },
  (t, r) => {
    const ls = lines(t);
    ls.splice(r % ls.length, 1);
    return ls.join("\n");
  },
  (t, r, s) => {
    const ls = lines(t);
    const i = r % ls.length;
    const j = s % ls.length;
    [ls[i], ls[j]] = [ls[j], ls[i]];
    return ls.join("\n");
  },
  (t, r, s) => {
    const ls = lines(t);
    const i = r % ls.length;
    ls[i] = s % 3 === 0 ? "\t" + ls[i] : s % 3 === 1 ? " " + ls[i] : ls[i].replace(/^ {1,2}/, "");
    return ls.join("\n");
  },
  (t, r, s) => {
    const chars = ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\u00a0", "\ufeff", "\ud800", "\udc00", "\uffff", "\r", "\t", ":", "-", "#", "&", "*", "!", "|", ">", "?", "%", "@", "`", "'", '"', "[", "]", "{", "}", ",", "\\"];
    const i = r % (t.length + 1);
    const c = chars[s % chars.length];
    return s % 2 ? t.slice(0, i) + c + t.slice(i) : t.slice(0, i) + c + t.slice(i + 1);
  },
  (t, r) => t.slice(0, r % (t.length + 1)),
  (t, r, s) => onValueLine(t, r, (l) => replaceValue(l, s % 2 ? "[".repeat(20 + (s % 5000)) + "]".repeat(20 + (s % 5000)) : "{a: ".repeat(20 + (s % 300)) + "1" + "}".repeat(20 + (s % 300)))),
  (t, r, s) => onValueLine(t, r, (l) => replaceValue(l, ["1e999", "-1e999", "99999999999999999999", "-5", "0x7fffffff", "0o777", ".nan", ".inf", "-.inf", "1_000", "0", "-0", "2147483648", "4.5"][s % 14])),
  (t, r) => t.replace(/^( +)deck:\n/m, (_m, ind) => `${ind}deck:\n${cards(30 + (r % 1200)).map((c) => `${ind}  - { id: ${c.id}, card: ${c.card} }\n`).join("")}`),
  (t, r) => t.replace(/^actions:\n/m, `actions:\n${"  - draw: { player: A, count: 40 }\n".repeat(1 + (r % 120))}`),
  (t, r) => `${"# padding\n".repeat(r % 4000)}${t}`,
  (t) => `%YAML 1.1\n---\n${t}`,
  (t) => `${t}\n---\nmeta: {}\n`,
  (t, r) => t.replace(/\n/g, r % 2 ? "\r\n" : "\r"),
];

const textual = fc
  .record({ seed: fc.nat(), ops: fc.array(fc.tuple(fc.nat({ max: TEXT_OPS.length - 1 }), fc.nat(), fc.nat()), { minLength: 1, maxLength: 3 }), outcome: fc.nat({ max: 3 }) })
  .map(({ seed, ops, outcome }) => {
    const s = seeds[seed % seeds.length];
    let text = s.text;
    for (const [k, r, q] of ops) text = TEXT_OPS[k](text, r, q);
    // the stated outcome: none, the entry's, or mutated like the scenario
    const out = outcome === 0 ? "" : outcome === 1 ? s.outcome : TEXT_OPS[ops[0][0]](s.outcome || "zones:\n  A.hand: [a_x]\n", ops[0][1], ops[0][2]);
    return { text, outcome: out };
  });

// raw bytes: random ones, and real files with bytes flipped (invalid UTF-8 included)
const rawBytes = fc.oneof(
  fc.uint8Array({ maxLength: 3000 }).map((b) => Buffer.from(b).toString("utf8")),
  fc.record({ seed: fc.nat(), flips: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }) }).map(({ seed, flips }) => {
    const b = Buffer.from(seeds[seed % seeds.length].text, "utf8");
    for (const [i, v] of flips) b[i % b.length] = v;
    return b.toString("utf8");
  }),
);

// ---------------------------------------------------------------------------------------------

const RUN = { seed: Number(process.env.FUZZ_SEED ?? 20251123), endOnFailure: true };

describe("scenario loader and admin check under mutated input", () => {
  it("loads and runs the real scenarios unchanged (the seeds)", () => {
    for (const s of seeds) {
      const l = parseScenario(s.text, `${s.name}.yaml`, ctx);
      expect(runLoadedScenario(l).result.ok, s.name).toBe(true);
      oracle(s.text, s.outcome, { direct: true });
    }
  });

  it("structure-aware mutations (1,800 cases)", () => {
    fc.assert(
      fc.property(structural, ({ text, outcome }) => oracle(text, outcome)),
      { ...RUN, numRuns: 1800 },
    );
  });

  it("well-formed mutations: other zones, actions, answers and counts the engine runs (800 cases)", () => {
    fc.assert(
      fc.property(wellFormed, ({ text, outcome }) => oracle(text, outcome)),
      { ...RUN, numRuns: 800 },
    );
  });

  it("YAML text mutations: aliases, anchors, merge keys, tags, lines, characters, sizes (2,600 cases)", () => {
    fc.assert(
      fc.property(textual, ({ text, outcome }) => oracle(text, outcome)),
      { ...RUN, numRuns: 2600 },
    );
  });

  it("raw and flipped bytes, read from a file (800 cases)", () => {
    fc.assert(
      fc.property(rawBytes, (text) => oracle(text, "", { direct: true, viaFile: true })),
      { ...RUN, numRuns: 800 },
    );
  });

  afterAll(() => {
    console.log(`scenario fuzz: ${stats.cases} cases, ${stats.loaded} loaded, ${stats.ran} ran to the end; content errors ${JSON.stringify(stats.contentErrors)}; engine errors ${JSON.stringify(stats.engineErrors)}; slowest ${stats.slowest.toFixed(0)} ms`);
  });
});
