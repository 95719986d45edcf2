// 새 페이지 (/admin/pages/create): the menu group, the page's address under the group's prefix, its title and the
// starting layout. The page is made unpublished, its first body in the draft, and the editor opens on it: staff
// write, preview and publish it there like every page.
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RaLink, Title, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PAGE_GROUP_PREFIXES, PAGE_LAYOUTS, type PageLayout } from '../../../domain/page-create';
import { PAGE_GROUP_KEYS, type PageGroup } from '../../../domain/pages';
import { useGroupLabels } from './group-labels';
import { useRefusal } from '../layout/form-errors';
import { pagesApi } from './api';

const LAYOUT_HINTS: Record<PageLayout, string> = {
  text: '제목과 문단으로 된 안내 페이지',
  'side-image': '왼쪽에 사진, 오른쪽에 글 (휴대폰에서는 위아래)',
  table: '머리 행이 있는 표와 설명',
  contact: '안내 글과 주소·연락처 카드',
};

export default function PageCreate() {
  const notify = useNotify();
  const navigate = useNavigate();
  const [group, setGroup] = useState<PageGroup>('introduce');
  const [path, setPath] = useState(`${PAGE_GROUP_PREFIXES.introduce[0]}/`);
  const [title, setTitle] = useState('');
  const [layout, setLayout] = useState<PageLayout>('text');
  const [busy, setBusy] = useState(false);
  const { ref, errors, refuse, clear } = useRefusal<HTMLFormElement>();
  const labels = useGroupLabels();

  const chooseGroup = (g: PageGroup) => {
    // The address follows the group while staff have not written a name after its prefix.
    if (Object.values(PAGE_GROUP_PREFIXES).some((ps) => ps.some((p) => path === `${p}/` || path === '')))
      setPath(`${PAGE_GROUP_PREFIXES[g][0]}/`);
    setGroup(g);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const page = await pagesApi.create({ group, path: path.trim(), title, content: '', layout });
      clear();
      notify('페이지를 만들었습니다. 내용을 쓰고 게시하면 공개됩니다.', { type: 'success' });
      void navigate(`/pages/${page.id}`);
    } catch (err) {
      refuse(err);
    } finally {
      setBusy(false);
    }
  };

  const prefixes = PAGE_GROUP_PREFIXES[group].map((p) => `${p}/…`).join(' 또는 ');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720 }}>
      <Title title="새 페이지" />
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <RaLink to="/pages">← 페이지 목록</RaLink>
        <Typography variant="h5" component="h1">
          새 페이지
        </Typography>
      </Stack>
      <Card>
        <CardContent>
          <Stack component="form" ref={ref} spacing={2} onSubmit={(e) => void submit(e)} noValidate>
            <TextField
              id="group"
              name="group"
              select
              label="메뉴 그룹"
              value={group}
              onChange={(e) => chooseGroup(e.target.value as PageGroup)}
              error={!!errors.group}
              helperText={errors.group ?? (group === 'china' ? '중국어(简体) 페이지로 만들어집니다.' : undefined)}
            >
              {PAGE_GROUP_KEYS.map((id) => (
                <MenuItem key={id} value={id}>
                  {labels[id]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id="path"
              name="path"
              label="주소"
              required
              value={path}
              onChange={(e) => setPath(e.target.value)}
              error={!!errors.path}
              helperText={errors.path ?? `${prefixes} 아래에 영문 소문자, 숫자, -, _ 로 적어 주세요.`}
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none', lang: 'en' } }}
            />
            <TextField
              id="title"
              name="title"
              label="제목"
              required
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              error={!!errors.title}
              helperText={errors.title}
            />
            <FormControl id="layout">
              <FormLabel id="layout-label">처음 모양</FormLabel>
              <RadioGroup
                aria-labelledby="layout-label"
                name="layout"
                value={layout}
                onChange={(e) => setLayout(e.target.value as PageLayout)}
              >
                {(Object.keys(PAGE_LAYOUTS) as PageLayout[]).map((k) => (
                  <FormControlLabel
                    key={k}
                    value={k}
                    control={<Radio />}
                    label={`${PAGE_LAYOUTS[k]}: ${LAYOUT_HINTS[k]}`}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <Box>
              <Button type="submit" variant="contained" disabled={busy}>
                만들기
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
