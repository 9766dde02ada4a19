// A compile worker (lib/content/compile-pool.ts): compiles the card abilities it is given and posts the rows back.
// The sources are TypeScript, loaded as CommonJS through tsx's require hook, as `tsx` loads them in the main thread.
const { parentPort, workerData } = require("node:worker_threads");

try {
  require("tsx/cjs/api").register();
  const { cardAbilitiesRow } = require("./abilities-row.ts");
  const rows = workerData.jobs.map((j) => cardAbilitiesRow(j.card, j.file));
  parentPort.postMessage({ rows });
} catch (e) {
  parentPort.postMessage({ error: e instanceof Error ? `${e.message}\n${e.stack}` : String(e) });
}
