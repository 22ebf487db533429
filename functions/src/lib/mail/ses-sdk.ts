// The parts of the SES v2 SDK the functions use, imported lazily (see ses-sender.ts).
export { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
