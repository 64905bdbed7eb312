/** A gauge's value for one subscription in a Prometheus scrape; undefined when not reported. */
export function gauge(text: string, name: string, subscription: string): number | undefined {
  const line = new RegExp(`^${name}\\{subscription="${subscription}"\\} (\\S+)$`, 'm').exec(text);
  return line ? Number(line[1]) : undefined;
}
