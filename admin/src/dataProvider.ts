// react-admin's resource names are the API's paths after /api/ (screens.ts), so this is ra-data-simple-rest as it is:
// /api/<resource>, sort/range/filter and Content-Range. httpClient adds our token (with one silent refresh on a 401,
// and the idle logout) and maps our errors ({errorMessage}, {errors}) to what react-admin shows.
// A save of a page or a post names the version the form was opened on (previousData.version; `meta.version` when
// the conflict dialog saves again over a newer one): someone's save in between answers 409 (EditConflictDialog).
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, UpdateParams } from 'react-admin';
import { httpClient } from './httpClient';

/** The resources whose PUT refuses a save from an older version. */
const VERSIONED = new Set(['pages', 'posts']);

const rest = simpleRestProvider('/api', httpClient);

/** The version a save starts from: the dialog's, else the record's as the form opened it. */
export function versionOf(params: UpdateParams): number | undefined {
  const meta = params.meta as { version?: unknown } | undefined;
  const candidates = [meta?.version, params.previousData?.version, params.data?.version];
  return candidates.find((v): v is number => typeof v === 'number');
}

export const dataProvider: DataProvider = {
  ...rest,
  update: (resource, params) =>
    VERSIONED.has(resource)
      ? rest.update(resource, { ...params, data: { ...params.data, version: versionOf(params) } })
      : rest.update(resource, params),
};
