// The optional particulars of a round: essays, fee, interview and registration, each a group the form can leave
// out (null) or fill in; ko and zh texts side by side.
import type { ReactNode } from 'react';
import { Box, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { NumberInput, TextInput, required } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { BilingualInput } from './BilingualInput';
import { SeoulDateTimeInput } from './SeoulDateTimeInput';

export const emptyText = () => ({ ko: '', zh: '' });

export const emptyFee = () => ({ amount: 0, howToPay: emptyText(), deadline: null });
export const emptyPeriod = () => ({ startAt: '', endAt: '', place: emptyText(), note: emptyText() });

/** A checkbox that turns a group on (with empty values) or off (null), and the group's inputs while it is on. */
export function OptionalGroup({
  source,
  label,
  empty,
  children,
}: {
  source: string;
  label: string;
  empty: () => unknown;
  children: ReactNode;
}) {
  const { setValue } = useFormContext();
  const value: unknown = useWatch({ name: source });
  const on = value !== null && value !== undefined;
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={on}
            onChange={(e) => setValue(source, e.target.checked ? empty() : null, { shouldDirty: true })}
          />
        }
        label={label}
      />
      {on && <Box sx={{ pl: { xs: 0, sm: 2 } }}>{children}</Box>}
    </Box>
  );
}

const ESSAY_NAMES = ['자기소개서', '학업계획서'];

export function EssaysSection() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {ESSAY_NAMES.map((name, i) => (
        <Box key={name} role="group" aria-label={name}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <BilingualInput source={`essays.${i}.prompt`} label={`${name} 질문`} required />
          <Stack direction="row" spacing={2}>
            <NumberInput source={`essays.${i}.min`} label="최소 글자 수" min={0} max={5000} sx={{ maxWidth: 180 }} />
            <NumberInput source={`essays.${i}.max`} label="최대 글자 수" min={0} max={5000} sx={{ maxWidth: 180 }} />
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

export function FeeSection() {
  return (
    <OptionalGroup source="fee" label="전형료를 받습니다" empty={emptyFee}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput source="fee.amount" label="전형료 (원)" min={0} step={1000} sx={{ maxWidth: 220 }} />
        <SeoulDateTimeInput source="fee.deadline" label="납부 기한" helperText="서울 시각 (비워 두면 없음)" />
      </Stack>
      <BilingualInput source="fee.howToPay" label="납부 방법" multiline />
    </OptionalGroup>
  );
}

export function PeriodSection({ source, label }: { source: 'interview' | 'registration'; label: string }) {
  return (
    <OptionalGroup source={source} label={`${label} 일정이 있습니다`} empty={emptyPeriod}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SeoulDateTimeInput source={`${source}.startAt`} label={`${label} 시작`} required />
        <SeoulDateTimeInput source={`${source}.endAt`} label={`${label} 종료`} required />
      </Stack>
      <BilingualInput source={`${source}.place`} label={`${label} 장소·방법`} />
      <BilingualInput source={`${source}.note`} label={`${label} 안내`} multiline />
    </OptionalGroup>
  );
}

export function NameInputs() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }} sx={{ width: '100%' }}>
      <TextInput source="name" label="모집명 (한국어)" validate={required('모집명을 입력해주세요.')} fullWidth />
      <TextInput
        source="nameZh"
        label="모집명 (中文)"
        helperText="비워 두면 중국어 화면에 한국어 이름이 보입니다."
        slotProps={{ htmlInput: { lang: 'zh-Hans' } }}
        fullWidth
      />
    </Stack>
  );
}
