/** Civilization badges; the colours are the `.civ.<civilization>` classes in globals.css. */
const KNOWN = new Set(["light", "water", "darkness", "fire", "nature", "zero"]);

export function CivBadges({ civs }: { civs: string[] }) {
  return (
    <span className="civs">
      {civs.map((c) => (
        <span key={c} className={KNOWN.has(c) ? `civ ${c}` : "civ"}>
          {c}
        </span>
      ))}
    </span>
  );
}

/** The left-border colour of a card tile: its civilization's, or neutral for a multicolored or unknown card. */
const CIV_BAR: Record<string, string> = {
  light: "border-l-yellow-400",
  water: "border-l-sky-500",
  darkness: "border-l-stone-700",
  fire: "border-l-red-500",
  nature: "border-l-green-600",
  zero: "border-l-stone-300",
};

export function civBarClass(civs: string[] | undefined): string {
  return (civs?.length === 1 ? CIV_BAR[civs[0]] : undefined) ?? "border-l-stone-400";
}
