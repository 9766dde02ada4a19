/**
 * The comprehensive-rules clauses a card relies on, for the "Rules" section of its page: from its card type
 * (an Evolution Creature is handled by 801, a Twinpact by 810 …) and from its abilities as the engine reads
 * them (the sentences stored in CardAbilities: a replacement effect → 609.1, a triggered ability → 603, a
 * keyword …), plus a few keywords the engine does not model yet, recognised in the printed sentence
 * (Revolution Change → 701.26 …).
 *
 * Pure: no database. Every number is a clause of Ver. 1.48 (tests/unit/card-clauses.test.ts checks them
 * against the parsed source). A keyword without a clause of its own (Slayer, Mach Fighter, Just Diver …) links
 * nothing rather than something vague.
 */

export interface CardClause {
  /** "609.1" */
  number: string;
  /** what the clause is about, for a chip when the clause has no title of its own ("Replacement effects") */
  topic: string;
  /** why the card relies on it: "type" (its card type) or "ability" (one of its abilities) */
  from: "type" | "ability";
}

/** The parts of a stored ability sentence the mapping reads (lib/abilities' sentence records). */
export interface SentenceLike {
  text: string;
  status?: string;
  kind?: string;
  template?: string;
}

export interface CardForClauses {
  type: string | null;
  /** the types of a twinpact's sides ("Creature", "Spell") */
  faceTypes?: (string | null)[];
  sentences: SentenceLike[];
}

type Entry = readonly [number: string, topic: string];

// ---------------------------------------------------------------------------------------------
// Card types. Each rule: a pattern on the printed type (or a twinpact side's type), the clauses, in order.

interface TypeRule {
  re: RegExp;
  unless?: RegExp;
  clauses: readonly Entry[];
}

const TYPE_RULES: readonly TypeRule[] = [
  // 810: Twinpact cards (two card types in one card)
  { re: /\bTwinpact\b/, clauses: [["810", "Twinpact cards"]] },
  // 815: S-MAX (Star Max) Evolution creatures, which need no evolution source
  { re: /\bStar Max Evolution\b/, clauses: [["815", "S-MAX Evolution creatures"]] },
  // 813: Star Evolution creatures (only the top card leaves instead); they are evolution creatures (801)
  { re: /\bStar Evolution\b/, clauses: [["813", "Star Evolution creatures"], ["801", "Evolution creatures"]] },
  // 801: Evolution creatures (evolution sources, 801.4 rebuilding)
  { re: /\bEvolution\b/, unless: /\bStar (?:Max )?Evolution\b/, clauses: [["801", "Evolution creatures"]] },
  // 803: G-NEO creatures (the cards under it leave instead), which are NEO creatures (802)
  { re: /\bG-Neo\b/i, clauses: [["803", "G-NEO creatures"], ["802", "NEO creatures"]] },
  // 802: NEO creatures (NEO Evolution)
  { re: /\bNeo\b/i, unless: /\bG-Neo\b/i, clauses: [["802", "NEO creatures"]] },
  // 806: Psychic Super Creatures (several psychic cells linked), also psychic creatures (805)
  { re: /\bPsychic Super Creature\b/, clauses: [["806", "Psychic Super Creatures"], ["805", "Psychic Creatures"]] },
  // 805: Psychic Creatures (two faces, awakening, the hyperspatial zone)
  { re: /\bPsychic Creature\b/, clauses: [["805", "Psychic Creatures"]] },
  // 117: the hyperspatial zone, where the other psychic cards (Psychic Cross Gear, Psychic Field) start and return to
  { re: /\bPsychic\b/, unless: /\bPsychic (?:Super )?Creature\b/, clauses: [["117", "Hyperspatial zone"]] },
  // 807: Draghearts (Dragheart Creature, Weapon, Fortress)
  { re: /\bDragheart\b/, clauses: [["807", "Draghearts"]] },
  // 305: Weapons (only Dragheart Weapons exist)
  { re: /\bWeapon\b/, clauses: [["305", "Weapons"]] },
  // 306: Fortresses (only Dragheart Fortresses exist)
  { re: /\bFortress\b/, clauses: [["306", "Fortresses"]] },
  // 809: Forbidden Impulse (禁断の鼓動) and its other face, the Forbidden creature
  { re: /^Forbidden (?:Impulse|Creature)$/, clauses: [["809", "Forbidden Impulse"]] },
  // 307: Beats (鼓動): the Forbidden Impulse's face that is put in the deck
  { re: /\bImpulse\b/, clauses: [["307", "Beats (鼓動)"]] },
  // 309: Cores: Forbidden Cores join a flipped Final Forbidden Field into one creature
  { re: /\bFinal Forbidden\b/, clauses: [["309", "Cores (Final Forbidden)"]] },
  // 811: GR (Gacharange) creatures and the super GR zone
  { re: /\bGacharange\b/, clauses: [["811", "GR creatures"]] },
  // 315: Tamaseeds
  { re: /\bTamaseed\b/, clauses: [["315", "Tamaseeds"]] },
  // 310: Auras (Orega Aura, Giga Orega Aura)
  { re: /\bAura\b/, clauses: [["310", "Auras"]] },
  // 303: Cross Gear (generate, cross)
  { re: /\bCross Gear\b/, clauses: [["303", "Cross Gear"]] },
  // 304: Castles (fortify a shield)
  { re: /\bCastle\b/, clauses: [["304", "Castles"]] },
  // 819: WD Fields (a twinpact of two fields)
  { re: /^WD Field$/, clauses: [["819", "WD Fields"]] },
  // 308: Fields (D2 Field, DG Field, Dragonic Field … deployed into the battle zone)
  { re: /\bField$/, clauses: [["308", "Fields"]] },
  // 812: the Zeron Rite and Zeron Nebulae (零龍の儀, 零龍星雲) and Zeron, the creature they make
  { re: /\bZeron\b/, clauses: [["812", "Zeron cards (零龍)"]] },
  // 311: Rites and Nebulae as card types (零龍の儀, 零龍星雲)
  { re: /^(?:Zeron Nebula|Ceremony of Zeron)$/, clauses: [["311", "Rites and Nebulae"]] },
  // 814: King Cells, played only as a combined card (the King Creature)
  { re: /\bKing (?:Cell|Creature)\b/, clauses: [["814", "King Cells"]] },
  // 817: Dream Rare: Dream elements (a Dream Creature), one of a name per player in the battle zone
  { re: /\bDream\b/, clauses: [["817", "Dream Rare"]] },
  // 204.3: special types; an Exile creature is one (エグザイル), with no section of its own
  { re: /\bExile\b/, clauses: [["204.3", "Special types (Exile)"]] },
  // 312: Artifacts
  { re: /\bArtifact\b/, clauses: [["312", "Artifacts"]] },
  // 313: Lands (they work from the mana zone)
  { re: /^Land$/, clauses: [["313", "Lands"]] },
  // 314: Rule Plus (adds rules from the hyperspatial zone)
  { re: /^Rule Plus$/, clauses: [["314", "Rule Plus"]] },
  // 301: Creatures, when the type names no special kind of creature handled above
  { re: /^Creature$/, clauses: [["301", "Creatures"]] },
  // 302: Spells
  { re: /^Spell$/, clauses: [["302", "Spells"]] },
];

function typeClauses(type: string): Entry[] {
  const out: Entry[] = [];
  // "Tamaseed/Creature": each part is a type of the card
  for (const part of type.split("/").map((t) => t.trim()).filter(Boolean)) {
    for (const rule of TYPE_RULES) {
      if (rule.re.test(part) && !(rule.unless && rule.unless.test(part))) out.push(...rule.clauses);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Abilities as the engine reads them: by kind, and by template for the kinds with a clause of their own.

/** By the sentence's kind (lib/abilities: every template has one). */
const KIND_CLAUSES: Readonly<Record<string, Entry>> = {
  // 609.1: replacement effects ("would … instead"; 609.1a: an effect that says "instead" is one)
  replacement: ["609.1", "Replacement effects"],
  // 603: handling triggered abilities ("when", "whenever", "at the start of")
  trigger: ["603", "Triggered abilities"],
  // 604: handling static abilities
  static: ["604", "Static abilities"],
};

/** By template name (lib/abilities/templates.ts, statics.ts), for the templates a clause is about. */
const TEMPLATE_CLAUSES: Readonly<Record<string, readonly Entry[]>> = {
  // 112.3a: Shield Trigger (used for no cost when a shield is put into the hand)
  "keyword:shield-trigger": [["112.3a", "Shield Trigger"]],
  "keyword:super-shield-trigger": [["112.3a", "Shield Trigger"]],
  // 509.5b: Guard Strike (declared as a broken shield is put into the hand)
  "keyword:guard-strike": [["509.5b", "Guard Strike"]],
  // 507.2a: a Blocker's ability makes it the blocking creature
  "keyword:blocker": [["507.2a", "Blockers"]],
  // 507.2b: Guardman changes the attack target without blocking
  "keyword:guardman": [["507.2b", "Guardman"]],
  // 509.2b: breakers (Double, Triple … Breaker: break that many shields)
  "keyword:double-breaker": [["509.2b", "Breakers"]],
  "keyword:triple-breaker": [["509.2b", "Breakers"]],
  "keyword:quattro-breaker": [["509.2b", "Breakers"]],
  "keyword:world-breaker": [["509.2b", "Breakers"]],
  "keyword:powered-breaker": [["509.2b", "Breakers"]],
  // 301.5: summoning sickness, which Speed Attacker overrides
  "keyword:speed-attacker": [["301.5", "Summoning sickness"]],
  // 813.1: a Star Evolution creature's top card leaves instead
  "reminder:star-evolution": [["813.1", "Star Evolution: only the top card leaves"]],
  // 405.1: a multicolored card is put into the mana zone tapped
  "rule:multicolored-mana-tapped": [["405.1", "Multicolored cards enter the mana zone tapped"]],
  // 701.15: evolve (put on top of the evolution source)
  "rule:evolution": [["701.15", "Evolve"]],
  // 117.1: psychic cards and draghearts go to the hyperspatial zone from any zone but the battle zone
  "rule:hyperspatial": [["117.1", "Hyperspatial zone"]],
  // 118.1: a GR creature goes to the bottom of the super GR from any zone but the battle zone
  "rule:super-gr": [["118.1", "Super GR zone"]],
  // 310.8: an aura goes to the same zone as the creature it is attached to
  "rule:orega-aura": [["310.8", "An aura follows its creature"]],
  // 303.5: a cross gear stays when its creature leaves
  "rule:cross-gear": [["303.5", "Cross Gear stays in the battle zone"]],
  // 804: Gods and God Link
  "rule:god-link": [["804", "Gods (God Link)"]],
  // 116: seals
  "rule:seal": [["116", "Seals"]],
};

/**
 * Keywords and mechanics recognised in the printed sentence, modelled or not: those with a clause of their
 * own in Ver. 1.48. A keyword at the start of the sentence (its name), a mechanic anywhere in it.
 */
const TEXT_CLAUSES: readonly { re: RegExp; clauses: readonly Entry[] }[] = [
  // 701.26: swap (入れ替える): Revolution Change swaps the attacking creature with one from the hand;
  // 603.2e: a triggered ability used from a hidden zone is declared
  { re: /^Revolution Change\b/, clauses: [["701.26", "Swap (Revolution Change)"], ["603.2e", "Declaring a triggered ability from the hand"]] },
  // 112.3c: Ninja Strike (summoned for no cost after an opposing creature attacks); 603.2e: declared from the hand
  { re: /^Ninja Strike\b/, clauses: [["112.3c", "Ninja Strike"], ["603.2e", "Declaring a triggered ability from the hand"]] },
  // 112.3a: Shield Trigger, and its variants (Shield Trigger Plus)
  { re: /^(?:Super )?Shield Trigger\b/, clauses: [["112.3a", "Shield Trigger"]] },
  // 112.3d: Sabaki Z
  { re: /\bSabaki Z\b/, clauses: [["112.3d", "Sabaki Z"]] },
  // 112.3e: G-Zero (Gravity Zero): summoned or cast for no cost under a condition
  { re: /^Gravity Zero\b/, clauses: [["112.3e", "G-Zero (Gravity Zero)"]] },
  // 112.3f: Attack Chance: a spell cast for no cost when a creature attacks
  { re: /^Attack Chance\b/, clauses: [["112.3f", "Attack Chance"]] },
  // 509.5b: Guard Strike
  { re: /^Guard Strike\b/, clauses: [["509.5b", "Guard Strike"]] },
  // 802: NEO Evolution puts a NEO creature on another creature
  { re: /^Neo Evolution\b/i, clauses: [["802", "NEO creatures"]] },
  // 804: God Link
  { re: /\bGod Link\b/, clauses: [["804", "Gods (God Link)"]] },
  // 116: seals (put a seal, sealed creatures are ignored)
  { re: /\b(?:seals?|sealed|unseals?)\b/i, clauses: [["116", "Seals"]] },
  // 701.22: dragsolve (龍解): a dragheart flips
  { re: /\bdragsol(?:ve|ution|utioned)\b/i, clauses: [["701.22", "Dragsolve"]] },
  // 701.20: awaken (覚醒): a psychic creature flips
  { re: /^Awaken\b/, clauses: [["701.20", "Awaken"]] },
  // 701.21: Gachinko Judge
  { re: /\bGachinko Judge\b/, clauses: [["701.21", "Gachinko Judge"]] },
  // 701.30: GR summon (Gacharange summon)
  { re: /\bGacharange summon/i, clauses: [["701.30", "GR summon"]] },
  // 701.31: Zero Dragon Birth (零龍卍誕)
  { re: /\bZeron Birth/i, clauses: [["701.31", "Zeron Birth (零龍卍誕)"]] },
  // 816: Hyper Mode, unleashed by Hyperify
  { re: /\bHyper Mode\b|^Hyperify\b/, clauses: [["816", "Hyper Mode"]] },
  // 818: Super Soul X (超魂X)
  { re: /\bSuper Soul (?:X|Cross)\b/, clauses: [["818", "Super Soul X"]] },
  // 609.1: "would … instead" is a replacement effect (609.1a), and so is a card put somewhere "instead of" the
  // graveyard (Charger, Recycle: 609.8a's example), also when the engine does not model it yet. Not every
  // "instead" is one: "instead of paying the cost" is an alternative cost, "instead of having this creature
  // attack" a tap ability
  { re: /\bwould\b[^.]*\binstead\b|\binstead of (?:its owner's |your |their |the )?graveyard\b/i, clauses: [["609.1", "Replacement effects"]] },
];

function sentenceClauses(s: SentenceLike): Entry[] {
  const out: Entry[] = [];
  if (s.status !== "not-modelled" && s.kind && KIND_CLAUSES[s.kind]) out.push(KIND_CLAUSES[s.kind]);
  if (s.template && TEMPLATE_CLAUSES[s.template]) out.push(...TEMPLATE_CLAUSES[s.template]);
  const text = s.text.trim();
  for (const rule of TEXT_CLAUSES) if (rule.re.test(text)) out.push(...rule.clauses);
  return out;
}

/** The clauses a card relies on: its type's first, then its abilities', each once, in the order met. */
export function cardClauses(card: CardForClauses): CardClause[] {
  const out: CardClause[] = [];
  const seen = new Set<string>();
  const add = (entries: Entry[], from: CardClause["from"]) => {
    for (const [number, topic] of entries) {
      if (seen.has(number)) continue;
      seen.add(number);
      out.push({ number, topic, from });
    }
  };
  if (card.type) add(typeClauses(card.type), "type");
  for (const t of card.faceTypes ?? []) if (t) add(typeClauses(t), "type");
  for (const s of card.sentences) add(sentenceClauses(s), "ability");
  return out;
}

/** Every clause number the mapping can produce (for the test against Ver. 1.48). */
export function mappedClauseNumbers(): string[] {
  const all = [
    ...TYPE_RULES.flatMap((r) => r.clauses),
    ...Object.values(KIND_CLAUSES),
    ...Object.values(TEMPLATE_CLAUSES).flat(),
    ...TEXT_CLAUSES.flatMap((r) => r.clauses),
  ];
  return [...new Set(all.map(([n]) => n))];
}
