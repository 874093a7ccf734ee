import { createTheme, type Theme as MuiTheme } from '@mui/material/styles';
import { BREAKPOINTS, DEFAULT_ACCENT, type Theme as OrgTheme, TOP_BAR_HEIGHT } from '@signage/shared';
import { isHexColor, readableOn, textOn } from '../components/color.ts';
import type { ColorMode } from '../state/appearance.tsx';

declare module '@mui/material/styles' {
  interface Theme {
    signage: { accent: string; navBar: string; navText: string; topBarHeight: number };
  }
  interface ThemeOptions {
    signage?: { accent: string; navBar: string; navText: string; topBarHeight: number };
  }
}

/**
 * The MUI theme of the CMS, built from the organization's theme (spec part 3: accentColor,
 * navBarColor, contentColor, navTextColor; default accent #2E96F4) and the user's light/dark choice.
 * Colours an organization picks are shaded when needed so text keeps AA contrast.
 */
export function buildTheme(org: Partial<OrgTheme> | null, mode: ColorMode): MuiTheme {
  const dark = mode === 'dark';
  const accent = isHexColor(org?.accentColor) ? org.accentColor : DEFAULT_ACCENT;
  const paper = dark ? '#1c2230' : '#ffffff';
  const content = !dark && isHexColor(org?.contentColor) ? org.contentColor : dark ? '#121722' : '#f4f6fa';
  // In dark mode the organization's (usually light) bar colours are not used, so text stays readable.
  const navBar = !dark && isHexColor(org?.navBarColor) ? org.navBarColor : dark ? '#161b26' : '#0d3b66';
  const navText = !dark && isHexColor(org?.navTextColor) ? readableOn(org.navTextColor, navBar) : textOn(navBar);
  // Primary text sits on paper, on the content colour and on light selection tints: make it readable on
  // the darkest of them (a light grey in light mode, the paper in dark mode).
  const primary = dark ? readableOn(accent, '#262d3d') : readableOn(readableOn(accent, content), '#e4e7ec');

  return createTheme({
    breakpoints: { values: { xs: 0, sm: BREAKPOINTS.sm, md: BREAKPOINTS.md, lg: BREAKPOINTS.lg, xl: BREAKPOINTS.xl } },
    palette: {
      mode,
      contrastThreshold: 4.5,
      primary: { main: primary },
      secondary: { main: dark ? '#b39ddb' : '#5e35b1' },
      success: { main: dark ? '#66bb6a' : '#2e7d32' },
      warning: { main: dark ? '#ffb74d' : '#b25e09' },
      error: { main: dark ? '#f48fb1' : '#c62828' },
      info: { main: dark ? '#64b5f6' : '#0b63b6' },
      background: { default: content, paper },
      text: dark ? { primary: '#eef1f6', secondary: '#b6bfcc' } : { primary: '#18202c', secondary: '#4f5b6b' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.25 },
      h2: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.3 },
      h3: { fontSize: '1.05rem', fontWeight: 600, lineHeight: 1.35 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    signage: { accent, navBar, navText, topBarHeight: TOP_BAR_HEIGHT },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiAppBar: { styleOverrides: { root: { backgroundImage: 'none' } } },
    },
  });
}
