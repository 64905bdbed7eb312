import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, FieldError, FieldLabel, fieldControlProps } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { SHOP_TEST_MESSAGES } from './shop-search-result';

/**
 * Only emptiness is checked here (section 5): the API pages exist to show how the server
 * answers whatever ZIP code is typed, malformed ones included, and the sample pages pick a
 * region from any prefix.
 */
const zipFormSchema = z.object({
  zipCode: z.string().refine((zip) => zip.trim() !== '', SHOP_TEST_MESSAGES.zipRequired),
});
type ZipFormValues = z.infer<typeof zipFormSchema>;

export function ZipSearchForm({
  defaultZip,
  busy = false,
  onSearch,
}: {
  defaultZip: string;
  busy?: boolean;
  onSearch: (zipCode: string) => void;
}) {
  const { register, handleSubmit, formState } = useForm<ZipFormValues>({
    resolver: zodResolver(zipFormSchema),
    defaultValues: { zipCode: defaultZip },
  });
  const error = formState.errors.zipCode?.message;
  const submit = handleSubmit(({ zipCode }) => onSearch(zipCode.trim()));

  return (
    <form className="dev-test__form" onSubmit={(event) => void submit(event)} noValidate>
      <Field>
        <FieldLabel htmlFor="zipCode">ZIP Code</FieldLabel>
        <Input
          inputMode="numeric"
          autoComplete="postal-code"
          {...register('zipCode')}
          {...fieldControlProps('zipCode', error)}
        />
        <FieldError id="zipCode-error" message={error} />
      </Field>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? 'Searching...' : 'Search Shops'}
      </Button>
    </form>
  );
}
