import { STORAGE_KEYS, THEMES, type Theme } from '@app/domain';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

function storedTheme(): Theme | null {
  const value = localStorage.getItem(STORAGE_KEYS.theme);
  return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : null;
}

/** Light, dark or system, stored under vite-ui-theme; each shell passes its own default (decisions SHELL-058). */
export function ThemeProvider({ defaultTheme, children }: { defaultTheme: Theme; children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(() => storedTheme() ?? defaultTheme);

  useEffect(() => {
    const root = document.documentElement;
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    const apply = () => {
      const dark = theme === 'dark' || (theme === 'system' && media?.matches === true);
      root.classList.toggle('dark', dark);
      root.style.colorScheme = dark ? 'dark' : 'light';
    };
    apply();
    if (theme !== 'system' || !media) return;
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [theme]);

  const setTheme = (next: Theme) => {
    localStorage.setItem(STORAGE_KEYS.theme, next);
    setThemeState(next);
  };
  return <ThemeContext.Provider value={{ theme, setTheme }}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme() outside <ThemeProvider>');
  return state;
}
