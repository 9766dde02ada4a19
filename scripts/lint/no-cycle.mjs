/**
 * ESLint rule `shinpan/no-cycle`: an import that closes a cycle between the project's own modules.
 *
 * Why not `import/no-cycle` (or `import-x/no-cycle`): both skip `import type` unconditionally, and a
 * type-only cycle (engine `defs` ↔ `types`) is still two modules that cannot be understood, moved or
 * tested one without the other. This rule counts every kind of import: `import`, `import type`,
 * `export … from`, `import()`, `require()`, `import x = require()` and `import("…").T` in types.
 * Specifiers are found by TypeScript's import scanner (strings and comments are not imports) and resolved
 * by TypeScript under the nearest tsconfig.json, so `@/…` paths resolve exactly as `tsc` and Next resolve
 * them; packages (node_modules) are not followed.
 *
 * Reported at each import statement whose target leads back to the file, with the whole cycle:
 *   Import cycle: lib/a.ts → lib/b.ts (type) → lib/a.ts
 * where "(type)" marks an import of types only.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** @typedef {{ target: string, pos: number, end: number }} Edge  an import: the file it names, where its specifier is */
/** @typedef {{ start: number, end: number, typeOnly: boolean }} Statement  the statement an import is in */

/** tsconfig path → { options, cache } */
const configs = new Map();
/** file → { mtimeMs, size, text, edges } as on disk; scanned again when the file changes */
const files = new Map();
/** file → { text, statements: Map<specifier position, Statement> }, made only to report a cycle */
const details = new Map();

function compilerSetup(fromDir) {
  const configPath = ts.findConfigFile(fromDir, ts.sys.fileExists) ?? "";
  let setup = configs.get(configPath);
  if (setup) return setup;
  let options = { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext };
  if (configPath) {
    const read = ts.readConfigFile(configPath, ts.sys.readFile);
    // readDirectory → []: only the compiler options are wanted, not the list of files `include` names.
    const host = { ...ts.sys, readDirectory: () => [] };
    options = ts.parseJsonConfigFileContent(read.config ?? {}, host, path.dirname(configPath)).options;
  }
  setup = { options, cache: ts.createModuleResolutionCache(path.dirname(configPath || fromDir), (f) => f, options) };
  configs.set(configPath, setup);
  return setup;
}

/** The project file a specifier names, or undefined for a package or anything unresolved. */
function resolve(spec, fromFile) {
  const { options, cache } = compilerSetup(path.dirname(fromFile));
  const r = ts.resolveModuleName(spec, fromFile, options, ts.sys, cache).resolvedModule;
  if (!r || r.isExternalLibraryImport || r.resolvedFileName.split(path.sep).includes("node_modules")) return undefined;
  return path.resolve(r.resolvedFileName);
}

/** @returns {Edge[]} */
function edgesOf(fileName, text) {
  /** @type {Edge[]} */
  const edges = [];
  // The scanner, not a parse: fast, and it sees every import form (dynamic and in types included).
  for (const ref of ts.preProcessFile(text, true, true).importedFiles) {
    const target = resolve(ref.fileName, fileName);
    if (target) edges.push({ target, pos: ref.pos, end: ref.end });
  }
  return edges;
}

const readText = (fileName) => fs.readFileSync(fileName, "utf8").replace(/^\uFEFF/, ""); // as ESLint sees it

/**
 * A file's edges as it is on disk, scanned once per version of the file. `text`, when given, is what is
 * being linted: used instead of the disk's when they differ (an editor's unsaved buffer).
 * @returns {{ text: string, edges: Edge[] }}
 */
function scanned(fileName, text) {
  let stat;
  try {
    stat = fs.statSync(fileName);
  } catch {
    files.delete(fileName);
    return { text: text ?? "", edges: text === undefined ? [] : edgesOf(fileName, text) };
  }
  const hit = files.get(fileName);
  if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size && (text === undefined || text === hit.text)) return hit;
  const disk = readText(fileName);
  if (text !== undefined && text !== disk) return { text, edges: edgesOf(fileName, text) };
  const entry = { mtimeMs: stat.mtimeMs, size: stat.size, text: disk, edges: edgesOf(fileName, disk) };
  files.set(fileName, entry);
  return entry;
}

function scriptKind(fileName) {
  if (fileName.endsWith(".tsx")) return ts.ScriptKind.TSX;
  if (fileName.endsWith(".jsx")) return ts.ScriptKind.JSX;
  if (/\.[cm]?js$/.test(fileName)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/**
 * The statement each import of a text is in, and whether it imports types only, by the position of its
 * specifier (as the scanner gives it). A full parse: done only for the files of a cycle being reported.
 * @returns {Map<number, Statement>}
 */
function statementsOf(fileName, text) {
  const hit = details.get(fileName);
  if (hit && hit.text === text) return hit.statements;
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, scriptKind(fileName));
  /** @type {Map<number, Statement>} */
  const statements = new Map();
  const add = (specifier, typeOnly, node) => {
    if (specifier && ts.isStringLiteralLike(specifier)) statements.set(specifier.getStart(sf), { start: node.getStart(sf), end: node.getEnd(), typeOnly });
  };
  const allTypes = (elements) => elements.length > 0 && elements.every((e) => e.isTypeOnly);
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const c = node.importClause;
      const typeOnly = !!c && (c.isTypeOnly || (!c.name && !!c.namedBindings && ts.isNamedImports(c.namedBindings) && allTypes(c.namedBindings.elements)));
      add(node.moduleSpecifier, typeOnly, node);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const c = node.exportClause;
      add(node.moduleSpecifier, node.isTypeOnly || (!!c && ts.isNamedExports(c) && allTypes(c.elements)), node);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, node.isTypeOnly, node);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true, node);
    } else if (ts.isCallExpression(node) && node.arguments.length > 0) {
      add(node.arguments[0], false, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  details.set(fileName, { text, statements });
  return statements;
}

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "Forbid import cycles between the project's modules, type-only imports included." },
    schema: [],
    messages: { cycle: "Import cycle: {{cycle}}" },
  },
  create(context) {
    if (!path.isAbsolute(context.filename)) return {}; // text without a file (stdin): nothing to resolve against
    const self = path.resolve(context.filename);
    return {
      "Program:exit"() {
        const own = scanned(self, context.sourceCode.text);
        const current = (f) => (f === self ? own : scanned(f));
        /** files shown (by a search that ended without reaching this file) not to lead back to it */
        const noWayBack = new Set();
        const reported = new Set();
        for (const edge of own.edges) {
          if (edge.target === self) continue;
          // Breadth-first from the imported file, looking for this one; `via` keeps the way back.
          /** @type {Map<string, { from: string, pos: number } | null>} */
          const via = new Map([[edge.target, null]]);
          const queue = [edge.target];
          let found = false;
          for (let i = 0; i < queue.length && !found; i++) {
            const at = queue[i];
            for (const next of current(at).edges) {
              if (next.target === self) {
                via.set(self, { from: at, pos: next.pos });
                found = true;
                break;
              }
              if (via.has(next.target) || noWayBack.has(next.target)) continue;
              via.set(next.target, { from: at, pos: next.pos });
              queue.push(next.target);
            }
          }
          if (!found) {
            for (const f of queue) noWayBack.add(f);
            continue;
          }
          const at = statementsOf(self, own.text).get(edge.pos) ?? { start: edge.pos, end: edge.end, typeOnly: false };
          if (reported.has(at.start)) continue; // the same statement twice (a type and a value from one file)
          reported.add(at.start);
          const rel = (f) => path.relative(context.cwd, f).split(path.sep).join("/");
          const typeMark = (from, pos) => (statementsOf(from, current(from).text).get(pos)?.typeOnly ? " (type)" : "");
          const steps = [];
          for (let f = self; f !== edge.target; ) {
            const step = via.get(f);
            steps.unshift(`${rel(f)}${typeMark(step.from, step.pos)}`);
            f = step.from;
          }
          const cycle = [rel(self), `${rel(edge.target)}${at.typeOnly ? " (type)" : ""}`, ...steps].join(" → ");
          const sc = context.sourceCode;
          context.report({ loc: { start: sc.getLocFromIndex(at.start), end: sc.getLocFromIndex(at.end) }, messageId: "cycle", data: { cycle } });
        }
      },
    };
  },
};

const plugin = { meta: { name: "shinpan" }, rules: { "no-cycle": rule } };

export default plugin;
