/**
 * `npm run cards:merge`: the files around the pure merge of lib/content/cards-merge.ts.
 *
 * The upstream version last merged is recorded in content/cards as
 * - `upstream.jsonl.gz`: that upstream file, byte for byte, gzipped (the merge base: ~1.5 MB for 11k cards);
 * - `upstream.jsonl.sha256`: its SHA-256, `sha256sum` style (`<hex>  upstream.jsonl`), checked on every read.
 * Both are written only when the upstream file changed, so a second merge of the same file writes nothing.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { ContentError } from "../files/errors";
import { contentFilePath } from "../files/paths";
import { parseYaml, validate } from "../files/yaml";
import { loadAllScenarios, loadContentContext } from "../scenarios";
import { mergeCards, type MergeReport } from "./cards-merge";
import { rulingFileSchema } from "../rulings/ruling";

export const DEFAULT_UPSTREAM = "../shared/data/cards/cards.jsonl";
export const BASE_FILE = "upstream.jsonl.gz";
export const BASE_SHA_FILE = "upstream.jsonl.sha256";

export const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

export interface RecordedBase {
  sha256: string;
  text: string;
}

/** The base recorded in `cardsDir`, or null when none is (the first merge). A half-recorded or altered base is an error. */
export function readRecordedBase(cardsDir: string): RecordedBase | null {
  const gz = path.join(cardsDir, BASE_FILE);
  const shaFile = path.join(cardsDir, BASE_SHA_FILE);
  const hasGz = fs.existsSync(gz);
  const hasSha = fs.existsSync(shaFile);
  if (!hasGz && !hasSha) return null;
  if (!hasGz || !hasSha) {
    const [present, missing] = hasGz ? [gz, shaFile] : [shaFile, gz];
    throw new ContentError(contentFilePath(missing), null, "(file)", `missing, while ${contentFilePath(present)} exists: restore both from git`);
  }
  const m = /^([0-9a-f]{64})\b/.exec(fs.readFileSync(shaFile, "utf8").trim());
  if (!m) throw new ContentError(contentFilePath(shaFile), 1, "(file)", "expected a SHA-256 (64 hex digits) then the file name");
  const bytes = gunzipSync(fs.readFileSync(gz));
  const actual = sha256(bytes);
  if (actual !== m[1]) {
    throw new ContentError(contentFilePath(gz), null, "(file)", `SHA-256 ${actual} does not match ${contentFilePath(shaFile)} (${m[1]}): restore both from git`);
  }
  return { sha256: m[1], text: bytes.toString("utf8") };
}

/**
 * Every catalogue id content/ refers to, with the files that do: Q&A `cards`, the cards a scenario uses (by id
 * or by name, and the faces they flip to), ability files, aliases.yaml. Reads content/ with the import's own
 * loaders, so a broken file stops here (the references would be incomplete).
 */
export function cardReferences(contentDir: string): Map<string, string[]> {
  const refs = new Map<string, string[]>();
  const add = (id: string, file: string) => {
    const list = refs.get(id) ?? [];
    if (!list.includes(file)) list.push(file);
    refs.set(id, list);
  };
  const ctx = loadContentContext(contentDir);
  const aliasesFile = contentFilePath(path.join(contentDir, "cards", "aliases.yaml"));
  for (const a of ctx.aliases) add(a.card, aliasesFile);
  for (const [id, ab] of ctx.abilities) add(id, ab.file);
  if (fs.existsSync(path.join(contentDir, "scenarios"))) {
    const { scenarios, errors } = loadAllScenarios(contentDir, ctx);
    if (errors.length > 0) throw errors[0];
    for (const s of scenarios) for (const id of Object.keys(s.defs)) add(id, s.file);
  }
  const qaDir = path.join(contentDir, "qa");
  if (fs.existsSync(qaDir)) {
    for (const name of fs.readdirSync(qaDir).sort()) {
      if (!name.endsWith(".yaml")) continue;
      const file = contentFilePath(path.join(qaDir, name));
      const entry = validate(parseYaml(fs.readFileSync(path.join(qaDir, name), "utf8"), file), rulingFileSchema);
      for (const id of entry.cards) add(id, file);
    }
  }
  return refs;
}

export interface MergeRun {
  upstream: { file: string; sha256: string };
  /** the base merged against (null: none recorded) */
  base: { sha256: string } | null;
  report: MergeReport;
  /** files written (none on a dry run or when nothing changed) */
  wrote: string[];
  /** the merged content/ failed to load (a scenario naming a card ambiguously, say): the files are written all the same */
  contentProblem: ContentError | null;
}

export function mergeUpstreamCatalogue(opts: { contentDir: string; upstream: string; dryRun?: boolean }): MergeRun {
  const cardsDir = path.join(opts.contentDir, "cards");
  const localFile = path.join(cardsDir, "cards.jsonl");
  if (!fs.existsSync(opts.upstream)) throw new ContentError(contentFilePath(opts.upstream), null, "(file)", "upstream catalogue not found");
  const upstreamBytes = fs.readFileSync(opts.upstream);
  const upstreamSha = sha256(upstreamBytes);
  const base = readRecordedBase(cardsDir);
  const refs = cardReferences(opts.contentDir);
  const localText = fs.readFileSync(localFile, "utf8");
  const result = mergeCards({
    local: localText,
    upstream: upstreamBytes.toString("utf8"),
    base: base?.text ?? null,
    referencedBy: (id) => refs.get(id) ?? [],
    files: {
      local: contentFilePath(localFile),
      upstream: contentFilePath(opts.upstream),
      base: contentFilePath(path.join(cardsDir, BASE_FILE)),
    },
  });
  const wrote: string[] = [];
  let contentProblem: ContentError | null = null;
  if (!opts.dryRun) {
    if (result.changed) {
      writeAtomically(localFile, result.text);
      wrote.push(contentFilePath(localFile));
    }
    if (base?.sha256 !== upstreamSha) {
      writeAtomically(path.join(cardsDir, BASE_FILE), gzipSync(upstreamBytes, { level: 9 }));
      writeAtomically(path.join(cardsDir, BASE_SHA_FILE), `${upstreamSha}  upstream.jsonl\n`);
      wrote.push(contentFilePath(path.join(cardsDir, BASE_FILE)), contentFilePath(path.join(cardsDir, BASE_SHA_FILE)));
    }
    if (result.changed) {
      try {
        cardReferences(opts.contentDir); // content/ still loads against the merged catalogue
      } catch (e) {
        if (!(e instanceof ContentError)) throw e;
        contentProblem = e;
      }
    }
  }
  return {
    upstream: { file: contentFilePath(opts.upstream), sha256: upstreamSha },
    base: base ? { sha256: base.sha256 } : null,
    report: result.report,
    wrote,
    contentProblem,
  };
}

function writeAtomically(file: string, data: string | Buffer) {
  const tmp = `${file}.tmp-${process.pid}`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}
