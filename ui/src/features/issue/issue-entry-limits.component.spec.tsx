import {
  ISSUE_DESCRIPTION_MAX,
  type IssueFormInput,
  issueFormDefaults,
  PHOTO_SIZE_HINT_BYTES,
} from '@fairwrench/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { type FlowStorage, memoryStorage } from '../../flow/flow-storage';
import { readIssueImages } from '../../flow/saved-drafts';
import { DescriptionField } from './description-field';
import { PhotoUpload } from './photo-upload';
import { useIssuePhotos } from './use-issue-photos';

/** A picked file of a given size, without allocating it: jsdom reads `size` as given. */
function picked(name: string, type: string, size = 1024): File {
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function Photos({ local }: { local: FlowStorage }) {
  const { photos, refused, full, add, remove } = useIssuePhotos(local);
  return (
    <PhotoUpload photos={photos} refused={refused} full={full} onAdd={add} onRemove={remove} />
  );
}

function pick(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files } });
}

describe('photos are checked when picked', () => {
  beforeAll(() => {
    URL.createObjectURL = () => 'blob:thumbnail';
    URL.revokeObjectURL = () => undefined;
    // jsdom's Blob has no arrayBuffer(); the draft encodes photos with it, as browsers do.
    Blob.prototype.arrayBuffer ??= function (this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
        reader.readAsArrayBuffer(this);
      });
    };
  });

  it('names a photo over 10 MB, keeps it out of the form and out of the saved draft', async () => {
    const local = memoryStorage();
    render(<Photos local={local} />);
    pick([
      picked('engine bay.jpg', 'image/jpeg', 30 * 1024 * 1024),
      picked('tire.png', 'image/png'),
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      '"engine bay.jpg" was not added: it is 30.0 MB, and each photo must be at most 10 MB.',
    );
    expect(screen.getByText('1 of 5 photos added')).toBeTruthy();
    await waitFor(() =>
      expect(readIssueImages(local).map((image) => image.filename)).toEqual(['tire.png']),
    );
    expect(
      screen.getByRole('button', { name: 'Choose photos' }).getAttribute('aria-describedby'),
    ).toContain('photos-refused');
  });

  it('says "10.1 MB" for a photo just over the limit, never "10.0"', async () => {
    render(<Photos local={memoryStorage()} />);
    pick([picked('a.jpg', 'image/jpeg', PHOTO_SIZE_HINT_BYTES + 1)]);
    expect((await screen.findByRole('alert')).textContent).toContain('it is 10.1 MB');
  });

  it('accepts a photo of exactly 10 MB', () => {
    render(<Photos local={memoryStorage()} />);
    pick([picked('a.jpg', 'image/jpeg', PHOTO_SIZE_HINT_BYTES)]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('1 of 5 photos added')).toBeTruthy();
  });

  it('names a file of a type the API does not store, and one past the five-photo limit', async () => {
    render(<Photos local={memoryStorage()} />);
    const five = Array.from({ length: 5 }, (_, i) => picked(`p${i}.png`, 'image/png'));
    pick([picked('IMG_0001.HEIC', 'image/heic'), ...five, picked('sixth.png', 'image/png')]);

    const items = (await screen.findByRole('alert')).querySelectorAll('li');
    expect(Array.from(items, (item) => item.textContent)).toEqual([
      '"IMG_0001.HEIC" was not added: only PNG, JPEG, GIF or WebP images can be uploaded.',
      '"sixth.png" was not added: you can add at most 5 photos.',
    ]);
    expect(screen.getByText('5 of 5 photos added')).toBeTruthy();
  });

  it('clears the message on the next pick that is all fine', async () => {
    render(<Photos local={memoryStorage()} />);
    pick([picked('notes.txt', 'text/plain')]);
    await screen.findByRole('alert');
    pick([picked('ok.png', 'image/png')]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('drops a saved photo the form would refuse today when the draft is restored', () => {
    const local = memoryStorage({
      issueImages: JSON.stringify([
        { base64: 'data:image/png;base64,iVBORw==', filename: 'kept.png' },
        { base64: 'data:image/tiff;base64,SUkqAA==', filename: 'scan.tiff' },
      ]),
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Photos local={local} />);
    expect(screen.getByText('1 of 5 photos added')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"scan.tiff" was not added'));
    logged.mockRestore();
  });
});

function Description({ children }: { children?: ReactNode }) {
  const form = useForm<IssueFormInput>({ defaultValues: issueFormDefaults });
  return (
    <FormProvider {...form}>
      <DescriptionField />
      {children}
    </FormProvider>
  );
}

function type(text: string) {
  act(() => {
    fireEvent.change(screen.getByRole('textbox', { name: 'Describe the issue' }), {
      target: { value: text },
    });
  });
}

const announcer = () => screen.getByTestId('description-announcer');

describe('the description counter', () => {
  it('counts as the owner types and is part of the field description', () => {
    render(<Description />);
    const textbox = screen.getByRole('textbox', { name: 'Describe the issue' });
    expect(screen.getByText('0 of 5,000 characters')).toBeTruthy();
    type('Squeals when braking');
    const hint = document.getElementById(textbox.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toBe('20 of 5,000 characters');
  });

  it('stays quiet far from the limit and speaks politely near it', () => {
    render(<Description />);
    expect(announcer().getAttribute('aria-live')).toBe('polite');
    type('x'.repeat(4400));
    expect(announcer().textContent).toBe('');
    type('x'.repeat(4600));
    expect(announcer().textContent).toBe('At most 500 characters left.');
    type('x'.repeat(4601));
    expect(announcer().textContent).toBe('At most 500 characters left.'); // same words: not spoken again
    type('x'.repeat(4960));
    expect(announcer().textContent).toBe('At most 50 characters left.');
    type('x'.repeat(ISSUE_DESCRIPTION_MAX));
    expect(announcer().textContent).toBe('Limit reached: 5,000 characters.');
  });

  it('says by how much a paste goes over, without cutting it', () => {
    render(<Description />);
    type('x'.repeat(ISSUE_DESCRIPTION_MAX + 120));
    expect(screen.getByText('120 characters over the 5,000 limit')).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'Describe the issue' }) as HTMLTextAreaElement).value,
    ).toHaveLength(ISSUE_DESCRIPTION_MAX + 120);
  });
});
