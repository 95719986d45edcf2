// The menu groups as 메뉴 관리 spells them: 새 페이지, the page list and the editor name a group the way the site's
// menu does (staff may rename a group there), and fall back to the built-in names until the menu has loaded.
import { useQuery } from '@tanstack/react-query';
import { PAGE_GROUPS, type PageGroup } from '../../../domain/pages';
import { fetchMenu } from '../menu/api';
import { canI } from '../can';

export function useGroupLabels(): Record<PageGroup, string> {
  // A scoped editor (담당 범위) cannot read the menu: it keeps the built-in names.
  const { data } = useQuery({
    queryKey: ['menu', 'group-labels'],
    queryFn: fetchMenu,
    staleTime: 60_000,
    enabled: canI('menu'),
  });
  const labels: Record<string, string> = { ...PAGE_GROUPS };
  for (const g of data?.groups ?? []) if (g.key && g.key in PAGE_GROUPS && g.label) labels[g.key] = g.label;
  return labels as Record<PageGroup, string>;
}
