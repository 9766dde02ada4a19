/**
 * Rules-version differences as data. A scenario names the rules version it follows (`meta.rulesVersion`);
 * the engine reads the differences from the profile instead of from constants in its code.
 * Sources: content/rules (Ver. 1.48, 2025-12-17) and ../shared/reference/rules-excerpts.md for older texts.
 */

export interface RulesProfile {
  id: RulesVersion;
  /** How the version is cited in traces. */
  label: string;
  /**
   * Rebuilding (801.4a/b): which cards can stay on top of what is left of a stack. 2019-09-27 and
   * 2021-03-16: creatures only; from 2022-04-08 (Ver. 1.28): any card that can exist alone in the battle
   * zone (tamaseed, field...).
   */
  rebuildStays: "creatures" | "standalone";
  /** The text of 801.4 the rebuilding follows, as cited in a rebuild's trace (`revisions`). */
  rebuildRevision: string;
  /** The clause that says a rebuilt card is not newly put into the battle zone (801.4d in 2019, 801.4c later). */
  rebuildNotEnteredClause: string;
  /** Star Evolution's section: 811 from Ver. 1.26 (2021-09-22) to the 2022 numbering, 813 in Ver. 1.48. */
  starEvolutionClause: string;
  /** Star Evolution's "would leave" cannot apply after another replacement: 811.1a in the 2022 numbering, 813.1a in Ver. 1.48. */
  starEvolutionNoOtherReplacementClause: string;
  /**
   * What "the cards ... in this way" counts. Before the change of effect processing of 2022-09-14
   * (https://dm.takaratomy.co.jp/rule/rulechange/31661/; official Q&As 40231 and 40496 were re-ruled by it): every
   * card the effect tried to move ("attempted"). From it: only the cards that really moved ("happened"): a card whose
   * move was replaced, or that did not leave, is not counted (official Q&A 40496: a Zeron that stays is not one of
   * "the creatures returned").
   */
  counting: "attempted" | "happened";
}

/** 801.4 as revised on 2021-03-16 (its official text: content/rules/dm-comprehensive-rules/v1.23.yaml). */
export const REVISION_2021 = "Ver. 1.23 (2021-03-16)";
/** The 2022-04-08 amendment of 801.4a/b (cards that can exist alone stay): cited when such a card stays. */
export const REVISION_2022 = "2022-04-08 revision (Tamaseed; community-wiki summary, official text not retrieved)";

export const RULES_VERSIONS = ["2019-09-27", "2021-03-16", "2022-04-08", "2022-09-14", "1.48"] as const;
export type RulesVersion = (typeof RULES_VERSIONS)[number];

export const RULES_PROFILES: { readonly [V in RulesVersion]: RulesProfile } = {
  "2019-09-27": {
    id: "2019-09-27",
    label: "rules of 2019-09-27",
    rebuildStays: "creatures",
    rebuildRevision: "rules of 2019-09-27",
    rebuildNotEnteredClause: "801.4d",
    starEvolutionClause: "811.1",
    starEvolutionNoOtherReplacementClause: "811.1a",
    counting: "attempted",
  },
  "2021-03-16": {
    id: "2021-03-16",
    label: "Ver. 1.23 (2021-03-16)",
    rebuildStays: "creatures",
    rebuildRevision: REVISION_2021,
    rebuildNotEnteredClause: "801.4c",
    starEvolutionClause: "811.1",
    starEvolutionNoOtherReplacementClause: "811.1a",
    counting: "attempted",
  },
  "2022-04-08": {
    id: "2022-04-08",
    label: "Ver. 1.28 (2022-04-08)",
    rebuildStays: "standalone",
    rebuildRevision: REVISION_2021,
    rebuildNotEnteredClause: "801.4c",
    starEvolutionClause: "811.1",
    starEvolutionNoOtherReplacementClause: "811.1a",
    counting: "attempted",
  },
  "2022-09-14": {
    id: "2022-09-14",
    label: "effect processing change of 2022-09-14",
    rebuildStays: "standalone",
    rebuildRevision: REVISION_2021,
    rebuildNotEnteredClause: "801.4c",
    starEvolutionClause: "811.1",
    starEvolutionNoOtherReplacementClause: "811.1a",
    counting: "happened",
  },
  "1.48": {
    id: "1.48",
    label: "Ver. 1.48 (2025-12-17)",
    rebuildStays: "standalone",
    rebuildRevision: REVISION_2021,
    rebuildNotEnteredClause: "801.4c",
    starEvolutionClause: "813.1",
    starEvolutionNoOtherReplacementClause: "813.1a",
    counting: "happened",
  },
};

/** The profile a scenario follows: the latest rules unless it names another version. */
export const rulesProfile = (v: RulesVersion | undefined): RulesProfile => RULES_PROFILES[v ?? "1.48"];
