/** When the job worker may run a job: at once, or after the web processes are quiet (`webLoadTurns`). */
export type JobTurns = {
  /** runs `work` when it is the turn of a job due since `dueSince` */
  take<T>(work: () => Promise<T>, job: { dueSince: Date; urgent: boolean }): Promise<T>
  /** the latest figure from the web processes */
  heard(utilization: number): void
}
