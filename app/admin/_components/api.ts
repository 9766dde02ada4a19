/** Client side of the admin's JSON routes: every answer is either data or an error naming its field. */
export interface ApiError {
  status: number;
  error: string;
  message: string;
  field: string | null;
  /** the whole error body (stale saves carry `current` and `yours`, refused publications `check`) */
  body: Record<string, unknown>;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; err: ApiError };

export async function api<T>(method: "GET" | "POST" | "PUT" | "PATCH", url: string, body?: unknown, signal?: AbortSignal): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      signal,
      credentials: "same-origin",
      cache: "no-store",
      headers: body === undefined ? { accept: "application/json" } : { "content-type": "application/json", accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    if ((e as Error).name === "AbortError") throw e;
    return { ok: false, err: { status: 0, error: "network", message: "the server could not be reached; check your connection and try again", field: null, body: {} } };
  }
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    /* not JSON */
  }
  if (res.ok) return { ok: true, data: data as T };
  const b = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;
  return {
    ok: false,
    err: {
      status: res.status,
      error: typeof b.error === "string" ? b.error : `http-${res.status}`,
      message: typeof b.message === "string" ? b.message : `the server answered ${res.status}`,
      field: typeof b.field === "string" ? b.field : null,
      body: b,
    },
  };
}

/** The sign-in page, coming back here afterwards. */
export function signInAgainHref(): string {
  const here = typeof window === "undefined" ? "/admin" : window.location.pathname + window.location.search;
  return `/admin/login?next=${encodeURIComponent(here)}`;
}
