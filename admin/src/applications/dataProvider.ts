// The admin URL is /admin/application while the API is /api/applications: the react-admin resource names
// map to their REST paths here; every other resource passes through untouched.
import type { DataProvider } from 'react-admin';

const paths: Record<string, string> = {
  application: 'applications',
  'application-access-log': 'applications/access-logs',
};

const path = (resource: string) => paths[resource] ?? resource;

export function withApplications(base: DataProvider): DataProvider {
  return {
    ...base,
    getList: (resource, params) => base.getList(path(resource), params),
    getOne: (resource, params) => base.getOne(path(resource), params),
    getMany: (resource, params) => base.getMany(path(resource), params),
    getManyReference: (resource, params) => base.getManyReference(path(resource), params),
    update: (resource, params) => base.update(path(resource), params),
    updateMany: (resource, params) => base.updateMany(path(resource), params),
    create: (resource, params) => base.create(path(resource), params),
    delete: (resource, params) => base.delete(path(resource), params),
    deleteMany: (resource, params) => base.deleteMany(path(resource), params),
  };
}
