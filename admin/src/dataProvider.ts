// The admin's resource names follow its URLs (/admin/board, /admin/application, /admin/etc/popup); the REST resources are
// /api/boards, /api/applications, … This one wrapper maps the names; every other resource passes through.
import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient';

const apiName: Record<string, string> = {
  board: 'boards',
  application: 'applications',
  'application-access-log': 'applications/access-logs',
  'etc/popup': 'popups',
  mail: 'mail-outbox',
  audit: 'audit-logs',
};

export function withApiNames(provider: DataProvider): DataProvider {
  const name = (resource: string) => apiName[resource] ?? resource;
  return {
    ...provider,
    getList: (r, p) => provider.getList(name(r), p),
    getOne: (r, p) => provider.getOne(name(r), p),
    getMany: (r, p) => provider.getMany(name(r), p),
    getManyReference: (r, p) => provider.getManyReference(name(r), p),
    create: (r, p) => provider.create(name(r), p),
    update: (r, p) => provider.update(name(r), p),
    updateMany: (r, p) => provider.updateMany(name(r), p),
    delete: (r, p) => provider.delete(name(r), p),
    deleteMany: (r, p) => provider.deleteMany(name(r), p),
  };
}

export const dataProvider = withApiNames(simpleRestProvider('/api', httpClient));
