// The side panel of 메뉴 관리: one item (its Korean and Chinese names, its address picked from the site's pages and
// boards or typed, 새 창, 메뉴에 보이기) or one group (its names) at a time. Changes show in the tree at once and are
// kept by the page's one 저장. Taking an item out of the menu never deletes its page.
import { Autocomplete, Box, Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import type { MenuGroup, MenuItem } from '../../../domain/menu';
import type { Target } from './api';
import { itemName } from './TreeRow';

export interface ItemPanelProps {
  item: MenuItem;
  errors: Record<string, string>;
  targets: Target[];
  /** What the item sits in ("대학원 소개 묶음", "바닥글"). */
  where: string;
  /** A Chinese menu item (a Chinese group's, or a Chinese page): its Chinese name is asked for and required. */
  zhRequired?: boolean;
  onChange: (patch: Partial<MenuItem>) => void;
  onRemove: () => void;
}

const ZH_HINT = '중국 MBA 페이지에서 보입니다. 비워 두면 한국어 이름이 보입니다.';
const ZH_REQUIRED_HINT = '중국어 메뉴에 보이는 이름입니다. 적어야 저장할 수 있습니다.';

export function ItemPanel({ item, errors, targets, where, zhRequired, onChange, onRemove }: ItemPanelProps) {
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6" id="menu-panel-title">
        항목 고치기: {itemName(item.label)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {where}의 항목입니다. 고친 내용은 아래쪽 저장을 눌러야 사이트에 보입니다.
      </Typography>
      <TextField
        size="small"
        label="이름"
        value={item.label}
        onChange={(e) => onChange({ label: e.target.value })}
        error={Boolean(errors.label)}
        helperText={errors.label}
      />
      <TextField
        size="small"
        label="중국어 이름"
        required={zhRequired}
        autoFocus={zhRequired && !item.labelZh?.trim()}
        value={item.labelZh ?? ''}
        onChange={(e) => onChange({ labelZh: e.target.value })}
        error={Boolean(errors.labelZh)}
        helperText={errors.labelZh ?? (zhRequired ? ZH_REQUIRED_HINT : ZH_HINT)}
        slotProps={{ htmlInput: { lang: 'zh-Hans' } }}
      />
      <Autocomplete
        freeSolo
        size="small"
        options={targets.map((t) => t.path)}
        getOptionLabel={(p) => {
          const t = targets.find((x) => x.path === p);
          return t ? `${p} (${t.title})` : p;
        }}
        value={item.href}
        inputValue={item.href}
        onInputChange={(_e, v) => onChange({ href: v.replace(/ \(.*\)$/, '') })}
        onChange={(_e, v) => onChange({ href: typeof v === 'string' ? v : item.href })}
        renderInput={(params) => (
          <TextField
            {...params}
            label={item.follows === 'applicationUrl' ? '주소 (원서접수 설정이 없을 때)' : '주소'}
            error={Boolean(errors.href)}
            helperText={
              errors.href ??
              (item.follows === 'applicationUrl'
                ? '사이트 설정의 원서접수 주소를 따릅니다'
                : '페이지·게시판을 고르거나 /로 시작하는 주소, https:// 주소')
            }
          />
        )}
      />
      <Box>
        <FormControlLabel
          control={<Switch checked={item.visible} onChange={(e) => onChange({ visible: e.target.checked })} />}
          label="메뉴에 보이기"
        />
        <FormControlLabel
          control={<Switch checked={item.newTab} onChange={(e) => onChange({ newTab: e.target.checked })} />}
          label="새 창으로 열기"
        />
      </Box>
      <Box>
        <Button color="error" variant="outlined" onClick={onRemove}>
          메뉴에서 빼기
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          페이지는 지워지지 않고 그대로 남습니다.
        </Typography>
      </Box>
    </Stack>
  );
}

export interface GroupPanelProps {
  group: Omit<MenuGroup, 'items'>;
  itemCount: number;
  errors: Record<string, string>;
  /** A Chinese group: its Chinese name is required. */
  zhRequired?: boolean;
  onChange: (patch: Partial<MenuGroup>) => void;
  onRemove: () => void;
}

export function GroupPanel({ group, itemCount, errors, zhRequired, onChange, onRemove }: GroupPanelProps) {
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6" id="menu-panel-title">
        묶음 고치기: {group.label.trim() || '이름 없는 묶음'}
      </Typography>
      <TextField
        size="small"
        label="묶음 이름"
        value={group.label}
        onChange={(e) => onChange({ label: e.target.value })}
        error={Boolean(errors.label)}
        helperText={errors.label}
      />
      <TextField
        size="small"
        label="묶음 중국어 이름"
        required={zhRequired}
        value={group.labelZh ?? ''}
        onChange={(e) => onChange({ labelZh: e.target.value })}
        error={Boolean(errors.labelZh)}
        helperText={errors.labelZh}
        slotProps={{ htmlInput: { lang: 'zh-Hans' } }}
      />
      <Box>
        <Button color="error" variant="outlined" onClick={onRemove} disabled={itemCount > 0}>
          묶음 빼기
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {itemCount > 0
            ? `항목 ${itemCount}개를 다른 묶음으로 옮기거나 뺀 뒤에 묶음을 뺄 수 있습니다.`
            : '빈 묶음입니다. 빼도 페이지는 지워지지 않습니다.'}
        </Typography>
      </Box>
    </Stack>
  );
}
