import {
  type IssueFormInput,
  type IssueFormValues,
  issueFormDefaults,
  issueFormSchema,
} from '@fairwrench/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useFlowSelector, useFlowSend } from '../../flow/flow-provider';
import { readIssueDraft, saveIssueDraft } from '../../flow/saved-drafts';
import { AnalyzingOverlay } from './analyzing-overlay';
import { DescriptionField } from './description-field';
import { IssueTypeField } from './issue-type-field';
import { PhotoUpload } from './photo-upload';
import { useIssuePhotos } from './use-issue-photos';
import './issue-form.css';

/**
 * The issue step's form. Field values live in react-hook-form, photos in useIssuePhotos, and
 * both are saved to browser storage as they change (section 4), so Back, a reload or browser
 * Back loses nothing. The machine gets both on Analyze, runs the analysis and moves on.
 */
export function IssueForm() {
  const send = useFlowSend();
  const local = useFlowSelector((snapshot) => snapshot.context.local);
  const analyzing = useFlowSelector((snapshot) => snapshot.hasTag('busy'));
  const error = useFlowSelector((snapshot) =>
    snapshot.matches({ issueDetails: 'failed' }) ? snapshot.context.error : null,
  );
  const [defaultValues] = useState(() => readIssueDraft(local) ?? issueFormDefaults);
  const form = useForm<IssueFormInput, unknown, IssueFormValues>({
    resolver: zodResolver(issueFormSchema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { photos, refused, full, add, remove } = useIssuePhotos(local);
  useEffect(() => {
    const subscription = form.watch((draft) =>
      saveIssueDraft(local, {
        issueType: draft.issueType ?? '',
        issueDescription: draft.issueDescription ?? '',
      }),
    );
    return () => subscription.unsubscribe();
  }, [form, local]);

  const analyze = form.handleSubmit((values) => {
    saveIssueDraft(local, values);
    send({ type: 'ISSUE.SUBMIT', form: values, photos: photos.map((photo) => photo.file) });
  });
  const back = () => {
    saveIssueDraft(local, form.getValues());
    send({ type: 'BACK' });
  };

  return (
    <FormProvider {...form}>
      <form className="issue-form stack" noValidate onSubmit={(event) => void analyze(event)}>
        {error && (
          <Alert variant="destructive" title={error.title}>
            <p>{error.description}</p>
          </Alert>
        )}
        <IssueTypeField />
        <DescriptionField />
        <PhotoUpload photos={photos} refused={refused} full={full} onAdd={add} onRemove={remove} />
        <div className="actions">
          <Button variant="outline" onClick={back} disabled={analyzing}>
            Back
          </Button>
          <Button type="submit" disabled={analyzing}>
            Analyze
          </Button>
        </div>
      </form>
      {analyzing && <AnalyzingOverlay />}
    </FormProvider>
  );
}
