// Minimal types for the local emulators, which ship none.
declare module 'dynalite' {
  import type { Server } from 'node:http';
  interface DynaliteOptions {
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
  }
  export default function dynalite(options?: DynaliteOptions): Server;
}

declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
    allowMismatchedSignatures?: boolean;
  }
  /** An object as s3rver's controllers hand it to the store. */
  export interface S3rverObject {
    bucket: string;
    key: string;
    content: Buffer | NodeJS.ReadableStream;
    metadata: Record<string, string>;
  }
  /** The parts of s3rver's FilesystemStore that infra/local/s3-atomic-writes.ts wraps. */
  export interface FilesystemStore {
    getResourcePath(bucket: string, key: string | undefined, resource: string): string;
    putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5?: string): Promise<void>;
    getObject(bucket: string, key: string, options?: { start?: number; end?: number }): Promise<unknown>;
    putObject(object: S3rverObject): Promise<{ size: number; md5: string }>;
    deleteObject(bucket: string, key: string): Promise<void>;
    copyObject(srcBucket: string, srcKey: string, destBucket: string, destKey: string, replacementMetadata?: Record<string, string>): Promise<unknown>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    store: FilesystemStore;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
