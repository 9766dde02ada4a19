/**
 * statics3: line templates compile.ts tries after every other template (a line none of them reads).
 */
import type { Template } from "./template-types";

export const STATICS3_TEMPLATES: Template[] = [];
