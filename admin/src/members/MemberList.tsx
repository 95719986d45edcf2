// 회원 관리: site members who joined through /auth/join, their personal data masked; a member can be disabled (the
// sessions end at once), enabled again, or withdrawn (the same erasure as their own withdrawal).
import { Box, Button, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateField,
  DeleteWithConfirmButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  useRecordContext,
  useUpdate,
  useNotify,
} from 'react-admin';
import { PromoteButton } from './PromoteButton';

interface MemberRow {
  id: number;
  loginId: string;
  name: string;
  email: string;
  phone: string;
  status: 'active' | 'disabled' | 'withdrawn';
  createdAt: string;
}

const statusChoices = [
  { id: 'active', name: '사용 중' },
  { id: 'disabled', name: '사용 중지' },
  { id: 'withdrawn', name: '탈퇴' },
];
const statusName = (s: string) => statusChoices.find((c) => c.id === s)?.name ?? s;
const statusColor = { active: 'success', disabled: 'warning', withdrawn: 'default' } as const;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="아이디·이름·이메일 검색" />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];

function StatusChip() {
  const r = useRecordContext<MemberRow>();
  if (!r) return null;
  return <Chip size="small" color={statusColor[r.status]} label={statusName(r.status)} />;
}

function MemberActions() {
  const r = useRecordContext<MemberRow>();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  if (!r || r.status === 'withdrawn') return null;
  const enable = r.status === 'disabled';
  const toggle = () =>
    update(
      'members',
      { id: r.id, data: { active: enable }, previousData: r },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(enable ? '다시 사용할 수 있게 했습니다.' : '사용을 중지했습니다. 로그인이 바로 끝납니다.'),
        onError: (e) => notify(e instanceof Error ? e.message : '에러가 발생했습니다', { type: 'error' }),
      },
    );
  return (
    <span onClick={(e) => e.stopPropagation()} style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" onClick={toggle} disabled={isPending}>
        {enable ? '사용 재개' : '사용 중지'}
      </Button>
      {!enable && <PromoteButton id={r.id} loginId={r.loginId} />}
      <DeleteWithConfirmButton
        label="탈퇴 처리"
        confirmTitle={`${r.loginId} 회원 탈퇴 처리`}
        confirmContent="이 회원의 이름, 연락처, 아이디가 지워지고 다시 로그인할 수 없습니다. 되돌릴 수 없습니다."
        mutationMode="pessimistic"
        redirect={false}
      />
    </span>
  );
}

function Empty() {
  return (
    <Box sx={{ textAlign: 'center', mt: 6, mx: 'auto', maxWidth: 520 }}>
      <Typography variant="h6" component="p" gutterBottom>
        아직 가입한 회원이 없습니다.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        홈페이지에서 회원가입한 사람이 여기에 나옵니다.
      </Typography>
    </Box>
  );
}

export function MemberList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <List
      title="회원 관리"
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      perPage={25}
      exporter={false}
      empty={<Empty />}
    >
      {phone ? (
        <SimpleList<MemberRow>
          primaryText={(r) => `${r.name || '(탈퇴)'} ${r.loginId ? `(${r.loginId})` : ''}`}
          secondaryText={(r) => `${r.email} · ${statusName(r.status)}`}
          tertiaryText={() => <MemberActions />}
          rowClick={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="loginId" />
          <TextField source="name" />
          <TextField source="email" />
          <TextField source="phone" />
          <FunctionField source="status" render={() => <StatusChip />} />
          <DateField source="createdAt" locales="ko-KR" options={{ timeZone: 'Asia/Seoul' }} />
          <FunctionField label="관리" render={() => <MemberActions />} />
        </Datagrid>
      )}
    </List>
  );
}
