// Loaded into the shop by the soak (node --expose-gc --import ./bench/soak-probe.mjs
// dist-server/main.js): what only the process itself can tell, asked for over the IPC channel
// the bench opened. On 'sample' it answers the event loop's delay since the last sample, then
// its live heap after a full collection (so that what the garbage has not yet been collected
// does not read as growth), and its resident memory.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const ms = (nanoseconds) => nanoseconds / 1e6;

if (process.send) {
  process.on('message', (message) => {
    if (message !== 'sample') return;
    const loop = {
      p50: ms(delay.percentile(50)),
      p99: ms(delay.percentile(99)),
      max: ms(delay.max),
    };
    delay.reset();
    globalThis.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send({ loop, rss, heapUsed });
  });
  // The channel must not keep the shop alive when it is told to stop.
  process.channel?.unref();
}
