import http from 'node:http';

export interface Served {
  method: string;
  url: string;
  instance: number;
  status: number;
}

/**
 * A load balancer that sends each request to the next instance in turn, whatever the connection
 * it came on, and remembers who served what. `GET /__cluster/served` answers that list (and
 * `DELETE` forgets it); nothing else under `/__cluster/` exists.
 */
export function roundRobin(ports: number[]): http.Server {
  const agent = new http.Agent({ keepAlive: true });
  const served: Served[] = [];
  let next = 0;
  return http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url.startsWith('/__cluster/')) {
      if (request.method === 'DELETE') served.length = 0;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(served));
      return;
    }
    const instance = next;
    next = (next + 1) % ports.length;
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: ports[instance],
        method: request.method,
        path: url,
        headers: { ...request.headers, 'x-forwarded-for': forwardedFor },
        agent,
      },
      (reply) => {
        served.push({
          method: request.method ?? 'GET',
          url,
          instance,
          status: reply.statusCode ?? 0,
        });
        response.writeHead(reply.statusCode ?? 502, {
          ...reply.headers,
          'x-instance': String(instance),
        });
        reply.pipe(response);
      },
    );
    upstream.on('error', () => {
      served.push({ method: request.method ?? 'GET', url, instance, status: 502 });
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
}
