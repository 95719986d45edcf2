// The request histogram, http_request_duration_seconds{route,status}, kept by hand rather than by prom-client's
// Histogram: that one builds and checks a label set on every observation (about a microsecond and a half on this
// machine), which a cached page answered in tens of microseconds would feel (`npm run bench`). Here an observation is
// two map look-ups on a constant and a number and a walk over the bounds. The registry reads it in prom-client's own
// histogram shape (get()), so the text format and the cluster's sum (AggregatorRegistry, aggregator 'sum') are
// prom-client's.

interface Value {
  metricName: string;
  labels: Record<string, string | number>;
  value: number;
}

interface Series {
  buckets: number[];
  sum: number;
  count: number;
}

export class RequestHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private series = new Map<string, Map<number, Series>>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
  ) {}

  observe(route: string, status: number, seconds: number): void {
    let byStatus = this.series.get(route);
    if (!byStatus) this.series.set(route, (byStatus = new Map()));
    let s = byStatus.get(status);
    if (!s) byStatus.set(status, (s = { buckets: this.bounds.map(() => 0), sum: 0, count: 0 }));
    s.sum += seconds;
    s.count += 1;
    const b = this.bounds;
    for (let i = 0; i < b.length; i++)
      if (seconds <= b[i]!) {
        s.buckets[i]! += 1;
        break;
      }
  }

  reset(): void {
    this.series.clear();
  }

  /** What prom-client's registry formats: cumulative buckets, +Inf, _sum and _count per label set. */
  get(): Promise<{ name: string; help: string; type: string; aggregator: string; values: Value[] }> {
    const values: Value[] = [];
    for (const [route, byStatus] of this.series)
      for (const [code, s] of byStatus) {
        const status = String(code);
        let acc = 0;
        this.bounds.forEach((le, i) => {
          acc += s.buckets[i]!;
          values.push({ metricName: `${this.name}_bucket`, labels: { le, route, status }, value: acc });
        });
        values.push({ metricName: `${this.name}_bucket`, labels: { le: '+Inf', route, status }, value: s.count });
        values.push({ metricName: `${this.name}_sum`, labels: { route, status }, value: s.sum });
        values.push({ metricName: `${this.name}_count`, labels: { route, status }, value: s.count });
      }
    return Promise.resolve({
      name: this.name,
      help: this.help,
      type: this.type,
      aggregator: this.aggregator,
      values,
    });
  }
}
