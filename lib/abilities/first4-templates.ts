/** first4 (issue 14, fourth round): line templates and readings, tried after every earlier template (lib/abilities/round4.ts). */
import type { Template } from "./template-types";

export const TEMPLATES: Template[] = [];

/** Other ways to read a line (an ability word or label left out …), with why. */
export function readings(line: string): { line: string; note?: string }[] {
  const out: { line: string; note?: string }[] = [];
  if (/\."/.test(line)) out.push({ line: line.replace(/\."/g, '".'), note: "the sentence's full stop printed inside the closing quote" });
  if (/^Chose /.test(line)) out.push({ line: line.replace(/^Chose /, "Choose "), note: '"Chose" misprinted for "Choose"' });
  if (/^[A-Z][A-Za-z ]+\.$/.test(line)) out.push({ line: line.slice(0, -1), note: "a keyword with a full stop after it" });
  return out;
}
