/**
 * A scenario's step-through data (the engine's run cut into frames, and the compiled scenario for
 * re-running it), as static JSON: the player fetches it, so pages stay light and cacheable.
 */
import { getScenario, scenarioSlugs } from "@/lib/data/scenarios";
import { isCompiled, stepThroughOf } from "@/lib/stepthrough/run";

export const dynamic = "force-static";
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await scenarioSlugs()).map((id) => ({ id }));
}

export async function GET(_req: Request, { params }: { params: Promise<{ id: string }> }) {
  const s = await getScenario((await params).id);
  if (!s || !isCompiled(s.compiled)) return Response.json({ error: "no such scenario" }, { status: 404 });
  return Response.json({ st: stepThroughOf(s.compiled), compiled: s.compiled });
}
