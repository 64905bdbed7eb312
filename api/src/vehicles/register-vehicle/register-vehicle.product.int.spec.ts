import { CURRENT_TERMS_VERSION, vehicleRegisteredSchema } from '@fairwrench/contracts';
import { envelopeOf } from '@fairwrench/event-store';
import { readAllCommitted, useCaseAdapters } from '@fairwrench/event-store/testing';
import {
  request,
  sampleVehicleInfo,
  sessionCookie,
  UUID_PATTERN,
  useProductUnderTest,
} from '@fairwrench/server/testing';

const valid = { ...sampleVehicleInfo, mileage: 87_000 };

describe.each(useCaseAdapters())('vehicle registration end to end on %s', (adapter) => {
  const product = useProductUnderTest(adapter);

  function register(body: unknown, cookie?: string) {
    const call = request(product.http).post('/api/vehicle-info');
    if (cookie) call.set('Cookie', cookie);
    return call.send(body as object);
  }

  describe('happy path', () => {
    it('answers ids, opens an httpOnly session and serves the vehicle right away', async () => {
      const created = await register(valid).expect(201);

      expect(created.body).toEqual({
        userId: expect.stringMatching(UUID_PATTERN),
        vehicleId: expect.stringMatching(UUID_PATTERN),
      });
      const cookieHeader = (created.headers['set-cookie'] as unknown as string[])[0]!;
      expect(cookieHeader).toMatch(/HttpOnly/);
      expect(cookieHeader).toMatch(/SameSite=Lax/);

      const read = await request(product.http)
        .get(`/api/vehicles/${created.body.vehicleId}`)
        .set('Cookie', sessionCookie(created))
        .expect(200);
      expect(read.body).toEqual({
        vehicleId: created.body.vehicleId,
        userId: created.body.userId,
        owner: { name: 'Dana Reyes', email: 'dana@example.com', zipCode: '85253' },
        vehicle: { year: 2016, make: 'Honda', model: 'Civic', mileage: 87_000 },
        registeredAt: expect.any(String),
      });
    });

    it('records an optional mileage left out as null', async () => {
      const { mileage: _omitted, ...withoutMileage } = valid;
      const created = await register(withoutMileage).expect(201);
      const read = await request(product.http)
        .get(`/api/vehicles/${created.body.vehicleId}`)
        .set('Cookie', sessionCookie(created));
      expect(read.body.vehicle.mileage).toBeNull();
    });

    it('opens a new owner and session for every registration, whatever cookie came with it', async () => {
      const first = await register(valid).expect(201);
      const cookie = sessionCookie(first);
      const second = await register({ ...valid, vehicleModel: 'Accord' }, cookie).expect(201);

      // The cookie may have been planted by someone else (ADR 037): never adopted.
      expect(second.body.userId).not.toBe(first.body.userId);
      expect(sessionCookie(second)).not.toBe(cookie);
    });

    it('stores VehicleRegistered with the terms version and the time of consent', async () => {
      const before = Date.now();
      const created = await register(valid).expect(201);
      const [event] = await product.sut.database.store.readStream(
        `vehicle-${created.body.vehicleId}`,
      );
      const parsed = vehicleRegisteredSchema.parse(envelopeOf(event!));

      expect(parsed.data.termsConsent.version).toBe(CURRENT_TERMS_VERSION);
      expect(Date.parse(parsed.data.termsConsent.acceptedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(parsed.data.userId).toBe(created.body.userId);
    });
  });

  describe('owners see only their own vehicles', () => {
    it('answers 404 to another session, to no session and to a forged cookie', async () => {
      const owner = await register(valid).expect(201);
      const stranger = await register({ ...valid, email: 'sam@example.com' }).expect(201);
      const path = `/api/vehicles/${owner.body.vehicleId}`;

      await request(product.http).get(path).set('Cookie', sessionCookie(stranger)).expect(404);
      await request(product.http).get(path).expect(404);
      const forged = `fw_session=${owner.body.userId}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
      await request(product.http).get(path).set('Cookie', forged).expect(404);
    });

    it('answers 404 to an id that is not a uuid', async () => {
      const owner = await register(valid).expect(201);
      await request(product.http)
        .get('/api/vehicles/..%2F..%2Fetc')
        .set('Cookie', sessionCookie(owner))
        .expect(404);
    });
  });

  describe('validation, in the words of the spec', () => {
    it.each([
      ['name', { name: 'D' }, 'Name must be at least 2 characters'],
      ['name', { name: '   ' }, 'Name must be at least 2 characters'],
      ['email', { email: 'dana@' }, 'Please enter a valid email address'],
      ['zipCode', { zipCode: '8525' }, 'Please enter a valid ZIP code'],
      ['zipCode', { zipCode: '00000' }, 'Please enter a ZIP code that is in use in the US'],
      ['zipCode', { zipCode: '21300-1234' }, 'Please enter a ZIP code that is in use in the US'],
      ['vehicleYear', { vehicleYear: undefined }, 'Please select a year'],
      ['vehicleYear', { vehicleYear: '2016' }, 'Please select a year'],
      ['vehicleYear', { vehicleYear: 1989 }, 'Please select a year'],
      ['vehicleMake', { vehicleMake: '' }, 'Please select a make'],
      ['vehicleModel', { vehicleModel: '' }, 'Please select a model'],
      [
        'termsAccepted',
        { termsAccepted: false },
        'You must accept the terms and conditions to continue',
      ],
      [
        'termsAccepted',
        { termsAccepted: undefined },
        'You must accept the terms and conditions to continue',
      ],
    ])('rejects a bad %s (%j)', async (field, change, message) => {
      const response = await register({ ...valid, ...change }).expect(400);

      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(response.body.detail).toBe(message);
      expect(response.body.errors).toEqual([{ path: field, message }]);
    });

    it('rejects fractional and negative mileage', async () => {
      await register({ ...valid, mileage: 12.5 }).expect(400);
      await register({ ...valid, mileage: -1 }).expect(400);
    });
  });

  describe('hostile input never becomes a 5xx', () => {
    it.each([
      ['malformed JSON', '{"name": "Dana"', 'application/json', 400],
      ['a JSON array', '[1,2]', 'application/json', 400],
      ['a JSON string', '"hello"', 'application/json', 400],
      ['null', 'null', 'application/json', 400],
      ['a form post', 'name=Dana', 'application/x-www-form-urlencoded', 415],
      ['plain text', 'hello', 'text/plain', 415],
    ])('%s is refused with a 4xx, never a 5xx', async (_what, body, contentType, status) => {
      const response = await request(product.http)
        .post('/api/vehicle-info')
        .set('Content-Type', contentType)
        .send(body)
        .expect(status);
      expect(response.body.status).toBe(status);
    });

    it('rejects unknown fields', async () => {
      const response = await register({ ...valid, isAdmin: true }).expect(400);
      expect(response.body.errors[0].message).toBe('The request is not in the expected form.');
    });

    it('answers 413 to a huge body', async () => {
      await register({ ...valid, name: 'x'.repeat(200_000) }).expect(413);
    });

    it('stores nothing for a rejected request', async () => {
      const before = (
        await readAllCommitted(product.sut.database.store, product.sut.database.client)
      ).length;
      await register({ ...valid, termsAccepted: false }).expect(400);
      expect(
        await readAllCommitted(product.sut.database.store, product.sut.database.client),
      ).toHaveLength(before);
    });
  });

  it('serves the OpenAPI document generated from the contracts at /api/docs', async () => {
    const response = await request(product.http).get('/api/docs').expect(200);
    expect(response.body.openapi).toBe('3.1.0');
    expect(Object.keys(response.body.paths)).toContain('/api/vehicle-info');
  });

  it('serves every write to an immediate read, under concurrency', async () => {
    const owners = await Promise.all(
      Array.from({ length: 25 }, (_, i) => register({ ...valid, mileage: i })),
    );
    const reads = await Promise.all(
      owners.map((created) =>
        request(product.http)
          .get(`/api/vehicles/${created.body.vehicleId}`)
          .set('Cookie', sessionCookie(created)),
      ),
    );
    expect(owners.map((r) => r.status)).toEqual(Array(25).fill(201));
    expect(reads.map((r) => r.status)).toEqual(Array(25).fill(200));
    expect(reads.map((r) => r.body.vehicle.mileage)).toEqual(
      Array.from({ length: 25 }, (_, i) => i),
    );
  });
});
