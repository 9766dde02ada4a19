/** first4 (issue 14, fourth round): line templates and readings, tried after every earlier template (lib/abilities/round4.ts). */
import { ENGINE_KEYWORDS, type Template } from "./template-types";
import { stripStatedAbilityWord } from "./statics-more";
import { stripAbilityWord } from "./effects-more";

/**
 * "You may summon this creature from your graveyard or your mana zone." (and the zones the other way round): as
 * keywords.ts's rule:summon-from-zone for one zone, a scenario's `summon` action names the zone it summons from
 * (`from:`); the engine does not check that a card allows it. Both zones named, both permitted: nothing else is read.
 */
const summonFromTwoZones: Template = {
  name: "rule:summon-from-zones",
  kind: "rule",
  match(line, ctx) {
    if (!/Creature|Twinpact/.test(ctx.type)) return null;
    if (!/^You may summon this creature from your (?:graveyard or your mana zone|mana zone or your graveyard)\.?$/.test(line)) return null;
    return { apply: () => {}, note: "the engine does not act on it: a scenario may summon the card from either zone, and whether a card allows it is not checked (costs are not modelled)" };
  },
};

export const TEMPLATES: Template[] = [summonFromTwoZones];

/** Other ways to read a line (an ability word or label left out …), with why. */
/**
 * Wordings of a line that mean one thing only, rewritten to the wording the templates read (whole line, exact):
 * "When this creature leaves. you may …" (a full stop for the comma), "gets power +4000" (the number after the word),
 * "gets +4000 during your opponent's turn" ("power" left out: a creature gets nothing else that is a number), "can't break
 * any shields", "can't be destroyed while attacking" (the condition after the ability), "Each of your Dragons break an
 * additional shield" (= all your Dragons, each of them).
 */
const WORDINGS: [RegExp, string, string][] = [
  [/^When this creature leaves\. you may /, "When this creature leaves, you may ", "a full stop printed for the comma after the trigger's condition"],
  [/^This creature gets power \+(\d+) while battling\.$/, "This creature gets +$1 power while battling.", '"power +N": +N power'],
  [/^This creature gets \+(\d+) during your opponent's turn\.$/, "This creature gets +$1 power during your opponent's turn.", '"gets +N" with "power" left out (a creature gets no other number)'],
  [/^This creature can't break any shields\.$/, "This creature can't break shields.", '"can\'t break any shields": can\'t break shields'],
  [/^This creature can't be destroyed while attacking\.$/, "While attacking, this creature can't be destroyed.", "the condition printed after the ability"],
  [/^Each of your ([A-Z][A-Za-z ]*?s) break (an|one|1) additional shields?\.$/, "All your $1 break $2 additional shield.", '"each of your … break": all of them, each breaking one more'],
  [/^((?:Revolution \d+—)?If you have \d+ shields or less, )each of your other creatures in the battle zone break (\d+) additional shields\.$/, "$1your other creatures in the battle zone break $2 additional shields.", '"each of your other creatures … break": all of them, each breaking that many more'],
  [/^If you have no other creatures in the battle zone that have "blocker", this creature can't attack players\.$/, 'If you have no other creatures that have "blocker", this creature can\'t attack players.', '"creatures you have in the battle zone": the creatures you have are the ones in your battle zone'],
  [/^If you have another (light|water|darkness|fire|nature) creature in the battle zone that has power (\d+) or more, this creature gets /, "If you have another $1 creature that has power $2 or more, this creature gets ", '"a creature you have in the battle zone": the creatures you have are the ones in your battle zone'],
  [/^(If you have an? [A-Z][A-Za-z ]*? in the battle zone, this creature gets) \+ (\d+) power\.$/, "$1 +$2 power.", '"+ 2000": the sign printed apart from its number'],
  [/^(This creature gets \+\d+ power for each of your [A-Z][A-Za-z ]*?) in thebattle zone\.$/, "$1 in the battle zone.", '"thebattle zone": the space left out'],
  [/^This creature gets \+(\d+) for each of your other ([A-Z][A-Za-z ]*? creatures) in the battle zone\.$/, "This creature gets +$1 power for each of your other $2 in the battle zone.", '"gets +N" with "power" left out (a creature gets no other number)'],
  [/^Each of your other ([A-Z][A-Za-z]*s and [A-Z][A-Za-z]*s) in the battle zone gain \+(\d+) power\.$/, "Each of your other $1 in the battle zone get +$2 power.", '"gain +N power": get it'],
  [/^Light creatures and darkness creatures in the battle zone each get \+(\d+) power\.$/, "All light creatures and darkness creatures get +$1 power.", '"light creatures and darkness creatures in the battle zone each get": all of them, whoever controls them'],
  [/^(Crystal Arms \d+: If you have \d+ or more face down cards in your mana zone, this creature gets \+\d+) while blocking\.$/, "$1 power while blocking.", '"gets +N" with "power" left out (a creature gets no other number)'],
  [/^Each of your other creatures in the battle zone that has power (\d+) or more breaks one more shield\.$/, "Your other creatures that have power $1 or more break an additional shield.", '"each of your other creatures … breaks one more shield": all of them, each breaking an additional shield'],
  [/^If your opponent doesn't have creatures in the battle zone, this creature can't attack\.$/, "If your opponent has no creatures, this creature can't attack.", '"doesn\'t have creatures in the battle zone": has no creatures (the creatures a player has are the ones in their battle zone)'],
];

export function readings(line: string): { line: string; note?: string }[] {
  const out: { line: string; note?: string }[] = [];
  if (/\."/.test(line)) out.push({ line: line.replace(/\."/g, '".'), note: "the sentence's full stop printed inside the closing quote" });
  if (/^Chose /.test(line)) out.push({ line: line.replace(/^Chose /, "Choose "), note: '"Chose" misprinted for "Choose"' });
  if (/^[A-Z][A-Za-z ]+\.$/.test(line)) out.push({ line: line.slice(0, -1), note: "a keyword with a full stop after it" });
  // "that have"blocker"": the space before the quote left out
  if (/[a-z]"[a-z]/i.test(line)) out.push({ line: line.replace(/\b(have|has)"(?=[a-z])/gi, '$1 "'), note: "the space before the quotation mark printed without it" });
  // "untapped light or untapped nature creatures": untapped, and light or nature (the adjective said twice)
  const un = /\buntapped (light|water|darkness|fire|nature) or untapped (light|water|darkness|fire|nature) creatures\b/i.exec(line);
  if (un) out.push({ line: line.replace(un[0], `untapped ${un[1]} or ${un[2]} creatures`), note: `"untapped ${un[1]} or untapped ${un[2]} creatures": untapped creatures that are ${un[1]} or ${un[2]}` });
  // "Untap this creature at the end of your turn.": the trigger's time printed after its effect
  const end = /^(you may )?(untap|tap|destroy) (.+?) at the (end|start) of (your|each) turn\.?$/i.exec(line);
  if (end && !/\bat the (?:end|start)\b|\bturn\b/i.test(end[3]) && (end[2].toLowerCase() !== "destroy" || /^this creature$/i.test(end[3])))
    out.push({ line: `At the ${end[4].toLowerCase()} of ${end[5].toLowerCase()} turn, ${end[1] ? "you may " : ""}${end[2].toLowerCase()} ${end[3]}.`, note: `the time of the trigger (at the ${end[4].toLowerCase()} of the turn) printed after its effect` });
  // "Draw a card. Then if …, draw 2 more cards.": "more" = in addition to the cards drawn before (an earlier draw said)
  const more = /\b(draw) (\d+|two|three) more cards\b/i.exec(line);
  if (more && /\bdraw\b/i.test(line.slice(0, more.index))) out.push({ line: line.replace(more[0], `${more[1]} ${more[2]} cards`), note: `"${more[2]} more cards": ${more[2]} cards besides the ones drawn before` });
  // "at the start of your opponents next turn": the apostrophe left out
  if (/\byour opponents next turn\b/i.test(line)) out.push({ line: line.replace(/\byour opponents next turn\b/gi, "your opponent's next turn"), note: "the apostrophe of \"opponent's\" left out" });
  // "(A creature that has power 0 less is destroyed.)": the reminder of 703.4c with "or" left out
  if (/\(A creature that has power 0 less is destroyed\.?\)/i.test(line)) out.push({ line: line.replace(/\(A creature that has power 0 less is destroyed(\.?)\)/i, "(A creature that has power 0 or less is destroyed$1)"), note: 'the reminder "(A creature that has power 0 or less is destroyed.)" with "or" left out' });
  // "Put one of your creatures from the battle zone into your mana zone": where the creatures are, said with "from"
  const from = /\b((?:one|1|2|3|any number) of your creatures) from the battle zone (?=into your mana zone|to your hand|to your shields face down)/i.exec(line);
  if (from) out.push({ line: line.replace(from[0], `${from[1]} in the battle zone `), note: '"of your creatures from the battle zone": your creatures in the battle zone (where the move takes them from)' });
  // "Put a creature … from your mana zone into the battle zone for no cost.": a creature put into the battle zone is not
  // summoned (no cost is paid for it in any case), so "for no cost" adds nothing
  const free = /^(Put (?:a|an|one|up to \d+) .+? into the battle zone) for no cost\.?$/i.exec(line);
  if (free && !/\b(?:summon|cast|use)\b/i.test(free[1])) out.push({ line: `${free[1]}.`, note: '"for no cost": a card put into the battle zone is not summoned and no cost is paid for it; nothing to do' });
  // "… if your opponent has 3 or fewer shields, he discards …": the older wording's "he" is the opponent the line named
  // (only when no other player is named: no owner, "that player", "each player")
  const he = /\b[Hh]e\b/.exec(line);
  if (he && /\byour opponent\b/i.test(line.slice(0, he.index)) && !/\bowner|\bthat player\b|\beach player\b|\ba player\b|\bthe players?\b|\byou and your opponent\b/i.test(line))
    out.push({ line: line.replace(/\b[Hh]e\b/g, (w) => (w === "He" ? "Your opponent" : "your opponent")), note: '"he": the opponent the line named (the older wording)' });
  // older wordings with one reading each (the merge's last readings, tests/abilities/smokes-first4.ts)
  // (and, for one with an ability word that only names the ability, the same without it)
  for (const [re, to, note] of WORDINGS) if (re.test(line)) withWord(out, { line: line.replace(re, to), note });
  // every printing slip at once (a line with two of them)
  const all = slips(line);
  if (all !== null && !out.some((o) => o.line === all.line)) {
    withWord(out, all);
    // and without the reminder of what gacharange summon is (a rule the engine applies by itself)
    const gr = /^(.*\S)\s*\(Gacharange Summon: Summon the top card of your super gacharange with its cost paid\.?\)$/i.exec(all.line);
    if (gr) withWord(out, { line: gr[1], note: `${all.note}; the reminder of what gacharange summon is` });
  }
  // the reminder of 703.4c worded otherwise ("A creatures that has …", "… 0 power or less …", "Creatures that have …
  // are destroyed", "is destroy"): the usual wording, which the rule reminders take off
  const zero = /\((?:A creatures? that has|Creatures that have) (?:power 0|0 power) or less (?:is|are) destroy(?:ed)?\.?\)\.?$/i.exec(line);
  if (zero) withWord(out, { line: line.slice(0, zero.index).trim(), note: "the reminder that a creature at power 0 or less is destroyed (703.4c), worded otherwise: a rule the engine applies by itself" });
  // "You may summon this creature from your graveyard. (Pay the cost.)": a summon that is paid for as usual
  const pay = /^(You may summon .+?)\.?\s*\(Pay the cost\.?\)$/i.exec(line);
  if (pay) out.push({ line: `${pay[1]}.`, note: '"(Pay the cost.)": the summon is paid for as usual; the engine pays no costs (a scenario summons without paying), so this changes nothing in a run' });
  // "Whenever … attacks, … tap it. (Choose what you are attacking before you choose the creature you tap.)": the attack's
  // target is chosen as the attack is declared (506.1e), before the abilities the attack triggers are used (506.3)
  const order = /^(Whenever .*\battacks?\b.*?)\s*\(Choose what you are attacking before (?:you choose the creature you tap|your opponent chooses the creature to tap)\.?\)\.?$/i.exec(line);
  if (order) withWord(out, { line: order[1], note: "the reminder that the attack's target is chosen as the attack is declared (506.1e), before the abilities it triggers are used (506.3): the engine's order" });
  const orderWord = /^([^:]{2,40}):\s*(Whenever .*\battacks?\b.*?)\s*\(Choose what you are attacking before (?:you choose the creature you tap|your opponent chooses the creature to tap)\.?\)\.?$/i.exec(line);
  if (orderWord) withWord(out, { line: `${orderWord[1]}: ${orderWord[2]}`, note: "the reminder that the attack's target is chosen as the attack is declared (506.1e), before the abilities it triggers are used (506.3): the engine's order" });
  // a keyword granted in quotes, then a reminder of what that keyword does: the reminder
  const rem = keywordReminder(line);
  if (rem !== null) withWord(out, { line: rem.line, note: `"${rem.keyword}": the parenthesis is the reminder of what the keyword does` });
  return out;
}

/** The reading, and the same without an ability word that only names the ability ("Mana Arms 3—If you have …", 205.1a). */
function withWord(out: { line: string; note?: string }[], r: { line: string; note: string }): void {
  out.push(r);
  const stated = stripStatedAbilityWord(r.line);
  if (stated !== null) out.push({ line: stated, note: `the ability word only names the ability: its text states its condition (205.1a); ${r.note}` });
  const word = stripAbilityWord(r.line);
  if (word !== null && word !== stated) out.push({ line: word, note: `the ability word before the dash only names the ability; ${r.note}` });
}

/**
 * "… gets "speed attacker" until the end of the turn. (It doesn't get summoning sickness.)", "… gets "blocker" until …
 * (Whenever an opponent's creature attacks, you may tap the creature that has "blocker" to …)": the line without its last
 * parenthesis, when that parenthesis is about a keyword the line grants in quotes (it names it, or is speed attacker's
 * "summoning sickness"), and says nothing else the line has to do; only for keywords the engine acts on.
 */
function keywordReminder(line: string): { line: string; keyword: string } | null {
  const m = /^(.*\S)\s*\(([^()]+)\)\.?$/.exec(line);
  if (!m) return null;
  const before = m[1];
  const body = m[2];
  const granted = [...before.matchAll(/\b(?:gets?|has|have|and) "([^"]+)"/gi)].map((x) => x[1].replace(/\.$/, "").toLowerCase());
  // "(While attacking, this creature gets +5000 power and breaks 2 shields.)", "(It breaks 2 shields.)": what the granted
  // "power attacker +5000" and "double breaker" do, said without naming them
  const pa = /^while attacking, (?:this creature|a creature that has it) gets \+(\d+) power(?: and breaks (2|3|an additional) shields?)?\.?$/i.exec(body.trim());
  const br = /^it breaks (2|3) shields\.?$/i.exec(body.trim());
  const breaker = (n: string | undefined) => (n === "2" || n === "an additional" ? "double breaker" : n === "3" ? "triple breaker" : null);
  if (pa && granted.includes(`power attacker +${pa[1]}`) && (pa[2] === undefined || granted.includes(breaker(pa[2].toLowerCase())!))) return { line: before, keyword: `power attacker +${pa[1]}` };
  if (br && granted.includes(breaker(br[1])!)) return { line: before, keyword: breaker(br[1])! };
  for (const kw of granted) {
    // only keywords the engine acts on (not "Guardman": the engine has no notion of it)
    if (!ENGINE_KEYWORDS.has(kw.replace(/ /g, "-")) && !/^power attacker \+\d+$/.test(kw)) continue;
    const names = body.toLowerCase().includes(`"${kw}"`);
    const sickness = kw === "speed attacker" && /^(?:it|that creature|the creature|this creature|those creatures|they) (?:doesn't|don't|does not|do not) get summoning sickness\.?$/i.test(body.trim());
    if (names || sickness) return { line: before, keyword: kw };
  }
  return null;
}

/** Printing slips of the catalogue's English text, each fixed as the printed card plainly means it. */
const SLIPS: { re: RegExp; to: string; say: string }[] = [
  { re: /\."/g, to: '".', say: "a full stop inside the closing quote" },
  { re: /^Chose /, to: "Choose ", say: '"Chose" for "Choose"' },
  { re: /\b(have|has)"(?=[a-z])/gi, to: '$1 "', say: "no space before a quotation mark" },
  // "If you win,you may …", "into the battle zone,you may …"
  { re: /,(?=[a-z])/g, to: ", ", say: "no space after a comma" },
  // "… of your deck.At the start of …": a full stop between a lower-case word and a capital with no space
  { re: /(?<=\b[a-z]{2,})\.(?=[A-Z][a-z])/g, to: ". ", say: "no space after a full stop" },
  { re: /\byou opponent\b/gi, to: "your opponent", say: '"you opponent" for "your opponent"' },
  { re: /\byour opponents (?=next turn|turn\b|mana zone|hand\b|graveyard|deck\b|shield zone|shields\b|creatures?\b)/gi, to: "your opponent's ", say: "the apostrophe of \"opponent's\" left out" },
  { re: /\binto it owner's\b/gi, to: "into its owner's", say: '"it owner\'s" for "its owner\'s"' },
  { re: /\bthe Battle Zone\b/g, to: "the battle zone", say: '"Battle Zone" capitalised' },
];

function slips(line: string): { line: string; note: string } | null {
  let t = line;
  const said: string[] = [];
  for (const sl of SLIPS) {
    const next = t.replace(sl.re, sl.to);
    if (next !== t) {
      said.push(sl.say);
      t = next;
    }
  }
  return said.length === 0 ? null : { line: t, note: `printing slips read as meant: ${said.join("; ")}` };
}
