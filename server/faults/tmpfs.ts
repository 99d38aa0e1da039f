import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A small RAM disk at a temporary folder: a disk that can really be filled. */
export interface SmallDisk {
  dir: string;
  /** Bytes the disk still takes. */
  free(): number;
  unmount(): void;
}

export function mountSmallDisk(megabytes: number): SmallDisk {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-faults-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir], {
      stdio: 'pipe',
    });
  } catch (error) {
    fs.rmdirSync(dir);
    throw error;
  }
  let mounted = true;
  return {
    dir,
    free: () => {
      const stats = fs.statfsSync(dir);
      return stats.bavail * stats.bsize;
    },
    unmount: () => {
      if (!mounted) return;
      try {
        execFileSync('umount', [dir], { stdio: 'pipe' });
      } catch {
        // Something still holds a file there: detach it now, the kernel frees it when let go.
        execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      }
      mounted = false;
      fs.rmdirSync(dir);
    },
  };
}

/** Why no small disk can be mounted here (not root, no mount), or null when one can. */
export function smallDiskMissing(): string | null {
  try {
    mountSmallDisk(1).unmount();
    return null;
  } catch (error) {
    const { stderr, message } = error as { stderr?: Buffer; message: string };
    return `mounting a tmpfs is not permitted here (${(stderr?.toString() || message).trim()})`;
  }
}

/** Writes zeros into `file` until the disk refuses: the bytes written. */
export function fillDisk(file: string): number {
  const fd = fs.openSync(file, 'w');
  let written = 0;
  try {
    for (const size of [1 << 20, 1 << 12, 1 << 9]) {
      const chunk = Buffer.alloc(size);
      for (;;) {
        try {
          written += fs.writeSync(fd, chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
          throw error;
        }
      }
    }
  } finally {
    fs.closeSync(fd);
  }
  return written;
}
