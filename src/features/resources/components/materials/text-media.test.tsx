import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { textMediaModule } from '@/features/resources/components/materials/text-media-module';
import { renderContentMaterialForm } from '../../../../../tests/resources/content-material-form';

// jsdom has no layout; ProseMirror measures ranges to scroll the selection into view.
beforeAll(() => {
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

/** The lazy editor, once loaded (its placeholder, a read-only text box, carries the same name). */
async function findEditor(): Promise<HTMLElement> {
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAttribute('contenteditable', 'true'),
  );
  return screen.getByRole('textbox', { name: 'Content' });
}

describe('Text/Media material', () => {
  it('create: loads the rich-text editor, empty, and asks for content', async () => {
    const { user, submitted } = renderContentMaterialForm(textMediaModule.Fields, {
      materialType: 'TEXT_MEDIA',
      title: 'Halves',
      content: textMediaModule.emptyContent(),
    });
    const editor = await findEditor();
    expect(screen.getByRole('toolbar', { name: 'Content formatting' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Content is required.')).toBeInTheDocument();
    await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'));
    expect(editor).toHaveAccessibleDescription('Content is required.');
    expect(submitted).toHaveLength(0);
  });

  it('update: shows the stored rich text in the editor and saves it unchanged', async () => {
    const html = '<h2>Halves</h2><p>One of <strong>two</strong> equal parts.</p>';
    const { user, submitted } = renderContentMaterialForm(textMediaModule.Fields, {
      materialType: 'TEXT_MEDIA',
      title: 'Halves',
      content: { html },
    });
    const editor = await findEditor();
    expect(editor).toHaveTextContent('HalvesOne of two equal parts.');
    expect(screen.getByRole('button', { name: 'Heading' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.content).toEqual({ html });
  });

  it('view: shows the rich text sanitized', () => {
    const { container } = render(
      <textMediaModule.View
        content={{
          html: '<h2>Halves</h2><p onclick="steal()">Read <a href="javascript:alert(1)">this</a></p><script>alert(1)</script>',
        }}
        showAnswers={false}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Halves' })).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/script|onclick|javascript/);
  });
});
