import type { Plugin } from 'vite';
import { sourceDigest, type BuildPart } from './sources.mjs';

export interface BuildRecord {
  /** The build id: `BUILD_ID` when the operator sets one, else the digest of the sources. */
  id: string;
  /** The digest of the sources the build was made from (build/sources.mjs). */
  sources: string;
}

/** The record of what a build was made from, for `npm start` to tell whether it is current. */
export function readBuildRecord(root: string, part: BuildPart): BuildRecord {
  const sources = sourceDigest(root, part);
  if (!sources) throw new Error(`no sources to build the ${part} from in ${root}`);
  return { id: process.env.BUILD_ID || sources, sources };
}

/** Writes `build.json` (the build id and its sources' digest) beside the built files. */
export function buildRecordFile(record: BuildRecord): Plugin {
  return {
    name: 'shop:build-record',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify(record) });
    },
  };
}
