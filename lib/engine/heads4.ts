/** heads4 (issue 14, fourth round): engine handlers for steps the data language cannot say. */
import type { HandlerRegistry } from "./context";

export const HEADS4_HANDLERS: HandlerRegistry = {};
