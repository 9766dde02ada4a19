/**
 * Issue 14, branch `clauses` (lib/abilities/clauses-more.ts) on real catalogue texts: what the clause readers compile
 * to, and the sentences that must stay unmodelled. Each expectation is written from the card's printed text.
 */
import { describe, expect, it } from "vitest";
import { parseEffects } from "@/lib/abilities/grammar";
import { compiled, sentenceOf } from "./support";

const trigger = (id: string) => compiled(id).abilities.triggers[0];

describe("a choice with a total (ChooseSpec.total)", () => {
  it("'destroy any number of … that have total power 6000 or less' (Sturm, Scrapper)", () => {
    expect(trigger("sturm-scrapper").effect).toEqual([
      { do: "destroy", target: { choose: { player: "opponent", zone: "battle", count: 99, upTo: true, total: { of: "power", atMost: 6000 } } } },
    ]);
  });

  it("'put any number of psychic creatures that have total cost 5 or less from your hyperspatial zone' (a Hyperspatial Hole's mode)", () => {
    expect(sentenceOf("hyperspatial-bolshack-hole", "Choose one of the following").status).toBe("modelled");
    expect(parseEffects("Put any number of psychic creatures that have total cost 5 or less from your hyperspatial zone into the battle zone.")).toEqual([
      { do: "put-into-battle", target: { choose: { player: "you", zone: "hyperspatial", count: 99, upTo: true, filter: { typeIncludes: "Psychic" }, total: { of: "cost", atMost: 5 } } } },
    ]);
  });

  it("one card has no total: 'one of your opponent's creatures that have total power …' is not read", () => {
    expect(parseEffects("Destroy one of your opponent's creatures that have total power 5000 or less.")).toBeNull();
  });
});

describe("Onitime: the ability word, both players' shields in total, and the reminder", () => {
  it("'Onitime: If you and your opponent have a total of 6 or less shields, this creature gets +3000 power' (Kangoku Nyudo)", () => {
    expect(sentenceOf("kangoku-nyudo", "Onitime").status).toBe("modelled");
    expect(compiled("kangoku-nyudo").abilities.statics).toContainEqual(expect.objectContaining({ kind: "power", amount: 3000, conditions: [{ kind: "zone-count", whose: "total", zone: "shields", atMost: 6 }] }));
  });

  it("the word and a trailing rule reminder are left out together (Grenma Nyudo)", () => {
    const s = sentenceOf("grenma-nyudo", "Onitime");
    expect(s.status).toBe("modelled");
    expect(s.note).toMatch(/ability word.*reminder/);
  });

  it("stays unmodelled: 'use your \"Onitime\" abilities as if …' (Demonio's Oniclock), 'ignore the above ■ ability'", () => {
    expect(sentenceOf("demonio-s-oniclock", "This turn, use your").status).toBe("not-modelled");
    expect(sentenceOf("ashigaru-henge", "Onitime").status).toBe("not-modelled");
  });
});

describe("what 'that creature' means after a conditional step", () => {
  it("Kumouse: 'if …, choose one of your opponent's creatures and tap it. That creature doesn't untap …': the chosen creature", () => {
    expect(trigger("kumouse-invader").effect).toEqual([
      {
        do: "if",
        conditions: [{ kind: "zone-count", whose: "opponents", zone: "shields", atMost: 2 }],
        then: [
          { do: "choose", target: { choose: { player: "opponent", zone: "battle", count: 1 } }, remember: "chosen0" },
          { do: "tap", target: { remembered: "chosen0" } },
        ],
      },
      { do: "grant", to: { remembered: "chosen0" }, doesntUntap: true, until: "opponents-next-untap", text: "That creature doesn't untap at the start of your opponent's next turn" },
    ]);
  });

  it("Yominoseimei: 'if …, put a creature … from your graveyard into the battle zone. That creature gets \"speed attacker\"': the creature put, not this one", () => {
    const eff = trigger("yominoseimei-oni-of-onmyou").effect;
    expect(eff[0]).toMatchObject({ do: "if", then: [{ do: "put-into-battle", remember: "chosen0" }] });
    expect(eff[1]).toMatchObject({ do: "grant", to: { remembered: "chosen0" }, keywords: ["speed-attacker"] });
  });
});

describe("other wordings", () => {
  it("'this turn, this creature gets +3000 power' (Donna Dona)", () => {
    expect(trigger("donna-dona-remnant-of-the-jungle").effect).toEqual([{ do: "grant", to: { self: true }, power: 3000, until: "end-of-turn", text: "this creature gets +3000 power this turn" }]);
  });

  it("'your opponent chooses and destroys one of their creatures' (Cobra Dashura): the owner chooses", () => {
    expect(compiled("cobra-dashura").abilities.triggers.some((t) => JSON.stringify(t.effect) === JSON.stringify([{ do: "destroy", target: { choose: { player: "opponent", zone: "battle", count: 1, chooser: "owner" } } }]))).toBe(true);
  });

  it("'destroy this creature and that creature' (Ichimatsu): the source and the attacking creature", () => {
    expect(trigger("ichimatsu-ten-feet-doll").effect).toEqual([
      { do: "destroy", target: { self: true } },
      { do: "destroy", target: { eventCard: true } },
    ]);
  });

  it("'if you have more shields than your opponent' (Screw Spiral)", () => {
    expect(compiled("screw-spiral").abilities.spell).toContainEqual({ do: "if", conditions: [{ kind: "zone-count-more", zone: "shields" }], then: [{ do: "draw", player: "you", count: 1, optional: true }] });
  });
});
