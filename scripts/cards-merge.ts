/**
 * npm run cards:merge [-- <upstream cards.jsonl>] [--dry-run] [--content DIR]
 * Three-way merge of a new upstream card catalogue (default ../shared/data/cards/cards.jsonl) into
 * content/cards/cards.jsonl, against the upstream version last merged (content/cards/upstream.jsonl.gz).
 * The rules are in lib/content/cards-merge.ts; the recorded base in lib/content/cards-upstream.ts.
 */
import { formatMergeReport } from "@/lib/content/cards-merge";
import { DEFAULT_UPSTREAM, mergeUpstreamCatalogue } from "@/lib/content/cards-upstream";
import { ContentError } from "@/lib/files/errors";

const USAGE = "usage: npm run cards:merge [-- <upstream cards.jsonl>] [--dry-run] [--content DIR]";

function main() {
  const args = process.argv.slice(2);
  let contentDir = process.env.SHINPAN_CONTENT_DIR || "content";
  let upstream: string | null = null;
  let dryRun = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--dry-run") dryRun = true;
    else if (a === "--content" && args[i + 1]) contentDir = args[++i];
    else if (a === "--help" || a === "-h") {
      console.log(USAGE);
      return;
    } else if (!a.startsWith("-") && upstream === null) upstream = a;
    else {
      console.error(USAGE);
      process.exit(2);
    }
  }
  const run = mergeUpstreamCatalogue({ contentDir, upstream: upstream ?? DEFAULT_UPSTREAM, dryRun });
  console.log(`upstream: ${run.upstream.file} (sha256 ${run.upstream.sha256})`);
  console.log(
    run.base
      ? `base: the upstream last merged (sha256 ${run.base.sha256}${run.base.sha256 === run.upstream.sha256 ? ", the same file" : ""})`
      : "base: none recorded (first merge): an empty local value takes upstream's, a non-empty one that differs is kept as a conflict",
  );
  for (const line of formatMergeReport(run.report)) console.log(line);
  if (dryRun) console.log("dry run: nothing written");
  else console.log(run.wrote.length ? `wrote ${run.wrote.join(", ")}` : "nothing to write: already merged");
  if (run.contentProblem) {
    console.error(`content/ no longer loads with the merged catalogue: ${run.contentProblem.message}`);
    console.error("fix that file (or restore the catalogue from git)");
    process.exit(1);
  }
}

try {
  main();
} catch (e) {
  if (e instanceof ContentError) {
    console.error(`cards:merge: ${e.message}`);
    console.error("nothing was written");
    process.exit(1);
  }
  throw e;
}
