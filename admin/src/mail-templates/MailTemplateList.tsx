// 메일 양식: the applicant mails, one row per kind and language, with whether staff changed the default text.
import { Chip, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SimpleList } from 'react-admin';
import { changedText, langName, type MailTemplateRecord } from './labels';

export function MailTemplateList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <List title="메일 양식" pagination={false} exporter={false} sort={{ field: 'id', order: 'ASC' }}>
      {phone ? (
        <SimpleList<MailTemplateRecord>
          linkType="edit"
          primaryText={(r) => `${r.kindLabel} (${langName(r.lang)})`}
          secondaryText={(r) => r.subject}
          tertiaryText={(r) => (r.customized ? '수정됨' : '기본')}
        />
      ) : (
        <DataTable<MailTemplateRecord> bulkActionButtons={false} rowClick="edit">
          <DataTable.Col source="kindLabel" label="메일 종류" disableSort sx={{ whiteSpace: 'nowrap' }} />
          <DataTable.Col source="lang" label="언어" disableSort render={(r) => langName(r.lang)} />
          <DataTable.Col source="subject" label="제목" disableSort />
          <DataTable.Col
            source="customized"
            label="상태"
            disableSort
            render={(r) => (
              <Chip
                size="small"
                color={r.customized ? 'info' : 'default'}
                label={changedText(r as MailTemplateRecord)}
              />
            )}
          />
        </DataTable>
      )}
    </List>
  );
}
