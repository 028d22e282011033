# Referral links (§2 /r/{code}, §5 code length, §8 referral toast).

referral-invalid-title = Referral link not valid
referral-invalid-heading = This referral link isn't valid
referral-invalid-help = Check the link you were sent, or sign up without one.
referral-invalid-actions = { $signup } or { $home }.
referral-create-account = Create a free account
referral-go-home = go to the home page

## Spec texts mirrored from @motes/shared; referralMessages.test.ts checks them in en-US.

referral-invalid-code = A referral code must be { $min } to { $max } characters long
referral-signup-only = Whoops - The referral link you clicked can only be used when signing up for a new account
