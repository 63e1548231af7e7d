import { applySettingsFromQuery, parseSettingValue, readUiSetting, writeUiSetting } from '@/lib/ui-settings';

beforeEach(() => localStorage.clear());

test("'true' and 'false' become booleans, other values stay text", () => {
  expect(parseSettingValue('true')).toBe(true);
  expect(parseSettingValue('false')).toBe(false);
  expect(parseSettingValue('dark')).toBe('dark');
});

test('settings persist under app.settings.{name}', () => {
  writeUiSetting('animation', false);
  expect(localStorage.getItem('app.settings.animation')).toBe('false');
  expect(readUiSetting('animation', true)).toBe(false);
  expect(readUiSetting('missing', 'x')).toBe('x');
});

test('query parameters set known settings and ignore the rest', () => {
  applySettingsFromQuery('?animation=false&collapsed=true&other=1', ['animation', 'collapsed']);
  expect(readUiSetting('animation', true)).toBe(false);
  expect(readUiSetting('collapsed', false)).toBe(true);
  expect(localStorage.getItem('app.settings.other')).toBeNull();
});

import { soonerIdleLock } from '@/components/shell/IdleLock';

test('the idleLockMs setting can only make the lock come sooner', () => {
  expect(soonerIdleLock(300000, '3000')).toBe(3000);
  expect(soonerIdleLock(300000, '900000')).toBe(300000);
  expect(soonerIdleLock(300000, '0')).toBe(300000);
  expect(soonerIdleLock(300000, 'abc')).toBe(300000);
  expect(soonerIdleLock(300000, true)).toBe(300000);
  expect(soonerIdleLock(300000, '')).toBe(300000);
});
