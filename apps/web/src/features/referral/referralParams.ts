/** The `/signup` query parameter that carries a code from a referral link (`/r/{code}`). */
export const REFERRAL_CODE_PARAM = 'referral_code';
