/**
 * Node-side content loading: the card catalogue (once), aliases, ability data, and engine card definitions.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { readCardsJsonl, type CardRecord } from "../files/cards-file";
import { contentFilePath } from "../files/paths";
import { emptyAbilities, type CardDef, type CardDefs } from "../engine";
import { spellFaceOf } from "../engine/moves3";
import { compileCard } from "../abilities";
import { buildNameIndex, type NameIndex } from "./names";
import { abilityFileSchema, aliasesFileSchema, type AbilityFile } from "./schemas";
import { fail, parseYaml, validate, type PathSeg, type YamlFile } from "../files/yaml";
import { ContentError } from "../files/errors";

export interface AliasEntry {
  card: string;
  aliases: string[];
  note?: string;
}

export interface LoadedAbilities {
  file: string;
  data: AbilityFile;
}

export interface ContentContext {
  contentDir: string;
  cards: CardRecord[];
  names: NameIndex;
  aliases: AliasEntry[];
  abilities: Map<string, LoadedAbilities>;
  /** Engine definitions built so far, by catalogue id. */
  defs: CardDefs;
}

const catalogueCache = new Map<string, CardRecord[]>();

/** Read the catalogue once per file version per process (11k cards): keyed by path, size and mtime. */
export function loadCatalogue(path: string, displayName: string): CardRecord[] {
  const st = statSync(path);
  const key = `${path}\0${st.size}\0${st.mtimeMs}`;
  let cards = catalogueCache.get(key);
  if (!cards) {
    cards = readCardsJsonl(path, displayName);
    catalogueCache.clear(); // keep only the newest version
    catalogueCache.set(key, cards);
  }
  return cards;
}

/** Display path of a content file in errors: relative to the working directory, or absolute outside it. */
export function displayPath(_contentDir: string, file: string): string {
  return contentFilePath(file);
}

export function loadContentContext(contentDir: string): ContentContext {
  const cardsPath = join(contentDir, "cards", "cards.jsonl");
  const cards = loadCatalogue(cardsPath, displayPath(contentDir, cardsPath));
  const byId = new Map(cards.map((c) => [c.id, c] as const));
  const aliases = loadAliases(contentDir, byId);
  const names = buildNameIndex(cards, aliases);
  const abilities = loadAbilities(contentDir, byId);
  return { contentDir, cards, names, aliases, abilities, defs: {} };
}

function loadAliases(contentDir: string, byId: Map<string, CardRecord>): AliasEntry[] {
  const path = join(contentDir, "cards", "aliases.yaml");
  if (!existsSync(path)) return [];
  const y = parseYaml(readFileSync(path, "utf8"), displayPath(contentDir, path));
  const list = validate(y, aliasesFileSchema);
  list.forEach((a, i) => {
    if (!byId.has(a.card)) fail(y, [i, "card"], `no card "${a.card}" in the catalogue`);
  });
  return list;
}

function loadAbilities(contentDir: string, byId: Map<string, CardRecord>): Map<string, LoadedAbilities> {
  const dir = join(contentDir, "abilities");
  const out = new Map<string, LoadedAbilities>();
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith(".yaml")) continue;
    const path = join(dir, name);
    const file = displayPath(contentDir, path);
    const y = parseYaml(readFileSync(path, "utf8"), file);
    const data = validate(y, abilityFileSchema);
    const rec = byId.get(data.card);
    if (!rec) fail(y, ["card"], `no card "${data.card}" in the catalogue`);
    const prev = out.get(data.card);
    if (prev) fail(y, ["card"], `abilities for "${data.card}" are already defined in ${prev.file}`);
    checkCitedText(y, y.data, [], rec.text);
    out.set(data.card, { file, data });
  }
  return out;
}

const looseText = (s: string): string =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[“”"'’`]/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** Every `text:` in an ability file must quote the card's printed (catalogue) text. */
function checkCitedText(y: YamlFile, node: unknown, path: PathSeg[], printed: string): void {
  if (Array.isArray(node)) {
    node.forEach((v, i) => checkCitedText(y, v, [...path, i], printed));
    return;
  }
  if (node === null || typeof node !== "object") return;
  for (const [k, v] of Object.entries(node)) {
    if (k === "text" && typeof v === "string" && path.length > 0) {
      if (!looseText(printed).includes(looseText(v))) {
        fail(y, [...path, k], `"${v}" is not part of the card's printed text in the catalogue`);
      }
    } else if (k === "spellText" && Array.isArray(v) && path.length === 0) {
      // the spell sentences a file's steps model quote the printed text too
      v.forEach((t, i) => {
        if (typeof t === "string" && !looseText(printed).includes(looseText(t))) fail(y, [k, i], `"${t}" is not part of the card's printed text in the catalogue`);
      });
    } else checkCitedText(y, v, [...path, k], printed);
  }
}

/**
 * The engine definition of a catalogue card: stats from the catalogue, abilities from content/abilities.
 * A card with rules text but no ability file is an error (nothing is silently treated as vanilla).
 * `where` locates the reference for the error message.
 */
export function cardDef(ctx: ContentContext, id: string, where: { y: YamlFile; path: PathSeg[] }): CardDef {
  const cached = ctx.defs[id];
  if (cached) return cached;
  const rec = ctx.names.byId.get(id);
  if (!rec) fail(where.y, where.path, `no card "${id}" in the catalogue`);
  const ab = ctx.abilities.get(id);
  let abilities = emptyAbilities();
  if (ab) {
    abilities.keywords = ab.data.keywords;
    abilities.statics = ab.data.statics;
    abilities.replacements = ab.data.replacements;
    abilities.triggers = ab.data.triggers;
    abilities.spell = ab.data.spell;
    abilities.onEnter = ab.data.onEnter;
    if (ab.data.tapAbility) abilities.tapAbility = ab.data.tapAbility;
    if (ab.data.tapAbilityUsers) abilities.tapAbilityUsers = ab.data.tapAbilityUsers;
    if (ab.data.soulCross) abilities.soulCross = ab.data.soulCross;
    if (ab.data.gravityZero) abilities.gravityZero = ab.data.gravityZero;
    if (ab.data.silentSkill) abilities.silentSkill = ab.data.silentSkill;
  } else if (rec.text.trim() !== "") {
    // no hand-written file: the card-text compiler's reading (lib/abilities), when it understands every sentence
    const compiled = compileCard(rec);
    const missing = compiled.sentences.filter((x) => x.status === "not-modelled").map((x) => x.text);
    if (missing.length > 0) {
      const quoted = missing.slice(0, 3).map((m) => `"${m}"`).join(", ") + (missing.length > 3 ? ` and ${missing.length - 3} more` : "");
      fail(
        where.y,
        where.path,
        `"${rec.name}" (${id}) can't be used in a scenario yet: the engine does not understand ${quoted} (not modelled); add ${contentFilePath(join(ctx.contentDir, "abilities", `${id}.yaml`))}`,
      );
    }
    abilities = compiled.abilities;
  }
  const def: CardDef = {
    id: rec.id,
    name: rec.name,
    nameJa: rec.nameJa,
    type: rec.type ?? "",
    civilizations: rec.civilizations,
    races: rec.races,
    power: rec.power,
    cost: rec.cost,
    text: rec.text,
    flipTo: lowerFace(ctx, rec),
    abilities,
    ...(rec.faces && rec.faces.length > 0 ? { faceTypes: rec.faces.map((f) => f.type ?? "") } : {}),
    ...(spellFaceOf(rec.faces) ? { spellFace: spellFaceOf(rec.faces) } : {}),
  };
  ctx.defs[id] = def;
  // the side Release flips to must be definable (a psychic creature's Release flips to it)
  if (def.flipTo) cardDef(ctx, def.flipTo, where);
  // its other faces: required when its own abilities turn it to another face than the lower one (Dragon Evade to the
  // fortress side, 龍解, 禁断解放, Parallel Release); otherwise listed when the engine can read them
  const faces = otherFaces(ctx, rec);
  const turnsToFaces = turnsToOtherFaces(abilities) || abilities.keywords.includes("dragon-evade");
  const usable: string[] = [];
  for (const f of faces) {
    if (turnsToFaces) {
      cardDef(ctx, f, where);
      usable.push(f);
      continue;
    }
    try {
      cardDef(ctx, f, where);
      usable.push(f);
    } catch (e) {
      if (!(e instanceof ContentError)) throw e;
    }
  }
  if (usable.length > 0) def.faces = usable;
  return def;
}

/** Does any of these abilities flip a card to a face other than its lower one (`flip` with `to` or `toType`)? */
function turnsToOtherFaces(a: unknown): boolean {
  if (Array.isArray(a)) return a.some(turnsToOtherFaces);
  if (a === null || typeof a !== "object") return false;
  const o = a as Record<string, unknown>;
  if (o.do === "flip" && (o.to !== undefined || o.toType !== undefined)) return true;
  // Psychic Link turns the card to its Psychic Super Creature face (805.1c)
  if (o.do === "psychic-link") return true;
  return Object.values(o).some(turnsToOtherFaces);
}

/** Cards with several faces (807.1, 809.1): psychic, dragheart and forbidden cards. */
const MULTI_FACED = ["Psychic", "Dragheart", "Forbidden"];

/**
 * The other faces of a multi-faced card, as catalogue ids: its `otherFaces` names resolved to cards of those types,
 * and theirs in turn (the catalogue lists some faces only on a sibling: a four-sided psychic's awakened side names one
 * of its three sides, each of which names the others).
 */
function otherFaces(ctx: ContentContext, rec: CardRecord): string[] {
  if (!MULTI_FACED.some((t) => (rec.type ?? "").includes(t))) return [];
  const out: string[] = [];
  const todo = [rec];
  while (todo.length > 0) {
    const r = todo.pop()!;
    for (const name of r.otherFaces) {
      const ids = ctx.names.byName.get(name.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "")) ?? [];
      const id = ids.find((x) => MULTI_FACED.some((t) => (ctx.names.byId.get(x)!.type ?? "").includes(t)));
      if (!id || id === rec.id || out.includes(id)) continue;
      out.push(id);
      todo.push(ctx.names.byId.get(id)!);
    }
  }
  return out;
}

/** The lower-cost linked psychic face (what "Release" flips an awakened psychic creature to), if any. */
function lowerFace(ctx: ContentContext, rec: CardRecord): string | null {
  if (!(rec.type ?? "").includes("Psychic")) return null;
  let best: CardRecord | null = null;
  for (const name of rec.otherFaces) {
    const ids = ctx.names.byName.get(name.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "")) ?? [];
    for (const id of ids) {
      const other = ctx.names.byId.get(id)!;
      if (!(other.type ?? "").includes("Psychic")) continue;
      if (other.cost !== null && rec.cost !== null && other.cost < rec.cost && (!best || other.cost > (best.cost ?? 0))) best = other;
    }
  }
  return best ? best.id : null;
}

