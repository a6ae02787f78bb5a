import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SanitizedHtml } from '@/components/rich-text/sanitized-html';

describe('SanitizedHtml', () => {
  it('shows stored rich text without scripts, event handlers or javascript: links', () => {
    const { container } = render(
      <SanitizedHtml
        html={
          '<h2>Halves</h2><p>See <a href="javascript:alert(1)">this</a> and <a href="https://example.org/halves">that</a>.</p>' +
          '<img src="/files/file-pizza/content" alt="Half a pizza" onerror="alert(2)"><img src="https://tracker.example/x.png" alt="Pixel">' +
          '<script>alert(3)</script>'
        }
      />,
    );
    expect(screen.getByRole('heading', { name: 'Halves' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    const picture = screen.getByRole('img', { name: 'Half a pizza' });
    expect(picture).not.toHaveAttribute('onerror');
    // Never requested by the browser itself (no token): the portal fetches it and sets a blob: URL.
    expect(picture).not.toHaveAttribute('src');
    expect(screen.queryByRole('img', { name: 'Pixel' })).toBeNull();
    expect(screen.getByText('this')).not.toHaveAttribute('href');
    const link = screen.getByRole('link', { name: 'that' });
    expect(link).toHaveAttribute('href', 'https://example.org/halves');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
