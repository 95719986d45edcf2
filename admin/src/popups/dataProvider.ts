// The popup screens live at /admin/etc/popup (spec §2), so their react-admin resource is named "etc/popup";
// the API resource is /api/popups. This maps the one name to the other for every data call.
import type { DataProvider } from 'react-admin';

export function withResourceAliases(dp: DataProvider, aliases: Record<string, string>): DataProvider {
  const api = (resource: string) => aliases[resource] ?? resource;
  return {
    ...dp,
    getList: (r, p) => dp.getList(api(r), p),
    getOne: (r, p) => dp.getOne(api(r), p),
    getMany: (r, p) => dp.getMany(api(r), p),
    getManyReference: (r, p) => dp.getManyReference(api(r), p),
    create: (r, p) => dp.create(api(r), p),
    update: (r, p) => dp.update(api(r), p),
    updateMany: (r, p) => dp.updateMany(api(r), p),
    delete: (r, p) => dp.delete(api(r), p),
    deleteMany: (r, p) => dp.deleteMany(api(r), p),
  };
}

export const popupAliases = { 'etc/popup': 'popups' };
