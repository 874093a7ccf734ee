import type { Theme as OrgTheme } from '@signage/shared';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export type ColorMode = 'light' | 'dark';

const MODE_KEY = 'signage.colorMode';

interface Appearance {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
  orgTheme: OrgTheme | null;
  setOrgTheme: (theme: OrgTheme | null) => void;
}

const AppearanceContext = createContext<Appearance | null>(null);

function initialMode(): ColorMode {
  try {
    const stored = window.localStorage.getItem(MODE_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // ignore
  }
  return 'light';
}

/**
 * Holds the organization theme and the light/dark choice (stored in localStorage). The MUI theme built
 * from them is provided by the app shell (`app/AppTheme.tsx`).
 */
export function AppearanceProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ColorMode>(initialMode);
  const [orgTheme, setOrgTheme] = useState<OrgTheme | null>(null);

  const setMode = useCallback((next: ColorMode) => {
    setModeState(next);
    try {
      window.localStorage.setItem(MODE_KEY, next);
    } catch {
      // ignore
    }
  }, []);

  const value = useMemo(() => ({ mode, setMode, orgTheme, setOrgTheme }), [mode, setMode, orgTheme]);

  return <AppearanceContext.Provider value={value}>{children}</AppearanceContext.Provider>;
}

export function useAppearance(): Appearance {
  const value = useContext(AppearanceContext);
  if (!value) throw new Error('useAppearance outside AppearanceProvider');
  return value;
}
