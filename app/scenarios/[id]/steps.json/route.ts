/**
 * A scenario's step-through data (its stored run cut into frames, and the compiled scenario for
 * re-running it), as static JSON: the player fetches it, so pages stay light and cacheable.
 */
import { getScenario, scenarioSlugs } from "@/lib/data/scenarios";
import { isCompiled, storedStepThrough } from "@/lib/stepthrough/run";

export const dynamic = "force-static";
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await scenarioSlugs()).map((id) => ({ id }));
}

export async function GET(_req: Request, { params }: { params: Promise<{ id: string }> }) {
  const s = await getScenario((await params).id);
  const st = s && isCompiled(s.compiled) ? storedStepThrough(s) : null;
  if (!s || !st) return Response.json({ error: "no such scenario" }, { status: 404 });
  // the stored run (made when the scenario was written), and the compiled scenario for re-running it with another answer
  return Response.json({ st, compiled: s.compiled });
}
