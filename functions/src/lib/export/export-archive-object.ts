import { bucketName, loadS3 } from '../aws/s3-client';

/** Deletes a finished job's archive (its key is the job's own, built from the owner and the job id). */
export async function deleteExportArchive(objectKey: string): Promise<void> {
  const { client, DeleteObjectsCommand } = await loadS3();
  await client.send(
    new DeleteObjectsCommand({
      Bucket: bucketName(),
      Delete: { Objects: [{ Key: objectKey }], Quiet: true },
    }),
  );
}
