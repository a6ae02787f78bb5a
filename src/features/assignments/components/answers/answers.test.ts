import { describe, expect, it } from 'vitest';
import { markErrors } from './error-editing-answer';
import { previewKindOf } from './previewable';

describe('previewKindOf', () => {
  it('shows images and PDFs in the page and offers everything else as a download', () => {
    expect(previewKindOf('image/png')).toBe('image');
    expect(previewKindOf('IMAGE/JPEG')).toBe('image');
    expect(previewKindOf('application/pdf')).toBe('pdf');
    // SVG can carry script: a download, never shown.
    expect(previewKindOf('image/svg+xml')).toBe('download');
    expect(previewKindOf('text/html')).toBe('download');
    expect(previewKindOf('application/javascript')).toBe('download');
  });
});

describe('markErrors', () => {
  it('cuts the passage into text and the errors, in reading order, the longer error first at one place', () => {
    expect(markErrors('He go to school and eat rice.', ['eat', 'go', 'go to'])).toEqual([
      { text: 'He ', error: false },
      { text: 'go to', error: true },
      { text: ' school and ', error: false },
      { text: 'eat', error: true },
      { text: ' rice.', error: false },
    ]);
  });

  it('leaves a passage without errors whole', () => {
    expect(markErrors('All fine.', ['wrong', ''])).toEqual([{ text: 'All fine.', error: false }]);
  });
});
