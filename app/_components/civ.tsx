const CIV_STYLE: Record<string, string> = {
  light: "bg-yellow-100 text-yellow-900 ring-yellow-300",
  water: "bg-sky-100 text-sky-900 ring-sky-300",
  darkness: "bg-stone-800 text-stone-100 ring-stone-600",
  fire: "bg-red-100 text-red-900 ring-red-300",
  nature: "bg-green-100 text-green-900 ring-green-300",
  zero: "bg-stone-100 text-stone-700 ring-stone-300",
};

export function CivBadges({ civs }: { civs: string[] }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      {civs.map((c) => (
        <span key={c} className={`rounded px-1.5 py-0.5 text-xs font-medium capitalize ring-1 ring-inset ${CIV_STYLE[c] ?? CIV_STYLE.zero}`}>
          {c}
        </span>
      ))}
    </span>
  );
}
