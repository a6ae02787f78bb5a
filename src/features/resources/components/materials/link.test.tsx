import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkModule } from '@/features/resources/components/materials/link-module';
import { renderContentMaterialForm } from '../../../../../tests/resources/content-material-form';

const UNSAFE = 'Enter a full web address starting with http:// or https://.';

describe('Link material', () => {
  it('create: asks for the address, refuses javascript: and other non-web addresses inline, then saves', async () => {
    const { user, submitted } = renderContentMaterialForm(linkModule.Fields, {
      materialType: 'LINK',
      title: 'Fraction wall',
      content: linkModule.emptyContent(),
    });
    const address = screen.getByLabelText('Link address');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Link address is required.')).toBeInTheDocument();
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(UNSAFE)).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(UNSAFE);
    await user.clear(address);
    await user.type(address, 'ftp://files.example.org/wall.pdf');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(UNSAFE)).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'https://mathsbot.example.org/wall');
    await user.type(screen.getByLabelText('Description (optional)'), 'Drag the bars.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.content).toEqual({ url: 'https://mathsbot.example.org/wall', description: 'Drag the bars.' });
    expect(screen.queryByText(UNSAFE)).not.toBeInTheDocument();
  });

  it('update: shows the stored address and description', () => {
    renderContentMaterialForm(linkModule.Fields, {
      materialType: 'LINK',
      title: 'Fraction wall',
      content: { url: 'https://mathsbot.example.org/wall', description: 'Drag the bars.' },
    });
    expect(screen.getByLabelText('Link address')).toHaveValue('https://mathsbot.example.org/wall');
    expect(screen.getByLabelText('Description (optional)')).toHaveValue('Drag the bars.');
  });

  it('view: opens in a new tab without an opener, showing where it goes', () => {
    render(
      <linkModule.View
        content={{ url: 'https://mathsbot.example.org/wall?x=1', description: 'Drag the bars.' }}
        showAnswers={false}
      />,
    );
    const link = screen.getByRole('link', { name: 'mathsbot.example.org (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://mathsbot.example.org/wall?x=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Drag the bars.')).toBeInTheDocument();
  });

  it('view: never turns a stored non-web address into a link', () => {
    render(<linkModule.View content={{ url: 'javascript:alert(1)', description: '' }} showAnswers={false} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(/cannot be opened/)).toBeInTheDocument();
  });
});
