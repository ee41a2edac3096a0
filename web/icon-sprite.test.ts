import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSprite, iconNames } from './icon-sprite';

const iconsDir = dirname(createRequire(import.meta.url).resolve('@mui/icons-material/package.json'));
const resolveIcon = (name: string) => join(iconsDir, `${name}.mjs`);

describe('the icon sprite', () => {
  it('holds one symbol per icon with the paths of the MUI icon', () => {
    const sprite = buildSprite(
      ['AddRounded', 'FaceRetouchingNaturalOutlined', 'AdminPanelSettingsOutlined'],
      resolveIcon,
    );
    expect(
      sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg"><symbol id="icon-AddRounded" viewBox="0 0 24 24">'),
    ).toBe(true);
    expect(sprite).toContain(
      '<symbol id="icon-AddRounded" viewBox="0 0 24 24"><path d="M18 13h-5v5c0 .55-.45 1-1 1s-1-.45-1-1v-5H6c-.55 0-1-.45-1-1s.45-1 1-1h5V6c0-.55.45-1 1-1s1 .45 1 1v5h5c.55 0 1 .45 1 1s-.45 1-1 1"/></symbol>',
    );
    // An icon made of several shapes keeps them all, in order.
    expect(sprite).toMatch(
      /<symbol id="icon-FaceRetouchingNaturalOutlined" viewBox="0 0 24 24"><path d="M19\.89[^"]*"\/><circle cx="15" cy="13" r="1\.25"\/><circle cx="9" cy="13" r="1\.25"\/><path d="m23 4\.5[^"]*"\/><\/symbol>/,
    );
    // Nested groups keep their attributes, written as SVG attributes.
    expect(sprite).toMatch(
      /<symbol id="icon-AdminPanelSettingsOutlined" viewBox="0 0 24 24"><g fill-rule="evenodd"><circle cx="17" cy="15\.5" r="1\.12"\/><path d="M17 17\.5[^"]*"\/><path d="M18 11\.09[^"]*"\/><\/g><\/symbol>/,
    );
    expect(sprite.endsWith('</symbol></svg>')).toBe(true);
  });

  it('takes every icon the web app imports, once, sorted', () => {
    const names = iconNames(join(import.meta.dirname, 'src'));
    expect(names).toContain('ShoppingBagOutlined');
    expect(names).toContain('Instagram');
    expect(names).toEqual([...new Set(names)].sort());
  });
});
