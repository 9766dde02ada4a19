/**
 * Loads and validates everything under content/ into one bundle, before anything touches the
 * database: a bad file stops the import with a ContentError (file, line, field) and changes nothing.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { CardRecord } from "../files/cards-file";
import { clauseSortKey } from "./clauses";
import { ContentError } from "../files/errors";
import { contentFilePath } from "../files/paths";
import { editDistance } from "../text/normalize";
import { fingerprint } from "../ops/fingerprint";
import {
  gamesFileSchema,
  ruleDocumentSchema,
  ruleVersionSchema,
  type GamesFile,
  type RuleDocumentFile,
  type RuleVersionFile,
} from "./schemas";
import { rulingFileSchema, rulingProblems, type RulingFile } from "../rulings/ruling";
import { fail, lineOf, parseYaml, validate } from "../files/yaml";
import { expandRuleVersion } from "./rule-full-text";
import { loadAllScenarios, type LoadedScenario as EngineScenarioFile } from "../scenarios";
import { titleTagProblem } from "./title-tags";
import { checkQaOutcome, checkUnderCurrentRules, ENGINE_SOURCES, engineVersion, olderRulesLabel, rulesBasis, rulingDate, runScenarios, type CurrentRulesCheck, type ScenarioRun } from "./verify";
import { makeRun, type CompiledScenario, type StoredRun } from "../stepthrough/run";
import { loadContentContext, type AliasEntry, type ContentContext } from "../scenarios/content";

/** Bump when the importer's mapping changes, so unchanged content is still re-imported once. */
export const IMPORT_FORMAT_VERSION = 4;

export interface LoadedRuleVersion extends RuleVersionFile {
  file: string;
  /** clauses whose Japanese in the version file differs from the version's full text (which is kept) */
  differences: string[];
  /** clauses whose English comes from the version's translation files */
  translated: number;
  /** the clauses written in the version file itself (before the full text and translations were added) */
  declaredClauses: RuleVersionFile["clauses"];
}
export interface LoadedDocument {
  doc: RuleDocumentFile;
  versions: LoadedRuleVersion[];
}
export interface LoadedQa extends RulingFile {
  file: string;
  /** "Ver. 1.20 (2020-07-17)" when the engine verified the outcome; null when not verified */
  verifiedAgainst: string | null;
  /** the scenario re-run under the current rules: does the answer still hold? (null when not verified) */
  currentRules: CurrentRulesCheck | null;
  /** why a draft's outcome did not verify */
  verificationProblem: string | null;
}
export interface LoadedScenario {
  slug: string;
  titleEn: string;
  titleJa: string | null;
  rules: string[];
  cardSlugs: string[];
  source: string;
  file: string;
  /** what the engine runs: the scenario and its card definitions, plain JSON */
  compiled: CompiledScenario;
  /** the run every view shows, made once here (lib/stepthrough/run.ts) */
  run: StoredRun;
  /** the scenario's own expectations held when run at import */
  runOk: boolean;
}
export interface ContentBundle {
  root: string;
  hash: string;
  games: GamesFile;
  cards: CardRecord[];
  aliases: AliasEntry[];
  documents: LoadedDocument[];
  qa: LoadedQa[];
  scenarios: LoadedScenario[];
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
      // the full texts of rule versions (rules/<document>/sources/*.md) are parsed into clauses
      else if (/\.md$/.test(entry.name) && path.relative(root, full).split(path.sep)[0] === "rules") out.push(full);
    }
  };
  walk(root);
  return out;
}

/**
 * The hash that decides whether an import can be skipped: every content file, the import format,
 * and the engine's source (verification results and stored runs depend on the engine as much as on content).
 */
export function contentHash(root: string): string {
  const engine = fingerprint(process.cwd(), ENGINE_SOURCES);
  const h = createHash("sha256").update(`format:${IMPORT_FORMAT_VERSION}\nengine:${engine}\n`);
  for (const file of contentFiles(root)) {
    h.update(path.relative(root, file)).update("\0").update(fs.readFileSync(file)).update("\0");
  }
  return h.digest("hex");
}

export function loadContent(root: string): ContentBundle {
  const abs = path.resolve(root);
  if (!fs.existsSync(abs)) throw new ContentError(contentFilePath(abs), null, "(folder)", "content folder not found");

  // games
  const gamesPath = path.join(abs, "games.yaml");
  if (!fs.existsSync(gamesPath)) throw new ContentError(contentFilePath(gamesPath), null, "(file)", "missing");
  const games = validate(parseYaml(fs.readFileSync(gamesPath, "utf8"), contentFilePath(gamesPath)), gamesFileSchema);
  const gameIds = new Set(games.map((g) => g.id));

  // cards, aliases and card abilities: read once, shared with the engine's scenario loader
  const ctx = loadContentContext(abs);
  const cards = ctx.cards;
  const aliases = ctx.aliases;
  const cardSlugs = new Set(cards.map((c) => c.id));

  // rules
  const documents: LoadedDocument[] = [];
  const clauseNumbersByDoc = new Map<string, Set<string>>();
  const rulesDir = path.join(abs, "rules");
  for (const docDir of fs.existsSync(rulesDir) ? fs.readdirSync(rulesDir).sort() : []) {
    const dir = path.join(rulesDir, docDir);
    if (!fs.statSync(dir).isDirectory()) continue;
    const docPath = path.join(dir, "document.yaml");
    if (!fs.existsSync(docPath)) throw new ContentError(contentFilePath(docPath), null, "(file)", "missing");
    const docParsed = parseYaml(fs.readFileSync(docPath, "utf8"), contentFilePath(docPath));
    const doc = validate(docParsed, ruleDocumentSchema);
    if (doc.id !== docDir) fail(docParsed, ["id"], `must equal the folder name "${docDir}"`);
    if (!gameIds.has(doc.game)) fail(docParsed, ["game"], `unknown game "${doc.game}"`);
    const versions: LoadedRuleVersion[] = [];
    const numbers = new Set<string>();
    const versionKeys = new Map<string, string>();
    for (const file of listFiles(dir, ".yaml")) {
      if (path.basename(file) === "document.yaml") continue;
      const parsed = parseYaml(fs.readFileSync(file, "utf8"), contentFilePath(file));
      const declared = validate(parsed, ruleVersionSchema);
      const previous = versionKeys.get(declared.version);
      if (previous) fail(parsed, ["version"], `"${declared.version}" is also declared in ${previous}`);
      versionKeys.set(declared.version, parsed.file);
      const seen = new Set<string>();
      declared.clauses.forEach((clause, i) => {
        if (seen.has(clause.number)) fail(parsed, ["clauses", i, "number"], `clause ${clause.number} appears twice`);
        seen.add(clause.number);
      });
      const expanded = expandRuleVersion(declared, parsed, dir, docDir);
      const version = { ...declared, clauses: expanded.clauses };
      for (const clause of version.clauses) numbers.add(clause.number);
      version.clauses.sort((a, b) => clauseSortKey(a.number).localeCompare(clauseSortKey(b.number)));
      versions.push({ ...version, file: parsed.file, differences: expanded.differences, translated: expanded.translated, declaredClauses: declared.clauses });
    }
    versions.sort(compareVersions);
    documents.push({ doc, versions });
    clauseNumbersByDoc.set(doc.id, numbers);
  }

  // scenarios: loaded and validated by the engine's loader (card names, abilities, choices)
  const loadedScenarios = loadScenarios(abs, ctx);
  for (const l of loadedScenarios) {
    const problem = titleTagProblem(l.scenario.meta.title, l.scenario.meta.rules);
    if (problem) throw new ContentError(l.file, lineOf(l.yaml, ["meta", "title", "en"]), "meta.title", `${problem}; tag the clause in meta.rules or reword the title`);
  }
  const runs = runScenarios(loadedScenarios);
  const engine = engineVersion();
  const scenarios = loadedScenarios.map((l) => toScenario(abs, l, runs.get(l.scenario.meta.id)!, engine));
  // the versions a ruling can follow: every clause they record, full texts included
  const allVersions = documents.flatMap((d) => d.versions);
  const scenarioSlugs = new Set(scenarios.map((s) => s.slug));

  // Q&A
  const qa: LoadedQa[] = [];
  const gameById = new Map(games.map((g) => [g.id, g]));
  const principal = games.find((g) => g.engine)!;
  games.forEach((g, i) => {
    if (g.rules && !clauseNumbersByDoc.has(g.rules)) {
      throw new ContentError(contentFilePath(gamesPath), null, `[${i}].rules`, `no rule document "${g.rules}" in ${contentFilePath(rulesDir)}`);
    }
  });
  const docClause = (doc: string | undefined, n: string) => !!doc && !!clauseNumbersByDoc.get(doc)?.has(n);
  const qaFiles = listFiles(path.join(abs, "qa"), ".yaml");
  const rulingSlugs = new Set(qaFiles.map((f) => path.basename(f, ".yaml")));
  for (const file of qaFiles) {
    const parsed = parseYaml(fs.readFileSync(file, "utf8"), contentFilePath(file));
    const entry = validate(parsed, rulingFileSchema);
    const expected = path.basename(file, ".yaml");
    const bad = (p: (string | number)[], problem: string): never => fail(parsed, p, problem);
    if (entry.slug !== expected) bad(["slug"], `must equal the file name "${expected}"`);
    const game = gameById.get(entry.game);
    if (!game) bad(["game"], `unknown game "${entry.game}" (content/games.yaml has ${games.map((g) => g.id).join(", ")})`);
    for (const p of rulingProblems(entry)) bad(p.path, p.problem);
    entry.cards.forEach((c, i) => {
      if (!game!.catalogue) bad(["cards", i], `${game!.name.en} has no card catalogue here; name its cards under mentions`);
      if (!cardSlugs.has(c)) bad(["cards", i], `unknown card id "${c}"${suggest(c, cardSlugs)}`);
    });
    entry.clauses.forEach((n, i) => {
      if (!game!.rules) bad(["clauses", i], `${game!.name.en} has no rule document here; cite Duel Masters clauses with the same principle under same_principle_as`);
      if (!docClause(game!.rules, n)) bad(["clauses", i], `no version of ${game!.rules} in ${contentFilePath(rulesDir)} has clause ${n}`);
    });
    entry.same_principle_as.forEach((n, i) => {
      if (!docClause(principal.rules, n)) bad(["same_principle_as", i], `no version of ${principal.rules} in ${contentFilePath(rulesDir)} has clause ${n}`);
    });
    if (entry.superseded_by === entry.slug) bad(["superseded_by"], "a ruling cannot supersede itself");
    if (entry.superseded_by && !rulingSlugs.has(entry.superseded_by)) bad(["superseded_by"], `no ruling ${contentFilePath(path.join(abs, "qa", `${entry.superseded_by}.yaml`))}`);
    const tagProblem = titleTagProblem(entry.title, [...entry.clauses, ...entry.same_principle_as]);
    if (tagProblem) bad(["title", "en"], `${tagProblem}; add the clause to clauses or reword the title`);
    if (entry.scenario && !game!.engine) bad(["scenario"], `the engine does not play ${game!.name.en}: its rulings have no scenario`);
    if (entry.scenario && !scenarioSlugs.has(entry.scenario)) {
      bad(["scenario"], `no scenario ${contentFilePath(path.join(abs, "scenarios", `${entry.scenario}.yaml`))}`);
    }
    if (entry.scenario && !entry.outcome && entry.status === "published") {
      bad(["scenario"], "a published entry with a scenario states its answer as an `outcome:` the engine checks");
    }
    let verifiedAgainst: string | null = null;
    let verificationProblem: string | null = null;
    let currentRules: CurrentRulesCheck | null = null;
    if (entry.scenario && entry.outcome) {
      const check = checkQaOutcome(entry.outcome, runs.get(entry.scenario)!);
      if (check.ok) {
        currentRules = checkUnderCurrentRules(entry.outcome, runs.get(entry.scenario)!);
        const meta = runs.get(entry.scenario)!.loaded.scenario.meta;
        // the rules the engine ran it under, when older than the current ones; else the version in force on its date
        verifiedAgainst =
          olderRulesLabel(meta.rulesVersion) ?? rulesBasis(entry.clauses.length ? entry.clauses : meta.rules, allVersions, rulingDate(meta.rulesVersion, entry.source?.date ?? null));
      } else {
        const first = check.mismatches[0];
        verificationProblem = check.mismatches.map((m) => `${m.field}: ${m.message}`).join("; ");
        if (entry.status === "published") {
          const [head, sub, ...rest] = first.field.split(".");
          bad(
            [head, sub, rest.join(".")].filter(Boolean),
            `the engine's run of scenario ${entry.scenario} disagrees with this answer (${first.field}: ${first.message}); fix the answer or the scenario, or make the entry a draft`,
          );
        }
      }
    }
    qa.push({ ...entry, file: parsed.file, verifiedAgainst, verificationProblem, currentRules });
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

/**
 * Every scenario through the engine's loader, which also refuses a `meta.id` that differs from the file name
 * and an id used twice; the first broken file stops the import.
 */
function loadScenarios(root: string, ctx: ContentContext): EngineScenarioFile[] {
  if (!fs.existsSync(path.join(root, "scenarios"))) return [];
  const { scenarios, errors } = loadAllScenarios(root, ctx);
  if (errors.length > 0) throw errors[0];
  return scenarios;
}

function toScenario(root: string, l: EngineScenarioFile, run: ScenarioRun, engine: string): LoadedScenario {
  const meta = l.scenario.meta;
  return {
    slug: meta.id,
    titleEn: meta.title.en,
    titleJa: meta.title.ja ?? null,
    rules: meta.rules,
    cardSlugs: Object.keys(l.defs).sort(),
    source: fs.readFileSync(path.join(root, "scenarios", `${meta.id}.yaml`), "utf8"),
    file: l.file,
    compiled: { scenario: l.scenario, defs: l.defs },
    run: makeRun({ scenario: l.scenario, defs: l.defs }, engine),
    runOk: run.ok,
  };
}

/** Oldest first; a version without a known date sorts by its key among the others' order, after dated ones. */
function compareVersions(a: RuleVersionFile, b: RuleVersionFile): number {
  if (a.date && b.date) return a.date.localeCompare(b.date) || a.version.localeCompare(b.version, "en", { numeric: true });
  if (!a.date && !b.date) return a.version.localeCompare(b.version, "en", { numeric: true });
  return a.date ? -1 : 1;
}

