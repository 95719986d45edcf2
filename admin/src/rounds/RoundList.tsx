// 모집 일정: every admission round with its term, application window and announcement (Seoul time) and whether
// the window is upcoming, open or closed now (by the server's clock).
import { Box, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { termLabel } from '../../../domain/programs';
import type { WindowState } from '../../../domain/rounds';
import { formatSeoul } from './seoulInput';
import { ResultsButton } from './results/ResultsButton';
import { FeesLink } from '../fees/FeesLink';
import { RegistrationLink } from './RegistrationLink';
import { InterviewsLink } from '../interviews/InterviewsLink';

export const stateChoices = [
  { id: 'upcoming', name: '예정' },
  { id: 'open', name: '접수 중' },
  { id: 'closed', name: '마감' },
];
const stateColor = { upcoming: 'info', open: 'success', closed: 'default' } as const;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="모집명 검색" />,
  <SelectInput key="state" source="state" label="상태" choices={stateChoices} alwaysOn />,
  <TextInput key="term" source="term" label="학기" placeholder="2027-1" />,
];

type RoundRow = {
  id: number;
  name: string;
  term: string;
  applyStartAt: string;
  applyEndAt: string;
  announceAt: string;
  state: WindowState;
};

export function StateChip() {
  const record = useRecordContext<RoundRow>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={stateColor[record.state]}
      variant={record.state === 'closed' ? 'outlined' : 'filled'}
      label={stateChoices.find((c) => c.id === record.state)?.name ?? ''}
    />
  );
}

const windowOf = (r: RoundRow) => `${formatSeoul(r.applyStartAt)} ~ ${formatSeoul(r.applyEndAt)}`;

function Empty() {
  return (
    <Box sx={{ textAlign: 'center', mt: 6, mx: 'auto', maxWidth: 520 }}>
      <Typography variant="h6" component="p" gutterBottom>
        아직 만든 모집 일정이 없습니다.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        모집 일정을 만들면 정한 접수 기간에 원서 접수가 저절로 열리고 닫힙니다.
      </Typography>
      <CreateButton label="모집 일정 만들기" variant="contained" />
    </Box>
  );
}

export function RoundList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <List
      title="모집 일정"
      sort={{ field: 'applyStartAt', order: 'DESC' }}
      filters={filters}
      perPage={25}
      empty={<Empty />}
      actions={
        <TopToolbar>
          <CreateButton label="모집 일정 만들기" />
        </TopToolbar>
      }
    >
      {phone ? (
        <SimpleList<RoundRow>
          rowClick="edit"
          primaryText={(r) => r.name}
          secondaryText={(r) => `${termLabel(r.term)} · 접수 ${windowOf(r)} · 발표 ${formatSeoul(r.announceAt)}`}
          tertiaryText={() => <StateChip />}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" label="모집명" />
          <FunctionField<RoundRow> source="term" label="학기" render={(r) => termLabel(r.term)} />
          <FunctionField<RoundRow> source="applyStartAt" label="접수 기간" render={windowOf} />
          <FunctionField<RoundRow> source="announceAt" label="발표" render={(r) => formatSeoul(r.announceAt)} />
          <FunctionField label="상태" render={() => <StateChip />} />
          <FunctionField label="결과" render={() => <ResultsButton />} />
          <FunctionField label="면접" render={() => <InterviewsLink />} />
          <FunctionField label="등록" render={() => <RegistrationLink />} />
          <FunctionField label="전형료" render={() => <FeesLink />} />
        </Datagrid>
      )}
    </List>
  );
}
