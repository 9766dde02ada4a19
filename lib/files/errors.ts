/**
 * The loader's error codes (documented in content/README.md, "Error codes"). Every problem with a
 * content file, a scenario or an outcome typed in the admin is a ContentError with one of them.
 */
export const CONTENT_ERROR_CODES = {
  E_YAML: "Not valid YAML: syntax, several documents in one file, a key given twice.",
  E_YAML_ALIAS: "An alias problem: no anchor of that name before it, an alias inside the node it names, a merge key (<<), too many aliases.",
  E_YAML_UNSUPPORTED: "A YAML feature content files do not use: tags other than the core ones (!!str, !!int...), keys that are not plain values, the key __proto__.",
  E_LIMIT: "Over a limit of lib/engine/limits.ts: file size, nesting depth, nodes, cards per zone or per scenario, actions, counts.",
  E_SCHEMA: "The file's shape: a wrong type, a missing or unknown field, a value out of range.",
  E_CONTENT: "A reference or consistency problem: unknown card, instance or clause, an id used twice, missing ability data, a disagreeing outcome.",
} as const;

export type ContentErrorCode = keyof typeof CONTENT_ERROR_CODES;

/** An error in a content file, located precisely enough for an author to fix it. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly field: string,
    readonly problem: string,
    readonly code: ContentErrorCode = "E_CONTENT",
  ) {
    super(`${file}${line != null ? `:${line}` : ""}: ${field}: ${problem}`);
    this.name = "ContentError";
  }
}
