// What Hosting sends with every page: the deployed config names no development origin, the emulator
// stack's generated config adds exactly the emulators' origins, and both carry the same page headers.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configFor, emulatorOrigins, portsFor, ROOT } from './lib/emulators.mjs';

type Config = { hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] } };
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Config;
const pageHeaders = (config: Config) =>
  Object.fromEntries(
    (config.hosting.headers.find((rule) => rule.source === '**')?.headers ?? []).map((h) => [h.key, h.value]),
  );
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

// Loopback hosts and the emulator suite's ports, on any host.
const DEVELOPMENT_ORIGIN =
  /localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0|:(9099|8080|9150|5001|5000|4400|4500|9199)\b/;

const deployed = read(join(ROOT, 'firebase.json'));
const generated: string[] = [];
afterAll(() => generated.forEach((file) => rmSync(file, { force: true })));
const emulatorConfig = (offset: number) => {
  const file = configFor(offset, `web/dist-config-test-${offset}`);
  generated.push(file);
  return read(file);
};

describe('firebase.json (what is deployed)', () => {
  it('names no loopback or emulator origin in any hosting header', () => {
    for (const rule of deployed.hosting.headers) {
      for (const header of rule.headers)
        expect(header.value, `${rule.source} ${header.key}`).not.toMatch(DEVELOPMENT_ORIGIN);
    }
  });

  it('turns off the browser features the shop never uses and keeps the Google popup able to answer', () => {
    const headers = pageHeaders(deployed);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
    }
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(directive(headers['Content-Security-Policy'] ?? '', 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });
});

describe.each([0, 25])('the emulator config at offset %i', (offset) => {
  it('lets the page reach the Auth and Firestore emulators on their shifted ports, and nothing else changes', () => {
    const { auth, firestore } = portsFor(offset);
    const csp = pageHeaders(emulatorConfig(offset))['Content-Security-Policy'] ?? '';
    const clean = pageHeaders(deployed)['Content-Security-Policy'] ?? '';
    expect(directive(csp, 'connect-src')).toBe(
      `${directive(clean, 'connect-src')} http://127.0.0.1:${auth} http://127.0.0.1:${firestore}`,
    );
    expect(directive(csp, 'frame-src')).toBe(`${directive(clean, 'frame-src')} http://127.0.0.1:${auth}`);
    expect(
      csp
        .replace(` ${emulatorOrigins(offset)['connect-src'].join(' ')}`, '')
        .replace(` ${emulatorOrigins(offset)['frame-src'].join(' ')}`, ''),
    ).toBe(clean);
  });

  it('keeps every other page header as deployed', () => {
    const { 'Content-Security-Policy': _csp, ...rest } = pageHeaders(emulatorConfig(offset));
    const { 'Content-Security-Policy': _clean, ...deployedRest } = pageHeaders(deployed);
    expect(rest).toEqual(deployedRest);
  });
});
