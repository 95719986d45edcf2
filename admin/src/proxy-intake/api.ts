// The 대리 접수 calls: the rounds to choose from, and the multipart submit (the public form's fields and files).
import type { FieldValues } from 'react-hook-form';
import { authorizedFetch, httpClient } from '../httpClient';
import { submitFields } from './validate';

export interface RoundChoice {
  id: number;
  name: string;
  term: string;
}

export interface ProxyAnswer {
  id: number;
  receiptNo: string;
  name: string;
  generatedPassword?: string;
}

export async function fetchRoundChoices(): Promise<RoundChoice[]> {
  return (await httpClient('/api/applications/rounds')).json as RoundChoice[];
}

/** The answer, or the per-field errors of a 400 for the form (with the summary line as root.serverError). */
export async function sendProxy(
  values: FieldValues,
  kinds: string[],
): Promise<ProxyAnswer | { errors: Record<string, unknown> }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(submitFields(values, kinds))) form.append(k, v);
  if (values.generatePassword) form.append('generatePassword', 'yes');
  for (const kind of kinds) for (const file of (values[kind] as File[] | undefined) ?? []) form.append(kind, file);
  const res = await authorizedFetch('/api/applications/proxy', {
    method: 'POST',
    body: form,
    headers: { Accept: 'application/json' },
  });
  const body = (await res.json().catch(() => ({}))) as {
    errorMessage?: string;
    errors?: Record<string, string>;
  } & ProxyAnswer;
  if (res.ok) return body;
  const message = body.errorMessage ?? '에러가 발생했습니다';
  return { errors: { ...(body.errors ?? {}), root: { serverError: message } } };
}
