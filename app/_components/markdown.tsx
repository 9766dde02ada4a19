import Link from "next/link";
import { parseMarkdown, type Inline } from "@/lib/text/markdown";

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
            return <code key={i} className="rounded bg-stone-100 px-1 text-[0.9em]">{n.text}</code>;
          case "link":
            return n.href.startsWith("/") ? (
              <Link key={i} href={n.href} className="text-brand-600 underline underline-offset-2"><Inlines nodes={n.children} /></Link>
            ) : (
              <a key={i} href={n.href} className="text-brand-600 underline underline-offset-2" rel="noopener noreferrer">
                <Inlines nodes={n.children} />
              </a>
            );
          case "clause":
            return (
              <Link key={i} href={`/rules/${n.number}`} className="font-medium text-brand-600 underline decoration-dotted underline-offset-2">
                {n.number}
              </Link>
            );
        }
      })}
    </>
  );
}

export function Markdown({ source, lang }: { source: string; lang?: string }) {
  return (
    <div className="prose-answer leading-relaxed" lang={lang}>
      {parseMarkdown(source).map((b, i) =>
        b.kind === "p" ? (
          <p key={i}><Inlines nodes={b.children} /></p>
        ) : b.kind === "ul" ? (
          <ul key={i} className="list-disc space-y-1 pl-6">{b.items.map((it, j) => <li key={j}><Inlines nodes={it} /></li>)}</ul>
        ) : (
          <ol key={i} className="list-decimal space-y-1 pl-6">{b.items.map((it, j) => <li key={j}><Inlines nodes={it} /></li>)}</ol>
        ),
      )}
    </div>
  );
}
