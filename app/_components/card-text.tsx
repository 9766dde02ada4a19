/** A card's rules text: one ability per line, as in the catalogue. */
export function CardText({ text }: { text: string }) {
  if (!text.trim()) return <p className="italic text-stone-500">No abilities (vanilla).</p>;
  return (
    <ul className="space-y-1.5">
      {text.split("\n").filter(Boolean).map((line, i) => (
        <li key={i} className="leading-relaxed">{line}</li>
      ))}
    </ul>
  );
}

export function formatPower(power: number | null, suffix: string | null): string | null {
  if (suffix === "∞") return "∞";
  if (power == null) return null;
  return `${power}${suffix ?? ""}`;
}
