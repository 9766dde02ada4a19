/**
 * The OpenAPI 3.1 document of the public API, generated from the zod schemas the routes use (lib/api/routes.ts for
 * parameters, lib/api/schemas.ts for answers) with `z.toJSONSchema`: components for every answer, parameters as the
 * routes read them (query strings: their input shape), and the error answers every route may give.
 */
import { z } from "zod";
import { routes, type RouteDef } from "./routes";
import { apiSchemas } from "./schemas";

type Json = Record<string, unknown>;

const strip = (s: Json): Json => {
  const { $schema: _s, $id: _i, ...rest } = s;
  void _s;
  void _i;
  return rest;
};

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

function idOf(schema: z.ZodType): string {
  const meta = apiSchemas.get(schema);
  if (!meta) throw new Error("an answer schema is not registered in apiSchemas (lib/api/schemas.ts)");
  return meta.id;
}

/** A route's parameters as OpenAPI says them: each schema as a query string or path segment gives it (strings). */
export function parameters(def: RouteDef): Json[] {
  const out: Json[] = [];
  for (const [where, obj] of [["path", def.params], ["query", "query" in def ? def.query : undefined]] as const) {
    if (!obj) continue;
    for (const [name, schema] of Object.entries(obj.shape as Record<string, z.ZodType>)) {
      const json = strip(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json);
      const { description, ...rest } = json;
      out.push({ name, in: where, required: where === "path" || !schema.safeParse(undefined).success, ...(description ? { description } : {}), schema: rest });
    }
  }
  return out;
}

const ERRORS: Record<string, string> = {
  "400": "A parameter is malformed, unknown, given twice or too long (`field` names it); or a cursor is not this list's",
  "404": "No such item",
  "429": "Too many requests from this address: wait `Retry-After` seconds",
  "503": "The database is unavailable: retry after `Retry-After` seconds",
};

export function openApiDocument(): Json {
  const components = z.toJSONSchema(apiSchemas, { uri: (id) => `#/components/schemas/${id}`, io: "output", unrepresentable: "any" });
  const schemas = Object.fromEntries(Object.entries(components.schemas).map(([id, s]) => [id, strip(s as Json)]));
  const paths: Record<string, Json> = {};
  for (const [name, def] of Object.entries(routes) as [string, RouteDef][]) {
    const body =
      "file" in def.response
        ? { [def.response.file]: def.response.file === "application/gzip" ? { schema: { type: "string", contentMediaType: "application/gzip" } } : { schema: { type: "object" } } }
        : { "application/json": { schema: ref(idOf(def.response)) } };
    paths[def.path] = {
      get: {
        operationId: name,
        summary: def.summary,
        description: def.description,
        parameters: parameters(def),
        "x-example": def.example,
        responses: {
          "200": {
            description: def.summary,
            headers: {
              ETag: { schema: { type: "string" }, description: "send it back as If-None-Match: an unchanged answer is a 304" },
              "Last-Modified": { schema: { type: "string" }, description: "when known; If-Modified-Since is honoured too" },
              ...(!("file" in def.response) && idOf(def.response).endsWith("List") ? { Link: { schema: { type: "string" }, description: 'the next page, rel="next" (also `next` in the body)' } } : {}),
            },
            content: body,
          },
          "304": { description: "Not modified: the ETag (or date) you sent is current" },
          ...Object.fromEntries(
            Object.entries(ERRORS)
              .filter(([code]) => code !== "404" || def.params)
              .map(([code, description]) => [code, { description, content: { "application/json": { schema: ref("Error") } } }]),
          ),
        },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Shinpan API",
      version: "v1",
      description:
        "Read-only JSON of Shinpan's Duel Masters rulings knowledge base: cards, rulings and their history, the comprehensive rules' versions and clauses, engine scenarios with their runs, and bulk downloads. No key is needed. Every answer is JSON with an ETag (send If-None-Match for a 304), CORS is open, lists page with an opaque cursor (`next`), and each address may make a limited number of requests per minute (429 with Retry-After beyond). Links in answers are paths on this site. Reference: /developers.",
      license: { name: "Card text © Takara Tomy / Wizards of the Coast; English OCG translations CC BY-SA (Duel Masters Wiki)" },
    },
    servers: [{ url: "/", description: "this site" }],
    paths,
    components: { schemas },
  };
}
