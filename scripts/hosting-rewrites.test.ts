// Where Hosting sends each address (firebase.json): the API's paths to the api function, the public
// pages to the ssr function, in the contract's lists, and every other address to the app's HTML.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PREFIXES, PUBLIC_PAGES } from '@shop/contract';
import { ROOT } from './lib/emulators.mjs';

type Rewrite = { source: string; function?: { functionId: string; region: string }; destination?: string };
const { hosting } = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
  hosting: { rewrites: Rewrite[] };
};

const REGION = 'us-central1';
const toFunction = (functionId: string) => (source: string) => ({ source, function: { functionId, region: REGION } });
/** A route pattern as a Hosting glob: each `:param` is one path segment. */
const globOf = (pattern: string) => pattern.replace(/:[^/]+/g, '*');

describe('firebase.json’s rewrites', () => {
  it('send each API prefix and everything under it to the api function, each public page to the ssr function, and the rest to the app', () => {
    expect(hosting.rewrites).toEqual([
      ...API_PREFIXES.flatMap((prefix) => [prefix, `${prefix}/**`]).map(toFunction('api')),
      ...PUBLIC_PAGES.map(globOf).map(toFunction('ssr')),
      { source: '**', destination: '/app.html' },
    ]);
  });

  it('read a page pattern’s parameter as one path segment', () => {
    expect(globOf('/product/:id')).toBe('/product/*');
    expect(PUBLIC_PAGES).toContain('/');
  });
});
