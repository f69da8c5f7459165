/** `npm run reset`: wipes the local emulators' data, logs and outbox (.local/). */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const dataDir = resolve(import.meta.dirname, '../../.local');
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}; the next npm start seeds fresh sample data.`);
