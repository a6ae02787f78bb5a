import { describe, expect, it } from 'vitest';
import { fileIdsInRichText, hasImageWithoutAlt, richTextImageFileId, videoPlayerOf } from './rich-text-media';

describe('Text/Media media rules (issue 21 §9)', () => {
  it('plays YouTube and Vimeo links from the allow-listed players only', () => {
    for (const address of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1',
    ]) {
      expect(videoPlayerOf(address), address).toEqual({ provider: 'YouTube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
    }
    expect(videoPlayerOf('https://vimeo.com/76979871')).toEqual({ provider: 'Vimeo', src: 'https://player.vimeo.com/video/76979871?dnt=1' });
    for (const address of [
      'https://example.org/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload="x',
      'https://vimeo.com/channels/staffpicks',
      'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(videoPlayerOf(address), address).toBeNull();
    }
  });

  it("reads pictures' files and finds a picture without alt text as the server does", () => {
    expect(richTextImageFileId('/files/file-1/content')).toBe('file-1');
    expect(richTextImageFileId('https://evil.example/files/file-1/content')).toBeNull();
    expect(fileIdsInRichText('<img src="/files/a/content" alt="A"><p>/files/b/content</p><img src="/files/a/content" alt="A">')).toEqual(['a', 'b']);
    expect(hasImageWithoutAlt('<img src="/files/a/content" alt="A">')).toBe(false);
    expect(hasImageWithoutAlt("<IMG alt='A' src=x>")).toBe(false);
    expect(hasImageWithoutAlt('<img src="/files/a/content">')).toBe(true);
    expect(hasImageWithoutAlt('<img src="/files/a/content" alt="  ">')).toBe(true);
    expect(hasImageWithoutAlt('<img src="/files/a/content" data-alt="A">')).toBe(true);
  });
});
