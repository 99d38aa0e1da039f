import type { KeyObject } from 'node:crypto';
import type { PlatformKeys } from './client';

// WeChat Pay's platform certificates, for a merchant without WeChat Pay's public key. As its
// guidance on certificate updates says, the list is to be read again at least every 12 hours: no
// signature is checked against a list older than that (it is downloaded again first). A new
// certificate appears in it at least a day before WeChat Pay signs with it, and during a change
// answers and notifies come signed with either, so every certificate is kept by its serial until
// it expires. A serial the shop does not hold has the list downloaded again at once (at most once
// a minute, however many deliveries name unknown serials), and a certificate past its expiry or
// not yet in force verifies nothing.

export interface PlatformCertificate {
  /** The certificate's serial number, upper-case hex, as Wechatpay-Serial names it. */
  serial: string;
  publicKey: KeyObject;
  /** When WeChat Pay may sign with it: the listed times, within the certificate's validity. */
  from: number;
  until: number;
}

export const REFRESH_EVERY_MS = 12 * 3_600_000;
/** How often a delivery under an unknown serial may have the list downloaded again. */
export const UNKNOWN_SERIAL_GAP_MS = 60_000;
/** How long after a failed download the next one is tried. */
export const RETRY_AFTER_MS = 60_000;
/** How long before the last certificate held expires the list is downloaded again. */
export const BEFORE_EXPIRY_MS = 3_600_000;

export type CertificateDownload = (now: number) => Promise<PlatformCertificate[]>;

export class PlatformCertificates implements PlatformKeys {
  private readonly held = new Map<string, PlatformCertificate>();
  /** When the list is due again; before the first download, at once. */
  private dueAt = Number.NEGATIVE_INFINITY;
  private unknownAskedAt = Number.NEGATIVE_INFINITY;
  private running: Promise<void> | null = null;
  private report: (error: unknown) => void = () => {};

  constructor(private readonly download: CertificateDownload) {}

  /**
   * Downloads the list at start; throws why it could not. Later failures go to `report`, and
   * the certificates already held serve until they expire.
   */
  async load(now: number, report: (error: unknown) => void): Promise<void> {
    this.report = report;
    await this.refresh(now);
  }

  /**
   * The key of the certificate `serial` names, in force at `now`; throws why the certificates
   * could not be downloaded when none is held (a command run without the server's start).
   */
  async get(serial: string, now: number): Promise<KeyObject | undefined> {
    const unknown = !this.held.has(serial.toUpperCase());
    if (now >= this.dueAt) {
      await this.refreshQuietly(now);
    } else if (unknown && now - this.unknownAskedAt >= UNKNOWN_SERIAL_GAP_MS) {
      this.unknownAskedAt = now;
      await this.refreshQuietly(now);
    } else if (unknown && this.running) {
      await this.running.catch(() => undefined);
    }
    return this.inForce(serial, now)?.publicKey;
  }

  /** The serials held, for the operator's log. */
  get serials(): string[] {
    return [...this.held.keys()];
  }

  private inForce(serial: string, now: number): PlatformCertificate | undefined {
    const found = this.held.get(serial.toUpperCase());
    return found && found.from <= now && now < found.until ? found : undefined;
  }

  /** A failed download is reported while certificates are held, and thrown when none is. */
  private async refreshQuietly(now: number): Promise<void> {
    try {
      await this.refresh(now);
    } catch (error) {
      if (this.held.size === 0) throw error;
      this.report(error);
    }
  }

  /** One download at a time: a second caller waits for the one under way. */
  private refresh(now: number): Promise<void> {
    this.running ??= this.download(now)
      .then(
        (listed) => this.keep(listed, now),
        (error: unknown) => {
          this.dueAt = now + RETRY_AFTER_MS;
          throw error;
        },
      )
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private keep(listed: PlatformCertificate[], now: number): void {
    for (const certificate of listed) this.held.set(certificate.serial, certificate);
    for (const [serial, certificate] of this.held) {
      if (certificate.until <= now) this.held.delete(serial);
    }
    const lastUntil = Math.max(...[...this.held.values()].map((held) => held.until));
    const beforeExpiry = lastUntil - BEFORE_EXPIRY_MS;
    this.dueAt = Math.max(now + RETRY_AFTER_MS, Math.min(now + REFRESH_EVERY_MS, beforeExpiry));
  }
}
