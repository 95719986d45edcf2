// The printouts of a room, drawn without the admin's frame for A4: ?sheet=timetable (the room's order: time,
// 수험번호, name, programme) or ?sheet=signin (the interviewers' sign-in sheet: photo, 수험번호, name, time, a box
// for the identity check and the applicant's signature, the interviewers' signatures at the foot).
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import type { TimetableSlot } from '../../../domain/interview-schedule';
import { formatLongDay } from '../../../domain/time';
import { fetchTimetable } from './api';
import { slotTime } from './TimetableView';

const printCss = `
  .iv-print { color: #000; background: #fff; padding: 16px; font-size: 13px; }
  .iv-print table { border-collapse: collapse; width: 100%; }
  .iv-print th, .iv-print td { border: 1px solid #444; padding: 6px 8px; text-align: left; vertical-align: middle; }
  .iv-print th { background: #eee; }
  .iv-print .photo { width: 60px; height: 80px; object-fit: cover; display: block; }
  .iv-print .sign { width: 110px; }
  .iv-print .foot { margin-top: 24px; display: flex; gap: 48px; flex-wrap: wrap; }
  @media print {
    .no-print { display: none !important; }
    @page { size: A4; margin: 12mm; }
    .iv-print { padding: 0; }
    .iv-print tr { break-inside: avoid; }
  }
`;

function TimetableSheet({ slots }: { slots: TimetableSlot[] }) {
  return (
    <table aria-label="면접 순서">
      <thead>
        <tr>
          <th scope="col">순서</th>
          <th scope="col">시간</th>
          <th scope="col">수험번호</th>
          <th scope="col">성명</th>
          <th scope="col">과정·학과</th>
          <th scope="col">비고</th>
        </tr>
      </thead>
      <tbody>
        {slots.map((s, i) => (
          <tr key={s.applicationId}>
            <td>{i + 1}</td>
            <td>{slotTime(s)}</td>
            <td>{s.examNo ?? '—'}</td>
            <td>
              {s.name} <small>{s.nameEn}</small>
            </td>
            <td>{`${s.trackLabel} ${s.departmentName}`.trim()}</td>
            <td />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SignInSheet({ slots }: { slots: TimetableSlot[] }) {
  return (
    <>
      <table aria-label="면접 서명부">
        <thead>
          <tr>
            <th scope="col">사진</th>
            <th scope="col">수험번호</th>
            <th scope="col">성명</th>
            <th scope="col">면접 시간</th>
            <th scope="col">신분 확인</th>
            <th scope="col" className="sign">
              응시자 서명
            </th>
          </tr>
        </thead>
        <tbody>
          {slots.map((s) => (
            <tr key={s.applicationId}>
              <td>
                {s.photo ? <img className="photo" src={s.photo} alt={`${s.name} 증명사진`} /> : <span>사진 없음</span>}
              </td>
              <td>{s.examNo ?? '—'}</td>
              <td>
                {s.name}
                <br />
                <small>{`${s.trackLabel} ${s.departmentName}`.trim()}</small>
              </td>
              <td>{slotTime(s)}</td>
              <td>□</td>
              <td className="sign" />
            </tr>
          ))}
        </tbody>
      </table>
      <div className="foot">
        <span>면접위원 1: ______________ (서명)</span>
        <span>면접위원 2: ______________ (서명)</span>
        <span>면접위원 3: ______________ (서명)</span>
      </div>
    </>
  );
}

export function InterviewPrint() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const roomNo = Number(params.get('room') ?? 0);
  const signin = params.get('sheet') === 'signin';
  const q = useQuery({ queryKey: ['round-interviews-print', id, signin], queryFn: () => fetchTimetable(id, signin) });
  if (q.isPending) return <Loading loadingPrimary="불러오는 중" loadingSecondary="인쇄할 시간표를 읽고 있습니다." />;
  if (q.error || !q.data)
    return <Typography role="alert">{q.error?.message ?? '시간표를 불러오지 못했습니다.'}</Typography>;
  const room = q.data.rooms.find((r) => r.roomNo === roomNo);
  const slots = q.data.slots.filter((s) => s.roomNo === roomNo);
  const title = `${signin ? '면접 서명부' : '면접 시간표'} · ${room?.name ?? ''}`;
  return (
    <Box component="main" className="iv-print" data-testid="interview-print">
      <style>{printCss}</style>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {q.data.round.name}
        {slots[0] ? ` · ${formatLongDay(slots[0].startsAt)}` : ''} · {slots.length}명
      </Typography>
      <Box className="no-print" sx={{ mb: 2 }}>
        <Button variant="contained" onClick={() => window.print()}>
          인쇄
        </Button>
      </Box>
      {slots.length ? (
        signin ? (
          <SignInSheet slots={slots} />
        ) : (
          <TimetableSheet slots={slots} />
        )
      ) : (
        <Typography>이 면접실에 배정된 지원자가 없습니다.</Typography>
      )}
    </Box>
  );
}
