import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PublicLayout } from '../../../components/PublicLayout.tsx';

interface Props {
  state: 'working' | 'success' | 'failure';
  title: string;
  text: ReactNode;
  action?: { label: string; to: string };
}

/** The three states of a link-driven page (approve user, confirm e-mail). */
export function ResultView({ state, title, text, action }: Props) {
  const icon =
    state === 'success' ? (
      <CheckCircleOutline color="success" sx={{ fontSize: 48 }} aria-hidden />
    ) : state === 'failure' ? (
      <ErrorOutline color="error" sx={{ fontSize: 48 }} aria-hidden />
    ) : undefined;
  return (
    <PublicLayout title={title} icon={icon}>
      <Box role={state === 'failure' ? 'alert' : 'status'} aria-live="polite">
        {state === 'working' ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={28} aria-hidden />
            <Typography>{text}</Typography>
          </Box>
        ) : (
          <Typography>{text}</Typography>
        )}
      </Box>
      {action && state !== 'working' ? (
        <Button component={RouterLink} to={action.to} variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
          {action.label}
        </Button>
      ) : null}
    </PublicLayout>
  );
}
