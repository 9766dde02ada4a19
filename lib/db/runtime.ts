/**
 * Where the app's database is: DATABASE_URL when set, else the embedded Postgres
 * (started here if it is not running yet).
 */
import { startEmbeddedPostgres, type EmbeddedServer } from "./embedded";

export interface DatabaseHandle {
  url: string;
  embedded: EmbeddedServer | null;
  /** stops the embedded server if this process started it */
  release(): Promise<void>;
}

export async function resolveDatabase(log: (line: string) => void = () => {}): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (url) return { url, embedded: null, release: async () => {} };
  const embedded = await startEmbeddedPostgres({ log });
  return { url: embedded.url, embedded, release: () => (embedded.started ? embedded.stop() : Promise.resolve()) };
}

/** A DATABASE_URL with the password hidden, for logs. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, "//$1:***@");
}
