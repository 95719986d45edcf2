// The inputs of a status change (one application's panel and the list's bulk dialog) and the staff's free-text
// notes: the same choices, the same limits as the API's, wherever they are asked for.
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { AFTER_RESULT } from '../../../domain/application-status';
import { statusChoices } from './statuses';

type Props = Omit<TextFieldProps, 'onChange' | 'value'> & { value: string; onChange: (value: string) => void };

export function StatusSelect({ onChange, ...props }: Props) {
  return (
    <TextField select {...props} onChange={(e) => onChange(e.target.value)}>
      {/* 등록 and 등록포기 are made in their own section (amount, day, reason); shown here only as the current value. */}
      {statusChoices
        .filter((s) => !(AFTER_RESULT as readonly string[]).includes(s.id) || s.id === props.value)
        .map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
    </TextField>
  );
}

/** The reason of a change, kept in the status history (the API takes up to 1000 characters). */
export function ReasonField(props: Omit<Props, 'label'>) {
  return <NoteField label="변경 사유 (내부 기록)" maxLength={1000} {...props} />;
}

/** A free-text note with the API's length limit. */
export function NoteField({ onChange, maxLength, ...props }: Props & { maxLength: number }) {
  return <TextField {...props} onChange={(e) => onChange(e.target.value)} slotProps={{ htmlInput: { maxLength } }} />;
}
