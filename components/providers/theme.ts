'use client';
import { createTheme } from '@mui/material/styles';

// The theme has CSS variables (cssVariables below): its provider's props say so to TypeScript.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

export const theme = createTheme({
  cssVariables: true,
  palette: {
    // Dark enough for 4.5:1 text contrast on white and on the selected-entry tint (WCAG AA).
    primary: { main: '#9a3412' },
    secondary: { main: '#383232' },
    // MUI's default warning orange (#ed6c02) gives white text 3.1:1; this amber gives 5:1, so the
    // board's NEW badge and warning buttons stay readable.
    warning: { main: '#b45309', contrastText: '#ffffff' },
    background: { default: '#f6f5f3' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
    },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
  },
});
