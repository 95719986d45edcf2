// 전형료 대조 of one round: the bank statement (거래내역, xlsx or CSV as the bank exports it) is read and each deposit
// is proposed an application (by 접수번호 in the depositor text, by name and amount, or by a name one letter off,
// marked 확인 필요 and left unticked). Staff tick the matches they accept and confirm them at once; the deposits left
// and the applications still unpaid are listed side by side. Nothing is marked paid before the confirmation.
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useNotify } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime } from '../../../domain/time';
import { useFilePicker } from '../editor/useFilePicker';
import { confirmMatches, feesKey, fetchFeeRound, sendStatement, type FeePreview } from './api';
import { Leftovers } from './Leftovers';
import { ProposalTable } from './ProposalTable';

export function FeeMatchPage() {
  const id = useParams().id ?? '';
  const client = useQueryClient();
  const notify = useNotify();
  const { data, isPending, error } = useQuery({ queryKey: feesKey(id), queryFn: () => fetchFeeRound(id) });
  const [preview, setPreview] = useState<FeePreview | null>(null);
  const [fileName, setFileName] = useState('');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);

  const picker = useFilePicker({
    accept: '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv',
    label: '거래내역 파일',
    testId: 'statement-file',
    onFiles: async ([picked]) => {
      setPreview(null);
      const answer = await sendStatement(id, picked!);
      setFileName(picked!.name);
      setPreview(answer);
      // A near name is for staff to check: left unticked.
      setChosen(new Set(answer.proposals.filter((p) => p.kind !== 'fuzzy').map((p) => p.line)));
    },
  });

  const confirm = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      const { confirmed } = await confirmMatches(
        id,
        preview.proposals.filter((p) => chosen.has(p.line)),
      );
      notify(`${confirmed}건의 입금을 확인했습니다.`, { type: 'success' });
      setPreview(null);
      await client.invalidateQueries({ queryKey: feesKey(id) });
    } catch (err) {
      notify(err instanceof Error ? err.message : '에러가 발생했습니다', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (isPending) return <Loading loadingPrimary="불러오는 중" loadingSecondary="모집의 전형료를 읽고 있습니다." />;
  if (error || !data)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {error instanceof Error ? error.message : '전형료 정보를 불러오지 못했습니다.'}
      </Alert>
    );
  const s = preview?.summary;
  return (
    <Box sx={{ mt: 2, maxWidth: 1200 }}>
      <Title title={`전형료 대조: ${data.name}`} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {data.name} 전형료 대조
        </Typography>
        <Button component={Link} to="/rounds" size="small" sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          모집 일정 목록
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="fee-round">
        전형료 {data.feeAmount.toLocaleString('ko-KR')}원
        {data.deadline ? ` · 납부 기한 ${formatDateTime(data.deadline)} (한국시간)` : ''} · 입금 확인 {data.paid}건 ·
        미확인 {data.unpaid}건
      </Typography>
      {data.feeAmount === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          이 모집에는 전형료가 없습니다. 모집 일정에서 전형료를 먼저 적어주세요.
        </Alert>
      )}
      <Card variant="outlined" sx={{ mb: 2, display: data.feeAmount === 0 ? 'none' : undefined }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            거래내역 올리기
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            은행에서 내려받은 거래내역 엑셀(.xlsx) 또는 CSV 파일을 그대로 올리세요. <b>거래일시</b>, <b>입금자명</b>
            (또는 <b>적요</b>), <b>입금액</b> 열을 찾아 입금마다 지원서를 제안합니다. 제안을 확인하고 아래 버튼을 눌러야
            입금 확인이 기록됩니다.
          </Typography>
          <Button variant="outlined" onClick={picker.open} disabled={picker.busy || busy}>
            {picker.busy ? '파일을 읽는 중…' : '거래내역 파일 선택'}
          </Button>
          {picker.fileInput}
        </CardContent>
      </Card>
      {preview && s && (
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h2">
            대조 결과: {fileName}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="fee-summary">
            <Chip variant="outlined" label={`입금 ${s.deposits}건`} />
            <Chip color="success" label={`제안 ${s.proposed}건`} />
            <Chip color="warning" label={`확인 필요 ${s.fuzzy}건`} />
            <Chip variant="outlined" label={`대조 안 됨 ${s.unmatched}건`} />
            <Chip variant="outlined" label={`미입금 지원자 ${s.unpaid}명`} />
            <Chip color={s.problems ? 'error' : 'default'} variant="outlined" label={`읽지 못한 행 ${s.problems}`} />
          </Stack>
          {preview.problems.length > 0 && (
            <Alert severity="warning" data-testid="fee-problems">
              읽지 못한 행이 {preview.problems.length}개 있습니다. 그 행은 대조하지 않았습니다.
              <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
                {preview.problems.map((p) => (
                  <li key={p.line}>{p.message}</li>
                ))}
              </ul>
            </Alert>
          )}
          <ProposalTable proposals={preview.proposals} chosen={chosen} onChange={setChosen} />
          <Box>
            <Button variant="contained" onClick={() => void confirm()} disabled={busy || chosen.size === 0}>
              {busy ? '기록하는 중…' : `선택한 ${chosen.size}건 입금 확인`}
            </Button>
          </Box>
          <Leftovers unmatched={preview.unmatched} unpaid={preview.unpaid} />
        </Stack>
      )}
    </Box>
  );
}
