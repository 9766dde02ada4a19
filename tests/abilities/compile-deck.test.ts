/**
 * The deck-manipulation sentences (lib/abilities/deck.ts) on real catalogue text: each expectation is written from the
 * printed text, including sentences that must stay unmodelled because the engine would do something else.
 */
import { describe, expect, it } from "vitest";
import { normalise, parseEffects } from "@/lib/abilities";

const fx = (text: string) => parseEffects(normalise(text), { notes: [] });

describe("look at / reveal the top cards", () => {
  it("'Put one of them into your hand, one into your mana zone and one into your graveyard': three choices in turn", () => {
    expect(fx("Look at the top 3 cards of your deck. Put one of them into your hand, one into your mana zone and one into your graveyard.")).toEqual([
      { do: "look-at-top", player: "you", count: 3, choose: { count: 1, to: "hand" }, also: [{ count: 1, to: "mana" }, { count: 1, to: "graveyard" }], rest: "stay" },
    ]);
  });

  it("'Then put them back in any order': all of them back on top in an order picked", () => {
    expect(fx("Look at the top 5 cards of your deck. Then put them back in any order.")).toEqual([{ do: "look-at-top", player: "you", count: 5, choose: { count: 5, to: "deck", position: "top" }, rest: "stay" }]);
  });

  it("'the other on the top of your deck' with one card left: it stays", () => {
    expect(fx("Look at the top 3 cards of your deck. Add one to your hand, one into your graveyard and the other on the top of your deck.")).toEqual([
      { do: "look-at-top", player: "you", count: 3, choose: { count: 1, to: "hand" }, also: [{ count: 1, to: "graveyard" }], rest: "stay" },
    ]);
  });

  it("'all X and Y' among the revealed cards: every card of either race", () => {
    const [st] = fx("Reveal the top 3 cards of your deck. Put all Grand Devil and Deep Marine from the revealed cards into your hand, and put the rest on the bottom of your deck in any order.")!;
    expect(st).toMatchObject({ do: "look-at-top", choose: { count: 3, filter: { raceIncludes: ["Grand Devil", "Deep Marine"] }, to: "hand" }, rest: "bottom" });
    expect(st).not.toHaveProperty("choose.upTo");
  });

  it("an evolution creature among deck cards is an Evolution card that is a creature (not an evolution cross gear)", () => {
    const [st] = fx("Reveal the top 4 cards of your deck. You may put an evolution creature from among the revealed cards into your hand. Put the rest on the bottom of your deck in any order.")!;
    expect(st).toMatchObject({ choose: { count: 1, upTo: true, filter: { typeIncludes: "Evolution", typeIncludesAny: ["Creature"] }, to: "hand" }, rest: "bottom" });
  });

  it("'an exile creature': of the Exile Creature type; 'You make take' (a misprint) is 'you may take'", () => {
    expect(fx("Look at the top 5 cards of your deck. You may take an exile creature from among them, show that exile creature to your opponent, and put it into your hand. Then put the rest on the bottom of your deck in any order.")![0]).toMatchObject({ choose: { upTo: true, filter: { typeIncludes: "Exile Creature" }, to: "hand" }, rest: "bottom" });
    expect(fx("Look at the top 4 cards of your deck. You make take an evolution creature from the revealed cards, show that creature to your opponent, and put it into your hand. Then put the rest on the bottom of your deck in any order.")![0]).toMatchObject({ choose: { upTo: true } });
  });

  it("'put the rest into your mana zone tapped'", () => {
    expect(fx("Reveal the top 3 cards of your deck. Put any number of Hunters from among them into your hand, then put the rest into your mana zone tapped.")).toEqual([
      { do: "look-at-top", player: "you", count: 3, choose: { count: 3, upTo: true, filter: { raceIncludes: ["Hunter"] }, to: "hand" }, rest: "mana", restTapped: true },
    ]);
  });

  it("a union of a race and a type ('a God or spell'): read by deck3.ts as CardFilter.anyOf (compile-deck3.test.ts)", () => {
    expect(fx("Look at the top 3 cards of your deck. Choose a God or spell from among them, show it to your opponent, and put it into your hand. Put the rest on the bottom of your deck in any order.")?.[0]).toMatchObject({ choose: { filter: { anyOf: [{ raceIncludes: ["God"] }, { typeIncludes: "Spell" }] } } });
  });

  it("'put it' with no zone is not read of a card that is not a creature", () => {
    expect(fx("Look at the top card of your deck. You may put it.")).toBeNull();
  });
});

describe("a choice of destinations", () => {
  it("'put it into your hand, mana zone, or graveyard': its player picks one of the three", () => {
    expect(fx("Look at the top card of your deck and put it into your hand, mana zone, or graveyard.")).toEqual([
      { do: "look-at-top", player: "you", count: 1, choose: { count: 1, to: "hand", toAny: [{ to: "hand" }, { to: "mana" }, { to: "graveyard" }] }, rest: "stay" },
    ]);
  });

  it("'put it into your hand or your mana zone tapped': tapped only in the mana zone", () => {
    expect(fx("Look at the top card of your deck. Put that card into your hand or your mana zone tapped.")![0]).toMatchObject({ choose: { toAny: [{ to: "hand" }, { to: "mana", tapped: true }] } });
  });

  it("a search with a choice of destinations is not read (the engine's search moves to one zone)", () => {
    expect(fx("Search your deck. You may take a creature from your deck and put it into your hand or your mana zone. Then shuffle your deck.")).toBeNull();
  });
});

describe("the top card: 'if it's a X'", () => {
  it("'If it's a spell, you may cast it for no cost.': a cast among the cards looked at, only a spell", () => {
    expect(fx("Look at the top card of your deck. If it's a spell, you may cast it for no cost.")).toEqual([
      { do: "look-at-top", player: "you", count: 1, choose: { count: 1, upTo: true, filter: { typeIncludes: "Spell" }, to: "graveyard", cast: true }, rest: "stay" },
    ]);
  });

  it("'you may cast it … Otherwise, put it into your graveyard': the otherwise is only for a card not of the kind", () => {
    const [st] = fx("Reveal the top card of your deck. If it's a spell that costs 7 or less, you may cast it for no cost. Otherwise, put it into your graveyard.")!;
    expect(st).toMatchObject({ choose: { upTo: true, cast: true, filter: { typeIncludes: "Spell", costAtMost: 7 } }, rest: "graveyard", restUnmatched: true });
  });

  it("'Shuffle your deck, then reveal the top card': the shuffle comes first", () => {
    const st = fx("Shuffle your deck, then reveal the top card. If it's a spell, you may cast it for no cost. If it's not a spell, put it into your hand.")!;
    expect(st.map((s) => s.do)).toEqual(["shuffle", "look-at-top"]);
    expect(st[1]).toMatchObject({ rest: "hand", restUnmatched: true, choose: { cast: true } });
  });

  it("'If it's a Dragon, (you may) put it.': into the battle zone; the 'otherwise' is only for a card that is not a Dragon; 'Otherwise, you may put it on the bottom': optional", () => {
    expect(fx("Reveal the top card of your deck. If it's a Dragon, you may put it.")![0]).toMatchObject({ choose: { to: "battle", upTo: true, filter: { raceIncludes: ["Dragon"] } }, rest: "stay" });
    // a Dragon spell is a Dragon (so not "otherwise") and can't be put (316.2): it stays on top
    expect(fx("Reveal the top card of your deck. If it's a Dragon, put it. Otherwise, put it into your graveyard.")![0]).toMatchObject({ choose: { to: "battle", filter: { raceIncludes: ["Dragon"] } }, rest: "graveyard", restUnmatched: true });
    expect(fx("Reveal the top card of your deck. If it's a non-evolution creature, put it. Otherwise, put it into your graveyard.")![0]).toMatchObject({ choose: { to: "battle", filter: { typeIncludes: "Creature", typeExcludes: "Evolution" } }, rest: "graveyard" });
    expect(fx("Reveal the top card of your deck. If its a Neo Creature, put it into your hand. Otherwise, you may put it on the bottom of your deck.")![0]).toMatchObject({ rest: "bottom", restOptional: true, restUnmatched: true });
  });

  it("'If it's a spell, put it.' (not a creature) is not read", () => {
    expect(fx("Reveal the top card of your deck. If it's a spell, put it.")).toBeNull();
  });
});

describe("search your deck", () => {
  it("'any number of cards … into your hand. Then shuffle your deck.'", () => {
    expect(fx("Search your deck. You may take any number of cards from your deck, show those cards to your opponent, and put them into your hand. Then shuffle your deck.")).toEqual([
      { do: "put-into-hand", target: { choose: { player: "you", zone: "deck", count: 99, upTo: true } } },
      { do: "shuffle", player: "you" },
    ]);
  });

  it("'add it to your shields face down': a new shield from the deck", () => {
    expect(fx('Search your deck. You may take a spell that has "Spark" in its name from your deck, show that spell to your opponent, and add it to your shields face down. Then shuffle your deck.')![0]).toEqual({
      do: "shieldify",
      target: { choose: { player: "you", zone: "deck", count: 1, upTo: true, filter: { nameIncludes: "Spark", typeIncludes: "Spell" } } },
    });
  });

  it("without 'Then shuffle your deck' a search is not read", () => {
    expect(fx("Search your deck. You may take a creature from your deck and put it into your hand.")).toBeNull();
  });

  it("'… Then shuffle your deck and put the chosen card on top of your deck': the card is chosen, then on top after the shuffle", () => {
    expect(fx("Search your deck. You may take an evolution creature from it and show it to your opponent. Then shuffle your deck and put the chosen card on top of your deck.")).toEqual([
      { do: "choose", target: { choose: { player: "you", zone: "deck", count: 1, upTo: true, filter: { typeIncludes: "Evolution", typeIncludesAny: ["Creature"] } } }, remember: "searched-0" },
      { do: "shuffle", player: "you", thenOnTop: "searched-0" },
    ]);
  });

  it("'… Then shuffle your deck and put it into your hand' is not read as a card on top", () => {
    expect(fx("Search your deck. You may take a spell from your deck and show it to your opponent. Then shuffle your deck and put it into your hand.")).toBeNull();
  });
});
