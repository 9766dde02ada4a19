/**
 * A rule version's clauses from three places, merged at load time:
 * 1. `full_text`: the whole text of the version (a PDF transcription in the document's `sources/`), parsed
 *    into every clause with its Japanese title and text (lib/rules/source-parser.ts) — the text of record;
 * 2. the clauses written in the version file: their English, statuses, notes and sources win, their
 *    Japanese gives way to the full text's (a difference is reported, not an error);
 * 3. `translations`: a folder of working translations (English titles and texts keyed by number), used
 *    where the version file gives no English. A number that is not a clause of the version is an error
 *    (a misprinted clause may be keyed by its number as printed: "505.2a" for 506.2a).
 */
import fs from "node:fs";
import path from "node:path";
import { ContentError } from "../files/errors";
import { contentFilePath } from "../files/paths";
import { fail, parseYaml, validate, type YamlFile } from "../files/yaml";
import { parseRulesSource, RulesSourceError } from "../rules/source-parser";
import { translationFileSchema, type RuleClauseFile, type RuleVersionFile } from "./schemas";

export interface ExpandedVersion {
  clauses: RuleClauseFile[];
  /** where a clause written in the version file differs from the full text (the full text wins) */
  differences: string[];
  /** clauses that took their English from the translation files */
  translated: number;
  /** the files read besides the version file (for errors and the content hash) */
  files: string[];
}

/** Resolves a path written in a version file inside the document's folder, never outside it. */
function inside(docDir: string, rel: string, y: YamlFile, field: (string | number)[]): string {
  const full = path.resolve(docDir, rel);
  if (!full.startsWith(docDir + path.sep)) fail(y, field, `must stay inside ${contentFilePath(docDir)}`);
  return full;
}

const squash = (s: string | undefined) => (s ?? "").replace(/\s+/g, "");

export function expandRuleVersion(version: RuleVersionFile, y: YamlFile, docDir: string, documentId: string): ExpandedVersion {
  const out: ExpandedVersion = { clauses: version.clauses, differences: [], translated: 0, files: [] };
  if (!version.full_text && !version.translations) return out;

  const byNumber = new Map<string, RuleClauseFile>();
  /** a misprinted number as printed → the clause it was renumbered to, when no clause has that number */
  const printedAs = new Map<string, string>();
  if (version.full_text) {
    const file = inside(docDir, version.full_text.file, y, ["full_text", "file"]);
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) fail(y, ["full_text", "file"], `no such file ${contentFilePath(file)}`);
    out.files.push(file);
    let parsed;
    try {
      parsed = parseRulesSource(fs.readFileSync(file, "utf8"));
    } catch (e) {
      if (e instanceof RulesSourceError) throw new ContentError(contentFilePath(file), e.line, "(text)", e.message.replace(/^line \d+: /, ""));
      throw e;
    }
    if (parsed.version !== version.version) {
      fail(y, ["full_text", "file"], `${contentFilePath(file)} is Ver. ${parsed.version ?? "(none given)"}, not Ver. ${version.version}`);
    }
    if (version.date && parsed.date && parsed.date !== version.date) {
      fail(y, ["date"], `${contentFilePath(file)} is dated ${parsed.date}`);
    }
    for (const c of parsed.clauses) {
      const clause: RuleClauseFile = { number: c.number, ja_status: version.full_text.ja_status };
      if (c.title) clause.title = { ja: c.title };
      if (c.text) clause.text = { ja: c.text };
      if (c.note) clause.note = c.note;
      byNumber.set(c.number, clause);
    }
    for (const c of parsed.clauses) if (c.printed && !byNumber.has(c.printed)) printedAs.set(c.printed, c.number);
    version.clauses.forEach((hand, i) => {
      const base = byNumber.get(hand.number);
      if (!base) fail(y, ["clauses", i, "number"], `clause ${hand.number} is not in the full text ${contentFilePath(file)}`);
      for (const part of ["title", "text"] as const) {
        const mine = hand[part]?.ja;
        const theirs = base[part]?.ja;
        if (mine && squash(mine) !== squash(theirs)) {
          out.differences.push(`${hand.number} ${part}: the version file has "${mine}", the full text "${theirs ?? "(nothing)"}"; the full text is kept`);
        }
      }
      const merged: RuleClauseFile = { ...base, ...hand };
      for (const part of ["title", "text"] as const) {
        const en = hand[part]?.en;
        const ja = base[part]?.ja ?? hand[part]?.ja;
        if (en || ja) merged[part] = { ...(en ? { en } : {}), ...(ja ? { ja } : {}) };
        else delete merged[part];
      }
      merged.ja_status = hand.ja_status ?? base.ja_status;
      const notes = [base.note, hand.note].filter(Boolean);
      if (notes.length) merged.note = notes.join(" ");
      byNumber.set(hand.number, merged);
    });
  } else {
    for (const c of version.clauses) byNumber.set(c.number, { ...c });
  }

  if (version.translations) {
    const dir = inside(docDir, version.translations, y, ["translations"]);
    if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) fail(y, ["translations"], `no such folder ${contentFilePath(dir)}`);
    const givenIn = new Map<string, string>();
    for (const name of fs.readdirSync(dir).filter((f) => f.endsWith(".yaml")).sort()) {
      const file = path.join(dir, name);
      out.files.push(file);
      const ty = parseYaml(fs.readFileSync(file, "utf8"), contentFilePath(file));
      const t = validate(ty, translationFileSchema);
      if (t.document !== documentId) fail(ty, ["document"], `must be "${documentId}", the folder's document`);
      if (t.version !== version.version) fail(ty, ["version"], `must be "${version.version}", the version ${y.file} declares`);
      for (const [key, tr] of Object.entries(t.clauses)) {
        // a translation may key a misprinted clause by the number the source prints ("505.2a" for 506.2a)
        const number = byNumber.has(key) ? key : (printedAs.get(key) ?? key);
        const clause = byNumber.get(number);
        if (!clause) fail(ty, ["clauses", key], `clause ${key} is not in Ver. ${version.version}`);
        const earlier = givenIn.get(number);
        if (earlier) fail(ty, ["clauses", key], `clause ${number} is also translated in ${earlier}`);
        givenIn.set(number, ty.file);
        let used = false;
        if (tr.title && !clause.title?.en) {
          clause.title = { ...clause.title, en: tr.title };
          used = true;
        }
        if (tr.text && !clause.text?.en) {
          clause.text = { ...clause.text, en: tr.text };
          used = true;
        }
        if (used) {
          clause.en_status ??= "working-translation";
          out.translated++;
        }
      }
    }
  }
  out.clauses = [...byNumber.values()];
  return out;
}
