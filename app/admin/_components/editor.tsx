"use client";
/**
 * The Q&A entry editor: texts in English and Japanese, cards, clauses, source, and the engine part
 * (a scenario and the answer as an outcome), checked as you type. Saves name the revision they start
 * from; a stale save shows both versions. Unsaved edits are kept in this browser (localStorage) until
 * saved, so nothing typed is lost to a reload, a conflict or an expired session.
 */
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { DraftCheck, Problem, QaForm } from "@/lib/admin/qa";
import { api, signInAgainHref, type ApiError } from "./api";
import { CardPicker, ChipInput } from "./chips";
import { ConflictView } from "./conflict";
import { EMPTY_FORM, fromQaForm, sameForm, toPayload, type FormState } from "./form-model";
import { MarkdownField } from "./markdown-field";
import { RunStepper } from "./stepper";
import { buttonClass, fmtTime, inputClass, primaryClass, STATUS_LABEL, StatusBadge } from "./ui";
import { YamlArea } from "./yaml-area";

const CHECK_DEBOUNCE_MS = 400;
const AUTOSAVE_MS = 300;
const CLAUSE_RE = /^\d{3}(?:\.\d+[a-z]?)?$/;

export interface EditorInitial {
  revision: number;
  status: string;
  origin: string;
  gameId: string;
  verifiedAgainst: string | null;
  adminEditedAt: string | null;
  form: QaForm;
}

export interface ScenarioOption {
  slug: string;
  titleEn: string;
  runOk: boolean;
}

interface SavedAnswer {
  slug: string;
  revision: number;
  status: string;
  check: Pick<DraftCheck, "problems" | "scenarioOk" | "outcome">;
}

interface StaleBody {
  current: { revision: number; status: string; gameId: string; form: QaForm; author: string | null; at: string | null };
  yours: { baseRevision: number; status: string; form: QaForm };
}

interface Conflict {
  revision: number;
  status: string;
  author: string | null;
  at: string | null;
  form: FormState;
}

interface StoredDraft {
  form: FormState;
  baseRevision: number | null;
  savedAt: string;
}

/** Top-level field of a route's error field ("cards.0" → "cards", "scenario.source" → "scenario"). */
function fieldKey(field: string | null): string | null {
  if (!field) return null;
  const k = field.split(".")[0];
  return k === "form" ? null : k;
}

const TRANSITIONS: Record<string, { to: string; label: string; primary?: boolean }[]> = {
  DRAFT: [{ to: "IN_REVIEW", label: "Send to review", primary: true }],
  IN_REVIEW: [
    { to: "PUBLISHED", label: "Publish", primary: true },
    { to: "DRAFT", label: "Back to draft" },
  ],
  PUBLISHED: [{ to: "UNPUBLISHED", label: "Unpublish" }],
  UNPUBLISHED: [
    { to: "PUBLISHED", label: "Publish", primary: true },
    { to: "DRAFT", label: "Back to draft" },
  ],
  ARCHIVED: [{ to: "DRAFT", label: "Back to draft" }],
};

/** The live check's input: which scenario, and the outcome text. */
interface CheckInput {
  mode: FormState["scenarioMode"];
  slug: string;
  source: string;
  outcome: string;
}

/** Nothing to check yet: no outcome, and no scenario chosen or written. */
function nothingToCheck(c: CheckInput): boolean {
  return (
    (c.mode === "none" && !c.outcome.trim()) ||
    (c.mode === "existing" && !c.slug) ||
    (c.mode === "own" && !c.source.trim() && !c.outcome.trim())
  );
}

export function Editor({
  slug,
  initial,
  scenarios,
  cardNames,
  clauseNumbers,
  created = false,
}: {
  slug: string | null;
  initial: EditorInitial | null;
  scenarios: ScenarioOption[];
  cardNames: Record<string, string>;
  /** every clause number some rule version has: a typed clause outside it is refused at once */
  clauseNumbers: string[];
  /** The entry was just created (the address has ?created=1): say so once. */
  created?: boolean;
}) {
  const router = useRouter();
  const creating = slug === null;
  const knownClauses = useMemo(() => new Set(clauseNumbers), [clauseNumbers]);
  const checkClause = (v: string) =>
    !CLAUSE_RE.test(v) ? `“${v}” is not a clause number (like 609.6a)` : knownClauses.has(v) ? null : `No version of the comprehensive rules has clause ${v}`;
  const storageKey = `shinpan-admin:qa:${slug ?? "new"}`;
  const initialForm = useMemo(() => (initial ? fromQaForm(initial.form) : EMPTY_FORM), [initial]);

  const [form, setForm] = useState<FormState>(initialForm);
  const [saved, setSaved] = useState<FormState>(initialForm);
  const [revision, setRevision] = useState(initial?.revision ?? 0);
  const [status, setStatus] = useState(initial?.status ?? "DRAFT");
  const [newSlug, setNewSlug] = useState("");
  const [message, setMessage] = useState("");
  const [names, setNames] = useState<Record<string, string>>(cardNames);

  const [busy, setBusy] = useState<null | "save" | "status">(null);
  const [notice, setNotice] = useState<string | null>(
    created ? `Draft created as revision ${initial?.revision ?? 1}. It is not public until it is published.` : null,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [authLost, setAuthLost] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [statusStale, setStatusStale] = useState<Conflict | null>(null);
  const [restoreOffer, setRestoreOffer] = useState<StoredDraft | null>(null);

  /** The last check's answer, and the input it answers. */
  const [checked, setChecked] = useState<{ input: CheckInput; check: DraftCheck | null; error: string | null } | null>(null);

  const [copyFrom, setCopyFrom] = useState("");
  const [copyProblem, setCopyProblem] = useState<string | null>(null);

  const dirty = !sameForm(form, saved);
  const set = useCallback(<K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => {
      const k = key.startsWith("scenario") ? "scenario" : key;
      if (!(k in e)) return e;
      const next = { ...e };
      delete next[k];
      return next;
    });
    setNotice(null);
  }, []);

  // just created (the notice says so): drop ?created=1 from the address, so a reload does not say it again
  useEffect(() => {
    if (!created) return;
    const u = new URL(window.location.href);
    u.searchParams.delete("created");
    window.history.replaceState(window.history.state, "", u.pathname + u.search + u.hash);
  }, [created]);

  // ---------- the copy kept in this browser ----------
  const offerPending = useRef(false);
  useEffect(() => {
    try {
      const raw = window.localStorage.getItem(storageKey);
      if (!raw) return;
      const d = JSON.parse(raw) as StoredDraft;
      if (d?.form && !sameForm({ ...EMPTY_FORM, ...d.form }, initialForm)) {
        offerPending.current = true;
        // The stored copy is in this browser only, so it can be read only here, after hydration (the
        // server's render cannot know it), once per entry: the one render this costs is the offer itself.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setRestoreOffer({ ...d, form: { ...EMPTY_FORM, ...d.form } });
      } else {
        window.localStorage.removeItem(storageKey);
      }
    } catch {
      /* private mode or a broken copy: nothing to offer */
    }
  }, [storageKey, initialForm]);

  useEffect(() => {
    if (offerPending.current) return; // keep the stored copy until the user decides
    const t = setTimeout(() => {
      try {
        if (dirty) {
          const d: StoredDraft = { form, baseRevision: creating ? null : revision, savedAt: new Date().toISOString() };
          window.localStorage.setItem(storageKey, JSON.stringify(d));
        } else {
          window.localStorage.removeItem(storageKey);
        }
      } catch {
        /* storage full or unavailable */
      }
    }, AUTOSAVE_MS);
    return () => clearTimeout(t);
  }, [form, dirty, revision, creating, storageKey]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const restore = () => {
    if (!restoreOffer) return;
    setForm(restoreOffer.form);
    offerPending.current = false;
    setRestoreOffer(null);
    setNotice("Your unsaved edits are back. Save them to keep them.");
  };
  const discardStored = () => {
    offerPending.current = false;
    setRestoreOffer(null);
    try {
      window.localStorage.removeItem(storageKey);
    } catch {
      /* nothing */
    }
  };

  // ---------- the live check ----------
  const checkInput = useMemo<CheckInput>(
    () => ({ mode: form.scenarioMode, slug: form.scenarioSlug, source: form.scenarioSource, outcome: form.outcome }),
    [form.scenarioMode, form.scenarioSlug, form.scenarioSource, form.outcome],
  );
  const idle = nothingToCheck(checkInput);
  // Emptied: forget the last answer (adjusting state while rendering, not in an effect: no extra render).
  if (idle && checked) setChecked(null);
  // While the input has no answer yet, the last answer stays on screen, marked as being checked again.
  const checking = !idle && checked?.input !== checkInput;
  const check = checked?.check ?? null;
  const checkError = checked?.error ?? null;
  useEffect(() => {
    if (nothingToCheck(checkInput)) return;
    const ctrl = new AbortController();
    const t = setTimeout(async () => {
      const scenario =
        checkInput.mode === "existing" ? { mode: "existing", slug: checkInput.slug } : checkInput.mode === "own" ? { mode: "own", source: checkInput.source } : { mode: "none" };
      try {
        // only the scenario and the outcome matter to the check; the texts may still be empty
        const r = await api<DraftCheck>("POST", "/api/admin/check", { form: { titleEn: "check", questionEn: "check", answerEn: "check", scenario, outcome: checkInput.outcome } }, ctrl.signal);
        if (ctrl.signal.aborted) return;
        if (r.ok) {
          setChecked({ input: checkInput, check: r.data, error: null });
        } else {
          if (r.err.status === 401) setAuthLost(true);
          setChecked({ input: checkInput, check: null, error: r.err.message });
        }
      } catch {
        /* aborted by a newer keystroke */
      }
    }, CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(t);
      ctrl.abort();
    };
  }, [checkInput]);

  const problems = check?.problems ?? [];
  const scenarioProblems = problems.filter((p) => p.part === "scenario");
  const outcomeProblems = problems.filter((p) => p.part === "outcome");
  const mismatches = check?.outcome?.mismatches ?? [];
  const scenarioLines = new Set(scenarioProblems.map((p) => p.line).filter((l): l is number => l != null));
  const outcomeLines = new Set([...outcomeProblems, ...mismatches].map((p) => p.line).filter((l): l is number => l != null));

  // ---------- saving ----------
  const showError = (err: ApiError) => {
    if (err.status === 401) {
      setAuthLost(true);
      return;
    }
    if (err.error === "stale") {
      const b = err.body as unknown as StaleBody;
      setConflict({ revision: b.current.revision, status: b.current.status, author: b.current.author, at: b.current.at, form: fromQaForm(b.current.form) });
      return;
    }
    const key = fieldKey(err.field);
    if (key) {
      setErrors((e) => ({ ...e, [key]: err.message }));
      const el = document.getElementById(`f-${key}`);
      el?.scrollIntoView({ block: "center", behavior: "smooth" });
      el?.focus({ preventScroll: true });
    } else {
      setGeneral(err.message);
    }
  };

  const save = async (base: number = revision) => {
    setBusy("save");
    setGeneral(null);
    setNotice(null);
    setErrors({});
    setRefusal(null);
    const sent = form;
    try {
      if (creating) {
        const r = await api<SavedAnswer>("POST", "/api/admin/qa", { ...(newSlug.trim() ? { slug: newSlug.trim() } : {}), form: toPayload(sent) });
        if (!r.ok) return showError(r.err);
        try {
          window.localStorage.removeItem(storageKey);
        } catch {
          /* nothing */
        }
        offerPending.current = true; // this page is going away: do not store the form again
        setSaved(sent);
        router.push(`/admin/qa/${r.data.slug}?created=1`);
        return;
      }
      const r = await api<SavedAnswer>("PUT", `/api/admin/qa/${slug}`, { baseRevision: base, form: toPayload(sent), ...(message.trim() ? { message: message.trim() } : {}) });
      if (!r.ok) return showError(r.err);
      setSaved(sent);
      setRevision(r.data.revision);
      setStatus(r.data.status);
      setConflict(null);
      setMessage("");
      setNotice(`Saved as revision ${r.data.revision}.`);
    } finally {
      setBusy(null);
    }
  };

  const takeTheirs = () => {
    if (!conflict) return;
    setForm(conflict.form);
    setSaved(conflict.form);
    setRevision(conflict.revision);
    setStatus(conflict.status);
    setConflict(null);
    setNotice(`You are now editing revision ${conflict.revision}. Your version was replaced.`);
  };

  const changeStatus = async (to: string) => {
    if (dirty || creating) return;
    setBusy("status");
    setRefusal(null);
    setGeneral(null);
    setNotice(null);
    setStatusStale(null);
    try {
      const r = await api<SavedAnswer>("POST", `/api/admin/qa/${slug}/status`, { baseRevision: revision, status: to });
      if (r.ok) {
        setRevision(r.data.revision);
        setStatus(r.data.status);
        setNotice(`${STATUS_LABEL[r.data.status] ?? r.data.status} (revision ${r.data.revision}).`);
        return;
      }
      if (r.err.status === 401) return setAuthLost(true);
      if (r.err.error === "disagrees") return setRefusal(r.err.message);
      if (r.err.error === "stale") {
        const b = r.err.body as unknown as StaleBody;
        return setStatusStale({ revision: b.current.revision, status: b.current.status, author: b.current.author, at: b.current.at, form: fromQaForm(b.current.form) });
      }
      if (r.err.error === "outcome-invalid" || r.err.error === "scenario-invalid") return setRefusal(r.err.message);
      showError(r.err);
    } finally {
      setBusy(null);
    }
  };

  const copyScenario = async () => {
    if (!copyFrom) return;
    setCopyProblem(null);
    const got = await api<{ source: string }>("GET", `/api/admin/scenarios/${encodeURIComponent(copyFrom)}`);
    if (!got.ok) return setCopyProblem(got.err.message);
    const r = got.data;
    const replaceOwn = !form.scenarioSource.trim() || window.confirm("Replace the scenario text with a copy of this scenario?");
    if (!replaceOwn) return;
    // a copy needs its own id: suggest one
    const text = r.source.replace(/^(\s*id:\s*)([a-z0-9-]+)/m, (_m, p: string, id: string) => `${p}${id}-${creating ? "copy" : slug}`.slice(0, 200));
    set("scenarioSource", text);
  };

  // ---------- rendering ----------
  const err = (k: string) => errors[k] ?? null;
  const allowed = creating ? [] : (TRANSITIONS[status] ?? []);
  const publicHref = !creating && status === "PUBLISHED" ? `/qa/${slug}` : null;

  return (
    <div className="space-y-6 pb-28">
      <header className="space-y-2">
        <nav aria-label="Breadcrumb" className="text-sm text-stone-500">
          <Link href="/admin" className="hover:underline">Entries</Link> / {creating ? "New entry" : <span className="font-mono">{slug}</span>}
        </nav>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">{creating ? "New entry" : form.titleEn || saved.titleEn || slug}</h1>
          {!creating && <StatusBadge status={status} />}
        </div>
        {!creating && (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
            <span data-testid="revision">Revision {revision}</span>
            <span>{initial?.origin === "admin" ? "Written in the admin" : "From content/"}{initial?.adminEditedAt && initial.origin !== "admin" ? `, edited in the admin ${fmtTime(initial.adminEditedAt)}` : ""}</span>
            <Link href={`/admin/qa/${slug}/history`} className="text-brand-600 hover:underline">History</Link>
            {publicHref && (
              <Link href={publicHref} className="text-brand-600 hover:underline" data-testid="public-link">
                Public page →
              </Link>
            )}
          </p>
        )}
      </header>

      {authLost && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          <strong>Your session has ended.</strong> Your edits are kept in this browser.{" "}
          <a href={signInAgainHref()} className="font-medium underline">Sign in again</a> and come back to this page to restore them.
        </div>
      )}

      {restoreOffer && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="restore-offer">
          <span>
            This browser kept unsaved edits of this entry from {fmtTime(restoreOffer.savedAt)}
            {restoreOffer.baseRevision != null ? ` (started from revision ${restoreOffer.baseRevision})` : ""}.
          </span>
          <span className="flex gap-2">
            <button type="button" onClick={restore} className={primaryClass}>Restore my edits</button>
            <button type="button" onClick={discardStored} className={buttonClass}>Discard them</button>
          </span>
        </div>
      )}

      {conflict && (
        <section role="alert" aria-labelledby="conflict-h" className="space-y-3 rounded-lg border-2 border-amber-400 bg-white p-4 shadow-sm" data-testid="conflict">
          <h2 id="conflict-h" className="text-lg font-semibold text-amber-900">Someone saved this entry while you were editing</h2>
          <p className="text-sm">
            Revision {conflict.revision} was saved{conflict.author ? ` by ${conflict.author}` : ""}{conflict.at ? ` at ${fmtTime(conflict.at)}` : ""}, after revision{" "}
            {revision} you started from. Your text is still in the editor below. Compare, then choose:
          </p>
          <ConflictView theirs={conflict.form} yours={form} theirsLabel={`Theirs (revision ${conflict.revision})`} yoursLabel="Yours (not saved)" />
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={takeTheirs} className={buttonClass}>Take theirs (drop my changes)</button>
            <button type="button" onClick={() => void save(conflict.revision)} disabled={busy !== null} className={primaryClass}>
              Keep mine and save over revision {conflict.revision}
            </button>
          </div>
        </section>
      )}

      {general && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">{general}</div>
      )}

      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        className="space-y-6"
        noValidate
      >
        {creating && (
          <Section title="Address">
            <Field id="f-slug" label="Slug (optional)" hint="Lower-case words joined by hyphens; the page will be /qa/<slug>. Left empty, it is made from the English title." error={err("slug")}>
              <input id="f-slug" value={newSlug} onChange={(e) => setNewSlug(e.target.value)} className={`${inputClass} font-mono`} placeholder="aqua-soldier-returns" maxLength={120} aria-describedby="f-slug-hint" />
            </Field>
          </Section>
        )}

        <Section title="Question and answer">
          <div className="grid gap-4 md:grid-cols-2">
            <Field id="f-titleEn" label="Title (English)" required error={err("titleEn")}>
              <input id="f-titleEn" value={form.titleEn} onChange={(e) => set("titleEn", e.target.value)} className={inputClass} maxLength={300} required aria-invalid={!!err("titleEn") || undefined} />
            </Field>
            <Field id="f-titleJa" label="Title (Japanese)" error={err("titleJa")}>
              <input id="f-titleJa" lang="ja" value={form.titleJa} onChange={(e) => set("titleJa", e.target.value)} className={inputClass} maxLength={300} />
            </Field>
            <MarkdownField id="f-questionEn" label="Question (English)" required value={form.questionEn} onChange={(v) => set("questionEn", v)} error={err("questionEn")} />
            <MarkdownField id="f-questionJa" label="Question (Japanese)" lang="ja" value={form.questionJa} onChange={(v) => set("questionJa", v)} error={err("questionJa")} />
            <MarkdownField id="f-answerEn" label="Answer (English)" required rows={7} value={form.answerEn} onChange={(v) => set("answerEn", v)} error={err("answerEn")}
              hint="Markdown: paragraphs, - lists, **bold**, *italic*, `code`, [links](https://…); clause numbers such as 609.4 become links." />
            <MarkdownField id="f-answerJa" label="Answer (Japanese)" lang="ja" rows={7} value={form.answerJa} onChange={(v) => set("answerJa", v)} error={err("answerJa")} />
          </div>
        </Section>

        <Section title="Cards and rules">
          <div className="grid gap-4 md:grid-cols-2">
            <Field id="f-cards" label="Cards" hint="Duel Masters cards this ruling is about; it is listed on their pages." error={err("cards")}>
              <CardPicker id="f-cards" values={form.cards} names={names} onChange={(v) => set("cards", v)} onName={(s, n) => setNames((m) => ({ ...m, [s]: n }))} describedBy="f-cards-hint" invalid={!!err("cards")} />
            </Field>
            <Field id="f-mentions" label="Mentions" hint="Card names of another game (no catalogue), one at a time." error={err("mentions")}>
              <ChipInput id="f-mentions" label="Mentions" values={form.mentions} onChange={(v) => set("mentions", v)} placeholder="Dark Hole" describedBy="f-mentions-hint" />
            </Field>
            <Field id="f-clauses" label="Clauses it relies on" hint="Clause numbers, e.g. 609.4 or 801.4c (Enter or comma to add)." error={err("clauses")}>
              <ChipInput id="f-clauses" label="Clauses" mono values={form.clauses} onChange={(v) => set("clauses", v)} placeholder="609.4" describedBy="f-clauses-hint"
                validate={checkClause} />
            </Field>
            <Field id="f-same" label="Same principle as" hint="Duel Masters clauses expressing the same idea (for other games' rulings)." error={err("same")}>
              <ChipInput id="f-same" label="Same-principle clauses" mono values={form.same} onChange={(v) => set("same", v)} placeholder="609.3" describedBy="f-same-hint"
                validate={checkClause} />
            </Field>
          </div>
        </Section>

        <Section title="Source">
          <div className="grid gap-4 md:grid-cols-[2fr_2fr_1fr]">
            <Field id="f-sourceTitle" label="Title" error={err("sourceTitle")}>
              <input id="f-sourceTitle" value={form.sourceTitle} onChange={(e) => set("sourceTitle", e.target.value)} className={inputClass} maxLength={500} />
            </Field>
            <Field id="f-sourceUrl" label="URL" error={err("sourceUrl")}>
              <input id="f-sourceUrl" type="url" inputMode="url" value={form.sourceUrl} onChange={(e) => set("sourceUrl", e.target.value)} className={inputClass} placeholder="https://…" maxLength={1000} />
            </Field>
            <Field id="f-sourceDate" label="Date" error={err("sourceDate")}>
              <input id="f-sourceDate" type="date" value={form.sourceDate} onChange={(e) => set("sourceDate", e.target.value)} className={inputClass} />
            </Field>
          </div>
        </Section>

        <Section title="History" id="history">
          <p className="text-sm text-stone-600">
            When an official ruling or a rule change replaces this answer, name the ruling that replaces it: this page keeps its
            address and says &ldquo;Superseded on … by …&rdquo;, and the new ruling says what it replaced.
          </p>
          <div className="grid gap-4 md:grid-cols-4">
            <Field id="f-supersededBy" label="Superseded by" hint="The new ruling's slug (its address /qa/<slug>)." error={err("supersededBy")}>
              <input id="f-supersededBy" value={form.supersededBy} onChange={(e) => set("supersededBy", e.target.value.trim())} className={inputClass} placeholder="new-ruling-slug" maxLength={120} aria-describedby="f-supersededBy-hint" />
            </Field>
            <Field id="f-supersededOn" label="Superseded on" error={err("supersededOn")}>
              <input id="f-supersededOn" type="date" value={form.supersededOn} onChange={(e) => set("supersededOn", e.target.value)} className={inputClass} />
            </Field>
            <Field id="f-inForceFrom" label="In force from" error={err("inForceFrom")}>
              <input id="f-inForceFrom" type="date" value={form.inForceFrom} onChange={(e) => set("inForceFrom", e.target.value)} className={inputClass} />
            </Field>
            <Field id="f-inForceUntil" label="In force until" error={err("inForceUntil")}>
              <input id="f-inForceUntil" type="date" value={form.inForceUntil} onChange={(e) => set("inForceUntil", e.target.value)} className={inputClass} />
            </Field>
          </div>
        </Section>

        <Section title="Engine check" id="engine">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Scenario</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {(
                [
                  ["none", "None (not checked by the engine)"],
                  ["existing", "An existing scenario"],
                  ["own", "Its own scenario"],
                ] as const
              ).map(([mode, label]) => (
                <label key={mode} className="inline-flex items-center gap-2">
                  <input type="radio" name="scenarioMode" value={mode} checked={form.scenarioMode === mode} onChange={() => set("scenarioMode", mode)} className="accent-brand-600" />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>

          {form.scenarioMode === "existing" && (
            <Field id="f-scenario" label="Scenario" error={err("scenario")}>
              <select id="f-scenario" value={form.scenarioSlug} onChange={(e) => set("scenarioSlug", e.target.value)} className={inputClass}>
                <option value="">Choose a scenario…</option>
                {scenarios.map((s) => (
                  <option key={s.slug} value={s.slug}>
                    {s.titleEn} ({s.slug}){s.runOk ? "" : " — its run fails"}
                  </option>
                ))}
              </select>
            </Field>
          )}

          {form.scenarioMode === "own" && (
            <div className="space-y-2">
              <div className="flex flex-wrap items-end gap-2 rounded-md bg-stone-50 p-2">
                <div className="min-w-48 flex-1 space-y-1">
                  <label htmlFor="f-copy" className="block text-xs font-medium text-stone-600">Start from a copy of</label>
                  <select id="f-copy" value={copyFrom} onChange={(e) => setCopyFrom(e.target.value)} className={inputClass}>
                    <option value="">an existing scenario…</option>
                    {scenarios.map((s) => (
                      <option key={s.slug} value={s.slug}>{s.titleEn} ({s.slug})</option>
                    ))}
                  </select>
                </div>
                <button type="button" onClick={() => void copyScenario()} disabled={!copyFrom} className={buttonClass}>Copy into the editor</button>
                {copyProblem && <p className="w-full text-xs text-red-700">{copyProblem}</p>}
              </div>
              <Field id="f-scenario" label="Scenario (YAML)" hint="The format of content/scenarios/*.yaml; meta.id must be new." error={err("scenario")}>
                <YamlArea id="f-scenario" value={form.scenarioSource} onChange={(v) => set("scenarioSource", v)} problemLines={scenarioLines} rows={18} describedBy="f-scenario-hint f-scenario-problems" invalid={scenarioProblems.length > 0 || !!err("scenario")}
                  placeholder={"meta:\n  id: my-new-scenario\n  title: { en: \"…\" }\n  rules: [\"609.1\"]\n  source: \"…\"\nsetup:\n  turn: { number: 3, active: A }\n  A: { battle: [ … ] }\nactions:\n  - battle: { a: …, b: … }"} />
              </Field>
              <ProblemList id="f-scenario-problems" problems={scenarioProblems} />
            </div>
          )}
          {form.scenarioMode === "existing" && <ProblemList id="f-scenario-problems" problems={scenarioProblems} />}

          {form.scenarioMode !== "none" || form.outcome.trim() ? (
            <div className="space-y-2">
              <Field id="f-outcome" label="Expected outcome (the answer, as the engine checks it)" hint="YAML in the form of a scenario's expect:, with the scenario's instance ids, e.g. zones: { B.hand: [b_soldier] }" error={err("outcome")}>
                <YamlArea id="f-outcome" value={form.outcome} onChange={(v) => set("outcome", v)} problemLines={outcomeLines} rows={7} describedBy="f-outcome-hint f-outcome-problems" invalid={outcomeLines.size > 0 || outcomeProblems.length > 0 || !!err("outcome")}
                  placeholder={"zones:\n  B.hand: [b_soldier]"} />
              </Field>
              <ProblemList id="f-outcome-problems" problems={outcomeProblems} />
            </div>
          ) : null}

          <CheckPanel check={check} checking={checking} error={checkError} mode={form.scenarioMode} hasOutcome={!!form.outcome.trim()} />
        </Section>

        <Section title="Editorial">
          <Field id="f-note" label="Curators' note" hint="For curators only, never shown on the public page: caveats, what the sources disagree on, where the ruling came from." error={err("note")}>
            <textarea id="f-note" value={form.note} onChange={(e) => set("note", e.target.value)} rows={3} className={inputClass} aria-describedby="f-note-hint" />
          </Field>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" checked={form.unverified} onChange={(e) => set("unverified", e.target.checked)} className="mt-0.5 accent-brand-600" />
            <span>
              <span className="font-medium">Unverified</span>
              <span className="block text-stone-600">The outcome is uncertain (no official answer yet); the public page says so.</span>
            </span>
          </label>
        </Section>

        {/* the action bar: always in reach */}
        <div className="sticky bottom-0 z-10 -mx-4 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-2px_6px_rgba(0,0,0,0.04)] backdrop-blur sm:mx-0 sm:rounded-t-lg sm:border-x">
          <div className="flex flex-wrap items-center gap-2">
            <button type="submit" disabled={busy !== null || (!dirty && !creating)} className={primaryClass} data-testid="save">
              {busy === "save" ? "Saving…" : creating ? "Create draft" : "Save"}
            </button>
            {!creating && (
              <input aria-label="What changed (optional, for the history)" placeholder="What changed? (optional)" value={message} onChange={(e) => setMessage(e.target.value)} maxLength={200} className={`${inputClass} w-auto min-w-0 flex-1 sm:max-w-xs`} />
            )}
            <span className="text-sm" aria-live="polite" data-testid="save-state">
              {dirty ? <span className="text-amber-800">Unsaved changes (kept in this browser)</span> : notice ? <span className="text-green-800">{notice}</span> : !creating ? <span className="text-stone-500">All changes saved</span> : null}
            </span>
            {!creating && (
              <div className="flex flex-wrap items-center gap-2 sm:ml-auto" role="group" aria-label="Status">
                <span className="text-xs text-stone-500">Status:</span>
                <StatusBadge status={status} />
                {allowed.map((t) => (
                  <button
                    key={t.to}
                    type="button"
                    onClick={() => void changeStatus(t.to)}
                    disabled={busy !== null || dirty}
                    title={dirty ? "Save your changes first" : undefined}
                    className={t.primary ? primaryClass : buttonClass}
                    data-status-to={t.to}
                  >
                    {t.label}
                  </button>
                ))}
              </div>
            )}
          </div>
          {!creating && dirty && allowed.length > 0 && <p className="mt-1 text-xs text-stone-500">Save your changes before changing the status.</p>}
          {refusal && (
            <div role="alert" className="mt-2 rounded-md border-2 border-red-400 bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="publish-refused">
              <strong>Not published.</strong> {refusal.replace(/^not published:\s*/, "")}
              <button type="button" className="ml-2 underline" onClick={() => document.getElementById("engine")?.scrollIntoView({ behavior: "smooth" })}>
                See the engine check
              </button>
            </div>
          )}
          {statusStale && (
            <div role="alert" className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              Revision {statusStale.revision} was saved{statusStale.author ? ` by ${statusStale.author}` : ""} after the revision {revision} you have. Load it, look it over, then change the status.{" "}
              <button
                type="button"
                className="font-medium underline"
                onClick={() => {
                  setForm(statusStale.form);
                  setSaved(statusStale.form);
                  setRevision(statusStale.revision);
                  setStatus(statusStale.status);
                  setStatusStale(null);
                }}
              >
                Load revision {statusStale.revision}
              </button>
            </div>
          )}
        </div>
      </form>
    </div>
  );
}

function Section({ title, children, id }: { title: string; children: React.ReactNode; id?: string }) {
  return (
    <section id={id} aria-label={title} className="space-y-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-stone-500">{title}</h2>
      {children}
    </section>
  );
}

function Field({ id, label, hint, error, required, children }: { id: string; label: string; hint?: string; error?: string | null; required?: boolean; children: React.ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        {required && <span className="text-red-700" aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint && <p id={`${id}-hint`} className="text-xs text-stone-500">{hint}</p>}
      {error && <p className="text-xs font-medium text-red-700" role="alert" data-field-error={id}>{error}</p>}
    </div>
  );
}

function where(p: Problem): string {
  return `${p.line != null ? `line ${p.line}` : ""}${p.line != null && p.field ? ", " : ""}${p.field && p.field !== "(yaml)" ? p.field : p.field === "(yaml)" ? "YAML" : ""}`;
}

function ProblemList({ id, problems }: { id: string; problems: Problem[] }) {
  if (problems.length === 0) return <span id={id} hidden />;
  return (
    <ul id={id} className="space-y-1 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900" data-testid={id}>
      {problems.map((p, i) => (
        <li key={i}>
          <span className="font-mono text-xs font-semibold">{where(p)}</span>: {p.message}
        </li>
      ))}
    </ul>
  );
}

function CheckPanel({ check, checking, error, mode, hasOutcome }: { check: DraftCheck | null; checking: boolean; error: string | null; mode: FormState["scenarioMode"]; hasOutcome: boolean }) {
  if (mode === "none" && !hasOutcome) {
    return <p className="text-sm text-stone-600">Without a scenario the entry is published as not checked by the engine.</p>;
  }
  return (
    <div className="space-y-3" aria-live="polite" aria-busy={checking} data-testid="check-panel">
      <div className="flex items-center gap-2 text-xs text-stone-500">
        <span className={`inline-block h-2 w-2 rounded-full ${checking ? "animate-pulse bg-amber-500" : "bg-stone-300"}`} aria-hidden="true" />
        {checking ? "Checking…" : "Checked as you type"}
      </div>
      {error && <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">{error}</p>}
      {check && (
        <>
          {check.scenario && (
            <p className="text-sm">
              Scenario <span className="font-mono">{check.scenario.id}</span>: {check.scenario.titleEn}
              {check.scenario.rules.length > 0 && <span className="text-stone-500"> · rules {check.scenario.rules.join(", ")}</span>}
            </p>
          )}
          {check.scenarioOk !== null && (
            <p className={`text-sm ${check.scenarioOk ? "text-green-800" : "text-red-800"}`} data-testid="scenario-expect">
              {check.scenarioOk ? "✓ The scenario runs and its own expect: holds." : "✕ The scenario's own expect: does not hold, or the run stopped (see the problems above)."}
            </p>
          )}
          {check.outcome ? (
            check.outcome.ok ? (
              <p className="rounded-md border border-green-300 bg-green-50 px-3 py-2 font-medium text-green-900" data-testid="engine-agrees">
                ✓ The engine agrees with this answer.
              </p>
            ) : (
              <div className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900" data-testid="engine-disagrees">
                <p className="font-medium">✕ The engine&apos;s run disagrees with the stated outcome:</p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
                  {check.outcome.mismatches.map((m, i) => (
                    <li key={i}>
                      <span className="font-mono text-xs font-semibold">{where(m)}</span>: {m.message}
                    </li>
                  ))}
                </ul>
              </div>
            )
          ) : mode !== "none" && check.scenario && !hasOutcome ? (
            <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">Write the expected outcome: a published entry with a scenario states its answer so the engine can check it.</p>
          ) : null}
          {check.stepThrough && (
            <details className="rounded-md border border-stone-200 p-3" open>
              <summary className="cursor-pointer text-sm font-medium">Step through the run ({check.stepThrough.frames.length} steps)</summary>
              <div className="mt-3">
                <RunStepper st={check.stepThrough} />
              </div>
            </details>
          )}
        </>
      )}
    </div>
  );
}
