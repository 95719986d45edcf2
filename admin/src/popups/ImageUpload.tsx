// The popup's image: uploaded at once to /api/files (admin), its id kept in imageFileId, shown as a preview.
import { useRef, useState } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useInput, useNotify } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { authorizedFetch } from '../httpClient';

interface UploadedImage {
  id: number;
  name: string;
  url: string;
  width: number | null;
  height: number | null;
}

export function ImageUpload() {
  const { field, fieldState } = useInput({ source: 'imageFileId', defaultValue: null });
  const { setValue } = useFormContext();
  const image = useWatch({ name: 'image' }) as UploadedImage | null | undefined;
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file);
      const res = await authorizedFetch('/api/files?purpose=image', { method: 'POST', body: form });
      const body = (await res.json().catch(() => ({}))) as UploadedImage & { errorMessage?: string };
      if (!res.ok) {
        notify(body.errorMessage ?? '에러가 발생했습니다', { type: 'error' });
        return;
      }
      field.onChange(body.id);
      setValue('image', body, { shouldDirty: true });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        이미지
      </Typography>
      {image ? (
        <Box
          component="img"
          src={image.url}
          alt=""
          sx={{ display: 'block', maxWidth: 320, maxHeight: 240, border: 1, borderColor: 'divider', mb: 1 }}
        />
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" size="small" disabled={busy} onClick={() => input.current?.click()}>
          {image ? '다른 이미지로 바꾸기' : '이미지 올리기'}
        </Button>
        {image ? (
          <Button
            size="small"
            color="error"
            onClick={() => {
              field.onChange(null);
              setValue('image', null, { shouldDirty: true });
            }}
          >
            이미지 빼기
          </Button>
        ) : null}
        {image ? (
          <Typography variant="body2" color="text.secondary">
            {image.name}
          </Typography>
        ) : null}
      </Stack>
      <input
        ref={input}
        type="file"
        hidden
        accept="image/jpeg,image/png,image/gif,image/webp"
        aria-label="팝업 이미지 파일"
        data-testid="popup-image-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <FormHelperText error={!!fieldState.error}>
        {fieldState.error?.message ??
          'JPG, PNG, GIF, WEBP (10MB까지). 이미지를 넣으면 아래에 대체 텍스트를 꼭 적어주세요.'}
      </FormHelperText>
    </Box>
  );
}
