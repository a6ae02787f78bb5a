import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SanitizedHtml } from '@/components/rich-text/sanitized-html';

describe('SanitizedHtml', () => {
  it('shows stored rich text without scripts, event handlers or javascript: links', () => {
    const { container } = render(
      <SanitizedHtml
        html={
          '<h2>Halves</h2><p>See <a href="javascript:alert(1)">this</a> and <a href="https://example.org/halves">that</a>.</p>' +
          '<img src="https://example.org/x.png" alt="Half a pizza" onerror="alert(2)"><script>alert(3)</script>'
        }
      />,
    );
    expect(screen.getByRole('heading', { name: 'Halves' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'Half a pizza' })).not.toHaveAttribute('onerror');
    expect(screen.getByText('this')).not.toHaveAttribute('href');
    const link = screen.getByRole('link', { name: 'that' });
    expect(link).toHaveAttribute('href', 'https://example.org/halves');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
