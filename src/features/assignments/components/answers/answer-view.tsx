import type { Answer } from '@/domain/lesson-content/answers';
import type { MarkedMaterial } from '@/domain/lesson-content/marking';
import { AttachFilesAnswer, type AnnotationBinding } from './attach-files-answer';
import { ErrorEditingAnswer } from './error-editing-answer';
import { FillInTheBlankAnswer } from './fill-in-the-blank-answer';
import { FreeResponseAnswer } from './free-response-answer';
import { MultipleChoiceAnswer } from './multiple-choice-answer';
import { VoiceResponseAnswer } from './voice-response-answer';
import './answers.css';

export interface AnswerViewProps extends AnnotationBinding {
  material: MarkedMaterial;
  answer: Answer | null;
}

/** The student's answer to one question, read-only, with what marking needs (the key, the model answer). */
export function AnswerView({ material, answer, ...annotation }: AnswerViewProps) {
  switch (material.materialType) {
    case 'MULTIPLE_CHOICE':
      return (
        <MultipleChoiceAnswer
          content={material.content}
          answer={answer?.materialType === 'MULTIPLE_CHOICE' ? answer.answer : null}
        />
      );
    case 'FITB':
      return <FillInTheBlankAnswer content={material.content} answer={answer?.materialType === 'FITB' ? answer.answer : null} />;
    case 'FREE_RESPONSE':
      return (
        <FreeResponseAnswer
          content={material.content}
          answer={answer?.materialType === 'FREE_RESPONSE' ? answer.answer : null}
        />
      );
    case 'ERROR_EDITING':
      return (
        <ErrorEditingAnswer
          content={material.content}
          answer={answer?.materialType === 'ERROR_EDITING' ? answer.answer : null}
        />
      );
    case 'VOICE_RESPONSE':
      return (
        <VoiceResponseAnswer
          content={material.content}
          answer={answer?.materialType === 'VOICE_RESPONSE' ? answer.answer : null}
        />
      );
    case 'ATTACH_FILES':
      return (
        <AttachFilesAnswer
          content={material.content}
          answer={answer?.materialType === 'ATTACH_FILES' ? answer.answer : null}
          {...annotation}
        />
      );
    default:
      // Text/Media, Free Text and Link are read, not answered.
      return null;
  }
}
