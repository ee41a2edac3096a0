import { describe, expect, it } from 'vitest';
import { contentTypeOf, IMAGE_NAME, isImagePath, newImageName, sniffImageKind } from './image-store';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

describe('sniffImageKind', () => {
  it('recognises PNG, JPEG and WebP by their magic bytes', () => {
    expect(sniffImageKind(PNG)).toBe('png');
    expect(sniffImageKind(JPEG)).toBe('jpg');
    expect(sniffImageKind(WEBP)).toBe('webp');
  });

  it('refuses markup, other RIFF files, truncated signatures and empty files', () => {
    expect(sniffImageKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageKind(Buffer.from('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffImageKind(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')]))).toBeNull();
    expect(sniffImageKind(PNG.subarray(0, 7))).toBeNull();
    expect(sniffImageKind(Buffer.alloc(0))).toBeNull();
  });
});

describe('image names and paths', () => {
  it('makes names the store accepts, with the kind as extension', () => {
    const name = newImageName('webp');
    expect(name).toMatch(IMAGE_NAME);
    expect(name.endsWith('.webp')).toBe(true);
    expect(newImageName('webp')).not.toBe(name);
  });

  it('accepts only empty or served paths of our own images', () => {
    expect(isImagePath('')).toBe(true);
    expect(isImagePath('/uploads/0b6f4a52-8a4f-4f7e-9a57-4bb0d3a4e1c2.png')).toBe(true);
    expect(isImagePath('/uploads/seed-rose-1.svg')).toBe(true);
    expect(isImagePath('https://evil.example/x.png')).toBe(false);
    expect(isImagePath('/uploads/../firebase.json')).toBe(false);
    expect(isImagePath('/uploads/x.png?y')).toBe(false);
    expect(isImagePath('/uploads/x.html')).toBe(false);
    expect(isImagePath('javascript:alert(1)')).toBe(false);
  });

  it('gives the content type of each stored kind', () => {
    expect(contentTypeOf('a.jpg')).toBe('image/jpeg');
    expect(contentTypeOf('a.svg')).toBe('image/svg+xml');
    expect(contentTypeOf('a.exe')).toBe('application/octet-stream');
  });
});
