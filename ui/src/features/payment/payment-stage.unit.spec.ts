/// <reference types="jest" />
import {
  initialPaymentStage,
  paymentStageReducer,
  type PaymentStage,
  type PaymentStageEvent,
} from './payment-stage';

const run = (events: PaymentStageEvent[], from: PaymentStage = initialPaymentStage(query(''))) =>
  events.reduce(paymentStageReducer, from);
const query = (search: string) => new URLSearchParams(search);

describe('initialPaymentStage', () => {
  it('starts on the customer form', () => {
    expect(initialPaymentStage(query(''))).toEqual({ stage: 'customer', settingUp: false });
    expect(initialPaymentStage(query('setup=started'))).toEqual({
      stage: 'customer',
      settingUp: false,
    });
  });

  it('opens on the success card when the provider returns with setup=complete', () => {
    expect(initialPaymentStage(query('setup=complete'))).toEqual({ stage: 'complete' });
    expect(
      initialPaymentStage(query('setup=complete&setup_intent=seti_1&redirect_status=succeeded')),
    ).toEqual({ stage: 'complete' });
  });

  it('does not claim success when the provider reports the redirect check failed', () => {
    expect(initialPaymentStage(query('setup=complete&redirect_status=failed'))).toEqual({
      stage: 'customer',
      settingUp: false,
    });
  });
});

describe('paymentStageReducer', () => {
  it('walks customer form → payment element → success', () => {
    expect(run([{ type: 'SETUP_STARTED' }])).toEqual({ stage: 'customer', settingUp: true });
    const method = run([{ type: 'SETUP_STARTED' }, { type: 'SETUP_SUCCEEDED', clientSecret: 's' }]);
    expect(method).toEqual({ stage: 'method', clientSecret: 's' });
    expect(run([{ type: 'METHOD_SAVED' }], method)).toEqual({ stage: 'complete' });
  });

  it('stays on the customer form, ready again, when the setup fails', () => {
    expect(run([{ type: 'SETUP_STARTED' }, { type: 'SETUP_FAILED' }])).toEqual({
      stage: 'customer',
      settingUp: false,
    });
  });

  it('treats an answer without a client secret as a failure', () => {
    const events: PaymentStageEvent[] = [
      { type: 'SETUP_STARTED' },
      { type: 'SETUP_SUCCEEDED', clientSecret: '' },
    ];
    expect(run(events)).toEqual({ stage: 'customer', settingUp: false });
  });

  it('ignores a second submit while setting up, and a secret nobody asked for', () => {
    const settingUp = run([{ type: 'SETUP_STARTED' }]);
    expect(paymentStageReducer(settingUp, { type: 'SETUP_STARTED' })).toBe(settingUp);
    const idle = initialPaymentStage(query(''));
    expect(paymentStageReducer(idle, { type: 'SETUP_SUCCEEDED', clientSecret: 's' })).toBe(idle);
  });

  it('cannot skip the payment element or leave the success card', () => {
    const idle = initialPaymentStage(query(''));
    expect(paymentStageReducer(idle, { type: 'METHOD_SAVED' })).toBe(idle);
    const done: PaymentStage = { stage: 'complete' };
    for (const event of [
      { type: 'SETUP_STARTED' },
      { type: 'SETUP_FAILED' },
      { type: 'SETUP_SUCCEEDED', clientSecret: 's' },
    ] as const) {
      expect(paymentStageReducer(done, event)).toBe(done);
    }
  });

  it('keeps the payment element when a late setup failure arrives', () => {
    const method: PaymentStage = { stage: 'method', clientSecret: 's' };
    expect(paymentStageReducer(method, { type: 'SETUP_FAILED' })).toBe(method);
  });
});
