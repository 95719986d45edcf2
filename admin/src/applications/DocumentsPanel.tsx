// The applicant's documents: images open in a preview, every file can be downloaded with a reason (each access is
// logged).
import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { documentBlob, downloadDocument } from './api';
import { DownloadReasonDialog } from './DownloadReasonDialog';
import { DocumentStateControls, documentFacts, type DocumentStateFields } from './DocumentStateControls';

export interface DocumentRow extends DocumentStateFields {
  id: number;
  kind: string;
  kindLabel: string;
  name: string;
  mime: string;
  size: number;
}

const size = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)}MB` : `${Math.max(1, Math.round(n / 1024))}KB`;

export function DocumentsPanel({ applicationId, documents }: { applicationId: number; documents: DocumentRow[] }) {
  const notify = useNotify();
  const [preview, setPreview] = useState<{ url: string; title: string; pdf: boolean } | null>(null);
  const [toDownload, setToDownload] = useState<DocumentRow | null>(null);
  const fail = (err: unknown) => notify(err instanceof Error ? err.message : '에러가 발생했습니다', { type: 'error' });
  const open = async (d: DocumentRow) => {
    try {
      const { blob } = await documentBlob(applicationId, d.id);
      setPreview({
        url: URL.createObjectURL(blob),
        title: `${d.kindLabel} — ${d.name}`,
        pdf: d.mime === 'application/pdf',
      });
    } catch (err) {
      fail(err);
    }
  };
  const close = () => {
    if (preview) URL.revokeObjectURL(preview.url);
    setPreview(null);
  };
  const replaced = new Set(documents.map((d) => d.replacesId).filter((id) => id != null));
  if (!documents.length) return <Typography color="text.secondary">제출한 서류가 없습니다.</Typography>;
  return (
    <>
      <List dense disablePadding>
        {documents.map((d) => (
          // Name and buttons share a row when there is room; on a phone the buttons wrap under the name.
          <ListItem key={d.id} divider data-doc={d.kind} sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
            <ListItemText
              primary={d.kindLabel}
              secondary={[`${d.name} · ${size(d.size)}`, documentFacts(d, replaced.has(d.id))]
                .filter(Boolean)
                .join(' · ')}
              sx={{ flex: '1 1 220px' }}
            />
            <DocumentStateControls applicationId={applicationId} doc={d} replacedBy={replaced.has(d.id)} />
            <Stack direction="row" spacing={1}>
              <Button size="small" variant="outlined" onClick={() => open(d)}>
                보기
              </Button>
              <Button size="small" onClick={() => setToDownload(d)}>
                내려받기
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
      <DownloadReasonDialog
        title={toDownload && `${toDownload.kindLabel} — ${toDownload.name}`}
        onClose={() => setToDownload(null)}
        download={(reason) => downloadDocument(applicationId, toDownload!.id, reason)}
      />
      <Dialog open={!!preview} onClose={close} maxWidth="md" fullWidth>
        <DialogTitle>{preview?.title}</DialogTitle>
        <DialogContent>
          {preview && !preview.pdf && (
            <Box
              component="img"
              src={preview.url}
              alt={preview.title}
              data-testid="document-preview"
              sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }}
            />
          )}
          {preview?.pdf && (
            <Typography>
              PDF 문서는 브라우저의 보안 설정상 이 창에서 미리 볼 수 없습니다. 내려받기로 열어주세요.
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>닫기</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
