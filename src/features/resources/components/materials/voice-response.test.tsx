import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MaterialContent } from '@/domain/lesson-content/material-content';
import { MaterialTestForm } from '@/features/resources/components/materials/test-harness';
import { voiceResponseModule } from '@/features/resources/components/materials/voice-response';

const { Fields, View, emptyContent } = voiceResponseModule;

const saved: MaterialContent<'VOICE_RESPONSE'> = {
  prompt: 'Read the poem aloud.',
  maxDurationSeconds: 90,
  maxMark: 5,
};

function renderFields(content: MaterialContent<'VOICE_RESPONSE'>) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(
    <MaterialTestForm defaultValues={{ materialType: 'VOICE_RESPONSE', title: 'Poem', content }} onSubmit={onSubmit}>
      <Fields disabled={false} />
    </MaterialTestForm>,
  );
  return { onSubmit, user };
}

describe('Voice Response fields', () => {
  it('create: an empty prompt and a length out of range show the schema messages', async () => {
    const { onSubmit, user } = renderFields(emptyContent());
    const length = screen.getByLabelText('Maximum recording length (seconds)');
    expect(length).toHaveAccessibleDescription('That is 1 min. From 5 seconds to 10 min.');
    await user.clear(length);
    await user.type(length, '4');
    await user.click(screen.getByRole('button', { name: 'Save material' }));
    expect(await screen.findByText('Prompt is required.')).toBeInTheDocument();
    expect(screen.getByText('Maximum recording length must be at least 5 seconds.')).toBeInTheDocument();
    await user.type(length, '000');
    expect(await screen.findByText('Maximum recording length can be at most 600 seconds.')).toBeInTheDocument();
    await user.clear(length);
    expect(await screen.findByText('Maximum recording length must be a number.')).toBeInTheDocument();
    await user.type(length, '30.5');
    expect(await screen.findByText('Maximum recording length must be whole seconds.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the length in minutes as it is typed, and sends numbers', async () => {
    const { onSubmit, user } = renderFields(emptyContent());
    await user.type(screen.getByLabelText('Prompt'), 'Describe your weekend.');
    const length = screen.getByLabelText('Maximum recording length (seconds)');
    await user.clear(length);
    await user.type(length, '150');
    expect(screen.getByText(/That is 2 min 30 s\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save material' }));
    expect(onSubmit.mock.calls[0]?.[0].content).toEqual({
      prompt: 'Describe your weekend.',
      maxDurationSeconds: 150,
      maxMark: 1,
    });
  });

  it('update: saved content round-trips unchanged', async () => {
    const { onSubmit, user } = renderFields(saved);
    await user.click(screen.getByRole('button', { name: 'Save material' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { materialType: 'VOICE_RESPONSE', title: 'Poem', content: saved },
      expect.anything(),
    );
  });
});

describe('Voice Response view', () => {
  it.each([true, false])(
    'shows the prompt, the limit and a disabled Record button (answers shown: %s)',
    (showAnswers) => {
      render(<View content={saved} showAnswers={showAnswers} />);
      expect(screen.getByText('Read the poem aloud.')).toBeInTheDocument();
      expect(screen.getByText('Recordings can be up to 1 min 30 s long.')).toBeInTheDocument();
      const record = screen.getByRole('button', { name: 'Record' });
      expect(record).toBeDisabled();
      expect(record).toHaveAccessibleDescription(
        'Students record their answer here. Recording is not available in this view.',
      );
      expect(screen.getByText('Out of 5 marks')).toBeInTheDocument();
    },
  );
});
