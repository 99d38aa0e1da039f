import type { LoginReply, register as registerCall } from '../../../contract/account';
import type { CallParsed } from '../../../contract/call';
import { CODE_INVALID_INPUT } from '../../../contract/call';
import type { Db } from '../../db/database';
import { BusinessError } from '../../errors';
import type { Lang } from '../../lib/lang';
import { isUniqueViolation, signIn } from './members';
import { createMember } from './new-member';
import { hashPassword } from './passwords';
import { checkSmsCode, consumeSmsCode } from './sms-codes';

type RegisterForm = CallParsed<typeof registerCall>;

async function refuseTaken(db: Db, mobile: string, email: string | null): Promise<void> {
  const taken = await db
    .selectFrom('member')
    .select(['mobile', 'email'])
    .where((eb) =>
      eb.or([
        eb('mobile', '=', mobile),
        ...(email === null ? [] : [eb(eb.fn('lower', ['email']), '=', email)]),
      ]),
    )
    .execute();
  if (taken.some((row) => row.mobile === mobile)) {
    throw new BusinessError(CODE_INVALID_INPUT, 'mobileRegistered');
  }
  if (taken.length > 0) throw new BusinessError(CODE_INVALID_INPUT, 'emailRegistered');
}

export async function registerMember(
  db: Db,
  form: RegisterForm,
  options: { lang: Lang; passwordCost: number },
  now: number,
): Promise<LoginReply & { coupon_value: number }> {
  // No email is stored as none (null): an empty one would clash with the next account's.
  const email = form.email === '' ? null : form.email.toLowerCase();
  // The code proves the number first; only then may the answer say what is already taken.
  const codeId = await checkSmsCode(db, form.mobile, 'register', form.sms_code, now);
  await refuseTaken(db, form.mobile, email);
  const passwordHash = await hashPassword(form.password, options.passwordCost);
  try {
    const { member, giftFen } = await db.transaction().execute(async (trx) => {
      await consumeSmsCode(trx, codeId, now);
      return createMember(
        trx,
        {
          mobile: form.mobile,
          email,
          password_hash: passwordHash,
          title: form.title,
          last_name: form.last_name,
          first_name: form.first_name,
          birthday: form.birthday,
          country: form.country,
          city: form.city,
          newsletter: form.newsletter ? 1 : 0,
        },
        now,
      );
    });
    return { ...(await signIn(db, member, options.lang, now)), coupon_value: giftFen };
  } catch (error) {
    // Another registration took the number or the address in the meantime.
    if (isUniqueViolation(error, 'mobile')) {
      throw new BusinessError(CODE_INVALID_INPUT, 'mobileRegistered');
    }
    if (isUniqueViolation(error, 'email')) {
      throw new BusinessError(CODE_INVALID_INPUT, 'emailRegistered');
    }
    throw error;
  }
}
