import request from './testing/same-origin-request';
import { UNSTORABLE_TEXT_MESSAGE } from '@fairwrench/contracts';
import { registerOwner, sampleVehicleInfo } from './testing/owner-flow';
import { useProductUnderTest } from './testing/product-under-test';

/**
 * Issue 28's fuzz findings: text the database cannot store and bodies in codings the API does
 * not read answer 4xx in the spec's style, never 5xx; nothing of them reaches the log (ADR 042).
 */
describe('input the database could not store', () => {
  const started = useProductUnderTest('pglite');

  const contact = {
    fullName: 'Dana Reyes',
    email: 'dana@example.com',
    subject: 'Brakes',
    message: 'A question',
  };

  it.each([
    ['a NUL in the name', { ...sampleVehicleInfo, name: 'a\u0000b' }, 'name'],
    ['a NUL in the make', { ...sampleVehicleInfo, vehicleMake: 'Hon\u0000da' }, 'vehicleMake'],
    ['a NUL in the model', { ...sampleVehicleInfo, vehicleModel: 'Civ\u0000ic' }, 'vehicleModel'],
    ['a lone surrogate', { ...sampleVehicleInfo, name: 'Dana \ud800' }, 'name'],
    ['a lone low surrogate', { ...sampleVehicleInfo, vehicleModel: '\udc00' }, 'vehicleModel'],
  ])('refuses %s at registration with a 400 naming the field', async (_, body, path) => {
    const before = await started.sut.database.store.headPosition();
    const response = await request(started.http).post('/api/vehicle-info').send(body).expect(400);
    expect(response.body).toMatchObject({
      status: 400,
      detail: UNSTORABLE_TEXT_MESSAGE,
      errors: [{ path, message: UNSTORABLE_TEXT_MESSAGE }],
    });
    expect(await started.sut.database.store.headPosition()).toEqual(before);
  });

  it('still takes a pair of surrogates (an emoji) and accents', async () => {
    await request(started.http)
      .post('/api/vehicle-info')
      .send({ ...sampleVehicleInfo, name: 'Zoë 🚗 Reyes' })
      .expect(201);
  });

  it.each(['subject', 'message'])('refuses a NUL in the contact %s', async (field) => {
    const response = await request(started.http)
      .post('/api/contact')
      .send({ ...contact, [field]: 'x\u0000y' })
      .expect(400);
    expect(response.body.errors).toEqual([{ path: field, message: UNSTORABLE_TEXT_MESSAGE }]);
  });

  it('refuses a NUL in an issue description, as JSON and as a form', async () => {
    const owner = await registerOwner(started.http);
    const issue = {
      userId: owner.userId,
      vehicleId: owner.vehicleId,
      issueType: 'symptoms',
      description: 'Squeal\u0000 when braking at low speed',
    };
    await request(started.http)
      .post('/api/issue-details')
      .set('Cookie', owner.cookie)
      .send(issue)
      .expect(400);
    const form = request(started.http).post('/api/issue-details').set('Cookie', owner.cookie);
    for (const [name, value] of Object.entries(issue)) void form.field(name, value);
    const response = await form.expect(400);
    expect(response.body.detail).toBe(UNSTORABLE_TEXT_MESSAGE);
  });

  it.each(['gzip', 'br', 'zstd', 'compress', 'identity, gzip'])(
    'answers 415 to a JSON body in %s',
    async (coding) => {
      const response = await request(started.http)
        .post('/api/vehicle-info')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', coding)
        .send(Buffer.from('not really compressed'))
        .expect(415);
      expect(response.body.detail).toBe('The request body encoding is not supported');
    },
  );

  it('answers 400 to a body that does not parse as JSON', async () => {
    const response = await request(started.http)
      .post('/api/vehicle-info')
      .set('Content-Type', 'application/json')
      .send('{"name": "Dana", ')
      .expect(400);
    expect(response.body.detail).toBe('The request body is not valid JSON');
  });

  it('answers 415 to a compressed multipart upload', async () => {
    const owner = await registerOwner(started.http);
    await request(started.http)
      .post('/api/issue-details')
      .set('Cookie', owner.cookie)
      .set('Content-Encoding', 'gzip')
      .field('userId', owner.userId)
      .field('vehicleId', owner.vehicleId)
      .field('issueType', 'symptoms')
      .field('description', 'Squeal when braking at low speed')
      .expect(415);
  });
});
