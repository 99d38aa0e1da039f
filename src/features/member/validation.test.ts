import { describe, expect, it } from 'vitest';
import {
  validateAddress,
  validatePassword,
  validateProfile,
  type AddressForm,
  type ProfileForm,
} from './validation';

const now = new Date('2026-11-21T12:00:00Z');
const profile: ProfileForm = {
  title: 'Ms.',
  last_name: '李',
  first_name: '小红',
  birthday: '1990-05-01',
  country: '中国',
  city: '上海',
  province_code: '',
  city_code: '',
  area_code: '',
  address: '',
  special_date: '',
  email: 'li@example.com',
  newsletter: false,
};

describe('the profile form', () => {
  it('accepts a complete profile', () => {
    expect(validateProfile(profile, now)).toEqual({});
  });
  it('applies spec §5 name lengths, counting characters as a shopper does', () => {
    expect(validateProfile({ ...profile, last_name: '欧阳欧阳欧阳' }, now).last_name).toBe(
      'lastNameLength',
    );
    expect(validateProfile({ ...profile, first_name: '' }, now).first_name).toBe('firstNameLength');
    expect(validateProfile({ ...profile, first_name: 'Anna' }, now).first_name).toBeUndefined();
    expect(validateProfile({ ...profile, first_name: 'Annie' }, now).first_name).toBe(
      'firstNameLength',
    );
  });
  it('refuses emoji', () => {
    expect(validateProfile({ ...profile, last_name: '李😀' }, now).last_name).toBe(
      'emojiNotAllowed',
    );
    expect(validateProfile({ ...profile, city: '上海🌃' }, now).city).toBe('emojiNotAllowed');
    expect(validateProfile({ ...profile, country: '🇨🇳' }, now).country).toBe('emojiNotAllowed');
    expect(validateProfile({ ...profile, country: '', city: '' }, now)).toEqual({});
  });
  it('needs a title, a past date of birth and a valid email', () => {
    const problems = validateProfile(
      { ...profile, title: '', birthday: '2030-01-01', email: 'li@' },
      now,
    );
    expect(problems).toEqual({
      title: 'titleRequired',
      birthday: 'birthdayInvalid',
      email: 'emailInvalid',
    });
  });
  it('takes a profile without the date of birth, country, city or email registration left out', () => {
    const unknown = { ...profile, birthday: '', country: '', city: '', email: '' };
    expect(validateProfile(unknown, now)).toEqual({});
    expect(validateProfile({ ...unknown, newsletter: true }, now)).toEqual({
      email: 'emailForNewsletter',
    });
  });
  it('takes a province, city and area all together or not at all', () => {
    expect(validateProfile({ ...profile, province_code: '310000' }, now).province_code).toBe(
      'districtIncomplete',
    );
    const all = { province_code: '310000', city_code: '310100', area_code: '310101' };
    expect(validateProfile({ ...profile, ...all }, now)).toEqual({});
  });
});

const address: AddressForm = {
  name: '李小红',
  mobile: '13800138000',
  province_code: '310000',
  city_code: '310100',
  area_code: '310101',
  address: '南京西路 1 号',
  is_default: false,
};

describe('the address form', () => {
  it('accepts a complete address', () => {
    expect(validateAddress(address)).toEqual({});
  });
  it('names every blank field with the one spec §5 message', () => {
    const blank = { ...address, name: ' ', mobile: '', area_code: '', address: '' };
    expect(validateAddress(blank)).toEqual({
      name: 'addressBlank',
      mobile: 'addressBlank',
      district: 'addressBlank',
      address: 'addressBlank',
    });
  });
  it('says a malformed mobile number is a format error', () => {
    expect(validateAddress({ ...address, mobile: '1380013800' }).mobile).toBe('mobileFormat');
    expect(validateAddress({ ...address, mobile: '23800138000' }).mobile).toBe('mobileFormat');
  });
});

describe('the password form', () => {
  const form = { old_password: 'old', password: 'abcd1234', password_confirm: 'abcd1234' };
  it('accepts 8-16 letters and numbers, confirmed, with keyboard symbols or without', () => {
    expect(validatePassword(form)).toEqual({});
    const symbols = { ...form, password: 'Maison2026!', password_confirm: 'Maison2026!' };
    expect(validatePassword(symbols)).toEqual({});
  });
  it('needs the current password', () => {
    expect(validatePassword({ ...form, old_password: '' }).old_password).toBe('oldPasswordBlank');
  });
  it('names why a password without digits, too short, too long or with a space is refused', () => {
    const cases = [
      ['abcdefgh', 'passwordLetterAndDigit'],
      ['abc123', 'passwordLength'],
      ['abcd1234abcd12345', 'passwordLength'],
      ['Maison 2026', 'passwordSpace'],
    ] as const;
    for (const [password, problem] of cases) {
      expect(validatePassword({ ...form, password, password_confirm: password }).password).toBe(
        problem,
      );
    }
  });
  it('says "Password inconsistency!" when the two differ', () => {
    expect(validatePassword({ ...form, password_confirm: 'abcd12345' }).password_confirm).toBe(
      'passwordMismatch',
    );
  });
});
