/** What the exports function hands its worker: whose job, which one. Everything else is read from the job. */
export interface ExportWorkerEvent {
  userId: string;
  jobId: string;
}
