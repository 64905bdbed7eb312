import { z } from 'zod';
import { nameBasedUuid, uuidV5 } from './name-based-uuid';

describe('uuidV5', () => {
  it('matches the well-known value for www.example.com in the DNS namespace', () => {
    expect(uuidV5('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });
});

describe('nameBasedUuid', () => {
  it('gives the same valid v5 uuid for the same name, and another for another name', () => {
    const id = nameBasedUuid('PartnerShopListed:demo-phx-01');
    expect(nameBasedUuid('PartnerShopListed:demo-phx-01')).toBe(id);
    expect(nameBasedUuid('PartnerShopListed:demo-phx-02')).not.toBe(id);
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id[14]).toBe('5');
  });
});
