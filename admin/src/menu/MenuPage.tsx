// 메뉴 관리 at /admin/menu (홍보·콘텐츠 담당, 최고관리자): the one menu document of the site (domain/menu.ts) — the
// header groups with their Korean and Chinese names and items, the footer links and the home page's quick links.
// Groups and items move with up/down buttons (keyboard reachable); 저장 replaces the document and every page of
// the site shows it at once; 되돌리기 drops the unsaved changes. Errors name the place in Korean.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, IconButton, Stack, TextField, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError, Loading, Title, useNotify } from 'react-admin';
import type { MenuItem } from '../../../domain/menu';
import type { EditConflict } from '../../../domain/edit-conflict';
import { conflictOf, EditConflictDialog } from '../layout/EditConflictDialog';
import { fetchMenu, fetchTargets, menuText, moved, saveMenu, type MenuDoc } from './api';
import { ItemRows } from './ItemRows';

const newItem = (): MenuItem => ({ label: '', labelZh: '', href: '/', newTab: false, visible: true });

export function MenuPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const stored = useQuery({ queryKey: ['menu'], queryFn: fetchMenu });
  const targets = useQuery({ queryKey: ['menu-targets'], queryFn: fetchTargets });
  const [menu, setMenu] = useState<MenuDoc | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Someone saved the menu first: theirs beside mine, to save mine again over it or load theirs.
  const [conflict, setConflict] = useState<EditConflict<MenuDoc> | null>(null);
  useEffect(() => {
    if (stored.data) setMenu(stored.data);
  }, [stored.data]);

  if (stored.isPending || !menu)
    return <Loading loadingPrimary="불러오는 중" loadingSecondary="메뉴를 읽고 있습니다." />;
  if (stored.error) return <Alert severity="error">메뉴를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</Alert>;
  const options = [...(targets.data?.pages ?? []), ...(targets.data?.boards ?? [])];
  const setGroups = (groups: MenuDoc['groups']) => setMenu({ ...menu, groups });

  const save = async (version = menu.version) => {
    setSaving(true);
    try {
      const saved = await saveMenu({ ...menu, version });
      queryClient.setQueryData(['menu'], saved);
      setMenu(saved);
      setErrors({});
      setMessage(null);
      notify('메뉴를 저장했습니다. 사이트의 모든 페이지에 바로 보입니다.', { type: 'success' });
    } catch (err) {
      const c = conflictOf<MenuDoc>(err);
      if (c) return setConflict(c);
      const body = err instanceof HttpError ? (err.body as { errors?: Record<string, string> } | undefined) : undefined;
      setErrors(body?.errors ?? {});
      setMessage(err instanceof Error ? err.message : '저장하지 못했습니다.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="메뉴 관리" />
      <Typography variant="body2" color="text.secondary">
        사이트 상단 메뉴, 모바일 전체 메뉴, 바닥글 링크, 홈 화면 바로가기를 한곳에서 고칩니다. 메뉴에서 항목을 빼도
        페이지는 지워지지 않습니다. 중국어 이름은 중국 MBA 페이지에서 보이며, 비워 두면 한국어 이름이 보입니다.
      </Typography>
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      <Typography component="h2" variant="h6">
        상단 메뉴 묶음
      </Typography>
      {menu.groups.map((g, gi) => {
        const where = `${g.label || `${gi + 1}번째`} 묶음`;
        const setGroup = (patch: Partial<MenuDoc['groups'][number]>) =>
          setGroups(menu.groups.map((x, j) => (j === gi ? { ...x, ...patch } : x)));
        return (
          <Card key={gi} component="section" aria-label={where} data-testid="menu-group">
            <CardContent>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 2 }}>
                <TextField
                  size="small"
                  label="묶음 이름"
                  value={g.label}
                  onChange={(e) => setGroup({ label: e.target.value })}
                  error={Boolean(errors[`groups.${gi}.label`])}
                  helperText={errors[`groups.${gi}.label`]}
                />
                <TextField
                  size="small"
                  label="묶음 중국어 이름"
                  value={g.labelZh}
                  onChange={(e) => setGroup({ labelZh: e.target.value })}
                  slotProps={{ htmlInput: { lang: 'zh-Hans' } }}
                />
                <IconButton
                  aria-label={`${where} 위로 옮기기`}
                  disabled={gi === 0}
                  onClick={() => setGroups(moved(menu.groups, gi, -1))}
                >
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  aria-label={`${where} 아래로 옮기기`}
                  disabled={gi === menu.groups.length - 1}
                  onClick={() => setGroups(moved(menu.groups, gi, 1))}
                >
                  <ArrowDownwardIcon />
                </IconButton>
                <IconButton
                  aria-label={`${where} 빼기`}
                  onClick={() => setGroups(menu.groups.filter((_x, j) => j !== gi))}
                >
                  <DeleteIcon />
                </IconButton>
              </Box>
              <ItemRows
                items={g.items}
                onChange={(items) => setGroup({ items })}
                targets={options}
                path={`groups.${gi}.items`}
                errors={errors}
                where={where}
              />
              <Button sx={{ mt: 1 }} onClick={() => setGroup({ items: [...g.items, newItem()] })}>
                {where}에 항목 추가
              </Button>
            </CardContent>
          </Card>
        );
      })}
      <Box>
        <Button onClick={() => setGroups([...menu.groups, { label: '새 묶음', labelZh: '', items: [newItem()] }])}>
          묶음 추가
        </Button>
      </Box>
      {(['footer', 'quick'] as const).map((list) => (
        <Card key={list} component="section" aria-label={list === 'footer' ? '바닥글 링크' : '홈 바로가기'}>
          <CardContent>
            <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
              {list === 'footer' ? '바닥글 링크' : '홈 화면 바로가기'}
            </Typography>
            <ItemRows
              items={menu[list]}
              onChange={(items) => setMenu({ ...menu, [list]: items })}
              targets={options}
              path={list}
              errors={errors}
              where={list === 'footer' ? '바닥글' : '바로가기'}
            />
            <Button sx={{ mt: 1 }} onClick={() => setMenu({ ...menu, [list]: [...menu[list], newItem()] })}>
              {list === 'footer' ? '바닥글 링크 추가' : '바로가기 추가'}
            </Button>
          </CardContent>
        </Card>
      ))}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          저장
        </Button>
        <Button
          onClick={() => {
            setMenu(stored.data);
            setErrors({});
            setMessage(null);
          }}
          disabled={saving}
        >
          되돌리기
        </Button>
      </Stack>
      <EditConflictDialog
        conflict={conflict}
        mine={menuText(menu)}
        theirs={conflict ? menuText(conflict.current) : ''}
        busy={saving}
        onClose={() => setConflict(null)}
        onKeepMine={() => {
          if (conflict) void save(conflict.version);
          setConflict(null);
        }}
        onLoadLatest={() => {
          if (conflict) {
            queryClient.setQueryData(['menu'], conflict.current);
            setMenu(conflict.current);
          }
          setConflict(null);
          setErrors({});
          setMessage(null);
          notify('최신 메뉴를 불러왔습니다.', { type: 'info' });
        }}
      />
    </Stack>
  );
}
