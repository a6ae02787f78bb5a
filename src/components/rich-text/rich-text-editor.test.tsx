import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RichTextEditor, transformPastedHtml } from '@/components/rich-text/rich-text-editor';

function Harness({
  initial = '',
  onChange = () => undefined,
  echoLate = false,
}: {
  initial?: string;
  onChange?: (html: string) => void;
  /** The form shows the edits back only when asked ("Show the first edit back"), as a late re-render would. */
  echoLate?: boolean;
}) {
  const [value, setValue] = useState(initial);
  const edits = useRef<string[]>([]);
  return (
    <>
      <span id="content-label">Content</span>
      <RichTextEditor
        id="content"
        label="Content"
        labelId="content-label"
        value={value}
        onChange={(html) => {
          edits.current.push(html);
          if (!echoLate) setValue(html);
          onChange(html);
        }}
      />
      <output data-testid="stored">{value}</output>
      <button type="button" onClick={() => setValue('<p>Restored <em>draft</em></p>')}>
        Restore draft
      </button>
      <button type="button" onClick={() => setValue(edits.current[0] ?? '')}>
        Show the first edit back
      </button>
    </>
  );
}

// jsdom has no layout; ProseMirror measures ranges to scroll the selection into view.
beforeAll(() => {
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = emptyRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

function paste(target: Element, html: string, plainOnly = false) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  const data: Record<string, string> = plainOnly
    ? { 'text/plain': html }
    : {
        'text/html': html,
        'text/plain': html.replace(/<[^>]+>/g, ''),
      };
  Object.defineProperty(event, 'clipboardData', {
    value: {
      getData: (type: string) => data[type] ?? '',
      types: Object.keys(data),
    },
  });
  target.dispatchEvent(event);
}

describe('RichTextEditor', () => {
  it('is a labelled text box with a labelled toolbar whose format buttons say whether they are on', async () => {
    render(<Harness initial="<p><strong>Bold start</strong></p>" />);
    const box = await screen.findByRole('textbox', { name: 'Content' });
    expect(box).toHaveTextContent('Bold start');
    const toolbar = screen.getByRole('toolbar', { name: 'Content formatting' });
    expect(toolbar).toBeInTheDocument();
    for (const name of ['Bold', 'Italic', 'Heading', 'Subheading', 'Bulleted list', 'Numbered list', 'Link']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed');
    }
    expect(screen.getByRole('button', { name: 'Undo' })).not.toHaveAttribute('aria-pressed');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-keyshortcuts', 'Control+B Meta+B');
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
  });

  it('stores what is written as HTML, and an emptied editor as empty HTML (so "required" holds)', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'Content' });
    act(() => paste(box, '<h2>Halves</h2><ul><li>One of two equal parts</li></ul>'));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('<h2>Halves</h2><ul><li><p>One of two equal parts</p></li></ul>'),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
    expect(screen.getByRole('button', { name: 'Redo' })).toBeEnabled();
  });

  it('sanitizes pasted HTML: no script, no event handler, no javascript: link', async () => {
    render(<Harness />);
    const box = await screen.findByRole('textbox', { name: 'Content' });
    act(() =>
      paste(box, '<p onmouseover="steal()">Read <a href="javascript:alert(1)">this</a><script>alert(2)</script></p>'),
    );
    await waitFor(() => expect(screen.getByTestId('stored')).toHaveTextContent('Read this'));
    const stored = screen.getByTestId('stored').textContent ?? '';
    expect(stored).not.toMatch(/script|onmouseover|javascript|alert|steal/i);
  });
});

describe('RichTextEditor and pasted video links (issue 21 §9)', () => {
  it('turns a pasted YouTube link into its player, and leaves any other pasted address a link', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'Content' });
    act(() => paste(box, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', true));
    expect(await screen.findByTitle('YouTube video')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<div data-embed-url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></div>')));
    act(() => paste(box, 'https://example.org/fractions', true));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('https://example.org/fractions</a>')));
    expect(screen.getAllByTitle('YouTube video')).toHaveLength(1);
  });
});

describe('RichTextEditor value from outside', () => {
  it('shows a value set from outside (a restored draft or a reload) without reporting it back as an edit', async () => {
    const onChange = vi.fn();
    render(<Harness initial="<p>Old</p>" onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'Content' });
    await userEvent.click(screen.getByRole('button', { name: 'Restore draft' }));
    await waitFor(() => expect(box).toHaveTextContent('Restored draft'));
    expect(box.querySelector('em')).toHaveTextContent('draft');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('RichTextEditor value from outside', () => {
  it('keeps later typing when an earlier edit is shown back late, and still shows a value that comes from outside', async () => {
    render(<Harness echoLate />);
    const box = await screen.findByRole('textbox', { name: 'Content' });
    act(() => paste(box, '<p>Halves</p>'));
    await waitFor(() => expect(box).toHaveTextContent('Halves'));
    act(() => paste(box, '<p>, quarters</p>'));
    await waitFor(() => expect(box).toHaveTextContent('Halves, quarters'));

    await userEvent.click(screen.getByRole('button', { name: 'Show the first edit back' }));
    expect(box).toHaveTextContent('Halves, quarters');

    await userEvent.click(screen.getByRole('button', { name: 'Restore draft' }));
    await waitFor(() => expect(box).toHaveTextContent('Restored draft'));
    expect(box).not.toHaveTextContent('Halves');
  });
});

describe('RichTextEditor links', () => {
  it('refuses a javascript: address and adds an http(s) link that opens safely in a new tab', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await screen.findByRole('textbox', { name: 'Content' });
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByLabelText('Link address');
    expect(address).toHaveFocus();
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    expect(screen.getByText('Enter a full web address starting with http:// or https://.')).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.org/halves{Enter}');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining(
          '<a target="_blank" rel="noopener noreferrer" href="https://example.org/halves">https://example.org/halves</a>',
        ),
      ),
    );
    expect(screen.queryByLabelText('Link address')).not.toBeInTheDocument();
  });
});

describe('transformPastedHtml', () => {
  it('runs pasted HTML through the sanitizer before the editor parses it', () => {
    const html = transformPastedHtml(
      '<p>Hi<img src="/files/f1/content" alt="Halves" onerror="alert(1)"><img src="https://x.example/a.png" alt="Pixel"><script>alert(2)</script></p>' +
        '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    );
    expect(html).toBe('<p>Hi<img src="/files/f1/content" alt="Halves"></p>');
  });
});
