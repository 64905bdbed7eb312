import { useForm } from 'react-hook-form';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { Field, FieldHint, FieldLabel, fieldControlProps } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { ESTIMATE_TOASTS } from './estimate-messages';
import type { EstimateQuestion } from './simulate-estimate';

interface EstimateFormValues {
  description: string;
  /** File inputs cannot be given a value; react-hook-form reads the picked FileList. */
  image: FileList | null;
}

/**
 * The question and an optional photo of the estimate. An empty question is answered with the
 * spec's toast (not an inline error) and focus goes back to the box to fill in.
 */
export function EstimateForm({ onAnalyze }: { onAnalyze: (question: EstimateQuestion) => void }) {
  const { register, handleSubmit, setFocus } = useForm<EstimateFormValues>({
    defaultValues: { description: '', image: null },
  });

  const submit = handleSubmit(({ description, image }) => {
    if (description.trim() === '') {
      toast(ESTIMATE_TOASTS.missing);
      setFocus('description');
      return;
    }
    const file = image?.[0];
    onAnalyze({ description, image: file && { name: file.name, type: file.type } });
  });

  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
      <Field>
        <FieldLabel htmlFor="description">What would you like to know?</FieldLabel>
        <Textarea
          rows={5}
          placeholder="For example: Is $1,200 a fair price for front brakes on my 2015 Civic?"
          {...register('description')}
          {...fieldControlProps('description')}
        />
      </Field>
      <Field>
        <FieldLabel htmlFor="image">Photo of the estimate (optional)</FieldLabel>
        <Input
          type="file"
          accept="image/*"
          {...register('image')}
          {...fieldControlProps('image', undefined, true)}
        />
        <FieldHint id="image-hint">
          An image of the written estimate. It stays in your browser: this page sends nothing.
        </FieldHint>
      </Field>
      <div>
        <Button type="submit">Analyze Estimate</Button>
      </div>
    </form>
  );
}
