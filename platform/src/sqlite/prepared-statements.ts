import type Database from 'better-sqlite3';

/**
 * A connection's statements, each compiled the first time it is asked for: compiling is most of the cost of
 * a small read or write.
 */
export class PreparedStatements {
  readonly #statements = new Map<string, Database.Statement>();

  constructor(private readonly db: Database.Database) {}

  get(sql: string): Database.Statement {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }
}
