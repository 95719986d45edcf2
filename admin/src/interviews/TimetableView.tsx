// A timetable, one card per room: time, 수험번호, name, programme; on the stored one, 옮기기 and 맞바꾸기 per row and
// the printouts of the room (시간표, 서명부). On a phone each table scrolls sideways inside its own named box.
import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { Timetable, TimetableSlot } from '../../../domain/interview-schedule';
import { formatDateTime, formatTime } from '../../../domain/time';
import { MoveDialog, SwapDialog } from './MoveDialog';

export const slotTime = (s: Pick<TimetableSlot, 'startsAt' | 'endsAt'>) =>
  `${formatDateTime(s.startsAt)} ~ ${formatTime(s.endsAt)}`;

export function TimetableView({
  roundId,
  timetable,
  editable,
  onChanged,
}: {
  roundId: string;
  timetable: Timetable;
  editable: boolean;
  onChanged?: () => void;
}) {
  const [moving, setMoving] = useState<TimetableSlot | null>(null);
  const [swapping, setSwapping] = useState<TimetableSlot | null>(null);
  const print = (roomNo: number, sheet: 'timetable' | 'signin') =>
    `/admin/rounds/${roundId}/interviews/print?room=${roomNo}&sheet=${sheet}`;
  return (
    <Stack spacing={2}>
      {timetable.rooms.map((room) => {
        const slots = timetable.slots.filter((s) => s.roomNo === room.roomNo);
        return (
          <Card variant="outlined" key={room.roomNo} data-testid={`room-${room.roomNo}`}>
            <CardHeader
              title={`${room.name}${room.nameZh ? ` (${room.nameZh})` : ''} · ${slots.length}명`}
              titleTypographyProps={{ variant: 'subtitle1', component: 'h2', fontWeight: 700, fontSize: '1rem' }}
              action={
                editable && (
                  <Stack direction="row" spacing={1} sx={{ mr: 1 }}>
                    <MuiLink href={print(room.roomNo, 'timetable')} target="_blank" rel="noopener">
                      시간표 인쇄
                    </MuiLink>
                    <MuiLink href={print(room.roomNo, 'signin')} target="_blank" rel="noopener">
                      서명부 인쇄
                    </MuiLink>
                  </Stack>
                )
              }
            />
            <CardContent sx={{ pt: 0 }}>
              <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`${room.name} 면접 순서 표`}>
                <Table size="small" aria-label={`${room.name} 면접 순서`} sx={{ minWidth: editable ? 640 : 480 }}>
                  <TableHead>
                    <TableRow>
                      {['시간', '수험번호', '이름', '과정·학과', ...(editable ? ['변경'] : [])].map((h) => (
                        <TableCell key={h} sx={{ whiteSpace: 'nowrap' }}>
                          {h}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {slots.map((s) => (
                      <TableRow key={s.applicationId} data-testid="slot-row">
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{slotTime(s)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.examNo ?? '—'}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.name}</TableCell>
                        <TableCell>{`${s.trackLabel} ${s.departmentName}`.trim()}</TableCell>
                        {editable && (
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            <Button size="small" onClick={() => setMoving(s)}>
                              옮기기
                            </Button>
                            <Button size="small" onClick={() => setSwapping(s)}>
                              맞바꾸기
                            </Button>
                          </TableCell>
                        )}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            </CardContent>
          </Card>
        );
      })}
      {timetable.unscheduled.length > 0 && (
        <Typography variant="body2" color="error" data-testid="unscheduled">
          시간표에 없는 면접 대상자 {timetable.unscheduled.length}명:{' '}
          {timetable.unscheduled.map((u) => `${u.name} (${u.examNo ?? u.receiptNo})`).join(', ')}. 시간표를 다시
          만들거나 ‘옮기기’로 넣어주세요.
        </Typography>
      )}
      {moving && (
        <MoveDialog
          roundId={roundId}
          slot={moving}
          rooms={timetable.rooms}
          onClose={(done) => {
            setMoving(null);
            if (done) onChanged?.();
          }}
        />
      )}
      {swapping && (
        <SwapDialog
          roundId={roundId}
          slot={swapping}
          others={timetable.slots.filter((s) => s.applicationId !== swapping.applicationId)}
          rooms={timetable.rooms}
          onClose={(done) => {
            setSwapping(null);
            if (done) onChanged?.();
          }}
        />
      )}
    </Stack>
  );
}
