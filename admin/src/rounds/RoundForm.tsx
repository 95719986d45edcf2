// The round form (create and edit): name and term, the application window and announcement in Seoul time, tracks
// with departments and quotas, documents per track, essays, fee, deadlines, interview, registration and the notice.
// The server validates everything again (400 → messages under the fields and in the notice at the top).
import type { ReactElement } from 'react';
import { Alert, Stack } from '@mui/material';
import { Create, Edit, SimpleForm, TextInput, TopToolbar, regex, required } from 'react-admin';
import { ResultsButton } from './results/ResultsButton';
import { ROUND_DETAIL_KEYS, defaultDetails } from '../../../domain/rounds';
import { recruitingTerm } from '../../../domain/programs';
import { FormSection } from '../layout/FormSection';
import { BilingualInput } from './BilingualInput';
import { DocumentsInput } from './DocumentsInput';
import { SeoulDateTimeInput } from './SeoulDateTimeInput';
import { TracksInput } from './TracksInput';
import { RegistrationLink } from './RegistrationLink';
import { FeesLink } from '../fees/FeesLink';
import { InterviewsLink } from '../interviews/InterviewsLink';
import { EssaysSection, FeeSection, NameInputs, PeriodSection } from './sections';
import { RegistrationSection } from './RegistrationSection';
import { ErrorFocus } from '../layout/form-errors';
import { DateChangeToolbar } from './DateChangeToolbar';
import { ZhGapsAlert } from './ZhGapsAlert';

const FIELDS = [
  'name',
  'nameZh',
  'term',
  'applyStartAt',
  'applyEndAt',
  'announceAt',
  ...ROUND_DETAIL_KEYS,
  // The edit's answer to "tell the applicants?" when dates move (DateChangeToolbar).
  'notifyApplicants',
  // …and whether the interview timetable moves with the interview period.
  'shiftInterviews',
] as const;

/** Only what the API accepts (it refuses unknown fields): the record's read-only fields stay behind. */
export function toPayload(data: Record<string, unknown>) {
  return Object.fromEntries(FIELDS.filter((k) => data[k] !== undefined).map((k) => [k, data[k]]));
}

/** A new round: every track and department, the default documents and essays, next term. */
export const roundDefaults = () => ({
  name: '',
  nameZh: '',
  term: recruitingTerm(new Date()),
  applyStartAt: null,
  applyEndAt: null,
  announceAt: null,
  ...defaultDetails(),
});

function RoundForm({ toolbar }: { toolbar?: ReactElement }) {
  return (
    <SimpleForm disableInvalidFormNotification sx={{ maxWidth: 1100 }} toolbar={toolbar}>
      <ErrorFocus />
      <ZhGapsAlert />
      <FormSection title="기본">
        <NameInputs />
        <TextInput
          source="term"
          label="학기"
          validate={[
            required('학기를 입력해주세요.'),
            regex(/^20\d\d-[12]$/, '2027-1(봄 입학) 또는 2027-2(가을 입학) 형식으로 입력해주세요.'),
          ]}
          helperText="2027-1: 2027학년도 봄 입학, 2027-2: 가을 입학"
        />
      </FormSection>
      <FormSection title="접수 기간과 발표 (서울 시각)">
        <Alert severity="info" sx={{ mb: 2 }}>
          마감 시각이 되는 순간 접수가 닫힙니다. 같은 과정의 접수 기간은 다른 모집과 겹칠 수 없습니다.
        </Alert>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }}>
          <SeoulDateTimeInput source="applyStartAt" label="접수 시작" required />
          <SeoulDateTimeInput source="applyEndAt" label="접수 마감" required />
          <SeoulDateTimeInput source="announceAt" label="합격자 발표" required />
        </Stack>
        <SeoulDateTimeInput
          source="documentDeadline"
          label="서류 도착 기한"
          helperText="우편·방문 서류가 도착해야 하는 때 (비워 두면 없음)"
        />
      </FormSection>
      <FormSection title="모집 과정과 인원">
        <TracksInput />
      </FormSection>
      <FormSection title="제출 서류">
        <DocumentsInput />
      </FormSection>
      <FormSection title="에세이">
        <EssaysSection />
      </FormSection>
      <FormSection title="전형료">
        <FeeSection />
      </FormSection>
      <FormSection title="면접">
        <PeriodSection source="interview" label="면접" />
      </FormSection>
      <FormSection title="등록">
        <RegistrationSection />
      </FormSection>
      <FormSection title="안내문">
        <BilingualInput source="notice" label="안내문" multiline />
      </FormSection>
    </SimpleForm>
  );
}

export function RoundCreate() {
  return (
    <Create title="모집 일정 만들기" redirect="list" transform={toPayload} record={roundDefaults()}>
      <RoundForm />
    </Create>
  );
}

export function RoundEdit() {
  return (
    <Edit
      title="모집 일정 수정"
      mutationMode="pessimistic"
      redirect="list"
      transform={toPayload}
      actions={
        <TopToolbar>
          <ResultsButton />
          <InterviewsLink />
          <RegistrationLink />
          <FeesLink />
        </TopToolbar>
      }
    >
      <RoundForm toolbar={<DateChangeToolbar />} />
    </Edit>
  );
}
