/** An error in a content file, located precisely enough for an author to fix it. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${file}${line != null ? `:${line}` : ""}: ${field}: ${problem}`);
    this.name = "ContentError";
  }
}
