// ESLint: Next's rules (core web vitals and TypeScript, as `create-next-app` sets them up) plus an
// import-cycle check that counts type-only imports too (scripts/lint/no-cycle.mjs says why it is not
// import/no-cycle), and two layering rules. Run by `npm run lint` and, in `npm test`, by
// tests/unit/lint.test.ts, which fails on any problem, warnings included.
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import shinpan from "./scripts/lint/no-cycle.mjs";

const config = [
  {
    ignores: [
      "lib/generated/**", // the Prisma client, generated
      ".next/**",
      ".next-*/**", // other build folders (SHINPAN_DIST_DIR)
      "node_modules/**",
      "test-results/**",
      ".data/**",
      ".shinpan/**",
      "next-env.d.ts",
      "tests/fixtures/lint/**", // deliberately bad code: tests/unit/lint.test.ts lints it on its own
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    files: ["**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}"],
    plugins: { shinpan },
    rules: { "shinpan/no-cycle": "error" },
  },
  {
    // The engine is pure: it runs in the browser and in Node alike, so it imports only its own modules
    // (no React, Next, Prisma, Node APIs or other parts of the app).
    files: ["lib/engine/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(?!\\./[^/]+$)", message: "lib/engine imports only its own modules (./x): it stays pure." }] },
      ],
    },
  },
  {
    // One YAML reader for content (lib/files/yaml.ts): it refuses aliases without anchors, billion laughs,
    // tags, odd keys and sizes over lib/engine/limits.ts, with file, line and field. Reading YAML any other
    // way would bring back exceptions outside error handling (issue 11). Writing YAML (stringify) is fine.
    files: ["lib/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "scripts/**/*.ts"],
    ignores: ["lib/engine/**", "lib/files/yaml.ts"], // the engine has its own no-restricted-imports above
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "yaml",
              importNames: ["parse", "parseDocument", "parseAllDocuments", "Parser", "Composer", "Lexer"],
              message: "read content YAML with parseYaml (lib/files/yaml.ts): located errors and limits.",
            },
          ],
        },
      ],
    },
  },
  {
    // Layers of content reading, each using only those below it: lib/files (YAML, ContentError, the card
    // catalogue) ← lib/scenarios (the scenario loader) ← lib/content (validating and importing content/).
    files: ["lib/**/*.{js,jsx,mjs,ts,tsx,mts,cts}"], // the files Next's config (which defines "import/") covers
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./lib/files", from: "./lib", except: ["./files", "./engine"], message: "lib/files is the bottom layer: it may use only lib/engine." },
            { target: "./lib/scenarios", from: "./lib/content", message: "lib/content uses lib/scenarios, not the reverse (shared pieces go in lib/files)." },
          ],
        },
      ],
    },
  },
  {
    // CommonJS files (next.config.js is loaded by Next as CommonJS): require() is their import.
    files: ["**/*.cjs", "next.config.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
];

export default config;
