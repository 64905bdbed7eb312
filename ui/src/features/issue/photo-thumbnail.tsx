import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';

/**
 * An object URL for the file while the thumbnail is shown; revoked when the photo is removed
 * or the page unmounts, so a removed photo does not stay in memory.
 */
function useObjectUrl(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

export function PhotoThumbnail({ file, onRemove }: { file: File; onRemove: () => void }) {
  const objectUrl = useObjectUrl(file);
  // The server's Content-Security-Policy allows blob: images for exactly this.
  return (
    <li className="photo-thumb">
      {objectUrl ? (
        <img className="photo-thumb__image" src={objectUrl} alt={file.name} />
      ) : (
        <span className="photo-thumb__image" aria-hidden="true" />
      )}
      <Button
        variant="outline"
        size="icon"
        className="photo-thumb__remove"
        aria-label={`Remove ${file.name}`}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </Button>
    </li>
  );
}
