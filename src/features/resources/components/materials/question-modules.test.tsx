import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaterialTestForm } from '@/features/resources/components/materials/test-harness';
import { questionModules } from '@/features/resources/components/materials/question-modules';

describe('questionModules', () => {
  it('has a module for each of the five question types', () => {
    expect(Object.keys(questionModules).sort()).toEqual(
      ['ERROR_EDITING', 'FITB', 'FREE_RESPONSE', 'MULTIPLE_CHOICE', 'VOICE_RESPONSE'].sort(),
    );
  });

  it('disables every control of every type while saving or when the user may not edit', () => {
    const { MULTIPLE_CHOICE, FITB, FREE_RESPONSE, ERROR_EDITING, VOICE_RESPONSE } = questionModules;
    const cases = [
      <MaterialTestForm
        key="mc"
        defaultValues={{
          materialType: 'MULTIPLE_CHOICE',
          title: 'Q',
          content: MULTIPLE_CHOICE.emptyContent(),
        }}
        onSubmit={() => undefined}
      >
        <MULTIPLE_CHOICE.Fields disabled />
      </MaterialTestForm>,
      <MaterialTestForm
        key="fitb"
        defaultValues={{
          materialType: 'FITB',
          title: 'Q',
          content: FITB.emptyContent(),
        }}
        onSubmit={() => undefined}
      >
        <FITB.Fields disabled />
      </MaterialTestForm>,
      <MaterialTestForm
        key="fr"
        defaultValues={{
          materialType: 'FREE_RESPONSE',
          title: 'Q',
          content: FREE_RESPONSE.emptyContent(),
        }}
        onSubmit={() => undefined}
      >
        <FREE_RESPONSE.Fields disabled />
      </MaterialTestForm>,
      <MaterialTestForm
        key="ee"
        defaultValues={{
          materialType: 'ERROR_EDITING',
          title: 'Q',
          content: ERROR_EDITING.emptyContent(),
        }}
        onSubmit={() => undefined}
      >
        <ERROR_EDITING.Fields disabled />
      </MaterialTestForm>,
      <MaterialTestForm
        key="vr"
        defaultValues={{
          materialType: 'VOICE_RESPONSE',
          title: 'Q',
          content: VOICE_RESPONSE.emptyContent(),
        }}
        onSubmit={() => undefined}
      >
        <VOICE_RESPONSE.Fields disabled />
      </MaterialTestForm>,
    ];
    for (const ui of cases) {
      const { unmount } = render(ui);
      const title = screen.getByLabelText('Title');
      const controls = [...document.querySelectorAll('input, textarea, button')].filter(
        (element) => element !== title && element.textContent !== 'Save material',
      );
      expect(controls.length).toBeGreaterThan(1);
      for (const control of controls) expect(control).toBeDisabled();
      unmount();
    }
  });
});
