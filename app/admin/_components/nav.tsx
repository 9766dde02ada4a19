"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";

export function AdminNav({ admin }: { admin: boolean }) {
  const path = usePathname() ?? "";
  const links = [
    { href: "/admin", label: "Entries", current: path === "/admin" || (path.startsWith("/admin/qa/") && path !== "/admin/qa/new") },
    { href: "/admin/qa/new", label: "New entry", current: path === "/admin/qa/new" },
    ...(admin
      ? [
          { href: "/admin/users", label: "Users", current: path.startsWith("/admin/users") },
          { href: "/admin/audit", label: "Audit log", current: path.startsWith("/admin/audit") },
        ]
      : []),
  ];
  return (
    <nav aria-label="Admin" className="flex flex-wrap gap-1">
      {links.map((l) => (
        <Link
          key={l.href}
          href={l.href}
          aria-current={l.current ? "page" : undefined}
          className={`rounded-md px-2 py-1 ${l.current ? "bg-brand-50 font-medium text-brand-700" : "text-stone-600 hover:text-brand-600"}`}
        >
          {l.label}
        </Link>
      ))}
    </nav>
  );
}
