// The parts of the S3 SDK the functions use, presigners included, in one module that is imported lazily
// (see s3-client.ts): named re-exports let the bundler keep only these, where a dynamic import of the whole
// package keeps all. One lazy module, not one per package: code the SDK packages share with the DynamoDB
// client then lands in fewer chunks, and each chunk a function reads at start costs its cold start.
export { createPresignedPost } from '@aws-sdk/s3-presigned-post';
export { getSignedUrl } from '@aws-sdk/s3-request-presigner';
export {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
