import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freeTextModule } from '@/features/resources/components/materials/free-text-module';
import { renderContentMaterialForm } from '../../../../../tests/resources/content-material-form';

describe('Free Text material', () => {
  it('create: starts empty, asks for the text, then saves what was typed', async () => {
    const { user, submitted } = renderContentMaterialForm(freeTextModule.Fields, {
      materialType: 'FREE_TEXT',
      title: 'Read first',
      content: freeTextModule.emptyContent(),
    });
    const text = screen.getByLabelText('Text');
    expect(text).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Text is required.')).toBeInTheDocument();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    await user.type(text, 'A half is one of two equal parts.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual({
      materialType: 'FREE_TEXT',
      title: 'Read first',
      content: { text: 'A half is one of two equal parts.' },
    });
  });

  it('update: shows the stored text, and is read-only while disabled', () => {
    renderContentMaterialForm(
      freeTextModule.Fields,
      {
        materialType: 'FREE_TEXT',
        title: 'Read first',
        content: { text: 'Stored text' },
      },
      { disabled: true },
    );
    expect(screen.getByLabelText('Text')).toHaveValue('Stored text');
    expect(screen.getByLabelText('Text')).toBeDisabled();
  });

  it('view: keeps the line breaks as typed', () => {
    render(<freeTextModule.View content={{ text: 'Line one\nLine two' }} showAnswers={false} />);
    const paragraph = screen.getByText(/Line one/);
    expect(paragraph.textContent).toBe('Line one\nLine two');
    expect(paragraph).toHaveStyle({ whiteSpace: 'pre-wrap' });
  });
});
