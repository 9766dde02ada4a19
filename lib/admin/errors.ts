/** Errors of admin operations, each with the HTTP status it answers with and the field it concerns. */
export class AdminError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field: string | null = null,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "AdminError";
  }

  toJSON() {
    return { error: this.code, message: this.message, field: this.field, ...this.extra };
  }
}
