/** YAML parsing with line numbers, so content errors can name the line of the offending field. */
import { LineCounter, parseDocument, isMap, isSeq, type Document, type Node } from "yaml";
import type { z } from "zod";
import { ContentError } from "./errors";

export interface ParsedYaml {
  file: string;
  doc: Document.Parsed;
  lines: LineCounter;
  value: unknown;
}

export function parseYaml(text: string, file: string): ParsedYaml {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const err = doc.errors[0];
    const line = err.linePos?.[0]?.line ?? null;
    throw new ContentError(file, line, "(yaml)", err.message.split("\n")[0]);
  }
  return { file, doc, lines, value: doc.toJS({ maxAliasCount: 100 }) };
}

/** The line of the node at `path` (or of its nearest existing ancestor). */
export function lineOf(parsed: ParsedYaml, path: readonly PropertyKey[]): number | null {
  let node: unknown = parsed.doc.contents;
  let best: number | null = rangeLine(parsed, node);
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => {
        const k = p.key as { value?: unknown } | null;
        return k != null && String(k.value) === String(key);
      });
      if (!pair) break;
      best = rangeLine(parsed, pair.key) ?? best;
      node = pair.value;
    } else if (isSeq(node) && typeof key === "number") {
      node = node.items[key];
      if (node == null) break;
    } else break;
    best = rangeLine(parsed, node) ?? best;
  }
  return best;
}

function rangeLine(parsed: ParsedYaml, node: unknown): number | null {
  const range = (node as Node | null)?.range;
  if (!range) return null;
  return parsed.lines.linePos(range[0]).line;
}

/** Validates parsed YAML against a zod schema, or throws a ContentError at the first issue. */
export function validateYaml<S extends z.ZodType>(parsed: ParsedYaml, schema: S): z.output<S> {
  const result = schema.safeParse(parsed.value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ContentError(parsed.file, lineOf(parsed, issue.path), issue.path.join(".") || "(document)", issue.message);
}
