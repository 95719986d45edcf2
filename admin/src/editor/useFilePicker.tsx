// A button that opens a hidden file input: busy while the chosen files are handled, the error's message as a
// notice, and the input emptied afterwards so that the same file can be chosen again.
import { useRef, useState } from 'react';
import { useNotify } from 'react-admin';

interface PickerOptions {
  accept?: string;
  multiple?: boolean;
  /** The input's accessible name (it is hidden, but tests and assistive tools may still reach it). */
  label?: string;
  testId: string;
  onFiles: (files: File[]) => Promise<void>;
}

export function useFilePicker({ accept, multiple, label, testId, onFiles }: PickerOptions) {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (list: FileList | null) => {
    if (!list?.length) return;
    setBusy(true);
    try {
      await onFiles(Array.from(list));
    } catch (err) {
      notify(err instanceof Error ? err.message : '에러가 발생했습니다', { type: 'error' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const fileInput = (
    <input
      ref={input}
      type="file"
      hidden
      accept={accept}
      multiple={multiple}
      aria-label={label}
      data-testid={testId}
      onChange={(e) => void pick(e.target.files)}
    />
  );
  return { busy, open: () => input.current?.click(), fileInput };
}
