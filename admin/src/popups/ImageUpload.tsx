// The popup's image: uploaded at once to /api/files (admin), its id kept in imageFileId, shown as a preview.
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { uploadFile, type UploadedFile } from '../editor/upload';
import { useFilePicker } from '../editor/useFilePicker';

export function ImageUpload() {
  const { field, fieldState } = useInput({ source: 'imageFileId', defaultValue: null });
  const { setValue } = useFormContext();
  const image = useWatch({ name: 'image' }) as Pick<UploadedFile, 'name' | 'url'> | null | undefined;
  const { busy, open, fileInput } = useFilePicker({
    accept: 'image/jpeg,image/png,image/gif,image/webp',
    label: '팝업 이미지 파일',
    testId: 'popup-image-file',
    onFiles: async ([file]) => {
      const stored = await uploadFile(file, 'image');
      field.onChange(stored.id);
      setValue('image', stored, { shouldDirty: true });
    },
  });

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
        <Button variant="outlined" size="small" disabled={busy} onClick={open}>
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
      {fileInput}
      <FormHelperText error={!!fieldState.error}>
        {fieldState.error?.message ??
          'JPG, PNG, GIF, WEBP (10MB까지). 이미지를 넣으면 아래에 대체 텍스트를 꼭 적어주세요.'}
      </FormHelperText>
    </Box>
  );
}
