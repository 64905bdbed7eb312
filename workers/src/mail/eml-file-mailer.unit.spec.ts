import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { EmlFileMailer } from './eml-file-mailer';

const message = {
  messageId: '<erasure-receipt.3f2b8c1e-6d4a-4b7e-9c1f-2a3b4c5d6e7f@fairwrench.mail>',
  to: 'dana@example.com',
  subject: 'Your FairWrench data has been erased',
  text: 'On November 27, 2026 we erased the personal information FairWrench held about you.',
};

describe('the embedded default mailer (no SMTP_URL)', () => {
  it('writes the message as an .eml file a mail client opens, and says it was not sent', async () => {
    const directory = join(mkdtempSync(join(tmpdir(), 'fw-eml-')), 'mail');
    const mailer = new EmlFileMailer(directory, 'FairWrench <no-reply@fairwrench.app>');

    const sent = await mailer.send(message);

    const [file] = await readdir(directory);
    expect(file).toBe('erasure-receipt.3f2b8c1e-6d4a-4b7e-9c1f-2a3b4c5d6e7f@fairwrench.mail.eml');
    const path = join(directory, file!);
    expect(sent).toEqual({
      response: `written to ${path}`,
      done: 'no SMTP_URL: mail written to a file, not sent',
    });
    const parsed = await simpleParser(await readFile(path));
    expect(parsed.messageId).toBe(message.messageId);
    expect(parsed.from?.value).toEqual([
      { name: 'FairWrench', address: 'no-reply@fairwrench.app' },
    ]);
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.text?.trim()).toBe(message.text);

    // The same message again (a retry) overwrites its file rather than adding one.
    await mailer.send(message);
    expect(await readdir(directory)).toEqual([file]);
  });
});
