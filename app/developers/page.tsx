/**
 * /developers — the public API's reference: conventions, how to mirror the knowledge base, and every route with its
 * parameters, an example request and what it answers, made from the same list as the OpenAPI document
 * (lib/api/routes.ts, lib/api/openapi.ts). Static: it needs no database.
 */
import type { Metadata } from "next";
import Link from "next/link";
import { parameters } from "@/lib/api/openapi";
import { routes, type RouteDef } from "@/lib/api/routes";
import { apiSchemas } from "@/lib/api/schemas";

export const metadata: Metadata = { title: "API for developers", description: "Shinpan's read-only JSON API: cards, rulings with their history, rules, scenarios and bulk downloads." };

const code = "rounded bg-stone-100 px-1 py-0.5 font-mono text-[0.85em]";
const pre = "overflow-x-auto rounded bg-stone-900 p-3 font-mono text-xs leading-relaxed text-stone-100";
const a = "text-brand-600 underline";

type Json = { type?: string; enum?: string[]; pattern?: string; maxLength?: number; anyOf?: Json[] };

function format(schema: Json): string {
  if (schema.enum) return schema.enum.join(" | ");
  if (schema.anyOf) return schema.anyOf.map(format).join(" or ");
  const parts = [schema.type ?? "string"];
  if (schema.pattern) parts.push(`matching ${schema.pattern}`);
  if (schema.maxLength) parts.push(`at most ${schema.maxLength} characters`);
  return parts.join(", ");
}

/** The descriptions are written for the OpenAPI document, in Markdown: its `code` spans shown as code. */
function withCode(text: string) {
  return text.split(/`([^`]+)`/).map((part, i) => (i % 2 === 1 ? <code key={i} className={code}>{part}</code> : part));
}

function answerOf(def: RouteDef): { name: string; fields: string[] } {
  if ("file" in def.response) return { name: def.response.file, fields: [] };
  const meta = apiSchemas.get(def.response);
  const shape = (def.response as { shape?: Record<string, unknown> }).shape;
  return { name: meta?.id ?? "JSON", fields: shape ? Object.keys(shape) : [] };
}

function Route({ name, def }: { name: string; def: RouteDef }) {
  const params = parameters(def) as { name: string; in: string; required: boolean; description?: string; schema: Json }[];
  const answer = answerOf(def);
  return (
    <section id={name} className="scroll-mt-24 space-y-3 border-t border-stone-200 pt-6">
      <h3 className="font-mono text-base font-semibold [overflow-wrap:anywhere]">
        <span className="mr-2 rounded bg-brand-600 px-1.5 py-0.5 text-xs text-white">GET</span>
        {def.path}
      </h3>
      <p className="font-medium">{def.summary}</p>
      <p className="text-sm text-stone-700">{withCode(def.description)}</p>
      {params.length > 0 ? (
        <table className="w-full text-left text-sm">
          <thead className="text-xs uppercase text-stone-500">
            <tr>
              <th className="py-1 pr-3">parameter</th>
              <th className="py-1 pr-3">in</th>
              <th className="py-1 pr-3">what</th>
              <th className="py-1">format</th>
            </tr>
          </thead>
          <tbody>
            {params.map((p) => (
              <tr key={`${p.in}-${p.name}`} className="border-t border-stone-100 align-top">
                <td className="py-1 pr-3 font-mono">
                  {p.name}
                  {p.required ? "" : "?"}
                </td>
                <td className="py-1 pr-3 text-stone-500">{p.in}</td>
                <td className="py-1 pr-3">{withCode(p.description ?? "")}</td>
                <td className="py-1 break-all font-mono text-xs text-stone-600">{format(p.schema)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-stone-500">No parameters.</p>
      )}
      <p className="text-sm">
        Example:{" "}
        <a className={`${a} font-mono break-all`} href={def.example}>
          {def.example}
        </a>
      </p>
      <pre className={pre}>{`curl -s "$SHINPAN${def.example}"${"file" in def.response && def.response.file === "application/gzip" ? " | gunzip | head -n 1" : ""}`}</pre>
      <p className="text-sm text-stone-700">
        Answers <span className={code}>{answer.name}</span>
        {answer.fields.length > 0 ? (
          <>
            : {answer.fields.map((f, i) => (
              <span key={f}>
                {i > 0 ? ", " : ""}
                <span className={code}>{f}</span>
              </span>
            ))}
          </>
        ) : null}
        .
      </p>
    </section>
  );
}

export default function DevelopersPage() {
  const list = Object.entries(routes) as [string, RouteDef][];
  return (
    <article className="max-w-3xl space-y-6 leading-relaxed">
      <h1 className="text-2xl font-semibold">Shinpan API</h1>
      <p>
        Everything Shinpan publishes, as read-only JSON under <span className={code}>/api/v1</span>: the games, the card catalogue, every
        published ruling with its history, the comprehensive rules in every version on record, the engine scenarios with their
        runs, and bulk downloads to mirror it all. No key, no sign-up. The whole API is described by an{" "}
        <a className={a} href="/api/v1/openapi.json">
          OpenAPI 3.1 document
        </a>{" "}
        made from the same schemas the routes check and answer with.
      </p>

      <h2 className="text-xl font-semibold">Conventions</h2>
      <ul className="list-disc space-y-2 pl-5 text-sm">
        <li>
          <b>Ids are stable</b>: cards, rulings and scenarios by slug (<span className={code}>aqua-soldier</span>), clauses by number
          and version key. Links inside answers are paths on this site.
        </li>
        <li>
          <b>Lists page with a cursor</b>: follow <span className={code}>next</span> (also sent as <span className={code}>Link: &lt;…&gt;; rel=&quot;next&quot;</span>)
          until it is <span className={code}>null</span>; <span className={code}>limit</span> takes 1 to 100. Cursors are opaque: use them as given.
        </li>
        <li>
          <b>Conditional requests</b>: every answer has an <span className={code}>ETag</span> (and a <span className={code}>Last-Modified</span> where
          known); send it back as <span className={code}>If-None-Match</span> (or <span className={code}>If-Modified-Since</span>) and an unchanged
          answer is a bodiless 304.
        </li>
        <li>
          <b>CORS is open</b>: any site may call the API from a browser (<span className={code}>Access-Control-Allow-Origin: *</span>, preflights answered).
        </li>
        <li>
          <b>A rate limit per address</b> (by default 600 requests a minute): beyond it, 429 with <span className={code}>Retry-After</span> (seconds).
          Every answer says <span className={code}>X-RateLimit-Limit</span> and <span className={code}>X-RateLimit-Remaining</span>. For everything at once,
          use the bulk downloads.
        </li>
        <li>
          <b>Errors</b> are always <span className={code}>{`{ "error": { "code", "message", "field"? } }`}</span>: 400 for a malformed, unknown or
          repeated parameter (<span className={code}>field</span> names it), 404 for nothing there, 429, 503 while the database is unreachable.
        </li>
        <li>
          <b>Field names</b> are those of the content files (a ruling&apos;s <span className={code}>same_principle_as</span>, a card&apos;s{" "}
          <span className={code}>nameJa</span>); what the API adds is snake_case. Dates are <span className={code}>YYYY-MM-DD</span>, times RFC 3339 (UTC).
          A ruling is exactly the content file&apos;s shape, without the curators&apos; note, plus its check and history.
        </li>
      </ul>

      <h2 className="text-xl font-semibold">Mirroring the knowledge base</h2>
      <ol className="list-decimal space-y-2 pl-5 text-sm">
        <li>
          List the bulk files (
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a JSON route, not a page */}
          <a className={a} href="/api/v1/bulk">
            /api/v1/bulk
          </a>
          ): gzipped NDJSON of every card, ruling and clause, with size and sha256.
          They are made again whenever content is published.
        </li>
        <li>Download each, check its sha256, and read one JSON object per line.</li>
        <li>
          Ask for what changed since the rulings file was made:{" "}
          <span className={code}>/api/v1/rulings?changed_since=</span>its <span className={code}>sync_from</span>. Store each ruling by slug; delete those
          that come as tombstones (<span className={code}>deleted: true</span>). Next time, ask with the answer&apos;s{" "}
          <span className={code}>sync.next_changed_since</span>. A change may come twice; none is missed.
        </li>
      </ol>
      <pre className={pre}>{`SHINPAN=https://shinpan.example
curl -s "$SHINPAN/api/v1/bulk"
curl -s -O "$SHINPAN/api/v1/bulk/rulings.ndjson.gz" && sha256sum rulings.ndjson.gz
gunzip -c rulings.ndjson.gz | head -n 1
curl -s "$SHINPAN/api/v1/rulings?changed_since=2026-11-25T00:00:00Z"`}</pre>

      <h2 className="text-xl font-semibold">Routes</h2>
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {list.map(([name, def]) => (
          <li key={name}>
            <Link className={`${a} font-mono`} href={`#${name}`}>
              {def.path}
            </Link>
          </li>
        ))}
      </ul>
      {list.map(([name, def]) => (
        <Route key={name} name={name} def={def} />
      ))}
    </article>
  );
}
