/** §2 `/signup?institution_name=`: the query that makes a sign-up an institution sign-up. */
export const INSTITUTION_NAME_PARAM = 'institution_name';
