import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** A text field that commits on blur / Enter (one undo step per edit, not per keystroke). */
export function CommitField({
  label,
  value,
  onCommit,
  maxLength,
  multiline,
  validate,
  inputMode,
  testId,
}: {
  label: string;
  value: string;
  onCommit: (v: string) => void;
  maxLength: number;
  multiline?: boolean;
  /** Returns a translated error, or null when the text can be committed. */
  validate?: (v: string) => string | null;
  inputMode?: 'decimal';
  testId?: string;
}) {
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    if (text === null) return;
    const problem = validate?.(text) ?? null;
    setError(problem);
    if (problem) return;
    if (text !== value) onCommit(text);
    setText(null);
  };
  return (
    <TextField
      size="small"
      label={label}
      value={text ?? value}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      onChange={(e) => {
        setText(e.target.value);
        setError(null);
      }}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !(multiline && e.shiftKey)) {
          e.preventDefault();
          commit();
        }
      }}
      error={!!error}
      helperText={error ?? undefined}
      slotProps={{ htmlInput: { maxLength, inputMode, 'data-testid': testId } }}
    />
  );
}
