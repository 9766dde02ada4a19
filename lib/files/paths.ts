/** How content errors name a file, wherever the content folder is (content/, SHINPAN_CONTENT_DIR, --content). */
import path from "node:path";

/**
 * The path of a content file as errors print it: relative to the working directory when the file is
 * under it (`content/qa/x.yaml`), else absolute (`/srv/other-content/qa/x.yaml`): a path that opens.
 */
export function contentFilePath(file: string): string {
  const abs = path.resolve(file);
  const rel = path.relative(process.cwd(), abs);
  return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel : abs;
}
