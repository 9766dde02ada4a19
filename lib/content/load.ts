/**
 * Loads and validates everything under content/ into one bundle, before anything touches the
 * database: a bad file stops the import with a ContentError (file, line, field) and changes nothing.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { readCardsJsonl, type CardRecord } from "./cards-file";
import { clauseSortKey, parentClauseNumber } from "./clauses";
import { ContentError } from "./errors";
import { normalizeName } from "./normalize";
import {
  aliasesFileSchema,
  gamesFileSchema,
  qaSchema,
  ruleDocumentSchema,
  ruleVersionSchema,
  scenarioHeaderSchema,
  type AliasesFile,
  type QaFile,
  type RuleDocumentFile,
  type RuleVersionFile,
} from "./schemas";
import { lineOf, parseYaml, validateYaml } from "./yaml";

/** Bump when the importer's mapping changes, so unchanged content is still re-imported once. */
export const IMPORT_FORMAT_VERSION = 1;

export interface LoadedRuleVersion extends RuleVersionFile {
  file: string;
}
export interface LoadedDocument {
  doc: RuleDocumentFile;
  versions: LoadedRuleVersion[];
}
export interface LoadedQa extends QaFile {
  file: string;
}
export interface LoadedScenario {
  slug: string;
  titleEn: string;
  titleJa: string | null;
  rules: string[];
  cardSlugs: string[];
  source: string;
  file: string;
}
export interface ContentBundle {
  root: string;
  hash: string;
  games: { id: string; name: { en: string; ja?: string } }[];
  cards: CardRecord[];
  aliases: AliasesFile;
  documents: LoadedDocument[];
  qa: LoadedQa[];
  scenarios: LoadedScenario[];
}

function rel(root: string, file: string): string {
  return path.join("content", path.relative(root, file));
}

function listFiles(dir: string, ext: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(ext))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Every file the import depends on, in a stable order, for the content hash. */
function contentFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ya?ml|jsonl)$/.test(entry.name)) out.push(full);
    }
  };
  walk(root);
  return out;
}

export function contentHash(root: string): string {
  const h = createHash("sha256").update(`format:${IMPORT_FORMAT_VERSION}\n`);
  for (const file of contentFiles(root)) {
    h.update(path.relative(root, file)).update("\0").update(fs.readFileSync(file)).update("\0");
  }
  return h.digest("hex");
}

/** Index of every name a card can be found by (normalised) → card slugs. */
export function buildNameIndex(cards: CardRecord[], aliases: AliasesFile): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  const add = (name: string, slug: string) => {
    const key = normalizeName(name);
    if (!key) return;
    let set = index.get(key);
    if (!set) index.set(key, (set = new Set()));
    set.add(slug);
  };
  for (const c of cards) {
    add(c.name, c.id);
    add(c.id, c.id);
    if (c.nameJa) add(c.nameJa, c.id);
    for (const a of c.aliases) add(a, c.id);
    for (const f of c.faces ?? []) add(f.name, c.id);
  }
  for (const a of aliases) for (const name of a.aliases) add(name, a.card);
  return index;
}

function collectCardRefs(value: unknown, out: string[]): void {
  if (Array.isArray(value)) {
    for (const v of value) collectCardRefs(v, out);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "card" && typeof v === "string") out.push(v);
      else collectCardRefs(v, out);
    }
  }
}

export function loadContent(root: string): ContentBundle {
  const abs = path.resolve(root);
  if (!fs.existsSync(abs)) throw new ContentError(root, null, "(folder)", "content folder not found");

  // games
  const gamesPath = path.join(abs, "games.yaml");
  if (!fs.existsSync(gamesPath)) throw new ContentError(rel(abs, gamesPath), null, "(file)", "missing");
  const games = validateYaml(parseYaml(fs.readFileSync(gamesPath, "utf8"), rel(abs, gamesPath)), gamesFileSchema);
  const gameIds = new Set(games.map((g) => g.id));

  // cards
  const cardsPath = path.join(abs, "cards", "cards.jsonl");
  const cards = fs.existsSync(cardsPath) ? readCardsJsonl(cardsPath, rel(abs, cardsPath)) : [];
  const cardSlugs = new Set(cards.map((c) => c.id));

  const aliasesPath = path.join(abs, "cards", "aliases.yaml");
  let aliases: AliasesFile = [];
  if (fs.existsSync(aliasesPath)) {
    const parsed = parseYaml(fs.readFileSync(aliasesPath, "utf8"), rel(abs, aliasesPath));
    aliases = parsed.value == null ? [] : validateYaml(parsed, aliasesFileSchema);
    aliases.forEach((a, i) => {
      if (!cardSlugs.has(a.card)) {
        throw new ContentError(parsed.file, lineOf(parsed, [i, "card"]), `${i}.card`, `unknown card id "${a.card}"`);
      }
    });
  }

  // rules
  const documents: LoadedDocument[] = [];
  const clauseNumbersByDoc = new Map<string, Set<string>>();
  const rulesDir = path.join(abs, "rules");
  for (const docDir of fs.existsSync(rulesDir) ? fs.readdirSync(rulesDir).sort() : []) {
    const dir = path.join(rulesDir, docDir);
    if (!fs.statSync(dir).isDirectory()) continue;
    const docPath = path.join(dir, "document.yaml");
    if (!fs.existsSync(docPath)) throw new ContentError(rel(abs, docPath), null, "(file)", "missing");
    const docParsed = parseYaml(fs.readFileSync(docPath, "utf8"), rel(abs, docPath));
    const doc = validateYaml(docParsed, ruleDocumentSchema);
    if (doc.id !== docDir) {
      throw new ContentError(docParsed.file, lineOf(docParsed, ["id"]), "id", `must equal the folder name "${docDir}"`);
    }
    if (!gameIds.has(doc.game)) {
      throw new ContentError(docParsed.file, lineOf(docParsed, ["game"]), "game", `unknown game "${doc.game}"`);
    }
    const versions: LoadedRuleVersion[] = [];
    const numbers = new Set<string>();
    const versionKeys = new Map<string, string>();
    for (const file of listFiles(dir, ".yaml")) {
      if (path.basename(file) === "document.yaml") continue;
      const parsed = parseYaml(fs.readFileSync(file, "utf8"), rel(abs, file));
      const version = validateYaml(parsed, ruleVersionSchema);
      const previous = versionKeys.get(version.version);
      if (previous) {
        throw new ContentError(parsed.file, lineOf(parsed, ["version"]), "version", `"${version.version}" is also declared in ${previous}`);
      }
      versionKeys.set(version.version, parsed.file);
      const seen = new Set<string>();
      version.clauses.forEach((clause, i) => {
        if (seen.has(clause.number)) {
          throw new ContentError(parsed.file, lineOf(parsed, ["clauses", i, "number"]), `clauses.${i}.number`, `clause ${clause.number} appears twice`);
        }
        seen.add(clause.number);
        numbers.add(clause.number);
      });
      version.clauses.sort((a, b) => clauseSortKey(a.number).localeCompare(clauseSortKey(b.number)));
      versions.push({ ...version, file: parsed.file });
    }
    versions.sort(compareVersions);
    documents.push({ doc, versions });
    clauseNumbersByDoc.set(doc.id, numbers);
  }

  // scenarios (header only; the engine's loader validates the whole file)
  const scenarios: LoadedScenario[] = [];
  const nameIndex = buildNameIndex(cards, aliases);
  for (const file of listFiles(path.join(abs, "scenarios"), ".yaml")) {
    const source = fs.readFileSync(file, "utf8");
    const parsed = parseYaml(source, rel(abs, file));
    const header = validateYaml(parsed, scenarioHeaderSchema);
    const expected = path.basename(file, ".yaml");
    if (header.meta.id !== expected) {
      throw new ContentError(parsed.file, lineOf(parsed, ["meta", "id"]), "meta.id", `must equal the file name "${expected}"`);
    }
    const refs: string[] = [];
    collectCardRefs(parsed.value, refs);
    const slugs = new Set<string>();
    for (const ref of refs) {
      const hits = nameIndex.get(normalizeName(ref));
      if (hits && hits.size === 1) slugs.add([...hits][0]);
    }
    const title = header.meta.title;
    scenarios.push({
      slug: header.meta.id,
      titleEn: typeof title === "string" ? title : title.en,
      titleJa: typeof title === "string" ? null : (title.ja ?? null),
      rules: header.meta.rules,
      cardSlugs: [...slugs].sort(),
      source,
      file: parsed.file,
    });
  }
  const scenarioSlugs = new Set(scenarios.map((s) => s.slug));

  // Q&A
  const qa: LoadedQa[] = [];
  const anyClause = (n: string) => [...clauseNumbersByDoc.values()].some((s) => s.has(n));
  for (const file of listFiles(path.join(abs, "qa"), ".yaml")) {
    const parsed = parseYaml(fs.readFileSync(file, "utf8"), rel(abs, file));
    const entry = validateYaml(parsed, qaSchema);
    const expected = path.basename(file, ".yaml");
    const fail = (p: (string | number)[], problem: string): never => {
      throw new ContentError(parsed.file, lineOf(parsed, p), p.join("."), problem);
    };
    if (entry.slug !== expected) fail(["slug"], `must equal the file name "${expected}"`);
    if (!gameIds.has(entry.game)) fail(["game"], `unknown game "${entry.game}"`);
    entry.cards.forEach((c, i) => {
      if (!cardSlugs.has(c)) fail(["cards", i], `unknown card id "${c}"${suggest(c, cardSlugs)}`);
    });
    entry.clauses.forEach((n, i) => {
      if (!anyClause(n)) fail(["clauses", i], `no rule version in content/rules has clause ${n}`);
    });
    entry.same_principle_as.forEach((n, i) => {
      if (!anyClause(n)) fail(["same_principle_as", i], `no rule version in content/rules has clause ${n}`);
    });
    if (entry.scenario && !scenarioSlugs.has(entry.scenario)) {
      fail(["scenario"], `no scenario content/scenarios/${entry.scenario}.yaml`);
    }
    qa.push({ ...entry, file: parsed.file });
  }

  return {
    root: abs,
    hash: contentHash(abs),
    games,
    cards,
    aliases,
    documents,
    qa,
    scenarios,
  };
}

/** ` (did you mean "x"?)` for the closest slug by edit distance, when one is close. */
function suggest(input: string, candidates: Iterable<string>): string {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const c of candidates) {
    if (Math.abs(c.length - input.length) >= bestDistance) continue;
    const d = editDistance(input, c, bestDistance);
    if (d < bestDistance) {
      bestDistance = d;
      best = c;
    }
  }
  return best && bestDistance <= Math.max(2, Math.floor(input.length / 3)) ? ` (did you mean "${best}"?)` : "";
}

function editDistance(a: string, b: string, cap: number): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      rowMin = Math.min(rowMin, cur[j]);
    }
    if (rowMin >= cap) return cap;
    prev = cur;
  }
  return prev[b.length];
}

/** Oldest first; a version without a known date sorts by its key among the others' order, after dated ones. */
function compareVersions(a: RuleVersionFile, b: RuleVersionFile): number {
  if (a.date && b.date) return a.date.localeCompare(b.date) || a.version.localeCompare(b.version, "en", { numeric: true });
  if (!a.date && !b.date) return a.version.localeCompare(b.version, "en", { numeric: true });
  return a.date ? -1 : 1;
}

export { parentClauseNumber, clauseSortKey };
