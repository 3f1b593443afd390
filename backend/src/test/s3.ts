import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../kernel/config.js';

/** s3rver's built-in credentials. */
const KEY = 'S3RVER';

export interface TestBucket {
  config: S3Config;
  /** The object's bytes, as the bucket holds them. */
  bytes(name: string): Promise<Buffer | null>;
  /** Every object's name in the bucket (under the config's prefix). */
  names(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server on a loopback port (the npm package `s3rver`, files in a temporary
 * folder), with one bucket, spoken to through the AWS SDK as any S3-compatible store would be.
 */
export async function startTestBucket(bucket = 'media', prefix = ''): Promise<TestBucket> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const config: S3Config = { bucket, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, accessKeyId: KEY, secretAccessKey: KEY, prefix, publicUrl: undefined };
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    config,
    bytes: async (name) => {
      try {
        const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + name }));
        return Buffer.from(await got.Body!.transformToByteArray());
      } catch {
        return null;
      }
    },
    names: async () => {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        for (const o of page.Contents ?? []) names.push((o.Key ?? '').slice(prefix.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names.sort();
    },
    close: async () => {
      client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
