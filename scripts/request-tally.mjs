// What a front thread answers from memory, counted in plain numbers (a labelled prom-client update costs a
// tenth of such an answer) and given out in prom-client's JSON form, for /metrics to add to the process's.
import { DURATION_BUCKETS, metrics } from "../lib/metrics/registry.mjs";
import { methodOf, statusClassOf } from "./request-log.mjs";

const KIND = "page-cache";

export function createRequestTally() {
  const { httpRequests, httpDuration, pageCacheHits } = metrics();
  const answered = new Map();
  const buckets = new Array(DURATION_BUCKETS.length).fill(0);
  let seconds = 0;
  let count = 0;

  return {
    /** One page answered fresh from memory, with its status and how long it took. */
    add(method, status, took) {
      const key = `${methodOf(method)} ${statusClassOf(status)}`;
      answered.set(key, (answered.get(key) ?? 0) + 1);
      const bucket = DURATION_BUCKETS.findIndex((bound) => took <= bound);
      if (bucket !== -1) buckets[bucket] += 1;
      seconds += took;
      count += 1;
    },
    json() {
      const metric = (source, type, values) => ({ name: source.name, help: source.help, type, aggregator: "sum", values });
      const requests = [...answered].map(([key, value]) => {
        const [method, statusClass] = key.split(" ");
        return { labels: { method, status_class: statusClass, kind: KIND }, value };
      });
      let below = 0;
      const histogram = DURATION_BUCKETS.map((bound, n) => {
        below += buckets[n];
        return { metricName: `${httpDuration.name}_bucket`, labels: { le: bound, kind: KIND }, value: below };
      });
      histogram.push(
        { metricName: `${httpDuration.name}_bucket`, labels: { le: "+Inf", kind: KIND }, value: count },
        { metricName: `${httpDuration.name}_sum`, labels: { kind: KIND }, value: seconds },
        { metricName: `${httpDuration.name}_count`, labels: { kind: KIND }, value: count },
      );
      return [
        metric(httpRequests, "counter", requests),
        metric(httpDuration, "histogram", count === 0 ? [] : histogram),
        metric(pageCacheHits, "counter", count === 0 ? [] : [{ labels: { freshness: "fresh" }, value: count }]),
      ];
    },
  };
}
