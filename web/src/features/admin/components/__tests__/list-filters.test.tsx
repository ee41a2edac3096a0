// @vitest-environment jsdom
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopTheme } from '@/theme/theme';
import type { AdminListFilter } from '../../lib/resource';
import { ListFilters } from '../list-filters';

const stateChips: AdminListFilter = {
  kind: 'chips',
  name: 'state',
  label: 'State',
  allLabel: 'All mail',
  options: [
    { value: 'SUCCESS', label: 'Sent' },
    { value: 'ERROR', label: 'Failed' },
  ],
};

const renderFilters = (values: Record<string, string>, onChange = vi.fn()) => {
  // A cache of this page's own: emotion's default one is shared by the test files of a worker and may
  // still hold style tags of an earlier file's document, which a new style cannot be inserted after.
  render(
    <CacheProvider value={createCache({ key: 'test' })}>
      <ThemeProvider theme={shopTheme()}>
        <ListFilters filters={[stateChips]} values={values} onChange={onChange} />
      </ThemeProvider>
    </CacheProvider>,
  );
  return { onChange, group: screen.getByRole('group', { name: 'State' }) };
};

afterEach(cleanup);

describe('ListFilters chips', () => {
  it('draws the choices as toggle chips, the chosen one pressed, "all" pressed when none is', () => {
    const { group } = renderFilters({});
    expect(
      within(group)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['All mail', 'Sent', 'Failed']);
    expect(within(group).getByRole('button', { name: 'All mail' }).getAttribute('aria-pressed')).toBe('true');
    cleanup();
    const chosen = renderFilters({ state: 'ERROR' }).group;
    expect(within(chosen).getByRole('button', { name: 'Failed' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(chosen).getByRole('button', { name: 'All mail' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('applies a chip at once, and "all" clears the filter', async () => {
    const { onChange, group } = renderFilters({ state: 'SUCCESS' });
    await userEvent.click(within(group).getByRole('button', { name: 'Failed' }));
    expect(onChange).toHaveBeenLastCalledWith({ state: 'ERROR' });
    await userEvent.click(within(group).getByRole('button', { name: 'All mail' }));
    expect(onChange).toHaveBeenLastCalledWith({ state: '' });
    // Only chips: no search box and no Search button.
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
  });
});
