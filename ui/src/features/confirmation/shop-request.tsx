import { useId, useState } from 'react';
import {
  CONSENT_TEXTS,
  SHOP_REQUEST_SHARES,
  type Shop,
  type ShopRequestResponse,
} from '@fairwrench/contracts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { formatShortDate } from '../../lib/format';

type Stage =
  | { readonly name: 'idle' }
  | { readonly name: 'confirming' }
  | { readonly name: 'sending' }
  | { readonly name: 'sent'; readonly answer: ShopRequestResponse }
  | { readonly name: 'failed'; readonly reason: string };

/** "409: You opted out ..." as the owner should read it: the API's own sentence. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const sentence = message.replace(/^\d{3}: /, '');
  return sentence && !/^\d{3}$/.test(message)
    ? sentence
    : 'We could not send your request. Please try again.';
}

/**
 * "Send my request" on one shop of the owner's list (ADR 059). Nothing reaches the shop until
 * the owner has read what it will get and confirmed; then only that shop gets it.
 */
export function ShopRequest({
  shop,
  send,
}: {
  shop: Shop;
  send: (shopId: string) => Promise<ShopRequestResponse>;
}) {
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const titleId = useId();
  if (!shop.id) return null;
  const shopId = shop.id;

  const confirm = async () => {
    setStage({ name: 'sending' });
    try {
      setStage({ name: 'sent', answer: await send(shopId) });
    } catch (error) {
      setStage({ name: 'failed', reason: reasonOf(error) });
    }
  };

  if (stage.name === 'sent') {
    return (
      <p className="shop-request__sent" role="status">
        Request sent to {shop.name} on {formatShortDate(stage.answer.requestedAt)}. They will
        contact you by e-mail.
      </p>
    );
  }
  if (stage.name === 'idle') {
    return (
      <Button className="shop-request__open" onClick={() => setStage({ name: 'confirming' })}>
        Send my request<span className="sr-only"> to {shop.name}</span>
      </Button>
    );
  }
  return (
    <div className="shop-request" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="shop-request__title">
        Send your request to {shop.name}?
      </p>
      <p className="shop-request__lead">Only {shop.name} will get:</p>
      <ul className="shop-request__fields">
        {SHOP_REQUEST_SHARES.map((field) => (
          <li key={field}>{field}</li>
        ))}
      </ul>
      <p className="shop-request__consent">{CONSENT_TEXTS['lead-sharing'].text}</p>
      {stage.name === 'failed' && (
        <Alert variant="destructive" title="Not sent">
          <p>{stage.reason}</p>
        </Alert>
      )}
      <div className="shop-request__actions">
        <Button onClick={confirm} disabled={stage.name === 'sending'}>
          {stage.name === 'sending' ? 'Sending…' : `Send my request to ${shop.name}`}
        </Button>
        <Button variant="outline" onClick={() => setStage({ name: 'idle' })}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
