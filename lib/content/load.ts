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
import { editDistance } from "./normalize";
import {
  aliasesFileSchema,
  gamesFileSchema,
  qaSchema,
  ruleDocumentSchema,
  ruleVersionSchema,
  type AliasesFile,
  type QaFile,
  type RuleDocumentFile,
  type RuleVersionFile,
} from "./schemas";
import { fail, parseYaml, validate } from "./yaml";
import { loadAllScenarios } from "../scenarios";
import { loadContentContext, type ContentContext } from "../scenarios/content";

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

export function loadContent(root: string): ContentBundle {
  const abs = path.resolve(root);
  if (!fs.existsSync(abs)) throw new ContentError(root, null, "(folder)", "content folder not found");

  // games
  const gamesPath = path.join(abs, "games.yaml");
  if (!fs.existsSync(gamesPath)) throw new ContentError(rel(abs, gamesPath), null, "(file)", "missing");
  const games = validate(parseYaml(fs.readFileSync(gamesPath, "utf8"), rel(abs, gamesPath)), gamesFileSchema);
  const gameIds = new Set(games.map((g) => g.id));

  // cards
  const cardsPath = path.join(abs, "cards", "cards.jsonl");
  const cards = fs.existsSync(cardsPath) ? readCardsJsonl(cardsPath, rel(abs, cardsPath)) : [];
  const cardSlugs = new Set(cards.map((c) => c.id));

  const aliasesPath = path.join(abs, "cards", "aliases.yaml");
  let aliases: AliasesFile = [];
  if (fs.existsSync(aliasesPath)) {
    const parsed = parseYaml(fs.readFileSync(aliasesPath, "utf8"), rel(abs, aliasesPath));
    aliases = parsed.data == null ? [] : validate(parsed, aliasesFileSchema);
    aliases.forEach((a, i) => {
      if (!cardSlugs.has(a.card)) fail(parsed, [i, "card"], `unknown card id "${a.card}"${suggest(a.card, cardSlugs)}`);
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
    const doc = validate(docParsed, ruleDocumentSchema);
    if (doc.id !== docDir) fail(docParsed, ["id"], `must equal the folder name "${docDir}"`);
    if (!gameIds.has(doc.game)) fail(docParsed, ["game"], `unknown game "${doc.game}"`);
    const versions: LoadedRuleVersion[] = [];
    const numbers = new Set<string>();
    const versionKeys = new Map<string, string>();
    for (const file of listFiles(dir, ".yaml")) {
      if (path.basename(file) === "document.yaml") continue;
      const parsed = parseYaml(fs.readFileSync(file, "utf8"), rel(abs, file));
      const version = validate(parsed, ruleVersionSchema);
      const previous = versionKeys.get(version.version);
      if (previous) fail(parsed, ["version"], `"${version.version}" is also declared in ${previous}`);
      versionKeys.set(version.version, parsed.file);
      const seen = new Set<string>();
      version.clauses.forEach((clause, i) => {
        if (seen.has(clause.number)) fail(parsed, ["clauses", i, "number"], `clause ${clause.number} appears twice`);
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

  // scenarios: loaded and validated by the engine's loader (card names, abilities, choices)
  const ctx = loadContentContext(abs);
  const scenarios = loadScenarios(abs, ctx);
  const scenarioSlugs = new Set(scenarios.map((s) => s.slug));

  // Q&A
  const qa: LoadedQa[] = [];
  const anyClause = (n: string) => [...clauseNumbersByDoc.values()].some((set) => set.has(n));
  for (const file of listFiles(path.join(abs, "qa"), ".yaml")) {
    const parsed = parseYaml(fs.readFileSync(file, "utf8"), rel(abs, file));
    const entry = validate(parsed, qaSchema);
    const expected = path.basename(file, ".yaml");
    const bad = (p: (string | number)[], problem: string): never => fail(parsed, p, problem);
    if (entry.slug !== expected) bad(["slug"], `must equal the file name "${expected}"`);
    if (!gameIds.has(entry.game)) bad(["game"], `unknown game "${entry.game}"`);
    entry.cards.forEach((c, i) => {
      if (!cardSlugs.has(c)) bad(["cards", i], `unknown card id "${c}"${suggest(c, cardSlugs)}`);
      if (entry.cards.indexOf(c) !== i) bad(["cards", i], `card "${c}" is listed twice`);
    });
    entry.clauses.forEach((n, i) => {
      if (!anyClause(n)) bad(["clauses", i], `no rule version in content/rules has clause ${n}`);
    });
    entry.same_principle_as.forEach((n, i) => {
      if (!anyClause(n)) bad(["same_principle_as", i], `no rule version in content/rules has clause ${n}`);
    });
    if (entry.scenario && !scenarioSlugs.has(entry.scenario)) {
      bad(["scenario"], `no scenario content/scenarios/${entry.scenario}.yaml`);
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
  const max = Math.max(2, Math.floor(input.length / 3));
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const c of candidates) {
    const d = editDistance(input, c, bestDistance - 1);
    if (d < bestDistance) {
      bestDistance = d;
      best = c;
    }
  }
  return best ? ` (did you mean "${best}"?)` : "";
}

/** Every scenario through the engine's loader; the first broken file stops the import. */
function loadScenarios(root: string, ctx: ContentContext): LoadedScenario[] {
  if (!fs.existsSync(path.join(root, "scenarios"))) return [];
  const { scenarios, errors } = loadAllScenarios(root, ctx);
  if (errors.length > 0) throw errors[0];
  return scenarios.map((l) => {
    const meta = l.scenario.meta;
    const file = path.join(root, "scenarios", `${meta.id}.yaml`);
    if (!fs.existsSync(file)) throw new ContentError(l.file, 1, "meta.id", `must equal the file name (expected ${meta.id}.yaml)`);
    return {
      slug: meta.id,
      titleEn: meta.title.en,
      titleJa: meta.title.ja ?? null,
      rules: meta.rules,
      cardSlugs: Object.keys(l.defs).sort(),
      source: fs.readFileSync(file, "utf8"),
      file: l.file,
    };
  });
}

/** Oldest first; a version without a known date sorts by its key among the others' order, after dated ones. */
function compareVersions(a: RuleVersionFile, b: RuleVersionFile): number {
  if (a.date && b.date) return a.date.localeCompare(b.date) || a.version.localeCompare(b.version, "en", { numeric: true });
  if (!a.date && !b.date) return a.version.localeCompare(b.version, "en", { numeric: true });
  return a.date ? -1 : 1;
}

export { parentClauseNumber, clauseSortKey };
