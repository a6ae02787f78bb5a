import type { ComponentType, SVGProps } from 'react';
import {
  ChatLeftText,
  FileEarmarkRichtext,
  InputCursorText,
  Link45deg,
  Mic,
  Paperclip,
  Spellcheck,
  TextParagraph,
  UiRadios,
} from 'react-bootstrap-icons';
import { MATERIAL_TYPE_LABELS, type MaterialType } from '@/domain/lesson-content/material-types';

const ICONS: Readonly<Record<MaterialType, ComponentType<SVGProps<SVGSVGElement>>>> = {
  FREE_TEXT: TextParagraph,
  ATTACH_FILES: Paperclip,
  TEXT_MEDIA: FileEarmarkRichtext,
  LINK: Link45deg,
  FREE_RESPONSE: ChatLeftText,
  FITB: InputCursorText,
  MULTIPLE_CHOICE: UiRadios,
  ERROR_EDITING: Spellcheck,
  VOICE_RESPONSE: Mic,
};

/** The type's icon with its label as a tooltip; screen readers get the label from the row instead. */
export function MaterialTypeIcon({ type }: { type: MaterialType }) {
  const Icon = ICONS[type];
  return (
    <span className="lesson-sidebar-type" title={MATERIAL_TYPE_LABELS[type]}>
      <Icon aria-hidden="true" />
    </span>
  );
}
