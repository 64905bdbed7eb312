import { useCaseAdapters } from '@fairwrench/event-store/testing';
import { createApiApp } from '@fairwrench/api';
import request from './testing/same-origin-request';
import { startProductUnderTest, useProductUnderTest } from './testing/product-under-test';

const adapter = useCaseAdapters()[0]!;

describe(`HTTP hardening (${adapter})`, () => {
  const product = useProductUnderTest(adapter);

  it('sends security headers and no framework banner', async () => {
    const response = await request(product.http).get('/api/docs').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it('lets the web app load Stripe.js and blob: thumbnails, and nothing inline', async () => {
    // Helmet sets the header on every answer, the app's pages as much as the API.
    const response = await request(product.http).get('/api/docs').expect(200);
    const policy = new Map<string, string>(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]): [string, string] => [name ?? '', sources.join(' ')]),
    );
    expect(policy.get('script-src')).toBe("'self' https://js.stripe.com https://*.js.stripe.com");
    expect(policy.get('frame-src')).toContain('https://hooks.stripe.com');
    expect(policy.get('connect-src')).toBe("'self' https://api.stripe.com");
    expect(policy.get('img-src')).toBe("'self' data: blob:");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('keeps CORS closed: no cross-origin grants, preflight or not', async () => {
    const simple = await request(product.http)
      .get('/api/docs')
      .set('Origin', 'https://evil.example');
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(product.http)
      .options('/api/vehicle-info')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.status).toBeLessThan(500);
  });

  it.each(
    [
      '/api/../etc/passwd',
      '/api/%2e%2e/%2e%2e/etc/passwd',
      '/api/vehicles/%00',
      '/api/vehicles/' + 'a'.repeat(5000),
      '/api/diagnostics/by-issue/%E0%A4%A',
      '/api/unknown-route',
    ].map((path) => [path.slice(0, 60), path]),
  )('answers %s without a 5xx', async (_label, path) => {
    const response = await request(product.http).get(path);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('answers unknown API routes with problem+json', async () => {
    const response = await request(product.http).post('/api/nope').send({}).expect(404);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
  });

  it('rejects deeply nested JSON without a 5xx', async () => {
    const nested = '['.repeat(5000) + ']'.repeat(5000);
    const response = await request(product.http)
      .post('/api/vehicle-info')
      .set('Content-Type', 'application/json')
      .send(nested);
    expect(response.status).toBe(400);
  });
});

describe('request logs', () => {
  it('record method, path, status and time, but no names, e-mails or phone numbers', async () => {
    const lines: string[] = [];
    const capture = (entry: Record<string, unknown>, message?: string) =>
      lines.push(JSON.stringify({ ...entry, message }));
    const sut = await startProductUnderTest(adapter);
    const app = await createApiApp(
      {
        store: sut.database.store,
        sql: sut.database.client,
        progress: { waitFor: async () => true },
        photos: {
          save: async () => ({ sha256: '', bytes: 0, contentType: '' }),
          read: async () => undefined,
          delete: async () => undefined,
        },
        dataKeys: sut.database.dataKeys,
        payments: { secretKey: undefined, publishableKey: undefined, apiBase: undefined },
      },
      { sessionSecret: 'x'.repeat(40), logger: { info: capture, warn: capture, error: capture } },
    );
    await app.init();
    try {
      await request(app.getHttpServer()).post('/api/vehicle-info?email=leak@example.com').send({
        name: 'Private Person',
        email: 'private@example.com',
        zipCode: '85253',
        vehicleYear: 2016,
        vehicleMake: 'Honda',
        vehicleModel: 'Civic',
        termsAccepted: true,
        phone: '480-555-0199',
      });
      expect(lines.length).toBeGreaterThan(0);
      const logged = lines.join('\n');
      expect(logged).toContain('/api/vehicle-info');
      expect(logged).not.toMatch(/Private Person|private@example\.com|leak@example\.com|555-0199/);
    } finally {
      await app.close();
      await sut.close();
    }
  });
});
