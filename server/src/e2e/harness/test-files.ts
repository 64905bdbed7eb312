import { crc32, deflateSync } from 'node:zlib';

/** Files for upload tests, as Playwright's setInputFiles takes them. */

/** A real 1x1 RGB PNG, built here so the picked photos are genuine images. */
export function tinyPng(red: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const pixels = deflateSync(Buffer.from([0, red, 64, 32]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const png = (name: string, red = 200) => ({
  name,
  mimeType: 'image/png',
  buffer: tinyPng(red),
});
export const text = (name: string) => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from('notes'),
});
