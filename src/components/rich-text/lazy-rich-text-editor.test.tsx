import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LazyRichTextEditor } from '@/components/rich-text/lazy-rich-text-editor';

// Runs with fresh modules: the editor must still be loading when the test types into its placeholder.

// jsdom has no layout; ProseMirror measures ranges to scroll the selection into view.
beforeAll(() => {
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="content-label">Content</span>
      <LazyRichTextEditor id="content" label="Content" labelId="content-label" value={value} onChange={setValue} />
      <output data-testid="stored">{value}</output>
    </>
  );
}

describe('LazyRichTextEditor', () => {
  it('keeps what is typed while the editor loads, and the editor takes over the focus with it', async () => {
    render(<Harness />);
    const placeholder = screen.getByRole('textbox', { name: 'Content' });
    act(() => placeholder.focus());
    fireEvent.change(placeholder, { target: { value: 'Add the numerators <when> equal' } });

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAttribute('contenteditable', 'true'));
    const editor = screen.getByRole('textbox', { name: 'Content' });
    expect(editor).toHaveTextContent('Add the numerators <when> equal');
    expect(screen.getByTestId('stored')).toHaveTextContent('<p>Add the numerators &lt;when&gt; equal</p>');
    expect(editor).toHaveFocus();
  });

});
