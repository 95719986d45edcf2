// The 대리 접수 form's inputs, drawn from the domain's lists in the public form's order (domain/application-fields.ts,
// the labels of domain/application-messages.ts, the round's departments, documents and essays).
import { TextField } from '@mui/material';
import { useController } from 'react-hook-form';
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import {
  CAREER_FIELDS,
  CAREER_ROLES,
  DEGREE_STATUSES,
  DEGREES,
  GENDERS,
  INDUSTRIES,
  PERSON_FIELDS,
} from '../../../domain/application-fields';
import { fieldLabels } from '../../../domain/application-messages';
import { DEPARTMENTS, type TrackCode } from '../../../domain/programs';
import { documentSpecs, type FormRules } from '../../../domain/round-form';
import { FormSection } from '../layout/FormSection';

const L = fieldLabels.ko;
const choices = (list: readonly { code: string; ko: string }[]) => list.map((c) => ({ id: c.code, name: c.ko }));
const CODED: Record<string, { id: string; name: string }[]> = {
  gender: choices(GENDERS),
  degree: choices(DEGREES),
  degreeStatus: choices(DEGREE_STATUSES),
  industry: choices(INDUSTRIES),
  careerRole: choices(CAREER_ROLES),
  topikLevel: ['1', '2', '3', '4', '5', '6'].map((n) => ({ id: n, name: `${n}급` })),
};
const HINTS: Record<string, string> = {
  nameEn: '여권과 같게 (예: HONG GILDONG)',
  birthDate: '예: 1985-03-14',
  mobile: '예: 010-1234-5678',
  eduStart: '예: 2004-03',
  eduEnd: '예: 2010-02',
};
const OPTIONAL = new Set(['addressDetail', ...CAREER_FIELDS]);

function Field({ source, rules }: { source: string; rules: FormRules }) {
  const label = L[source] ?? source;
  const common = { source, label, fullWidth: true, helperText: HINTS[source] ?? false } as const;
  if (source === 'department') {
    const list = DEPARTMENTS.filter((d) => rules.departments.includes(d.slug)).map((d) => ({
      id: d.slug,
      name: d.name,
    }));
    return <SelectInput {...common} choices={list} />;
  }
  if (CODED[source])
    return <SelectInput {...common} choices={CODED[source]} emptyText={OPTIONAL.has(source) ? '선택 안 함' : ''} />;
  return <TextInput {...common} />;
}

/** The person, contact and education part, then the career part (asked only with its consent). */
export function PersonInputs({ track, rules }: { track: TrackCode; rules: FormRules }) {
  const person = PERSON_FIELDS.filter(
    (f) =>
      f !== 'roundId' && !(f === 'department' && track !== 'master') && !(f === 'topikLevel' && track !== 'china_mba'),
  );
  return (
    <>
      <FormSection title="인적 사항과 학력">
        {person.map((f) => (
          <Field key={f} source={f} rules={rules} />
        ))}
      </FormSection>
      <FormSection title="경력 (선택)">
        {CAREER_FIELDS.map((f) => (
          <Field key={f} source={f} rules={rules} />
        ))}
      </FormSection>
    </>
  );
}

export function EssayInputs({ rules }: { rules: FormRules }) {
  if (!rules.essays.length) return null;
  return (
    <FormSection title="에세이">
      {rules.essays.map((e) => (
        <TextInput
          key={e.field}
          source={e.field}
          label={L[e.field]}
          multiline
          minRows={4}
          fullWidth
          helperText={`${e.prompt} (${e.min}~${e.max}자)`}
        />
      ))}
    </FormSection>
  );
}

function FileField({
  kind,
  label,
  accept,
  multiple,
}: {
  kind: string;
  label: string;
  accept: string;
  multiple: boolean;
}) {
  const { field, fieldState } = useController({ name: kind });
  return (
    <TextField
      id={`proxy-${kind}`}
      type="file"
      name={kind}
      label={label}
      fullWidth
      margin="dense"
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept, multiple } }}
      inputRef={field.ref}
      onChange={(e) => field.onChange(Array.from((e.target as HTMLInputElement).files ?? []))}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? ' '}
    />
  );
}

/** The round's documents for the track, scanned from the paper form; required ones marked. */
export function DocumentInputs({ rules }: { rules: FormRules }) {
  return (
    <FormSection title="제출 서류 (스캔 파일)">
      {documentSpecs(rules.documents).map((d) => (
        <FileField
          key={d.kind}
          kind={d.kind}
          label={`${d.ko}${d.required ? ' (필수)' : ''}`}
          accept={d.extensions.map((x) => `.${x}`).join(',')}
          multiple={d.max > 1}
        />
      ))}
    </FormSection>
  );
}

/** The applicant's signed consents on the paper form, and the look-up password (typed, or made by the server). */
export function ConsentAndPasswordInputs({ generate }: { generate: boolean }) {
  return (
    <>
      <FormSection title="동의 (서면 원서의 서명대로)">
        {(['consentPrivacy', 'consentVerify', 'consentCareer', 'consentMarketing'] as const).map((f) => (
          <BooleanInput key={f} source={f} label={L[f]} />
        ))}
      </FormSection>
      <FormSection title="조회 비밀번호">
        <BooleanInput source="generatePassword" label="자동으로 만들기 (한 번만 보여 줍니다)" />
        {!generate && (
          <>
            <TextInput source="password" label={L.password} type="password" fullWidth autoComplete="new-password" />
            <TextInput
              source="passwordConfirm"
              label={L.passwordConfirm}
              type="password"
              fullWidth
              autoComplete="new-password"
            />
          </>
        )}
      </FormSection>
    </>
  );
}
