import { useFileObjectUrl } from '@/entities/uploaded-file/uploaded-file';
import type { AnswerViewProps } from './answer-types';
import { NoAnswer } from './no-answer';

/** The recording, played from an object URL of the bytes fetched with the token (never a token in a URL). */
export function VoiceResponseAnswer({ content, answer }: AnswerViewProps<'VOICE_RESPONSE'>) {
  const { url, isError } = useFileObjectUrl(answer?.fileId ?? null);
  return (
    <div>
      <p className="mb-2 answer-prompt">{content.prompt}</p>
      {answer === null ? <NoAnswer /> : null}
      {answer !== null && isError ? <p className="text-danger small mb-0">The recording could not be loaded.</p> : null}
      {answer !== null && !isError && url === null ? (
        <p className="text-body-secondary small mb-0" role="status">
          Loading the recording…
        </p>
      ) : null}
      {answer !== null && url !== null ? (
        <figure className="mb-0">
          <audio controls src={url} preload="metadata" className="answer-audio">
            <track kind="captions" />
          </audio>
          <figcaption className="small text-body-secondary">
            Recording, {Math.round(answer.durationSeconds)} s (at most {content.maxDurationSeconds} s)
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
