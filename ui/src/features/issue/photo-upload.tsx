import {
  LIMITS,
  PHOTO_CONTENT_TYPES,
  PHOTO_FORMATS_HINT,
  PHOTO_SIZE_HINT_BYTES,
} from '@fairwrench/contracts';
import { type DragEvent, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { RefusedPhoto } from './photo-files';
import { PhotoThumbnail } from './photo-thumbnail';
import type { HeldPhoto } from './use-issue-photos';

type PhotoUploadProps = {
  photos: readonly HeldPhoto[];
  refused: readonly RefusedPhoto[];
  full: boolean;
  onAdd: (files: Iterable<File>) => void;
  onRemove: (id: number) => void;
};

const HINT = `${PHOTO_FORMATS_HINT.join(', ')} up to ${PHOTO_SIZE_HINT_BYTES / (1024 * 1024)}MB`;

/**
 * Photos by drag and drop or with the file picker. The real file input stays hidden behind a
 * button, so the picker opens from the keyboard and the drop zone looks the same everywhere.
 */
export function PhotoUpload({ photos, refused, full, onAdd, onRemove }: PhotoUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    onAdd(event.dataTransfer.files);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    // Moving over a child element fires dragleave on the zone too; only leaving it counts.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };

  return (
    <div className="field">
      <span className="field__label" id="photos-label">
        Photos (Optional)
      </span>
      <div
        className={cn('dropzone', dragging && 'dropzone--active')}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <p className="dropzone__text">Drag and drop photos here, or</p>
        <Button
          variant="outline"
          disabled={full}
          aria-describedby={cn('photos-label photos-hint', refused.length > 0 && 'photos-refused')}
          onClick={() => input.current?.click()}
        >
          Choose photos
        </Button>
        <input
          ref={input}
          type="file"
          accept={PHOTO_CONTENT_TYPES.join(',')}
          multiple
          hidden
          aria-labelledby="photos-label"
          onChange={(event) => {
            onAdd(event.currentTarget.files ?? []);
            // Cleared so picking the same file again (after removing it) fires a change.
            event.currentTarget.value = '';
          }}
        />
        <p className="field__hint" id="photos-hint">
          {HINT}
        </p>
      </div>
      <RefusedPhotos refused={refused} />
      <p className="photo-count" aria-live="polite">
        {photos.length > 0 && `${photos.length} of ${LIMITS.photosMax} photos added`}
      </p>
      {photos.length > 0 && (
        <ul className="photo-thumbs" aria-label="Added photos">
          {photos.map(({ id, file }) => (
            <PhotoThumbnail key={id} file={file} onRemove={() => onRemove(id)} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** What the last pick left out, each file named; announced at once (role="alert"). */
function RefusedPhotos({ refused }: { refused: readonly RefusedPhoto[] }) {
  if (refused.length === 0) return null;
  return (
    <ul id="photos-refused" className="field__error photo-refusals" role="alert">
      {refused.map(({ name, reason }, index) => (
        <li key={`${index}-${name}`}>{reason}</li>
      ))}
    </ul>
  );
}
