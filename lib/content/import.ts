/**
 * Imports a validated ContentBundle into Postgres in one transaction.
 * - Idempotent: the bundle hash is stored; an unchanged bundle is skipped, and within an import
 *   every record carries its own hash, so only what changed is written.
 * - Atomic: any failure rolls the whole import back.
 * - Nothing is lost: every change to a curated record (Q&A, clause, scenario) appends a Revision;
 *   a Q&A entry removed from content/ is archived, never deleted.
 */
import { createHash } from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { CardRecord } from "../files/cards-file";
import { clauseSortKey, parentClauseNumber } from "./clauses";
import { ContentError } from "../files/errors";
import type { ContentBundle, LoadedQa, LoadedScenario } from "./load";
import { normalizeName } from "../text/normalize";
import { importCardAbilities, precompileAbilities } from "./abilities-import";
import { bulkInsert, bulkUpdateById, type Columns } from "./bulk-write";
import type { GamesFile, RuleClauseFile } from "./schemas";
import { gamesFrom, type GameInfo } from "../games";
import { REVISION_FORMAT, type Ruling } from "../rulings/ruling";
import { writeRuling } from "../rulings/write";

type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

export interface ImportCounts {
  added: number;
  updated: number;
  removed: number;
  unchanged: number;
}
export interface ImportSummary {
  skipped: boolean;
  hash: string;
  cards: ImportCounts;
  clauses: ImportCounts;
  scenarios: ImportCounts;
  qa: ImportCounts;
  revisions: number;
  /** records edited in the admin that the import left alone although their content file differs */
  kept: string[];
}

const BATCH = 1000;

const zero = (): ImportCounts => ({ added: 0, updated: 0, removed: 0, unchanged: 0 });

export function hashOf(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function importContent(
  db: PrismaClient,
  bundle: ContentBundle,
  options: { force?: boolean; timings?: Record<string, number> } = {},
): Promise<ImportSummary> {
  const summary: ImportSummary = {
    skipped: false,
    hash: bundle.hash,
    cards: zero(),
    clauses: zero(),
    scenarios: zero(),
    qa: zero(),
    revisions: 0,
    kept: [],
  };
  if (!options.force) {
    const state = await db.contentState.findUnique({ where: { key: "content" } });
    if (state?.hash === bundle.hash) return { ...summary, skipped: true };
  }

  // how long each part took (ms), for the import's report (not stored)
  const timings = options.timings ?? {};
  const timed = async <T>(name: string, part: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    try {
      return await part();
    } finally {
      timings[name] = Math.round(performance.now() - t0);
    }
  };
  // the abilities compile (CPU) on worker threads while the transaction writes the cards (mostly the database's work)
  const t0 = performance.now();
  const precompiled = await precompileAbilities(db, bundle.root, bundle.cards, principalOf(bundle).id);
  timings["abilities: compile start"] = Math.round(performance.now() - t0);
  await db.$transaction(
    async (tx) => {
      // the games registry (lib/games.ts), before the rule documents that name their game
      for (const g of bundle.games) {
        const { id, ...row } = gameRow(g);
        await tx.game.upsert({ where: { id }, create: { id, ...row }, update: row });
      }
      await timed("cards", () => importCards(tx, bundle, summary));
      await timed("abilities", () => importCardAbilities(tx, bundle.root, bundle.cards, principalOf(bundle).id, timings, precompiled));
      await timed("rules", () => importRules(tx, bundle, summary));
      const scenarioIds = await timed("scenarios", () => importScenarios(tx, bundle, summary));
      await timed("qa", () => importQa(tx, bundle, scenarioIds, summary));
      const state = { hash: bundle.hash, importedAt: new Date(), summary: JSON.parse(JSON.stringify(summary)) };
      await tx.contentState.upsert({ where: { key: "content" }, create: { key: "content", ...state }, update: state });
    },
    { timeout: 600_000, maxWait: 30_000 },
  );
  return summary;
}

// ---------- games ----------

function gameRow(g: GamesFile[number]) {
  return { id: g.id, nameEn: g.name.en, nameJa: g.name.ja ?? null, ruleDocumentId: g.rules ?? null, catalogue: g.catalogue, engine: g.engine };
}

/** The engine's game (games.yaml `engine: true`): content/cards is its catalogue, content/scenarios its scenarios. */
function principalOf(bundle: ContentBundle): GameInfo {
  return gamesFrom(bundle.games.map(gameInfoOf)).principal;
}

function gameInfoOf(g: GamesFile[number]): GameInfo {
  const r = gameRow(g);
  return { id: r.id, nameEn: r.nameEn, nameJa: r.nameJa, ruleDocument: r.ruleDocumentId, catalogue: r.catalogue, engine: r.engine };
}

// ---------- cards ----------

function cardNames(card: CardRecord, extraAliases: { name: string; note?: string }[]) {
  const names: { name: string; kind: "NAME" | "NAME_JA" | "ALIAS" | "FACE"; lang: string; note: string | null }[] = [];
  const seen = new Set<string>();
  const add = (name: string, kind: "NAME" | "NAME_JA" | "ALIAS" | "FACE", lang: string, note: string | null = null) => {
    const key = `${kind}\0${name}`;
    if (!name || seen.has(key)) return;
    seen.add(key);
    names.push({ name, kind, lang, note });
  };
  add(card.name, "NAME", "en");
  if (card.nameJa) add(card.nameJa, "NAME_JA", "ja");
  for (const a of card.aliases) if (a !== card.name) add(a, "ALIAS", "en", "catalogue");
  for (const a of extraAliases) add(a.name, "ALIAS", /[\u3040-\u30ff\u4e00-\u9fff]/.test(a.name) ? "ja" : "en", a.note ?? "content/cards/aliases.yaml");
  for (const f of card.faces ?? []) if (f.name !== card.name) add(f.name, "FACE", "en");
  for (const side of japaneseSides(card)) add(side, "FACE", "ja");
  return names;
}

/**
 * A twinpact's Japanese name joins its sides with "/" (`反逆龍 5000typeR / 無法頂上会談`): each side, when the
 * parts line up with the faces. Other names with a "/" (the Orega Auras, printed between "*" + "/" and "/" + "*") are one name.
 */
export function japaneseSides(card: Pick<CardRecord, "nameJa" | "faces">): string[] {
  if (!card.nameJa || !card.faces || card.faces.length < 2) return [];
  const parts = card.nameJa.split("/").map((p) => p.trim());
  return parts.length === card.faces.length && parts.every((p) => p !== "") ? parts : [];
}

function cardData(card: CardRecord, gameId: string) {
  return {
    gameId,
    slug: card.id,
    name: card.name,
    nameJa: card.nameJa,
    cost: card.cost,
    civilizations: card.civilizations,
    type: card.type,
    races: card.races,
    power: card.power,
    powerSuffix: card.powerSuffix,
    text: card.text,
    set: card.set,
    sets: card.sets,
    tcg: card.tcg,
    faces: card.faces ?? undefined,
    otherFaces: card.otherFaces,
    source: card.source,
    nameJaSource: card.nameJaSource,
  };
}

/** Card's columns as the import writes them (cardData and its hash), for the bulk writes. */
const CARD_COLUMNS: Columns = {
  gameId: "text",
  slug: "text",
  name: "text",
  nameJa: "text",
  cost: "int",
  civilizations: "text[]",
  type: "text",
  races: "text[]",
  power: "int",
  powerSuffix: "text",
  text: "text",
  set: "text",
  sets: "text[]",
  tcg: "boolean",
  faces: "jsonb",
  otherFaces: "text[]",
  source: "text",
  nameJaSource: "text",
  contentHash: "text",
};

async function importCards(tx: Tx, bundle: ContentBundle, summary: ImportSummary) {
  const DM = principalOf(bundle).id;
  const extra = new Map<string, { name: string; note?: string }[]>();
  for (const a of bundle.aliases) {
    const list = extra.get(a.card) ?? [];
    for (const name of a.aliases) list.push({ name, note: a.note });
    extra.set(a.card, list);
  }
  const existing = new Map(
    (await tx.card.findMany({ where: { gameId: DM }, select: { id: true, slug: true, contentHash: true } })).map((c) => [
      c.slug,
      c,
    ]),
  );
  const wanted = bundle.cards.map((card) => {
    const names = cardNames(card, extra.get(card.id) ?? []);
    return { card, names, hash: hashOf({ card, names }) };
  });
  const toCreate = wanted.filter((w) => !existing.has(w.card.id));
  const toUpdate = wanted.filter((w) => existing.has(w.card.id) && existing.get(w.card.id)!.contentHash !== w.hash);
  const wantedSlugs = new Set(bundle.cards.map((c) => c.id));
  const toRemove = [...existing.values()].filter((c) => !wantedSlugs.has(c.slug));

  await bulkInsert(tx, "Card", CARD_COLUMNS, toCreate.map((w) => ({ ...cardData(w.card, DM), contentHash: w.hash })), ["updatedAt"]);
  await bulkUpdateById(tx, "Card", CARD_COLUMNS, toUpdate.map((w) => ({ id: existing.get(w.card.id)!.id, ...cardData(w.card, DM), contentHash: w.hash })), ["updatedAt"]);
  for (const batch of chunks(toUpdate)) await tx.cardName.deleteMany({ where: { cardId: { in: batch.map((w) => existing.get(w.card.id)!.id) } } });
  if (toRemove.length > 0) {
    const referenced = await tx.qaCard.findFirst({
      where: { cardId: { in: toRemove.map((c) => c.id) } },
      select: { card: { select: { slug: true } }, qa: { select: { slug: true } } },
    });
    if (referenced) {
      throw new ContentError(
        "content/cards/cards.jsonl",
        null,
        "id",
        `card "${referenced.card.slug}" was removed but Q&A "${referenced.qa.slug}" links to it`,
      );
    }
    await tx.scenarioCard.deleteMany({ where: { cardId: { in: toRemove.map((c) => c.id) } } });
    await tx.card.deleteMany({ where: { id: { in: toRemove.map((c) => c.id) } } });
  }

  const changed = [...toCreate, ...toUpdate];
  if (changed.length > 0) {
    const ids = new Map(
      (
        await tx.card.findMany({
          where: { gameId: DM, slug: { in: changed.map((w) => w.card.id) } },
          select: { id: true, slug: true },
        })
      ).map((c) => [c.slug, c.id]),
    );
    const rows = changed.flatMap((w) =>
      w.names.map((n) => ({ cardId: ids.get(w.card.id)!, name: n.name, normalized: normalizeName(n.name), kind: n.kind, lang: n.lang, note: n.note })),
    );
    await bulkInsert(tx, "CardName", { cardId: "int", name: "text", normalized: "text", kind: '"CardNameKind"', lang: "text", note: "text" }, rows);
  }
  if (changed.length > 0 || toRemove.length > 0) await syncCardLinks(tx, bundle);

  summary.cards = {
    added: toCreate.length,
    updated: toUpdate.length,
    removed: toRemove.length,
    unchanged: wanted.length - toCreate.length - toUpdate.length,
  };
}

/** Linked faces (psychic / dragheart / awakened) named in otherFaces, resolved to cards by exact name. */
async function syncCardLinks(tx: Tx, bundle: ContentBundle) {
  const DM = principalOf(bundle).id;
  const ids = new Map(
    (await tx.card.findMany({ where: { gameId: DM }, select: { id: true, slug: true, name: true } })).map((c) => [c.name, c]),
  );
  const bySlug = new Map([...ids.values()].map((c) => [c.slug, c.id]));
  const desired = new Set<string>();
  for (const card of bundle.cards) {
    const from = bySlug.get(card.id);
    for (const name of card.otherFaces) {
      const to = ids.get(name);
      if (from && to && to.id !== from) desired.add(`${from}:${to.id}`);
    }
  }
  const existing = await tx.cardLink.findMany({ where: { kind: "linked-face" } });
  const have = new Set(existing.map((l) => `${l.fromId}:${l.toId}`));
  const stale = existing.filter((l) => !desired.has(`${l.fromId}:${l.toId}`));
  for (const l of stale) await tx.cardLink.delete({ where: { fromId_toId_kind: { fromId: l.fromId, toId: l.toId, kind: l.kind } } });
  const add = [...desired].filter((k) => !have.has(k)).map((k) => {
    const [fromId, toId] = k.split(":").map(Number);
    return { fromId, toId, kind: "linked-face" };
  });
  for (const batch of chunks(add)) await tx.cardLink.createMany({ data: batch });
}

// ---------- revisions ----------

async function addRevision(tx: Tx, entityType: string, entityKey: string, data: unknown, summary: ImportSummary) {
  const last = await tx.revision.findFirst({
    where: { entityType, entityKey },
    orderBy: { number: "desc" },
    select: { number: true },
  });
  await tx.revision.create({
    data: { entityType, entityKey, number: (last?.number ?? 0) + 1, data: JSON.parse(JSON.stringify(data)), origin: "import" },
  });
  summary.revisions++;
}

/** Appends one revision to each entity, numbered after its last one, in a few queries. */
async function addRevisions(tx: Tx, entityType: string, items: { key: string; data: unknown }[], summary: ImportSummary) {
  for (const batch of chunks(items)) {
    const last = await tx.revision.groupBy({
      by: ["entityKey"],
      where: { entityType, entityKey: { in: batch.map((i) => i.key) } },
      _max: { number: true },
    });
    const lastBy = new Map(last.map((l) => [l.entityKey, l._max.number ?? 0]));
    await tx.revision.createMany({
      data: batch.map((i) => ({
        entityType,
        entityKey: i.key,
        number: (lastBy.get(i.key) ?? 0) + 1,
        data: JSON.parse(JSON.stringify(i.data)),
        origin: "import",
      })),
    });
    summary.revisions += batch.length;
  }
}

// ---------- rules ----------

function clauseData(c: RuleClauseFile) {
  return {
    number: c.number,
    parentNumber: parentClauseNumber(c.number),
    sortKey: clauseSortKey(c.number),
    titleEn: c.title?.en ?? null,
    titleJa: c.title?.ja ?? null,
    textEn: c.text?.en ?? null,
    textJa: c.text?.ja ?? null,
    enStatus: c.en_status ?? null,
    jaStatus: c.ja_status ?? null,
    sourceUrl: c.source ?? null,
    note: c.note ?? null,
  };
}

async function importRules(tx: Tx, bundle: ContentBundle, summary: ImportSummary) {
  for (const { doc, versions } of bundle.documents) {
    const docData = { gameId: doc.game, titleEn: doc.title.en, titleJa: doc.title.ja ?? null, publisher: doc.publisher ?? null, url: doc.url ?? null };
    await tx.ruleDocument.upsert({ where: { id: doc.id }, create: { id: doc.id, ...docData }, update: docData });

    for (const v of versions) {
      const data = {
        label: v.label,
        date: v.date ? new Date(`${v.date}T00:00:00Z`) : null,
        sourceUrl: v.source?.url ?? null,
        sourceTitle: v.source?.title ?? null,
        note: [v.source?.note, ...[v.notes ?? []].flat()].filter(Boolean).join("\n\n") || null,
      };
      const vHash = hashOf({ data, clauses: v.clauses });
      const current = await tx.ruleVersion.findUnique({ where: { documentId_key: { documentId: doc.id, key: v.version } } });
      if (current && current.contentHash === vHash) {
        summary.clauses.unchanged += v.clauses.length;
        continue;
      }
      const version = current
        ? await tx.ruleVersion.update({ where: { id: current.id }, data: { ...data, contentHash: vHash } })
        : await tx.ruleVersion.create({ data: { documentId: doc.id, key: v.version, ...data, contentHash: vHash } });

      // Written in batches: a full version has ~900 clauses (createMany, bulk revisions, one UPDATE for the tree).
      const existing = new Map((await tx.ruleClause.findMany({ where: { versionId: version.id } })).map((c) => [c.number, c]));
      const wanted = new Set(v.clauses.map((c) => c.number));
      const creates: (ReturnType<typeof clauseData> & { versionId: number; contentHash: string })[] = [];
      const revisions: { key: string; data: unknown }[] = [];
      for (const c of v.clauses) {
        const cd = clauseData(c);
        const h = hashOf(cd);
        const have = existing.get(c.number);
        if (have && have.contentHash === h) {
          summary.clauses.unchanged++;
          continue;
        }
        if (have) {
          await tx.ruleClause.update({ where: { id: have.id }, data: { ...cd, contentHash: h } });
          summary.clauses.updated++;
        } else {
          creates.push({ versionId: version.id, ...cd, contentHash: h });
          summary.clauses.added++;
        }
        revisions.push({ key: `${doc.id}@${v.version}#${c.number}`, data: cd });
      }
      for (const batch of chunks(creates)) await tx.ruleClause.createMany({ data: batch });
      const stale = [...existing.values()].filter((c) => !wanted.has(c.number));
      if (stale.length > 0) {
        for (const c of stale) revisions.push({ key: `${doc.id}@${v.version}#${c.number}`, data: { removed: true } });
        await tx.ruleClause.updateMany({ where: { parentId: { in: stale.map((c) => c.id) } }, data: { parentId: null } });
        await tx.ruleClause.deleteMany({ where: { id: { in: stale.map((c) => c.id) } } });
        summary.clauses.removed += stale.length;
      }
      await addRevisions(tx, "clause", revisions, summary);
      // Parent links: the nearest ancestor number present in this version (a chapter has no parent).
      const rows = await tx.ruleClause.findMany({ where: { versionId: version.id }, select: { id: true, number: true, parentId: true } });
      const idByNumber = new Map(rows.map((r) => [r.number, r.id]));
      const relink: { id: number; parentId: number | null }[] = [];
      for (const r of rows) {
        let p = parentClauseNumber(r.number);
        while (p && !idByNumber.has(p)) p = parentClauseNumber(p);
        const parentId = p ? idByNumber.get(p)! : null;
        if (parentId !== r.parentId) relink.push({ id: r.id, parentId });
      }
      for (const batch of chunks(relink)) {
        await tx.$executeRaw`UPDATE "RuleClause" AS c SET "parentId" = u.p FROM unnest(${batch.map((r) => r.id)}::int[], ${batch.map((r) => r.parentId)}::int[]) AS u(id, p) WHERE c.id = u.id`;
      }
    }
  }
}

// ---------- scenarios ----------

async function importScenarios(tx: Tx, bundle: ContentBundle, summary: ImportSummary): Promise<Map<string, number>> {
  const principal = principalOf(bundle);
  const cardIds = await cardIdMap(tx, principal.id);
  const existing = new Map(
    (await tx.scenario.findMany({ select: { id: true, slug: true, contentHash: true, origin: true, adminEditedAt: true } })).map((s) => [s.slug, s]),
  );
  const ids = new Map<string, number>();
  for (const s of bundle.scenarios) {
    const data = scenarioData(s, principal.id);
    // the written scenario and what the engine made of it, hashed apart: a new engine re-runs every scenario
    // (new stored runs) without making a revision of scenarios nobody edited
    const written = hashOf({ titleEn: data.titleEn, titleJa: data.titleJa, source: data.source, cards: s.cardSlugs, rules: s.rules });
    const h = `${written}:${hashOf({ compiled: data.compiled, run: data.run, runOk: data.runOk })}`;
    const have = existing.get(s.slug);
    if (have && have.contentHash === h) {
      ids.set(s.slug, have.id);
      summary.scenarios.unchanged++;
      continue;
    }
    if (have && (have.origin !== "content" || have.adminEditedAt)) {
      // the admin's version wins; content/ keeps its own until someone exports or reconciles
      ids.set(s.slug, have.id);
      summary.kept.push(`scenario ${s.slug}: edited in the admin; ${s.file} not imported`);
      summary.scenarios.unchanged++;
      continue;
    }
    const row = have
      ? await tx.scenario.update({ where: { id: have.id }, data: { ...data, contentHash: h } })
      : await tx.scenario.create({ data: { slug: s.slug, ...data, contentHash: h } });
    ids.set(s.slug, row.id);
    await tx.scenarioClause.deleteMany({ where: { scenarioId: row.id } });
    await tx.scenarioCard.deleteMany({ where: { scenarioId: row.id } });
    await tx.scenarioClause.createMany({
      data: [...new Set(s.rules)].map((n) => ({ scenarioId: row.id, documentId: principal.ruleDocument!, clauseNumber: n })),
    });
    await tx.scenarioCard.createMany({
      data: s.cardSlugs.filter((c) => cardIds.has(c)).map((c) => ({ scenarioId: row.id, cardId: cardIds.get(c)! })),
    });
    if (have?.contentHash?.split(":")[0] !== written) {
      await addRevision(tx, "scenario", s.slug, { titleEn: data.titleEn, titleJa: data.titleJa, source: data.source, rules: s.rules, cards: s.cardSlugs }, summary);
    }
    summary.scenarios[have ? "updated" : "added"]++;
  }
  for (const [slug, s] of existing) {
    if (ids.has(slug) || s.origin !== "content") continue;
    await addRevision(tx, "scenario", slug, { removed: true }, summary);
    await tx.scenario.delete({ where: { id: s.id } });
    summary.scenarios.removed++;
  }
  return ids;
}

function scenarioData(s: LoadedScenario, gameId: string) {
  return {
    gameId,
    titleEn: s.titleEn,
    titleJa: s.titleJa,
    source: s.source,
    compiled: JSON.parse(JSON.stringify(s.compiled)),
    run: JSON.parse(JSON.stringify(s.run)),
    runOk: s.runOk,
  };
}

async function cardIdMap(tx: Tx, gameId: string): Promise<Map<string, number>> {
  return new Map((await tx.card.findMany({ where: { gameId }, select: { id: true, slug: true } })).map((c) => [c.slug, c.id]));
}

// ---------- Q&A ----------

/** The ruling a content file states (its file-only fields — slug, game, status — and the loader's findings left out). */
function rulingOf(q: LoadedQa): Ruling {
  const { slug: _slug, game: _game, status: _status, file: _file, verifiedAgainst: _v, currentRules: _c, verificationProblem: _p, ...ruling } = q;
  void [_slug, _game, _status, _file, _v, _c, _p];
  return ruling;
}

async function importQa(tx: Tx, bundle: ContentBundle, scenarioIds: Map<string, number>, summary: ImportSummary) {
  const registry = gamesFrom(bundle.games.map(gameInfoOf));
  const importedAt = new Date(); // one publication time per import, so order within it falls to the source date
  const existing = new Map(
    (await tx.qaEntry.findMany({ select: { id: true, slug: true, contentHash: true, origin: true, status: true, publishedAt: true, adminEditedAt: true } })).map((q) => [q.slug, q]),
  );
  const seen = new Set<string>();
  for (const q of bundle.qa) {
    seen.add(q.slug);
    const ruling = rulingOf(q);
    const status = q.status === "published" ? ("PUBLISHED" as const) : ("DRAFT" as const);
    const checked = { verification: q.verified ?? (q.verificationProblem ? "failed" : null), verifiedAgainst: q.verifiedAgainst, currentRules: q.currentRules };
    const h = hashOf({ format: REVISION_FORMAT, game: q.game, status, ruling, checked });
    const have = existing.get(q.slug);
    if (have && have.contentHash === h) {
      summary.qa.unchanged++;
      continue;
    }
    if (have && (have.origin !== "content" || have.adminEditedAt)) {
      // An entry saved in the admin is never overwritten by an import: the admin's version is newer
      // work. `npm run content:export` writes it back to content/ to reconcile the two.
      summary.kept.push(`qa ${q.slug}: ${have.origin === "content" ? "edited" : "created"} in the admin; ${q.file} not imported (npm run content:export -- ${q.slug})`);
      summary.qa.unchanged++;
      continue;
    }
    await writeRuling(tx, {
      slug: q.slug,
      game: registry.byId.get(q.game)!,
      principal: registry.principal,
      status,
      ruling,
      scenarioId: q.scenario ? (scenarioIds.get(q.scenario) ?? null) : null,
      checked: { ...checked, verifiedAt: q.verifiedAgainst ? importedAt : null },
      publishedAt: status === "PUBLISHED" ? (have?.publishedAt ?? importedAt) : null,
      origin: "content",
      adminEditedAt: null,
      contentHash: h,
      existingId: have?.id ?? null,
      revision: { origin: "import" },
    });
    summary.revisions++;
    summary.qa[have ? "updated" : "added"]++;
  }
  // Entries that left content/ are archived, not deleted: their history stays readable.
  for (const [slug, q] of existing) {
    if (seen.has(slug) || q.origin !== "content" || q.adminEditedAt || q.status === "ARCHIVED") continue;
    await tx.qaEntry.update({ where: { id: q.id }, data: { status: "ARCHIVED" } });
    await addRevision(tx, "qa", slug, { archived: true, reason: "removed from content/" }, summary);
    summary.qa.removed++;
  }
}
