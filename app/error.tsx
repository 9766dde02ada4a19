"use client";
/**
 * What a reader sees when a page cannot be made right now (typically: the database is unreachable; the
 * server then answers 503 with Retry-After). Pages already cached keep being served meanwhile.
 */
import Link from "next/link";
import { useRouter } from "next/navigation";
import { startTransition } from "react";

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  // a server error needs the page fetched again, not only the boundary reset
  const retry = () => startTransition(() => {
    router.refresh();
    reset();
  });
  return (
    <div className="max-w-xl space-y-4 py-8" role="alert">
      <p className="font-mono text-sm text-stone-500">503</p>
      <h1 className="text-2xl font-semibold">This page is temporarily unavailable</h1>
      <p className="text-stone-600">
        Shinpan could not load it just now, usually because its rulings database is restarting. Nothing you
        saved is lost. Please try again in a few seconds.
      </p>
      <p className="flex gap-4 text-sm">
        <button type="button" onClick={retry} className="rounded border border-stone-300 px-3 py-1 hover:border-brand-600">
          Try again
        </button>
        <Link href="/" className="self-center text-brand-600 hover:underline">← Home</Link>
      </p>
    </div>
  );
}
