import { ERASURE_CONFIRMATION, type ErasureReceipt } from '@fairwrench/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { eraseMyData } from '../../api/my-data';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, FieldError, FieldLabel, fieldControlProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { isErasureConfirmed } from './erase-model';

const TYPE_IT = `Type ${ERASURE_CONFIRMATION} in capitals to confirm`;

/**
 * The confirmation step: a modal alert dialog (the platform's <dialog>, which traps focus,
 * closes on Escape and gives focus back) where the owner types the word before anything is
 * erased. Nothing is sent until the word is right.
 */
export function EraseMyData({ onErased }: { onErased: (receipt: ErasureReceipt) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [erasing, setErasing] = useState(false);

  const open = () => {
    setTyped('');
    setError(undefined);
    setFailure(null);
    dialog.current?.showModal();
  };

  const erase = async (event: FormEvent) => {
    event.preventDefault();
    if (!isErasureConfirmed(typed)) return setError(TYPE_IT);
    setErasing(true);
    setFailure(null);
    try {
      const receipt = await eraseMyData();
      dialog.current?.close();
      onErased(receipt);
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : String(caught));
      setErasing(false);
    }
  };

  return (
    <section className="your-data__section your-data__erase" aria-labelledby="erase-title">
      <h2 id="erase-title" className="your-data__heading">
        Delete my data
      </h2>
      <p>
        Erases everything above that identifies you: your name, e-mail, phone number, what you wrote
        and your photos. Shops that received your details are told to delete them. This cannot be
        undone.
      </p>
      <div>
        <Button variant="outline" className="btn--danger" onClick={open}>
          Delete my data...
        </Button>
      </div>
      <dialog
        ref={dialog}
        className="card your-data__dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <form className="stack" onSubmit={(event) => void erase(event)} noValidate>
          <h2 id={titleId} className="your-data__heading">
            Delete all your data?
          </h2>
          <p id={textId}>
            Your details will be erased for good and this browser&apos;s session ends. To confirm,
            type {ERASURE_CONFIRMATION} below.
          </p>
          {failure && (
            <Alert variant="destructive" title="Your data was not deleted">
              <p>{failure}</p>
            </Alert>
          )}
          <Field>
            <FieldLabel htmlFor="erase-confirm">Type {ERASURE_CONFIRMATION} to confirm</FieldLabel>
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              {...fieldControlProps('erase-confirm', error)}
            />
            <FieldError id="erase-confirm-error" message={error} />
          </Field>
          <div className="row">
            <Button variant="outline" onClick={() => dialog.current?.close()} disabled={erasing}>
              Cancel
            </Button>
            <Button type="submit" className="btn--danger-solid" disabled={erasing}>
              {erasing ? 'Deleting...' : 'Delete my data'}
            </Button>
          </div>
        </form>
      </dialog>
    </section>
  );
}
