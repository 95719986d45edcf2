// Status tabs over the list: 전체, then the pipeline in order. A tab is the `status` filter.
import { Tab, Tabs } from '@mui/material';
import { useListContext } from 'react-admin';
import { statusChoices } from './statuses';

export function StatusTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current = (filterValues.status as string | undefined) ?? 'all';
  const select = (_: unknown, value: string) => {
    const { status: _old, ...rest } = filterValues as Record<string, unknown>;
    setFilters(value === 'all' ? rest : { ...rest, status: value }, displayedFilters);
  };
  return (
    <Tabs
      value={current}
      onChange={select}
      variant="scrollable"
      scrollButtons="auto"
      aria-label="상태별 보기"
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="all" label="전체" />
      {statusChoices.map((s) => (
        <Tab key={s.id} value={s.id} label={s.name} data-tab={s.id} />
      ))}
    </Tabs>
  );
}
