import type { Shop } from '@fairwrench/contracts';
import { useState } from 'react';
import { ShopList } from '../../../components/shop-card';
import { SHOP_TEST_MESSAGES } from '../shop-search/shop-search-result';
import { ZipSearchForm } from '../shop-search/zip-search-form';
import { Alert } from '../../../components/ui/alert';
import { betterShopsForZip, sampleRegionForZip, sampleShopsForZip } from './sample-shops';

interface SampleResult {
  readonly zipCode: string;
  readonly region: string;
  readonly shops: readonly Shop[];
}

const PICKERS = { all: sampleShopsForZip, better: betterShopsForZip } as const;

/** The ZIP form over the hard-coded sample shops: chosen in the browser, no call is made. */
export function SampleShopsPanel({
  pick,
  defaultZip,
}: {
  pick: keyof typeof PICKERS;
  defaultZip: string;
}) {
  const [result, setResult] = useState<SampleResult | null>(null);
  const show = (zipCode: string) =>
    setResult({
      zipCode,
      region: sampleRegionForZip(zipCode).label,
      shops: PICKERS[pick](zipCode),
    });

  return (
    <>
      <ZipSearchForm defaultZip={defaultZip} onSearch={show} />
      <section
        className="dev-test__section"
        aria-labelledby="sample-shop-results"
        aria-live="polite"
      >
        <h2 id="sample-shop-results">Results</h2>
        {!result && <p className="muted">Enter a ZIP code and search to list sample shops.</p>}
        {result && (
          <p data-testid="sample-region">
            Sample shops for <strong>{result.region}</strong> (ZIP {result.zipCode})
          </p>
        )}
        {result && result.shops.length === 0 && (
          <Alert variant="info" title={SHOP_TEST_MESSAGES.empty} />
        )}
        {result && result.shops.length > 0 && (
          <ShopList shops={result.shops} label={`${result.shops.length} shops`} />
        )}
      </section>
    </>
  );
}
