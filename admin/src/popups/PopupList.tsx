// 팝업 관리: every popup with its period (Seoul time), device, language, switch, order and status.
import { Box, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { deviceChoices, langChoices, nameOf, statusChoices } from './choices';
import { formatSeoul } from './seoulTime';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="제목 검색" />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="device" source="device" choices={deviceChoices} />,
  <SelectInput key="lang" source="lang" choices={langChoices} />,
];

const statusColor = { live: 'success', scheduled: 'info', ended: 'default', off: 'warning' } as const;

export function StatusChip() {
  const record = useRecordContext<{ status: keyof typeof statusColor }>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={statusColor[record.status]}
      label={nameOf(statusChoices, record.status)}
      variant={record.status === 'ended' ? 'outlined' : 'filled'}
    />
  );
}

function Empty() {
  return (
    <Box sx={{ textAlign: 'center', mt: 6, mx: 'auto', maxWidth: 520 }}>
      <Typography variant="h6" component="p" gutterBottom>
        아직 만든 팝업이 없습니다.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        모집 기간 안내 같은 팝업을 미리 만들어 두면 정한 기간에 홈페이지에 저절로 보이고 내려갑니다.
      </Typography>
      <CreateButton label="팝업 만들기" variant="contained" />
    </Box>
  );
}

type PopupRow = { id: number; title: string; startAt: string; endAt: string; device: string; lang: string };
const period = (r: { startAt: string; endAt: string }) => `${formatSeoul(r.startAt)} ~ ${formatSeoul(r.endAt)}`;

export function PopupList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <List
      title="팝업 관리"
      sort={{ field: 'sortOrder', order: 'ASC' }}
      filters={filters}
      perPage={25}
      empty={<Empty />}
      actions={
        <TopToolbar>
          <CreateButton label="팝업 만들기" />
        </TopToolbar>
      }
    >
      {phone ? (
        // On a phone one card per popup: title, period, where it shows, and its status.
        <SimpleList<PopupRow>
          rowClick="edit"
          primaryText={(r) => r.title}
          secondaryText={(r) => `${period(r)} · ${nameOf(deviceChoices, r.device)} · ${nameOf(langChoices, r.lang)}`}
          tertiaryText={() => <StatusChip />}
        />
      ) : (
        <Datagrid rowClick="edit">
          <TextField source="title" />
          <FunctionField source="startAt" label="resources.popups.fields.period" render={period} />
          <FunctionField source="device" render={(r: { device: string }) => nameOf(deviceChoices, r.device)} />
          <FunctionField source="lang" render={(r: { lang: string }) => nameOf(langChoices, r.lang)} />
          <BooleanField source="active" />
          <NumberField source="sortOrder" />
          <FunctionField label="resources.popups.fields.status" render={() => <StatusChip />} />
        </Datagrid>
      )}
    </List>
  );
}
