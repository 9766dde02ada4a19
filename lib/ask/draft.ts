/**
 * From question to ruling: an /ask board and its run as a draft Q&A entry for the admin (the form of
 * POST /api/admin/qa, lib/admin/qa.ts `qaFormSchema`). The scenario is written in the project's YAML format (the
 * board, the actions, every answer given), cards and cited clauses are linked, and the outcome is the run's (zones of
 * the cards that moved, triggers fired or suppressed, replacements) for the editor to confirm or correct. The
 * question and answer are written from the board and the run in card names; the editor rewrites them as needed.
 */
import type { CardDefs, RunResult } from "@/lib/engine";
import type { RulingFormInput } from "@/lib/rulings/ruling";
import type { StepThrough } from "@/lib/stepthrough/frames";
import { engineAction, setupOf } from "./scenario";
import { slugify } from "@/lib/text/normalize";
import { flatCards, instanceIds, type AskBoard } from "./model";
import { describeAction, describeBoard } from "./words";
import { citedClauses, outcomeOf } from "./outcome";
import { outcomeYaml, scenarioYaml } from "./yaml";

/** The admin form's fields a draft fills (its one shape: lib/rulings/ruling.ts); the others keep their defaults. */
export type DraftForm = Required<
  Pick<
    RulingFormInput,
    "titleEn" | "titleJa" | "questionEn" | "questionJa" | "answerEn" | "answerJa" | "sourceTitle" | "sourceUrl" | "sourceDate" | "cards" | "mentions" | "clauses" | "same" | "note" | "unverified" | "outcome"
  >
> & { scenario: Extract<NonNullable<RulingFormInput["scenario"]>, { mode: "own" }> };

export interface DraftInput {
  board: AskBoard;
  result: RunResult;
  st: StepThrough;
  defs: CardDefs;
  /** the board's address, absolute (kept as the entry's source) */
  link: string | null;
  /** cards not fully modelled: catalogue id → sentences the engine does not understand */
  notModelled: Record<string, string[]>;
  /** a random suffix keeping slugs apart (tests pass a fixed one) */
  suffix?: string;
}

const ZONE_WORDS: Record<string, string> = {
  battle: "battle zone",
  shields: "shield zone",
  mana: "mana zone",
  hand: "hand",
  graveyard: "graveyard",
  deck: "deck",
  hyperspatial: "hyperspatial zone",
  gr: "super GR zone",
  abyss: "abyss",
};

/** A clause the rules have, as the scenario format wants one: the run's first, or the general rule on effects. */
const FALLBACK_RULE = "101.1";

export function draftTitle(board: AskBoard, name: (key: string) => string): string {
  if (board.title?.trim()) return board.title.trim();
  const first = board.actions[0];
  const what = first ? describeAction(board, first, name).replace(/\.$/, "") : "This board";
  return `${what}: what happens?`.slice(0, 200);
}

export function draftForm(input: DraftInput): { slug: string; form: DraftForm } {
  const { board, result, st } = input;
  const ids = instanceIds(board);
  const byKey = (key: string) => st.names.en[ids.get(key) ?? ""] ?? key;
  const title = draftTitle(board, byKey);
  const slugBase = slugify(title).slice(0, 60).replace(/-+$/, "") || "ask";
  const suffix = input.suffix ?? Math.random().toString(36).slice(2, 6);
  const slug = `${slugBase}-${suffix}`.replace(/[^a-z0-9-]/g, "");

  const clauses = citedClauses(result);
  const setup = setupOf(board, ids);
  const actions = board.actions.map((a) => engineAction(board, a, ids));
  const names: Record<string, string> = {};
  for (const l of flatCards(board)) names[l.card.card] = input.defs[l.card.card]?.name ?? l.card.card;
  const source = scenarioYaml({
    id: slug,
    title,
    rules: clauses.length ? clauses.slice(0, 40) : [FALLBACK_RULE],
    source: "Asked on Shinpan (/ask): the board and the answers to its choices as the asker set them",
    setup,
    actions,
    prompts: result.prompts,
    names,
  });
  const outcome = outcomeYaml(outcomeOf(result));

  // the question: the board, the actions, the choices made
  const choices = result.prompts
    .filter((p) => p.source !== "forced")
    .map((p) => {
      const a = p.answer;
      const what = "yes" in a ? (a.yes ? "yes" : "no") : a.pick.length ? a.pick.map((x) => st.names.en[x.split(":")[0]] ?? x).join(", ") : "nothing";
      return `player ${p.prompt.player} chooses ${what}`;
    });
  const question = [
    ...describeBoard(board, byKey),
    ...board.actions.map((a) => describeAction(board, a, byKey)),
    ...(choices.length ? [`Along the way, ${choices.join("; ")}.`] : []),
    "What happens?",
  ].join(" ");

  // the answer: what happened, step by step, then where the cards that moved ended up
  // (the action itself is in the question, and so are the choices made)
  const steps = st.frames.filter((f) => f.entries[0]?.kind !== "action" && f.entries[0]?.kind !== "choice").map((f) => `- ${f.headline.en}`);
  const moved: string[] = [];
  const s0 = result.initialState;
  const s1 = result.finalState;
  if (s0 && s1) {
    for (const p of ["A", "B"] as const) {
      for (const [zone, list] of Object.entries(s1.players[p].zones)) {
        for (const id of list) {
          const z = zone as keyof typeof s0.players.A.zones;
          if (!s0.players[p].zones[z]?.includes(id)) moved.push(`${st.names.en[id] ?? id} is in player ${p}'s ${ZONE_WORDS[zone] ?? zone}`);
        }
      }
    }
  }
  const answer = [
    steps.length ? `The engine's run, step by step:\n\n${steps.slice(0, 15).join("\n")}${steps.length > 15 ? `\n- … (${steps.length - 15} more steps)` : ""}` : "Nothing happens.",
    moved.length ? `At the end: ${moved.join("; ")}.` : "",
  ]
    .filter(Boolean)
    .join("\n\n");

  const partial = Object.entries(input.notModelled);
  const note = [
    "Drafted from an /ask board: check the question, the answer and the outcome against the rules before publishing.",
    ...partial.map(([card, sentences]) => `${input.defs[card]?.name ?? card} is not fully modelled (the engine does not understand: ${sentences.map((s) => `"${s}"`).join(" ")}); the run left that out and the scenario can't be checked until it is modelled.`),
  ].join("\n");

  const cards = [...new Set(flatCards(board).map((l) => l.card.card))].slice(0, 30);
  return {
    slug,
    form: {
      titleEn: title,
      titleJa: null,
      questionEn: question.slice(0, 20_000),
      questionJa: null,
      answerEn: answer.slice(0, 20_000),
      answerJa: null,
      sourceTitle: "Asked on Shinpan",
      sourceUrl: input.link && input.link.length <= 1000 && /^https?:\/\/\S+$/.test(input.link) ? input.link : null,
      sourceDate: null,
      cards,
      mentions: [],
      clauses: clauses.slice(0, 40),
      same: [],
      note: note.slice(0, 5000),
      unverified: false,
      scenario: { mode: "own", source },
      outcome,
    },
  };
}
