import type { IssueFormInput, IssueType } from '@fairwrench/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field, FieldError, FieldLabel, fieldControlProps } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';

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

export function DescriptionField() {
  const { control, register, formState } = useFormContext<IssueFormInput>();
  const issueType = useWatch({ control, name: 'issueType' });
  const error = formState.errors.issueDescription?.message;
  return (
    <Field>
      <FieldLabel htmlFor="issueDescription">Describe the issue</FieldLabel>
      <Textarea
        rows={6}
        placeholder={PLACEHOLDERS[issueType]}
        {...register('issueDescription')}
        {...fieldControlProps('issueDescription', error)}
      />
      <FieldError id="issueDescription-error" message={error} />
    </Field>
  );
}
