// The island's calls: JSON or multipart, the server's {errorMessage, errors} back as data, a busy overlay while in flight.
export interface ApiResult<T> {
  ok: boolean;
  status: number;
  data: T | null;
  errorMessage: string | null;
  errors: Record<string, string>;
  network: boolean;
}

function setBusy(on: boolean): void {
  document.documentElement.classList.toggle('is-busy', on);
}

export async function send<T>(url: string, body: FormData | object, fallbackError: string): Promise<ApiResult<T>> {
  setBusy(true);
  try {
    const isForm = body instanceof FormData;
    const res = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: isForm
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: isForm ? body : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => null)) as
      (T & { errorMessage?: string; errors?: Record<string, string> }) | null;
    if (res.ok) return { ok: true, status: res.status, data: json, errorMessage: null, errors: {}, network: false };
    return {
      ok: false,
      status: res.status,
      data: null,
      errorMessage: json?.errorMessage ?? fallbackError,
      errors: json?.errors ?? {},
      network: false,
    };
  } catch {
    return { ok: false, status: 0, data: null, errorMessage: null, errors: {}, network: true };
  } finally {
    setBusy(false);
  }
}
