/**
 * Markdown links: only real same-site paths and http(s) URLs become links. Everything a browser could
 * resolve to another site from a "site path" (backslashes, protocol-relative, control characters,
 * whitespace tricks) stays text.
 */
import { describe, expect, it } from "vitest";
import { parseInline, safeHref } from "@/lib/text/markdown";

const link = (href: string) => parseInline(`[x](${href})`).find((n) => n.kind === "link") as { href: string } | undefined;

describe("markdown links", () => {
  const hostile: [string, string][] = [
    ["/\\evil.example", "backslash after the slash: browsers read //evil.example"],
    ["/\\/evil.example", "backslash then slash"],
    ["\\/evil.example", "leading backslash"],
    ["\\\\evil.example", "two backslashes"],
    ["//evil.example", "protocol-relative"],
    ["///evil.example", "three slashes"],
    ["/\u0000/evil.example", "NUL"],
    ["/\u0001/evil.example", "a C0 control"],
    ["/\u007f/evil.example", "DEL"],
    ["/\u0085/evil.example", "a C1 control"],
    ["/\u200b/evil.example", "zero-width space"],
    ["/\u202e/evil.example", "right-to-left override"],
    ["/\u00a0/evil.example", "no-break space"],
    ["/\u3000/evil.example", "ideographic space"],
    ["/\ufeff/evil.example", "byte-order mark"],
    ["javascript:alert(1)", "javascript:"],
    ["JaVaScRiPt:alert(1)", "javascript: in mixed case"],
    ["data:text/html,<script>alert(1)</script>", "data:"],
    ["vbscript:msgbox", "vbscript:"],
    ["file:///etc/passwd", "file:"],
    ["mailto:a@b.example", "mailto:"],
    ["https:evil.example", "https without slashes"],
    ["https:/evil.example", "https with one slash"],
    ["https:\\\\evil.example", "https with backslashes"],
    ["https://", "no host"],
    ["https://user:pass@evil.example", "credentials"],
    ["https://good.example@evil.example", "userinfo that looks like a host"],
    ["https://evil.example\\@good.example", "backslash in the authority"],
    ["http://x.invalid/", "the placeholder origin itself"],
    ["ftp://files.example/x", "ftp:"],
    ["evil.example", "relative, no slash"],
    ["./x", "dot-relative"],
    ["../x", "dot-dot-relative"],
    ["#top", "fragment only"],
    ["?q=1", "query only"],
  ];
  it.each(hostile)("%j stays text (%s)", (href) => {
    expect(safeHref(href)).toBeNull();
    expect(link(href)).toBeUndefined();
  });

  const fine: [string, string][] = [
    ["/rules/609.1", "/rules/609.1"],
    ["/qa/aqua-soldier?step=2#board", "/qa/aqua-soldier?step=2#board"],
    ["/", "/"],
    ["/search?q=%E3%82%A2", "/search?q=%E3%82%A2"],
    ["/cards/アクア", "/cards/アクア"],
    ["https://example.org", "https://example.org"],
    ["https://example.org/a?b=c#d", "https://example.org/a?b=c#d"],
    ["http://example.org:8080/x", "http://example.org:8080/x"],
    ["HTTPS://EXAMPLE.ORG/x", "HTTPS://EXAMPLE.ORG/x"],
    ["https://duelmasters.jp/rule/", "https://duelmasters.jp/rule/"],
    ["https://[2001:db8::1]/x", "https://[2001:db8::1]/x"],
  ];
  it.each(fine)("%j is a link", (href, expected) => {
    expect(safeHref(href)).toBe(expected);
    expect(link(href)?.href).toBe(expected);
  });

  it("a refused link keeps its text", () => {
    expect(parseInline("see [here](/\\evil.example) now")).toEqual([{ kind: "text", text: "see " }, { kind: "text", text: "[here](/\\evil.example)" }, { kind: "text", text: " now" }]);
  });
});
