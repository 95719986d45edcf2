// 게시판 관리 on a phone: one card per board (name, kind, post count, categories) with its two ways on:
// 게시글 관리 (the posts) and 설정 (the board's own settings, for a role that may change boards). Plain links, no
// row that is itself a link.
import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import ArticleIcon from '@mui/icons-material/Article';
import SettingsIcon from '@mui/icons-material/Settings';
import { useListContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { KIND_CHOICES } from './messages';

export interface BoardRecord {
  id: number;
  enName: string;
  name: string;
  kind: string;
  postCount: number;
  categories: string[];
}

export const kindName = (kind: string) => KIND_CHOICES.find((k) => k.id === kind)?.name ?? kind;

export function BoardCards({ settings }: { settings: boolean }) {
  const { data } = useListContext<BoardRecord>();
  if (!data) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 1, m: 0, display: 'grid', gap: 1 }}>
      {data.map((b) => (
        <Card component="li" variant="outlined" key={b.id} data-board={b.enName}>
          <CardContent sx={{ pb: 0 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {b.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {kindName(b.kind)} · 게시글 {b.postCount.toLocaleString('ko-KR')}개 · {b.enName}
            </Typography>
            {b.categories.length > 0 && (
              <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {b.categories.map((c) => (
                  <Chip key={c} label={c} size="small" />
                ))}
              </Box>
            )}
          </CardContent>
          <CardActions>
            <Button
              component={Link}
              to={`/boards/content?boardEnName=${encodeURIComponent(b.enName)}`}
              size="small"
              variant="outlined"
              startIcon={<ArticleIcon />}
            >
              게시글 관리
            </Button>
            {settings && (
              <Button component={Link} to={`/boards/${b.id}`} size="small" startIcon={<SettingsIcon />}>
                설정
              </Button>
            )}
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}
