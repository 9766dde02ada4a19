/**
 * One declaration per kind. The compiler already refuses a step kind without its registry entry, narration and schema,
 * a watched event or condition the engine's exhaustive switches do not answer, and a schema that does not produce exactly
 * the engine's type (lib/scenarios/schemas.ts). What it cannot see is checked here: a static ability kind or a trigger
 * event that the engine never reads (it would be accepted by the file format and silently do nothing), and the
 * file format's union missing a kind at run time. Plus the rules-version differences read from the profile, not constants.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { emptyAbilities, runScenario, RULES_PROFILES, RULES_VERSIONS, TRIGGER_EVENTS, WATCHED_EVENTS, type CardDef, type Scenario } from "@/lib/engine";
import { abilityFileSchema, STATIC_KINDS } from "@/lib/scenarios/schemas";

const ENGINE_DIR = join(__dirname, "..", "..", "lib", "engine");
/** The engine's code, without the file that declares the kinds (a kind named there only is not handled). */
const engineCode = readdirSync(ENGINE_DIR)
  .filter((f) => f.endsWith(".ts") && f !== "defs.ts")
  .map((f) => readFileSync(join(ENGINE_DIR, f), "utf8"))
  .join("\n");
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");

describe("every declared kind is handled", () => {
  it.each(STATIC_KINDS)("static ability kind %s is read by the engine", (kind) => {
    // `st.kind === "x"`, `st.kind !== "x"` or `staticsOf(ctx, id, "x")`
    const read = new RegExp(`\\.kind [!=]== "${esc(kind)}"|staticsOf\\([^()]*, "${esc(kind)}"\\)`);
    expect(engineCode).toMatch(read);
  });

  it.each([...TRIGGER_EVENTS])("trigger event %s is produced by the engine", (event) => {
    // a trigger occurrence `{ kind: "x", card ... }` made where the event happens, or a turn's start / end looked up
    expect(engineCode).toMatch(new RegExp(`kind: "${esc(event)}", card\\b|matchTurnTriggers\\(ctx, "${esc(event)}"`));
  });

  it.each(STATIC_KINDS)("the file format's statics union knows %s (a bad field is reported, not an unknown kind)", (kind) => {
    const r = abilityFileSchema.safeParse({ card: "x", statics: [{ kind, unknownField: 1 }] });
    expect(r.success).toBe(false);
    // the kind's own schema was picked: it names the field it does not know
    expect(r.error!.issues).toContainEqual(expect.objectContaining({ code: "unrecognized_keys", keys: ["unknownField"], path: ["statics", 0] }));
  });

  it.each([...WATCHED_EVENTS])("the file format accepts a replacement watching %s", (event) => {
    const r = abilityFileSchema.safeParse({
      card: "x",
      replacements: [{ id: "r", text: "t", watches: { event, subject: "self" }, optional: false, instead: [{ do: "stay" }] }],
    });
    expect(r.success).toBe(true);
  });

  it("the file format refuses a kind the engine does not declare", () => {
    expect(abilityFileSchema.safeParse({ card: "x", statics: [{ kind: "no-such-kind", text: "t" }] }).success).toBe(false);
    const watching = (event: string) => ({ card: "x", replacements: [{ id: "r", text: "t", watches: { event, subject: "self" }, optional: false, instead: [{ do: "stay" }] }] });
    expect(abilityFileSchema.safeParse(watching("no-such-event")).success).toBe(false);
  });

  it("a trigger option that narrows another event is refused, naming the field (it would keep the ability from ever triggering)", () => {
    const triggering = (on: Record<string, unknown>) => ({ card: "x", triggers: [{ id: "t", text: "t", on: { subject: "self", ...on }, optional: false, effect: [{ do: "draw", player: "you", count: 1 }] }] });
    expect(abilityFileSchema.safeParse(triggering({ event: "put-into-battle", bySummon: true })).success).toBe(true);
    expect(abilityFileSchema.safeParse(triggering({ event: "leaves-battle", to: ["hand"] })).success).toBe(true);
    expect(abilityFileSchema.safeParse(triggering({ event: "tapped", firstThisTurn: true })).success).toBe(true);
    const bad = abilityFileSchema.safeParse(triggering({ event: "destroyed", bySummon: true }));
    expect(bad.success).toBe(false);
    expect(bad.error!.issues).toContainEqual(expect.objectContaining({ path: ["triggers", 0, "on", "bySummon"], message: expect.stringContaining('applies only to the event "put-into-battle"') }));
    expect(abilityFileSchema.safeParse(triggering({ event: "attacks", firstThisTurn: true })).success).toBe(true);
    expect(abilityFileSchema.safeParse(triggering({ event: "destroyed", firstThisTurn: true })).success).toBe(false);
    expect(abilityFileSchema.safeParse(triggering({ event: "unblocked", target: "player" })).success).toBe(true);
    expect(abilityFileSchema.safeParse(triggering({ event: "battles", target: "player" })).success).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Rules-version differences are the profile's data

const def = (id: string, type: string, abilities: Partial<CardDef["abilities"]> = {}): CardDef => ({
  id,
  name: id,
  nameJa: null,
  type,
  civilizations: ["darkness"],
  races: [],
  power: 1000,
  cost: 3,
  text: "",
  flipTo: null,
  abilities: { ...emptyAbilities(), ...abilities },
});
const DEFS = {
  evo: def("evo", "Evolution Creature"),
  cre: def("cre", "Creature"),
  watcher: def("watcher", "Creature", {
    triggers: [{ id: "any-put", text: "Whenever a creature is put", on: { event: "put-into-battle", subject: "any" }, optional: false, effect: [{ do: "draw", player: "you", count: 1 }] }],
  }),
  filler: def("filler", "Creature"),
};

/** The top card of an evolution creature over two creatures is returned alone: what is left is rebuilt (801.4). */
function rebuildUnder(rulesVersion: (typeof RULES_VERSIONS)[number]): Scenario {
  return {
    meta: { id: "t", title: { en: "t" }, rules: ["801.4"], source: "test", rulesVersion },
    setup: {
      turn: { number: 5, active: "A" },
      seed: 1,
      players: {
        A: {
          battle: [
            { id: "w", card: "watcher" },
            { id: "e", card: "evo", under: [{ id: "c1", card: "cre" }, { id: "c2", card: "cre" }] },
          ],
          deck: [{ id: "d1", card: "filler" }],
        },
        B: {},
      },
    },
    steps: [{ action: { kind: "return-to-hand", card: "e", by: "B", topOnly: true }, choices: [] }],
    expect: null,
  };
}

describe("rebuilding cites the clauses of the scenario's rules version", () => {
  // content/rules/dm-comprehensive-rules/2019-09-27.yaml and v1.23.yaml; ../shared/reference/rules-excerpts.md: "the
  // no-enter-trigger rule for rebuilt creatures was 801.4d in 2019 and is 801.4c from 2021-03-16"
  it.each([
    ["2019-09-27", "801.4d", "rules of 2019-09-27"],
    ["2021-03-16", "801.4c", "Ver. 1.23 (2021-03-16)"],
    ["1.48", "801.4c", "Ver. 1.23 (2021-03-16)"],
  ] as const)("under %s the rebuilt card is not put into the battle zone by %s", (version, clause, revision) => {
    const r = runScenario(rebuildUnder(version), DEFS);
    expect(r.error).toBeNull();
    const rebuild = r.trace.find((e) => e.kind === "rebuild")!;
    expect(rebuild.clauses).toEqual(["801.4", "801.4a", "801.4b", clause]);
    expect(rebuild.rebuild!.revisions).toEqual([revision]);
    const suppressed = r.trace.filter((e) => e.kind === "trigger-suppressed");
    expect(suppressed.map((e) => e.clauses)).toEqual([[clause]]);
  });

  it("every profile names its clauses (no version falls back to a constant)", () => {
    for (const v of RULES_VERSIONS) {
      const p = RULES_PROFILES[v];
      expect(p.rebuildNotEnteredClause).toMatch(/^801\.4[cd]$/);
      expect(p.starEvolutionNoOtherReplacementClause).toBe(`${p.starEvolutionClause}a`);
    }
  });
});
