import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders, VIDEO_PLAYER_ORIGINS } from '../../scripts/content-security-policy';
import { videoPlayerOf } from '../../src/domain/lesson-content/rich-text-media';

describe("the portal's security headers", () => {
  it('are the ones the README tells a school to send', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const [name, value] of Object.entries(securityHeaders({ apiUrl: '/api' }))) {
      expect(readme).toContain(`\n${name}: ${value}\n`);
    }
  });

  it('let the portal call an API on another server, and only its origin', () => {
    const policy = contentSecurityPolicy({ apiUrl: 'https://portal-api.school.example/api', delivery: 'header' });
    expect(policy).toContain("connect-src 'self' https://portal-api.school.example blob:");
  });

  it("let frames load only the portal's own previews and the allow-listed video players (issue 21 §9)", () => {
    const frameSrc = contentSecurityPolicy({ apiUrl: '/api', delivery: 'header' })
      .split('; ')
      .find((directive) => directive.startsWith('frame-src '));
    expect(frameSrc).toBe("frame-src 'self' blob: https://www.youtube-nocookie.com https://player.vimeo.com");
    const players = ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://vimeo.com/76979871'].map((address) => videoPlayerOf(address)?.src ?? '');
    expect(players.map((src) => new URL(src).origin)).toEqual(VIDEO_PLAYER_ORIGINS);
  });

  it('leave frame-ancestors out of the <meta>, which cannot carry it', () => {
    expect(contentSecurityPolicy({ apiUrl: '/api', delivery: 'meta' })).not.toContain('frame-ancestors');
    expect(contentSecurityPolicy({ apiUrl: '/api', delivery: 'header' })).toContain("frame-ancestors 'none'");
  });
});
