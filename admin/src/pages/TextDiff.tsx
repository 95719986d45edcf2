// Two versions compared as the text a visitor reads (domain/page-diff.ts): one column, block by block, deleted words
// struck through in red (<del>), inserted words underlined in green (<ins>); unchanged blocks away from a change are
// folded into "바뀌지 않은 문단 N개" so the changes stand out. Used by 페이지 관리's 변경 이력 and posts' 수정 이력.
import { Box, Typography } from '@mui/material';
import { diffVersions, type ComparableVersion, type DiffRow } from '../../../domain/page-diff';

const INS = { bgcolor: '#dafbe1', color: '#116329', textDecoration: 'underline' } as const;
const DEL = { bgcolor: '#ffebe9', color: '#82071e', textDecoration: 'line-through' } as const;

type Shown = { row: DiffRow } | { folded: number };

/** Unchanged blocks more than one away from a change are folded. */
function fold(rows: DiffRow[]): Shown[] {
  const near = rows.map((_, i) => [i - 1, i, i + 1].some((j) => rows[j] && rows[j].kind !== 'same'));
  const out: Shown[] = [];
  rows.forEach((row, i) => {
    if (row.kind !== 'same' || near[i]) out.push({ row });
    else {
      const last = out.at(-1);
      if (last && 'folded' in last) last.folded++;
      else out.push({ folded: 1 });
    }
  });
  return out;
}

export function TextDiff({
  from,
  to,
  label,
}: {
  from: ComparableVersion;
  to: ComparableVersion;
  /** What the comparison is, for screen readers: "이 판과 지금 글의 차이". */
  label: string;
}) {
  const rows = diffVersions(from, to);
  if (rows.every((r) => r.kind === 'same'))
    return <Typography variant="body2">바뀐 내용이 없습니다. 두 판의 글이 같습니다.</Typography>;
  return (
    <Box component="section" aria-label={label} className="text-diff">
      <Typography variant="body2" sx={{ mb: 1 }}>
        <Box component="span" sx={DEL}>
          지운 글
        </Box>{' '}
        <Box component="span" sx={INS}>
          더한 글
        </Box>{' '}
        (이전 판에서 비교하는 판으로)
      </Typography>
      <Box sx={{ fontSize: 15, lineHeight: 1.7, color: '#1a1a1a', p: 1.5, bgcolor: '#f7f7f7', borderRadius: 1 }}>
        {fold(rows).map((s, i) =>
          'folded' in s ? (
            <Typography key={i} variant="body2" sx={{ color: '#555', fontStyle: 'italic', my: 0.5 }}>
              … 바뀌지 않은 문단 {s.folded}개 …
            </Typography>
          ) : (
            <Box component="p" key={i} sx={{ m: 0, mb: 0.75, wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
              {s.row.parts.map((p, j) =>
                p.added ? (
                  <Box key={j} component="ins" sx={INS}>
                    {p.value}
                  </Box>
                ) : p.removed ? (
                  <Box key={j} component="del" sx={DEL}>
                    {p.value}
                  </Box>
                ) : (
                  <span key={j}>{p.value}</span>
                ),
              )}
            </Box>
          ),
        )}
      </Box>
    </Box>
  );
}
