import Alert from 'react-bootstrap/Alert';

/** Props of {@link SaveErrorAlert}. */
export interface SaveErrorAlertProps {
  messages: readonly string[] | undefined;
  /** What the user should know next, after the messages. */
  suffix?: string;
}

/** Why a save was refused, when the refusal names no student's row; nothing when there is none. */
export function SaveErrorAlert({ messages, suffix }: SaveErrorAlertProps) {
  if (!messages?.length) return null;
  return (
    <Alert variant="danger" className="mt-3 mb-2" role="alert">
      {messages.join(' ')}
      {suffix ? ` ${suffix}` : null}
    </Alert>
  );
}
