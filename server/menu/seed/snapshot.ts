// The menu document the legacy code amounts to (legacy.ts): the seven groups with their Korean and Chinese labels,
// the online-application links following the application address setting, the footer links and the quick links.
// menu-seed.test.ts checks that the committed seed (db/seed/menu-2026.ts) is exactly this.
import { defaultSettings } from '../../../domain/settings.js';
import type { SiteMenu } from '../../../domain/menu.js';
import { legacyFooter, legacyNavGroups, legacyQuick, legacyZh } from './legacy.js';

export function snapshotMenu(): SiteMenu {
  const groups = legacyNavGroups({ ...defaultSettings, applicationUrl: '' }, 'ko');
  return {
    groups: groups.map((g) => ({
      key: g.id,
      label: g.label,
      labelZh: legacyZh.groups[g.id],
      items: g.links.map((l) =>
        l.external
          ? {
              label: l.label,
              labelZh: legacyZh.apply[g.id],
              href: '/receipt',
              newTab: true,
              visible: true,
              follows: 'applicationUrl' as const,
            }
          : { label: l.label, labelZh: legacyZh.links[l.href], href: l.href, newTab: false, visible: true },
      ),
    })),
    footer: legacyFooter.map((f) => ({ ...f, newTab: false, visible: true })),
    quick: legacyQuick.map((q) => ({ ...q, newTab: false, visible: true })),
  };
}
