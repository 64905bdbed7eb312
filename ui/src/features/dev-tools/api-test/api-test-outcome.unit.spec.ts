/// <reference types="jest" />
import { vehicleInfoRequestSchema } from '@fairwrench/contracts';
import {
  apiTestToast,
  parseFailureMessage,
  type RawResponse,
  readApiTestResponse,
} from './api-test-outcome';
import { SAMPLE_VEHICLE } from './sample-vehicle';

const answer = (overrides: Partial<RawResponse>): RawResponse => ({
  ok: true,
  status: 201,
  statusText: 'Created',
  text: '',
  ...overrides,
});

const IDS = '{"userId":"5b0c6f5e-0d2a-4c34-9a43-1f0d3f1b9a11","vehicleId":"x"}';

describe('the sample vehicle', () => {
  it('is a complete body the vehicle-info contract accepts', () => {
    expect(vehicleInfoRequestSchema.parse(SAMPLE_VEHICLE)).toEqual(SAMPLE_VEHICLE);
    expect(Number.isInteger(SAMPLE_VEHICLE.vehicleYear)).toBe(true);
    expect(SAMPLE_VEHICLE.termsAccepted).toBe(true);
  });
});

describe('readApiTestResponse', () => {
  it('parses an OK body as JSON and keeps the raw text', () => {
    const response = answer({ text: IDS });
    expect(readApiTestResponse(response)).toEqual({
      kind: 'success',
      response,
      parsed: JSON.parse(IDS),
    });
  });

  it('words a non-OK answer "{status}: {body}", or the status text when the body is empty', () => {
    const problem = answer({ ok: false, status: 400, statusText: 'Bad Request', text: '{"x":1}' });
    expect(readApiTestResponse(problem)).toMatchObject({
      kind: 'http-error',
      message: '400: {"x":1}',
    });
    const empty = answer({ ok: false, status: 503, statusText: 'Service Unavailable' });
    expect(readApiTestResponse(empty)).toMatchObject({ message: '503: Service Unavailable' });
  });

  it('reports an OK body that is not JSON, quoting its first 100 characters', () => {
    const html = `<!doctype html>${'a'.repeat(85)}BEYOND-THE-PREVIEW`;
    const outcome = readApiTestResponse(answer({ text: html }));
    expect(outcome.kind).toBe('parse-error');
    const message = outcome.kind === 'parse-error' ? outcome.message : '';
    expect(message).toContain(html.slice(0, 100));
    expect(message).not.toContain('BEYOND');
  });

  it('treats an empty OK body as unparsable, since the page expects ids back', () => {
    expect(readApiTestResponse(answer({ text: '' }))).toMatchObject({ kind: 'parse-error' });
  });
});

describe('parseFailureMessage', () => {
  it('quotes short bodies whole and says when there was nothing', () => {
    expect(parseFailureMessage('oops')).toMatch(/not valid JSON.*oops$/);
    expect(parseFailureMessage('')).toContain('(empty response)');
  });

  it('quotes exactly the first 100 characters', () => {
    const body = '0123456789'.repeat(15);
    expect(parseFailureMessage(body).endsWith(body.slice(0, 100))).toBe(true);
    expect(parseFailureMessage(body)).not.toContain(body.slice(0, 101));
  });
});

describe('apiTestToast', () => {
  it('announces success with the status', () => {
    const toast = apiTestToast(readApiTestResponse(answer({ text: IDS })));
    expect(toast).toEqual({
      title: 'API Test Successful',
      description: 'The server answered 201.',
    });
  });

  it('announces every failure as destructive "API Test Failed" with its message', () => {
    const failed = apiTestToast(
      readApiTestResponse(answer({ ok: false, status: 500, text: 'boom' })),
    );
    expect(failed).toEqual({
      title: 'API Test Failed',
      description: '500: boom',
      variant: 'destructive',
    });
    const unparsable = apiTestToast(readApiTestResponse(answer({ text: 'nope' })));
    expect(unparsable.description).toBe(parseFailureMessage('nope'));
    const network = apiTestToast({ kind: 'network-error', message: 'Failed to fetch' });
    expect(network).toMatchObject({ title: 'API Test Failed', description: 'Failed to fetch' });
  });

  it('cuts a long failure body short', () => {
    const long = answer({ ok: false, status: 400, text: 'x'.repeat(1000) });
    expect(apiTestToast(readApiTestResponse(long)).description?.length).toBe(200);
  });
});
