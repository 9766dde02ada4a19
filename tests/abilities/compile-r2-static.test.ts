/**
 * Issue 14, round 2 (static sentences that limit the other player) on real catalogue texts: "can't cast spells" and the
 * attack lure "they attack this creature if able", and the sentences that must stay unmodelled. Each expectation is
 * written from the card's printed text and the rules, not from a run.
 */
import { describe, expect, it } from "vitest";
import { compiled, sentenceOf } from "./support";
import { compileCard } from "@/lib/abilities";

const compile = compiled;
const sentence = sentenceOf;
const line = (text: string, type = "Creature") => compileCard({ type, text });

describe("can't cast spells (cant-cast, 101.2)", () => {
  it("Ballcadeias: 'Your opponent can't cast spells.': the opponent, every spell", () => {
    expect(sentence("ballcadeias-overlord-of-demons", "Your opponent can't cast")).toMatchObject({ status: "modelled", template: "static:cant-cast", clause: "101.2" });
    expect(compile("ballcadeias-overlord-of-demons").abilities.statics).toContainEqual({ kind: "cant-cast", who: "opponents", text: "Your opponent can't cast spells." });
  });

  it("'Players can't cast spells other than light spells.' and 'non-light spells': not of that civilization, both players or the opponent", () => {
    expect(compile("alcadeias-lord-of-spirits").abilities.statics).toContainEqual(expect.objectContaining({ kind: "cant-cast", who: "players", filter: { civilizationNot: "light" } }));
    expect(compile("garyudeias-momomizu-twenty-two-hybrid-summit").abilities.statics).toContainEqual(expect.objectContaining({ kind: "cant-cast", who: "opponents", filter: { civilizationNot: "light" } }));
  });

  it("conditions before it: tapped (Disturbing Chuusa), attacking (Arashibias), the opponent's shields (Dueangel)", () => {
    expect(compile("disturbing-chuusa").abilities.statics).toContainEqual(expect.objectContaining({ kind: "cant-cast", who: "players", conditions: [{ kind: "source-tapped", tapped: true }] }));
    expect(compile("arashibias-phantom").abilities.statics).toContainEqual(expect.objectContaining({ kind: "cant-cast", who: "opponents", conditions: [{ kind: "attacking" }] }));
    expect(compile("dueangel-nine-extremes").abilities.statics).toContainEqual(
      expect.objectContaining({ kind: "cant-cast", who: "players", filter: { civilizationNot: "light" }, conditions: [{ kind: "zone-count", whose: "opponents", zone: "shields", atMost: 2 }] }),
    );
  });

  it("by cost: 'spells that cost 5 or less' (God Izumo); 'You can't cast spells.' (Chomolanmacho)", () => {
    expect(compile("god-izumo-lawless-godkind").abilities.statics).toContainEqual(expect.objectContaining({ kind: "cant-cast", who: "opponents", filter: { costAtMost: 5 } }));
    expect(compile("chomolanmacho").abilities.statics).toContainEqual(expect.objectContaining({ kind: "cant-cast", who: "yours" }));
  });

  it("stays unmodelled: a spell's limit for a time, other-than-multicolored, counts, names, 'they' after a condition on the opponent", () => {
    expect(sentence("final-stop", "Until the end of your opponent's next turn").status).toBe("not-modelled");
    expect(sentence("queen-alcadeias-holy-gaia", "Your opponent can't cast spells other than multicolored").status).toBe("not-modelled");
    expect(sentence("crysd-sea-dragon-god", "Your opponent can't cast spells that cost less than").status).toBe("not-modelled");
    expect(sentence("queen-alcadeias-dark-gaia", "Your opponent can't cast spells for no cost").status).toBe("not-modelled");
    expect(sentence("maximum-the-ryokun-storm-awakening-maximum-shinra-banshou", "Your opponent can't cast spells that have").status).toBe("not-modelled");
    // a spell saying it is no lasting static of a card in the battle zone
    expect(line("Your opponent can't cast spells.", "Spell").sentences[0].status).not.toBe("modelled");
    // "Your opponent can't summon creatures." is read since statics2 (a `cant-summon` static): tests/abilities/compile-statics2.test.ts
    expect(line("Your opponent can't summon creatures.", "Spell").sentences[0].status).not.toBe("modelled");
  });
});

describe("attack lure: 'they attack this creature if able' (attacked-if-able, 506.1e)", () => {
  it("the wordings of the catalogue: 'Whenever your opponent's creatures attack', 'Whenever an opponent's creature attacks, they must'", () => {
    for (const id of ["daishinpi-halsa-eightsixthree", "banjikyusu", "thundernica-connected-thunder-aggression", "brachio-yaiba-honorful-oni-blade", "beethoven-zenith-of-horror"]) {
      const st = compile(id).abilities.statics.filter((s) => s.kind === "attacked-if-able");
      expect(st, id).toHaveLength(1);
      expect(st[0], id).not.toHaveProperty("conditions");
    }
  });

  it("conditions: 'While this creature is tapped' (Gachinko Pippi, Fukisusabu), Revolution 2 with its own 'if you have 2 shields or less'", () => {
    expect(compile("gachinko-pippi").abilities.statics).toContainEqual(expect.objectContaining({ kind: "attacked-if-able", conditions: [{ kind: "source-tapped", tapped: true }] }));
    expect(compile("fukisusabu-hanafubuki").abilities.statics).toContainEqual(expect.objectContaining({ kind: "attacked-if-able", conditions: [{ kind: "source-tapped", tapped: true }] }));
    expect(compile("big-big-snow-faerie").abilities.statics).toContainEqual(expect.objectContaining({ kind: "attacked-if-able", conditions: [{ kind: "zone-count", whose: "yours", zone: "shields", atMost: 2 }] }));
  });

  it("stays unmodelled: may force the attack too, first attack only, choices, an effect for a time", () => {
    // "must attack this creature if able" without "attacking"/"whenever ... attacks": may force the attack (攻撃強制)
    expect(sentence("super-necrodragon-abas-nonaris", "Your opponent's creatures must attack this creature").status).toBe("not-modelled");
    expect(sentence("heavy-dragon-god", "While this creature is linked").status).toBe("not-modelled");
    expect(sentence("greatest-earth-planetary-dragon", "Your opponent's creatures that have power").status).toBe("not-modelled");
    expect(sentence("millionbrave-kaiser", "When your opponent's creatures attack for the first time").status).toBe("not-modelled");
    expect(sentence("abyssbell-death-road", "Each turn, whenever").status).toBe("not-modelled");
    expect(sentence("synchro-faerie-dokidoki-spiral", "Whenever your opponent would choose").status).toBe("not-modelled");
    expect(sentence("whirlpool-crawler", "Whenever one of your opponent's creatures attacks one of your creatures").status).toBe("not-modelled");
    // a revolution word whose sentence lacks its shield condition is not guessed
    expect(line("Revolution 2—Whenever an opponent's creature attacks, they must attack this creature if able.").sentences[0].status).toBe("not-modelled");
    expect(line("Whenever an opponent's creature attacks, they attack this creature if able.", "Spell").sentences[0].status).not.toBe("modelled");
  });
});

describe("'Each turn, you may untap this creature the first time it is tapped' (trigger:untap-first-tap)", () => {
  it("optional (Bolbalzak, both spellings) and mandatory (Exetwins, Glenmalt Soul): tapped, self, first time this turn, untap itself", () => {
    for (const [id, optional] of [
      ["bolbalzak-sword-flash-dragon", true],
      ["titan-crash-crawler", true],
      ["exetwins-double-striker", false],
      ["glenmalt-soul-explosive-win", false],
    ] as const) {
      const t = compile(id).abilities.triggers.filter((x) => x.on.event === "tapped");
      expect(t, id).toHaveLength(1);
      expect(t[0], id).toMatchObject({ on: { event: "tapped", subject: "self", firstThisTurn: true }, optional, effect: [{ do: "untap", target: { self: true } }] });
    }
  });

  it("stays unmodelled: more after it, another creature chosen by a spell, a condition on your turn only", () => {
    expect(sentence("bolbalzak-sword-flash-dragon-play-s", "Each turn, you may untap").status).toBe("not-modelled");
    expect(sentence("dual-wield-training", "Choose one of your creatures").status).toBe("not-modelled");
    // "attacks for the first time each turn" is read now (heads.ts; tests/abilities/compile-heads.test.ts)
    // "tapped for the first time during your turn" is read since heads4 (trigger:heads4-first, tests/abilities/smokes-heads4.ts)
    expect(sentence("codenight-june-bride", "When this creature is tapped for the first time during your turn").template).toBe("trigger:heads4-first");
  });
});
