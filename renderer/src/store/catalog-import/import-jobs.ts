// The platform's recent imports as this workstation knows them: a job started or read again takes its place
// in the list (first when new).
import type { ImportJob } from '../../../../shared/contract/import-job';
import type { PosSet } from '../slice';

/** A job that will not change any more. */
export function isImportOver(job: Pick<ImportJob, 'status'>): boolean {
  return job.status === 'finished' || job.status === 'failed';
}

export function rememberJob(set: PosSet, job: ImportJob): void {
  set((state) => ({
    importJobs: state.importJobs.some((known) => known.import_id === job.import_id)
      ? state.importJobs.map((known) => (known.import_id === job.import_id ? job : known))
      : [job, ...state.importJobs],
  }));
}
