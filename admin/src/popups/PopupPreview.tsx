// A preview of the popup as visitors will see it: at its real width on a PC, or as the sheet on a phone.
// The body is the editor's own HTML (the server sanitizes it again when saving).
import { useState } from 'react';
import { Box, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import type { PopupDismissMode } from '../../../domain/popups';

interface Values {
  title?: string;
  body?: string;
  image?: { url: string } | null;
  imageAlt?: string;
  linkUrl?: string;
  dismissMode?: PopupDismissMode;
  dismissHours?: number;
  positionLeft?: number | null;
  positionTop?: number | null;
  width?: number;
  height?: number;
}

function Popup({ v, phone }: { v: Values; phone: boolean }) {
  const dismissLabel = v.dismissMode === 'hours' ? `${v.dismissHours ?? 24}시간 동안 보지 않기` : '오늘 하루 보지 않기';
  return (
    <Paper
      elevation={8}
      sx={{
        width: phone ? '100%' : (v.width ?? 450),
        borderRadius: phone ? '16px 16px 0 0' : '10px',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box sx={{ px: 2.5, py: 1.5, bgcolor: '#12355b', color: '#fff' }}>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: 17 }}>
          {v.title || '(제목)'}
        </Typography>
      </Box>
      <Box sx={{ maxHeight: phone ? Math.min(v.height ?? 500, 400) : (v.height ?? 500), overflow: 'auto' }}>
        {v.image ? (
          <Box component="img" src={v.image.url} alt={v.imageAlt ?? ''} sx={{ display: 'block', width: '100%' }} />
        ) : null}
        {v.body ? (
          <Box
            sx={{ px: 2.75, py: 2.25, lineHeight: 1.75, fontSize: 15, '& > :first-of-type': { mt: 0 } }}
            dangerouslySetInnerHTML={{ __html: v.body }}
          />
        ) : null}
        {v.linkUrl && !v.image ? (
          <Box sx={{ px: 2.75, pb: 2.25 }}>
            <Box
              component="span"
              sx={{
                display: 'inline-block',
                px: 2,
                py: 1,
                borderRadius: 1.5,
                bgcolor: '#12355b',
                color: '#fff',
                fontWeight: 600,
              }}
            >
              자세히 보기
            </Box>
          </Box>
        ) : null}
      </Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          px: 1.5,
          py: 1.25,
          bgcolor: '#f1f4f8',
          borderTop: '1px solid #dde3ea',
          fontSize: 14,
        }}
      >
        <span>{dismissLabel}</span>
        <strong>닫기</strong>
      </Box>
    </Paper>
  );
}

export function PopupPreview() {
  const v = useWatch() as Values;
  const [mode, setMode] = useState<'pc' | 'phone'>('pc');
  const placed = v.positionLeft != null && v.positionTop != null;
  return (
    <Box component="section" aria-label="미리보기" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          미리보기
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_e, m) => m && setMode(m)}
          aria-label="미리보기 화면"
        >
          <ToggleButton value="pc">PC</ToggleButton>
          <ToggleButton value="phone">모바일</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {mode === 'pc' ? (
        <>
          <Box sx={{ bgcolor: 'rgba(9,22,40,.6)', p: 3, overflow: 'auto', borderRadius: 1 }}>
            <Popup v={v} phone={false} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            PC에서는{' '}
            {placed
              ? `화면 왼쪽 ${v.positionLeft}px, 위쪽 ${v.positionTop}px에`
              : '다른 팝업과 나란히 화면 위쪽 가운데에'}{' '}
            너비 {v.width ?? 450}px로 보입니다. 표시 순서가 빠른 팝업이 위에 놓이고 먼저 읽힙니다.
          </Typography>
        </>
      ) : (
        <Box
          sx={{
            width: 375,
            maxWidth: '100%',
            height: 667,
            mx: 'auto',
            position: 'relative',
            bgcolor: 'rgba(9,22,40,.6)',
            borderRadius: 2,
            overflow: 'hidden',
            border: '8px solid #222',
          }}
        >
          <Box sx={{ position: 'absolute', left: 0, right: 0, bottom: 0 }}>
            <Popup v={v} phone />
          </Box>
        </Box>
      )}
    </Box>
  );
}
