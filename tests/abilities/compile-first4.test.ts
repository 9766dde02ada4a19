/**
 * The first4 readers (lib/abilities/first4*.ts) on real catalogue text: what each sentence compiles to, and near wordings
 * that must stay unread. Expectations are written from the printed text.
 */
import { describe, expect, it } from "vitest";
import { compileCard } from "@/lib/abilities";
import { compiled, sentenceOf } from "./support";

/** A one-card text compiled on its own (for wordings no catalogue card prints). */
const line = (text: string, type = "Spell") =>
  compileCard({ id: "x", name: "X", type, text, civilizations: ["fire"], races: [], cost: 3, power: type === "Spell" ? null : 3000 } as never).sentences[0];

describe("first4: printing slips", () => {
  it("'…that has \"blocker.\"': the full stop inside the quote is the sentence's", () => {
    const s = sentenceOf("critical-blade", "Destroy one of your opponent's creatures");
    expect(s.status).toBe("modelled");
    expect(compiled("critical-blade").abilities.spell).toEqual([
      { do: "destroy", target: { choose: { player: "opponent", zone: "battle", count: 1, filter: { keyword: "blocker" } } } },
    ]);
  });
  it("'Chose a creature and put it into its owners mana zone': read as Choose", () => {
    const s = sentenceOf("celestial-trap", "Chose a creature");
    expect(s.status).toBe("modelled");
    expect(s.note).toMatch(/Chose/);
    expect(compiled("celestial-trap").abilities.spell[0]).toEqual({ do: "put-into-mana", target: { choose: { player: "any", zone: "battle", count: 1 } } });
  });
  it("'Double breaker.': the keyword", () => {
    const s = sentenceOf("stardust-nex-spiritual-dragon-knight", "Double breaker");
    expect(s.status).toBe("keyword");
    expect(s.template).toBe("keyword:double-breaker");
  });
  it("a sentence (with a comma) ending in a full stop is not taken for a keyword", () => {
    expect(line("Draw a card, then discard.").status).toBe("not-modelled");
  });
});

describe("first4: filters the grammar's nouns do not say", () => {
  it("'Destroy all creatures except Gods': raceExcludes", () => {
    expect(compiled("violence-heaven").abilities.spell).toEqual([{ do: "destroy", target: { all: { player: "any", zone: "battle", filter: { raceExcludes: ["God"] } } } }]);
  });
  it("'Destroy all creatures except for Unknown'", () => {
    expect(compiled("world-war-zenith").abilities.spell).toEqual([{ do: "destroy", target: { all: { player: "any", zone: "battle", filter: { raceExcludes: ["Unknown"] } } } }]);
  });
  it("'Destroy one of your opponent's non-colorless creatures': not of civilization zero", () => {
    expect(compiled("divine-punishment-of-heaven").abilities.spell[0]).toEqual({ do: "destroy", target: { choose: { player: "opponent", zone: "battle", count: 1, filter: { civilizationNot: "zero" } } } });
  });
  it("'except' a word that is no race, and 'non-colorless' twice, stay unread", () => {
    expect(line("Destroy all creatures except this one.").status).toBe("not-modelled");
    expect(line("Destroy one of your opponent's non-colorless creatures and all colorless creatures.").status).toBe("not-modelled");
  });
});

describe("first4: a cost bound counted as the step runs (costAtMostCount)", () => {
  it("'… that costs the same as or less than the number of cards in your graveyard': the filter's costAtMostCount", () => {
    expect(compiled("grudge-gathering").abilities.spell).toEqual([
      { do: "destroy", target: { choose: { player: "opponent", zone: "battle", count: 1, filter: { costAtMostCount: { whose: "you", zone: "graveyard" } } } } },
    ]);
  });
  it("'… that cost less than the number of cards in your mana zone': less, mana", () => {
    const [st] = compiled("dedicate-all-my-strength").abilities.spell;
    expect(st).toEqual({ do: "return-to-hand", target: { all: { player: "any", zone: "battle", filter: { costAtMostCount: { whose: "you", zone: "mana", less: true } } } } });
  });
  it("'their hand' (whose?), two bounds, or a printed 99 stay unread", () => {
    expect(line("Destroy one of your opponent's creatures that costs the same as or less than the number of cards in their hand.").status).toBe("not-modelled");
    expect(line("Destroy one of your opponent's creatures that costs the same as or less than the number of cards in your hand and one of your opponent's creatures that costs less than the number of cards in your graveyard.").status).toBe("not-modelled");
  });
});

describe("first4: more printing slips", () => {
  it("'that have\"blocker\"': read with the space", () => {
    expect(sentenceOf("tasogare-hell-punch", "Return all your opponent's").status).toBe("modelled");
  });
  it("'untapped light or untapped nature creatures': untapped, light or nature", () => {
    expect(compiled("vacuum-gel").abilities.spell).toEqual([
      { do: "destroy", target: { choose: { player: "opponent", zone: "battle", count: 1, filter: { tapped: false, civilizationsAny: ["light", "nature"] } } } },
    ]);
  });
  it("'Untap this creature at the end of your turn.': the end-of-turn trigger", () => {
    const s = sentenceOf("urgaan-connected-pure-dark", "Untap this creature");
    expect(s.template).toBe("trigger:turn");
    expect(s.effect).toBe("at the end of your turn, untap this card");
  });
  it("an end-of-turn time already said, or another verb, is not moved", () => {
    expect(line("Untap this creature at the end of your turn at the end of your turn.", "Creature").status).toBe("not-modelled");
    expect(line("Return this creature to your hand at the end of your turn.", "Creature").template).not.toBe("trigger:turn");
  });
});

describe("first4: reminders and small slips", () => {
  it("'draw 2 more cards' after a draw: draw 2", () => {
    expect(compiled("onsen-brain").abilities.spell).toEqual([
      { do: "draw", player: "you", count: 1 },
      { do: "if", conditions: [{ kind: "zone-count", whose: "opponents", zone: "shields", atMost: 2 }], then: [{ do: "draw", player: "you", count: 2 }] },
    ]);
  });
  it("'(It doesn't get summoning sickness.)' after a \"speed attacker\" grant is its reminder", () => {
    expect(sentenceOf("supersonic-jet-pack", "One of your creatures").status).toBe("modelled");
  });
  it("a reminder after a keyword the engine has no notion of (Guardman) keeps the line unread", () => {
    expect(sentenceOf("guard-lesson-beginner", "Until the start").status).toBe("not-modelled");
  });
  it("'draw 2 more cards' with no draw before is not read as a draw of 2", () => {
    expect(line("If your opponent has 2 shields or less, draw 2 more cards.").status).toBe("not-modelled");
  });
});

describe("first4: printing slips read together", () => {
  it("'you opponent' and 'the Battle Zone' in one line", () => {
    const s = sentenceOf("death-phoenix-avatar-of-doom", "When this creature leaves");
    expect(s.status).toBe("modelled");
    // body4's misprint reader (tried first) reads the same line the same way, with its own note
    expect(s.note).toMatch(/"you opponent/);
    expect(s.effect).toBe("when this card leaves the battle zone, your opponent discards their hand");
  });
  it("no space after a full stop: two sentences", () => {
    const s = line("Draw 2 cards.Destroy this creature.");
    expect(s.status).toBe("modelled");
    expect(s.note).toMatch(/no space after a full stop/);
  });
  it("a slip fixed into a line nothing reads stays unread", () => {
    expect(line("Your opponents creature's dance,wildly.").status).toBe("not-modelled");
  });
});

describe("first4: reminders worded otherwise", () => {
  it("'(A creature that has power 0 or less is destroy.)' is the 703.4c reminder", () => {
    const s = sentenceOf("veigure-gig", "When you put this creature");
    expect(s.status).toBe("modelled");
    expect(s.note).toMatch(/703\.4c/);
  });
  it("'(While attacking, this creature gets +5000 power and breaks 2 shields.)' after \"power attacker +5000\" and \"double breaker\", with the ability word", () => {
    expect(sentenceOf("decca-polka", "Mana Arms 3").template).toBe("static:self-conditional");
  });
  it("a reminder whose numbers do not match the keyword granted stays unread", () => {
    expect(line('This creature gets "power attacker +5000". (While attacking, this creature gets +3000 power.)', "Creature").status).toBe("not-modelled");
  });
});

describe("first4: the attack-order reminder", () => {
  it("'(Choose what you are attacking before you choose the creature you tap.)' after an attack trigger", () => {
    expect(sentenceOf("el-diana-the-awakened-flash", "Whenever this creature attacks").template).toBe("trigger:when");
    expect(sentenceOf("kickbox-tap-chain", "Abarechain").status).toBe("modelled");
  });
  it("the same reminder after a line that is no attack trigger stays unread", () => {
    expect(line("Tap one of your opponent's creatures. (Choose what you are attacking before you choose the creature you tap.)").status).toBe("not-modelled");
  });
});

describe("first4: slips composed with an ability word or a gacharange reminder", () => {
  it("'…mana zone,gacharange summon. (Gacharange Summon: …)'", () => {
    expect(sentenceOf("joragon-overload", "If you have a total").status).toBe("modelled");
  });
  it("'Mana Arms 3: When you put this creature, if …,you may choose …'", () => {
    expect(sentenceOf("k-manomi", "Mana Arms 3").status).toBe("modelled");
  });
});

describe("first4: 'of your creatures from the battle zone'", () => {
  it("read as in the battle zone", () => {
    expect(compiled("mulch-charger").abilities.spell).toEqual([{ do: "put-into-mana", target: { choose: { player: "you", zone: "battle", count: 1 } } }]);
  });
  it("'from the battle zone' into another zone than the mana zone or hand is not rewritten", () => {
    expect(line("Put one of your creatures from the battle zone into your graveyard twice.").status).toBe("not-modelled");
  });
});

describe("first4: the trigger's time printed last, and 'for no cost' on a put", () => {
  it("'Destroy this creature at the start of your turn.'", () => {
    expect(sentenceOf("necrodragon-crankyveen", "Destroy this creature").effect).toBe("at the start of your turn, destroy this card");
  });
  it("'destroy' of anything but this creature is not moved", () => {
    expect(line("Destroy one of your creatures at the start of your turn.", "Creature").template).not.toBe("trigger:turn");
  });
  it("'Put … into the battle zone for no cost.'", () => {
    expect(compiled("drap-escalden-maxcargo-trap").sentences.some((s) => /for no cost/.test(s.text) && s.status === "modelled")).toBe(true);
  });
});

describe("first4: 'he' for the opponent the line named", () => {
  it("'if your opponent has 3 or fewer shields, he discards …'", () => {
    expect(sentenceOf("dedreen-the-hidden-corrupter", "When you put").status).toBe("modelled");
  });
  it("with an owner or another player named, 'he' is not read", () => {
    expect(line("You may destroy a creature. If you do, its owner reveals cards from the top of his deck until he reveals a creature. He puts it into the battle zone.").status).toBe("not-modelled");
  });
});

describe("first4: older wordings with one reading each", () => {
  const same = (card: string, start: string, as: string, type = "Creature") => {
    const s = sentenceOf(card, start);
    expect(s.status).toBe("modelled");
    const canon = compileCard({ id: "x", name: "X", type, text: as, civilizations: ["fire"], cost: 5 } as Parameters<typeof compileCard>[0]).sentences[0];
    expect(canon.status).toBe("modelled");
    expect([s.template, s.effect]).toEqual([canon.template, canon.effect]);
  };
  it("read as the wording they stand for", () => {
    same("jack-alcadeias", "When this creature leaves.", "When this creature leaves, you may draw a card.");
    same("naniwa-saburo", "This creature gets power", "This creature gets +4000 power while battling.");
    same("moffle-habitual-dreamer", "This creature gets +4000", "This creature gets +4000 power during your opponent's turn.");
    same("zeron-infinity", "This creature can't break any shields", "This creature can't break shields.");
    same("kusari-big-horn-passion-dragon", "This creature can't be destroyed", "While attacking, this creature can't be destroyed.");
    same("axel-kaiser-thunderclap", "Each of your Dragons break", "All your Dragons break an additional shield.");
  });
  it("only the whole line: more after it stays unread", () => {
    expect(line("This creature gets +4000 during your opponent's turn and can't be blocked.", "Creature").status).toBe("not-modelled");
    expect(line("Each of your Dragons break an additional shield and can't be blocked.", "Creature").status).toBe("not-modelled");
  });
});

describe("first4: 'in the battle zone' said of what you have; 'each of your other creatures … break'", () => {
  it("read as the wording they stand for", () => {
    const dokan = sentenceOf("dokan-revolution-dragon", "Revolution 2");
    expect(dokan.status).toBe("modelled");
    expect(dokan.template).toBe("static:extra-breaks");
    expect(compiled("dokan-revolution-dragon").abilities.statics).toContainEqual(expect.objectContaining({ kind: "grant", to: { whose: "own", excludeSelf: true }, extraBreaks: 2, conditions: [{ kind: "zone-count", whose: "yours", zone: "shields", atMost: 2 }] }));
    const kach = sentenceOf("kachaldy-lightbeam-dragon-elemental", "If you have no other creatures");
    expect(kach.status).toBe("modelled");
    expect(compiled("kachaldy-lightbeam-dragon-elemental").abilities.statics).toContainEqual(expect.objectContaining({ kind: "cant-attack", targets: "players", conditions: [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { keyword: "blocker", typeIncludes: "Creature" }, excludeSource: true, atMost: 0 }] }));
    const nanny = sentenceOf("nanny-beast-army", "If you have another nature creature");
    expect(nanny.status).toBe("modelled");
    const cond = [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { powerAtLeast: 6000, civilization: "nature", typeIncludes: "Creature" }, atLeast: 1, excludeSource: true }];
    const st = compiled("nanny-beast-army").abilities.statics;
    expect(st).toContainEqual(expect.objectContaining({ kind: "power", amount: 3000, conditions: cond }));
    expect(st).toContainEqual(expect.objectContaining({ kind: "keyword", keyword: "double-breaker", conditions: cond }));
    expect(st).toContainEqual(expect.objectContaining({ kind: "gets-characteristics", races: ["Guerrilla Command"], conditions: cond }));
  });
  it("near wordings stay unread", () => {
    expect(line("Revolution 2—If you have 2 shields or less, each of your other creatures in the battle zone break 2 additional shields and can't be blocked.", "Creature").status).toBe("not-modelled");
    expect(line('If you have no other creatures in the battle zone that have "blocker", this creature can\'t attack players or be blocked.', "Creature").status).toBe("not-modelled");
  });
});

describe("first4: rule:summon-from-zones", () => {
  it("'from your graveyard or your mana zone' (either order): a permission the engine does not check", () => {
    for (const [id, start] of [["deismagi-2-unusual-armor", "You may summon this creature"], ["diszircon", "You may summon this creature"]]) {
      const s = sentenceOf(id, start);
      expect(s.status).toBe("modelled");
      expect(s.template).toBe("rule:summon-from-zones");
    }
  });
  it("near wordings stay unread", () => {
    expect(line("You may summon this creature from your graveyard or your mana zone for no cost.", "Creature").status).toBe("not-modelled");
    expect(line("You may summon this creature from your graveyard or your hand.", "Creature").status).toBe("not-modelled");
    expect(line("You may summon this creature from your graveyard or your mana zone.", "Spell").status).toBe("not-modelled");
  });
});

describe("first4: '+ 2000', 'thebattle zone', '+2000 for each' without 'power', 'gain', '… each get'", () => {
  const same = (card: string, start: string, as: string) => {
    const s = sentenceOf(card, start);
    expect(s.status).toBe("modelled");
    const canon = compileCard({ id: "x", name: "X", type: "Creature", text: as, civilizations: ["fire"], races: [], cost: 5, power: 3000 } as never).sentences[0];
    expect(canon.status).toBe("modelled");
    expect([s.template, s.effect]).toEqual([canon.template, canon.effect]);
  };
  it("read as the wording they stand for", () => {
    same("step-step-antikon", "If you have a Dreammate", "If you have a Dreammate in the battle zone, this creature gets +2000 power.");
    same("subyne-spirit-knight", "This creature gets +2000", "This creature gets +2000 power for each of your Saint Head in the battle zone.");
    same("ignatchio-vizier-of-herculean-strength", "This creature gets +2000", "This creature gets +2000 power for each of your other Initiate creatures in the battle zone.");
    same("phantomach-the-gigatrooper", "Each of your other Chimeras", "Each of your other Chimeras and Armorloids in the battle zone get +2000 power.");
    same("keeper-of-the-sunlit-abyss", "Light creatures and darkness", "All light creatures and darkness creatures get +1000 power.");
    same("rhapsody-guard-of-period", "Crystal Arms 2", "Crystal Arms 2: If you have 2 or more face down cards in your mana zone, this creature gets +9000 power while blocking.");
    same("dyno-mantis-the-mightspinner", "Each of your other creatures", "Your other creatures that have power 5000 or more break an additional shield.");
    same("zorbalard-matchless-dragonic-machine", "If your opponent doesn't have", "If your opponent has no creatures, this creature can't attack.");
    expect(compiled("keeper-of-the-sunlit-abyss").abilities.statics).toEqual([expect.objectContaining({ kind: "grant", to: { whose: "all", filter: { civilizationsAny: ["light", "darkness"] } }, power: 1000 })]);
  });
  it("only the whole line: more after it stays unread", () => {
    expect(line("Light creatures and darkness creatures in the battle zone each get +1000 power and can't be blocked.", "Creature").status).toBe("not-modelled");
    expect(line("Each of your other Chimeras and Armorloids in the battle zone gain +2000 power and \"blocker\" and can't attack.", "Creature").status).toBe("not-modelled");
  });
});
