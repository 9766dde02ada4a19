import { SearchCombobox } from "./search-combobox";

/**
 * The search form. `compact` (the header, on every page) adds suggestions as you type (SearchCombobox);
 * both are plain GET forms to /search, so they work without JavaScript.
 */
export function SearchBox({ compact = false, defaultValue = "" }: { compact?: boolean; defaultValue?: string }) {
  if (compact) return <SearchCombobox defaultValue={defaultValue} inputId="q-header" />;
  return (
    <form action="/search" method="get" role="search" className="flex w-full gap-2">
      <label htmlFor="q-main" className="sr-only">
        Search cards, rulings and rules
      </label>
      <input
        id="q-main"
        name="q"
        type="search"
        defaultValue={defaultValue}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Card name — English or 日本語, e.g. Aqua Soldier"
        className="w-full rounded-md border border-stone-300 bg-white px-3 py-3 text-base placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
      />
      <button
        type="submit"
        className="rounded-md bg-brand-600 px-5 font-medium text-white hover:bg-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-100"
      >
        Search
      </button>
    </form>
  );
}
