import { ISSUE_DESCRIPTION_MAX, type IssueFormInput, type IssueType } from '@fairwrench/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field, FieldError, FieldLabel, fieldControlProps } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { counterAnnouncement, counterText } from './description-counter';

/** What a useful description looks like for each kind of help. */
const PLACEHOLDERS: Record<IssueType | '', string> = {
  '': 'Describe what is happening with your vehicle.',
  symptoms:
    'Describe the symptoms: noises, smells, warning lights, when it happens (cold start, braking, turning) and since when.',
  estimate:
    'List the repairs and prices on the shop estimate, or upload a photo of it below, and tell us what worries you.',
  collision: 'Describe the damage: where the vehicle was hit, what is dented, scratched or broken.',
  parts: 'Which parts need replacing, and why? Include any part numbers or quotes you have.',
};

/**
 * The description with a live counter: the count is part of the field's description
 * (aria-describedby, read when the field is focused), and a polite live region speaks only
 * near the limit (description-counter.ts). Going over is allowed while typing, so a paste is
 * never cut silently; the counter says by how much, and Analyze shows the contract's message.
 */
export function DescriptionField() {
  const { control, register, formState } = useFormContext<IssueFormInput>();
  const issueType = useWatch({ control, name: 'issueType' });
  const length = useWatch({ control, name: 'issueDescription' }).length;
  const error = formState.errors.issueDescription?.message;
  const controlProps = fieldControlProps('issueDescription', error, true);
  return (
    <Field>
      <FieldLabel htmlFor="issueDescription">Describe the issue</FieldLabel>
      <Textarea
        rows={6}
        placeholder={PLACEHOLDERS[issueType]}
        {...register('issueDescription')}
        {...controlProps}
      />
      <p
        id="issueDescription-hint"
        className={cn('field__hint', length > ISSUE_DESCRIPTION_MAX && 'field__hint--over')}
      >
        {counterText(length)}
      </p>
      <p className="sr-only" aria-live="polite" data-testid="description-announcer">
        {counterAnnouncement(length)}
      </p>
      <FieldError id="issueDescription-error" message={error} />
    </Field>
  );
}
