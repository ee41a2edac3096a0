// @vitest-environment jsdom
import OutlinedInput from '@mui/material/OutlinedInput';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

// The setup (fresh-stores.ts) puts back the style tags a test took out of <head>: emotion's default
// cache, shared by every file of a worker, places MUI's global styles before its first tag.
afterEach(() => {
  document.head.innerHTML = '';
});

it('draws a MUI input, and this file clears the head after it', () => {
  render(<OutlinedInput inputProps={{ 'aria-label': 'First' }} />);
  expect(screen.getByLabelText('First')).toBeTruthy();
  cleanup();
});

it('draws a MUI input in the next test all the same', () => {
  render(<OutlinedInput inputProps={{ 'aria-label': 'Second' }} />);
  expect(screen.getByLabelText('Second')).toBeTruthy();
});
