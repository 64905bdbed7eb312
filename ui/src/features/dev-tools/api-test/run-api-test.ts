import { APP_REQUEST_HEADER, APP_REQUEST_HEADER_VALUE } from '@fairwrench/contracts';
import { type ApiTestOutcome, type RawResponse, readApiTestResponse } from './api-test-outcome';
import { SAMPLE_VEHICLE } from './sample-vehicle';

/**
 * POST /api/vehicle-info with the sample vehicle, keeping the answer as text: the test page
 * must show the raw body and parse it itself (section 7), which the app's JSON client
 * (lib/api-client.ts) does not allow. Never throws: a network failure is an outcome too.
 */
export async function runApiTest(): Promise<ApiTestOutcome> {
  let response: RawResponse;
  try {
    const answer = await fetch('/api/vehicle-info', {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        [APP_REQUEST_HEADER]: APP_REQUEST_HEADER_VALUE,
      },
      body: JSON.stringify(SAMPLE_VEHICLE),
    });
    const { ok, status, statusText } = answer;
    response = { ok, status, statusText, text: await answer.text() };
  } catch (error) {
    return { kind: 'network-error', message: error instanceof Error ? error.message : 'Failed' };
  }
  return readApiTestResponse(response);
}
