// The internal memo: staff only, never shown to the applicant.
import { useEffect, useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useNotify, useRefresh, useUpdate } from 'react-admin';
import { NoteField } from './StatusFields';

export function MemoPanel({ id, memo }: { id: number; memo: string }) {
  const [value, setValue] = useState(memo);
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  useEffect(() => setValue(memo), [memo]);
  const save = () =>
    update(
      'applications',
      { id, data: { memo: value }, previousData: { id, memo } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('내부 메모를 저장했습니다.', { type: 'success' });
          refresh();
        },
        onError: (err) => notify(err instanceof Error ? err.message : '에러가 발생했습니다', { type: 'error' }),
      },
    );
  return (
    <Stack spacing={1.5}>
      <NoteField
        label="내부 메모 (지원자에게 보이지 않습니다)"
        value={value}
        onChange={setValue}
        multiline
        minRows={3}
        maxLength={5000}
      />
      <Button variant="outlined" onClick={save} disabled={isPending}>
        메모 저장
      </Button>
    </Stack>
  );
}
