/** deck4 (issue 14, fourth round): line templates and readings, tried after every earlier template (lib/abilities/round4.ts). */
import type { Template } from "./template-types";

export const TEMPLATES: Template[] = [];

/**
 * "Shield Plus: <ability>. (Each card stack is still considered to be one shield.)": the name only names the ability,
 * and its reminder restates 113.2 (a stack of cards is one shield), which the engine applies by itself. Also "Shield
 * Plus—" and "Super Shield Plus".
 */
const SHIELD_PLUS = /^((?:Super )?Shield Plus) ?(?::|—|-) ?(.+?)\s*\(Each card stack is (?:still )?considered to be one shield\.?\)\)?\.?$/;

/** Other ways to read a line (an ability word or label left out …), with why. */
export function readings(line: string): { line: string; note?: string }[] {
  const out: { line: string; note?: string }[] = [];
  const sp = SHIELD_PLUS.exec(line.trim());
  if (sp && /\bunder (?:one|each) of your shields face down\.?$/i.test(sp[2])) {
    out.push({ line: sp[2], note: `the name "${sp[1]}" only names the ability; the reminder in parentheses restates 113.2 (a stack of cards is one shield), which the engine applies by itself` });
  }
  // "Ultra Shield Plus—<ability>" (no reminder): the name only names the ability
  const up = /^Ultra Shield Plus ?(?::|—|-) ?(.+\bfrom the top of your deck under one of your shields\.?)$/.exec(line.trim());
  if (up) out.push({ line: up[1], note: 'the name "Ultra Shield Plus" only names the ability' });
  return out;
}
