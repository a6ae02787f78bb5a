import { describe, expect, it } from 'vitest';
import { isAllowedLinkHref, sanitizeHtml } from '@/components/rich-text/sanitize-html';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers, styles and embeds but keeps the text and formatting', () => {
    const html = sanitizeHtml(
      '<p style="color:red" onclick="steal()"><strong>Fractions</strong></p><script>alert(1)</script>' +
        '<img src="https://example.org/x.png" onerror="alert(2)"><iframe src="https://evil.example"></iframe>' +
        '<object data="x.swf"></object><embed src="x.swf"><style>p{}</style>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|style|iframe|object|embed|alert/i);
    expect(html).toContain('<strong>Fractions</strong>');
    expect(html).toContain('<img src="https://example.org/x.png">');
  });

  it('drops javascript:, data: and relative hrefs and forces links to open safely in a new tab', () => {
    const html = sanitizeHtml(
      '<a href="javascript:alert(1)">bad</a><a href="JaVaScRiPt:alert(1)">worse</a><a href="/admin">relative</a>' +
        '<a href="https://example.org/page" target="_self" rel="opener">good</a><a href="mailto:office@school.example">mail</a>',
    );
    expect(html).not.toMatch(/javascript|\/admin/i);
    expect(html).toContain('<a>bad</a>');
    expect(html).toContain('<a href="https://example.org/page" target="_blank" rel="noopener noreferrer">good</a>');
    expect(html).toContain('<a href="mailto:office@school.example" target="_blank" rel="noopener noreferrer">mail</a>');
  });
});

describe('isAllowedLinkHref', () => {
  it('accepts http(s) and mailto only', () => {
    expect(isAllowedLinkHref('https://example.org')).toBe(true);
    expect(isAllowedLinkHref('mailto:a@b.example')).toBe(true);
    expect(isAllowedLinkHref('javascript:alert(1)')).toBe(false);
    expect(isAllowedLinkHref('ftp://example.org')).toBe(false);
    expect(isAllowedLinkHref('example.org')).toBe(false);
  });
});
