import { createTheme } from '@mui/material/styles';
import lazyDefaultTheme from '@/components/providers/mui-default-theme';

jest.mock('@mui/material/styles', () => {
  const actual = jest.requireActual('@mui/material/styles');
  return { ...actual, createTheme: jest.fn(actual.createTheme) };
});

const built = createTheme as jest.MockedFunction<typeof createTheme>;

describe("the default theme put in place of MUI's (next.config.mjs)", () => {
  test('is not built when loaded, and reads as MUI’s own default theme once something reads it', () => {
    expect(built).not.toHaveBeenCalled();
    const mui = jest.requireActual('@mui/material/styles').createTheme();
    expect(lazyDefaultTheme.palette.primary.main).toBe(mui.palette.primary.main);
    expect(lazyDefaultTheme.spacing(2)).toBe('16px');
    expect('typography' in lazyDefaultTheme).toBe(true);
    expect(Object.keys(lazyDefaultTheme).sort()).toEqual(Object.keys(mui).sort());
    // Built once, whatever reads it next.
    void lazyDefaultTheme.breakpoints.up('md');
    expect(built).toHaveBeenCalledTimes(1);
  });
});
