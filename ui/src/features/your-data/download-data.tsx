import type { MyData } from '@fairwrench/contracts';
import { Button } from '../../components/ui/button';
import { dataFileName, dataJson } from './your-data-model';

/** Saves what the API answered as a file, without another request. */
function download(data: MyData): void {
  const url = URL.createObjectURL(new Blob([dataJson(data)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = dataFileName(data);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function DownloadData({ data }: { data: MyData }) {
  return (
    <Button variant="outline" onClick={() => download(data)}>
      Download as JSON
    </Button>
  );
}
