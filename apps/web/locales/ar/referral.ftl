# Referral links (§2 /r/{code}, §5 code length, §8 referral toast).

referral-invalid-title = رابط الإحالة غير صالح
referral-invalid-heading = رابط الإحالة هذا غير صالح
referral-invalid-help = تحقّق من الرابط الذي أُرسل إليك، أو سجّل من دونه.
referral-invalid-actions = { $signup } أو { $home }.
referral-create-account = أنشئ حسابًا مجانيًا
referral-go-home = انتقل إلى الصفحة الرئيسية

## Spec texts mirrored from @motes/shared; referralMessages.test.ts checks them in en-US.

referral-invalid-code = يجب أن يتراوح عدد أحرف رمز الإحالة بين { $min } و{ $max }
referral-signup-only = عذرًا - لا يمكن استخدام رابط الإحالة الذي نقرت عليه إلا عند التسجيل في حساب جديد
