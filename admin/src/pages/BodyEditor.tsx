// The body of a page: a visual editor (the stored HTML in an editable region, so sections, layout classes, tables
// with captions and header cells, definition lists, timelines and the generated parts all stay exactly as they
// are: staff change the words, a table cell, a heading) and the HTML source for what the toolbar cannot do. An
// image is uploaded through the editor's upload flow and asks for its alternative text before it goes in; an image
// on another host that gets in (pasted, or in a body from before the rule) is imported with consent or taken out.
import { Box, Button, Stack, Tab, Tabs, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { isExternalSrc, resolveExternalImages } from '../editor/external-images';
import { uploadFile } from '../editor/upload';
import { useFilePicker } from '../editor/useFilePicker';
import { cleanHtml, markWidgets } from './editable';
import { editorSx } from './editorStyles';

interface Props {
  value: string;
  onChange: (html: string) => void;
}

const COMMANDS: { label: string; run: () => void }[] = [
  { label: '굵게', run: () => document.execCommand('bold') },
  { label: '제목(h2)', run: () => document.execCommand('formatBlock', false, 'h2') },
  { label: '소제목(h3)', run: () => document.execCommand('formatBlock', false, 'h3') },
  { label: '문단', run: () => document.execCommand('formatBlock', false, 'p') },
  { label: '글머리 목록', run: () => document.execCommand('insertUnorderedList') },
  {
    label: '링크',
    run: () => {
      const href = window.prompt('링크 주소 (https://… 또는 /로 시작하는 이 사이트의 주소)');
      if (href) document.execCommand('createLink', false, href);
    },
  },
];

export function BodyEditor({ value, onChange }: Props) {
  const [tab, setTab] = useState<'visual' | 'source'>('visual');
  const region = useRef<HTMLDivElement>(null);
  const caret = useRef<Range | null>(null);
  const [pending, setPending] = useState<{ url: string; alt: string } | null>(null);
  const notify = useNotify();
  const importing = useRef(false);
  const changed = () => {
    if (region.current) onChange(cleanHtml(region.current));
  };
  // The admin's CSP never loads these, so they show broken until they are ours (or gone).
  const guardImages = async () => {
    const el = region.current;
    if (!el || importing.current) return;
    const images = Array.from(el.querySelectorAll('img')).filter((img) => isExternalSrc(img.getAttribute('src') ?? ''));
    if (!images.length) return;
    importing.current = true;
    try {
      const to = await resolveExternalImages(
        images.map((img) => img.getAttribute('src') ?? ''),
        (m) => notify(m, { type: 'error' }),
      );
      for (const img of images) {
        const next = to.get(img.getAttribute('src') ?? '');
        if (next) img.setAttribute('src', next);
        else img.remove();
      }
      changed();
    } finally {
      importing.current = false;
    }
  };
  // Fill the region when it (re)appears or the value changed from outside (a restored version).
  useEffect(() => {
    const el = region.current;
    if (!el || cleanHtml(el) === value) return;
    el.innerHTML = value;
    markWidgets(el);
    void guardImages();
  }, [tab, value]);

  const keepCaret = () => {
    const sel = window.getSelection();
    if (sel?.rangeCount && region.current?.contains(sel.anchorNode)) caret.current = sel.getRangeAt(0).cloneRange();
  };
  const picker = useFilePicker({
    accept: 'image/jpeg,image/png,image/gif,image/webp',
    label: '넣을 이미지 파일',
    testId: 'page-image-input',
    onFiles: async ([file]) => {
      const stored = await uploadFile(file, 'image');
      setPending({ url: stored.url, alt: '' });
    },
  });
  const insertImage = () => {
    const el = region.current;
    if (!el || !pending?.alt.trim()) return;
    const img = document.createElement('img');
    img.src = pending.url;
    img.alt = pending.alt.trim();
    const p = document.createElement('p');
    p.append(img);
    const range = caret.current;
    const block = range ? (range.startContainer as Node) : null;
    const anchor = block && el.contains(block) ? (block instanceof Element ? block : block.parentElement) : null;
    const host = anchor?.closest('p, h2, h3, h4, li, dd, td, th, figure, blockquote');
    if (host && el.contains(host)) host.after(p);
    else el.append(p);
    setPending(null);
    changed();
  };

  return (
    <Box>
      <Tabs value={tab} onChange={(_e, v: 'visual' | 'source') => setTab(v)} aria-label="본문 편집 방식">
        <Tab value="visual" label="보이는 대로 편집" id="body-tab-visual" aria-controls="body-panel" />
        <Tab value="source" label="HTML 소스" id="body-tab-source" aria-controls="body-panel" />
      </Tabs>
      <Box id="body-panel" role="tabpanel" aria-labelledby={`body-tab-${tab}`} sx={{ mt: 1 }}>
        {tab === 'visual' ? (
          <>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1 }} role="toolbar" aria-label="본문 서식">
              {COMMANDS.map((c) => (
                <Button
                  key={c.label}
                  size="small"
                  variant="outlined"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => {
                    c.run();
                    changed();
                  }}
                >
                  {c.label}
                </Button>
              ))}
              <Button
                size="small"
                variant="outlined"
                onMouseDown={keepCaret}
                onClick={picker.open}
                disabled={picker.busy}
              >
                이미지 넣기
              </Button>
              {picker.fileInput}
            </Stack>
            {pending ? (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, alignItems: 'flex-start' }}>
                <TextField
                  size="small"
                  label="이미지 대체 텍스트 (필수)"
                  helperText="이미지가 보여 주는 내용을 글로 적어 주세요 (KWCAG 5.1.1)."
                  value={pending.alt}
                  onChange={(e) => setPending({ ...pending, alt: e.target.value })}
                  autoFocus
                  sx={{ minWidth: 280 }}
                />
                <Button variant="contained" onClick={insertImage} disabled={!pending.alt.trim()}>
                  이미지 넣기 확인
                </Button>
                <Button onClick={() => setPending(null)}>취소</Button>
              </Stack>
            ) : null}
            <Box
              ref={region}
              contentEditable
              suppressContentEditableWarning
              role="textbox"
              aria-multiline="true"
              aria-label="본문"
              tabIndex={0}
              onInput={() => {
                changed();
                void guardImages();
              }}
              onBlur={() => {
                keepCaret();
                changed();
              }}
              onKeyUp={keepCaret}
              onMouseUp={keepCaret}
              sx={editorSx}
            />
          </>
        ) : (
          <TextField
            label="본문 HTML"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            multiline
            minRows={16}
            fullWidth
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
          />
        )}
      </Box>
    </Box>
  );
}
