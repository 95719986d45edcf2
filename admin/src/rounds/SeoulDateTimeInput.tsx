// One date-time of a round, entered and shown in Seoul time (seconds included), sent as ISO with +09:00.
import { TextInput, required as isRequired } from 'react-admin';
import { fromSeoulInput, toSeoulInput } from './seoulInput';

export function SeoulDateTimeInput({
  source,
  label,
  helperText,
  required = false,
}: {
  source: string;
  label: string;
  helperText?: string;
  required?: boolean;
}) {
  return (
    <TextInput
      source={source}
      label={label}
      type="datetime-local"
      format={toSeoulInput}
      parse={fromSeoulInput}
      validate={required ? isRequired(`${label} 일시를 입력해주세요.`) : undefined}
      helperText={helperText ?? '서울 시각'}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
      sx={{ minWidth: 250 }}
    />
  );
}
