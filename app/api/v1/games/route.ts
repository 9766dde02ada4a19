/** GET /api/v1/games — every game Shinpan covers (the games registry, lib/games.ts). */
import { z } from "zod";
import { importedAt } from "@/lib/api/cards";
import { apiGet, parseQuery, preflight } from "@/lib/api/http";
import { games } from "@/lib/games";

export const dynamic = "force-dynamic";

export const GET = apiGet(async ({ url }) => {
  parseQuery(url, z.object({}));
  const registry = await games();
  return {
    body: {
      data: registry.all.map((g) => ({ id: g.id, name: g.nameJa ? { en: g.nameEn, ja: g.nameJa } : { en: g.nameEn }, rules: g.ruleDocument, catalogue: g.catalogue, engine: g.engine })),
      next: null,
    },
    lastModified: await importedAt(),
  };
});

export const OPTIONS = preflight;
