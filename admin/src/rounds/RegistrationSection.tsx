// 등록 of a round: the period, place and note, and what the 등록금 고지서 applicants print from the look-up says: the
// amount per track or per department (a department's amount wins over its track's), the account and what to submit.
import { Stack } from '@mui/material';
import { ArrayInput, NumberInput, SelectInput, SimpleFormIterator, required } from 'react-admin';
import { DEPARTMENTS, TRACK_CODES, TRACKS } from '../../../domain/programs';
import { BilingualInput } from './BilingualInput';
import { OptionalGroup, emptyText } from './sections';
import { SeoulDateTimeInput } from './SeoulDateTimeInput';

export const emptyRegistration = () => ({
  startAt: '',
  endAt: '',
  place: emptyText(),
  note: emptyText(),
  amounts: [],
  account: emptyText(),
  submit: emptyText(),
});

const trackChoices = TRACK_CODES.map((t) => ({ id: t, name: TRACKS[t].ko }));
const departmentChoices = DEPARTMENTS.map((d) => ({ id: d.slug, name: d.name }));

export function RegistrationSection() {
  return (
    <OptionalGroup source="registration" label="등록 일정이 있습니다" empty={emptyRegistration}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SeoulDateTimeInput source="registration.startAt" label="등록 시작" required />
        <SeoulDateTimeInput source="registration.endAt" label="등록 종료" required />
      </Stack>
      <BilingualInput source="registration.place" label="등록 장소·방법" />
      <BilingualInput source="registration.note" label="등록 안내" multiline />
      <ArrayInput
        source="registration.amounts"
        label="등록금"
        helperText="과정 전체의 금액을 넣고, 금액이 다른 학과만 학과를 골라 따로 넣습니다. 금액이 없는 과정의 합격자에게는 등록금 고지서가 나오지 않습니다."
      >
        <SimpleFormIterator inline disableReordering>
          <SelectInput source="track" label="과정" choices={trackChoices} validate={required('과정을 골라주세요.')} />
          <SelectInput
            source="department"
            label="학과"
            choices={departmentChoices}
            emptyText="과정 전체"
            format={(v: string | null | undefined) => v ?? ''}
            parse={(v: string) => v || null}
            helperText="석사과정만 학과별로 정할 수 있습니다"
          />
          <NumberInput
            source="amount"
            label="금액 (원)"
            min={0}
            step={10000}
            validate={required('금액을 입력해주세요.')}
            sx={{ maxWidth: 200 }}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <BilingualInput source="registration.account" label="납부 계좌 (은행, 계좌번호, 예금주)" multiline />
      <BilingualInput source="registration.submit" label="등록 시 제출 서류" multiline />
    </OptionalGroup>
  );
}
