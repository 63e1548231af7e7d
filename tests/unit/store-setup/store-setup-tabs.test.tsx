import { fireEvent, screen, within } from '@testing-library/react';
import { StoreSetupTabs } from '@/components/store-setup/StoreSetupTabs';
import { renderScreen } from '../support/render';

jest.mock('next/navigation', () => require('../support/nav-mock'));

test('one tab a link per screen, the open one selected and alone in the Tab order', () => {
  renderScreen(<StoreSetupTabs current="holidays" />);
  const list = screen.getByRole('tablist', { name: 'Store setup sections' });
  const tabs = within(list).getAllByRole('tab');
  expect(tabs).toHaveLength(7);
  const holidays = screen.getByRole('tab', { name: 'Holidays' });
  expect(holidays).toHaveAttribute('aria-selected', 'true');
  expect(holidays).toHaveAttribute('href', '/setup/store?tab=holidays');
  expect(holidays).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tab', { name: 'Store' })).toHaveAttribute('aria-selected', 'false');
  expect(screen.getByRole('tab', { name: 'Store' })).toHaveAttribute('tabindex', '-1');
});

test('arrows, Home and End move the focus between the tabs, wrapping around', () => {
  renderScreen(<StoreSetupTabs current="store" />);
  const tabs = screen.getAllByRole('tab');
  tabs[0]!.focus();
  fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
  expect(tabs[1]).toHaveFocus();
  fireEvent.keyDown(tabs[1]!, { key: 'End' });
  expect(tabs[6]).toHaveFocus();
  fireEvent.keyDown(tabs[6]!, { key: 'ArrowRight' });
  expect(tabs[0]).toHaveFocus();
  fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
  expect(tabs[6]).toHaveFocus();
  fireEvent.keyDown(tabs[6]!, { key: 'Home' });
  expect(tabs[0]).toHaveFocus();
});
