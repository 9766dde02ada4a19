/**
 * heads3-templates: line templates compile.ts tries after every other template (a line none of them reads).
 */
import type { Template } from "./template-types";

export const HEADS3_TEMPLATES: Template[] = [];
