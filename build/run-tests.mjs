// `npm test`: every check of the shop, fastest to fail first. The checks that read the sources
// (types, lint) and the build run side by side: each uses about one core, and the build's output
// is what the browser suites need next. The suites themselves run one after another, each using
// both cores. Prints each step's time at the end, and stops at the first step that fails.
import { spawn } from 'node:child_process';

const phases = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    { name: 'build', script: 'build' },
  ],
  [{ name: 'unit and server suites', script: 'test:unit' }],
  [{ name: 'browser suites', command: 'npx', args: ['playwright', 'test'] }],
  [{ name: 'two-instance walk', script: 'test:cluster' }],
];

const timings = [];

/**
 * Runs one step; beside others, its output is held and printed whole when it ends, so that the
 * lines of two steps never mix.
 */
function run(step, alone) {
  const command = step.command ?? 'npm';
  const args = step.args ?? ['run', step.script, '--silent'];
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      timings.push({ name: step.name, seconds, ok: code === 0 });
      if (!alone) {
        process.stdout.write(`\n── ${step.name} ──\n`);
        process.stdout.write(Buffer.concat(held));
      }
      resolve(code === 0 ? 0 : (code ?? (signal ? 1 : 0)));
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
  const codes = await Promise.all(phase.map((step) => run(step, phase.length === 1)));
  failed = codes.find((code) => code !== 0) ?? 0;
  if (failed) break;
}
printTimings((Date.now() - started) / 1000);
process.exit(failed);
