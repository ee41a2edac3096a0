import { describe, expect, it } from 'vitest';
import { blogAuthor, blogPreview, blogSubject, pageCount, parsePageParam } from '../blog-format';

describe('blogPreview', () => {
  it('keeps a description of 120 characters or fewer whole', () => {
    expect(blogPreview('Short and sweet.')).toBe('Short and sweet.');
    const exact = 'a'.repeat(120);
    expect(blogPreview(exact)).toBe(exact);
  });

  it('cuts a longer description to its first 120 characters and adds an ellipsis', () => {
    const text = `${'b'.repeat(120)}cdef`;
    expect(blogPreview(text)).toBe(`${'b'.repeat(120)}…`);
  });

  it('does not leave a space before the ellipsis', () => {
    const text = `${'c'.repeat(119)} and more`;
    expect(blogPreview(text)).toBe(`${'c'.repeat(119)}…`);
  });
});

describe('parsePageParam', () => {
  it('reads a positive whole page number', () => {
    expect(parsePageParam('3')).toBe(3);
  });

  it.each([null, '', '0', '-2', '1.5', 'abc', '99999999999999999999'])('falls back to page 1 for %j', (value) => {
    expect(parsePageParam(value)).toBe(1);
  });
});

describe('pageCount', () => {
  it('counts pages of 4 blogs', () => {
    expect(pageCount(12)).toBe(3);
    expect(pageCount(13)).toBe(4);
    expect(pageCount(0)).toBe(0);
    expect(pageCount(undefined)).toBe(0);
  });
});

describe('blog details', () => {
  it('reads the subject first and the author second', () => {
    expect(blogSubject(['Skincare', 'Lena Hart'])).toBe('Skincare');
    expect(blogAuthor(['Skincare', 'Lena Hart'])).toBe('Lena Hart');
    expect(blogAuthor([])).toBe('');
  });
});
