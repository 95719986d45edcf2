// 보안 › 감사 기록 (/admin/audit-logs, 최고관리자 only): every staff action, login and download, newest first, with
// who, when, from which address and browser, what and which record, the field names changed (never their values).
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateInput, List, SelectInput, SimpleList, TextInput } from 'react-admin';
import { AUDIT_ACTION_CHOICES, AUDIT_RESOURCES, auditActionLabel, auditResourceLabel } from '../../../domain/audit';
import { ROLE_LABELS, type Role } from '../../../domain/roles';
import { formatDateTime } from '../../../domain/time';
import { AuditActions, CheckResult, useCheckState } from './AuditActions';

const resources = Object.entries(AUDIT_RESOURCES).map(([id, name]) => ({ id, name }));

const filters = [
  <TextInput key="actor" source="actor" label="관리자(아이디·이름)" alwaysOn />,
  <SelectInput
    key="action"
    source="action"
    label="작업"
    choices={AUDIT_ACTION_CHOICES}
    alwaysOn
    emptyText="전체 작업"
  />,
  <SelectInput key="resource" source="resource" label="대상" choices={resources} emptyText="전체 대상" />,
  <DateInput key="from" source="from" label="기간(부터)" alwaysOn />,
  <DateInput key="to" source="to" label="기간(까지)" alwaysOn />,
];

export interface AuditLog {
  id: number;
  at: string;
  actorLogin: string | null;
  actorName: string | null;
  actorRole: string | null;
  ip: string | null;
  userAgent: string | null;
  action: string;
  resource: string;
  recordId: string | null;
  changedFields: string[];
  /** The same names in Korean, as the server's field labels give them. */
  changedFieldLabels?: string[];
  status: number | null;
}

const who = (r: AuditLog) => (r.actorName ? `${r.actorName} (${r.actorLogin ?? ''})` : (r.actorLogin ?? '시스템'));
const role = (r: AuditLog) => (r.actorRole ? (ROLE_LABELS[r.actorRole as Role] ?? r.actorRole) : '');
const target = (r: AuditLog) =>
  r.resource === 'auth' && !r.recordId ? '' : `${auditResourceLabel(r.resource)}${r.recordId ? ` #${r.recordId}` : ''}`;
const fields = (r: AuditLog) => (r.changedFieldLabels ?? r.changedFields).join(', ');
const result = (r: AuditLog) => (r.status === null ? '' : r.status < 400 ? '성공' : `거부(${r.status})`);

export function AuditLogList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  const [check, setCheck] = useCheckState();
  return (
    <Box>
      <CheckResult check={check} onCheck={setCheck} />
      <List
        resource="audit-logs"
        title="감사 기록"
        filters={filters}
        actions={<AuditActions onCheck={setCheck} />}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={50}
        exporter={false}
      >
        {phone ? (
          <SimpleList<AuditLog>
            rowClick={false}
            primaryText={(r) => [auditActionLabel(r.action), target(r)].filter(Boolean).join(' · ')}
            secondaryText={(r) =>
              [`${who(r)} · ${r.ip ?? ''}`, r.changedFields.length ? `항목: ${fields(r)}` : '', result(r)]
                .filter(Boolean)
                .join(' — ')
            }
            tertiaryText={(r) => formatDateTime(r.at)}
          />
        ) : (
          <DataTable<AuditLog>
            bulkActionButtons={false}
            rowClick={false}
            // The table fits a 1280 px screen: who and role share a cell, as do the address and the browser; the
            // changed fields wrap.
            sx={{ '& th, & td:nth-of-type(-n+2), & td:nth-of-type(4), & td:nth-of-type(7)': { whiteSpace: 'nowrap' } }}
          >
            <DataTable.Col source="id" label="번호" />
            <DataTable.Col source="at" label="일시" disableSort render={(r) => formatDateTime(r.at)} />
            <DataTable.Col
              label="관리자"
              disableSort
              render={(r: AuditLog) => (
                <>
                  {who(r)}
                  {role(r) && (
                    <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                      {role(r)}
                    </Box>
                  )}
                </>
              )}
            />
            <DataTable.Col label="작업" disableSort render={(r) => auditActionLabel(r.action)} />
            <DataTable.Col label="대상" disableSort render={target} />
            <DataTable.Col label="변경 항목" disableSort render={fields} />
            <DataTable.Col label="결과" disableSort render={result} />
            <DataTable.Col
              label="접속 IP · 브라우저"
              disableSort
              render={(r: AuditLog) => (
                <>
                  {r.ip ?? ''}
                  <Box
                    component="span"
                    className="audit-agent"
                    title={r.userAgent ?? ''}
                    sx={{
                      display: 'block',
                      maxWidth: 160,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                      color: 'text.secondary',
                    }}
                  >
                    {r.userAgent ?? ''}
                  </Box>
                </>
              )}
            />
          </DataTable>
        )}
      </List>
    </Box>
  );
}
