/**
 * The payment page's three stages (spec sections 2 and 4) as a pure reducer, so every
 * transition is checked without a browser: customer form → (client secret) payment element →
 * (setup saved) success. Events that do not fit the current stage are ignored, which makes a
 * late answer from an abandoned request harmless.
 */
export type PaymentStage =
  | { readonly stage: 'customer'; readonly settingUp: boolean }
  | { readonly stage: 'method'; readonly clientSecret: string }
  | { readonly stage: 'complete' };

export type PaymentStageEvent =
  | { readonly type: 'SETUP_STARTED' }
  | { readonly type: 'SETUP_SUCCEEDED'; readonly clientSecret: string }
  | { readonly type: 'SETUP_FAILED' }
  | { readonly type: 'METHOD_SAVED' };

const customer = (settingUp: boolean): PaymentStage => ({ stage: 'customer', settingUp });

/**
 * `?setup=complete` is where the card provider sends the owner back after a redirect (a bank
 * check, say), so it opens on the success card. The provider adds `redirect_status`; when
 * that says the check failed, nothing was saved and claiming success would be false.
 */
export function initialPaymentStage(params: URLSearchParams): PaymentStage {
  const returned = params.get('setup') === 'complete';
  return returned && params.get('redirect_status') !== 'failed'
    ? { stage: 'complete' }
    : customer(false);
}

export function paymentStageReducer(state: PaymentStage, event: PaymentStageEvent): PaymentStage {
  switch (event.type) {
    case 'SETUP_STARTED':
      return state.stage === 'customer' && !state.settingUp ? customer(true) : state;
    case 'SETUP_SUCCEEDED':
      if (state.stage !== 'customer' || !state.settingUp) return state;
      // Without a secret the payment element cannot load: treat it as the failure it is.
      return event.clientSecret
        ? { stage: 'method', clientSecret: event.clientSecret }
        : customer(false);
    case 'SETUP_FAILED':
      return state.stage === 'customer' ? customer(false) : state;
    case 'METHOD_SAVED':
      return state.stage === 'method' ? { stage: 'complete' } : state;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
