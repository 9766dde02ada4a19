/**
 * better-auth, configured for Shinpan: email and password only, no public sign-up (accounts are
 * created by `npm run admin:create` and by admins), scrypt password hashes (memory-hard), database
 * sessions in an httpOnly SameSite=Strict cookie that expire after 8 hours and are renewed while used.
 * Rate limits and the audit log are Shinpan's own (lib/auth/limits.ts, lib/audit.ts): they need to
 * count per account as well as per address.
 */
import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { prisma } from "@/lib/db/client";

export const SESSION_SECONDS = 8 * 60 * 60;
export const MIN_PASSWORD = 12;
export const MAX_PASSWORD = 128;

/**
 * The cookie-signing secret comes from the environment: `npm start` (and the tests' servers) set it from
 * lib/auth/secret.ts, which keeps a generated one in `.data/auth-secret`. Reading the file here would make
 * the bundler trace the whole project.
 */
function secretFromEnv(): string {
  const s = process.env.BETTER_AUTH_SECRET;
  if (!s || s.length < 32) {
    throw new Error("BETTER_AUTH_SECRET is not set (or shorter than 32 characters): start the app with `npm start`, which provides it, or set it yourself");
  }
  return s;
}

function createAuth() {
  const baseURL = process.env.SHINPAN_BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  return betterAuth({
    appName: "Shinpan",
    baseURL,
    secret: secretFromEnv(),
    database: prismaAdapter(prisma(), { provider: "postgresql" }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD,
      maxPasswordLength: MAX_PASSWORD,
    },
    session: { expiresIn: SESSION_SECONDS, updateAge: 60 * 60, cookieCache: { enabled: false } },
    user: {
      additionalFields: {
        role: { type: "string", input: false, required: false },
        disabledAt: { type: "date", input: false, required: false },
      },
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: "shinpan",
      useSecureCookies: baseURL.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "strict", path: "/" },
    },
  });
}

type Auth = ReturnType<typeof createAuth>;
const g = globalThis as unknown as { shinpanAuth?: Auth };

export function auth(): Auth {
  g.shinpanAuth ??= createAuth();
  return g.shinpanAuth;
}
