/**
 * /ask boards as scenarios: a board runs in the engine with its answers, the run's prompts are asked where they
 * arise, an answer that no longer fits is asked again, and the draft ruling's YAML loads with lib/scenarios' parser
 * into the same run (same trace, same step-through text), with an outcome the run satisfies.
 */
import { describe, expect, it } from "vitest";
import { checkOutcome, runScenario, type CardDefs, type TraceEntry } from "@/lib/engine";
import { buildStepThrough } from "@/lib/stepthrough/frames";
import { cardDef, parseScenario } from "@/lib/scenarios";
import { parseYaml } from "@/lib/files/yaml";
import { parseOutcome } from "@/lib/admin/check";
import { content } from "../engine/helpers";
import { emptyBoard, instanceIds, newKey, type AskBoard, type AskCard } from "@/lib/ask/model";
import { runAsk } from "@/lib/ask/run";
import { draftForm } from "@/lib/ask/draft";
import { scenarioOf } from "@/lib/ask/scenario";
import { outcomeOf } from "@/lib/ask/outcome";
import { boardNames, describeAction } from "@/lib/ask/words";

function defsFor(board: AskBoard): CardDefs {
  const ctx = content();
  const y = parseYaml("x: 1", "test");
  const defs: CardDefs = {};
  const add = (id: string) => {
    if (defs[id]) return;
    const d = cardDef(ctx, id, { y, path: [] });
    defs[id] = d;
    if (d.flipTo) add(d.flipTo);
    for (const f of d.faces ?? []) add(f);
  };
  for (const p of ["A", "B"] as const) for (const list of Object.values(board.players[p])) for (const c of list) {
    add(c.card);
    for (const u of [...(c.under ?? []), ...(c.auras ?? [])]) add(u.card);
  }
  return defs;
}

const card = (slug: string, extra: Partial<AskCard> = {}): AskCard => ({ key: newKey(), card: slug, ...extra });

/** Deadly Love, Aqua Soldier and Super Trash Train (the project's first ruling), asked from nothing. */
function deadlyLoveBoard(): AskBoard {
  const b = emptyBoard();
  b.turn = { number: 5, active: "A" };
  const train = card("super-trash-train-fuuma-devil");
  const ghoul = card("writhing-bone-ghoul");
  const love = card("deadly-love");
  b.players.A.battle.push(train, ghoul);
  b.players.A.hand.push(love);
  b.players.A.deck.push(card("aqua-vehicle"));
  b.players.B.battle.push(card("aqua-soldier"));
  b.actions = [{ kind: "cast", card: love.key }];
  return b;
}

const strip = (t: TraceEntry[]) => JSON.parse(JSON.stringify(t).replace(/"source":"(?:override|scripted)"/g, '"source":"x"').replace(/"(?:ask|[a-z0-9-]+-test)"/g, '"id"'));

describe("an /ask board in the engine", () => {
  it("asks each choice where it arises, then runs to the end with the answers", () => {
    const board = deadlyLoveBoard();
    const defs = defsFor(board);
    const ids = instanceIds(board);
    expect([...ids.values()]).toEqual(["a_super_trash_train_fuuma_devil", "a_writhing_bone_ghoul", "a_deadly_love", "a_aqua_vehicle", "b_aqua_soldier"]);
    // first run: Deadly Love asks which of A's creatures to destroy
    let run = runAsk(board, defs);
    expect(run.pending?.kind).toBe("choose-cards");
    expect(run.pending?.player).toBe("A");
    expect(run.pending?.options).toContain("a_writhing_bone_ghoul");
    const asked: string[] = [];
    for (let i = 0; i < 10 && run.pending; i++) {
      const p = run.pending;
      asked.push(`${p.id} ${p.kind}`);
      board.answers = { ...run.answers, [p.id]: p.kind === "yes-no" ? { answer: "yes" } : { pick: p.options.includes("a_writhing_bone_ghoul") ? ["a_writhing_bone_ghoul"] : p.options.slice(0, Math.max(p.min, 1)) } };
      run = runAsk(board, defs);
    }
    expect(run.pending).toBeNull();
    expect(run.result.error).toBeNull();
    expect(asked[0]).toBe("s0.p0 choose-cards");
    const x = outcomeOf(run.result);
    expect(x.zones?.["B.hand"]).toEqual(["b_aqua_soldier"]);
    expect(x.triggers?.suppressed).toEqual([{ source: "a_super_trash_train_fuuma_devil", card: "b_aqua_soldier" }]);
    expect(x.replacements?.applied).toEqual([{ by: "b_aqua_soldier", on: "b_aqua_soldier" }]);
    expect(checkOutcome(x, run.result.finalState!, run.result.trace, defs)).toEqual([]);

    // another answer to the trigger ("no"): the run changes and the answers stay those it asked
    const yesNo = run.result.prompts.find((p) => p.prompt.kind === "yes-no")!;
    const declined = runAsk({ ...board, answers: { ...run.answers, [yesNo.prompt.id]: { answer: "no" } } }, defs);
    expect(declined.pending).toBeNull();
    expect(outcomeOf(declined.result).drew).toBeUndefined();
    // an answer that no longer fits is dropped and asked again
    const stale = runAsk({ ...board, answers: { ...run.answers, "s0.p0": { pick: ["b_aqua_soldier"] } } }, defs);
    expect(stale.pending?.id).toBe("s0.p0");
  });

  it("board → YAML → parseScenario → the same run, and the outcome holds", () => {
    const board = deadlyLoveBoard();
    const defs = defsFor(board);
    let run = runAsk(board, defs);
    for (let i = 0; i < 10 && run.pending; i++) {
      const p = run.pending;
      board.answers = { ...run.answers, [p.id]: p.kind === "yes-no" ? { answer: "yes" } : { pick: [p.options.find((o) => o.includes("ghoul")) ?? p.options[0]] } };
      run = runAsk(board, defs);
    }
    const draft = draftForm({ board, result: run.result, st: run.st, defs, link: "http://localhost/ask?b=1.x", notModelled: {}, suffix: "test" });
    expect(draft.slug).toBe("player-a-casts-deadly-love-what-happens-test");
    expect(draft.form.cards).toEqual(["super-trash-train-fuuma-devil", "writhing-bone-ghoul", "deadly-love", "aqua-vehicle", "aqua-soldier"]);
    expect(draft.form.clauses).toContain("609.4");
    expect(draft.form.questionEn).toContain("Player B has Aqua Soldier in the battle zone.");
    expect(draft.form.answerEn).toContain("Aqua Soldier");
    expect(draft.form.answerEn).not.toMatch(/\b[ab]_[a-z_]+\b/); // card names, never instance ids

    const loaded = parseScenario(draft.form.scenario.source, "draft.yaml", content());
    expect(loaded.scenario.meta.id).toBe(draft.slug);
    expect(loaded.scenario.meta.rules).toEqual(draft.form.clauses);
    const again = runScenario(loaded.scenario, loaded.defs, { boards: "events" });
    expect(again.error).toBeNull();
    expect(strip(again.trace)).toEqual(strip(run.result.trace));
    const st = buildStepThrough(again, loaded.defs);
    expect(st.frames.map((f) => f.headline.en)).toEqual(run.st.frames.map((f) => f.headline.en));
    // the outcome, read as the admin reads it, holds for the parsed scenario's run
    const outcome = parseOutcome(draft.form.outcome);
    expect(outcome.problem).toBeNull();
    expect(checkOutcome(outcome.outcome!, again.finalState!, again.trace, loaded.defs)).toEqual([]);
  });

  it("an attack's block and shield triggers: the defender's declarations reach the engine and the YAML", () => {
    // 507.1/507.2a: a blocked attack's target becomes the blocker, they battle (508.1) and no shield is broken (509.1);
    // 509.5a/509.5e: a broken shield's shield trigger, declared, is used for no cost (Terror Pit: "Destroy 1 of your
    // opponent's creatures"), so the attacker is destroyed
    const b = emptyBoard();
    b.turn = { number: 5, active: "A" };
    const pacos = card("reso-pacos-clear-sky-guardian"); // 3000, no abilities
    const alfreet = card("alfreet-judgment-gate-elemental"); // 3000, blocker
    const pit = card("terror-pit");
    b.players.A.battle.push(pacos);
    b.players.B.battle.push(alfreet);
    b.players.B.shields.push(pit, card("aqua-vehicle"));
    b.actions = [{ kind: "attack", card: pacos.key, target: "B", block: alfreet.key }];
    const defs = defsFor(b);
    const names = boardNames(b, defs);
    expect(describeAction(b, b.actions[0], (k) => names.get(k)!)).toBe("Reso Pacos, Clear Sky Guardian attacks player B. Alfreet, Judgment Gate Elemental blocks.");
    const ids = instanceIds(b);
    const blocked = runAsk(b, defs).result;
    expect(blocked.error).toBeNull();
    // a tie: both lose the battle and are destroyed (the lower power is destroyed, both on a tie); B's shields stay
    expect(blocked.finalState!.players.B.zones.shields).toEqual([ids.get(pit.key), expect.any(String)]);
    expect(blocked.finalState!.players.B.zones.graveyard).toContain(ids.get(alfreet.key));

    b.actions = [{ kind: "attack", card: pacos.key, target: "B", shieldTriggers: [pit.key] }];
    expect(describeAction(b, b.actions[0], (k) => names.get(k)!)).toBe("Reso Pacos, Clear Sky Guardian attacks player B. Shield trigger used: Terror Pit.");
    let run = runAsk(b, defs);
    for (let i = 0; i < 5 && run.pending; i++) {
      const p = run.pending;
      // the shield to break: Terror Pit
      b.answers = { ...run.answers, [p.id]: { pick: [p.options.find((o) => o === ids.get(pit.key)) ?? p.options[0]] } };
      run = runAsk(b, defs);
    }
    expect(run.result.error).toBeNull();
    expect(run.result.finalState!.players.A.zones.graveyard).toContain(ids.get(pacos.key));
    expect(run.result.finalState!.players.B.zones.graveyard).toContain(ids.get(pit.key));
    // the YAML an editor's draft holds says the same
    const draft = draftForm({ board: b, result: run.result, st: run.st, defs, link: null, notModelled: {}, suffix: "t" });
    const loaded = parseScenario(draft.form.scenario.source, "draft.yaml", content());
    expect(loaded.scenario.steps.map((s) => s.action)).toEqual(scenarioOf(b).steps.map((s) => s.action));
    expect(scenarioOf(b).steps[0].action).toMatchObject({ kind: "attack", shieldTriggers: [ids.get(pit.key)] });
  });

  it("every kind of action and board feature writes YAML the parser reads", () => {
    const b = emptyBoard();
    b.turn = { number: 7, active: "B" };
    const soldier = card("aqua-soldier", { tapped: true });
    const ghoul = card("writhing-bone-ghoul", { fresh: true, under: [{ key: newKey(), card: "aqua-vehicle" }] });
    const pacos = card("reso-pacos-clear-sky-guardian");
    b.players.A.battle.push(soldier, ghoul);
    b.players.A.mana.push(card("aqua-vehicle", { tapped: true }));
    b.players.A.shields.push(card("aqua-vehicle"));
    b.players.A.graveyard.push(card("aqua-vehicle"));
    b.players.B.battle.push(pacos);
    b.players.B.hand.push(card("aqua-vehicle"), card("aqua-vehicle"));
    b.players.B.deck.push(card("aqua-vehicle"));
    b.actions = [
      { kind: "attack", card: pacos.key, target: soldier.key },
      { kind: "return-to-hand", card: ghoul.key, by: "B" },
      { kind: "draw", player: "B", count: 1 },
      { kind: "end-turn" },
    ];
    const defs = defsFor(b);
    const run = runAsk(b, defs);
    const names = boardNames(b, defs);
    expect(describeAction(b, b.actions[0], (k) => names.get(k)!)).toBe("Reso Pacos, Clear Sky Guardian attacks Aqua Soldier.");
    const vehicles = [...names.values()].filter((n) => n.startsWith("Aqua Vehicle"));
    expect(vehicles.length).toBe(7);
    expect(new Set(vehicles).size).toBe(7); // told apart: "Aqua Vehicle (player B 1)", ...
    const draft = draftForm({ board: b, result: run.result, st: run.st, defs, link: null, notModelled: {}, suffix: "t" });
    const loaded = parseScenario(draft.form.scenario.source, "draft.yaml", content());
    expect(loaded.scenario.setup).toEqual(scenarioOf(b).setup);
    expect(loaded.scenario.steps.map((s) => s.action)).toEqual(scenarioOf(b).steps.map((s) => s.action));
    expect(strip(runScenario(loaded.scenario, loaded.defs, { boards: "events" }).trace)).toEqual(strip(run.result.trace));
  });
});
