/**
 * mech3-templates: line templates compile.ts tries after every other template (a line none of them reads).
 */
import type { Template } from "./template-types";

export const MECH3_TEMPLATES: Template[] = [];

/** Other readings of a line (an ability word taken off, with a note saying why), tried after the line as printed. */
export function mech3Readings(line: string): { line: string; note: string }[] {
  void line;
  return [];
}
