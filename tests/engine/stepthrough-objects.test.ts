/**
 * Step-through display of multi-card objects and linked cards: the board names an EX Life shield by the
 * creature it belongs to, and marks a Star Evolution creature's stack — card names, never instance ids in
 * those labels.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Board } from "@/app/_components/stepthrough/board";
import { stepThroughOf } from "@/lib/stepthrough/run";
import { CONTENT_DIR, load } from "./helpers";

function stepThrough(id: string) {
  const l = load(readFileSync(join(CONTENT_DIR, "scenarios", `${id}.yaml`), "utf8"), `${id}.yaml`);
  return stepThroughOf({ scenario: l.scenario, defs: l.defs });
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("step-through board: EX Life and Star Evolution", () => {
  it("an EX Life shield is shown as the shield of its creature, and the creature as having one", () => {
    const st = stepThrough("ex-life-summoned-then-destroyed");
    const summoned = st.frames.find((f) => f.board.exLife?.a_grelphy !== undefined);
    expect(summoned, "a frame where Grelphy has its EX Life shield").toBeDefined();
    expect(summoned!.board.exLife).toEqual({ a_grelphy: "a_d1" });
    const html = renderToStaticMarkup(createElement(Board, { board: summoned!.board, instances: st.instances, cards: st.cards, changed: [] }));
    expect(text(html)).toContain("EX Life shield of Grelphy, Sutured Evil Horn");
    expect(text(html)).toContain("has an EX Life shield");
    // after the replacement the shield is in the graveyard: no link is shown any more
    const last = st.frames[st.frames.length - 1];
    expect(last.board.exLife).toBeUndefined();
    expect(text(renderToStaticMarkup(createElement(Board, { board: last.board, instances: st.instances, cards: st.cards, changed: [] })))).not.toContain("EX Life shield of");
  });

  it("a Cross Gear names the creature it is crossed with", () => {
    const st = stepThrough("cross-gear-crossed-power-battle");
    expect(st.initial!.crossed).toEqual({ a_claw: "a_vehicle" });
    const html = renderToStaticMarkup(createElement(Board, { board: st.initial!, instances: st.instances, cards: st.cards, changed: [] }));
    expect(text(html)).toContain("crossed with Aqua Vehicle");
  });

  it("a Star Evolution creature's stack says only the top card leaves, by card names", () => {
    const st = stepThrough("star-evolution-destroyed-top-card-leaves");
    const html = renderToStaticMarkup(createElement(Board, { board: st.initial!, instances: st.instances, cards: st.cards, changed: [] }));
    expect(text(html)).toContain("Under Bolshack Yamato Momoking (bottom first): Arima Churis");
    expect(text(html)).toContain("Star Evolution: when it would leave, only the top card leaves");
  });
});

describe("step-through: Psychic Super Creatures (806)", () => {
  it("names each cell by its own psychic side, never by an id, and shows the cell that left and the one that flipped as changed", () => {
    const st = stepThrough("link-release-destroyed-one-cell-returns");
    expect(st.names.en.a_zabi).toBe("Zabi Polymer, Marshmallow Doll");
    expect(st.names.en.a_pliers).toBe("Gil Porrima's Pliers");
    expect(st.initial!.cells).toEqual({ a_zabi: ["a_pliers"] });
    const release = st.frames.find((f) => f.entries.some((e) => e.clauses.includes("806.1b")));
    expect(release, "the Link Release frame").toBeDefined();
    expect(release!.changed).toEqual(["a_pliers", "a_zabi"]);
    const said = release!.entries.map((e) => e.narration.en).join("\n");
    expect(said).toContain("Link Release: only Gil Porrima's Pliers leaves the battle zone");
    expect(said).not.toMatch(/\ba_(zabi|pliers)\b/);
  });
});
