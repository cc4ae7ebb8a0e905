/**
 * A job's failure that no retry can fix (its input is wrong, what it needs is not there): the job fails at once,
 * in the dead-letter state, instead of being tried again after a back-off. Any other error is retried as usual.
 */
export class PermanentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentError';
  }
}
