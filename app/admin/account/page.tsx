import type { Metadata } from "next";
import { requirePageActor } from "@/lib/admin/page-auth";
import { ChangePasswordForm } from "../_components/account";
import { PageTitle } from "../_components/ui";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your account" };

export default async function AccountPage() {
  const actor = await requirePageActor("EDITOR", "/admin/account");
  return (
    <div className="space-y-5">
      <PageTitle sub={`${actor.name} · ${actor.email} · ${actor.role === "ADMIN" ? "admin" : "editor"}`}>Your account</PageTitle>
      <ChangePasswordForm />
    </div>
  );
}
