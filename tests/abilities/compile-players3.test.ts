/**
 * players3 (lib/abilities/players3.ts) on real catalogue texts: Gachinko Judge inside effects (701.21), what each player
 * does, Jokers Tornado, and the sentences that must stay unmodelled. Each expectation is written from the card's
 * printed text and the rules, not from a run.
 */
import { describe, expect, it } from "vitest";
import { compiled, sentenceOf } from "./support";

const compile = compiled;
const sentence = sentenceOf;

describe("Gachinko Judge inside an effect (701.21)", () => {
  it("'… play Gachinko Judge, If you win, X' (a comma for the period): the judge, X on a win", () => {
    expect(sentence("kobolun", "When you put this creature into the battle zone, you and your opponent play Gachinko Judge,")).toMatchObject({ status: "modelled" });
    expect(compile("kobolun").abilities.triggers[0].effect).toEqual([
      { do: "gachinko-judge", then: [{ do: "return-to-hand", target: { choose: { player: "any", zone: "battle", count: 2, upTo: true } } }] },
    ]);
  });

  it("'until you lose or stop yourself. Then for each time you win, X': untilLose, X once per win", () => {
    expect(compile("aqua-pta").abilities.triggers[0]).toMatchObject({ on: { event: "attacks", subject: "self" }, effect: [{ do: "gachinko-judge", untilLose: true, then: [{ do: "draw", player: "you", count: 1, optional: true }] }] });
    expect(compile("curry-giant").abilities.triggers[0].effect).toMatchObject([{ do: "gachinko-judge", untilLose: true }]);
  });

  it("a break for each win (one break or one each?) is not read: Royal Straight Flush Kaiser", () => {
    expect(sentence("royal-straight-flush-kaiser", "Whenever this creature attacks, you and your opponent play Gachinko Judge until you lose")).toMatchObject({ status: "not-modelled" });
  });

  it("'you may have this creature battle that creature': this creature and the creature put", () => {
    expect(compile("kiryuin-jin-commander-captain").abilities.triggers[0].effect).toEqual([{ do: "gachinko-judge", then: [{ do: "battle", a: { self: true }, b: { eventCard: true }, optional: true }] }]);
  });
});

describe("each player (101.4: the turn player first)", () => {
  it("chooses a card from their hand and discards it / chooses and discards / discards a card: each-player-discard 1", () => {
    for (const id of ["durappa-gig", "vobingo-darma", "jennyco-nightwatch-doll"]) {
      expect(compile(id).abilities.triggers[0].effect).toEqual([{ do: "handler", name: "each-player-discard", args: { count: 1 } }]);
    }
  });
  it("discards their hand: all", () => {
    expect(compile("schuka-duke-of-amnesia").abilities.triggers[0].effect).toEqual([{ do: "handler", name: "each-player-discard", args: { count: "all" } }]);
  });
  it("draws a card / may draw N cards", () => {
    expect(compile("tutanmekhanen").abilities.triggers[0].effect).toEqual([{ do: "handler", name: "each-player-draw", args: { count: 1 } }]);
    expect(compile("new-generation").abilities.spell).toEqual([{ do: "handler", name: "each-player-draw", args: { count: 3, may: true } }]);
  });
  it("chooses one of their creatures and destroys it / puts it into its owner's mana zone; each opponent: the opponent only", () => {
    expect(compile("dopoison-spray-monster").abilities.triggers[0].effect).toEqual([{ do: "handler", name: "each-player-choose", args: { zone: "battle", count: 1, to: "destroy" } }]);
    expect(compile("hanasaki-gelgranos").abilities.triggers[0].effect).toEqual([{ do: "handler", name: "each-player-choose", args: { zone: "battle", count: 1, to: "mana" } }]);
    expect(compile("lore-ceremony-explosive-swordplay").abilities.spell).toEqual([{ do: "handler", name: "each-player-choose", args: { zone: "battle", count: 1, to: "destroy", filter: '{"powerAtMost":5000}' } }]);
    expect(compile("bombersaur").abilities.triggers[0].effect).toEqual([{ do: "handler", name: "each-player-choose", args: { zone: "mana", count: 2, to: "graveyard" } }]);
    expect(compile("bouchi-totorot-violent-abyss").abilities.triggers.find((t) => t.on.event === "destroyed")?.effect).toEqual([{ do: "handler", name: "each-player-choose", args: { zone: "battle", count: 1, to: "destroy", opponentOnly: true } }]);
  });
  it("puts / returns all X: every player's cards at once", () => {
    expect(compile("divine-riptide").abilities.spell).toEqual([{ do: "return-to-hand", target: { all: { player: "any", zone: "mana" } } }]);
    expect(compile("dorballom-lord-of-demons").abilities.triggers[0].effect[1]).toEqual({ do: "to-graveyard", target: { all: { player: "any", zone: "mana", filter: { civilizationNot: "darkness" } } } });
  });
  it("'For each card discarded in this way' after it is not read (Darts = Deraarts)", () => {
    expect(sentence("darts-deraarts", "When you put this creature, each player chooses and discards")).toMatchObject({ status: "not-modelled" });
  });
});

describe("Jokers Tornado and grants", () => {
  it("'you may jokers tornado' with no definition on the card: return one of your other Jokers", () => {
    expect(compile("bubbleto").abilities.triggers[0].effect[0]).toMatchObject({
      do: "return-to-hand",
      optional: true,
      target: { choose: { player: "you", zone: "battle", count: 1, excludeSelf: true, filter: { raceIncludes: ["Jokers"] } } },
    });
  });
  it("'gets +2000 power, \"double breaker\" and can't be blocked until the end of the turn': one grant", () => {
    expect(compile("poseidon-the-gold").abilities.triggers.find((t) => t.on.event === "attacks")?.effect[0].ifYouDo).toEqual([
      expect.objectContaining({ do: "grant", to: { self: true }, power: 2000, keywords: ["double-breaker"], cantBeBlocked: true, until: "end-of-turn" }),
    ]);
  });
  it("'gets +5000 power and breaks an additional shield until the end of the turn', 'breaks 2 additional shields': extraBreaks", () => {
    expect(compile("buster-charger").abilities.spell).toEqual([expect.objectContaining({ do: "grant", to: { choose: { player: "you", zone: "battle", count: 1 } }, power: 5000, extraBreaks: 1, until: "end-of-turn" })]);
    expect(compile("dagonshimu").abilities.triggers[0].effect).toEqual([expect.objectContaining({ do: "grant", power: 12000, extraBreaks: 2 })]);
  });
  it("'for each of your Dreammate …, this creature gets +4000 power and breaks an additional shield': not read (a break for each)", () => {
    expect(sentence("staying-up-late-bear", "Whenever this creature attacks")).toMatchObject({ status: "not-modelled" });
  });
  it("'you may turn a card in your mana zone face down' and the Crystal Mana reminder after it", () => {
    expect(compile("celestial-flame").abilities.spell).toContainEqual({ do: "handler", name: "turn-mana-face-down", args: { count: 1 }, optional: true });
    expect(sentence("celestial-flame", "You may turn")).toMatchObject({ status: "modelled" });
  });
  it("'your opponent can't cast spells / summon creatures that cost N or less …' for a time: player-limit", () => {
    expect(compile("miracle-stop").abilities.spell).toContainEqual({ do: "player-limit", who: "opponent", cantCast: true, until: "start-of-your-next-turn", text: "Your opponent can't cast spells until the start of your next turn" });
    expect(compile("anno-syura").abilities.triggers[0].effect).toEqual([expect.objectContaining({ do: "player-limit", who: "opponent", cantSummon: true, filter: { costAtMost: 4 }, until: "start-of-your-next-turn" })]);
    expect(compile("rafululu-sound-faerie").abilities.triggers[0].effect).toEqual([expect.objectContaining({ do: "player-limit", cantCast: true, until: "end-of-turn" })]);
  });
  it("'can't cast spells this turn and can't summon creatures that cost less than 9' (one duration or two?): not read", () => {
    expect(sentence("duplicates-of-g-o-d", "When you put this creature")).toMatchObject({ status: "not-modelled" });
  });
  it("'… that has less power than it' (it: this creature): powerBelowSource on the choice or on 'all'", () => {
    expect(compile("moby-the-powerful-artilleryman").abilities.triggers[0].effect).toEqual([{ do: "destroy", target: { choose: { player: "opponent", zone: "battle", count: 1, powerBelowSource: true } } }]);
    expect(compile("heavy-baby-meppou-tank").abilities.triggers.find((t) => t.on.event === "attacks")?.effect).toEqual([{ do: "destroy", target: { all: { player: "any", zone: "battle", powerBelowSource: true } } }]);
  });
  it("'less power than it' where it is the attacking Dragon (Luluke): not read", () => {
    expect(sentence("luluke-shigen-lupia", "Whenever one of your Dragons")).toMatchObject({ status: "not-modelled" });
  });
  it("'Those creatures don't untap at the start of their next turn' after 'tap all your opponent's creatures'", () => {
    expect(compile("miradante-time-revolution").abilities.triggers[0].effect[1]).toEqual({ do: "grant", to: { all: { player: "opponent", zone: "battle" } }, doesntUntap: true, until: "opponents-next-untap", text: "Those creatures don't untap at the start of their next turn" });
  });
  it("the older reminder of \"blocker\" after a sentence granting it", () => {
    expect(sentence("overload-cluster", "Whenever your opponent summons")).toMatchObject({ status: "modelled" });
  });
  it("'your opponent destroys one of their creatures'; 'your opponent chooses …, then chooses …': each part with its subject", () => {
    expect(compile("necrodragon-devolution").abilities.triggers[0].effect[0]).toEqual({ do: "destroy", target: { choose: { player: "opponent", zone: "battle", count: 1, chooser: "owner" } } });
    expect(compile("darkness-ganveet-the-assassin-awakened").abilities.triggers[0].effect).toEqual([
      { do: "discard", player: "opponent", count: 1, chooser: "discarder" },
      { do: "destroy", target: { choose: { player: "opponent", zone: "battle", count: 1, chooser: "owner" } } },
    ]);
  });
  it("'it can't leave until the start of your next turn': a grant of cantLeave", () => {
    expect(compile("kohaku-soul-sunlight").abilities.triggers[0].effect).toEqual([{ do: "grant", to: { self: true }, cantLeave: true, until: "start-of-your-next-turn", text: "it can't leave until the start of your next turn" }]);
  });
  it("a keyword's reminder after the sentence granting it: read as that keyword's rule", () => {
    expect(sentence("break-through-even-spacetime", "You may put a creature")).toMatchObject({ status: "modelled" });
    expect(sentence("chesize-gym", "Until the start")).toMatchObject({ status: "modelled" });
  });
  it("'each player puts the top 2 cards of their deck into their mana zone tapped': each-player-top", () => {
    expect(compile("chusi-xiao-han-special-grade").abilities.triggers[0].effect).toEqual([{ do: "handler", name: "each-player-top", args: { count: 2, to: "mana", tapped: true } }]);
  });
});
