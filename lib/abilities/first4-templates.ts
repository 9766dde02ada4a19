/** first4 (issue 14, fourth round): line templates and readings, tried after every earlier template (lib/abilities/round4.ts). */
import type { Template } from "./template-types";

export const TEMPLATES: Template[] = [];

/** Other ways to read a line (an ability word or label left out …), with why. */
export function readings(line: string): { line: string; note?: string }[] {
  const out: { line: string; note?: string }[] = [];
  if (/\."/.test(line)) out.push({ line: line.replace(/\."/g, '".'), note: "the sentence's full stop printed inside the closing quote" });
  if (/^Chose /.test(line)) out.push({ line: line.replace(/^Chose /, "Choose "), note: '"Chose" misprinted for "Choose"' });
  if (/^[A-Z][A-Za-z ]+\.$/.test(line)) out.push({ line: line.slice(0, -1), note: "a keyword with a full stop after it" });
  // "that have"blocker"": the space before the quote left out
  if (/[a-z]"[a-z]/i.test(line)) out.push({ line: line.replace(/\b(have|has)"(?=[a-z])/gi, '$1 "'), note: "the space before the quotation mark printed without it" });
  // "untapped light or untapped nature creatures": untapped, and light or nature (the adjective said twice)
  const un = /\buntapped (light|water|darkness|fire|nature) or untapped (light|water|darkness|fire|nature) creatures\b/i.exec(line);
  if (un) out.push({ line: line.replace(un[0], `untapped ${un[1]} or ${un[2]} creatures`), note: `"untapped ${un[1]} or untapped ${un[2]} creatures": untapped creatures that are ${un[1]} or ${un[2]}` });
  // "Untap this creature at the end of your turn.": the trigger's time printed after its effect
  const end = /^(you may )?(untap|tap) (.+?) at the end of (your|each) turn\.?$/i.exec(line);
  if (end && !/\bat the end\b|\bturn\b/i.test(end[3])) out.push({ line: `At the end of ${end[4].toLowerCase()} turn, ${end[1] ? "you may " : ""}${end[2].toLowerCase()} ${end[3]}.`, note: "the time of the trigger (at the end of the turn) printed after its effect" });
  return out;
}
