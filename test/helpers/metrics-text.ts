/** Reading the Prometheus exposition text of GET /metrics, for tests, benchmarks and the soak. */

/** The value of one sample line (`name{labels}` exactly as printed), or undefined when there is none. */
export function metricSample(exposition: string, series: string): number | undefined {
  const line = exposition.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
