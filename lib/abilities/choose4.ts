/**
 * choose4 (issue 14, fourth round): clause, sentence-run, condition and target readers grammar.ts asks through
 * lib/abilities/lanes.ts when its own readings fail. Never imports grammar.ts (it is handed the parsers).
 *
 * - Same name as a chosen creature ("Choose one of your opponent's creatures in the battle zone. Tap all creatures that
 *   have the same name as that creature in the battle zone."): the choice is remembered, the `name-of` handler
 *   (lib/engine/choose4.ts) keeps the chosen card's name, and the sentence after it is read with a stand-in race in place
 *   of "creatures that have the same name as that creature", the stand-in then made a filter on that name
 *   (`CardFilter.declared` as "name").
 * - Named choices of a race the choose3 reader leaves (a stand-in left in a part of the sentence the grammar kept as a
 *   text, "At the end of this turn, untap all creatures of that race in the battle zone"): the same reading, each
 *   rewritten part of the sentence put back in the texts the steps keep.
 */
import type { CardFilter, EffectStep, Target } from "../engine/defs";
import type { Lane, LaneCtx, LaneGrammar, LaneMulti } from "./lane-types";

/** A race the grammar reads as a race, standing for the value while the text is read (none of these cards names it). */
const STAND_IN = "Curry Bread";

type Rewrite = [RegExp, (m: string[]) => string];

/**
 * The sentences with each rewrite applied, and the rewritten parts with their printed words (to put back in texts); null
 * when no rewrite applied or the stand-in is printed.
 */
function rewriteAll(sentences: string[], rewrites: Rewrite[]): { out: string[]; parts: [string, string][] } | null {
  if (sentences.some((s) => s.includes(STAND_IN))) return null;
  const parts: [string, string][] = [];
  const out = sentences.map((s) => {
    let t = s;
    for (const [re, to] of rewrites) {
      t = t.replace(re, (...m: unknown[]) => {
        const groups = m.slice(0, -2).map((x) => (typeof x === "string" ? x : ""));
        const r = to(groups);
        parts.push([r, groups[0]]);
        return r;
      });
    }
    return t;
  });
  return parts.length === 0 ? null : { out, parts };
}

/**
 * The steps with every stand-in race filter replaced by `declared` (name, as); texts with the rewritten sentences and
 * parts put back. Null when a stand-in is left anywhere else or none was found.
 */
function replaceStandIn(steps: EffectStep[], name: string, as: NonNullable<CardFilter["declared"]>["as"], sentences: [string, string][], parts: [string, string][]): EffectStep[] | null {
  let found = 0;
  let bad = false;
  const walk = (o: unknown): unknown => {
    if (typeof o === "string") {
      let t = o;
      for (const [from, to] of sentences) t = t.split(from).join(to);
      for (const [from, to] of parts) t = t.split(from).join(to);
      if (t.includes(STAND_IN)) bad = true;
      return t;
    }
    if (Array.isArray(o)) return o.map(walk);
    if (o === null || typeof o !== "object") return o;
    const obj = { ...(o as Record<string, unknown>) };
    const f = obj as CardFilter;
    if (f.raceIncludes?.includes(STAND_IN)) {
      if (f.raceIncludes.length !== 1 || f.declared || f.nameIs !== undefined) bad = true;
      delete f.raceIncludes;
      f.declared = { name, as };
      found++;
    }
    for (const [k, v] of Object.entries(obj)) if (k !== "declared") obj[k] = walk(v);
    return obj;
  };
  const out = walk(steps) as EffectStep[];
  return bad || found === 0 ? null : out;
}

const THAT = "(?:that|the chosen|that chosen)";

/** "… creatures that have the same name as that creature …": a stand-in race, the chosen card's name. */
const SAME_NAME: Rewrite[] = [
  // "Return that creature and all other creatures that have the same name from the battle zone to their owner's hand":
  // the chosen creature (in the battle zone) is one of the creatures that have its name
  [/\bthat creature and all other creatures that have the same name from the battle zone\b/gi, () => `all ${STAND_IN} creatures in the battle zone`],
  [new RegExp(`\\ball creatures that have the same name as ${THAT} creature\\b`, "gi"), () => `all ${STAND_IN} creatures`],
  // "Search your deck for up to 2 creatures that have the same name as the chosen creature, …"
  [new RegExp(`\\b(up to \\d+) creatures that have the same name as ${THAT} creature\\b`, "gi"), (m) => `${m[1]} ${STAND_IN} creatures`],
  [/\ball creatures that have that name\b/gi, () => `all ${STAND_IN} creatures`],
];

/** "Choose <one card>. <a sentence about the cards that have the same name as it>." */
function sameName(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const m = /^choose (.+)$/i.exec(sentences[i].replace(/^then,? /i, ""));
  if (!m || i + 1 >= sentences.length || / and /i.test(m[1])) return null;
  const target = g.parseTarget(m[1], ctx);
  if (!target || !("choose" in target) || target.choose.count !== 1 || target.choose.upTo) return null;
  const rw = rewriteAll([sentences[i + 1]], SAME_NAME);
  if (!rw) return null;
  const chosen = `chosen-name-${i}`;
  const name = `name-${i}`;
  const parsed = g.parseEffects(rw.out[0], { notes: ctx.notes });
  if (!parsed) return null;
  const steps = replaceStandIn(parsed, name, "name", [[rw.out[0], sentences[i + 1]]], rw.parts);
  if (!steps) return null;
  return {
    steps: [{ do: "choose", target, remember: chosen }, { do: "handler", name: "name-of", args: { from: chosen, remember: name } }, ...steps],
    used: 2,
    it: { remembered: chosen },
  };
}

/**
 * "<a sentence about the cards that have the same name as that creature>" after a choice the grammar remembered (as
 * "it"): the name of that choice.
 */
function sameNameAsIt(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const it = ctx.it;
  if (!it || !("remembered" in it)) return null;
  // the sentence alone, or with the sentences after it ("… Then shuffle your deck.")
  for (const used of [1, sentences.length - i]) {
    if (used === 1 && i + 1 < sentences.length && /^then shuffle your deck$/i.test(sentences[i + 1])) continue;
    const own = sentences.slice(i, i + used);
    const rw = rewriteAll(own, SAME_NAME);
    if (!rw || rw.out[0] === own[0]) return null;
    const name = `name-${i}`;
    const parsed = g.parseEffects(rw.out.join(". "), { notes: ctx.notes });
    if (!parsed) continue;
    const steps = replaceStandIn(parsed, name, "name", rw.out.map((r, k) => [r, own[k]] as [string, string]).filter(([r, o]) => r !== o), rw.parts);
    if (!steps) continue;
    return { steps: [{ do: "handler", name: "name-of", args: { from: it.remembered, remember: name } }, ...steps], used };
  }
  return null;
}

/** choose3's race stand-ins ("creatures of that race", "cards that have the chosen race"), each part recorded. */
const RACE: Rewrite[] = [
  [new RegExp(`^creatures of ${THAT} race (can't|can) `, "i"), (m) => `Each ${STAND_IN} creature ${m[1]} `],
  [new RegExp(`\\b(creatures?|cards?)( in the battle zone)? of ${THAT} race\\b`, "gi"), (m) => `${STAND_IN} ${m[1]}${m[2]}`],
  [new RegExp(`\\b(creatures?|cards?)( in the battle zone| in your (?:hand|mana zone|graveyard))? that (?:have|has) ${THAT} race\\b`, "gi"), (m) => `${STAND_IN} ${m[1]}${m[2]}`],
];

/**
 * "Choose a race. <sentences about that race>" that choose3.ts leaves because the grammar keeps a part of a sentence as
 * a text ("At the end of this turn, untap all creatures of that race in the battle zone": the delayed step's text): the
 * same reading, with the printed words put back in every text.
 */
function namedRace(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  if (!/^choose a race$/i.test(sentences[i].replace(/^then,? /i, ""))) return null;
  const rest = sentences.slice(i + 1);
  if (rest.length === 0) return null;
  const rw = rewriteAll(rest, RACE);
  if (!rw) return null;
  const parsed = g.parseEffects(rw.out.join(". "), { ...ctx });
  if (!parsed) return null;
  const name = `declared-${i}`;
  const steps = replaceStandIn(parsed, name, "race", rw.out.map((r, k) => [r, rest[k]] as [string, string]).filter(([r, o]) => r !== o), rw.parts);
  if (!steps) return null;
  return { steps: [{ do: "declare", what: "race", remember: name }, ...steps], used: sentences.length - i };
}

/**
 * Wordings of a mode (or a sentence) that say what a wording the grammar reads says, each with one meaning only; read
 * as that wording.
 */
const SAME_AS: [RegExp, (m: string[]) => string][] = [
  // "Destroy one of your opponent's non-creature cards", "Destroy a non-creature card", "… multicolored cards": a card is
  // destroyed from the battle zone only (701.6a)
  [/^destroy (one of your opponent's|a) (non-creature|multicolored) (cards?)$/i, (m) => `Destroy ${m[1]} ${m[2]} ${m[3]} in the battle zone`],
  // "Discard one of your opponent's cards at random": a card of their hand (discarding is from the hand, 701.7a)
  [/^discard one of your opponent's cards at random$/i, () => "Your opponent discards a card at random"],
  // "Put one of your creatures that cost 2 or less from your graveyard into the battle zone": a creature of your graveyard
  [/^put one of your creatures that costs? (\d+) or less from your graveyard into the battle zone$/i, (m) => `Put a creature that costs ${m[1]} or less from your graveyard into the battle zone`],
  // "This creature breaks a shield": a creature breaks its controller's opponent's shields (509.2)
  [/^this creature breaks a shield$/i, () => "This creature breaks one of your opponent's shields"],
  // after "Choose a player. That player …" (read as "you"): "Add your graveyard to your deck and shuffle it", "Shuffle your
  // graveyard into your deck": every card of the graveyard shuffled into the deck
  [/^(?:add your graveyard to your deck and shuffle it|shuffle your graveyard into your deck)$/i, () => "Shuffle all cards in your graveyard into your deck"],
  // "Your opponent can't untap that creature at the start of his next turn": it stays tapped through their untap step
  [/^your opponent can't untap that creature at the start of (?:his|her|their) next turn$/i, () => "That creature doesn't untap at the start of your opponent's next turn"],
];

function sameAs(s: string, ctx: LaneCtx, g: LaneGrammar): EffectStep | null {
  for (const [re, to] of SAME_AS) {
    const m = re.exec(s);
    if (m) return g.parseClause(to([...m]), ctx);
  }
  // "Shieldify a card from your hand face up": a face-up shield (701.32b)
  const up = /^shieldify (a card from your hand) face up$/i.exec(s);
  if (up) {
    const st = g.parseClause(`Shieldify ${up[1]}`, ctx);
    return st && st.do === "shieldify" && !st.faceUp ? { ...st, faceUp: true } : null;
  }
  return null;
}

/** "Discard your hand and then draw the same number of cards that you discarded in this way". */
function discardDraw(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  if (!/^discard your hand and then draw the same number of cards that you discarded in this way$/i.test(sentences[i])) return null;
  const steps = g.parseEffects("Discard your hand. Then draw that many cards", { notes: ctx.notes });
  return steps ? { steps, used: 1 } : null;
}

/**
 * "Destroy one of your opponent's creatures or tamaseeds that costs 2 or less": one creature or tamaseed of the
 * opponent's battle zone that costs that much or less (the grammar reads the wording without the cost: choose3.ts).
 */
function destroyCreatureOrTamaseed(s: string): EffectStep | null {
  const m = /^destroy one of your opponent's creatures or tamaseeds that costs? (\d+) or less$/i.exec(s);
  if (!m) return null;
  const target: Target = { choose: { player: "opponent", zone: "battle", count: 1, filter: { typeIncludesAny: ["Creature", "Tamaseed"], costAtMost: Number(m[1]) } } };
  return { do: "destroy", target };
}

/**
 * "choose one of your creatures and put the rest into your mana zone", "Then your opponent chooses one of their
 * creatures and returns the rest of their creatures into their hand", "choose 6 cards from your mana zone and put the
 * rest into your graveyard": the `keep-rest` handler (lib/engine/choose4.ts) has the player choose what stays, and the
 * others move together.
 */
function keepRest(s: string, i: number, g: LaneGrammar): EffectStep[] | null {
  const t = s.replace(/^then,? /i, "");
  const you = /^choose (one|\d+) of your creatures(?: in the battle zone)? and (put the rest into your mana zone|return the rest of your creatures into your hand|put all your other creatures in the battle zone into your mana zone)$/i.exec(t);
  const opp = /^your opponent chooses (one|\d+) of their creatures(?: in the battle zone)? and (puts the rest into their mana zone|returns the rest of their creatures into their hand|puts all their other creatures in the battle zone into their mana zone)$/i.exec(t);
  const battle = you ?? opp;
  if (battle) {
    const keep = g.parseCount(battle[1]);
    if (keep === null) return null;
    const rest = `rest-${i}`;
    const move = g.parseEffects(/\b(?:return|returns)\b/i.test(battle[2]) ? "Return them to their owner's hand" : "Put them into their owner's mana zone", { it: { remembered: rest } });
    if (!move || move.length !== 1) return null;
    return [{ do: "handler", name: "keep-rest", args: { who: you ? "you" : "opponent", zone: "battle", keep, remember: rest } }, ...move];
  }
  const mana = /^(?:choose (\d+) cards from your mana zone and put|your opponent chooses (\d+) cards from their mana zone and puts) the rest into (?:your|their) graveyard$/i.exec(t);
  if (mana) {
    const keep = Number(mana[1] ?? mana[2]);
    return [{ do: "handler", name: "keep-rest", args: { who: mana[1] !== undefined ? "you" : "opponent", zone: "mana", keep, to: "graveyard" } }];
  }
  return null;
}

/**
 * "Choose one of your creatures and one of your opponent's creatures. Each player puts the rest of their creatures into
 * their owner's mana zone." (Manhattan's Memory): the controller chooses for both; both players' rest move at once.
 */
function keepBoth(sentences: string[], i: number, g: LaneGrammar): LaneMulti | null {
  if (!/^choose one of your creatures and one of your opponent's creatures$/i.test(sentences[i])) return null;
  if (!/^each player puts the rest of their creatures into their owner's mana zone$/i.test(sentences[i + 1] ?? "")) return null;
  const rest = `rest-${i}`;
  const move = g.parseEffects("Put them into their owner's mana zone", { it: { remembered: rest } });
  if (!move || move.length !== 1) return null;
  return {
    steps: [
      { do: "handler", name: "keep-rest", args: { who: "you", zone: "battle", keep: 1, remember: rest } },
      { do: "handler", name: "keep-rest", args: { who: "opponent", chooser: "controller", zone: "battle", keep: 1, remember: rest, append: true } },
      ...move,
    ],
    used: 2,
  };
}

/** "Return 2 exile creatures from your graveyard to your hand": Exile Creatures (their card type). */
function exileCreatures(s: string, g: LaneGrammar): EffectStep | null {
  const m = /^return (a|an|one|two|\d+) exile creatures? from your graveyard to your hand$/i.exec(s);
  const n = m ? g.parseCount(m[1]) : null;
  if (n === null) return null;
  return { do: "return-to-hand", target: { choose: { player: "you", zone: "graveyard", count: n, filter: { typeIncludes: "Exile" } } } };
}

/**
 * "Your opponent put(s) it into their deck, shuffles it, then draws a card" (after "choose one of your opponent's
 * creatures"): the creature shuffled into its owner's deck (the opponent's), then the opponent draws.
 */
function intoTheirDeck(s: string, ctx: LaneCtx): EffectStep[] | null {
  const it = ctx.it;
  if (!it || !("remembered" in it || ("choose" in it && it.choose.player === "opponent"))) return null;
  if (!/^your opponent puts? (?:it|that creature) into their deck, shuffles it, then draws a card$/i.test(s)) return null;
  return [
    { do: "shuffle-into-deck", target: it },
    { do: "draw", player: "opponent", count: 1 },
  ];
}

/** Slips of the catalogue's English in choice sentences, each with one meaning only, put right before reading again. */
const SLIPS: [RegExp, string][] = [
  // "Choose one of your opponent's non-creature cards in their battle zone and …" (Grohl): the battle zone
  [/^(choose one of your opponent's [^,]+?) in their battle zone and /i, "$1 in the battle zone and "],
  // "… and put it into that owners graveyard" (Dodonga Roar Cannon)
  [/^(choose .+ and put it into) that owners graveyard$/i, "$1 its owner's graveyard"],
  // "Choose one of your opponent's creatures in the battle zone that has "blocker", and tap it." (Pulse Mars)
  [/^(choose one of your opponent's creatures [^,]+), and (tap|destroy) it$/i, "$1 and $2 it"],
  // "… and put it into it owner's mana zone" (Kijima Giant)
  [/^(choose .+ and put it into) it owner's mana zone$/i, "$1 its owner's mana zone"],
];

function slips(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  let t = sentences[i];
  for (const [re, to] of SLIPS) t = t.replace(re, to);
  if (t === sentences[i]) return null;
  const steps = g.parseEffects(t, { ...ctx });
  return steps && steps.length > 0 ? { steps, used: 1 } : null;
}

/**
 * "Your opponent shuffles those creatures into their deck" after "choose up to 2 of your opponent's creatures": their
 * creatures shuffled into their owner's deck (theirs).
 */
function opponentShuffles(s: string, ctx: LaneCtx, g: LaneGrammar): EffectStep | null {
  const it = ctx.it;
  if (!it || !("choose" in it) || it.choose.player !== "opponent") return null;
  const m = /^your opponent shuffles (those creatures|that creature|it|them) into their deck$/i.exec(s);
  return m ? g.parseClause(`Shuffle ${m[1]} into their owner's deck`, ctx) : null;
}

/**
 * "choose a creature that costs 4 or less or a tamaseed that costs 4 or less and put it into it's owner's mana zone",
 * "choose one of your opponent's creatures that costs 4 or less or one of your opponent's tamaseeds that costs 4 or less
 * and put it into its owner's mana zone": one creature or tamaseed of the battle zone that costs that much or less.
 */
function creatureOrTamaseedToMana(s: string): EffectStep | null {
  const m = /^choose (a|one of your opponent's) creatures? that costs? (\d+) or less or (a|one of your opponent's) tamaseeds? that costs? (\d+) or less and put it into it'?s owner's mana zone$/i.exec(s);
  if (!m || m[1].toLowerCase() !== m[3].toLowerCase() || m[2] !== m[4]) return null;
  const player = m[1].toLowerCase() === "a" ? ("any" as const) : ("opponent" as const);
  return { do: "put-into-mana", target: { choose: { player, zone: "battle", count: 1, filter: { typeIncludesAny: ["Creature", "Tamaseed"], costAtMost: Number(m[2]) } } } };
}

/** "Put up to 2 Fire Bird psychic creatures that cost 3 or less from your hyperspatial zone" (the race Fire Bird). */
function raceFromHyperspatial(s: string, g: LaneGrammar): EffectStep | null {
  const m = /^put up to (\d+) fire bird psychic creatures that cost (\d+) or less from your hyperspatial zone$/i.exec(s);
  if (!m || g.raceNoun("Fire Bird") === null) return null;
  return { do: "put-into-battle", target: { choose: { player: "you", zone: "hyperspatial", count: Number(m[1]), upTo: true, filter: { costAtMost: Number(m[2]), raceIncludes: ["Fire Bird"], typeIncludes: "Psychic", typeIncludesAny: ["Creature"] } } } };
}

/** "choose 2 cards at random from your opponent's hand. Your opponent discards them from their hand." */
function randomDiscard(sentences: string[], i: number): LaneMulti | null {
  const m = /^choose (\d+|a|one) cards? at random from your opponent's hand$/i.exec(sentences[i]);
  if (!m || !/^your opponent discards (?:them|it|those cards|that card) from their hand$/i.test(sentences[i + 1] ?? "")) return null;
  const n = /^\d+$/.test(m[1]) ? Number(m[1]) : 1;
  return { steps: [{ do: "discard", player: "opponent", count: n, chooser: "random" }], used: 2 };
}

/**
 * "choose 2 of your non-exile creatures in the battle zone and put them into your mana zone" (Jormungand): the sentence
 * read without "non-exile", its one choice then limited to creatures that are not Exile Creatures (their card type).
 */
function nonExile(s: string, ctx: LaneCtx, g: LaneGrammar): EffectStep | null {
  if ((s.match(/\bnon-exile creatures\b/gi) ?? []).length !== 1 || !/^(?:then,? )?(?:choose|your opponent chooses) /i.test(s)) return null;
  const steps = g.parseEffects(s.replace(/\bnon-exile creatures\b/i, "creatures"), { notes: ctx.notes });
  if (!steps || steps.length !== 1) return null;
  const st = steps[0];
  if (!("target" in st) || !("choose" in st.target) || st.target.choose.zone !== "battle" || st.target.choose.filter?.typeExcludes !== undefined) return null;
  return { ...st, target: { choose: { ...st.target.choose, filter: { ...st.target.choose.filter, typeExcludes: "Exile" } } } } as EffectStep;
}

/** One sentence the grammar did not read, read as one of the wordings above. */
function oneSentence(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const st = sameAs(sentences[i], ctx, g) ?? destroyCreatureOrTamaseed(sentences[i]) ?? exileCreatures(sentences[i], g) ?? creatureOrTamaseedToMana(sentences[i]) ?? raceFromHyperspatial(sentences[i], g) ?? nonExile(sentences[i], ctx, g);
  if (st) return { steps: [st], used: 1 };
  const deck = intoTheirDeck(sentences[i], ctx);
  if (deck) return { steps: deck, used: 1 };
  const kr = keepRest(sentences[i], i, g);
  return kr ? { steps: kr, used: 1 } : slips(sentences, i, ctx, g);
}

/**
 * "Put a card in your opponent's hand into their mana zone at random" (Kijima Giant): the `random-hand-to-mana`
 * handler (lib/engine/choose4.ts), one card of the opponent's hand picked at random.
 */
function randomHandToMana(s: string): EffectStep | null {
  if (!/^put a card in your opponent's hand into their mana zone at random$/i.test(s)) return null;
  return { do: "handler", name: "random-hand-to-mana", args: { who: "opponent", count: 1 } };
}

/**
 * "During your opponent's next turn, those creatures attack if able" after "choose up to 2 of your opponent's
 * creatures": each of them gets "attacks if able" (as choose3.ts reads it for "that creature").
 */
function thoseAttack(s: string, ctx: LaneCtx): EffectStep | null {
  const it = ctx.it;
  if (!it || !("choose" in it) || it.choose.player !== "opponent") return null;
  if (!/^during your opponent's next turn, (?:those creatures|they) attack if able$/i.test(s)) return null;
  return { do: "grant", to: it, mustAttack: true, until: "start-of-your-next-turn", text: s };
}

/**
 * A filter for the noun of "if it's a creature", "if it's not a God", "if it has "blocker"": a creature is a card of the
 * Creature type (as among deck cards, deck.ts); null when the noun is not read or says nothing.
 */
function itFilter(is: boolean, noun: string, g: LaneGrammar): CardFilter | null {
  const n = is ? g.parseNoun(noun.replace(/^(?:an?|one) /i, "")) : g.parseNoun(`card that has ${noun}`);
  if (!n || n.inBattle || n.noun === "element" || n.noun === "shield") return null;
  const f: CardFilter = { ...n.filter };
  if (n.noun === "creature") {
    if (!f.typeIncludes) f.typeIncludes = "Creature";
    else if (!f.typeIncludes.includes("Creature")) {
      if (f.typeIncludesAny) return null;
      f.typeIncludesAny = ["Creature"];
    }
  }
  if (!is && n.noun !== "card") return null;
  return Object.keys(f).length > 0 ? f : null;
}

/**
 * The choice remembered as `name` (the grammar's `chosen<k>`: sentence k, "Choose <one card in the battle zone>" or
 * "Choose … and tap it") chose exactly one card: "it" is that card. False for "up to", several, or a choice not found.
 */
function oneChosen(sentences: string[], name: string, ctx: LaneCtx, g: LaneGrammar): boolean {
  const k = /^chosen(\d+)$/.exec(name);
  const s = k ? sentences[Number(k[1])] : undefined;
  if (s === undefined) return false;
  const m = /^(?:then,? )?(?:you may )?choose (.+?)(?: and (?:tap|untap) it)?$/i.exec(s);
  if (!m || / and /i.test(m[1])) return false;
  const t = g.parseTarget(m[1], { notes: [] });
  return !!t && "choose" in t && t.choose.count === 1 && !t.choose.upTo && t.choose.zone === "battle";
}

/**
 * "Choose <one card in the battle zone>. If it's a creature, destroy it. Otherwise, put it into its owner's graveyard."
 * (Super Phantom Lion's Flame); "Choose one of your opponent's creatures and tap it. If it has "blocker", destroy it"
 * (Katsuemon): the grammar remembers the choice (as "it"); each "if" runs on it only when it matches (`if-count` with a
 * filter on what the choice remembered: as the step runs, 608.2b-style, its characteristics then), "Otherwise" when
 * it does not.
 */
function chosenIf(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const it = ctx.it;
  if (!it || !("remembered" in it)) return null;
  const m = /^if (?:it's|it is|that card is|that creature is|(it has|that card has|that creature has)) (not )?(.+)$/i.exec(sentences[i]);
  if (!m || !oneChosen(sentences, it.remembered, ctx, g)) return null;
  const is = m[1] === undefined;
  const not = m[2] !== undefined;
  if (not && !is) return null;
  const body = m[3];
  const name = it.remembered;
  // the comma after the noun: the first split whose noun is read
  let filter: CardFilter | null = null;
  let then: EffectStep[] | null = null;
  for (let k = body.indexOf(", "); k >= 0 && !filter; k = body.indexOf(", ", k + 1)) {
    const f = itFilter(is, body.slice(0, k), g);
    if (!f) continue;
    const steps = g.parseClauses(body.slice(k + 2), { ...ctx, it });
    if (!steps || steps.length === 0) return null;
    filter = f;
    then = steps;
  }
  if (!filter || !then) return null;
  const f = filter;
  const hit = (t: EffectStep[]): EffectStep => ({ do: "if-count", count: { counted: name }, filter: f, atLeast: 1, then: t });
  // "if it's not …", "otherwise": a card was chosen and it doesn't match (nothing chosen: there is no "it")
  const miss = (t: EffectStep[]): EffectStep => ({ do: "if-count", count: { counted: name }, atLeast: 1, then: [{ do: "if-count", count: { counted: name }, filter: f, atMost: 0, then: t }] });
  const steps: EffectStep[] = [not ? miss(then) : hit(then)];
  let used = 1;
  const other = /^otherwise,? (.+)$/i.exec(sentences[i + 1] ?? "");
  if (other) {
    const els = g.parseClauses(other[1], { ...ctx, it });
    if (!els || els.length === 0) return null;
    steps.push(not ? hit(els) : miss(els));
    used = 2;
  }
  return { steps, used };
}

/** "Choose 2 creatures, they battle." (Gosen! Bakusen!! Showdown!!!): the grammar's "Choose 2 creatures. Those 2 creatures battle." */
function twoBattleComma(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  if (!/^choose (?:2|two) creatures, they battle$/i.test(sentences[i])) return null;
  const steps = g.parseEffects("Choose 2 creatures. Those 2 creatures battle.", { notes: ctx.notes });
  return steps && steps.length > 0 ? { steps, used: 1, it: undefined } : null;
}

/**
 * "Choose one of your opponent's creatures and put it into its owner's hand, mana zone, or graveyard." (Alive Aether
 * Alternation): the creature is chosen (and remembered), then the controller chooses where it goes (a choice between
 * three modes: returned to its owner's hand, put into their mana zone, put into their graveyard).
 */
function putIntoOneOf(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const m = /^choose (.+?) and put it into its owner's hand, mana zone,? or graveyard$/i.exec(sentences[i]);
  if (!m || / and /i.test(m[1])) return null;
  const target = g.parseTarget(m[1], ctx);
  if (!target || !("choose" in target) || target.choose.count !== 1 || target.choose.upTo || target.choose.zone !== "battle") return null;
  const name = `chosen-where-${i}`;
  const it: Target = { remembered: name };
  const modes: [string, string][] = [
    ["hand", "Return it to its owner's hand"],
    ["mana", "Put it into its owner's mana zone"],
    ["graveyard", "Put it into its owner's graveyard"],
  ];
  const read = modes.map(([id, text]) => ({ id, text, steps: g.parseClauses(text, { ...ctx, it }) }));
  if (read.some((r) => !r.steps || r.steps.length !== 1)) return null;
  return {
    steps: [{ do: "choose", target, remember: name }, { do: "choose-one", modes: read.map((r) => ({ id: r.id, text: r.text, steps: r.steps! })) }],
    used: 1,
    it,
  };
}

/**
 * "Your opponent shuffles it into their deck and you shuffle this creature into your deck." after "choose one of your
 * opponent's creatures" (MacGuffin): the chosen creature shuffled into its owner's deck, then this creature into yours,
 * in the printed order.
 */
function bothShuffle(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const it = ctx.it;
  if (!it || !("remembered" in it)) return null;
  if (!/^your opponent shuffles it into their deck and you shuffle this creature into your deck$/i.test(sentences[i])) return null;
  const steps = g.parseEffects("Shuffle it into its owner's deck. Then shuffle this creature into your deck.", { ...ctx, it });
  return steps && steps.length === 2 ? { steps, used: 1, it: undefined } : null;
}

/**
 * "Choose a creature in the battle zone. That creature gets shuffled into its owner's deck. Then that player may draw 2
 * cards." (Carol's Flying Live); "choose a creature or tamaseed. Its owner puts it on the bottom of their deck and draws
 * a card." (Corile's Vision): the card moved, then its owner ("that player") draws (the `owner-draws` handler,
 * lib/engine/choose4.ts).
 */
function ownerDraws(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const it = ctx.it;
  if (it && "remembered" in it && /^that creature gets shuffled into its owner's deck$/i.test(sentences[i])) {
    const m = /^then that player may draw (a|one|two|\d+) cards?$/i.exec(sentences[i + 1] ?? "");
    const n = m ? g.parseCount(m[1]) : null;
    if (n === null) return null;
    return { steps: [{ do: "shuffle-into-deck", target: it }, { do: "handler", name: "owner-draws", args: { from: it.remembered, count: n, may: true } }], used: 2, it: undefined };
  }
  if (/^choose a creature or tamaseed$/i.test(sentences[i]) && /^its owner puts it on the bottom of their deck and draws a card$/i.test(sentences[i + 1] ?? "")) {
    const name = `chosen-owner-${i}`;
    const target: Target = { choose: { player: "any", zone: "battle", count: 1, filter: { typeIncludesAny: ["Creature", "Tamaseed"] } } };
    return {
      steps: [
        { do: "choose", target, remember: name },
        { do: "put-on-deck", target: { remembered: name }, position: "bottom" },
        { do: "handler", name: "owner-draws", args: { from: name, count: 1 } },
      ],
      used: 2,
      it: undefined,
    };
  }
  return null;
}

/**
 * "Choose a creature in the battle zone, and draw cards equal to that creature's cost." (Great Link Technology): the
 * creature chosen (remembered), then the `draw-cost-of` handler (lib/engine/choose4.ts) draws that many.
 */
function drawCostOf(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const m = /^choose (.+), and draw cards equal to that creature's cost$/i.exec(sentences[i]);
  if (!m || / and /i.test(m[1])) return null;
  const target = g.parseTarget(m[1], ctx);
  if (!target || !("choose" in target) || target.choose.count !== 1 || target.choose.upTo || target.choose.zone !== "battle") return null;
  const name = `chosen-cost-${i}`;
  return { steps: [{ do: "choose", target, remember: name }, { do: "handler", name: "draw-cost-of", args: { from: name } }], used: 1, it: undefined };
}

/**
 * "Your opponent puts that card into their mana zone or into its owner's hand." after "Choose one of your opponent's
 * cards in the battle zone" (Wave's Legend): the opponent chooses which (the `chooses-zone` handler,
 * lib/engine/choose4.ts); the card was chosen as a card (card-designating).
 */
function opponentPutsWhere(sentences: string[], i: number, ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  const it = ctx.it;
  if (!it || !("remembered" in it) || !oneChosen(sentences, it.remembered, ctx, g)) return null;
  if (!/^your opponent puts (?:that card|it) into their mana zone or into its owner's hand$/i.test(sentences[i])) return null;
  const k = Number(/^chosen(\d+)$/.exec(it.remembered)![1]);
  const chosen = g.parseTarget(/^(?:then,? )?choose (.+)$/i.exec(sentences[k])?.[1] ?? "", { notes: [] });
  if (!chosen || !("choose" in chosen) || chosen.choose.player !== "opponent") return null;
  const topOnly = chosen.choose.cardDesignating === true;
  return { steps: [{ do: "handler", name: "chooses-zone", args: { from: it.remembered, who: "opponent", zones: "mana|hand", ...(topOnly ? { topOnly } : {}) } }], used: 1, it: undefined };
}

export const LANE: Lane = {
  clause(s, ctx, g) {
    return thoseAttack(s, ctx) ?? opponentShuffles(s, ctx, g) ?? randomHandToMana(s);
  },
  multi(sentences, i, ctx, g) {
    return sameName(sentences, i, ctx, g) ?? chosenIf(sentences, i, ctx, g) ?? twoBattleComma(sentences, i, ctx, g) ?? bothShuffle(sentences, i, ctx, g) ?? ownerDraws(sentences, i, ctx, g) ?? drawCostOf(sentences, i, ctx, g) ?? opponentPutsWhere(sentences, i, ctx, g) ?? putIntoOneOf(sentences, i, ctx, g) ?? sameNameAsIt(sentences, i, ctx, g) ?? discardDraw(sentences, i, ctx, g) ?? namedRace(sentences, i, ctx, g) ?? keepBoth(sentences, i, g) ?? randomDiscard(sentences, i) ?? oneSentence(sentences, i, ctx, g);
  },
};
