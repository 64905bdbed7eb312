import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ProductMetrics } from '@fairwrench/api';
import type { parser as PromqlParser } from '@prometheus-io/lezer-promql' with {
  'resolution-mode': 'import',
};
import { load } from 'js-yaml';

interface Rule {
  alert: string;
  expr: string;
  for: string;
  labels: { severity: string };
  annotations: { summary: string; runbook: string };
}

const root = join(__dirname, '..', '..');
const rules = (
  load(readFileSync(join(root, 'deploy/prometheus/alerts.yml'), 'utf8')) as {
    groups: { name: string; rules: Rule[] }[];
  }
).groups.flatMap((group) => group.rules);

/** What the product exposes: each metric with the labels it carries (histograms' series too). */
function exposedMetrics(): Map<string, Set<string>> {
  const exposed = new Map<string, Set<string>>();
  for (const metric of new ProductMetrics().registry.getMetricsAsArray()) {
    const { name, labelNames } = metric as unknown as { name: string; labelNames: string[] };
    const labels = new Set(labelNames);
    exposed.set(name, labels);
    if (metric.constructor.name === 'Histogram') {
      exposed.set(`${name}_bucket`, new Set([...labels, 'le']));
      exposed.set(`${name}_count`, labels);
      exposed.set(`${name}_sum`, labels);
    }
  }
  return exposed;
}

/** Prometheus's own PromQL grammar (an ES module, hence loaded with import()). */
let parser: typeof PromqlParser;
beforeAll(async () => {
  ({ parser } = await import('@prometheus-io/lezer-promql'));
});

/** Labels every scraped series has, whatever the metric: Prometheus adds them. */
const TARGET_LABELS = ['job', 'instance'];

/** The expression's parse: its errors, the metrics it selects and the labels it names. */
function readExpression(expr: string) {
  const errors: string[] = [];
  const selectors: { metric: string; labels: string[] }[] = [];
  const grouping: string[] = [];
  const cursor = parser.parse(expr).cursor();
  do {
    if (cursor.type.isError)
      errors.push(`at ${cursor.from}: "${expr.slice(cursor.from, cursor.to)}"`);
    if (cursor.name === 'VectorSelector') {
      const node = cursor.node;
      const metric = node.getChild('Identifier');
      const matchers = node.getChild('LabelMatchers');
      const labels = matchers
        ? matchers.getChildren('UnquotedLabelMatcher').map((m) => {
            const label = m.getChild('LabelName')!;
            return expr.slice(label.from, label.to);
          })
        : [];
      selectors.push({ metric: metric ? expr.slice(metric.from, metric.to) : '', labels });
    }
    if (cursor.name === 'GroupingLabels') {
      for (const label of cursor.node.getChildren('LabelName'))
        grouping.push(expr.slice(label.from, label.to));
    }
  } while (cursor.next());
  return { errors, selectors, grouping };
}

/** The anchors GitHub gives docs/operations.md's headings. */
function operationsAnchors(): Set<string> {
  const text = readFileSync(join(root, 'docs/operations.md'), 'utf8');
  return new Set(
    [...text.matchAll(/^#{2,4} (.+)$/gm)].map((heading) =>
      heading[1]!
        .toLowerCase()
        .replace(/[^\p{L}\p{N} -]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

describe('the alerting rules (deploy/prometheus/alerts.yml)', () => {
  it('has rules, each uniquely named', () => {
    expect(rules.length).toBeGreaterThan(5);
    expect(new Set(rules.map((rule) => rule.alert)).size).toBe(rules.length);
  });

  it.each(rules.map((rule) => [rule.alert, rule]))(
    '%s parses as PromQL and reads only metrics and labels the product exposes',
    (_, rule) => {
      const { errors, selectors, grouping } = readExpression(rule.expr);
      expect(errors).toEqual([]);
      expect(selectors.length).toBeGreaterThan(0);
      const exposed = exposedMetrics();
      for (const { metric, labels } of selectors) {
        if (metric === 'up') {
          expect(labels).toEqual(['job']);
          continue;
        }
        expect([...exposed.keys()]).toContain(metric);
        for (const label of labels)
          expect([...exposed.get(metric)!, ...TARGET_LABELS]).toContain(label);
      }
      const selectable = new Set([
        ...TARGET_LABELS,
        ...selectors.flatMap(({ metric }) => [...(exposed.get(metric) ?? [])]),
      ]);
      for (const label of grouping) expect([...selectable]).toContain(label);
    },
  );

  it.each(rules.map((rule) => [rule.alert, rule]))(
    '%s says how bad it is, for how long, and where its runbook is',
    (_, rule) => {
      expect(['page', 'ticket']).toContain(rule.labels.severity);
      expect(rule.for).toMatch(/^\d+[smh]$/);
      expect(rule.annotations.summary.length).toBeGreaterThan(10);
      const [file, anchor] = rule.annotations.runbook.split('#');
      expect(file).toBe('docs/operations.md');
      expect([...operationsAnchors()]).toContain(anchor);
    },
  );

  it('finds a misspelt metric, so the checks above can fail', () => {
    const { selectors } = readExpression('max by (subscription) (fairwrench_subscription_lag) > 1');
    expect([...exposedMetrics().keys()]).not.toContain(selectors[0]!.metric);
    expect(readExpression('sum(rate(x[5m]) > ').errors).not.toEqual([]);
  });
});
