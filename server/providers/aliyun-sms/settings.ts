import type { SmsScene } from '../../../contract/account';
import { fileText, given, readUtf8, type Env, type ReadFile } from '../env-values';

// Alibaba Cloud SMS from the environment: all of its variables or none (then no text is sent
// unless the sandbox is on). The AccessKey secret may be given itself or as a file. Each scene
// has its approved template (several scenes may share one); a partial or malformed set stops
// the shop at start with a message naming what to fix.

export const ALIYUN_SMS_ENDPOINT = 'dysmsapi.aliyuncs.com';

const REQUIRED = {
  accessKeyId: 'ALIYUN_SMS_ACCESS_KEY_ID',
  signName: 'ALIYUN_SMS_SIGN_NAME',
} as const;
const TEMPLATES: Record<SmsScene, string> = {
  login: 'ALIYUN_SMS_TEMPLATE_LOGIN',
  register: 'ALIYUN_SMS_TEMPLATE_REGISTER',
  find_password: 'ALIYUN_SMS_TEMPLATE_FIND_PASSWORD',
  bind_wechat: 'ALIYUN_SMS_TEMPLATE_BIND_WECHAT',
};
const SECRET = 'ALIYUN_SMS_ACCESS_KEY_SECRET';
const SECRET_FILE = 'ALIYUN_SMS_ACCESS_KEY_SECRET_FILE';
const ENDPOINT = 'ALIYUN_SMS_ENDPOINT';

export interface AliyunSmsEndpoint {
  protocol: 'https' | 'http';
  /** Host name, with the port when not the protocol's own. */
  host: string;
}

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved sign name the texts open with (【…】). */
  signName: string;
  /** The approved template code of each scene: SMS_ and digits. */
  templates: Record<SmsScene, string>;
  endpoint: AliyunSmsEndpoint;
}

/** A bare host is reached over HTTPS; a URL (a test's local service) says its protocol. */
function endpointOf(value: string): AliyunSmsEndpoint {
  if (!value) return { protocol: 'https', host: ALIYUN_SMS_ENDPOINT };
  const url = URL.canParse(value) && value.includes('://') ? new URL(value) : null;
  if (url && (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname === '/') {
    return { protocol: url.protocol === 'http:' ? 'http' : 'https', host: url.host };
  }
  if (!url && /^[a-z0-9.-]+(:\d+)?$/i.test(value)) return { protocol: 'https', host: value };
  throw new Error(
    `${ENDPOINT} must be a host name or an http(s) URL without a path, not "${value}"`,
  );
}

/** Alibaba Cloud SMS's account, or null when none of its variables is set. */
export function aliyunSmsSettings(env: Env, read: ReadFile = readUtf8): AliyunSmsSettings | null {
  const required = [...Object.values(REQUIRED), ...Object.values(TEMPLATES)];
  if ([...required, SECRET, SECRET_FILE, ENDPOINT].every((name) => !given(env, name))) return null;
  const missing = required.filter((name) => !given(env, name));
  if (!given(env, SECRET) && !given(env, SECRET_FILE))
    missing.push(`${SECRET} (or ${SECRET_FILE})`);
  if (missing.length) {
    throw new Error(
      `Alibaba Cloud SMS is partly configured: set ${missing.join(', ')} as well, or none of its variables`,
    );
  }
  const templates = Object.fromEntries(
    Object.entries(TEMPLATES).map(([scene, name]) => {
      const code = given(env, name);
      if (!/^SMS_\d+$/.test(code)) {
        throw new Error(
          `${name} must be an approved template code (SMS_ and digits), not "${code}"`,
        );
      }
      return [scene, code];
    }),
  ) as Record<SmsScene, string>;
  const accessKeySecret =
    given(env, SECRET) || fileText(SECRET_FILE, given(env, SECRET_FILE), read).trim();
  if (!accessKeySecret) throw new Error(`${SECRET_FILE} holds no AccessKey secret`);
  return {
    accessKeyId: given(env, REQUIRED.accessKeyId),
    accessKeySecret,
    signName: given(env, REQUIRED.signName),
    templates,
    endpoint: endpointOf(given(env, ENDPOINT)),
  };
}
