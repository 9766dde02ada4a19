/** A plain GET form: works without JavaScript. */
export function SearchBox({ compact = false, defaultValue = "" }: { compact?: boolean; defaultValue?: string }) {
  return (
    <form action="/search" method="get" role="search" className="flex w-full gap-2">
      <label htmlFor={compact ? "q-header" : "q-main"} className="sr-only">
        Search cards by name
      </label>
      <input
        id={compact ? "q-header" : "q-main"}
        name="q"
        type="search"
        defaultValue={defaultValue}
        maxLength={200}
        autoComplete="off"
        placeholder={compact ? "Search cards…" : "Card name — English or 日本語, e.g. Aqua Soldier"}
        className={`w-full rounded-md border border-stone-300 bg-white px-3 ${compact ? "py-1.5 text-sm" : "py-3 text-base"} placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100`}
      />
      <button
        type="submit"
        className={`rounded-md bg-brand-600 font-medium text-white hover:bg-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-100 ${compact ? "px-3 text-sm" : "px-5"}`}
      >
        Search
      </button>
    </form>
  );
}
