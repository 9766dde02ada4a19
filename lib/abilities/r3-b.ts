/**
 * Replacement sentences (609), issue 14, round 3 (r3-b): subjects the general reader in templates.ts (parseSubject) does
 * not take as printed. A hook returning null when the shape is not its own.
 *  - "one of your evolution creatures or tamaseeds" (Ultra Saver: Evolution creature or tamaseed): a card of yours whose
 *    type is an evolution creature (every catalogue type with "Evolution" but Evolution Cross Gear, which is not a
 *    creature) or a tamaseed.
 */
import type { RepcSubj } from "./rep-c";

export function r3bSubject(t: string): RepcSubj | null {
  if (/^(?:one of your|any of your|your) evolution creatures or tamaseeds$/i.test(t.trim())) {
    return { subject: "own", filter: { typeIncludesAny: ["Evolution", "Tamaseed"], typeExcludes: "Cross Gear" } };
  }
  return null;
}
