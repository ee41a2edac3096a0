import { describe, expect, it } from 'vitest';
import { serializePageState } from '../hydration-state';

describe('serializePageState', () => {
  it('should escape "<" so no text in the data can close the script element', () => {
    const state = {
      hydration: {
        loaderData: {
          root: [],
          '0-0-2': { product: { success: true, message: '</script><script>alert(1)</script>', status: 200 } },
        },
      },
    };
    const json = serializePageState(state);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(state);
  });
});
