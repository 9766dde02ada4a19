/** YAML reading with line numbers: every problem is reported as ContentError(file, line, field, problem). */
import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node } from "yaml";
import type { z } from "zod";
import { ContentError } from "./errors";

export interface YamlFile {
  file: string;
  doc: Document.Parsed;
  lines: LineCounter;
  data: unknown;
}

export function parseYaml(text: string, file: string): YamlFile {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    const line = e.linePos?.[0]?.line ?? lines.linePos(e.pos[0]).line;
    throw new ContentError(file, line, "(yaml)", e.message.split("\n")[0]);
  }
  return { file, doc, lines, data: doc.toJS() };
}

export type PathSeg = string | number;

/** Line of the node at `path`, or of its nearest existing ancestor. */
export function lineOf(y: YamlFile, path: readonly PathSeg[]): number | null {
  for (let n = path.length; n >= 0; n--) {
    const node = y.doc.getIn(path.slice(0, n), true) as Node | undefined;
    if (node && typeof node === "object" && "range" in node && node.range) {
      return y.lines.linePos(node.range[0]).line;
    }
    if (n === 0 && y.doc.contents && y.doc.contents.range) return y.lines.linePos(y.doc.contents.range[0]).line;
  }
  return null;
}

/** Line of the key `key` inside the map at `path` (more precise for "unknown key" problems). */
export function lineOfKey(y: YamlFile, path: readonly PathSeg[], key: string): number | null {
  const node = path.length === 0 ? y.doc.contents : (y.doc.getIn(path, true) as Node | undefined);
  if (node && isMap(node)) {
    for (const item of node.items) {
      const k = item.key as Node | null;
      if (k && "value" in k && k.value === key && k.range) return y.lines.linePos(k.range[0]).line;
    }
  }
  return lineOf(y, path);
}

export function fieldName(path: readonly PathSeg[]): string {
  let out = "";
  for (const seg of path) out += typeof seg === "number" ? `[${seg}]` : out ? `.${seg}` : seg;
  return out || "(document)";
}

export function fail(y: YamlFile, path: readonly PathSeg[], problem: string): never {
  throw new ContentError(y.file, lineOf(y, path), fieldName(path), problem);
}

/** Validate with zod; the first issue becomes a ContentError with its line. */
export function validate<T>(y: YamlFile, schema: z.ZodType<T>, data: unknown = y.data, base: PathSeg[] = []): T {
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const path = [...base, ...(issue.path as PathSeg[])];
  if (issue.code === "unrecognized_keys") {
    const key = issue.keys[0];
    throw new ContentError(y.file, lineOfKey(y, path, key), fieldName([...path, key]), `unknown field "${key}"`);
  }
  throw new ContentError(y.file, lineOf(y, path), fieldName(path), issue.message);
}

export function isSeqNode(y: YamlFile, path: PathSeg[]): boolean {
  return isSeq(y.doc.getIn(path, true));
}
