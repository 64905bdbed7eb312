import { createHash } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';
import type { Request } from 'express';
import { consentClientOf, consentPage } from './consent-client';
import { ConsentFingerprinter, deriveConsentFingerprintKey } from './consent-fingerprint';

/** The parts of an express request the consent's client is read from. */
function requestWith(headers: Record<string, string>, ip = '203.0.113.7'): Request {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ip,
    host: 'fairwrench.example',
    socket: { remoteAddress: ip },
    header: (name: string) => lower[name.toLowerCase()],
  } as unknown as Request;
}

describe('the page a consent was given on', () => {
  it('is the page the client names, when that page shows the consent', () => {
    expect(consentPage(requestWith({ 'X-Consent-Page': '/' }), 'terms')).toBe('/');
  });

  it('refuses a named page that does not show the consent, saying which do', () => {
    const call = () =>
      consentPage(requestWith({ 'X-Consent-Page': '/steps/vehicle-info' }), 'sms-and-calls');
    expect(call).toThrow(BadRequestException);
    expect(call).toThrow('x-consent-page must name a page that shows this consent');
  });

  it('is the Referer’s path from this origin, when it shows the consent', () => {
    const referer = 'https://fairwrench.example/steps/managed-repair-info?x=1';
    expect(consentPage(requestWith({ Referer: referer }), 'sms-and-calls')).toBe(
      '/steps/managed-repair-info',
    );
  });

  it.each([
    ['another origin', 'https://elsewhere.example/'],
    ['a page without the consent', 'https://fairwrench.example/faqs'],
    ['no URL at all', 'not a url'],
  ])('falls back to the route’s page for a Referer from %s', (_case, referer) => {
    expect(consentPage(requestWith({ Referer: referer }), 'terms')).toBe('/steps/vehicle-info');
  });

  it('falls back to the route’s page without header or Referer', () => {
    expect(consentPage(requestWith({}), 'sms-and-calls')).toBe('/steps/managed-repair-info');
  });

  it('reads the client’s address and user agent with the page', () => {
    expect(consentClientOf(requestWith({ 'User-Agent': 'Firefox/140' }), 'terms')).toEqual({
      ip: '203.0.113.7',
      userAgent: 'Firefox/140',
      sourcePage: '/steps/vehicle-info',
    });
  });
});

describe('the client fingerprint', () => {
  const key = deriveConsentFingerprintKey('test-secret-that-is-long-enough-for-hmac-keys');
  const fingerprinter = new ConsentFingerprinter(key);

  it('is the same for the same IP and user agent, and differs for either', () => {
    const print = fingerprinter.fingerprint('203.0.113.7', 'Firefox/140');
    expect(print).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
    expect(fingerprinter.fingerprint('203.0.113.7', 'Firefox/140')).toBe(print);
    expect(fingerprinter.fingerprint('203.0.113.8', 'Firefox/140')).not.toBe(print);
    expect(fingerprinter.fingerprint('203.0.113.7', 'Firefox/141')).not.toBe(print);
  });

  it('cannot be recomputed without the key: not a plain hash, and another key gives another', () => {
    const print = fingerprinter.fingerprint('203.0.113.7', 'Firefox/140');
    const plain = createHash('sha256').update('203.0.113.7\nFirefox/140').digest('hex');
    expect(print).not.toContain(plain);
    const other = new ConsentFingerprinter(
      deriveConsentFingerprintKey('another-secret-long-enough'),
    );
    expect(other.fingerprint('203.0.113.7', 'Firefox/140')).not.toBe(print);
  });

  it('derives its key from the session secret, never using the secret itself', () => {
    expect(key).toHaveLength(32);
    expect(
      key.equals(deriveConsentFingerprintKey('test-secret-that-is-long-enough-for-hmac-keys')),
    ).toBe(true);
    expect(key.toString('utf8')).not.toContain('test-secret');
  });
});
