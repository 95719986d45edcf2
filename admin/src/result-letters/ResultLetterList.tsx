// 결과 통지서: one row per outcome and language, with whether staff changed the default text, and why the result is
// read here and not in the mail.
import { Alert, Chip, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SimpleList } from 'react-admin';
import { changedText, type ResultLetterRecord } from './labels';

export function ResultLetterList() {
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <List title="결과 통지서" pagination={false} exporter={false} sort={{ field: 'id', order: 'ASC' }}>
      <Alert severity="info" sx={{ m: 1 }}>
        합격자 발표 시각부터 지원자는 접수 조회에서 자기 결과의 통지서를 읽고 인쇄합니다. 발표 안내 메일은 결과가
        나왔다는 것만 알립니다 (메일은 잘못된 주소로 가거나 전달될 수 있습니다).
      </Alert>
      {phone ? (
        <SimpleList<ResultLetterRecord>
          linkType="edit"
          primaryText={(r) => `${r.kindLabel} (${r.langLabel})`}
          secondaryText={(r) => r.title}
          tertiaryText={(r) => (r.customized ? '수정됨' : '기본')}
        />
      ) : (
        <DataTable<ResultLetterRecord> bulkActionButtons={false} rowClick="edit">
          <DataTable.Col source="kindLabel" label="결과" disableSort sx={{ whiteSpace: 'nowrap' }} />
          <DataTable.Col source="langLabel" label="언어" disableSort />
          <DataTable.Col source="title" label="제목" disableSort />
          <DataTable.Col
            source="customized"
            label="상태"
            disableSort
            render={(r) => (
              <Chip
                size="small"
                color={r.customized ? 'info' : 'default'}
                label={changedText(r as ResultLetterRecord)}
              />
            )}
          />
        </DataTable>
      )}
    </List>
  );
}
