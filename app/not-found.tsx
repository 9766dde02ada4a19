import Link from "next/link";
import { SearchBox } from "./_components/search-box";

export default function NotFound() {
  return (
    <div className="max-w-xl space-y-4 py-8">
      <p className="font-mono text-sm text-stone-500">404</p>
      <h1 className="text-2xl font-semibold">Not found</h1>
      <p className="text-stone-600">There is no card, rule or ruling at this address. Try searching by card name:</p>
      <SearchBox />
      <p className="text-sm"><Link href="/" className="text-brand-600 hover:underline">← Home</Link></p>
    </div>
  );
}
