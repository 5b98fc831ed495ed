export { enqueueJob, getJob, claimJob, retryDelayMs, PermanentJobError, type Job, type JobStatus, type EnqueueOptions } from "./queue";
export { registerJobHandler, type JobHandler, type JobContext } from "./registry";
export { runNextJob, runDueJobs, startWorker, type WorkerHandle } from "./worker";
