// The list's 모집 filter: the rounds (latest first) with how many applications each holds.
import { useQuery } from '@tanstack/react-query';
import { SelectInput } from 'react-admin';
import { httpClient } from '../httpClient';

interface Choice {
  id: number;
  name: string;
  term: string;
  count: number;
}

export function RoundFilter({ source, label }: { source: string; label?: string; alwaysOn?: boolean }) {
  const { data, isPending } = useQuery({
    queryKey: ['application-rounds'],
    queryFn: async () => (await httpClient('/api/applications/rounds')).json as Choice[],
  });
  const choices = (data ?? []).map((r) => ({ id: r.id, name: `${r.name} (${r.count.toLocaleString('ko-KR')}건)` }));
  return (
    <SelectInput
      source={source}
      label={label ?? '모집'}
      choices={choices}
      isPending={isPending}
      emptyText="전체 모집"
      sx={{ minWidth: 220 }}
    />
  );
}
