// The importer's refusals: bad input (an unreachable database, a wrong prefix, tables that are not Gnuboard5's, a
// folder without file/, a dump read through a latin1 client, a plan that does not parse) stops the run before
// anything is written, with one Korean sentence for the school's IT person.
export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}
