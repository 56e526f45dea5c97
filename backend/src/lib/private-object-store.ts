import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, type S3ClientConfig } from "@aws-sdk/client-s3"
import type { Readable } from "node:stream"

/** The S3 settings read from the environment (backend/object-storage.js, shared with medusa-config.js). */
type S3Settings = { privateBucket: string }
const objectStorage = require("../../object-storage") as {
  s3Settings(env?: NodeJS.ProcessEnv): S3Settings | undefined
  s3ClientConfig(settings: S3Settings): S3ClientConfig
}

/** Private files in the private bucket: written and read with the backend's credentials, never given a public ACL. */
export type PrivateObjectStore = {
  put(key: string, bytes: Buffer): Promise<void>
  get(key: string): Promise<Readable | undefined>
  delete(key: string): Promise<void>
}

function s3Store(settings: S3Settings): PrivateObjectStore {
  const client = new S3Client(objectStorage.s3ClientConfig(settings))
  const Bucket = settings.privateBucket
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ACL: "private", ContentType: "application/octet-stream" }))
    },
    async get(key) {
      try {
        return (await client.send(new GetObjectCommand({ Bucket, Key: key }))).Body as Readable
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === "NoSuchKey") return undefined
        throw err
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
  }
}

let cached: { env: string; store: PrivateObjectStore | undefined } | undefined

/** The private bucket when S3 is configured (S3_BUCKET …), or undefined: private files then stay on the local disk. */
export function privateObjectStore(): PrivateObjectStore | undefined {
  const settings = objectStorage.s3Settings()
  const key = JSON.stringify(settings ?? null)
  if (cached?.env !== key) cached = { env: key, store: settings ? s3Store(settings) : undefined }
  return cached.store
}
