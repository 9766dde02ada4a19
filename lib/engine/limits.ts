/**
 * Every size and cost limit on what Shinpan accepts as content, in one place (documented in
 * content/README.md, "6. Limits"). Within them the admin's live check (parse, run with a board per
 * event, step-through) of the costliest accepted scenario takes tens of milliseconds, well under 100 ms
 * (`npm run bench -- engine` measures it); anything over them is refused with a located error.
 *
 * Chosen generous for real rulings: the largest scenario in content/ is 3.9 KB with 13 cards,
 * at most 7 in a zone, 5 actions and 13 events, and the deepest YAML file is nested 11 levels.
 *
 * Pure data: the engine (browser included) and the Node loaders import it.
 */

/** Every YAML content file (rules, Q&A, abilities, aliases, scenarios, an entry's outcome). */
export const YAML_LIMITS = {
  /** bytes in one file (a rules version with every clause is about 200 KB) */
  maxBytes: 1024 * 1024,
  /** aliases (`*name`) in one file, counting those inside an aliased node once per use, as the `yaml` package does */
  maxAliases: 100,
  /** collections nested in collections (the deepest content file: 11) */
  maxDepth: 32,
  /** nodes (maps, lists and values) after expanding aliases */
  maxNodes: 100_000,
} as const;

/** Scenario files, the admin's scenario editor, and the outcome an entry states. */
export const SCENARIO_LIMITS = {
  /** bytes in a scenario's source (the largest real one: 3.9 KB; parsing YAML costs about 1 ms per KB) */
  maxBytes: 16 * 1024,
  /** YAML nodes after expanding aliases (the largest real one: 161) */
  maxNodes: 5_000,
  /** cards in one zone of one player, or under one card (a Duel Masters deck is 40 cards) */
  maxCardsPerZone: 40,
  /** card instances in the whole setup, cards under others included (2 decks of 40 and 20 more) */
  maxCards: 100,
  /** actions (the largest real one: 5) */
  maxActions: 50,
  /** a count in an action (`draw: { count }`): at most a whole deck */
  maxCount: 40,
  /** scripted choices on one action, and ids in one `pick` */
  maxChoices: 40,
  /** turn numbers and `enteredTurn` */
  maxTurn: 1_000,
  /** `setup.seed` is a 32-bit integer */
  maxSeed: 2 ** 31 - 1,
} as const;

/** What one run of the engine may do: exceeding one is an engine error (E_STEP_LIMIT, E_EVENT_LIMIT, E_DEPTH_LIMIT). */
export const ENGINE_LIMITS = {
  /** actions in a scenario */
  maxSteps: SCENARIO_LIMITS.maxActions,
  /** events proposed in one action: a loop of triggers or replacements stops here */
  maxEvents: 5_000,
  /** events proposed in a whole run (the largest real one: 13); each costs a board of up to maxCards cards in a check */
  maxRunEvents: 500,
  /** effects nested inside effects */
  maxDepth: 40,
} as const;
