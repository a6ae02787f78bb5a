import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VoiceResponseAnswer } from './voice-response-answer';

// The bytes come with the token through the file-content query; here its object URL stands in.
const objectUrl = vi.hoisted(() => ({ current: { url: null as string | null, isError: false } }));
vi.mock('@/entities/uploaded-file/uploaded-file', () => ({ useFileObjectUrl: () => objectUrl.current }));

const content = { prompt: 'Read the first paragraph aloud.', maxDurationSeconds: 90, maxMark: 5 };

describe('VoiceResponseAnswer', () => {
  it('plays the recording from an object URL in an audio player with its length', () => {
    objectUrl.current = { url: 'blob:clip', isError: false };
    const { container } = render(<VoiceResponseAnswer content={content} answer={{ fileId: 'f-1', durationSeconds: 12.4 }} />);
    const audio = container.querySelector('audio');
    expect(audio).toHaveAttribute('src', 'blob:clip');
    expect(audio).toHaveAttribute('controls');
    expect(screen.getByText('Recording, 12 s (at most 90 s)')).toBeInTheDocument();
  });

  it('says when the recording is loading, cannot be loaded, or was never made', () => {
    objectUrl.current = { url: null, isError: false };
    const { rerender } = render(<VoiceResponseAnswer content={content} answer={{ fileId: 'f-1', durationSeconds: 5 }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the recording…');
    objectUrl.current = { url: null, isError: true };
    rerender(<VoiceResponseAnswer content={content} answer={{ fileId: 'f-2', durationSeconds: 5 }} />);
    expect(screen.getByText('The recording could not be loaded.')).toBeInTheDocument();
    rerender(<VoiceResponseAnswer content={content} answer={null} />);
    expect(screen.getByText('No answer given.')).toBeInTheDocument();
  });
});
