/**
 * A deliberately small Markdown subset for Q&A answers, parsed to a tree (no HTML strings, so
 * nothing an author writes can inject markup): paragraphs, bullet and numbered lists, **bold**,
 * *italic*, `code`, [links](https://…), and clause numbers (609.4, 801.4c) turned into rule links.
 */
export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; children: Inline[] }
  | { kind: "em"; children: Inline[] }
  | { kind: "code"; text: string }
  | { kind: "link"; href: string; children: Inline[] }
  | { kind: "clause"; number: string };

export type Block =
  | { kind: "p"; children: Inline[] }
  | { kind: "ul"; items: Inline[][] }
  | { kind: "ol"; items: Inline[][] };

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  let para: string[] = [];
  let list: { kind: "ul" | "ol"; items: string[] } | null = null;
  const flushPara = () => {
    if (para.length) blocks.push({ kind: "p", children: parseInline(para.join(" ")) });
    para = [];
  };
  const flushList = () => {
    if (list) blocks.push({ kind: list.kind, items: list.items.map(parseInline) });
    list = null;
  };
  for (const line of lines) {
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      flushPara();
      const kind = bullet ? "ul" : "ol";
      if (!list || list.kind !== kind) {
        flushList();
        list = { kind, items: [] };
      }
      list.items.push((bullet ?? numbered)![1]);
    } else if (line.trim() === "") {
      flushPara();
      flushList();
    } else if (list && /^\s{2,}\S/.test(line)) {
      list.items[list.items.length - 1] += ` ${line.trim()}`; // continuation of a list item
    } else {
      flushList();
      para.push(line.trim());
    }
  }
  flushPara();
  flushList();
  return blocks;
}

/** Where relative links are resolved to tell a same-site path from one a browser would take elsewhere. */
const PLACEHOLDER_ORIGIN = "https://x.invalid";
/**
 * Characters no link may hold: backslashes (browsers read `/\evil.example` as `//evil.example`), controls
 * (C0, DEL, C1), and whitespace, invisible and direction-changing characters that hide what a link does.
 */
const UNSAFE = /[\\\u0000-\u0020\u007f-\u009f\p{Z}\p{Cf}]/u;
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$|^\[[0-9a-f:.]+\]$/;

/**
 * The link target as written when it is a real same-site path (`/…`, resolving to this site) or an
 * http(s) URL with a real host and no credentials; null for anything else, which then stays text.
 * Parsed as browsers do (the URL standard), so what is accepted is what a browser opens.
 */
export function safeHref(href: string): string | null {
  if (href.length === 0 || href.length > 2048 || UNSAFE.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href, `${PLACEHOLDER_ORIGIN}/`);
  } catch {
    return null;
  }
  if (href.startsWith("/")) {
    return !href.startsWith("//") && url.origin === PLACEHOLDER_ORIGIN ? href : null;
  }
  if (!/^https?:\/\/[^/]/i.test(href)) return null;
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || !HOST.test(url.hostname) || url.hostname.endsWith(".invalid")) return null;
  return href;
}

const TOKEN = /\*\*(.+?)\*\*|\*(.+?)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\b(\d{3}\.\d+[a-z]?)(?![\d.]*\d)/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    if (m.index > last) out.push({ kind: "text", text: text.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ kind: "strong", children: parseInline(m[1]) });
    else if (m[2] !== undefined) out.push({ kind: "em", children: parseInline(m[2]) });
    else if (m[3] !== undefined) out.push({ kind: "code", text: m[3] });
    else if (m[4] !== undefined) {
      const href = safeHref(m[5]);
      if (href !== null) out.push({ kind: "link", href, children: parseInline(m[4]) });
      else out.push({ kind: "text", text: m[0] });
    } else if (m[6] !== undefined) out.push({ kind: "clause", number: m[6] });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: "text", text: text.slice(last) });
  return out;
}
