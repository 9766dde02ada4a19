import type { Metadata } from "next";
import { requirePageActor } from "@/lib/admin/page-auth";
import { adminListUsers } from "@/lib/admin/users";
import { CreateUserForm, UserActions } from "../_components/users";
import { fmtTime, PageTitle } from "../_components/ui";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Users" };

export default async function UsersPage() {
  const actor = await requirePageActor("ADMIN", "/admin/users");
  const users = await adminListUsers(actor);
  return (
    <div className="space-y-6">
      <PageTitle sub="Editors write and publish Q&A entries; admins also manage users and read the audit log.">Users</PageTitle>
      <ul className="space-y-3">
        {users.map((u) => (
          <li key={u.id} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm" data-user={u.email}>
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-medium">{u.name}</span>
              <span className="text-sm text-stone-600">{u.email}</span>
              <span className="rounded bg-stone-100 px-1.5 py-0.5 text-xs">{u.role === "ADMIN" ? "admin" : "editor"}</span>
              {u.disabledAt && <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs text-red-800">disabled {fmtTime(u.disabledAt)}</span>}
              {u.id === actor.id && <span className="text-xs text-stone-500">(you)</span>}
              <span className="text-xs text-stone-400 sm:ml-auto">since {fmtTime(u.createdAt)}</span>
            </div>
            <UserActions id={u.id} email={u.email} role={u.role as "EDITOR" | "ADMIN"} disabled={!!u.disabledAt} />
          </li>
        ))}
      </ul>
      <CreateUserForm />
    </div>
  );
}
