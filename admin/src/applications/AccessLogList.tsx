// 개인정보 접근 기록: every admin list, view, change, download, export and destruction of applications.
import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateInput, List, SelectInput, SimpleList, TextInput } from 'react-admin';
import { ACCESS_ACTIONS } from '../../../domain/access-log';
import { seoul, statusName } from './statuses';

const fieldNames: Record<string, string> = { memo: '내부 메모', applicantNote: '지원자 안내' };

const actions = ACCESS_ACTIONS.map((a) => ({ id: a.code, name: a.ko }));
const actionName = (a: string) => actions.find((x) => x.id === a)?.name ?? a;

const filters = [
  <SelectInput key="action" source="action" label="작업" choices={actions} alwaysOn emptyText="전체 작업" />,
  <TextInput key="receiptNo" source="receiptNo" label="접수번호" alwaysOn />,
  <TextInput key="userLogin" source="userLogin" label="관리자 아이디" />,
  <DateInput key="from" source="from" label="기간(부터)" />,
  <DateInput key="to" source="to" label="기간(까지)" />,
];

type Log = {
  id: number;
  createdAt: string;
  action: string;
  detail: Record<string, unknown>;
  receiptNo: string | null;
  userName: string;
  userLogin: string;
  ip: string;
};

function describe(r: Log): string {
  const d = r.detail ?? {};
  if (r.action === 'export')
    return `사유: ${String(d.reason ?? '')} · ${String(d.count ?? 0)}건 · ${String(d.format ?? '')}`;
  if (r.action === 'list') return `${String(d.count ?? 0)}건 표시`;
  if (r.action === 'download')
    return `${String(d.file ?? '')}${d.inline ? ' (열람)' : ' (내려받기)'}${d.reason ? ` · 사유: ${String(d.reason)}` : ''}`;
  if (r.action === 'status')
    return `${statusName(String(d.from ?? ''))} → ${statusName(String(d.to ?? ''))}${d.noteChanged ? ' (지원자 안내 변경)' : ''}`;
  if (r.action === 'destroy' || r.action === 'purge')
    return `${String(d.reason ?? '')} · 파일 ${String(d.files ?? 0)}개`;
  if (r.action === 'update')
    return `수정 항목: ${((d.fields as string[] | undefined) ?? []).map((f) => fieldNames[f] ?? f).join(', ')}`;
  return '';
}

export function AccessLogList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <List
      title="개인정보 접근 기록"
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={50}
      exporter={false}
    >
      {phone ? (
        // On a phone one entry per action: what was done to which receipt, its detail, who, when and from where.
        <SimpleList<Log>
          rowClick={false}
          primaryText={(r) => `${actionName(r.action)}${r.receiptNo ? ` · ${r.receiptNo}` : ''}`}
          secondaryText={(r) => [describe(r), `${r.userName} (${r.userLogin}) · ${r.ip}`].filter(Boolean).join(' — ')}
          tertiaryText={(r) => seoul(r.createdAt)}
        />
      ) : (
        <DataTable<Log> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="createdAt" label="일시" render={(r) => seoul(r.createdAt)} />
          <DataTable.Col source="userName" label="관리자" disableSort />
          <DataTable.Col source="userLogin" label="아이디" disableSort />
          <DataTable.Col source="ip" label="접속 IP" disableSort />
          <DataTable.Col source="action" label="작업" disableSort render={(r) => actionName(r.action)} />
          <DataTable.Col source="receiptNo" label="접수번호" disableSort />
          <DataTable.Col label="내용" disableSort render={describe} />
        </DataTable>
      )}
    </List>
  );
}
