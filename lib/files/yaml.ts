/**
 * YAML reading with line numbers: every problem is reported as ContentError(file, line, field, problem).
 * The one place content YAML is parsed (files, scenarios, the admin's scenario and outcome texts):
 * besides syntax it refuses what YAML allows but content has no use for and what would cost without
 * bound (aliases, tags, odd keys, control characters, size and nesting over lib/engine/limits.ts).
 */
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type ErrorCode, type Node, type Scalar } from "yaml";
import type { z } from "zod";
import { YAML_LIMITS } from "../engine/limits";
import { ContentError, type ContentErrorCode } from "./errors";

export interface YamlFile {
  file: string;
  doc: Document.Parsed;
  lines: LineCounter;
  data: unknown;
}

export interface YamlLimits {
  /** bytes in the text (UTF-8) */
  maxBytes?: number;
  /** nodes after expanding aliases */
  maxNodes?: number;
}

export function parseYaml(text: string, file: string, limits: YamlLimits = {}): YamlFile {
  checkSize(text, file, limits.maxBytes ?? YAML_LIMITS.maxBytes);
  checkCharacters(text, file);
  checkNesting(text, file);
  const lines = new LineCounter();
  // keys given twice are found by checkTree, in linear time (the parser's own check compares every pair)
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
  const e = doc.errors[0] ?? doc.warnings[0];
  if (e) {
    const line = e.linePos?.[0]?.line ?? lines.linePos(e.pos[0]).line;
    // the parser recurses per nesting level: a text nested thousands deep ends its parse here
    if (/Maximum call stack/.test(e.message)) throw new ContentError(file, line, "(yaml)", `nested more than ${YAML_LIMITS.maxDepth} levels deep`, "E_LIMIT");
    throw new ContentError(file, line, "(yaml)", e.message.split("\n")[0], yamlCode(e.code));
  }
  const y: YamlFile = { file, doc, lines, data: undefined };
  checkTree(y, limits.maxNodes ?? YAML_LIMITS.maxNodes);
  try {
    // checkTree has counted the aliases (and expanded nodes) already, with lines; the yaml package's own
    // count is off by one from it (it counts the anchor too), so it is not asked again
    y.data = doc.toJS({ maxAliasCount: -1 });
  } catch (err) {
    // an alias checkTree let through would be a bug in it: still a located, documented error
    if (err instanceof ReferenceError) throw new ContentError(file, 1, "(yaml)", err.message, "E_YAML_ALIAS");
    throw err;
  }
  return y;
}

function yamlCode(code: ErrorCode): ContentErrorCode {
  if (code === "BAD_ALIAS" || code === "ALIAS_PROPS") return "E_YAML_ALIAS";
  if (code === "TAG_RESOLVE_FAILED" || code === "NON_STRING_KEY" || code === "BAD_COLLECTION_TYPE") return "E_YAML_UNSUPPORTED";
  return "E_YAML";
}

function lineAtOffset(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Refuses a text over `maxBytes` UTF-8 bytes, at the line where it goes over. */
function checkSize(text: string, file: string, maxBytes: number): void {
  if (text.length * 3 <= maxBytes) return; // at most 3 bytes per UTF-16 unit
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
    if (bytes > maxBytes) {
      throw new ContentError(file, lineAtOffset(text, i), "(file)", `larger than ${maxBytes} bytes, the limit for this text`, "E_LIMIT");
    }
  }
}

/** Characters YAML does not allow in a text (1.2, 5.1): C0/C1 controls but tab, LF, CR and NEL; DEL; unpaired surrogates; U+FFFE/FFFF. */
const NON_PRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const charName = (s: string) => `U+${s.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;

function checkCharacters(text: string, file: string): void {
  const m = NON_PRINTABLE.exec(text);
  if (m) throw new ContentError(file, lineAtOffset(text, m.index), "(yaml)", `control character ${charName(m[0])} is not allowed in YAML`, "E_YAML");
}

/** Nesting in the text above which the parser is not even started (it recurses per level, and slowly). */
const NESTING_PRESCAN = 8 * YAML_LIMITS.maxDepth;

/**
 * A linear look at the text before parsing: flow collections (`[`, `{`) open and not closed, plus the
 * block indicators that start a line (`- - - x`). Quoted values and comments are skipped; a bracket in
 * a plain value may be counted, a real level never missed: the bound is far above maxDepth, and the
 * exact depth is checked on the parsed document.
 */
function checkNesting(text: string, file: string): void {
  const tooDeep = (line: number): never => {
    throw new ContentError(file, line, "(yaml)", `nested more than ${YAML_LIMITS.maxDepth} levels deep`, "E_LIMIT");
  };
  let flow = 0;
  let line = 1;
  let lineStart = 0;
  let prev = ""; // the last character that is not a space on this line
  const leading = /[ \t]*((?:[-?:][ \t]+)+)/y;
  const indicators = (from: number) => {
    leading.lastIndex = from;
    const m = leading.exec(text);
    if (m && flow + m[1].replace(/[ \t]/g, "").length > NESTING_PRESCAN) tooDeep(line);
  };
  indicators(0);
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\n") {
      line++;
      lineStart = i + 1;
      prev = "";
      indicators(i + 1);
      continue;
    }
    if (c === " " || c === "\t" || c === "\r") continue;
    const valueStart = prev === "" || ":-?,[{".includes(prev);
    if (c === "#" && (i === lineStart || text[i - 1] === " " || text[i - 1] === "\t")) {
      while (i + 1 < text.length && text[i + 1] !== "\n") i++;
      continue;
    }
    if ((c === '"' || c === "'") && valueStart) {
      // a quoted value: to its closing quote (\" escapes in double quotes, '' in single quotes)
      let j = i + 1;
      for (; j < text.length; j++) {
        const d = text[j];
        if (d === "\n") line++;
        else if (c === '"' && d === "\\") j++;
        else if (d === c) {
          if (c === "'" && text[j + 1] === "'") j++;
          else break;
        }
      }
      i = j;
      prev = c;
      continue;
    }
    if (c === "[" || c === "{") {
      if (++flow > NESTING_PRESCAN) tooDeep(line);
    } else if ((c === "]" || c === "}") && flow > 0) flow--;
    prev = c;
  }
}

const CORE_TAGS = new Set(["str", "int", "float", "bool", "null", "map", "seq"].map((t) => `tag:yaml.org,2002:${t}`));

interface Size {
  nodes: number;
  aliases: number;
  depth: number;
}

/**
 * Walks the parsed document once, before it becomes data: resolves every alias (it must follow its
 * anchor and not sit inside the node it names), counts aliases, nodes and depth as if aliases were
 * expanded, and refuses tags outside YAML's core schema, keys that are not plain values, merge keys
 * and `__proto__`. Recursion stops at maxDepth, so a deeply nested text cannot exhaust the stack.
 */
function checkTree(y: YamlFile, maxNodes: number): void {
  const anchors = new Map<string, Node>();
  const sizes = new Map<Node, Size>();
  const open = new Set<Node>();
  let nodes = 0;
  let aliases = 0;
  const bad = (node: Node | null, path: PathSeg[], problem: string, code: ContentErrorCode): never => {
    const line = node?.range ? y.lines.linePos(node.range[0]).line : (lineOf(y, path) ?? 1);
    throw new ContentError(y.file, line, fieldName(path), problem, code);
  };
  const countNodes = (n: number, node: Node, path: PathSeg[]) => {
    nodes += n;
    if (nodes > maxNodes) bad(node, path, `more than ${maxNodes} YAML nodes (aliases expanded), the limit for this text`, "E_LIMIT");
  };
  const visit = (node: unknown, path: PathSeg[], depth: number): Size => {
    if (node === null || node === undefined) return { nodes: 1, aliases: 0, depth: 0 };
    if (isAlias(node)) {
      const source = anchors.get(node.source);
      if (!source) bad(node, path, `alias *${node.source} has no anchor &${node.source} before it`, "E_YAML_ALIAS");
      if (open.has(source!)) bad(node, path, `alias *${node.source} is inside the node &${node.source} it names (a loop)`, "E_YAML_ALIAS");
      const s = sizes.get(source!)!;
      aliases += 1 + s.aliases;
      if (aliases > YAML_LIMITS.maxAliases) {
        bad(node, path, `more than ${YAML_LIMITS.maxAliases} aliases (an alias counts again every alias inside the node it names)`, "E_YAML_ALIAS");
      }
      countNodes(s.nodes, node, path);
      if (depth + s.depth > YAML_LIMITS.maxDepth) bad(node, path, `nested more than ${YAML_LIMITS.maxDepth} levels deep`, "E_LIMIT");
      return { nodes: s.nodes, aliases: 1 + s.aliases, depth: s.depth };
    }
    const n = node as Node;
    if (n.anchor) anchors.set(n.anchor, n);
    if (n.tag !== undefined && !CORE_TAGS.has(n.tag)) bad(n, path, `tag ${n.tag} is not supported (plain values, lists and maps only)`, "E_YAML_UNSUPPORTED");
    countNodes(1, n, path);
    const size: Size = { nodes: 1, aliases: 0, depth: 0 };
    if (isScalar(n)) {
      if (typeof n.value === "string" && NON_PRINTABLE.test(n.value)) {
        bad(n, path, `control character ${charName(NON_PRINTABLE.exec(n.value)![0])} is not allowed in a value`, "E_YAML_UNSUPPORTED");
      }
    } else if (isMap(n) || isSeq(n)) {
      if (depth + 1 > YAML_LIMITS.maxDepth) bad(n, path, `nested more than ${YAML_LIMITS.maxDepth} levels deep`, "E_LIMIT");
      open.add(n);
      const add = (s: Size) => {
        size.nodes += s.nodes;
        size.aliases += s.aliases;
        size.depth = Math.max(size.depth, s.depth + 1);
      };
      if (isSeq(n)) {
        n.items.forEach((item, i) => add(visit(item, [...path, i], depth + 1)));
      } else {
        const keys = new Set<string>();
        for (const pair of n.items) {
          const keyNode = pair.key as Node | null;
          if (keyNode !== null && !isScalar(keyNode)) bad(keyNode, path, "keys must be plain values (not lists, maps or aliases)", "E_YAML_UNSUPPORTED");
          const key = keyNode as Scalar | null;
          const k = key === null ? "" : typeof key.value === "symbol" ? "<<" : String(key.value);
          const kpath = [...path, k];
          if (key && (typeof key.value === "symbol" || (key.value === "<<" && key.type === "PLAIN"))) {
            bad(key, kpath, "merge keys (<<) are not supported: write the fields out", "E_YAML_ALIAS");
          }
          if (k === "__proto__") bad(key, kpath, 'the key "__proto__" is not allowed', "E_YAML_UNSUPPORTED");
          if (keys.has(k)) bad(key, kpath, `the key "${k}" is given twice`, "E_YAML");
          keys.add(k);
          if (key) visit(key, kpath, depth + 1);
          add(visit(pair.value, kpath, depth + 1));
        }
      }
      open.delete(n);
    } else {
      bad(n, path, "unsupported YAML node", "E_YAML_UNSUPPORTED");
    }
    if (n.anchor) sizes.set(n, size);
    return size;
  };
  visit(y.doc.contents, [], 0);
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

/** Stops with a ContentError at `path` (line 1 when the text has no node there, e.g. an empty text). */
export function fail(y: YamlFile, path: readonly PathSeg[], problem: string, code?: ContentErrorCode): never {
  throw new ContentError(y.file, lineOf(y, path) ?? 1, fieldName(path), problem, code);
}

/** Validate with zod; the first issue becomes a ContentError (E_SCHEMA, or E_LIMIT for a maximum) with its line. */
export function validate<T>(y: YamlFile, schema: z.ZodType<T>, data: unknown = y.data, base: PathSeg[] = []): T {
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const path = [...base, ...(issue.path as PathSeg[])];
  if (issue.code === "unrecognized_keys") {
    const key = issue.keys[0];
    throw new ContentError(y.file, lineOfKey(y, path, key) ?? 1, fieldName([...path, key]), `unknown field "${key}"`, "E_SCHEMA");
  }
  // "too big" issues are the limits of lib/engine/limits.ts written into the schemas (cards per zone, counts...)
  throw new ContentError(y.file, lineOf(y, path) ?? 1, fieldName(path), issue.message, issue.code === "too_big" ? "E_LIMIT" : "E_SCHEMA");
}

export function isSeqNode(y: YamlFile, path: PathSeg[]): boolean {
  return isSeq(y.doc.getIn(path, true));
}
