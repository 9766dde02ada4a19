/**
 * Round 3 (branch deck2): deck-choice wordings, hooked from deck.ts (`deck2Choice`, `deck2Named`); the trigger heads are
 * in deck2-heads.ts. Each reads into what the engine already does, or returns null (not read).
 */
import type { CardFilter } from "../engine/defs";

/**
 * Deck-choice wordings read as the ones deck.ts knows: "Reveal one and put it into your hand" (showing the card chosen
 * changes nothing the engine tracks: it is "put one into your hand"); "multi-colored" is "multicolored".
 */
export function deck2Choice(s: string): string {
  return s
    .replace(/^reveal (one|a card)(?: of them)? and (?:put|add) it ((?:into|to) your hand)$/i, "put $1 $2")
    .replace(/\bmulti-colored\b/gi, "multicolored")
    // "Add one from among them into your hand": the same as "add one of them into your hand"
    .replace(/^((?:you may )?(?:put|add|take|choose) (?:one|a card|\d+|two|three)) from among (?:them|it) /i, "$1 of them ")
    // "put it into battle zone" (the article missing)
    .replace(/ into battle zone$/i, " into the battle zone")
    // "put a Light or Fire Command Dragon in your hand"
    .replace(/ in your (hand|mana zone|graveyard)$/i, " into your $1")
    // "You may put cards that cost 7 or more into your hand": any number of the cards of that kind
    .replace(/^you may (put|add|take) cards\b/i, "you may $1 any number of cards");
}

/** Before the choices among the cards looked at are split: "…, and then put the rest …" is "…, and put the rest …". */
export function deck2Body(s: string): string {
  // "Look at the top 4 cards of your deck, then put them back in any order": what follows the head
  // "From among them, add one to your shields face down, and put the other into your hand": the choices that follow
  return s.replace(/^,? then,? /i, "").replace(/^from among (?:them|it|the revealed cards|those cards), /i, "").replace(/, and then (?=(?:put|add) the rest\b)/i, ", and ");
}

/**
 * "A creature that is (both) light and nature" among deck cards (a creature of both civilizations); a card named in
 * quotes among deck cards: "take a 'Jaban' from your deck", "put a 'Ribulamira, Mirror Wings' from
 * among it": a card of that name (`nameIs`: case, spaces and punctuation ignored). The article is already read.
 */
export function deck2Named(noun: string): CardFilter | null {
  // "a creature that is light and nature" / "… that is both light and nature": a creature of both civilizations
  const both = /^creatures? that (?:is|are) (?:both )?(light|water|darkness|fire|nature) and (light|water|darkness|fire|nature)$/i.exec(noun.trim());
  if (both) {
    const [a, b] = [both[1].toLowerCase(), both[2].toLowerCase()];
    return a === b ? null : { typeIncludes: "Creature", civilization: a, civilizationsAny: [b] };
  }
  const m = /^(?:'([^']+)'|"([^"]+)")$/.exec(noun.trim());
  if (!m) return null;
  const name = (m[1] ?? m[2]).trim();
  return name ? { nameIs: name } : null;
}

/** The head sentence of a look at the top cards: "look at the top 2 cards of our deck" (a misprint of "your deck"). */
export function deck2LookHead(s: string): string {
  return s.replace(/ of our deck$/i, " of your deck");
}
