import { HttpError } from "@/lib/http/problem";
import { labelled } from "./labels";

/**
 * Errors of admin operations, each with the HTTP status it answers with and the field it concerns (its key
 * path, for programs); the message names the field by its label ("Cards, item 1: no card …").
 */
export class AdminError extends HttpError {
  constructor(status: number, code: string, message: string, field: string | null = null, extra: Record<string, unknown> = {}) {
    super(status, code, labelled(message, field), field, extra);
    this.name = "AdminError";
  }

  toJSON() {
    return { error: this.code, message: this.message, field: this.field, ...this.extra };
  }
}
