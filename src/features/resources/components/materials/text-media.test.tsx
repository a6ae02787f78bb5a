import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { textMediaModule } from '@/features/resources/components/materials/text-media-module';
import { IMAGE_ALT_REQUIRED_MESSAGE } from '@/domain/lesson-content/rich-text-media';
import { setAccessToken } from '@/lib/auth-token';
import { server } from '@/mocks/node';
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

  describe('pictures and videos (issue 21 §9)', () => {
    const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]);
    const uploads: string[] = [];
    const reads: (string | null)[] = [];
    beforeEach(() => {
      uploads.length = 0;
      reads.length = 0;
      setAccessToken('test-token');
      vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:picture-1');
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      server.use(
        http.post('*/api/files', () => {
          uploads.push('halves.png');
          return HttpResponse.json([{ id: 'file-halves', fileName: 'halves.png', mimeType: 'image/png', size: 10, entityType: 'LessonBuilder' }], { status: 201 });
        }),
        http.get('*/api/files/:fileId/content', ({ request, params }) => {
          reads.push(request.headers.get('Authorization'));
          return params.fileId === 'file-halves' ? new HttpResponse(PNG_BYTES, { headers: { 'Content-Type': 'image/png' } }) : new HttpResponse(null, { status: 404 });
        }),
      );
    });
    afterEach(() => {
      vi.restoreAllMocks();
      setAccessToken(null);
    });

    it('insert: uploads a picture only with alt text, adds a YouTube link, shows both in the editor and saves them', async () => {
      const { user, submitted } = renderContentMaterialForm(textMediaModule.Fields, {
        materialType: 'TEXT_MEDIA',
        title: 'Halves',
        content: { html: '<p>Look:</p>' },
      });
      await findEditor();
      await user.click(screen.getByRole('button', { name: 'Picture' }));
      const pictureForm = screen.getByRole('group', { name: 'Insert a picture' });
      await userEvent.setup({ applyAccept: false }).upload(within(pictureForm).getByLabelText(/^Picture/), new File([PNG_BYTES], 'halves.png', { type: 'image/png' }));
      await user.click(within(pictureForm).getByRole('button', { name: 'Insert picture' }));
      expect(await within(pictureForm).findByText(IMAGE_ALT_REQUIRED_MESSAGE)).toBeInTheDocument();
      expect(uploads).toEqual([]);
      await user.click(within(pictureForm).getByLabelText('Description (alt text)'));
      await user.paste('Two halves of a pizza');
      await user.click(within(pictureForm).getByRole('button', { name: 'Insert picture' }));
      const picture = await screen.findByRole('img', { name: 'Two halves of a pizza' });
      await waitFor(() => expect(picture).toHaveAttribute('src', 'blob:picture-1'));
      expect(reads).toEqual(['Bearer test-token']);
      expect(screen.queryByRole('group', { name: 'Insert a picture' })).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Video or link card' }));
      const embedForm = screen.getByRole('group', { name: 'Insert a video or link card' });
      await user.paste('javascript:alert(1)');
      await user.click(within(embedForm).getByRole('button', { name: 'Insert video or link' }));
      expect(within(embedForm).getByText('Enter a full web address starting with http:// or https://.')).toBeInTheDocument();
      await user.clear(within(embedForm).getByRole('textbox'));
      await user.paste('https://youtu.be/dQw4w9WgXcQ');
      await user.click(within(embedForm).getByRole('button', { name: 'Insert video or link' }));
      expect(await screen.findByTitle('YouTube video')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');

      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(submitted).toHaveLength(1));
      expect(submitted[0]?.content).toEqual({
        html: '<p><img src="/files/file-halves/content" alt="Two halves of a pizza"></p><div data-embed-url="https://youtu.be/dQw4w9WgXcQ"></div><p>Look:</p>',
      });
    });

    it('view: shows the picture fetched with the token, the video as a player and another address as a link card', async () => {
      render(
        <textMediaModule.View
          content={{
            html:
              '<p><img src="/files/file-halves/content" alt="Two halves of a pizza"></p><div data-embed-url="https://vimeo.com/76979871"></div>' +
              '<div data-embed-url="https://example.org/fractions"></div><iframe src="https://evil.example/"></iframe>',
          }}
          showAnswers={false}
        />,
      );
      await waitFor(() => expect(screen.getByRole('img', { name: 'Two halves of a pizza' })).toHaveAttribute('src', 'blob:picture-1'));
      expect(reads).toEqual(['Bearer test-token']);
      expect(screen.getByTitle('Vimeo video')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1');
      expect(screen.getByRole('link', { name: /example\.org/ })).toHaveAttribute('href', 'https://example.org/fractions');
      expect(document.querySelectorAll('iframe')).toHaveLength(1);
    });
  });
});
