import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { kafkaSettingsFromEnv, loadKafka, scram, type KafkaSettings } from '../kafka-settings';

const run = promisify(execFile);
const scripts = join(__dirname, '..', '..', '..', '..', 'deploy', 'kafka');
const NODES = [1, 2, 3] as const;
export type NodeId = (typeof NODES)[number];

/** One partition's replicas as the cluster reports them, with its topic's min in-sync replicas. */
export interface PartitionState {
  readonly leader: number;
  readonly replicas: readonly number[];
  readonly isr: readonly number[];
  readonly minInsyncReplicas: number;
}

/** deploy/kafka/cluster.sh's three nodes, private to one spec: they may be killed at will. */
export interface TestCluster {
  /** All three brokers, partner topics with 3 replicas and min.insync.replicas 2. */
  readonly settings: KafkaSettings;
  /** SIGKILL, as a crash would: no controlled shutdown, no flush. */
  kill(node: NodeId): void;
  /** Starts again every node that is not running, on its data, and waits until all serve. */
  restart(): Promise<void>;
  /** Partition 0 of `topic`. */
  partition(topic: string): Promise<PartitionState>;
  /** Stops the nodes and deletes their data. */
  stop(): Promise<void>;
}

/**
 * Starts three nodes on `port`..`port + 5` (client and controller port each), data under
 * deploy/kafka/.data. The nodes run in their own sessions and would outlive the test process,
 * so they are also SIGKILLed when it exits and by a watchdog when it dies without exiting.
 */
export async function startTestCluster(port: number): Promise<TestCluster> {
  const dataDir = join(scripts, '.data', `test-cluster-${port}`);
  const env = { ...process.env, KAFKA_CLUSTER_PORT: String(port), KAFKA_CLUSTER_DATA_DIR: dataDir };
  const cluster = (...args: string[]) =>
    run('bash', [join(scripts, 'cluster.sh'), ...args], { env, timeout: 180_000 });
  const pidOf = (node: NodeId) => runningPid(join(dataDir, `node-${node}`));
  const killAll = () => NODES.forEach((node) => signal(pidOf(node), 'SIGKILL'));
  const watchdog = spawn(
    'bash',
    ['-c', `while kill -0 ${process.pid} 2>/dev/null; do sleep 2; done; bash cluster.sh stop`],
    { cwd: scripts, env, detached: true, stdio: 'ignore' },
  );
  watchdog.unref();
  process.once('exit', killAll);
  const cleanUp = async () => {
    process.removeListener('exit', killAll);
    signal(watchdog.pid, 'SIGTERM');
    await cluster('stop');
  };

  try {
    await cluster('stop'); // data left by a run that was killed
    await cluster('start');
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const brokers = NODES.map((node) => `127.0.0.1:${port + 2 * (node - 1)}`).join(',');
  const settings = kafkaSettingsFromEnv({
    KAFKA_BROKERS: brokers,
    KAFKA_CLIENT_ID: 'test',
    KAFKA_REPLICATION_FACTOR: '3',
    KAFKA_MIN_INSYNC_REPLICAS: '2',
  })!;
  return {
    settings,
    kill: (node) => {
      const pid = pidOf(node);
      if (!pid) throw new Error(`Kafka node ${node} is not running`);
      signal(pid, 'SIGKILL');
    },
    restart: async () => void (await cluster('start')),
    partition: (topic) => describePartition(settings, topic),
    stop: cleanUp,
  };
}

/** The pid in a node's pid file, if that process still runs that node (not a recycled pid). */
function runningPid(nodeDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(nodeDir, 'broker.pid'), 'utf8').trim());
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    return command.includes(`kafka.Kafka ${nodeDir}/server.properties`) ? pid : undefined;
  } catch {
    return undefined;
  }
}

function signal(pid: number | undefined, name: NodeJS.Signals): void {
  try {
    if (pid) process.kill(pid, name);
  } catch {
    // already gone
  }
}

async function describePartition(settings: KafkaSettings, topic: string): Promise<PartitionState> {
  const { Admin, ConfigResourceTypes } = await loadKafka();
  const admin = new Admin({
    clientId: `${settings.clientId}-cluster-check`,
    bootstrapBrokers: [...settings.brokers],
    sasl: scram(settings.admin.username, settings.admin.password),
    retries: 2,
    retryDelay: 200,
  });
  try {
    const metadata = await admin.metadata({ topics: [topic], forceUpdate: true });
    const partition = metadata.topics.get(topic)?.partitions[0];
    if (!partition) throw new Error(`No partition 0 of ${topic}`);
    const [described] = await admin.describeConfigs({
      resources: [
        {
          resourceType: ConfigResourceTypes.TOPIC,
          resourceName: topic,
          configurationKeys: ['min.insync.replicas'],
        },
      ],
    });
    const minIsr = described?.configs.find((config) => config.name === 'min.insync.replicas');
    return {
      leader: partition.leader,
      replicas: partition.replicas,
      isr: partition.isr,
      minInsyncReplicas: Number(minIsr?.value),
    };
  } finally {
    await admin.close();
  }
}
