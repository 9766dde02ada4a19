/**
 * Name normalisation for lookups: the same card typed differently gives the same key.
 * NFKC folds full-width/half-width forms; katakana becomes hiragana; case, spaces,
 * punctuation (including ・ and the long-vowel variants) are dropped.
 */
const KATAKANA_START = 0x30a1;
const KATAKANA_END = 0x30f6;

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
  const kana = katakanaToHiragana(nfkc);
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
