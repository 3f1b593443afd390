import type { DataSource, Logger as TypeOrmLogger } from 'typeorm';

/**
 * TypeORM's logger for our data sources: it prints nothing (the server logs what matters itself)
 * and counts the queries that failed, on either driver (`db_query_errors_total`). TypeORM tells
 * its logger of every failed query; its query events miss SQLite's.
 */
export class QueryErrorCount implements TypeOrmLogger {
  count = 0;

  logQueryError(): void {
    this.count++;
  }

  logQuery(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

/** Queries of this data source that failed so far (0 for one built elsewhere). */
export const queryErrors = (db: DataSource): number => (db.logger instanceof QueryErrorCount ? db.logger.count : 0);
