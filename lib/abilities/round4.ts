/** The fourth round's line templates and readings (issue 14), tried by compile.ts after every earlier one. */
import type { Template } from "./template-types";
import { TEMPLATES as deck4T, readings as deck4R } from "./deck4-templates";
import { TEMPLATES as choose4T, readings as choose4R } from "./choose4-templates";
import { TEMPLATES as heads4T, readings as heads4R } from "./heads4-templates";
import { TEMPLATES as statics4T, readings as statics4R } from "./statics4-templates";
import { TEMPLATES as cost4T, readings as cost4R } from "./cost4-templates";
import { TEMPLATES as mech4T, readings as mech4R } from "./mech4-templates";
import { TEMPLATES as body4T, readings as body4R } from "./body4-templates";
import { TEMPLATES as first4T, readings as first4R } from "./first4-templates";

export const ROUND4_TEMPLATES: Template[] = [...deck4T, ...choose4T, ...heads4T, ...statics4T, ...cost4T, ...mech4T, ...body4T, ...first4T];

export function round4Readings(line: string): { line: string; note?: string }[] {
  return [...deck4R(line), ...choose4R(line), ...heads4R(line), ...statics4R(line), ...cost4R(line), ...mech4R(line), ...body4R(line), ...first4R(line)];
}
