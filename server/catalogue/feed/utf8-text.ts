import { Transform } from 'node:stream';
import { said } from './problem-words';
import { UnreadableFile } from './records';

/**
 * Decodes a byte stream as UTF-8, refusing any invalid byte (a file saved as GBK, say) as it
 * goes, and drops a leading BOM. Line breaks come out as "\n" alone, so that the CSV parser
 * counts each Windows "\r\n" as one line.
 */
export function utf8Text(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let heldReturn = false;
  const lineBreaks = (text: string, end: boolean) => {
    let whole = heldReturn ? `\r${text}` : text;
    heldReturn = !end && whole.endsWith('\r');
    if (heldReturn) whole = whole.slice(0, -1);
    return whole.replace(/\r\n?/g, '\n');
  };
  const decode = (bytes: Buffer | undefined) => {
    try {
      return bytes === undefined ? decoder.decode() : decoder.decode(bytes, { stream: true });
    } catch {
      throw new UnreadableFile(said('notUtf8'));
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        done(null, lineBreaks(decode(chunk), false));
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        done(null, lineBreaks(decode(undefined), true));
      } catch (error) {
        done(error as Error);
      }
    },
  });
}
