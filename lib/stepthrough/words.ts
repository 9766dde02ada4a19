/**
 * Player language for the step-through: the engine writes its trace for authors ("Hopeless Vortex (b_vortex)",
 * "→ [a_x]", "[shuffle-into-deck]"); readers see card names, with a short disambiguator when two cards of the same
 * name are in the scenario ("Gachapinchi (left)"), never instance ids. Pure string work on the engine's words.
 */
/** What the step-through shows of a card. */
export interface CardInfo {
  /** catalogue id */
  card: string;
  name: string;
  nameJa: string | null;
  type: string;
  power: number | null;
  cost: number | null;
  civilizations: string[];
  text: string;
}

export type Lang = "en" | "ja";

export interface Names {
  en: Record<string, string>;
  ja: Record<string, string>;
}

/** Where each card starts, for disambiguators: player and zone, in setup order. */
export interface StartPlace {
  id: string;
  player: "A" | "B";
  zone: string;
}

const ORDINAL_JA = ["①", "②", "③", "④", "⑤", "⑥", "⑦", "⑧", "⑨", "⑩"];

/**
 * The name shown for each card instance. Two or more instances of the same card get a disambiguator: "left" and
 * "right" when there are exactly two, in the same player's same zone; otherwise their player and a number.
 */
export function displayNames(instances: Record<string, string>, cards: Record<string, CardInfo>, places: StartPlace[]): Names {
  const en: Record<string, string> = {};
  const ja: Record<string, string> = {};
  const byCard = new Map<string, StartPlace[]>();
  for (const p of places) {
    const card = instances[p.id];
    if (card === undefined) continue;
    byCard.set(card, [...(byCard.get(card) ?? []), p]);
  }
  for (const [card, group] of byCard) {
    const info = cards[card];
    const base = info?.name ?? card;
    const baseJa = info?.nameJa ?? base;
    if (group.length === 1) {
      en[group[0].id] = base;
      ja[group[0].id] = baseJa;
      continue;
    }
    const sameSpot = group.length === 2 && group[0].player === group[1].player && group[0].zone === group[1].zone;
    group.forEach((p, i) => {
      if (sameSpot) {
        en[p.id] = `${base} (${i === 0 ? "left" : "right"})`;
        ja[p.id] = `${baseJa}(${i === 0 ? "左" : "右"})`;
      } else {
        const n = group.filter((q, k) => k <= i && q.player === p.player).length;
        const many = group.filter((q) => q.player === p.player).length > 1;
        en[p.id] = `${base} (player ${p.player}${many ? ` ${n}` : ""})`;
        ja[p.id] = `${baseJa}(プレイヤー${p.player}${many ? (ORDINAL_JA[n - 1] ?? String(n)) : ""})`;
      }
    });
  }
  for (const id of Object.keys(instances)) {
    if (en[id] === undefined) {
      const info = cards[instances[id]];
      en[id] = info?.name ?? instances[id];
      ja[id] = info?.nameJa ?? en[id];
    }
  }
  return { en, ja };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A rewriter of one language's narration: compiled once per step-through (many lines go through it). */
export function humanizer(names: Names, cards: Record<string, CardInfo>, instances: Record<string, string>, lang: Lang, also: Record<string, string[]> = {}): (text: string) => string {
  const dict = names[lang];
  const ids = Object.keys(dict).sort((a, b) => b.length - a.length);
  if (ids.length === 0) return (t) => tidy(t, lang);
  // "Name (id)", "名前(id)" and the bare id: the engine writes cards these ways
  const printed = (id: string): string[] => {
    const info = cards[instances[id]];
    // `also`: other ways the engine writes this card (a psychic cell: its own side, "Super [cell: side]")
    const out = [info?.name, info?.nameJa, ...(Object.hasOwn(also, id) ? also[id] : [])].filter((x): x is string => !!x);
    return out.sort((a, b) => b.length - a.length).map(escape);
  };
  const withName = new RegExp(`((?:${ids.flatMap(printed).filter(Boolean).join("|") || "(?!)"})\\s?)?\\((${ids.map(escape).join("|")})\\)`, "g");
  const bare = new RegExp(`(?<![\\w-])(${ids.map(escape).join("|")})(?![\\w-])`, "g");
  // "Name (id)" becomes the name; "(id)" after other words stays in parentheses: "draws a card (Aqua Vehicle)"
  return (text: string) =>
    tidy(
      text.replace(withName, (_m, name: string | undefined, id: string) => (name ? (dict[id] ?? id) : `(${dict[id] ?? id})`)).replace(bare, (_m, id: string) => dict[id] ?? id),
      lang,
    );
}

/** Engine shorthand a reader does not need: reason tags, empty lists, list brackets around names. */
function tidy(text: string, lang: Lang): string {
  return text
    // references to the project's seed documents mean nothing to a reader: the clause next to them says it
    .replace(/;\s*seed principle \d+/g, "")
    .replace(/\s*[—-]\s*seed principle \d+/g, "")
    .replace(/\s*\(seed principle \d+\)/g, "")
    .replace(/,?\s*seed principle \d+/g, "")
    // "1 card(s)" / "3 card(s)"
    .replace(/\b(1|one) card\(s\)/g, "$1 card")
    .replace(/card\(s\)/g, "cards")
    .replace(/^Forced: /, "")
    // zone names as the engine abbreviates them ("player A's battle")
    .replace(/(['’]s|your|their) (battle|mana|shields)\b(?! zone)/g, (_m, who: string, z: string) => `${who} ${z === "shields" ? "shield" : z} zone`)
    .replace(/ \[(?:[a-z]+-)*[a-z]+\](?=$|[\s.,;)])/g, "")
    .replace(/→ \[\]/g, lang === "ja" ? "→ なし" : "→ nothing")
    .replace(/\[([^\]\n]*)\]/g, (m, inner: string) => (/^[^,]+(?:, [^,]+)*$/.test(inner) && !/^\d/.test(inner) ? inner : m))
    .replace(/Replacement check: (\d+) watching; none applied/, (_m, n: string) => (n === "1" ? "One replacement effect watches this event; it is not applied" : `${n} replacement effects watch this event; none is applied`))
    .replace(/Replacement check: (\d+) watching; /, (_m, n: string) => (n === "1" ? "One replacement effect watches this event; " : `${n} replacement effects watch this event; `));
}

const ZONE_WORDS: Record<string, string> = {
  battle: "battle zone",
  hand: "hand",
  mana: "mana zone",
  graveyard: "graveyard",
  shields: "shield zone",
  deck: "deck",
  hyperspatial: "hyperspatial zone",
  gr: "GR zone",
  abyss: "abyss",
};

/**
 * One difference between an answer and a run ("outcome.zones.A.battle: expected [], got [a_shadow]"), for a
 * reader: "Player A's battle zone: Jenny's Shadow (the answer says: nothing)". Other fields keep the
 * checker's words with card ids replaced by names.
 */
export function differenceText(diff: string, st: { names: Names; cards: Record<string, CardInfo>; instances: Record<string, string> }): string {
  const human = humanizer(st.names, st.cards, st.instances, "en");
  const list = (raw: string) => {
    const ids = raw.replace(/^\[|\]$/g, "").split(",").map((s) => s.trim()).filter(Boolean);
    return ids.length ? ids.map((id) => st.names.en[id] ?? id).join(", ") : "nothing";
  };
  const zone = /^outcome\.zones\.([AB])\.(\w+): expected (\[[^\]]*\]), got (\[[^\]]*\])$/.exec(diff);
  if (zone) {
    const [, p, z, expected, got] = zone;
    return `Player ${p}'s ${ZONE_WORDS[z] ?? z}: ${list(got)} (the answer says: ${list(expected)})`;
  }
  return human(diff.replace(/^outcome\./, ""));
}
