// The form builder: the form's facts, its period (Seoul time) and seats, the consent, the mail's words, and the
// fields — added, moved up and down, removed (react-admin's SimpleFormIterator), each with its key, name, type,
// whether it is required and, for choices, its options one per line.
import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  required,
} from 'react-admin';
import { Stack, Typography } from '@mui/material';
import { CHOICE_TYPES, FORM_FIELD_TYPES, formPath, type FormFieldType } from '../../../domain/forms';
import { fromSeoulInput, toSeoulInput } from '../popups/seoulTime';

const typeChoices = Object.entries(FORM_FIELD_TYPES).map(([id, name]) => ({ id, name }));
const langChoices = [
  { id: 'ko', name: '한국어 (/forms/주소)' },
  { id: 'zh-Hans', name: '중국어 — 중국 MBA (/china/forms/주소)' },
];
const seoulDateTime = {
  type: 'datetime-local',
  format: toSeoulInput,
  parse: fromSeoulInput,
  slotProps: { inputLabel: { shrink: true } },
} as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack spacing={1} sx={{ width: '100%', mb: 2 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

export function FormFields() {
  return (
    <SimpleForm sx={{ maxWidth: 960 }}>
      <Section title="기본">
        <TextInput source="title" label="제목" validate={required('제목을 입력해주세요.')} fullWidth />
        <TextInput
          source="slug"
          label="주소(슬러그)"
          validate={required('주소를 입력해주세요.')}
          helperText="영문 소문자, 숫자, 하이픈. 예: mba-info-2027 → /forms/mba-info-2027"
          fullWidth
        />
        <FormDataConsumer>
          {({ formData }) =>
            formData.slug ? (
              <Typography variant="body2">
                공개 주소: {formPath(String(formData.slug), formData.lang === 'zh-Hans' ? 'zh-Hans' : 'ko')}
              </Typography>
            ) : null
          }
        </FormDataConsumer>
        <TextInput source="description" label="안내" multiline minRows={3} fullWidth />
        <RadioButtonGroupInput source="lang" label="언어" choices={langChoices} />
        <BooleanInput source="published" label="공개" helperText="끄면 공개 페이지와 사이트맵에서 빠집니다." />
      </Section>
      <Section title="신청 기간 (서울 시각)과 정원">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput source="opensAt" label="접수 시작" {...seoulDateTime} helperText="비우면 지금부터" />
          <TextInput source="closesAt" label="접수 마감" {...seoulDateTime} helperText="비우면 마감 없음" />
          <NumberInput source="capacity" label="정원" helperText="비우면 제한 없음. 정원이 차면 대기자로 받습니다." />
        </Stack>
      </Section>
      <Section title="입력 항목">
        <ArrayInput source="fields" label="">
          <SimpleFormIterator
            inline
            getItemLabel={(i) => `${i + 1}번`}
            sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', py: 1 } }}
          >
            <TextInput source="key" label="키(영문)" validate={required('키를 입력해주세요.')} />
            <TextInput source="label" label="항목 이름" validate={required('항목 이름을 입력해주세요.')} />
            <SelectInput source="type" label="종류" choices={typeChoices} validate={required()} />
            <BooleanInput source="required" label="필수" />
            <FormDataConsumer>
              {({ scopedFormData }) =>
                scopedFormData && CHOICE_TYPES.includes(scopedFormData.type as FormFieldType) ? (
                  <TextInput source="options" label="선택지 (한 줄에 하나)" multiline minRows={2} />
                ) : null
              }
            </FormDataConsumer>
          </SimpleFormIterator>
        </ArrayInput>
      </Section>
      <Section title="개인정보와 메일">
        <TextInput
          source="consentText"
          label="개인정보 수집·이용 동의 안내"
          helperText="수집 항목, 목적, 보유기간, 동의를 거부할 권리와 그 불이익을 적어주세요."
          validate={required('동의 안내를 입력해주세요.')}
          multiline
          minRows={4}
          fullWidth
        />
        <NumberInput
          source="retentionDays"
          label="보유기간(일)"
          helperText="신청일로부터 이 기간이 지나면 응답이 자동 파기되고 파기 대장에 기록됩니다."
          validate={required('보유기간을 입력해주세요.')}
        />
        <BooleanInput source="askMarketing" label="입학 소식 수신 동의(선택) 받기" />
        <TextInput
          source="confirmationMail"
          label="확인 메일에 넣을 안내"
          helperText="장소, 시간, 준비물 등. 확정 메일과 대기 → 확정 메일에 들어갑니다."
          multiline
          minRows={3}
          fullWidth
        />
      </Section>
    </SimpleForm>
  );
}
