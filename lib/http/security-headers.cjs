/**
 * Security headers on every response: next.config.js adds them to Next's answers, and the front server
 * (lib/ops/http-server.ts) to the answers it gives itself (400s for malformed URLs, health checks).
 *
 * Next's prerendered pages carry inline scripts (the RSC payload) whose hashes change with content, and a
 * nonce would make every page dynamic, so scripts are limited to this origin plus inline; everything else
 * (frames, forms, connections, plugins) is locked to this origin or off.
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

/** @type {{ key: string, value: string }[]} */
const securityHeaders = [
  { key: "Content-Security-Policy", value: csp },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

module.exports = { securityHeaders };
