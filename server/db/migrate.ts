import {
  Migrator,
  NO_MIGRATIONS,
  PostgresAdapter,
  sql,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import type { Db } from './database';
import * as catalogue from './migrations/2026_11_21_0001_catalogue';
import * as accounts from './migrations/2026_11_21_0002_accounts';
import * as signInLookups from './migrations/2026_11_21_0003_sign_in_lookups';
import * as cart from './migrations/2026_11_21_0004_cart';
import * as orders from './migrations/2026_11_21_0005_orders';
import * as stores from './migrations/2026_11_21_0006_stores';
import * as appointments from './migrations/2026_11_21_0007_appointments';
import * as personalisation from './migrations/2026_11_21_0008_personalisation';
import * as topics from './migrations/2026_11_21_0009_topics';
import * as documents from './migrations/2026_11_21_0010_documents';
import * as notifyNonces from './migrations/2026_11_25_0011_notify_nonces';
import * as orderSweepClaims from './migrations/2026_11_25_0012_order_sweep_claims';
import * as mediaMasters from './migrations/2026_11_25_0013_media_masters';
import * as skuCodes from './migrations/2026_11_26_0014_sku_codes';
import * as orderLineSku from './migrations/2026_11_26_0015_order_line_sku';
import * as searchIndex from './migrations/2026_11_26_0016_search_index';
import * as goodsListing from './migrations/2026_11_26_0017_goods_listing';
import * as searchListing from './migrations/2026_11_26_0018_search_listing';
import * as listingWords from './migrations/2026_11_27_0019_listing_words';
import * as searchBits from './migrations/2026_11_27_0020_search_bits';
import * as wechatCredentials from './migrations/2026_11_27_0021_wechat_credentials';
import * as balanceEntries from './migrations/2026_11_28_0022_balance_entries';
import * as refundLines from './migrations/2026_11_28_0023_refund_lines';
import * as guestBagMerges from './migrations/2026_11_28_0024_guest_bag_merges';
import * as wechatBrowsers from './migrations/2026_11_29_0025_wechat_browsers';
import * as refundPayouts from './migrations/2026_11_29_0026_refund_payouts';
import * as storeOpeningHours from './migrations/2026_11_29_0027_store_opening_hours';
import * as staff from './migrations/2026_11_29_0028_staff';
import * as dashboardIndexes from './migrations/2026_11_29_0029_dashboard_indexes';
import * as memberNotes from './migrations/2026_11_29_0030_member_notes';
import * as invoiceIssue from './migrations/2026_11_29_0031_invoice_issue';
import * as appointmentConfirmation from './migrations/2026_11_29_0032_appointment_confirmation';
import * as returnReceipt from './migrations/2026_11_29_0033_return_receipt';
import * as washingProgress from './migrations/2026_11_29_0034_washing_progress';
import * as couponCampaigns from './migrations/2026_11_29_0035_coupon_campaigns';
import * as contentDrafts from './migrations/2026_11_29_0036_content_drafts';
import * as staffRecoveryCodes from './migrations/2026_11_29_0038_staff_recovery_codes';
import * as staffSealedSecrets from './migrations/2026_11_29_0039_staff_sealed_secrets';
import * as menuFooterEdits from './migrations/2026_11_29_0040_menu_footer_edits';
import * as documentVersions from './migrations/2026_11_29_0041_document_versions';
import * as couponRules from './migrations/2026_11_29_0042_coupon_rules';
import * as promotionVersions from './migrations/2026_11_29_0043_promotion_versions';
import * as topicVersions from './migrations/2026_11_29_0044_topic_versions';
import * as popupPictureSizes from './migrations/2026_11_29_0045_popup_picture_sizes';
import * as topicGroupVersions from './migrations/2026_11_29_0046_topic_group_versions';
import * as searchQueryLog from './migrations/2026_12_01_0047_search_query_log';
import * as sizesInStock from './migrations/2026_12_01_0048_sizes_in_stock';
import * as synonymKinds from './migrations/2026_12_02_0049_synonym_kinds';
import * as oneLetterPrefixes from './migrations/2026_12_02_0050_one_letter_prefixes';
import * as outerwearApart from './migrations/2026_12_02_0051_outerwear_apart';
import * as skuColourStock from './migrations/2026_12_02_0052_sku_colour_stock';

/** Migrations are listed here rather than read from disk, so the bundle and tsx agree. */
const migrations: Record<string, Migration> = {
  '2026_11_21_0001_catalogue': catalogue,
  '2026_11_21_0002_accounts': accounts,
  '2026_11_21_0003_sign_in_lookups': signInLookups,
  '2026_11_21_0004_cart': cart,
  '2026_11_21_0005_orders': orders,
  '2026_11_21_0006_stores': stores,
  '2026_11_21_0007_appointments': appointments,
  '2026_11_21_0008_personalisation': personalisation,
  '2026_11_21_0009_topics': topics,
  '2026_11_21_0010_documents': documents,
  '2026_11_25_0011_notify_nonces': notifyNonces,
  '2026_11_25_0012_order_sweep_claims': orderSweepClaims,
  '2026_11_25_0013_media_masters': mediaMasters,
  '2026_11_26_0014_sku_codes': skuCodes,
  '2026_11_26_0015_order_line_sku': orderLineSku,
  '2026_11_26_0016_search_index': searchIndex,
  '2026_11_26_0017_goods_listing': goodsListing,
  '2026_11_26_0018_search_listing': searchListing,
  '2026_11_27_0019_listing_words': listingWords,
  '2026_11_27_0020_search_bits': searchBits,
  '2026_11_27_0021_wechat_credentials': wechatCredentials,
  '2026_11_28_0022_balance_entries': balanceEntries,
  '2026_11_28_0023_refund_lines': refundLines,
  '2026_11_28_0024_guest_bag_merges': guestBagMerges,
  '2026_11_29_0025_wechat_browsers': wechatBrowsers,
  '2026_11_29_0026_refund_payouts': refundPayouts,
  '2026_11_29_0027_store_opening_hours': storeOpeningHours,
  '2026_11_29_0028_staff': staff,
  '2026_11_29_0029_dashboard_indexes': dashboardIndexes,
  '2026_11_29_0030_member_notes': memberNotes,
  '2026_11_29_0031_invoice_issue': invoiceIssue,
  '2026_11_29_0032_appointment_confirmation': appointmentConfirmation,
  '2026_11_29_0033_return_receipt': returnReceipt,
  '2026_11_29_0034_washing_progress': washingProgress,
  '2026_11_29_0035_coupon_campaigns': couponCampaigns,
  '2026_11_29_0036_content_drafts': contentDrafts,
  '2026_11_29_0038_staff_recovery_codes': staffRecoveryCodes,
  '2026_11_29_0039_staff_sealed_secrets': staffSealedSecrets,
  '2026_11_29_0040_menu_footer_edits': menuFooterEdits,
  '2026_11_29_0041_document_versions': documentVersions,
  '2026_11_29_0042_coupon_rules': couponRules,
  '2026_11_29_0043_promotion_versions': promotionVersions,
  '2026_11_29_0044_topic_versions': topicVersions,
  '2026_11_29_0045_popup_picture_sizes': popupPictureSizes,
  '2026_11_29_0046_topic_group_versions': topicGroupVersions,
  '2026_12_01_0047_search_query_log': searchQueryLog,
  '2026_12_01_0048_sizes_in_stock': sizesInStock,
  '2026_12_02_0049_synonym_kinds': synonymKinds,
  '2026_12_02_0050_one_letter_prefixes': oneLetterPrefixes,
  '2026_12_02_0051_outerwear_apart': outerwearApart,
  '2026_12_02_0052_sku_colour_stock': skuColourStock,
};

/** Every migration this build knows: the database is ready for it once all are applied. */
export const knownMigrations: readonly string[] = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * On PostgreSQL the migration bookkeeping lives in the schema being migrated (the first of the
 * search path), so that several shops can share one database under different schemas.
 */
async function migratorFor(db: Db): Promise<Migrator> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return new Migrator({ db, provider });
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  return new Migrator({ db, provider, migrationTableSchema: schema });
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = await migratorFor(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Undoes the migrations after `name`: the database is left as that version made it. */
export async function migrateDownTo(db: Db, name: string): Promise<void> {
  const migrator = await migratorFor(db);
  const { error } = await migrator.migrateTo(name);
  if (error) throw new Error(`rolling back to ${name} failed: ${String(error)}`);
}

/** Undoes every migration: the database is left empty. */
export async function migrateToEmpty(db: Db): Promise<void> {
  const migrator = await migratorFor(db);
  const { error } = await migrator.migrateTo(NO_MIGRATIONS);
  if (error) throw new Error(`rolling back failed: ${String(error)}`);
}
