// The items of one menu group (or of the footer, or the quick links): each row has its Korean and Chinese names, the
// address (a page or board picked from the site's list, or typed: a site path or an https address), 새 창 and 보이기,
// and buttons to move it up or down or take it out. Taking an item out of the menu never deletes its page.
import { Autocomplete, Box, Checkbox, FormControlLabel, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DeleteIcon from '@mui/icons-material/Delete';
import type { MenuItem } from '../../../domain/menu';
import { moved, type Target } from './api';

export interface ItemRowsProps {
  items: MenuItem[];
  onChange: (items: MenuItem[]) => void;
  targets: Target[];
  /** The error field prefix: "groups.1.items", "footer", "quick". */
  path: string;
  errors: Record<string, string>;
  /** What the list is, for the buttons' names ("입학안내 묶음"). */
  where: string;
}

export function ItemRows({ items, onChange, targets, path, errors, where }: ItemRowsProps) {
  const set = (i: number, patch: Partial<MenuItem>) =>
    onChange(items.map((it, j) => (j === i ? { ...it, ...patch } : it)));
  const err = (i: number, field: string) => errors[`${path}.${i}.${field}`];
  return (
    <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((it, i) => {
        const name = it.label || `${i + 1}번째 항목`;
        return (
          <Box
            component="li"
            key={i}
            data-testid="menu-item"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', opacity: it.visible ? 1 : 0.6 }}
          >
            <TextField
              size="small"
              label="이름"
              value={it.label}
              onChange={(e) => set(i, { label: e.target.value })}
              error={Boolean(err(i, 'label'))}
              helperText={err(i, 'label')}
              sx={{ width: 180 }}
            />
            <TextField
              size="small"
              label="중국어 이름"
              value={it.labelZh ?? ''}
              onChange={(e) => set(i, { labelZh: e.target.value })}
              error={Boolean(err(i, 'labelZh'))}
              helperText={err(i, 'labelZh')}
              slotProps={{ htmlInput: { lang: 'zh-Hans' } }}
              sx={{ width: 160 }}
            />
            <Autocomplete
              freeSolo
              size="small"
              options={targets.map((t) => t.path)}
              getOptionLabel={(p) => {
                const t = targets.find((x) => x.path === p);
                return t ? `${p} (${t.title})` : p;
              }}
              value={it.href}
              inputValue={it.href}
              onInputChange={(_e, v) => set(i, { href: v.replace(/ \(.*\)$/, '') })}
              onChange={(_e, v) => set(i, { href: typeof v === 'string' ? v : it.href })}
              sx={{ width: 300 }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={it.follows === 'applicationUrl' ? '주소 (원서접수 설정이 없을 때)' : '주소'}
                  error={Boolean(err(i, 'href'))}
                  helperText={
                    err(i, 'href') ??
                    (it.follows === 'applicationUrl'
                      ? '사이트 설정의 원서접수 주소를 따릅니다'
                      : '페이지·게시판을 고르거나 /로 시작하는 주소, https:// 주소')
                  }
                />
              )}
            />
            <FormControlLabel
              control={<Checkbox checked={it.newTab} onChange={(e) => set(i, { newTab: e.target.checked })} />}
              label="새 창"
            />
            <FormControlLabel
              control={<Checkbox checked={it.visible} onChange={(e) => set(i, { visible: e.target.checked })} />}
              label="보이기"
            />
            <Tooltip title="위로">
              <span>
                <IconButton
                  aria-label={`${where}: ${name} 위로 옮기기`}
                  disabled={i === 0}
                  onClick={() => onChange(moved(items, i, -1))}
                >
                  <ArrowUpwardIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="아래로">
              <span>
                <IconButton
                  aria-label={`${where}: ${name} 아래로 옮기기`}
                  disabled={i === items.length - 1}
                  onClick={() => onChange(moved(items, i, 1))}
                >
                  <ArrowDownwardIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="메뉴에서 빼기 (페이지는 그대로 남습니다)">
              <IconButton
                aria-label={`${where}: ${name} 메뉴에서 빼기`}
                onClick={() => onChange(items.filter((_x, j) => j !== i))}
              >
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </Box>
        );
      })}
    </Stack>
  );
}
