// `npm test`: every check of the shop, fastest to fail first. The checks that read the sources
// (types, lint) and the build run side by side: each uses about one core, and the build's output
// is what the browser suites need next. The unit and server suites use both cores on their own.
// The browser suites wait on pages and timers and leave part of the machine idle: the walk across
// two instances runs beside them. Prints each step's time at the end, and stops at the first step
// that fails.
//
// `npm test -- --beside-browser-suites <command>` also runs a command of its own while the
// browser suites run (CI's server suites on Node 22), at a lower priority.
import { spawn } from 'node:child_process';

const BESIDE = '--beside-browser-suites';
const besideAt = process.argv.indexOf(BESIDE);
const beside = besideAt >= 0 ? process.argv[besideAt + 1] : undefined;
if (besideAt >= 0 && !beside) {
  console.error(`${BESIDE} needs the command to run`);
  process.exit(2);
}

const phases = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    { name: 'build', script: 'build' },
  ],
  [{ name: 'unit and server suites', script: 'test:unit' }],
  [
    { name: 'browser suites', command: 'npx', args: ['playwright', 'test'], shown: true },
    { name: 'two-instance walk', script: 'test:cluster' },
    ...(beside ? [{ name: beside, command: 'nice', args: ['-n', '10', beside] }] : []),
  ],
];

const timings = [];

/**
 * Runs one step. Its output goes straight through when it is shown (alone in its phase, or the
 * phase's main step); otherwise it is held and printed whole once its phase ends, so that the
 * lines of two steps never mix and a failure beside the browser suites is read at the end of the
 * log, not in the middle of theirs.
 */
function run(step, shown) {
  const command = step.command ?? 'npm';
  const args = step.args ?? ['run', step.script, '--silent'];
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: shown ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('error', (error) => held.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      timings.push({ name: step.name, seconds, ok: code === 0 });
      const output = shown ? undefined : Buffer.concat(held);
      resolve({ code: code === 0 ? 0 : 1, name: step.name, output });
    });
  });
}

function printTimings(total) {
  const width = Math.max(...timings.map((t) => t.name.length));
  console.log('\nnpm test, step by step:');
  for (const t of timings) {
    const mark = t.ok ? '' : '  (failed)';
    console.log(`  ${t.name.padEnd(width)}  ${t.seconds.toFixed(0).padStart(5)} s${mark}`);
  }
  console.log(`  ${'in all'.padEnd(width)}  ${total.toFixed(0).padStart(5)} s`);
}

const started = Date.now();
let failed = 0;
for (const phase of phases) {
  const results = await Promise.all(
    phase.map((step) => run(step, phase.length === 1 || step.shown === true)),
  );
  for (const { name, output } of results) {
    if (!output) continue;
    process.stdout.write(`\n── ${name} ──\n`);
    process.stdout.write(output);
  }
  failed = results.find(({ code }) => code !== 0)?.code ?? 0;
  if (failed) break;
}
printTimings((Date.now() - started) / 1000);
process.exit(failed);
