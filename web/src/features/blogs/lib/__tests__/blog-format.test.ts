import { describe, expect, it } from 'vitest';
import { blogAuthor, blogPreview, blogSubject } from '../blog-format';

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

  it('gives a preview back unchanged (the list keeps previews in place of descriptions)', () => {
    for (const text of [`${'d'.repeat(120)}efg`, `${'e'.repeat(119)} and more`, 'Short.', ` ${'f'.repeat(130)} `]) {
      const preview = blogPreview(text);
      expect(blogPreview(preview)).toBe(preview);
    }
  });
});

describe('blog details', () => {
  it('reads the subject first and the author second', () => {
    expect(blogSubject(['Skincare', 'Lena Hart'])).toBe('Skincare');
    expect(blogAuthor(['Skincare', 'Lena Hart'])).toBe('Lena Hart');
    expect(blogAuthor([])).toBe('');
  });
});
