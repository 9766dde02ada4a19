/**
 * The limits of lib/engine/limits.ts (issue 11: "engine cost is unbounded"): what exceeds them is
 * refused with a located E_LIMIT error at parse time, or stops the run with E_STEP_LIMIT /
 * E_EVENT_LIMIT; the costliest scenario they accept loads and runs within the event bound.
 * No timings here: `npm run bench -- engine` times the admin's check of that scenario.
 */
import { describe, expect, it } from "vitest";
import { checkDraft } from "@/lib/admin/check";
import { ContentError } from "@/lib/files/errors";
import { runScenario } from "@/lib/engine";
import { ENGINE_LIMITS, SCENARIO_LIMITS as L } from "@/lib/engine/limits";
import { runLoadedScenario } from "@/lib/scenarios";
import { worstAcceptedScenario } from "../../scripts/bench/worst-scenario";
import { content, load } from "./helpers";

const card = (id: string) => `{ id: ${id}, card: acme-first-seed }`;
const list = (prefix: string, n: number) => `[${Array.from({ length: n }, (_, i) => card(`${prefix}${i}`)).join(", ")}]`;

function scenario(parts: { A?: string; B?: string; actions?: string } = {}): string {
  return [
    `meta: { id: t, title: { en: t }, rules: ["609.1"], source: test }`,
    `setup:`,
    `  turn: { number: 5, active: A }`,
    `  A:`,
    parts.A ?? `    deck: ${list("a", 3)}`,
    `  B:`,
    parts.B ?? `    deck: ${list("b", 3)}`,
    `actions:`,
    parts.actions ?? `  - draw: { player: A, count: 1 }`,
    ``,
  ].join("\n");
}

function refusal(text: string): ContentError {
  try {
    load(text, "big.yaml");
  } catch (e) {
    if (e instanceof ContentError) return e;
    throw e;
  }
  throw new Error("accepted");
}

const draws = (n: number, count = 1) => Array.from({ length: n }, (_, i) => `  - draw: { player: ${i % 2 ? "B" : "A"}, count: ${count} }`).join("\n");

describe("parse-time limits", () => {
  it.each([
    ["cards in a zone", scenario({ A: `    deck: ${list("a", L.maxCardsPerZone + 1)}` }), 5, "setup.A.deck", /at most 40 cards in a zone/],
    ["cards under a card", scenario({ A: `    battle:\n      - { id: top, card: acme-first-seed, under: ${list("u", L.maxCardsPerZone + 1)} }` }), 6, "setup.A.battle[0].under", /at most 40 cards under a card/],
    [
      "cards in the setup",
      scenario({ A: ["deck", "mana"].map((z) => `    ${z}: ${list(`a${z}`, 40)}`).join("\n"), B: `    deck: ${list("b", L.maxCards - 80 + 1)}` }),
      8,
      "setup.B.deck[20]",
      /more than 100 cards in the setup/,
    ],
    ["actions", scenario({ actions: draws(L.maxActions + 1) }), 9, "actions", /at most 50 actions/],
    ["a draw count", scenario({ actions: draws(1, L.maxCount + 1) }), 9, "actions[0].draw.count", /must be at most 40/],
    ["choices on an action", scenario({ actions: `  - draw: { player: A, count: 1 }\n    choices: [${Array(L.maxChoices + 1).fill("{ answer: yes }").join(", ")}]` }), 10, "actions[0].choices", /at most 40 choices/],
    ["ids in a pick", scenario({ actions: `  - draw: { player: A, count: 1 }\n    choices: [{ pick: [${Array(L.maxChoices + 1).fill("a0").join(", ")}] }]` }), 10, "actions[0].choices[0].pick", /at most 40 picks/],
    ["a turn number", scenario().replace("number: 5", "number: 1001"), 3, "setup.turn.number", /at most 1000/],
  ])("too many %s: E_LIMIT with line and field", (_what, text, line, field, problem) => {
    const e = refusal(text);
    expect({ code: e.code, line: e.line, field: e.field }).toEqual({ code: "E_LIMIT", line, field });
    expect(e.problem).toMatch(problem);
  });

  it("a text over 16 KB is refused before it is parsed, at the line where it goes over", () => {
    const padding = Array.from({ length: 2000 }, (_, i) => `# padding line ${i}`).join("\n");
    const text = scenario() + padding;
    const e = refusal(text);
    expect(e.code).toBe("E_LIMIT");
    expect(e.field).toBe("(file)");
    const over = text.slice(0, L.maxBytes + 1).split("\n").length;
    expect(e.line).toBe(over);
    expect(e.problem).toBe("larger than 16384 bytes, the limit for this text");
  });

  it("bytes are counted in UTF-8: 6,000 kana (18 KB) are over the limit", () => {
    const text = scenario().replace("source: test", `source: "${"あ".repeat(6000)}"`);
    expect(text.length).toBeLessThan(L.maxBytes);
    expect(refusal(text)).toMatchObject({ code: "E_LIMIT", field: "(file)" });
  });

  it("aliases cannot multiply a text past the node limit", () => {
    const ids = `[${Array(60).fill("a0").join(", ")}]`;
    const text = scenario({ actions: `  - draw: { player: A, count: 1 }` }) + `expect:\n  x: &x ${ids}\n  tapped: [${Array(95).fill("*x").join(", ")}]\n`;
    expect(refusal(text)).toMatchObject({ code: "E_LIMIT", problem: expect.stringMatching(/more than 5000 YAML nodes/) });
  });

  it("the issue's examples are refused: a 50,000-card deck and 900 draws in 39 KB", () => {
    const deck = scenario({ A: `    deck:\n${Array.from({ length: 50_000 }, (_, i) => `      - ${card(`a${i}`)}`).join("\n")}`, actions: draws(1, 40) });
    expect(refusal(deck)).toMatchObject({ code: "E_LIMIT", field: "(file)" });
    const many = scenario({ actions: Array.from({ length: 900 }, () => "  - draw: { player: A, count: 1 }   # one card, again and again").join("\n") });
    expect(many.length).toBeGreaterThan(39_000);
    expect(refusal(many)).toMatchObject({ code: "E_LIMIT", field: "(file)" });
    // and in the admin's check: a problem, nothing run
    const check = checkDraft({ scenarioSource: deck, outcomeText: "" }, content());
    expect(check.problems).toMatchObject([{ part: "scenario", code: "E_LIMIT", field: "(file)" }]);
    expect(check.stepThrough).toBeNull();
  });
});

describe("run-time limits", () => {
  it("the costliest accepted scenario loads, runs to the end, and proposes exactly the most events a run may", () => {
    const text = worstAcceptedScenario();
    expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(L.maxBytes);
    expect(new TextEncoder().encode(text).length).toBeGreaterThan(L.maxBytes - 200);
    const l = load(text, "worst.yaml");
    const cards = Object.values(l.scenario.setup.players).flatMap((p) => Object.values(p).flat());
    expect(cards).toHaveLength(L.maxCards);
    const run = runLoadedScenario(l, { boards: "events" });
    expect(run.result.error).toBeNull();
    expect(run.result.ok).toBe(true);
    expect(run.result.trace.filter((t) => t.kind === "event-proposed")).toHaveLength(ENGINE_LIMITS.maxRunEvents);
    // the admin's check of it: a result, with the step-through
    const check = checkDraft({ scenarioSource: text, outcomeText: "" }, content());
    expect(check.problems).toEqual([]);
    expect(check.scenarioOk).toBe(true);
    expect(check.stepThrough?.frames.length).toBeGreaterThan(ENGINE_LIMITS.maxRunEvents);
  });

  it("one event more stops the run with E_EVENT_LIMIT at the step that went over, located at its line", () => {
    // the last draw draws one card more
    const worst = worstAcceptedScenario();
    const lastDraw = [...worst.matchAll(/count: (\d+) \}/g)].pop()!;
    const text = worst.slice(0, lastDraw.index) + `count: ${Number(lastDraw[1]) + 1} }` + worst.slice(lastDraw.index + lastDraw[0].length);
    const l = load(text, "worst.yaml");
    const run = runLoadedScenario(l, { boards: "events" });
    expect(run.result.error?.code).toBe("E_EVENT_LIMIT");
    expect(run.result.error?.message).toMatch(/the run has more than 500 events \(the limit per run\)/);
    const last = l.scenario.steps.length - 1;
    expect(run.result.error?.step).toBe(last);
    expect(run.problems[0]).toMatchObject({ line: l.stepLines[last], field: `actions[${last}]`, code: "E_EVENT_LIMIT" });
    expect(run.result.trace.filter((t) => t.kind === "event-proposed").length).toBeLessThanOrEqual(ENGINE_LIMITS.maxRunEvents);
  });

  it("a compiled scenario that skipped the loader (stored, or re-run in the browser) is bounded by the engine itself", () => {
    const l = load(scenario({ actions: draws(L.maxActions, L.maxCount) }));
    // within the loader's limits, but 50 × 40 draws is 2,000 events
    const r = runScenario(l.scenario, l.defs);
    expect(r.error?.code).toBe("E_EVENT_LIMIT");
    expect(r.trace.filter((t) => t.kind === "event-proposed").length).toBe(ENGINE_LIMITS.maxRunEvents);
    const steps = Array.from({ length: ENGINE_LIMITS.maxSteps + 1 }, () => l.scenario.steps[0]);
    expect(runScenario({ ...l.scenario, steps }, l.defs).error?.code).toBe("E_STEP_LIMIT");
  });
});
