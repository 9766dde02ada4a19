/**
 * The escape hatch: named code for ability text the data language cannot say.
 * An ability step `{ do: handler, name: "x" }` runs the handler registered as "x".
 * Handlers propose events through the same pipeline as everything else (so replacement rules still apply).
 */
import { CELL_HANDLERS } from "./cells";
import type { HandlerRegistry } from "./context";

/** Handlers shipped with the engine: rule abilities the data language cannot say (Dragon Soul Evade's substitute, 808.1b). */
export const BUILTIN_HANDLERS: HandlerRegistry = { ...CELL_HANDLERS };
