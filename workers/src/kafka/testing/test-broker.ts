import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { kafkaSettingsFromEnv, type KafkaSettings } from '../kafka-settings';

const run = promisify(execFile);
const scripts = join(__dirname, '..', '..', '..', '..', 'deploy', 'kafka');

/** A broker of the test's own, started with deploy/kafka's scripts: it may be stopped at will. */
export interface TestBroker {
  readonly settings: KafkaSettings;
  /** Stops the broker and keeps its data, as an outage would. */
  pause(): Promise<void>;
  /** Starts it again on the same data. */
  resume(): Promise<void>;
  /** Stops it and deletes its data. */
  stop(): Promise<void>;
}

/**
 * Starts a private single-node broker on `port` (and `port + 1` for its controller), with data
 * under deploy/kafka/.data. Each spec file picks its own port, so files running in parallel
 * never share a broker.
 */
export async function startTestBroker(port: number): Promise<TestBroker> {
  const env = {
    ...process.env,
    KAFKA_PORT: String(port),
    KAFKA_CONTROLLER_PORT: String(port + 1),
    KAFKA_DATA_DIR: join(scripts, '.data', `test-${port}`),
  };
  const script = (name: string, ...args: string[]) =>
    run('bash', [join(scripts, name), ...args], { env, timeout: 180_000 });
  await script('stop.sh'); // data left by a run that was killed
  await script('start.sh');
  return {
    settings: kafkaSettingsFromEnv({
      KAFKA_BROKERS: `127.0.0.1:${port}`,
      KAFKA_CLIENT_ID: 'test',
    })!,
    pause: async () => void (await script('stop.sh', '--keep-data')),
    resume: async () => void (await script('start.sh')),
    stop: async () => void (await script('stop.sh')),
  };
}

/**
 * The broker named by `KAFKA_BROKERS` (CI starts one with deploy/kafka/start.sh), or else a
 * private one on `port`, for specs that never stop their broker.
 */
export async function useBroker(port: number): Promise<Pick<TestBroker, 'settings' | 'stop'>> {
  const shared = kafkaSettingsFromEnv();
  if (shared) return { settings: shared, stop: async () => undefined };
  return startTestBroker(port);
}
