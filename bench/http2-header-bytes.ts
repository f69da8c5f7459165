import { once } from 'node:events';
import { connect, createServer, type OutgoingHttpHeaders } from 'node:http2';
import type { AddressInfo } from 'node:net';

/** A response's status and header fields, as the DevTools protocol reports them (several values of a field joined by newlines). */
export interface ResponseHead {
  status: number;
  headers: Record<string, string>;
}

/** HTTP/1.1's connection-specific fields, which HTTP/2 does not carry (RFC 9113, section 8.2.2). */
const CONNECTION_SPECIFIC_FIELDS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function http2Fields({ status, headers }: ResponseHead): OutgoingHttpHeaders {
  const fields: OutgoingHttpHeaders = { ':status': status };
  for (const [name, value] of Object.entries(headers)) {
    const field = name.toLowerCase();
    if (!CONNECTION_SPECIFIC_FIELDS.has(field)) fields[field] = value.includes('\n') ? value.split('\n') : value;
  }
  return fields;
}

/**
 * The bytes a page load's response headers take when one HTTP/2 connection carries them in this
 * order, as CloudFront serves the site: each response's HEADERS frame as Node's HTTP/2 (nghttp2)
 * encodes it with HPACK, whose table of fields already sent makes a repeated field cost a byte or
 * two. The local server speaks HTTP/1.1, where every response repeats its full headers.
 */
export async function http2HeaderBytes(responses: readonly ResponseHead[]): Promise<number> {
  // A request that got no response over the network (failed, or served from memory) reports no HTTP status.
  const heads = responses.filter(({ status }) => status >= 100 && status <= 599);
  const server = createServer();
  server.on('stream', (stream, request) => {
    const response = heads[Number(request[':path']?.slice(1))];
    stream.respond(response ? http2Fields(response) : { ':status': 204 }, { endStream: true });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const client = connect(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const exchange = async (path: string) => {
    // HEAD: a response may then name its body's length without the body, so only headers travel.
    const stream = client.request({ ':method': 'HEAD', ':path': path }, { endStream: true });
    stream.resume();
    await once(stream, 'close');
  };
  try {
    // The connection's preface and settings travel with the first exchange: not a response's headers.
    await exchange('/warm-up');
    let total = 0;
    for (const index of heads.keys()) {
      const before = client.socket.bytesRead;
      await exchange(`/${index}`);
      total += client.socket.bytesRead - before;
    }
    return total;
  } finally {
    client.close();
    server.close();
  }
}
