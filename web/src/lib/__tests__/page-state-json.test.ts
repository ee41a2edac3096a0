import { describe, expect, it } from 'vitest';
import { serializePageState } from '../page-data';

describe('serializePageState', () => {
  it('should escape "<" so no text in the data can close the script element', () => {
    const json = serializePageState({
      answers: { 'product/x': { success: true, message: '</script><script>alert(1)</script>', status: 200 } },
      categories: [],
    });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({
      answers: { 'product/x': { success: true, message: '</script><script>alert(1)</script>', status: 200 } },
      categories: [],
    });
  });
});
