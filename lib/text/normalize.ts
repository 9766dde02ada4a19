/**
 * Name normalisation for lookups: the same card typed differently gives the same key.
 * NFKC folds full-width/half-width forms; katakana becomes hiragana; case, spaces,
 * punctuation (including ・ and the long-vowel variants) are dropped; Latin accents are
 * dropped too (Über → uber, Ōgon → ogon), so a name can be typed on any keyboard.
 * The key is stored in CardName.normalized and used by search and the engine's name resolution.
 */
const KATAKANA_START = 0x30a1;
const KATAKANA_END = 0x30f6;
/** Latin letters NFD does not split into a base letter and an accent. */
const LATIN_FOLDS: Record<string, string> = { "œ": "oe", "æ": "ae", "ß": "ss", "ø": "o", "đ": "d", "ł": "l", "ı": "i" };

export function katakanaToHiragana(s: string): string {
  let out = "";
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    out += code >= KATAKANA_START && code <= KATAKANA_END ? String.fromCodePoint(code - 0x60) : ch;
  }
  return out;
}

export function normalizeName(input: string): string {
  const nfkc = input.normalize("NFKC").toLowerCase();
  // Strip Latin combining accents only (U+0300–036F); the kana voicing marks (U+3099/309A) survive NFD and
  // recompose under NFC, so が stays が.
  const latin = /[\u00c0-\u024f\u1e00-\u1eff]/.test(nfkc)
    ? nfkc.normalize("NFD").replace(/[\u0300-\u036f]/g, "").normalize("NFC").replace(/[œæßøđłı]/g, (c) => LATIN_FOLDS[c])
    : nfkc;
  const kana = katakanaToHiragana(latin);
  // Letters and digits of any script survive; everything else (spaces, punctuation, symbols) goes.
  return kana.replace(/[^\p{L}\p{N}ー]/gu, "");
}

/** A URL slug from an English name (matches the catalogue's ids for plain names). */
export function slugify(input: string): string {
  return input
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Levenshtein distance with an early exit once it exceeds `max` (then returns max + 1). */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = new Array<number>(b.length + 1);
  let cur = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (cur[j] < rowMin) rowMin = cur[j];
    }
    if (rowMin > max) return max + 1;
    [prev, cur] = [cur, prev];
  }
  return prev[b.length];
}
