import { inject } from 'vitest';
import { TEST_ADMIN_PASSWORD, TEST_ORIGIN_SECRET } from './constants';

// Runs before each test file imports a handler: the handlers' clients read these at module load.
process.env.DYNAMODB_ENDPOINT = inject('dynamodbEndpoint');
process.env.S3_ENDPOINT = inject('s3Endpoint');
process.env.TABLE_NAME = inject('tableName');
process.env.BUCKET_NAME = inject('bucketName');
process.env.AWS_REGION = 'us-east-1';
process.env.ADMIN_PASSWORD = TEST_ADMIN_PASSWORD;
process.env.ORIGIN_VERIFY = TEST_ORIGIN_SECRET;
process.env.ADMIN_FAILURE_DELAY_MS = '5';
process.env.LOG_LEVEL = 'SILENT';
