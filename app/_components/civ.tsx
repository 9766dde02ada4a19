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
