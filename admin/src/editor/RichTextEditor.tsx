// The rich-text input of react-admin forms (posts, popups, the privacy policy, FAQ answers): react-admin's
// RichTextInput holding the one editor (extensions/ and EditorToolbar, the same as the page body's). Pasted HTML is
// cleaned on the way in; the server sanitizes again on save and refuses an image that is not ours. `lang` marks a
// Chinese text (China MBA board, Chinese popup or answer) so browsers and screen readers read it as zh-Hans.
import { useMemo } from 'react';
import { RichTextInput, type RichTextInputProps } from 'ra-input-rich-text';
import { EditorToolbar } from './EditorToolbar';
import type { EditorVariant } from './extensions';
import { finishHtml } from './finish-html';
import { editorOptions } from './options';
import { contentSx } from './styles';

type Props = Omit<RichTextInputProps, 'variant'> & { lang?: string; kind?: EditorVariant };

export function RichTextEditor({ lang, kind: variant = 'rich', ...props }: Props) {
  const options = useMemo(() => editorOptions(variant, lang), [variant, lang]);
  return (
    <RichTextInput
      {...props}
      sx={{ ...contentSx, ...(props.sx as object) }}
      editorOptions={options}
      // Stored as the page bodies are: header rows in <thead>, bare text in cells (finish-html.ts).
      parse={finishHtml}
      toolbar={<EditorToolbar variant={variant} />}
    />
  );
}
