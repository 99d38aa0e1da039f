import type { IncomingMessage } from 'node:http';

/** The whole body of a request a local provider received, as bytes. */
export function requestBytes(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The whole body of a request a local provider received, as UTF-8 text. */
export async function requestText(request: IncomingMessage): Promise<string> {
  return (await requestBytes(request)).toString('utf8');
}
