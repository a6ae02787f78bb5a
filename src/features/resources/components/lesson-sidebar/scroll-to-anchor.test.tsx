import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anchorFromHash, useScrollToHashOnLoad } from '@/features/resources/components/lesson-sidebar/scroll-to-anchor';
import { renderSidebar } from '@/features/resources/components/lesson-sidebar/sidebar-test-harness';

function Page({ ready }: { ready: boolean }) {
  useScrollToHashOnLoad(ready);
  return ready ? <section id="material-c">Fractions on a number line</section> : <p>Loading…</p>;
}

describe('anchor scrolling', () => {
  const jsdomScrollTo = window.scrollTo;
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    window.history.replaceState(null, '', '/resources/1/2/lessons/3');
  });
  afterEach(() => {
    window.scrollTo = jsdomScrollTo;
    window.history.replaceState(null, '', '/');
  });

  it('scrolls smoothly to the material and replaces the hash without a new history entry', async () => {
    const target = document.createElement('section');
    target.id = 'material-c';
    document.body.append(target);
    const { user } = renderSidebar();
    const entries = window.history.length;
    await user.click(screen.getByRole('link', { name: /Fractions on a number line/ }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(window.location.hash).toBe('#material-c');
    expect(window.history.length).toBe(entries);
    expect(target).toHaveFocus();
    target.remove();
  });

  it('does not animate for someone who asked for reduced motion', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    const target = document.createElement('section');
    target.id = 'material-b';
    document.body.append(target);
    const { user } = renderSidebar();
    await user.click(screen.getByRole('link', { name: /Exit ticket/ }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
    target.remove();
    matchMedia.mockRestore();
  });

  it('scrolls a deep link to its material once the content is rendered, and only once', async () => {
    window.history.replaceState(null, '', '/resources/1/2/lessons/3#material-c');
    const { rerender } = render(<Page ready={false} />);
    expect(scrollTo).not.toHaveBeenCalled();
    rerender(<Page ready />);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' }));
    expect(screen.getByText('Fractions on a number line')).toHaveFocus();
    rerender(<Page ready={false} />);
    rerender(<Page ready />);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('reads encoded and malformed hashes', () => {
    expect(anchorFromHash('#material-7')).toBe('material-7');
    expect(anchorFromHash('#a%20b')).toBe('a b');
    expect(anchorFromHash('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(anchorFromHash('')).toBe('');
  });
});

describe('scroll spy', () => {
  it('highlights the material scrolled to when the screen gives no active material', async () => {
    const tops: Record<string, number> = { 'material-a': 72, 'material-b': 400, 'material-c': 900 };
    const sections = Object.keys(tops).map((id) => {
      const section = document.createElement('section');
      section.id = id;
      section.getBoundingClientRect = () => DOMRect.fromRect({ y: tops[id], height: 300 });
      document.body.append(section);
      return section;
    });
    renderSidebar();
    const current = () => document.querySelector('[aria-current="location"]')?.getAttribute('href');
    await waitFor(() => expect(current()).toBe('#material-a'));
    Object.assign(tops, { 'material-a': -500, 'material-b': 80, 'material-c': 500 });
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(current()).toBe('#material-b'));
    sections.forEach((section) => section.remove());
  });

  it('follows the screen when it names the active material', async () => {
    renderSidebar({ activeMaterialId: 'd' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('link', { name: /Video/ })).toHaveAttribute('aria-current', 'location');
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(1);
  });
});
