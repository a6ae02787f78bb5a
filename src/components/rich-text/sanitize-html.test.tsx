import { describe, expect, it } from 'vitest';
import { displayHtml, isAllowedLinkHref, sanitizeHtml } from '@/components/rich-text/sanitize-html';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers, styles and embeds but keeps the text and formatting', () => {
    const html = sanitizeHtml(
      '<p style="color:red" onclick="steal()"><strong>Fractions</strong></p><script>alert(1)</script>' +
        '<img src="/files/file-1/content" alt="Halves" onerror="alert(2)"><iframe src="https://evil.example"></iframe>' +
        '<object data="x.swf"></object><embed src="x.swf"><style>p{}</style>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|style|iframe|object|embed|alert/i);
    expect(html).toContain('<strong>Fractions</strong>');
    expect(html).toContain('<img src="/files/file-1/content" alt="Halves">');
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

describe('sanitizeHtml and pictures (issue 21 §9)', () => {
  it("keeps a picture only when it is one of the portal's files and has alt text", () => {
    const kept = '<img src="/files/file-abc_1/content" alt="Two halves of a pizza">';
    expect(sanitizeHtml(`<p>${kept}</p>`)).toBe(`<p>${kept}</p>`);
    for (const hostile of [
      '<img src="https://tracker.example/pixel.png" alt="Pixel">',
      '<img src="//tracker.example/files/x/content" alt="Protocol-relative">',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="Inline data">',
      '<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="SVG">',
      '<img src="blob:https://portal.example/0f1e" alt="Blob">',
      '<img src="javascript:alert(1)" alt="Script">',
      '<img src="/files/file-1/content">',
      '<img src="/files/file-1/content" alt="   ">',
      '<img src="/files/../admin/content" alt="Traversal">',
      '<img src="/files/file-1/content?x=1" alt="Query">',
    ]) {
      expect(sanitizeHtml(`<p>a${hostile}b</p>`), hostile).toBe('<p>ab</p>');
    }
  });

  it('drops handlers, styles, srcset and srcdoc from a kept picture', () => {
    const html = sanitizeHtml('<img src="/files/f1/content" alt="Halves" onerror="alert(1)" onload="alert(2)" style="position:fixed" srcset="https://evil.example/x.png 2x">');
    expect(html).toBe('<img src="/files/f1/content" alt="Halves">');
  });
});

describe('sanitizeHtml and embeds (issue 21 §9)', () => {
  it('keeps a video or link only as an http(s) address on a div, never as a frame', () => {
    expect(sanitizeHtml('<div data-embed-url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></div>')).toBe(
      '<div data-embed-url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></div>',
    );
    for (const hostile of [
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<iframe src="https://evil.example/"></iframe>',
      '<frame src="https://evil.example/">',
    ]) {
      expect(sanitizeHtml(`<p>a</p>${hostile}`), hostile).toBe('<p>a</p>');
    }
    expect(sanitizeHtml('<div data-embed-url="javascript:alert(1)"></div>')).toBe('<div></div>');
    expect(sanitizeHtml('<div data-embed-url="data:text/html,<script>alert(1)</script>"></div>')).toBe('<div></div>');
    expect(sanitizeHtml('<div data-embed-url="/files/f1/content"></div>')).toBe('<div></div>');
    expect(sanitizeHtml('<a data-embed-url="https://example.org/">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<div data-other="https://example.org/" data-embed-src="https://evil.example/"></div>')).toBe('<div></div>');
  });

  it('shows an allow-listed video as a sandboxed player without autoplay, and any other address as a link card', () => {
    const container = document.createElement('div');
    container.innerHTML = displayHtml(
      '<div data-embed-url="https://www.youtube.com/watch?v=dQw4w9WgXcQ&autoplay=1"></div>' +
        '<div data-embed-url="https://vimeo.com/76979871"></div><div data-embed-url="https://example.org/fractions"></div>',
    );
    const [youtube, vimeo] = [...container.querySelectorAll('iframe')];
    expect(youtube?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(youtube?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation allow-popups');
    expect(youtube?.getAttribute('allow')).not.toMatch(/autoplay/);
    expect(youtube?.title).toBe('YouTube video');
    expect(vimeo?.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    const card = container.querySelector('a.rich-text-link-card');
    expect(card?.getAttribute('href')).toBe('https://example.org/fractions');
    expect(card?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(card?.textContent).toContain('example.org');
  });

  it('shows a picture without a loadable src: the portal fetches it with the token', () => {
    expect(displayHtml('<p><img src="/files/f1/content" alt="Halves"></p>')).toBe('<p><img alt="Halves" data-file-id="f1"></p>');
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
