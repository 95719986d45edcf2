// The admin's resource names follow its URLs (/admin/board); the REST resources are /api/boards and /api/posts.
import type { DataProvider } from 'react-admin';

const apiName: Record<string, string> = { board: 'boards' };

/** Wraps a data provider so react-admin's `board` resource talks to /api/boards (and so on). */
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
