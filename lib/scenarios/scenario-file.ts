/** Reading one scenario YAML file into an engine Scenario plus the card definitions it needs. */
import { readFileSync } from "node:fs";
import { ContentError } from "../files/errors";
import type { Action, CardDefs, DuringAttack, CardSpec, Expectations, Scenario, ScenarioStep, ScriptedChoice, SetupSpec, ZoneName } from "../engine";
import { FORBIDDEN_CORE, FORBIDDEN_CORE_DEF, ZONES } from "../engine";
import { SCENARIO_LIMITS } from "../engine/limits";
import { cardDef, displayPath, type ContentContext } from "./content";
import { editDistance, resolveCardName } from "./names";
import { ACTION_KEYS, scenarioFileSchema, type ActionItem, type CardSpecInput, type ScenarioFile } from "./schemas";
import { fail, lineOf, parseYaml, validate, type PathSeg, type YamlFile } from "../files/yaml";

export interface LoadedScenario {
  file: string;
  scenario: Scenario;
  defs: CardDefs;
  /** YAML line of each action (index = step). */
  stepLines: (number | null)[];
  yaml: YamlFile;
}

export function loadScenarioFile(path: string, ctx: ContentContext): LoadedScenario {
  return parseScenario(readFileSync(path, "utf8"), displayPath(ctx.contentDir, path), ctx);
}

export function parseScenario(text: string, file: string, ctx: ContentContext): LoadedScenario {
  const y = parseYaml(text, file, SCENARIO_LIMITS);
  const data = validate(y, scenarioFileSchema);
  const defs: CardDefs = {};
  const ids = new Set<string>();

  const convert = (spec: CardSpecInput, path: PathSeg[]): CardSpec => {
    if (ids.has(spec.id)) fail(y, [...path, "id"], `card id "${spec.id}" is used twice`);
    ids.add(spec.id);
    if (ids.size > SCENARIO_LIMITS.maxCards) fail(y, path, `more than ${SCENARIO_LIMITS.maxCards} cards in the setup`, "E_LIMIT");
    // a forbidden core (309) is not in the catalogue: the engine's built-in card
    if (spec.card === FORBIDDEN_CORE) {
      defs[FORBIDDEN_CORE] = FORBIDDEN_CORE_DEF;
      if (spec.under || spec.auras || spec.seals || spec.linked || spec.cells || spec.cores || spec.side !== undefined) fail(y, path, `a forbidden core has no cards of its own (309)`);
      return { id: spec.id, card: FORBIDDEN_CORE, ...(spec.tapped !== undefined ? { tapped: spec.tapped } : {}), ...(spec.faceDown !== undefined ? { faceDown: spec.faceDown } : {}) };
    }
    const r = resolveCardName(ctx.names, spec.card);
    if (!r.ok) fail(y, [...path, "card"], r.problem);
    const def = cardDef(ctx, r.id, { y, path: [...path, "card"] });
    defs[def.id] = def;
    // every face it can turn to (and theirs)
    const pending = [def.flipTo, ...(def.faces ?? [])];
    while (pending.length > 0) {
      const d = pending.pop();
      if (!d || defs[d]) continue;
      defs[d] = ctx.defs[d];
      pending.push(ctx.defs[d]?.flipTo ?? null, ...(ctx.defs[d]?.faces ?? []));
    }
    const out: CardSpec = { id: spec.id, card: r.id };
    if (spec.tapped !== undefined) out.tapped = spec.tapped;
    if (spec.faceDown !== undefined) out.faceDown = spec.faceDown;
    if (spec.shieldForce !== undefined) out.shieldForce = spec.shieldForce;
    if (spec.exLife !== undefined) out.exLife = spec.exLife;
    if (spec.crossedTo !== undefined) out.crossedTo = spec.crossedTo;
    if (spec.enteredTurn !== undefined) out.enteredTurn = spec.enteredTurn;
    if (spec.under) out.under = spec.under.map((u, i) => convert(u, [...path, "under", i]));
    if (spec.auras) out.auras = spec.auras.map((u, i) => convert(u, [...path, "auras", i]));
    if (spec.seals) out.seals = spec.seals.map((u, i) => convert(u, [...path, "seals", i]));
    if (spec.linked) out.linked = spec.linked.map((u, i) => convert(u, [...path, "linked", i]));
    if (spec.equippedTo !== undefined) out.equippedTo = spec.equippedTo;
    if (spec.side !== undefined) {
      const rs = resolveCardName(ctx.names, spec.side);
      if (!rs.ok) fail(y, [...path, "side"], rs.problem);
      defs[rs.id] = cardDef(ctx, rs.id, { y, path: [...path, "side"] });
      out.side = rs.id;
    }
    if (spec.cores) {
      if (!def.type.includes("Final Forbidden")) fail(y, [...path, "cores"], `only a Final Forbidden Field or Creature has forbidden cores (309.1); "${def.name}" is a ${def.type}`);
      spec.cores.forEach((u, i) => {
        if (u.card !== FORBIDDEN_CORE) fail(y, [...path, "cores", i, "card"], `a forbidden core is written \`card: ${FORBIDDEN_CORE}\` (the cores are not in the catalogue)`);
      });
      out.cores = spec.cores.map((u, i) => convert(u, [...path, "cores", i]));
    }
    if (spec.cells) {
      if (spec.side === undefined) fail(y, [...path, "side"], `a super creature with cells needs \`side\`: the psychic creature side of the card that stands for it (806.1)`);
      out.cells = spec.cells.map((u, i) => convert(u, [...path, "cells", i]));
    }
    return out;
  };

  const players: SetupSpec["players"] = { A: {}, B: {} };
  for (const p of ["A", "B"] as const) {
    const ps = data.setup[p];
    if (!ps) continue;
    for (const zone of ZONES) {
      if (zone === "resolving") continue;
      const list = ps[zone as Exclude<ZoneName, "resolving">];
      if (list) players[p][zone] = list.map((spec, i) => convert(spec, ["setup", p, zone, i]));
    }
  }
  for (const p of ["A", "B"] as const) {
    (data.setup[p]?.battle ?? []).forEach((spec, i) => {
      if (spec.shieldForce !== undefined && !(data.setup[p]?.shields ?? []).some((s) => s.id === spec.shieldForce)) {
        fail(y, ["setup", p, "battle", i, "shieldForce"], `"${spec.shieldForce}" is not one of player ${p}'s shields`);
      }
      if (spec.exLife !== undefined && !(data.setup[p]?.shields ?? []).some((s) => s.id === spec.exLife)) {
        fail(y, ["setup", p, "battle", i, "exLife"], `"${spec.exLife}" is not one of player ${p}'s shields`);
      }
      for (const k of ["crossedTo", "equippedTo"] as const) {
        const to = spec[k];
        if (to !== undefined && (to === spec.id || !(data.setup[p]?.battle ?? []).some((s) => s.id === to))) {
          fail(y, ["setup", p, "battle", i, k], `"${to}" is not another of player ${p}'s battle-zone cards`);
        }
      }
    });
  }

  const known = (id: string, path: PathSeg[]): void => {
    if (ids.has(id)) return;
    const close = [...ids].map((k) => ({ k, d: editDistance(k, id, 4) })).filter((x) => x.d <= 3).sort((a, b) => a.d - b.d || a.k.localeCompare(b.k));
    fail(y, path, `unknown card instance "${id}"${close.length ? `; did you mean "${close[0].k}"?` : ""} (instances are declared under setup)`);
  };

  const steps: ScenarioStep[] = data.actions.map((item, i) => convertAction(item, ["actions", i], known, y));
  const expect = data.expect ? convertExpect(data.expect, known, y) : null;
  const scenario: Scenario = {
    meta: {
      id: data.meta.id,
      title: data.meta.title,
      rules: data.meta.rules,
      source: data.meta.source,
      ...(data.meta.notes !== undefined ? { notes: data.meta.notes } : {}),
      ...(data.meta.verified !== undefined ? { verified: data.meta.verified } : {}),
      ...(data.meta.rulesVersion !== undefined ? { rulesVersion: data.meta.rulesVersion } : {}),
    },
    setup: { turn: data.setup.turn, seed: data.setup.seed ?? 1, players },
    steps,
    expect,
  };
  return { file, scenario, defs, stepLines: data.actions.map((_, i) => lineOf(y, ["actions", i])), yaml: y };
}

function convertAction(item: ActionItem, path: PathSeg[], known: (id: string, p: PathSeg[]) => void, y: YamlFile): ScenarioStep {
  const key = ACTION_KEYS.find((k) => k in item)!;
  const at = (...rest: PathSeg[]) => [...path, key, ...rest];
  let action: Action;
  switch (key) {
    case "cast":
    case "charge":
    case "forbidden-big-bang": {
      const v = item[key]!;
      known(v.card, at("card"));
      action = key === "cast" && item.cast!.gravityZero ? { kind: "cast", player: v.player, card: v.card, gravityZero: true } : { kind: key, player: v.player, card: v.card };
      break;
    }
    case "summon": {
      const v = item.summon!;
      known(v.card, at("card"));
      if (v.linkTo) known(v.linkTo, at("linkTo"));
      action = { kind: "summon", player: v.player, card: v.card, ...(v.from && v.from !== "hand" ? { from: v.from } : {}), ...(v.linkTo ? { linkTo: v.linkTo } : {}), ...(v.gravityZero ? { gravityZero: true } : {}), ...(v.abyssRush ? { abyssRush: true } : {}), ...(v.whileSummoning ? { whileSummoning: true } : {}) };
      break;
    }
    case "put": {
      const v = item.put!;
      known(v.card, at("card"));
      if (v.linkTo) known(v.linkTo, at("linkTo"));
      if (v.equipTo) known(v.equipTo, at("equipTo"));
      action = {
        kind: "put",
        player: v.player,
        card: v.card,
        ...(v.from && v.from !== "hand" ? { from: v.from } : {}),
        ...(v.linkTo ? { linkTo: v.linkTo } : {}),
        ...(v.equipTo ? { equipTo: v.equipTo } : {}),
      };
      break;
    }
    case "gr-summon":
      action = { kind: "gr-summon", player: item["gr-summon"]!.player };
      break;
    case "use-aura": {
      const v = item["use-aura"]!;
      known(v.card, at("card"));
      if (v.on) known(v.on, at("on"));
      action = { kind: "use-aura", player: v.player, card: v.card, ...(v.on ? { on: v.on } : {}) };
      break;
    }
    case "to-abyss": {
      const v = item["to-abyss"]!;
      known(v.card, at("card"));
      action = { kind: "to-abyss", card: v.card, by: v.by };
      break;
    }
    case "seal": {
      const v = item.seal!;
      known(v.card, at("card"));
      action = { kind: "seal", card: v.card, by: v.by, ...(v.count ? { count: v.count } : {}) };
      break;
    }
    case "battle": {
      const v = item.battle!;
      known(v.a, at("a"));
      known(v.b, at("b"));
      action = { kind: "battle", a: v.a, b: v.b };
      break;
    }
    case "attack": {
      const v = item.attack!;
      known(v.attacker, at("attacker"));
      if (v.target !== "A" && v.target !== "B") known(v.target, at("target"));
      if (v.revolutionChange) known(v.revolutionChange, at("revolutionChange"));
      const during: DuringAttack[] = (v.during ?? []).map((d, i) => {
        if (d.destroy) {
          known(d.destroy.card, at("during", i, "destroy", "card"));
          return { kind: "destroy", card: d.destroy.card, by: d.destroy.by };
        }
        const k = d["return-to-hand"] ? "return-to-hand" : "to-graveyard";
        const r = d[k]!;
        known(r.card, at("during", i, k, "card"));
        return { kind: k, card: r.card, by: r.by, ...(r.topOnly ? { topOnly: true } : {}) };
      });
      if (v.block) known(v.block, at("block"));
      (v.shieldTriggers ?? []).forEach((id, i) => known(id, at("shieldTriggers", i)));
      action = {
        kind: "attack",
        attacker: v.attacker,
        target: v.target,
        ...(v.revolutionChange ? { revolutionChange: v.revolutionChange } : {}),
        ...(during.length > 0 ? { during } : {}),
        ...(v.block ? { block: v.block } : {}),
        ...(v.shieldTriggers ? { shieldTriggers: v.shieldTriggers } : {}),
      };
      break;
    }
    case "destroy":
    case "discard": {
      const v = item[key]!;
      known(v.card, at("card"));
      action = { kind: key, card: v.card, by: v.by };
      break;
    }
    case "return-to-hand":
    case "to-graveyard": {
      const v = item[key]!;
      known(v.card, at("card"));
      action = { kind: key, card: v.card, by: v.by, ...(v.topOnly ? { topOnly: true } : {}) };
      break;
    }
    case "evolve": {
      const v = item.evolve!;
      known(v.card, at("card"));
      v.on.forEach((id, i) => known(id, at("on", i)));
      action = { kind: "evolve", player: v.player, card: v.card, on: v.on };
      break;
    }
    case "generate": {
      const v = item.generate!;
      known(v.card, at("card"));
      action = { kind: "generate", player: v.player, card: v.card };
      break;
    }
    case "cross": {
      const v = item.cross!;
      known(v.gear, at("gear"));
      known(v.creature, at("creature"));
      action = { kind: "cross", player: v.player, gear: v.gear, creature: v.creature };
      break;
    }
    case "revolution-change": {
      const v = item["revolution-change"]!;
      known(v.card, at("card"));
      known(v.attacker, at("attacker"));
      action = { kind: "revolution-change", player: v.player, card: v.card, attacker: v.attacker };
      break;
    }
    case "draw": {
      const v = item.draw!;
      action = { kind: "draw", player: v.player, count: v.count };
      break;
    }
    case "lose": {
      const v = item.lose!;
      action = { kind: "lose", player: v.player, by: v.by };
      break;
    }
    case "tap-ability": {
      const v = item["tap-ability"]!;
      known(v.card, at("card"));
      if (v.source !== undefined) known(v.source, at("source"));
      action = { kind: "tap-ability", card: v.card, ...(v.source !== undefined ? { source: v.source } : {}) };
      break;
    }
    case "end-turn":
      action = { kind: "end-turn" };
      break;
  }
  const choices: ScriptedChoice[] = (item.choices ?? []).map((c, j) => {
    const cpath = [...path, "choices", j];
    if (c.pick === undefined && c.answer === undefined) fail(y, cpath, `a choice needs pick: [...] or answer: yes|no`);
    if (c.pick !== undefined && c.answer !== undefined) fail(y, cpath, `a choice has either pick or answer, not both`);
    // a choose-mode answer picks modes by their ids (the ability's), a choose-face one catalogue ids: not card instances
    // (a declare answer, choose3: a race, a civilization or a number, checked by the engine against the prompt)
    if (c.prompt !== "choose-mode" && c.prompt !== "choose-face" && c.prompt !== "declare") (c.pick ?? []).forEach((id, k) => known(id.split(":")[0], [...cpath, "pick", k]));
    const out: ScriptedChoice = {};
    if (c.prompt !== undefined) out.prompt = c.prompt;
    if (c.by !== undefined) out.by = c.by;
    if (c.pick !== undefined) out.pick = c.pick;
    if (c.answer !== undefined) out.answer = c.answer;
    return out;
  });
  return { action, choices };
}

function convertExpect(x: NonNullable<ScenarioFile["expect"]>, known: (id: string, p: PathSeg[]) => void, y: YamlFile): Expectations {
  const zoneKey = (k: string, path: PathSeg[]) => {
    const [p, z] = k.split(".");
    if ((p !== "A" && p !== "B") || !(ZONES as readonly string[]).includes(z)) fail(y, path, `"${k}" is not a zone; use A.hand, B.battle, A.graveyard, ...`);
  };
  for (const group of ["zones", "contains", "order"] as const) {
    for (const [k, list] of Object.entries(x[group] ?? {})) {
      zoneKey(k, ["expect", group, k]);
      list.forEach((id, i) => known(id, ["expect", group, k, i]));
    }
  }
  (x.tapped ?? []).forEach((id, i) => known(id, ["expect", "tapped", i]));
  (x.untapped ?? []).forEach((id, i) => known(id, ["expect", "untapped", i]));
  for (const k of Object.keys(x.faces ?? {})) known(k, ["expect", "faces", k]);
  for (const g of ["fired", "suppressed"] as const) {
    (x.triggers?.[g] ?? []).forEach((t, i) => {
      known(t.source, ["expect", "triggers", g, i, "source"]);
      if (t.card) known(t.card, ["expect", "triggers", g, i, "card"]);
    });
  }
  for (const g of ["applied", "notApplied"] as const) {
    (x.replacements?.[g] ?? []).forEach((r, i) => {
      known(r.by, ["expect", "replacements", g, i, "by"]);
      if (r.on) known(r.on, ["expect", "replacements", g, i, "on"]);
    });
  }
  for (const [k, list] of Object.entries(x.under ?? {})) {
    known(k, ["expect", "under", k]);
    list.forEach((id, i) => known(id, ["expect", "under", k, i]));
  }
  (x.summoningSick ?? []).forEach((id, i) => known(id, ["expect", "summoningSick", i]));
  (x.notSummoningSick ?? []).forEach((id, i) => known(id, ["expect", "notSummoningSick", i]));
  (x.rebuilds ?? []).forEach((r, i) => {
    known(r.left, ["expect", "rebuilds", i, "left"]);
    if (typeof r.top === "string") known(r.top, ["expect", "rebuilds", i, "top"]);
  });
  for (const g of ["auras", "seals", "linked", "cells", "cores"] as const) {
    for (const [k, list] of Object.entries(x[g] ?? {})) {
      known(k, ["expect", g, k]);
      list.forEach((id, i) => known(id, ["expect", g, k, i]));
    }
  }
  for (const [k, v] of Object.entries(x.equipped ?? {})) {
    known(k, ["expect", "equipped", k]);
    if (v !== null) known(v, ["expect", "equipped", k]);
  }
  (x.faceUp ?? []).forEach((id, i) => known(id, ["expect", "faceUp", i]));
  (x.faceDown ?? []).forEach((id, i) => known(id, ["expect", "faceDown", i]));
  return x;
}

/** YAML line of an expectation field path such as "expect.zones.A.hand". */
export function expectLine(l: LoadedScenario, field: string): number | null {
  return fieldLine(l.yaml, field);
}

/** YAML line of a dotted field path in `y`, where zone keys such as "A.hand" are one key. */
export function fieldLine(y: YamlFile, field: string): number | null {
  const parts = field.split(".").filter(Boolean);
  // zone keys contain a dot ("A.hand"): re-join the player and zone
  const path: PathSeg[] = [];
  for (let i = 0; i < parts.length; i++) {
    if ((parts[i] === "A" || parts[i] === "B") && i + 1 < parts.length && (ZONES as readonly string[]).includes(parts[i + 1])) {
      path.push(`${parts[i]}.${parts[i + 1]}`);
      i++;
    } else path.push(parts[i]);
  }
  return lineOf(y, path);
}

export { ContentError };
