// Beside the page editor: the page's translation (the page in the other language its language link and hreflang
// point to), how to put a new page in the menu (메뉴 관리 with the address), and 페이지 폐지 (its old address sends
// visitors to another page with a 301, or shows the not-found page). Each change reaches the public site at once.
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RaLink, useNotify } from 'react-admin';
import { useRefusal } from '../layout/form-errors';
import { pagesApi, type PageRecord } from './api';
import { retiredLabel } from './scheduled-label';

export function PageLifecycle({ page, onChange }: { page: PageRecord; onChange: (p: PageRecord) => void }) {
  const notify = useNotify();
  const [counterpart, setCounterpart] = useState(page.counterpartPath ?? '');
  const [redirectTo, setRedirectTo] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { ref, errors, refuse, clear } = useRefusal<HTMLDivElement>();
  const other = page.lang === 'ko' ? '중국어(中国MBA)' : '한국어';

  const run = async (call: () => Promise<PageRecord>, success: string) => {
    setBusy(true);
    try {
      const p = await call();
      clear();
      onChange(p);
      notify(success, { type: 'success' });
    } catch (err) {
      refuse(err);
    } finally {
      setBusy(false);
    }
  };

  if (page.retiredAt)
    return (
      <Alert severity="info">
        이 페이지는 {retiredLabel(page.redirectTo)} 되었습니다. 옛 주소 {page.path} 는 다른 페이지가 쓸 수 없습니다.
      </Alert>
    );

  return (
    <Stack spacing={2} ref={ref}>
      <Typography variant="h6" component="h2">
        번역 페이지
      </Typography>
      <TextField
        id="counterpartPath"
        size="small"
        label={`${other} 페이지 주소`}
        value={counterpart}
        onChange={(e) => setCounterpart(e.target.value)}
        error={!!errors.counterpartPath}
        helperText={errors.counterpartPath ?? '공개 페이지의 언어 전환 링크가 이 주소로 갑니다. 비우면 짝을 풉니다.'}
        slotProps={{ htmlInput: { spellCheck: false, lang: 'en' } }}
      />
      <Button
        variant="outlined"
        disabled={busy || counterpart.trim() === (page.counterpartPath ?? '')}
        onClick={() =>
          void run(
            () => pagesApi.counterpart(page.id, counterpart.trim() || null),
            counterpart.trim() ? '번역 페이지를 지정했습니다.' : '번역 페이지 지정을 풀었습니다.',
          )
        }
      >
        번역 페이지 저장
      </Button>

      <Typography variant="h6" component="h2">
        메뉴
      </Typography>
      <Typography variant="body2">
        <RaLink to={`/menu?${new URLSearchParams({ path: page.path, title: page.draft?.title ?? page.title })}`}>
          메뉴에 넣기
        </RaLink>
        : 메뉴 관리가 이 페이지(<code>{page.path}</code>)를 알맞은 묶음 끝에 넣어 열어 둡니다. 자리를 옮기고 저장하면
        되며, 게시한 뒤에 방문자에게 보입니다.
        {page.lang === 'zh-Hans' ? ' 중국어 페이지이므로 중국어 메뉴 이름을 적어야 저장됩니다.' : null}
      </Typography>

      <Typography variant="h6" component="h2">
        페이지 폐지
      </Typography>
      <TextField
        id="redirectTo"
        size="small"
        label="옮겨 갈 주소 (선택)"
        value={redirectTo}
        onChange={(e) => setRedirectTo(e.target.value)}
        error={!!errors.redirectTo}
        helperText={
          errors.redirectTo ??
          '적으면 옛 주소로 온 방문자를 그 주소로 보냅니다(301). 비우면 "페이지를 찾을 수 없습니다"를 보여 줍니다.'
        }
        slotProps={{ htmlInput: { spellCheck: false, lang: 'en' } }}
      />
      {confirming ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                const p = await pagesApi.retire(page.id, redirectTo.trim() || null);
                setConfirming(false);
                return p;
              }, '페이지를 폐지했습니다.')
            }
          >
            폐지 확인
          </Button>
          <Button onClick={() => setConfirming(false)}>취소</Button>
        </Stack>
      ) : (
        <Button color="error" variant="outlined" disabled={busy} onClick={() => setConfirming(true)}>
          페이지 폐지
        </Button>
      )}
    </Stack>
  );
}
