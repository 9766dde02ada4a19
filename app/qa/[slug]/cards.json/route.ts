/**
 * The text of a ruling's cards, by card slug, as static JSON: the card previews on the ruling's page
 * fetch it when first opened, so the page itself does not carry every card's text twice (HTML and RSC).
 */
import { getRulingCardTexts, publishedSlugs } from "@/lib/data/qa";

export const dynamic = "force-static";
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await publishedSlugs()).map((slug) => ({ slug }));
}

export async function GET(_req: Request, { params }: { params: Promise<{ slug: string }> }) {
  const cards = await getRulingCardTexts((await params).slug);
  if (!cards) return Response.json({ error: "no such ruling" }, { status: 404 });
  return Response.json(cards);
}
