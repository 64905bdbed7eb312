import { requestIdFor, requestIdOf } from './correlation';
import type { Request } from 'express';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it("keeps the caller's id when it is a UUID, in lower case", () => {
    expect(requestIdFor('0B6F3C1E-2A4D-4F7E-9C21-7D5E8A9B1C40')).toBe(
      '0b6f3c1e-2a4d-4f7e-9c21-7d5e8a9b1c40',
    );
    expect(requestIdFor(['0b6f3c1e-2a4d-4f7e-9c21-7d5e8a9b1c40', 'other'])).toBe(
      '0b6f3c1e-2a4d-4f7e-9c21-7d5e8a9b1c40',
    );
  });

  it.each([undefined, '', 'abc', '0b6f3c1e2a4d4f7e9c217d5e8a9b1c40', 'x'.repeat(36), '<script>'])(
    'makes a new one for %p',
    (header) => {
      const id = requestIdFor(header);
      expect(id).toMatch(UUID);
      expect(id).not.toBe(header);
    },
  );

  it('answers the same id for the same request, every time it is asked', () => {
    const request = {} as Request;
    const first = requestIdOf(request);
    expect(first).toMatch(UUID);
    expect(requestIdOf(request)).toBe(first);
  });
});
