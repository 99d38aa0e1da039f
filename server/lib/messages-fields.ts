import type { Lang } from './lang';

/** The form-field messages of spec §5, named by the keys the contract's schemas use. */
export const fieldMessages = {
  tooLong: { cn: '输入内容过长', en: 'This entry is too long' },
  emojiNotAllowed: { cn: '不允许输入表情符号', en: 'Emoji is not allowed' },
  invalidCharacters: {
    cn: '输入内容含有不支持的字符',
    en: 'This entry contains characters that are not allowed',
  },
  mobileBlank: { cn: '手机号码不能为空', en: 'Mobile number cannot be blank' },
  mobileFormat: { cn: '手机号码格式错误', en: 'Mobile number format error' },
  captchaBlank: { cn: '图形验证码不能为空', en: 'Graphic code cannot be blank' },
  smsCodeBlank: { cn: '手机验证码不能为空', en: 'Mobile code cannot be blank' },
  smsCodeWrong: {
    cn: '手机验证码错误或已失效',
    en: 'The mobile code is wrong or has expired',
  },
  passwordBlank: { cn: '请输入密码', en: 'Please enter your password' },
  passwordSpace: { cn: '密码不能包含空格', en: 'A password cannot contain spaces' },
  passwordEmoji: { cn: '密码不能包含表情符号', en: 'A password cannot contain emoji' },
  passwordCharacters: {
    cn: '密码只能使用英文字母、数字和键盘符号，不能包含汉字、带重音的字母等其他字符',
    en: 'A password can only use English letters, numbers and keyboard symbols: no Chinese characters, accented letters or other characters',
  },
  passwordLength: { cn: '密码长度为 8-16 位', en: 'A password must be 8-16 characters long' },
  passwordLetterAndDigit: {
    cn: '密码须至少包含一个字母和一个数字',
    en: 'A password must contain at least one letter and one number',
  },
  passwordMismatch: { cn: '两次输入的密码不一致！', en: 'Password inconsistency!' },
  titleRequired: { cn: '请选择称谓', en: 'Please choose a title' },
  lastNameLength: { cn: '姓氏为 1-5 个字符', en: 'Last name must be 1-5 characters' },
  firstNameLength: { cn: '名字为 1-4 个字符', en: 'First name must be 1-4 characters' },
  emailInvalid: { cn: '请输入正确的邮箱地址', en: 'Please enter a valid email address' },
  emailForNewsletter: {
    cn: '如需通过电子邮件接收资讯，请填写电子邮箱',
    en: 'Please enter your email address to receive our news by email',
  },
  birthdayInvalid: { cn: '请选择正确的出生日期', en: 'Please choose a valid date of birth' },
  dateInvalid: { cn: '日期格式不正确', en: 'This date is not valid' },
  cityBlank: { cn: '城市不能为空', en: 'City cannot be blank' },
  privacyRequired: { cn: '请勾选隐私政策', en: 'Please tick the privacy policy' },
  accountBlank: { cn: '请输入手机号码或邮箱', en: 'Please enter your mobile number or email' },
  nameBlank: { cn: '姓名不能为空', en: 'Name cannot be blank' },
  provinceBlank: { cn: '省份不能为空', en: 'Province cannot be blank' },
  areaBlank: { cn: '区县不能为空', en: 'Area cannot be blank' },
  addressBlank: { cn: '详细地址不能为空', en: 'Detailed address cannot be blank' },
  ticketExpired: {
    cn: '验证已过期，请重新获取验证码',
    en: 'This verification has expired, please request a new code',
  },
  wechatStateInvalid: {
    cn: '微信登录已失效，请重新扫码',
    en: 'This WeChat sign-in has expired, please scan again',
  },
} as const satisfies Record<string, Record<Lang, string>>;
