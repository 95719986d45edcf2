// The xlsx export of a form's responses (POST /api/forms/:id/export): the reason goes into the audit log.
import { authorizedFetch } from '../httpClient';

export async function downloadResponses(id: number, reason: string): Promise<void> {
  const res = await authorizedFetch(`/api/forms/${id}/export`, {
    method: 'POST',
    body: JSON.stringify({ reason }),
    headers: new Headers({ 'Content-Type': 'application/json' }),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { errorMessage?: string } | null;
    throw new Error(body?.errorMessage ?? '에러가 발생했습니다');
  }
  const name = /filename\*=UTF-8''([^;]+)/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name ? decodeURIComponent(name) : `신청자_${id}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
