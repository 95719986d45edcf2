// On a round's edit page: the Chinese fields left empty where the Korean is written, while applicants who applied
// in Chinese would read the Korean text there (mails, the 수험표, 고지서 and 등록 안내). As saved (GET /api/rounds/:id).
import { Alert, AlertTitle } from '@mui/material';
import { useRecordContext } from 'react-admin';

export function ZhGapsAlert() {
  const record = useRecordContext<{ zhGaps?: string[]; chineseApplicants?: number }>();
  const gaps = record?.zhGaps ?? [];
  if (!gaps.length || !record?.chineseApplicants) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2, width: '100%' }} data-testid="round-zh-gaps">
      <AlertTitle>중국어 지원자 {record.chineseApplicants}명에게 한국어가 보입니다</AlertTitle>
      아래 중국어 칸이 비어 있어 중국어 지원자의 메일·고지서·등록 안내에 한국어 내용이 그대로 나갑니다. 중국어를
      채워주세요: {gaps.join(', ')}
    </Alert>
  );
}
