import Link from "next/link";
import { parseMarkdown, type Inline } from "@/lib/text/markdown";
import { ClauseRef } from "./clause-ref";

/** Rendered with the `.md` styles in globals.css: no per-element classes, so the markup stays small. */
function Inlines({ nodes }: { nodes: Inline[] }) {
  return (
    <>
      {nodes.map((n, i) => {
        switch (n.kind) {
          case "text":
            return n.text;
          case "strong":
            return <strong key={i}><Inlines nodes={n.children} /></strong>;
          case "em":
            return <em key={i}><Inlines nodes={n.children} /></em>;
          case "code":
            return <code key={i}>{n.text}</code>;
          case "link":
            return n.href.startsWith("/") ? (
              <Link key={i} href={n.href}><Inlines nodes={n.children} /></Link>
            ) : (
              <a key={i} href={n.href} rel="noopener noreferrer"><Inlines nodes={n.children} /></a>
            );
          case "clause":
            return <ClauseRef key={i} number={n.number} className="cl" />;
        }
      })}
    </>
  );
}

export function Markdown({ source, lang, className }: { source: string; lang?: string; className?: string }) {
  // lang only when given: an undefined prop would still be written into the RSC payload
  return (
    <div className={className ? `md ${className}` : "md"} {...(lang ? { lang } : {})}>
      {parseMarkdown(source).map((b, i) =>
        b.kind === "p" ? (
          <p key={i}><Inlines nodes={b.children} /></p>
        ) : b.kind === "ul" ? (
          <ul key={i}>{b.items.map((it, j) => <li key={j}><Inlines nodes={it} /></li>)}</ul>
        ) : (
          <ol key={i}>{b.items.map((it, j) => <li key={j}><Inlines nodes={it} /></li>)}</ol>
        ),
      )}
    </div>
  );
}
