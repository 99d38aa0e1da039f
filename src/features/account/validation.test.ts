import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as chinese } from '../../locales/zh-CN/account.po';
import { PROBLEM_MESSAGES } from './problem-messages';
import {
  EMPTY_REGISTRATION,
  REGISTRATION_FIELDS,
  registrationInput,
  registrationProblem,
  type RegistrationField,
  type RegistrationValues,
} from './registration';
import {
  birthdayOf,
  captchaProblem,
  daysInMonth,
  mobileProblem,
  smsCodeProblem,
  type Problem,
} from './validation';

const NOW = new Date('2026-11-21T12:00:00Z');

const valid: RegistrationValues = {
  title: 'Ms.',
  last_name: '欧阳',
  first_name: '娜娜',
  birthday: { year: '1992', month: '2', day: '29' },
  country: '中国',
  city: '上海',
  email: 'nana@example.com',
  mobile: '13912345678',
  captcha: '',
  sms_code: '123456',
  password: 'Maison2026',
  password_confirm: 'Maison2026',
  privacy: true,
  newsletter: false,
};

function problems(values: RegistrationValues) {
  const found: Partial<Record<RegistrationField, Problem>> = {};
  for (const field of REGISTRATION_FIELDS) {
    const problem = registrationProblem(field, values, NOW);
    if (problem) found[field] = problem;
  }
  return found;
}

function say(problem: Problem | undefined, locale: 'en' | 'zh-CN'): string {
  i18n.loadAndActivate({ locale, messages: locale === 'en' ? {} : chinese });
  return problem ? i18n._(PROBLEM_MESSAGES[problem]) : '';
}

describe('registration checks (spec §5)', () => {
  it('accepts a complete, correct form, and sends the server the date and the consent', () => {
    expect(problems(valid)).toEqual({});
    expect(registrationInput({ ...valid, last_name: ' 欧阳 ' })).toMatchObject({
      last_name: '欧阳',
      birthday: '1992-02-29',
      privacy: '1',
      newsletter: '0',
    });
  });

  it('names every wrong field of an empty form, the title first', () => {
    const found = problems(EMPTY_REGISTRATION);
    expect(found).toEqual({
      title: 'titleRequired',
      last_name: 'lastNameLength',
      first_name: 'firstNameLength',
      mobile: 'mobileBlank',
      sms_code: 'smsCodeBlank',
      password: 'passwordLength',
      privacy: 'privacyRequired',
    });
    expect(REGISTRATION_FIELDS.find((field) => found[field])).toBe('title');
  });

  it('leaves out the email, date of birth, country and city, and checks them when given', () => {
    const needed = {
      ...valid,
      birthday: { year: '', month: '', day: '' },
      country: '',
      city: '',
      email: '',
    };
    expect(problems(needed)).toEqual({});
    expect(registrationInput(needed)).toMatchObject({
      birthday: '',
      country: '',
      city: '',
      email: '',
    });
    expect(problems({ ...needed, birthday: { year: '1990', month: '', day: '' } })).toEqual({
      birthday: 'birthdayInvalid',
    });
    expect(problems({ ...needed, email: 'nana@' })).toEqual({ email: 'emailInvalid' });
    const news = problems({ ...needed, newsletter: true });
    expect(news).toEqual({ email: 'emailForNewsletter' });
    expect(say(news.email, 'en')).toBe(
      'Please enter your email address to receive our news by email',
    );
    expect(say(news.email, 'zh-CN')).toBe('如需通过电子邮件接收资讯，请填写电子邮箱');
  });

  it('says each rule in the spec’s words, in English and in Chinese', () => {
    const wrong = problems({
      ...valid,
      last_name: '欧阳欧阳欧阳',
      first_name: 'Anna Maria',
      password: 'onlyletters',
      password_confirm: 'different1',
      privacy: false,
    });
    expect(say(wrong.last_name, 'en')).toBe('Last name must be 1-5 characters');
    expect(say(wrong.first_name, 'en')).toBe('First name must be 1-4 characters');
    expect(say(wrong.password, 'en')).toBe(
      'A password must contain at least one letter and one number',
    );
    expect(say(wrong.password, 'zh-CN')).toBe('密码须至少包含一个字母和一个数字');
    const spaced = problems({ ...valid, password: 'Maison 2026', password_confirm: 'Maison 2026' });
    expect(say(spaced.password, 'en')).toBe('A password cannot contain spaces');
    expect(say(spaced.password, 'zh-CN')).toBe('密码不能包含空格');
    const short = problems({ ...valid, password: 'Maison1', password_confirm: 'Maison1' });
    expect(say(short.password, 'en')).toBe('A password must be 8-16 characters long');
    expect(say(short.password, 'zh-CN')).toBe('密码长度为 8-16 位');
    expect(
      problems({ ...valid, password: 'Maison2026!', password_confirm: 'Maison2026!' }),
    ).toEqual({});
    expect(say(wrong.password_confirm, 'en')).toBe('Password inconsistency!');
    expect(say(wrong.privacy, 'en')).toBe('Please tick the privacy policy');
    expect(say(wrong.last_name, 'zh-CN')).toBe('姓氏为 1-5 个字符');
    expect(say(wrong.password_confirm, 'zh-CN')).toBe('两次输入的密码不一致！');
  });

  it('refuses emoji in names and addresses', () => {
    const wrong = problems({ ...valid, first_name: '🌸', city: '上海🌃', email: 'a😀@b.cn' });
    expect(wrong).toEqual({
      first_name: 'emojiNotAllowed',
      city: 'emojiNotAllowed',
      email: 'emojiNotAllowed',
    });
    expect(say(wrong.first_name, 'en')).toBe('Emoji is not allowed');
  });

  it('checks the date of birth as a real date in the past', () => {
    expect(
      registrationProblem(
        'birthday',
        { ...valid, birthday: { year: '1993', month: '2', day: '29' } },
        NOW,
      ),
    ).toBe('birthdayInvalid');
    expect(
      registrationProblem(
        'birthday',
        { ...valid, birthday: { year: '2027', month: '1', day: '1' } },
        NOW,
      ),
    ).toBe('birthdayInvalid');
    expect(birthdayOf({ year: '1990', month: '5', day: '1' })).toBe('1990-05-01');
    expect(birthdayOf({ year: '1990', month: '', day: '1' })).toBe('');
    expect(daysInMonth('1992', '2')).toBe(29);
    expect(daysInMonth('1993', '2')).toBe(28);
    expect(daysInMonth('', '4')).toBe(30);
    expect(daysInMonth('', '')).toBe(31);
  });
});

describe('mobile number, graphic code and SMS code', () => {
  it('asks for each before a code is sent or a form submitted', () => {
    expect(mobileProblem('')).toBe('mobileBlank');
    expect(mobileProblem('12345678901')).toBe('mobileFormat');
    expect(mobileProblem(' 13912345678 ')).toBeNull();
    expect(captchaProblem('  ')).toBe('captchaBlank');
    expect(smsCodeProblem('')).toBe('smsCodeBlank');
    expect(smsCodeProblem('12345')).toBe('smsCodeFormat');
    expect(say('mobileFormat', 'en')).toBe('Mobile number format error');
    expect(say('captchaBlank', 'en')).toBe('Graphic code cannot be blank');
    expect(say('smsCodeBlank', 'en')).toBe('Mobile code cannot be blank');
  });
});

describe('the browser and the server say the same thing', () => {
  it('words every problem the server also names exactly as the server does', async () => {
    // Loaded at run time: the server's catalogue belongs to the server's TypeScript project.
    const serverCatalogue = '../../../server/lib/messages-fields.ts';
    const { fieldMessages } = (await import(/* @vite-ignore */ serverCatalogue)) as {
      fieldMessages: Record<string, { cn: string; en: string }>;
    };
    const shared = (Object.keys(PROBLEM_MESSAGES) as Problem[]).filter(
      (key) => key in fieldMessages,
    );
    expect(shared.length).toBeGreaterThan(15);
    for (const key of shared) {
      const server = fieldMessages[key] as { cn: string; en: string };
      expect(say(key, 'en'), key).toBe(server.en);
      expect(say(key, 'zh-CN'), key).toBe(server.cn);
    }
  });
});
