import * as calls from '../../../contract/document';
import { handler, type Handler } from '../../gateway';
import { listDocuments, showDocument } from './documents';

const cached = { cacheMs: 5_000 };

export const documentHandlers: Handler[] = [
  handler(calls.documentShow, (ctx, input) => showDocument(ctx.db, ctx.lang, input.code), cached),
  handler(calls.documentList, (ctx) => listDocuments(ctx.db, ctx.lang), cached),
] as Handler[];

// What the console and the operator's command use of this one.
export {
  cleanDocumentText,
  consoleDocument,
  consoleDocuments,
  previewDocument,
  publishDocument,
} from './edit';
export { DocumentRefusal } from './refusal';
