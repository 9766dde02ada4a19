/** body4 (issue 14, fourth round): line templates and readings, tried after every earlier template (lib/abilities/round4.ts). */
import type { Template } from "./template-types";

export const TEMPLATES: Template[] = [];

/** Other ways to read a line (an ability word or label left out …), with why. */
export const readings: (line: string) => { line: string; note?: string }[] = () => [];
