import type { AddressInfo } from 'node:net';
import { createGatewayServer, createLocalGateway } from '../../infra/local/api-gateway';
import { LOOPBACK } from '../../infra/local/net';

// The child of startApiProcess (api-process.ts): the API on a free loopback port, its issuer and app
// client from the arguments, everything else from the environment it inherited.
const [issuer, userPoolClientId] = process.argv.slice(2);
if (!issuer || !userPoolClientId) throw new Error('usage: api-process-main.ts <issuer> <user pool client id>');
const server = createGatewayServer(createLocalGateway({ issuer, userPoolClientId }));
server.listen(0, LOOPBACK, () => process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`));
