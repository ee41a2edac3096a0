import { describe, expect, it } from 'vitest';
import { AnchorCache, ANCHOR_TTL_MS } from './pages';

describe('AnchorCache', () => {
  it('starts from the nearest anchor at or before the asked position', () => {
    const cache = new AnchorCache(() => 0);
    cache.remember('products|a', 6, ['v6', 'id6']);
    cache.remember('products|a', 12, ['v12', 'id12']);
    expect(cache.nearest('products|a', 0)).toEqual({ position: 0 });
    expect(cache.nearest('products|a', 5)).toEqual({ position: 0 });
    expect(cache.nearest('products|a', 6)).toEqual({ position: 6, cursor: ['v6', 'id6'] });
    expect(cache.nearest('products|a', 11)).toEqual({ position: 6, cursor: ['v6', 'id6'] });
    expect(cache.nearest('products|a', 300)).toEqual({ position: 12, cursor: ['v12', 'id12'] });
    expect(cache.nearest('products|b', 300)).toEqual({ position: 0 });
  });

  it('forgets anchors after their time to live', () => {
    let now = 0;
    const cache = new AnchorCache(() => now);
    cache.remember('blogs|x', 4, ['v', 'id']);
    now = ANCHOR_TTL_MS - 1;
    expect(cache.nearest('blogs|x', 4).position).toBe(4);
    now = ANCHOR_TTL_MS;
    expect(cache.nearest('blogs|x', 4).position).toBe(0);
  });

  it('forgets every query of a collection at once, and only that collection', () => {
    const cache = new AnchorCache(() => 0);
    cache.remember('products|a', 6, ['v', 'id']);
    cache.remember('products|b', 6, ['v', 'id']);
    cache.remember('blogs|a', 4, ['v', 'id']);
    cache.forget('products|');
    expect(cache.nearest('products|a', 6).position).toBe(0);
    expect(cache.nearest('products|b', 6).position).toBe(0);
    expect(cache.nearest('blogs|a', 4).position).toBe(4);
  });

  it('files a counted anchor under its real position', () => {
    const cache = new AnchorCache(() => 0);
    cache.remember('products|a', 294, ['v', 'id']);
    cache.move('products|a', 294, 295, ['v', 'id']);
    expect(cache.nearest('products|a', 294)).toEqual({ position: 0 });
    expect(cache.nearest('products|a', 300)).toEqual({ position: 295, cursor: ['v', 'id'] });
  });
});
