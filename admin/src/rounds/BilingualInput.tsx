// A text in both languages side by side: Korean, and Chinese for the China MBA pages (empty: Korean is shown).
import { Stack } from '@mui/material';
import { TextInput, required as isRequired } from 'react-admin';

export function BilingualInput({
  source,
  label,
  multiline = false,
  required = false,
}: {
  source: string;
  label: string;
  multiline?: boolean;
  required?: boolean;
}) {
  const rows = multiline ? { multiline: true, minRows: 2 } : {};
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }} sx={{ width: '100%' }}>
      <TextInput
        source={`${source}.ko`}
        label={`${label} (한국어)`}
        validate={required ? isRequired(`${label}을(를) 입력해주세요.`) : undefined}
        fullWidth
        {...rows}
      />
      <TextInput
        source={`${source}.zh`}
        label={`${label} (中文)`}
        helperText="비워 두면 중국어 화면에 한국어가 보입니다."
        slotProps={{ htmlInput: { lang: 'zh-Hans' } }}
        fullWidth
        {...rows}
      />
    </Stack>
  );
}
