import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newAnnotation, type Annotation } from '@/features/assignments/rules/annotation';
import AnnotationCanvas from '@/features/assignments/components/annotation/annotation-canvas';
import type { PageImage } from '@/features/assignments/components/annotation/use-page-image';
import { useStudentShortcuts } from '@/features/assignments/components/grading/use-student-shortcuts';

// jsdom has no canvas: the konva stage and the page drawing are checked in a real browser; here the rest of the
// tool (toolbar, text box, list, keyboard) runs against a stand-in stage.
// The stand-in offers the stage's click on the page as a button that clicks one point of it.
vi.mock('@/features/assignments/components/annotation/annotation-stage', () => ({
  AnnotationStage: ({ onAddAt }: { onAddAt: (at: { x: number; y: number }) => void }) => (
    <div data-testid="stage">
      <button type="button" onClick={() => onAddAt({ x: 0.25, y: 0.5 })}>
        Click the page at a quarter of its width, half its height
      </button>
    </div>
  ),
}));
const pageImage = vi.hoisted(() => ({ current: null as PageImage | null }));
vi.mock('@/features/assignments/components/annotation/use-page-image', () => ({
  usePageImage: () => pageImage.current,
}));

const ready = (pageCount = 1): PageImage => ({
  status: 'ready',
  image: document.createElement('canvas'),
  size: { width: 1600, height: 1200 },
  pageCount,
});

function Harness({ initial = [], readOnly }: { initial?: Annotation[]; readOnly?: boolean }) {
  const [annotations, setAnnotations] = useState(initial);
  return (
    <>
      <AnnotationCanvas
        source={{ kind: 'image', url: 'blob:x' }}
        annotations={annotations}
        onChange={setAnnotations}
        readOnly={readOnly}
      />
      <output data-testid="data">{JSON.stringify(annotations)}</output>
    </>
  );
}
const data = (): Annotation[] => JSON.parse(screen.getByTestId('data').textContent ?? '[]') as Annotation[];

/** Reports an 800 px wide column at once (jsdom lays nothing out). */
class FakeResizeObserver implements ResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    this.callback([{ contentRect: { width: 800 } } as ResizeObserverEntry], this);
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  pageImage.current = ready();
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('AnnotationCanvas', () => {
  it('adds a text with the text tool defaults and lists it under the page', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText('No annotations yet. Click the page where a text goes, or use Add text.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add text' }));
    await user.type(screen.getByRole('textbox', { name: 'Annotation text' }), 'Good opening{Enter}');
    expect(screen.getByRole('button', { name: 'Good opening' })).toHaveAttribute('aria-pressed', 'true');
    expect(data()).toEqual([
      expect.objectContaining({
        page: 1,
        text: 'Good opening',
        fill: '#000000',
        fontSize: 24,
        fontFamily: expect.stringMatching(/sans-serif$/),
      }),
    ]);
    expect(screen.queryByRole('textbox', { name: 'Annotation text' })).not.toBeInTheDocument();
  });

  it('places a text where the page is clicked, in the colour, size and font chosen (issue 21 §2)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByLabelText('Colour')).toHaveDisplayValue('Black');
    expect(screen.getByLabelText('Size')).toHaveDisplayValue('24');
    expect(screen.getByLabelText('Font')).toHaveDisplayValue('Sans');
    await user.selectOptions(screen.getByLabelText('Colour'), 'Red');
    await user.selectOptions(screen.getByLabelText('Size'), '48');
    await user.click(screen.getByRole('button', { name: /^Click the page at a quarter/ }));
    const box = screen.getByRole('textbox', { name: 'Annotation text' });
    // The column is 800 px wide and the photo 1600 × 1200: the point clicked is 200, 300 on screen, and a 48 is
    // drawn half as large as the photo is shown at half its size.
    expect(box).toHaveStyle({ left: '200px', top: '300px', fontSize: '24px', color: 'rgb(208, 2, 27)' });
    await user.type(box, 'jokes{Enter}');
    expect(data()).toEqual([
      expect.objectContaining({ x: 0.25, y: 0.5, text: 'jokes', fill: '#d0021b', fontSize: 48 }),
    ]);
    expect(screen.getByText('Red, 48 px, Sans')).toBeInTheDocument();
  });

  it('restyles the selected text, undoably', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[newAnnotation('a1', 1, { x: 0.1, y: 0.1 }, 'Check')]} />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.selectOptions(screen.getByLabelText('Font'), 'Serif');
    await user.selectOptions(screen.getByLabelText('Colour'), 'Blue');
    expect(data()[0]).toMatchObject({ fill: '#0b57d0', fontFamily: expect.stringMatching(/serif$/) });
    expect(screen.getByText('Blue, 24 px, Serif')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(data()[0]?.fill).toBe('#000000');
  });

  it('zooms the page in from fit-to-width and back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Fit width' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('125%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Click the page at a quarter/ }));
    expect(screen.getByRole('textbox', { name: 'Annotation text' })).toHaveStyle({ left: '250px', top: '375px' });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Fit width' }));
    expect(screen.getByText('100%')).toBeInTheDocument();
  });

  it('edits with Enter on the selected text, keeps the old text on Escape, and deletes with the button', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[newAnnotation('a1', 1, { x: 0.1, y: 0.1 }, 'Check')]} />);
    const item = screen.getByRole('button', { name: 'Check' });
    item.focus();
    await user.keyboard('{Enter}{Enter}');
    const box = screen.getByRole('textbox', { name: 'Annotation text' });
    expect(box).toHaveValue('Check');
    await user.clear(box);
    await user.type(box, 'Check units{Escape}');
    expect(data()[0]?.text).toBe('Check');
    expect(screen.getByRole('button', { name: 'Check' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Annotation text' }), ' units{Enter}');
    expect(data()[0]?.text).toBe('Check units');

    await user.click(screen.getByRole('button', { name: 'Delete annotation' }));
    expect(data()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Delete annotation' })).toBeDisabled();
  });

  it('moves the selected text with arrow keys, deletes it with Delete and undoes both', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[newAnnotation('a1', 1, { x: 0.5, y: 0.5 }, 'Move me')]} />);
    screen.getByRole('button', { name: 'Move me' }).focus();
    await user.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(data()[0]).toMatchObject({ x: 0.5025, y: 0.5 + 10 / 600 });
    await user.keyboard('{Delete}');
    expect(data()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(data()[0]).toMatchObject({ x: 0.5025, y: 0.5 });
  });

  it('shows only the page turned to, for a PDF', async () => {
    pageImage.current = ready(3);
    const user = userEvent.setup();
    render(
      <Harness
        initial={[newAnnotation('a1', 1, { x: 0, y: 0 }, 'On one'), newAnnotation('a2', 2, { x: 0, y: 0 }, 'On two')]}
      />,
    );
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'On two' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'On one' })).not.toBeInTheDocument();
  });

  it('moves the focus to the next text after deleting one from the keyboard', async () => {
    const user = userEvent.setup();
    const initial = ['One', 'Two', 'Three'].map((text, index) => newAnnotation(`a${index}`, 1, { x: 0, y: 0 }, text));
    render(<Harness initial={initial} />);
    screen.getByRole('button', { name: 'Two' }).focus();
    await user.keyboard('{Delete}');
    expect(screen.getByRole('button', { name: 'Three' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Three' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Delete}');
    expect(screen.getByRole('button', { name: 'One' })).toHaveFocus();
    expect(data().map((item) => item.text)).toEqual(['One']);
  });

  it('lets the grading page’s J and K alone while the teacher works on the page (issue 21 §1)', async () => {
    const user = userEvent.setup();
    const moves: string[] = [];
    function GradingPage() {
      useStudentShortcuts(
        () => moves.push('previous'),
        () => moves.push('next'),
      );
      return <Harness />;
    }
    render(<GradingPage />);
    await user.click(screen.getByTestId('stage'));
    await user.keyboard('ok');
    await user.click(screen.getByRole('button', { name: 'Add text' }));
    await user.keyboard('jk{Enter}');
    expect(moves).toEqual([]);
    expect(screen.getByRole('button', { name: 'jk' })).toBeInTheDocument();
  });

  it('only shows the texts when read-only', () => {
    render(<Harness readOnly initial={[newAnnotation('a1', 1, { x: 0, y: 0 }, 'Seen')]} />);
    expect(screen.queryByRole('button', { name: 'Add text' })).not.toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Seen' }), { key: 'Delete' });
    expect(data()).toHaveLength(1);
  });

  it('says when the file cannot be shown', () => {
    pageImage.current = { status: 'error', message: 'This file could not be shown. Download it to look at it.' };
    render(<Harness />);
    expect(screen.getByText('This file could not be shown. Download it to look at it.')).toBeInTheDocument();
  });
});
