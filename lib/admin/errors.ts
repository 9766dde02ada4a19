import { labelled } from "./labels";

/**
 * Errors of admin operations, each with the HTTP status it answers with and the field it concerns (its key
 * path, for programs); the message names the field by its label ("Cards, item 1: no card …").
 */
export class AdminError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field: string | null = null,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(labelled(message, field));
    this.name = "AdminError";
  }

  toJSON() {
    return { error: this.code, message: this.message, field: this.field, ...this.extra };
  }
}
