// The sign-in flow's pages (spec §2) and where a member lands without a page to return to.
export const LOGIN_PATH = '/mobile/login';
export const REGISTER_PATH = '/mobile/login/register';
export const FORGOT_PASSWORD_PATH = '/mobile/login/forgotPwd';
export const WXBIND_PATH = '/mobile/login/wxbind';
export const WXAUTH_PATH = '/mobile/login/wxbind/wxAuth';
/** The member area's home: where a shopper lands when there is no page to return to. */
export const MEMBER_HOME_PATH = '/personal';
