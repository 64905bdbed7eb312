import { readAllCommitted, useCaseAdapters } from '@fairwrench/event-store/testing';
import sharp from 'sharp';
import { request, registerOwner, useProductUnderTest } from '@fairwrench/server/testing';

const vehicleInfo = {
  name: 'Dana Reyes',
  email: 'dana@example.com',
  zipCode: '90210',
  vehicleYear: 2019,
  vehicleMake: 'Toyota',
  vehicleModel: 'Camry',
  termsAccepted: true,
};

const DESCRIPTION = 'Dented rear bumper and a scratched trunk lid after a parking lot hit.';
const MB = 1024 * 1024;

/** A JPEG as a phone writes it: camera make and a GPS position in its EXIF. */
const phoneJpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '34/1 5/1 0/1' },
    })
    .toBuffer();

const png = () =>
  sharp({ create: { width: 32, height: 32, channels: 4, background: '#36c' } })
    .png()
    .toBuffer();

interface Owner {
  readonly cookie: string;
  readonly userId: string;
  readonly vehicleId: string;
}

describe.each(useCaseAdapters())('issue photos on %s', (adapter) => {
  const product = useProductUnderTest(adapter);

  const newOwner = (): Promise<Owner> => registerOwner(product.http, vehicleInfo);

  /** The multipart variant of the call: the four fields as text parts, photos as `files`. */
  function submit(owner: Owner, files: [Buffer, string][], fields: object = {}) {
    const call = request(product.http).post('/api/issue-details').set('Cookie', owner.cookie);
    const all = {
      userId: owner.userId,
      vehicleId: owner.vehicleId,
      issueType: 'collision',
      description: DESCRIPTION,
      ...fields,
    };
    for (const [name, value] of Object.entries(all)) call.field(name, value as string);
    for (const [bytes, filename] of files) call.attach('files', bytes, filename);
    return call;
  }

  const photoPath = (issueId: string, sha256: string) => `/api/issues/${issueId}/photos/${sha256}`;

  describe('happy path', () => {
    it('stores photos without their metadata and serves them to their owner', async () => {
      const owner = await newOwner();
      const original = await phoneJpeg();
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const created = await submit(owner, [
        [original, 'bumper.jpg'],
        [await png(), 'trunk.png'],
      ]).expect(201);

      const issue = await request(product.http)
        .get(`/api/issues/${created.body.issueId}`)
        .set('Cookie', owner.cookie)
        .expect(200);
      expect(issue.body.photos).toEqual([
        {
          sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
          contentType: 'image/jpeg',
          bytes: expect.any(Number),
          filename: 'bumper.jpg',
        },
        {
          sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
          contentType: 'image/png',
          bytes: expect.any(Number),
          filename: 'trunk.png',
        },
      ]);

      const [jpeg] = issue.body.photos;
      const served = await request(product.http)
        .get(photoPath(created.body.issueId, jpeg.sha256))
        .set('Cookie', owner.cookie)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toMatch(/^private/);
      const metadata = await sharp(served.body as Buffer).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect([metadata.width, metadata.height]).toEqual([64, 48]);
      expect((served.body as Buffer).length).toBe(jpeg.bytes);
    });

    it('analyses a multipart issue like a JSON one', async () => {
      const owner = await newOwner();
      const created = await submit(owner, [[await png(), 'dent.png']]).expect(201);
      const diagnostic = await request(product.http)
        .get(`/api/diagnostics/by-issue/${created.body.issueId}`)
        .set('Cookie', owner.cookie)
        .expect(200);
      expect(diagnostic.body.resultType).toBe('collision');
    });

    it('takes six identical uploads at once from one owner (content-addressed, idempotent)', async () => {
      const owner = await newOwner();
      const photo = await png();
      const responses = await Promise.all(
        Array.from({ length: 6 }, () => submit(owner, [[photo, 'same.png']])),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(6).fill(201));
      expect(new Set(responses.map((response) => response.body.issueId)).size).toBe(6);
    });

    it('takes a multipart submit without photos', async () => {
      const owner = await newOwner();
      await submit(owner, []).expect(201);
    });
  });

  describe('photos are their owner’s only', () => {
    it('answers 404 to another session, no session, and a hash not of this issue', async () => {
      const owner = await newOwner();
      const stranger = await newOwner();
      const created = await submit(owner, [[await png(), 'a.png']]).expect(201);
      const issue = await request(product.http)
        .get(`/api/issues/${created.body.issueId}`)
        .set('Cookie', owner.cookie);
      const path = photoPath(created.body.issueId, issue.body.photos[0].sha256);

      await request(product.http).get(path).set('Cookie', stranger.cookie).expect(404);
      await request(product.http).get(path).expect(404);
      await request(product.http)
        .get(photoPath(created.body.issueId, 'f'.repeat(64)))
        .set('Cookie', owner.cookie)
        .expect(404);
      await request(product.http)
        .get(photoPath(created.body.issueId, '..%2F..%2Fetc%2Fpasswd'))
        .set('Cookie', owner.cookie)
        .expect(404);
      // Same photo in the stranger's own issue: they see theirs, through their issue only.
      const theirs = await submit(stranger, [[await png(), 'a.png']]).expect(201);
      await request(product.http).get(path).set('Cookie', stranger.cookie).expect(404);
      await request(product.http)
        .get(photoPath(theirs.body.issueId, issue.body.photos[0].sha256))
        .set('Cookie', stranger.cookie)
        .expect(200);
    });
  });

  describe('bad uploads get a clear 4xx', () => {
    it.each([
      ['a PDF named .png', Buffer.from('%PDF-1.7\n1 0 obj\n'), 'scan.png'],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg'],
      ['plain text', Buffer.from('just some words'), 'notes.jpg'],
    ])('refuses %s with 415', async (_what, bytes, filename) => {
      const owner = await newOwner();
      const response = await submit(owner, [
        [await png(), 'ok.png'],
        [bytes, filename],
      ]).expect(415);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(response.body.detail).toBe('Only PNG, JPEG, GIF or WebP images can be uploaded');
    });

    it('refuses a truncated image with 400', async () => {
      const owner = await newOwner();
      const broken = (await png()).subarray(0, 40);
      const response = await submit(owner, [[broken, 'a.png']]).expect(400);
      expect(response.body.detail).toMatch(/could not be read/);
    });

    it('refuses a sixth photo', async () => {
      const owner = await newOwner();
      const photo = await png();
      const six = Array.from({ length: 6 }, (_, i): [Buffer, string] => [photo, `${i}.png`]);
      const response = await submit(owner, six).expect(400);
      expect(response.body.detail).toBe('You can add at most 5 photos');
    });

    it('refuses a photo over 10 MB with 413', async () => {
      const owner = await newOwner();
      const huge = Buffer.concat([await png(), Buffer.alloc(10 * MB)]);
      const response = await submit(owner, [[huge, 'huge.png']]).expect(413);
      expect(response.body.detail).toBe('Each photo must be at most 10 MB');
    });

    it('validates the text parts in the words of the spec', async () => {
      const owner = await newOwner();
      const response = await submit(owner, [], { description: 'short' }).expect(400);
      expect(response.body.detail).toBe(
        'Please provide a detailed description of at least 10 characters',
      );
      await submit(owner, [], { extra: 'field' }).expect(400);
    });

    it('refuses photos under another field name', async () => {
      const owner = await newOwner();
      const response = await request(product.http)
        .post('/api/issue-details')
        .set('Cookie', owner.cookie)
        .field('userId', owner.userId)
        .attach('photo', await png(), 'a.png')
        .expect(400);
      expect(response.body.status).toBe(400);
    });

    it.each([
      ['no boundary', 'multipart/form-data', 'abc'],
      [
        'a broken body',
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-da',
      ],
    ])('answers 400 to a multipart body with %s', async (_what, contentType, body) => {
      const owner = await newOwner();
      const response = await request(product.http)
        .post('/api/issue-details')
        .set('Cookie', owner.cookie)
        .set('Content-Type', contentType)
        .send(body)
        .expect(400);
      expect(response.body.status).toBe(400);
    });

    it('takes multipart on this call only', async () => {
      const response = await request(product.http)
        .post('/api/vehicle-info')
        .field('name', 'Dana')
        .expect(415);
      expect(response.body.status).toBe(415);
    });

    it('stores no event for a refused upload', async () => {
      const owner = await newOwner();
      const before = (
        await readAllCommitted(product.sut.database.store, product.sut.database.client)
      ).length;
      await submit(owner, [[Buffer.from('nope'), 'a.png']]).expect(415);
      expect(
        await readAllCommitted(product.sut.database.store, product.sut.database.client),
      ).toHaveLength(before);
    });
  });
});
