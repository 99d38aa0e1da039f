import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';

/** One area of the console (orders, members, …): its calls, beside the staff's own. */
export type ConsoleArea = (app: FastifyInstance) => void | Promise<void>;

export interface StaffRouteOptions {
  db: Db;
  config: Config;
  /** The console's other areas, registered under the same guards and refusals. */
  areas?: ConsoleArea[];
}
