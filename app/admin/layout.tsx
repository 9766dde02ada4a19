import Link from "next/link";
import type { Metadata } from "next";
import { pageActor } from "@/lib/admin/page-auth";
import { AdminNav } from "./_components/nav";

// Every admin page is per request and per user: never built ahead, never cached, never indexed.
export const dynamic = "force-dynamic";
export const fetchCache = "force-no-store";

export const metadata: Metadata = {
  title: { default: "Admin", template: "%s · Shinpan admin" },
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
  referrer: "same-origin",
};

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const actor = await pageActor();
  return (
    <div className="space-y-6" data-admin>
      {actor && (
        <div className="-mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm shadow-sm">
          <span className="font-semibold text-brand-700">Admin</span>
          <AdminNav admin={actor.role === "ADMIN"} />
          <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
            <Link href="/admin/account" className="text-stone-600 hover:text-brand-600" data-testid="signed-in-as" title="Your account">
              {actor.name} <span className="rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-600">{actor.role === "ADMIN" ? "admin" : "editor"}</span>
            </Link>
            <form method="post" action="/api/admin/sign-out">
              <button type="submit" className="rounded-md border border-stone-300 px-2 py-1 text-xs hover:border-brand-500 hover:text-brand-700">
                Sign out
              </button>
            </form>
          </div>
        </div>
      )}
      {children}
    </div>
  );
}
