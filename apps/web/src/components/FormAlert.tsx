import Alert from '@mui/material/Alert';
import type { ApiError } from '../api/client.ts';

/** The translated message of a failed call, announced to screen readers. */
export function FormAlert({
  error,
  severity = 'error',
}: {
  error: ApiError | string | null | undefined;
  severity?: 'error' | 'warning' | 'info' | 'success';
}) {
  if (!error) return null;
  const text = typeof error === 'string' ? error : error.message;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}
