// 페이지 수정 (/admin/pages/:id): the working version (the draft, else the published words) in a form with the body
// editor; 초안 저장 stores a draft (the public page does not change) and shows the authoring warnings beside the
// editor; preview, publish now or at a time, cancel, the revisions with compare and restore, and on a Chinese page
// whose Korean counterpart changed, 번역 확인 필요 with the Korean diff.
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormHelperText,
  Grid,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Link as RaLink, Loading, Title, useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { PageGroup, PageVersion } from '../../../domain/pages';
import { useGroupLabels } from './group-labels';
import { scheduledMark } from '../../../domain/scheduled';
import { formatSeoul } from '../rounds/seoulInput';
import { BodyEditor } from './BodyEditor';
import { pagesApi, type PageCheck, type PageRecord, type Revision } from './api';
import { ApprovalMark, isPendingApproval } from '../approvals/ApprovalMark';
import { PageLifecycle } from './PageLifecycle';
import { PublishPanel } from './PublishPanel';
import { TranslationCheck } from './TranslationCheck';
import { Revisions } from './Revisions';
import { useRefusal } from '../layout/form-errors';
import { conflictOf, EditConflictDialog } from '../layout/EditConflictDialog';
import { versionBlocks } from '../../../domain/page-diff';
import type { EditConflict } from '../../../domain/edit-conflict';
import { AuthoringWarningsDialog, warningsOf, type AuthoringWarning } from '../editor/AuthoringWarnings';

/** After 되살리기: the restored version is the draft; a scheduled publish still puts the scheduled words live. */
const restoredMessage = (scheduledAt: string | null) =>
  scheduledAt
    ? `그 판을 초안으로 되살렸습니다. ${formatSeoul(scheduledAt)}에 게시되는 것은 되살린 판이 아니라 예약해 둔 내용입니다. 되살린 판을 공개하려면 지금 게시하거나 다시 예약하세요.`
    : '그 판을 초안으로 되살렸습니다. 게시해야 공개됩니다.';

// The draft, else the scheduled version (a save then changes it, its time stays), else the published words.
const working = (p: PageRecord): PageVersion => {
  const v = p.draft ?? p.scheduled ?? p;
  return { title: v.title, summary: v.summary ?? null, description: v.description ?? null, content: v.content };
};
/** A version as the conflict dialog shows it: the title, then the body's text. */
const asText = (v: PageVersion) => versionBlocks(v).join('\n');
const same = (a: PageVersion, b: PageVersion) =>
  a.title === b.title &&
  (a.summary ?? '') === (b.summary ?? '') &&
  (a.description ?? '') === (b.description ?? '') &&
  a.content === b.content;

export default function PageEdit() {
  const id = Number(useParams().id);
  const notify = useNotify();
  const groupLabels = useGroupLabels();
  const [page, setPage] = useState<PageRecord | null>(null);
  const [revisions, setRevisions] = useState<Revision[]>([]);
  const [form, setForm] = useState<PageVersion | null>(null);
  const [note, setNote] = useState('');
  const [warnings, setWarnings] = useState<PageCheck[]>([]);
  const [busy, setBusy] = useState(false);
  // A save refused because someone saved first: their page now, beside my unsaved words.
  const [conflict, setConflict] = useState<EditConflict<PageRecord> | null>(null);
  // A refused call's field messages beside the fields, the first scrolled to and named in the toast.
  const { ref, errors, refuse, clear } = useRefusal<HTMLDivElement>();

  const show = useCallback(async (p: PageRecord) => {
    // Only GET of one page carries its 승인 요청; a save's answer keeps the one shown.
    setPage((prev) => ({ ...p, approval: p.approval === undefined ? prev?.approval : p.approval }));
    setForm(working(p));
    if (p.warnings) setWarnings(p.warnings);
    setRevisions(await pagesApi.revisions(p.id));
  }, []);
  useEffect(() => {
    pagesApi.get(id).then(show, (err: Error) => notify(err.message, { type: 'error' }));
  }, [id, show, notify]);

  const run = async (call: () => Promise<PageRecord | void>, success: string | ((p: PageRecord | void) => string)) => {
    setBusy(true);
    try {
      const p = await call();
      if (p) await show(p);
      clear();
      notify(typeof success === 'string' ? success : success(p), { type: 'success' });
      return true;
    } catch (err) {
      const c = conflictOf<PageRecord>(err);
      if (c) setConflict(c);
      else refuse(err);
      return false;
    } finally {
      setBusy(false);
    }
  };

  // Publishing with authoring warnings: the server answers 409 with them, and the dialog asks what to do.
  const [asked, setAsked] = useState<{ warnings: AuthoringWarning[]; at?: string } | null>(null);
  // Unsaved changes are saved as the draft first: publishing (now or at a time) needs no separate 초안 저장.
  const publish = async (
    at: string | undefined,
    acknowledge: boolean,
    unsaved?: { form: PageVersion; version: number },
  ) => {
    setBusy(true);
    try {
      if (unsaved) {
        await show(await pagesApi.save(id, { ...unsaved.form, note: note || null, version: unsaved.version }));
        setNote('');
      }
      const published = await pagesApi.publish(id, at, acknowledge);
      clear();
      if (isPendingApproval(published)) {
        await show(await pagesApi.get(id));
        notify(published.message, { type: 'info' });
      } else {
        await show(published);
        notify(at ? '게시를 예약했습니다.' : '게시했습니다.', { type: 'success' });
      }
    } catch (err) {
      const found = warningsOf(err);
      const c = conflictOf<PageRecord>(err);
      if (found) setAsked({ warnings: found, at });
      else if (c) setConflict(c);
      else refuse(err);
    } finally {
      setBusy(false);
    }
  };

  if (!page || !form) return <Loading />;
  const dirty = !same(form, working(page));
  const onSchedule = !page.draft && !!page.scheduled && !!page.scheduledAt;
  const set = (patch: Partial<PageVersion>) => setForm({ ...form, ...patch });
  const saveDraft = (version: number) =>
    void run(
      async () => {
        const p = await pagesApi.save(id, { ...form, note: note || null, version });
        setNote('');
        return p;
      },
      onSchedule
        ? '예약된 내용을 저장했습니다. 예약한 시각에 게시됩니다.'
        : '초안을 저장했습니다. 공개 페이지는 게시할 때 바뀝니다.',
    );

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={`페이지 수정: ${page.title}`} />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <RaLink to="/pages">← 페이지 목록</RaLink>
        <Typography variant="h5" component="h1">
          {page.title}
        </Typography>
        <Chip size="small" label={groupLabels[page.group as PageGroup] ?? page.groupLabel} />
        <a href={page.path} target="_blank" rel="noreferrer">
          {page.path} (공개 페이지, 새 탭)
        </a>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card ref={ref}>
            <CardContent>
              <Stack spacing={2}>
                <TranslationCheck
                  page={page}
                  busy={busy}
                  error={errors.reason}
                  onDismiss={(reason) => run(() => pagesApi.translationCheck(id, reason), '번역 확인을 마쳤습니다.')}
                />
                <ApprovalMark approval={page.approval} />
                {onSchedule ? (
                  <Alert severity="info" id="scheduled-mark">
                    <strong>{scheduledMark(page.scheduledAt!)}</strong> — 예약된 내용을 고치고 있습니다. 저장하면 예약된
                    내용이 바뀌고, 공개 페이지는 그 시각에 바뀝니다.
                  </Alert>
                ) : null}
                <TextField
                  id="page-title"
                  name="title"
                  label="제목"
                  required
                  value={form.title}
                  onChange={(e) => set({ title: e.target.value })}
                  error={!!errors.title}
                  helperText={errors.title}
                />
                <TextField
                  id="page-summary"
                  name="summary"
                  label="요약 (제목 아래 한두 문장)"
                  multiline
                  value={form.summary ?? ''}
                  onChange={(e) => set({ summary: e.target.value })}
                  error={!!errors.summary}
                  helperText={errors.summary}
                />
                <TextField
                  id="page-description"
                  name="description"
                  label="검색엔진 설명 (300자 이내)"
                  value={form.description ?? ''}
                  onChange={(e) => set({ description: e.target.value })}
                  error={!!errors.description}
                  helperText={errors.description}
                />
                <Box id="content" role="group" aria-label="본문" tabIndex={-1}>
                  <BodyEditor
                    value={form.content}
                    onChange={(content) => set({ content })}
                    lang={page.lang === 'zh-Hans' ? 'zh-Hans' : undefined}
                  />
                  {errors.content && <FormHelperText error>{errors.content}</FormHelperText>}
                </Box>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <TextField
                    label="변경 메모 (이력에 남습니다)"
                    size="small"
                    value={note}
                    onChange={(e) => setNote(e.target.value)}
                    sx={{ flex: 1 }}
                  />
                  <Button variant="contained" disabled={busy} onClick={() => saveDraft(page.version)}>
                    {onSchedule ? '예약 내용 저장' : '초안 저장'}
                  </Button>
                </Stack>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <Card>
              <CardContent>
                <PublishPanel
                  page={page}
                  warnings={warnings}
                  busy={busy}
                  dirty={dirty}
                  onPreview={() =>
                    void run(async () => {
                      const { url } = await pagesApi.preview(id);
                      window.open(url, '_blank', 'noopener');
                    }, '미리보기를 새 탭에 열었습니다.')
                  }
                  onPublish={(at) => void publish(at, false, dirty ? { form, version: page.version } : undefined)}
                  onCancel={() =>
                    void run(
                      () => pagesApi.cancel(id),
                      (p) =>
                        p && p.keptAsDraft === false
                          ? '예약을 취소했습니다. 나중에 저장한 초안이 남고, 예약했던 내용은 변경 이력에 있습니다.'
                          : '예약을 취소했습니다. 예약했던 내용은 초안으로 남습니다.',
                    )
                  }
                />
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <Revisions
                  revisions={revisions}
                  current={form}
                  busy={busy}
                  scheduledAt={page.scheduledAt}
                  onRestore={(r) => void run(() => pagesApi.restore(id, r.id), restoredMessage(page.scheduledAt))}
                />
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <PageLifecycle page={page} onChange={(p) => void show(p)} />
              </CardContent>
            </Card>
          </Stack>
        </Grid>
      </Grid>
      <EditConflictDialog
        conflict={conflict}
        mine={asText(form)}
        theirs={conflict ? asText(working(conflict.current)) : ''}
        busy={busy}
        onClose={() => setConflict(null)}
        onKeepMine={() => {
          if (conflict) saveDraft(conflict.version);
          setConflict(null);
        }}
        onLoadLatest={() => {
          if (conflict) void show(conflict.current);
          setConflict(null);
          notify('최신 내용을 불러왔습니다.', { type: 'info' });
        }}
      />
      <AuthoringWarningsDialog
        warnings={asked?.warnings ?? null}
        busy={busy}
        onFix={() => setAsked(null)}
        onOverride={() => {
          const at = asked?.at;
          setAsked(null);
          void publish(at, true);
        }}
      />
    </Box>
  );
}
