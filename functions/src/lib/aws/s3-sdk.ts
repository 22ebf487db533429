// The parts of the S3 SDK the functions use, in one module that is imported lazily (see s3-client.ts):
// named re-exports let the bundler keep only these, where a dynamic import of the whole package keeps all.
export {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
