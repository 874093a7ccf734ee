import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { useAppearance } from '../state/appearance.tsx';
import { buildTheme } from './theme.ts';

/** Provides the MUI theme built from the appearance state (organization theme + light/dark). */
export function AppTheme({ children }: { children: ReactNode }) {
  const { orgTheme, mode } = useAppearance();
  const theme = useMemo(() => buildTheme(orgTheme, mode), [orgTheme, mode]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
