import { FEEDBACK_MAX_LENGTH } from '@fairwrench/contracts';
import { type FormEvent, useState } from 'react';
import { postFeedback } from '../../api/feedback';
import { toast } from '../../components/toast/toast-store';
import { Button } from '../../components/ui/button';
import { Field, FieldHint, FieldLabel } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { useFlowSelector } from '../../flow/flow-provider';
import { canSubmitFeedback, FEEDBACK_TOASTS } from './confirmation-model';

/**
 * Free-text feedback about the issue. One box and a button that stays disabled until there
 * is something to send, so no validation message is needed (section 5).
 */
export function FeedbackBox() {
  const issueId = useFlowSelector((snapshot) => snapshot.context.flow.issueId);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const enabled = canSubmitFeedback({ text, issueId, sending });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!enabled || !issueId) return;
    setSending(true);
    try {
      await postFeedback({ issueId, feedback: text.trim() });
      toast(FEEDBACK_TOASTS.sent);
      setText('');
    } catch {
      toast(FEEDBACK_TOASTS.failed);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="feedback card" onSubmit={(event) => void submit(event)}>
      <Field>
        <FieldLabel htmlFor="feedback" className="feedback__label">
          Share your feedback
        </FieldLabel>
        <FieldHint id="feedback-hint">
          How was your experience? Tell us what helped and what we could do better.
        </FieldHint>
        <Textarea
          id="feedback"
          name="feedback"
          rows={4}
          maxLength={FEEDBACK_MAX_LENGTH}
          aria-describedby="feedback-hint"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <Button type="submit" disabled={!enabled}>
        {sending ? 'Submitting...' : 'Submit Feedback'}
      </Button>
    </form>
  );
}
