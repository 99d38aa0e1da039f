import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { Histogram } from 'prom-client';

const OPERATIONS: Partial<Record<RootOperationNode['kind'], string>> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
  RawNode: 'raw',
};

/**
 * Times every query the app's Kysely instance runs, from the moment it is compiled (just before
 * a connection is taken) to its rows, into a histogram by operation. A query that fails has no
 * result to time: its start is forgotten with its id.
 */
export class QueryTimer implements KyselyPlugin {
  private readonly started = new WeakMap<object, { at: bigint; operation: string }>();

  constructor(private readonly seconds: Histogram<'operation'>) {}

  transformQuery({ queryId, node }: PluginTransformQueryArgs): RootOperationNode {
    const operation = OPERATIONS[node.kind] ?? 'other';
    this.started.set(queryId, { at: process.hrtime.bigint(), operation });
    return node;
  }

  async transformResult({
    queryId,
    result,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const start = this.started.get(queryId);
    if (start) {
      this.started.delete(queryId);
      const seconds = Number(process.hrtime.bigint() - start.at) / 1e9;
      this.seconds.observe({ operation: start.operation }, seconds);
    }
    return result;
  }
}
