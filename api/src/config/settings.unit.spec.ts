import { loadSettings, publicOrigin, SettingsError } from './settings';

describe('settings', () => {
  it('defaults to the embedded database on port 3000', () => {
    const settings = loadSettings({});
    expect(settings).toMatchObject({ PORT: 3000, DATA_DIR: './.data', PROJECTIONS: 'in-process' });
    expect(settings.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty value as unset', () => {
    const settings = loadSettings({ PORT: '', DATABASE_URL: '' });
    expect(settings.PORT).toBe(3000);
    expect(settings.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ COMPLIANCE_TOKEN: 'guessable' }, 'COMPLIANCE_TOKEN'],
    [{ METRICS_TOKEN: 'guessable' }, 'METRICS_TOKEN'],
    [{ WORKER_PORT: 'health' }, 'WORKER_PORT'],
    [{ PROJECTIONS: 'external' }, 'PROJECTIONS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ EVENTSTORE_URL: 'http://127.0.0.1:2113' }, 'EVENTSTORE_URL'],
    [{ RATE_LIMIT_ISSUES_PER_IP: '0' }, 'RATE_LIMIT_ISSUES_PER_IP'],
    [{ RATE_LIMIT_VEHICLE_INFO_PER_IP: 'many' }, 'RATE_LIMIT_VEHICLE_INFO_PER_IP'],
    [{ PUBLIC_ORIGIN: 'fairwrench.example' }, 'PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'https://fairwrench.example/' }, 'PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'ftp://fairwrench.example' }, 'PUBLIC_ORIGIN'],
    [{ SMTP_URL: '127.0.0.1:2525' }, 'SMTP_URL'],
    [{ SMTP_URL: 'http://127.0.0.1:2525' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'FairWrench' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'FairWrench <no-reply>' }, 'MAIL_FROM'],
  ])('fails fast on %j, naming %s', (env, key) => {
    expect(() => loadSettings(env)).toThrow(SettingsError);
    expect(() => loadSettings(env)).toThrow(new RegExp(`^Invalid settings:\\n  ${key}:`));
  });

  it('takes the public origin as set, or this machine on its port', () => {
    expect(publicOrigin(loadSettings({ PUBLIC_ORIGIN: 'https://fairwrench.example' }))).toBe(
      'https://fairwrench.example',
    );
    expect(publicOrigin(loadSettings({ PORT: '4000' }))).toBe('http://localhost:4000');
  });

  it('accepts PostgreSQL with external projections', () => {
    const settings = loadSettings({
      DATABASE_URL: 'postgres://app@db:5432/fairwrench',
      PROJECTIONS: 'external',
    });
    expect(settings.PROJECTIONS).toBe('external');
  });

  it.each([
    'kurrentdb://127.0.0.1:2113?tls=false',
    'esdb://eventstoredb:2113?tls=false',
    'kurrentdb+discover://node1:2113,node2:2113,node3:2113',
  ])('takes the EventStoreDB connection string %s for the event log', (url) => {
    expect(loadSettings({ EVENTSTORE_URL: url }).EVENTSTORE_URL).toBe(url);
  });

  it('takes an SMTP server and a sender, or writes .eml files from FairWrench by default', () => {
    expect(loadSettings({})).toMatchObject({ MAIL_FROM: 'FairWrench <no-reply@fairwrench.app>' });
    expect(loadSettings({}).SMTP_URL).toBeUndefined();
    const settings = loadSettings({
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'Repairs <repairs@example.com>',
    });
    expect(settings).toMatchObject({
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'Repairs <repairs@example.com>',
    });
    expect(loadSettings({ MAIL_FROM: 'no-reply@example.com' }).MAIL_FROM).toBe(
      'no-reply@example.com',
    );
  });
});
