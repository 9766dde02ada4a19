/**
 * Q&A curation: create, save, change status, history, restore. Every save is a revision (author, time,
 * the whole entry), and every save names the revision it was based on: a save based on a stale revision
 * is refused with both versions, so nobody overwrites anybody silently. Publishing (or saving a
 * published entry) runs the scenario and refuses when the engine disagrees with the stated outcome.
 *
 * The role checks are here, not only in the routes: every function takes the actor.
 */
import { stringify as toYaml } from "yaml";
import type { Actor } from "@/lib/auth/actor";
import { audit } from "@/lib/audit";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { slugify } from "@/lib/text/normalize";
import { bestRulesBasis, engineVersion, olderRulesLabel, rulingDate } from "@/lib/content/verify";
import { diffText, type DiffPart } from "@/lib/rules/diff";
import { checkDraft, type DraftCheck, type Problem } from "./check";
import { contentContext } from "./context";
import type { StoredRun } from "@/lib/stepthrough/run";
import { AdminError } from "./errors";
import { requireRole } from "./roles";
import { games, type GameInfo } from "@/lib/games";
import { formFromRuling, isArchivingMarker, readRevision, rulingFormSchema, rulingFromForm, SLUG_RE, type RulingForm } from "@/lib/rulings/ruling";
import { writeRuling } from "@/lib/rulings/write";

// ---------- the form: the ruling's fields as the editor sends them (lib/rulings/ruling.ts) ----------

const slugRe = SLUG_RE;
export const qaFormSchema = rulingFormSchema;
export type QaForm = RulingForm;

export const STATUSES = ["DRAFT", "IN_REVIEW", "PUBLISHED", "UNPUBLISHED"] as const;
export type EditableStatus = (typeof STATUSES)[number];

export function parseForm(input: unknown): QaForm {
  const r = qaFormSchema.safeParse(input);
  if (!r.success) {
    const i = r.error.issues[0];
    const field = i.path.join(".") || "form";
    throw new AdminError(400, "invalid", `${field}: ${i.message}`, field);
  }
  for (const key of ["cards", "clauses", "same", "mentions"] as const) {
    const seen = new Set<string>();
    r.data[key].forEach((v, i) => {
      if (seen.has(v)) throw new AdminError(400, "invalid", `${key}.${i}: "${v}" is listed twice`, `${key}.${i}`);
      seen.add(v);
    });
  }
  return r.data;
}

// ---------- revisions (lib/rulings/ruling.ts: format 2, and format 1 read as it was) ----------

export interface Version {
  status: string;
  gameId: string;
  form: QaForm;
}

/** A stored revision (either format) as the editor's form. */
export function versionFromStored(data: unknown): Version {
  const rev = readRevision(data);
  const scenario: QaForm["scenario"] =
    rev.scenarioMode === "own" && typeof rev.scenarioSource === "string"
      ? { mode: "own", source: rev.scenarioSource }
      : rev.ruling.scenario
        ? { mode: "existing", slug: rev.ruling.scenario }
        : { mode: "none" };
  // the outcome as the editor typed it when saved in the admin; imported ones are written out as YAML
  const outcomeText = rev.outcomeText ?? (rev.ruling.outcome ? toYaml(rev.ruling.outcome).trimEnd() : "");
  return { status: rev.status, gameId: rev.game, form: formFromRuling(rev.ruling, scenario, outcomeText) };
}

// ---------- reading ----------

export async function listEntries(actor: Actor | null, filter: { status?: string; q?: string } = {}) {
  requireRole(actor, "EDITOR");
  const status = STATUSES.includes(filter.status as EditableStatus) || filter.status === "ARCHIVED" ? (filter.status as EditableStatus) : undefined;
  const q = filter.q?.trim().slice(0, 100);
  return prisma().qaEntry.findMany({
    where: {
      ...(status ? { status } : {}),
      ...(q ? { OR: [{ titleEn: { contains: q, mode: "insensitive" } }, { slug: { contains: q } }, { titleJa: { contains: q } }] } : {}),
    },
    orderBy: [{ updatedAt: "desc" }],
    select: { slug: true, titleEn: true, titleJa: true, status: true, gameId: true, origin: true, adminEditedAt: true, verifiedAgainst: true, verification: true, updatedAt: true },
    take: 500,
  });
}

type Db = Prisma.TransactionClient | ReturnType<typeof prisma>;

async function latestRevision(db: Db, slug: string) {
  return db.revision.findFirst({ where: { entityType: "qa", entityKey: slug }, orderBy: { number: "desc" } });
}


/**
 * The newest revision, and the newest that is a version of the entry: an archiving marker, written when
 * its content file was removed, records an event, not a version.
 */
export async function latestRevisions(db: Db, slug: string) {
  const recent = await db.revision.findMany({ where: { entityType: "qa", entityKey: slug }, orderBy: { number: "desc" }, take: 20 });
  return { latest: recent[0] ?? null, version: recent.find((r) => !isArchivingMarker(r.data)) ?? null };
}

export interface Editable {
  slug: string;
  gameId: string;
  status: string;
  origin: string;
  adminEditedAt: Date | null;
  /** the revision this form is; send it back as baseRevision when saving */
  revision: number;
  form: QaForm;
  verifiedAgainst: string | null;
  verification: string | null;
}

export async function getEditable(actor: Actor | null, slug: string): Promise<Editable> {
  requireRole(actor, "EDITOR");
  const db = prisma();
  const entry = await db.qaEntry.findUnique({ where: { slug } });
  if (!entry) throw new AdminError(404, "not-found", `no Q&A entry "${slug}"`, "slug");
  const { latest: rev, version } = await latestRevisions(db, slug);
  const v = versionFromStored(version?.data);
  return {
    slug,
    gameId: entry.gameId,
    status: entry.status,
    origin: entry.origin,
    adminEditedAt: entry.adminEditedAt,
    revision: rev?.number ?? 0,
    form: v.form,
    verifiedAgainst: entry.verifiedAgainst,
    verification: entry.verification,
  };
}

/** An existing scenario's YAML (to start an own scenario from a copy); null when there is none. */
export async function existingScenarioSource(actor: Actor | null, slug: string): Promise<string | null> {
  requireRole(actor, "EDITOR");
  if (!slugRe.test(slug)) return null;
  return (await prisma().scenario.findUnique({ where: { slug }, select: { source: true } }))?.source ?? null;
}

// ---------- checking ----------

async function scenarioSourceFor(form: QaForm): Promise<{ source: string | null; existing: { id: number; slug: string; origin: string } | null }> {
  if (form.scenario.mode === "none") return { source: null, existing: null };
  if (form.scenario.mode === "own") return { source: form.scenario.source, existing: null };
  const s = await prisma().scenario.findUnique({ where: { slug: form.scenario.slug }, select: { id: true, slug: true, source: true, origin: true } });
  if (!s) throw new AdminError(400, "invalid", `scenario: no scenario "${form.scenario.slug}"`, "scenario.slug");
  return { source: s.source, existing: s };
}

/** Runs the form's scenario and outcome (the scenario editor calls this as you type). */
export async function checkForm(actor: Actor | null, input: unknown): Promise<DraftCheck> {
  requireRole(actor, "EDITOR");
  const form = parseForm(input);
  const { source } = await scenarioSourceFor(form);
  return checkDraft({ scenarioSource: source, outcomeText: form.outcome }, await contentContext());
}

/** The rules version an entry is verified against (the import's rule, over the versions in the database). */
async function rulesBasis(document: string | null, clauses: string[], asOf: string | null): Promise<string | null> {
  if (clauses.length === 0 || !document) return null;
  const versions = await prisma().ruleVersion.findMany({
    where: { documentId: document, date: { not: null } },
    select: {
      label: true,
      date: true,
      clauses: { where: { number: { in: clauses }, OR: [{ textEn: { not: null } }, { textJa: { not: null } }] }, select: { number: true } },
    },
  });
  return bestRulesBasis(
    clauses,
    versions.map((v) => ({ label: v.label, date: v.date!.toISOString().slice(0, 10), numbers: new Set(v.clauses.map((c) => c.number)) })),
    asOf,
  );
}

/** Why this form may not be public, or null: the rule the content import applies, applied to admin saves. */
function publicationProblem(form: QaForm, check: DraftCheck): string | null {
  const first = check.problems[0];
  if (first) return `${first.part} ${first.line != null ? `line ${first.line}, ` : ""}${first.field}: ${first.message}`;
  if (form.scenario.mode === "none") return null;
  if (!check.outcome) return "an entry with a scenario states its answer as an outcome the engine checks; write the outcome";
  if (!check.outcome.ok) {
    const m = check.outcome.mismatches[0];
    return `the engine's run disagrees with the stated outcome (${m.field}${m.line != null ? `, line ${m.line}` : ""}: ${m.message})`;
  }
  return null;
}

// ---------- writing ----------

export interface SaveResult {
  slug: string;
  revision: number;
  status: string;
  check: DraftCheck;
  /** public paths whose cached pages changed */
  paths: string[];
}

/** The form's links against the games registry, the catalogue and the rules; each problem names its field. */
async function validateLinks(tx: Prisma.TransactionClient, game: GameInfo, principal: GameInfo, slug: string, form: QaForm): Promise<void> {
  if (!game.catalogue && form.cards.length > 0) {
    throw new AdminError(400, "invalid", `cards: ${game.nameEn} has no card catalogue here; name its cards under mentions`, "cards");
  }
  const cards = form.cards.length ? await tx.card.findMany({ where: { gameId: game.id, slug: { in: form.cards } }, select: { slug: true } }) : [];
  const found = new Set(cards.map((c) => c.slug));
  form.cards.forEach((c, i) => {
    if (!found.has(c)) throw new AdminError(400, "invalid", `cards.${i}: no card "${c}" in the catalogue`, `cards.${i}`);
  });
  if (!game.ruleDocument && form.clauses.length > 0) {
    throw new AdminError(400, "invalid", `clauses: ${game.nameEn} has no rule document here; cite Duel Masters clauses with the same principle instead`, "clauses");
  }
  for (const [key, document] of [["clauses", game.ruleDocument], ["same", principal.ruleDocument]] as const) {
    if (form[key].length === 0) continue;
    const known = new Set(
      (await tx.ruleClause.findMany({ where: { number: { in: form[key] }, version: { documentId: document ?? "" } }, select: { number: true }, distinct: ["number"] })).map((c) => c.number),
    );
    form[key].forEach((n, i) => {
      if (!known.has(n)) throw new AdminError(400, "invalid", `${key}.${i}: no rule version has clause ${n}`, `${key}.${i}`);
    });
  }
  if (form.supersededBy) {
    if (form.supersededBy === slug) throw new AdminError(400, "invalid", "supersededBy: a ruling cannot supersede itself", "supersededBy");
    if (!(await tx.qaEntry.findUnique({ where: { slug: form.supersededBy }, select: { id: true } }))) {
      throw new AdminError(400, "invalid", `supersededBy: no ruling "${form.supersededBy}"`, "supersededBy");
    }
  }
  if (form.supersededOn && !form.supersededBy) throw new AdminError(400, "invalid", "supersededOn: a date of superseding needs the ruling that superseded it", "supersededOn");
  if (form.inForceFrom && form.inForceUntil && form.inForceUntil < form.inForceFrom) {
    throw new AdminError(400, "invalid", `inForceUntil: must not be before the date it came into force (${form.inForceFrom})`, "inForceUntil");
  }
  if (form.scenario.mode !== "none" && !game.engine) {
    throw new AdminError(400, "invalid", `scenario: the engine does not play ${game.nameEn}; its rulings have no scenario`, "scenario");
  }
}

function pathsFor(slug: string, cards: string[], scenarios: string[]): string[] {
  return [
    "/",
    "/qa",
    `/qa/${slug}`,
    ...cards.map((c) => `/cards/${c}`),
    "/rules/[number]",
    ...(scenarios.length ? ["/scenarios", ...scenarios.flatMap((s) => [`/scenarios/${s}`, `/scenarios/${s}/steps`, `/scenarios/${s}/steps.json`])] : []),
  ];
}

/** The scenario row the entry points at: an existing one, or its own (created or updated here). */
async function attachScenario(
  tx: Prisma.TransactionClient,
  game: GameInfo,
  slug: string,
  form: QaForm,
  check: DraftCheck,
  existing: { id: number; slug: string; origin: string } | null,
  currentScenarioId: number | null,
): Promise<{ id: number | null; slug: string | null }> {
  if (form.scenario.mode === "none") return { id: null, slug: null };
  if (form.scenario.mode === "existing") return { id: existing!.id, slug: existing!.slug };
  if (!check.scenario || !check.compiled) {
    // does not parse yet: the text is kept in the revision; the entry keeps the scenario it had
    if (currentScenarioId == null) return { id: null, slug: null };
    const cur = await tx.scenario.findUnique({ where: { id: currentScenarioId }, select: { slug: true } });
    return { id: currentScenarioId, slug: cur?.slug ?? null };
  }
  const id = check.scenario.id;
  const clash = await tx.scenario.findUnique({ where: { slug: id }, select: { id: true, origin: true, qaEntries: { select: { slug: true } } } });
  if (clash && (clash.origin !== "admin" || (clash.id !== currentScenarioId && clash.qaEntries.some((q) => q.slug !== slug)))) {
    throw new AdminError(
      409,
      "scenario-id-taken",
      `scenario line 2: meta.id: "${id}" is already the id of ${clash.origin === "admin" ? "another entry's scenario" : "a scenario from content/"}; choose another id`,
      "scenario.source",
    );
  }
  const data = {
    gameId: game.id,
    titleEn: check.scenario.titleEn,
    titleJa: check.scenario.titleJa,
    source: form.scenario.source,
    compiled: JSON.parse(JSON.stringify(check.compiled)),
    run: check.stepThrough ? JSON.parse(JSON.stringify({ engine: engineVersion(), stepThrough: check.stepThrough } satisfies StoredRun)) : undefined,
    runOk: check.scenarioOk,
    origin: "admin",
    adminEditedAt: new Date(),
    contentHash: "admin",
  };
  const row = clash ? await tx.scenario.update({ where: { id: clash.id }, data }) : await tx.scenario.create({ data: { slug: id, ...data } });
  const cardIds = await tx.card.findMany({ where: { gameId: game.id, slug: { in: check.scenario.cardSlugs } }, select: { id: true } });
  await tx.scenarioClause.deleteMany({ where: { scenarioId: row.id } });
  await tx.scenarioCard.deleteMany({ where: { scenarioId: row.id } });
  await tx.scenarioClause.createMany({ data: [...new Set(check.scenario.rules)].map((n) => ({ scenarioId: row.id, documentId: game.ruleDocument!, clauseNumber: n })) });
  await tx.scenarioCard.createMany({ data: cardIds.map((c) => ({ scenarioId: row.id, cardId: c.id })) });
  return { id: row.id, slug: id };
}

interface WriteArgs {
  actor: Actor;
  slug: string;
  gameId: string;
  status: EditableStatus | "ARCHIVED";
  form: QaForm;
  /** null when creating */
  baseRevision: number | null;
  message: string;
}

async function write(args: WriteArgs): Promise<SaveResult> {
  const { actor, slug, gameId, form } = args;
  const { source, existing } = await scenarioSourceFor(form);
  const check = checkDraft({ scenarioSource: source, outcomeText: form.outcome }, await contentContext());
  // A draft may be saved half-written (texts that do not parse yet are kept in its revision); what is
  // public may not: a published entry is saved only when its scenario and outcome check.
  const problem = publicationProblem(form, check);
  if (args.status === "PUBLISHED" && problem) {
    throw new AdminError(422, "disagrees", `not published: ${problem}`, form.scenario.mode === "none" ? "scenario" : "outcome", { check: summary(check) });
  }
  const verified = form.scenario.mode !== "none" && !problem;
  const registry = await games();
  const game = registry.byId.get(gameId);
  if (!game) throw new AdminError(400, "invalid", `gameId: no game "${gameId}"`, "gameId");
  const asOf = rulingDate(check.compiled?.scenario.meta.rulesVersion, form.sourceDate || null);
  const verifiedAgainst = verified
    ? (olderRulesLabel(check.compiled?.scenario.meta.rulesVersion) ?? (await rulesBasis(game.ruleDocument, form.clauses.length ? form.clauses : (check.scenario?.rules ?? []), asOf)))
    : null;
  const db = prisma();
  const result = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: number; status: string; scenarioId: number | null; publishedAt: Date | null; supersededBy: string | null; origin: string }[]>`
      SELECT id, status::text AS status, "scenarioId", "publishedAt", "supersededBy", origin FROM "QaEntry" WHERE slug = ${slug} FOR UPDATE`;
    const row = rows[0] ?? null;
    const latest = await latestRevision(tx, slug);
    if (args.baseRevision === null) {
      if (row) throw new AdminError(409, "exists", `slug: an entry "${slug}" already exists`, "slug");
    } else {
      if (!row) throw new AdminError(404, "not-found", `no Q&A entry "${slug}"`, "slug");
      const current = latest?.number ?? 0;
      if (current !== args.baseRevision) {
        throw new AdminError(409, "stale", `this entry was saved as revision ${current} after revision ${args.baseRevision} you started from; compare both and save again`, null, {
          current: { revision: current, ...versionFromStored(latest?.data), author: latest?.authorId ? await authorName(tx, latest.authorId) : null, at: latest?.createdAt ?? null },
          yours: { baseRevision: args.baseRevision, status: args.status, form },
        });
      }
    }
    const oldCards = row ? (await tx.qaCard.findMany({ where: { qaId: row.id }, select: { card: { select: { slug: true } } } })).map((c) => c.card.slug) : [];
    await validateLinks(tx, game, registry.principal, slug, form);
    const scenario = await attachScenario(tx, game, slug, form, check, existing, row?.scenarioId ?? null);
    const now = new Date();
    const written = await writeRuling(tx, {
      slug,
      game,
      principal: registry.principal,
      status: args.status,
      ruling: rulingFromForm(form, scenario.slug, check.outcomeParsed),
      scenarioId: scenario.id,
      checked: {
        verification: form.unverified ? "unverified" : verified ? null : check.problems.length || (check.outcome && !check.outcome.ok) ? "failed" : null,
        verifiedAgainst,
        currentRules: verified ? check.currentRules : null,
        verifiedAt: verifiedAgainst ? now : null,
      },
      publishedAt: args.status === "PUBLISHED" ? (row?.status === "PUBLISHED" ? row.publishedAt : now) : (row?.publishedAt ?? null),
      // an imported entry stays one (edited in the admin: adminEditedAt); a new one is the admin's
      origin: row?.origin === "content" ? "content" : "admin",
      adminEditedAt: now,
      contentHash: "admin",
      existingId: row?.id ?? null,
      revision: {
        origin: "admin",
        authorId: actor.id,
        message: args.message,
        ...(form.scenario.mode === "own" ? { scenarioMode: "own" as const, scenarioSource: form.scenario.source } : form.scenario.mode === "existing" ? { scenarioMode: "existing" as const } : {}),
        outcomeText: form.outcome,
      },
    });
    const oldScenario = row?.scenarioId != null ? (await tx.scenario.findUnique({ where: { id: row.scenarioId }, select: { slug: true } }))?.slug : null;
    const successors = [...new Set([row?.supersededBy, form.supersededBy].filter((x): x is string => !!x))];
    return { revision: written.revision, oldCards, successors, supersedeChanged: (row?.supersededBy ?? null) !== form.supersededBy, scenarios: [...new Set([oldScenario, scenario.slug].filter((x): x is string => !!x))] };
  });
  if (result.supersedeChanged) {
    await audit({ action: "qa.supersede", actorId: actor.id, actorEmail: actor.email, targetType: "qa", targetKey: slug, detail: { by: form.supersededBy, on: form.supersededOn, revision: result.revision } });
  }
  const paths = [...pathsFor(slug, [...new Set([...result.oldCards, ...form.cards])], result.scenarios), ...result.successors.map((s) => `/qa/${s}`)];
  return { slug, revision: result.revision, status: args.status, check, paths };
}

async function authorName(tx: Prisma.TransactionClient, id: string): Promise<string | null> {
  return (await tx.user.findUnique({ where: { id }, select: { name: true } }))?.name ?? null;
}

/** The check without the step-through frames (for error bodies). */
function summary(c: DraftCheck) {
  return { problems: c.problems, scenarioOk: c.scenarioOk, outcome: c.outcome };
}

export async function createEntry(actor: Actor | null, input: { slug?: unknown; gameId?: unknown; form: unknown }): Promise<SaveResult> {
  requireRole(actor, "EDITOR");
  const form = parseForm(input.form);
  const registry = await games();
  const gameId = typeof input.gameId === "string" && input.gameId ? input.gameId : registry.principal.id;
  if (!registry.byId.has(gameId)) throw new AdminError(400, "invalid", `gameId: no game "${gameId}"`, "gameId");
  const slug = typeof input.slug === "string" && input.slug.trim() ? input.slug.trim() : slugify(form.titleEn).slice(0, 80).replace(/-+$/, "");
  if (!slugRe.test(slug) || slug.length > 120) throw new AdminError(400, "invalid", `slug: "${slug}" must be lower-case words joined by hyphens`, "slug");
  const r = await write({ actor, slug, gameId, status: "DRAFT", form, baseRevision: null, message: "created in the admin" });
  await audit({ action: "qa.create", actorId: actor.id, actorEmail: actor.email, targetType: "qa", targetKey: slug });
  return r;
}

export async function saveEntry(actor: Actor | null, slug: string, input: { baseRevision: unknown; form: unknown; message?: unknown }): Promise<SaveResult> {
  requireRole(actor, "EDITOR");
  const base = baseRevisionOf(input.baseRevision);
  const form = parseForm(input.form);
  const entry = await prisma().qaEntry.findUnique({ where: { slug }, select: { status: true, gameId: true } });
  if (!entry) throw new AdminError(404, "not-found", `no Q&A entry "${slug}"`, "slug");
  return write({ actor, slug, gameId: entry.gameId, status: entry.status, form, baseRevision: base, message: messageOf(input.message, "saved") });
}

function baseRevisionOf(v: unknown): number {
  if (typeof v !== "number" || !Number.isInteger(v) || v < 0) throw new AdminError(400, "invalid", "baseRevision: the revision number the edit started from is required", "baseRevision");
  return v;
}

function messageOf(v: unknown, fallback: string): string {
  return typeof v === "string" && v.trim() ? v.trim().slice(0, 200) : fallback;
}

export async function setStatus(actor: Actor | null, slug: string, input: { baseRevision: unknown; status: unknown }): Promise<SaveResult> {
  requireRole(actor, "EDITOR");
  const base = baseRevisionOf(input.baseRevision);
  if (!STATUSES.includes(input.status as EditableStatus)) throw new AdminError(400, "invalid", `status: must be one of ${STATUSES.join(", ")}`, "status");
  const status = input.status as EditableStatus;
  const current = await getEditable(actor, slug);
  const r = await write({ actor, slug, gameId: current.gameId, status, form: current.form, baseRevision: base, message: `status ${current.status} → ${status}` });
  const action = status === "PUBLISHED" ? "qa.publish" : current.status === "PUBLISHED" ? "qa.unpublish" : "qa.status";
  await audit({ action, actorId: actor.id, actorEmail: actor.email, targetType: "qa", targetKey: slug, detail: { from: current.status, to: status, revision: r.revision } });
  return r;
}

// ---------- history ----------

export async function listRevisions(actor: Actor | null, slug: string) {
  requireRole(actor, "EDITOR");
  const revs = await prisma().revision.findMany({
    where: { entityType: "qa", entityKey: slug },
    orderBy: { number: "desc" },
    select: { number: true, origin: true, message: true, createdAt: true, data: true, author: { select: { name: true, email: true } } },
  });
  if (revs.length === 0 && !(await prisma().qaEntry.findUnique({ where: { slug } }))) throw new AdminError(404, "not-found", `no Q&A entry "${slug}"`, "slug");
  return revs.map((r) => ({
    number: r.number,
    origin: r.origin,
    message: r.message,
    createdAt: r.createdAt,
    author: r.author ? `${r.author.name} <${r.author.email}>` : r.origin === "import" ? "content import" : null,
    status: isArchivingMarker(r.data) ? "ARCHIVED" : versionFromStored(r.data).status,
    /** an archiving marker records an event, not a version: it cannot be restored */
    restorable: !isArchivingMarker(r.data),
  }));
}

async function revisionVersion(slug: string, number: number): Promise<Version> {
  const r = await prisma().revision.findUnique({ where: { entityType_entityKey_number: { entityType: "qa", entityKey: slug, number } } });
  if (!r) throw new AdminError(404, "not-found", `entry "${slug}" has no revision ${number}`, "revision");
  if (isArchivingMarker(r.data)) throw new AdminError(400, "invalid", `revision ${number} records the entry's archiving, not a version of it`, "revision");
  return versionFromStored(r.data);
}

export interface FieldDiff {
  field: string;
  parts: DiffPart[];
}

/** Field by field, word by word: what changed from revision `from` to revision `to`. */
export async function diffRevisions(actor: Actor | null, slug: string, from: number, to: number): Promise<FieldDiff[]> {
  requireRole(actor, "EDITOR");
  const [a, b] = await Promise.all([revisionVersion(slug, from), revisionVersion(slug, to)]);
  const flat = (v: Version): Record<string, string> => ({
    status: v.status,
    ...Object.fromEntries(
      Object.entries(v.form).map(([k, val]) => [
        k,
        k === "scenario" ? scenarioLabel(val as QaForm["scenario"]) : Array.isArray(val) ? val.join(", ") : val == null ? "" : String(val),
      ]),
    ),
  });
  const fa = flat(a);
  const fb = flat(b);
  return Object.keys(fb)
    .filter((k) => fa[k] !== fb[k])
    .map((k) => ({ field: k, parts: diffText(fa[k] || null, fb[k] || null) }));
}

function scenarioLabel(s: QaForm["scenario"]): string {
  if (s.mode === "none") return "";
  if (s.mode === "existing") return `scenario ${s.slug}`;
  return s.source;
}

/** Restoring writes the old version as a new revision (the status stays as it is now). */
export async function restoreRevision(actor: Actor | null, slug: string, input: { number: unknown; baseRevision: unknown }): Promise<SaveResult> {
  requireRole(actor, "EDITOR");
  const base = baseRevisionOf(input.baseRevision);
  if (typeof input.number !== "number" || !Number.isInteger(input.number)) throw new AdminError(400, "invalid", "number: which revision to restore", "number");
  const old = await revisionVersion(slug, input.number);
  const entry = await prisma().qaEntry.findUnique({ where: { slug }, select: { status: true, gameId: true } });
  if (!entry) throw new AdminError(404, "not-found", `no Q&A entry "${slug}"`, "slug");
  const r = await write({ actor, slug, gameId: entry.gameId, status: entry.status, form: old.form, baseRevision: base, message: `restored revision ${input.number}` });
  await audit({ action: "qa.restore", actorId: actor.id, actorEmail: actor.email, targetType: "qa", targetKey: slug, detail: { restored: input.number, revision: r.revision } });
  return r;
}

export type { Problem, DraftCheck };
