import { describe, expect, it } from 'vitest';
import { progressBar, progressLines } from './progress';

describe('progress told as lines', () => {
  it('tells a phase of known size every 10,000 and at its end, whatever the steps', () => {
    const lines: string[] = [];
    const progress = progressLines((line) => lines.push(line));
    progress.say('reading');
    for (let done = 500; done <= 20_500; done += 500) progress.advance('pieces', done, 20_500);
    progress.advance('pieces', 20_500, 20_500);
    expect(lines).toEqual([
      'reading',
      'pieces: 10,000 of 20,500',
      'pieces: 20,000 of 20,500',
      'pieces: 20,500 of 20,500',
    ]);
  });

  it('tells a phase of unknown size every 100,000', () => {
    const lines: string[] = [];
    const progress = progressLines((line) => lines.push(line));
    for (let done = 30_000; done <= 250_000; done += 30_000) progress.advance('rows', done, null);
    expect(lines).toEqual(['rows: 120,000', 'rows: 210,000']);
  });
});

describe('progress drawn as a bar', () => {
  it('redraws the bar in place, at most ten times a second, and ends its line when done', () => {
    let out = '';
    let time = 0;
    const progress = progressBar({ write: (text: string) => (out += text) }, () => time);
    progress.advance('pieces', 0, 4);
    time = 50;
    progress.advance('pieces', 1, 4);
    time = 61_000;
    progress.advance('pieces', 2, 4);
    time = 62_000;
    progress.advance('pieces', 4, 4);
    progress.say('matches: 0 pieces change');
    const frames = out.split('\r\x1b[K');
    expect(frames).toEqual([
      '',
      `pieces  ${'░'.repeat(30)}   0%  0 of 4  0:00`,
      `pieces  ${'█'.repeat(15)}${'░'.repeat(15)}  50%  2 of 4  1:01`,
      `pieces  ${'█'.repeat(30)} 100%  4 of 4  1:02\nmatches: 0 pieces change\n`,
    ]);
  });

  it('clears a bar still drawn before a line, and counts a phase of unknown size', () => {
    let out = '';
    const progress = progressBar({ write: (text: string) => (out += text) }, () => 0);
    progress.advance('rows read', 120_000, null);
    progress.say('the feed holds 12,000 pieces');
    expect(out).toBe('\r\x1b[Krows read  120,000  0:00\r\x1b[Kthe feed holds 12,000 pieces\n');
  });
});
