// 면접 시간표 of a round: the stored timetable (move, swap, print), and the form that makes a new one for every
// applicant in 면접: the start (Seoul), minutes per applicant, the rooms (Korean and Chinese names: Chinese
// applicants read theirs), the breaks. 미리보기 shows the plan and writes nothing; 확정 stores it and mails each
// applicant their own time and place.
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { InterviewRoom } from '../../../domain/interview-schedule';
import { fromSeoulInput } from '../rounds/seoulInput';
import { fetchTimetable, makeSchedule, type PlannedTimetable } from './api';
import { TimetableView } from './TimetableView';

interface Span {
  startAt: string;
  endAt: string;
}

function GenerateForm({ roundId, onApplied }: { roundId: string; onApplied: () => void }) {
  const notify = useNotify();
  const [startAt, setStartAt] = useState('');
  const [minutes, setMinutes] = useState('20');
  const [rooms, setRooms] = useState<InterviewRoom[]>([{ name: '', nameZh: '' }]);
  const [breaks, setBreaks] = useState<Span[]>([]);
  const [preview, setPreview] = useState<PlannedTimetable | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const body = (dryRun: boolean) => ({
    startAt: fromSeoulInput(startAt) ?? '',
    slotMinutes: Number(minutes),
    rooms: rooms.map((r) => ({ name: r.name.trim(), nameZh: r.nameZh.trim() })),
    breaks: breaks.map((b) => ({ startAt: fromSeoulInput(b.startAt) ?? '', endAt: fromSeoulInput(b.endAt) ?? '' })),
    dryRun,
  });
  const run = async (dryRun: boolean) => {
    setBusy(true);
    setErrors({});
    try {
      const t = await makeSchedule(roundId, body(dryRun));
      if (dryRun) setPreview(t);
      else {
        setPreview(null);
        notify(`면접 시간표를 확정하고 ${t.slots.length}명에게 안내 메일을 보냈습니다.`, { type: 'success' });
        onApplied();
      }
    } catch (err) {
      const e = err as Error & { body?: { errors?: Record<string, string> } };
      setErrors(e.body?.errors ?? {});
      notify(e.message || '에러가 발생했습니다', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const setRoom = (i: number, patch: Partial<InterviewRoom>) =>
    setRooms(rooms.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const setBreak = (i: number, patch: Partial<Span>) =>
    setBreaks(breaks.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          새 시간표 만들기
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          면접 상태의 지원자 모두를 과정·학과·수험번호 순으로 면접실마다 나누어 배정합니다. 면접실은 같은 시각에 함께
          시작합니다. 수험번호가 없는 지원자에게는 확정할 때 번호를 줍니다.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            type="datetime-local"
            label="면접 시작 (서울 시각)"
            value={startAt}
            onChange={(e) => setStartAt(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'schedule-start' } }}
            error={!!errors.startAt}
            helperText={errors.startAt}
          />
          <TextField
            type="number"
            label="1인당 면접 시간 (분)"
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
            error={!!errors.slotMinutes}
            helperText={errors.slotMinutes}
          />
        </Stack>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          면접실
        </Typography>
        {rooms.map((r, i) => (
          <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, alignItems: 'flex-start' }}>
            <TextField
              label={`면접실 ${i + 1} 이름`}
              value={r.name}
              onChange={(e) => setRoom(i, { name: e.target.value })}
              error={!!errors[`rooms.${i}.name`]}
              helperText={errors[`rooms.${i}.name`]}
            />
            <TextField
              label={`면접실 ${i + 1} 중국어 이름`}
              value={r.nameZh}
              onChange={(e) => setRoom(i, { nameZh: e.target.value })}
            />
            {rooms.length > 1 && (
              <IconButton aria-label={`면접실 ${i + 1} 빼기`} onClick={() => setRooms(rooms.filter((_, j) => j !== i))}>
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
        ))}
        <Button size="small" onClick={() => setRooms([...rooms, { name: '', nameZh: '' }])} sx={{ mb: 2 }}>
          면접실 더하기
        </Button>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          휴식 (이 시간에는 면접을 잡지 않습니다)
        </Typography>
        {breaks.map((b, i) => (
          <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, alignItems: 'flex-start' }}>
            <TextField
              type="datetime-local"
              label={`휴식 ${i + 1} 시작`}
              value={b.startAt}
              onChange={(e) => setBreak(i, { startAt: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="datetime-local"
              label={`휴식 ${i + 1} 끝`}
              value={b.endAt}
              onChange={(e) => setBreak(i, { endAt: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              error={!!errors[`breaks.${i}.endAt`]}
              helperText={errors[`breaks.${i}.endAt`]}
            />
            <IconButton aria-label={`휴식 ${i + 1} 빼기`} onClick={() => setBreaks(breaks.filter((_, j) => j !== i))}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        <Button size="small" onClick={() => setBreaks([...breaks, { startAt: '', endAt: '' }])} sx={{ mb: 2 }}>
          휴식 더하기
        </Button>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="outlined" disabled={busy} onClick={() => run(true)}>
            미리보기
          </Button>
          <Button variant="contained" disabled={busy || !preview} onClick={() => run(false)}>
            {preview?.warning ? '면접 기간 밖 시간을 포함해 확정' : '확정하고 안내 메일 보내기'}
          </Button>
        </Stack>
        {preview && (
          <Box sx={{ mt: 2 }} data-testid="schedule-preview">
            <Alert severity="info" sx={{ mb: 2 }}>
              미리보기: {preview.slots.length}명, 아직 저장되지 않았습니다. 확정하면 기존 시간표를 바꾸고 각 지원자에게
              메일을 보냅니다.
            </Alert>
            {preview.warning && (
              <Alert severity="warning" sx={{ mb: 2 }} data-testid="schedule-period-warning">
                {preview.warning}
              </Alert>
            )}
            <TimetableView roundId={roundId} timetable={preview} editable={false} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

export function InterviewsPage() {
  const { id = '' } = useParams();
  const q = useQuery({ queryKey: ['round-interviews', id], queryFn: () => fetchTimetable(id) });
  if (q.isPending) return <Loading loadingPrimary="불러오는 중" loadingSecondary="면접 시간표를 읽고 있습니다." />;
  if (q.error || !q.data)
    return <Alert severity="error">{q.error?.message ?? '면접 시간표를 불러오지 못했습니다.'}</Alert>;
  const t = q.data;
  const refresh = () => void q.refetch();
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="면접 시간표" />
      <Typography variant="h5" component="h1">
        {t.round.name} 면접 시간표
      </Typography>
      {t.slots.length ? (
        <TimetableView roundId={id} timetable={t} editable onChanged={refresh} />
      ) : (
        <Typography color="text.secondary">아직 시간표가 없습니다. 아래에서 만드세요.</Typography>
      )}
      <GenerateForm roundId={id} onApplied={refresh} />
    </Stack>
  );
}
