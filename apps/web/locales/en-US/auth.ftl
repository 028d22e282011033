# Sign-in and sign-up (§2 /login, /signup, /login/link, /login/complete, Google one-tap).

## Page titles and headings

auth-login-title = Sign in
auth-login-heading = Sign in to Motes
auth-login-extension-lead = Sign in here to use the Motes extension.
auth-login-submit = Email me a sign-in link
auth-login-new = New to Motes?
auth-login-create-account = Create a free account
auth-signup-title = Create your account
auth-signup-heading = Create your Motes account
auth-signup-lead = Record voice notes, have text read aloud and share them with a link. It's free to start.
auth-signup-institution = You're signing up with { $institution }.
auth-signup-referral = Referral code { $code } will be added to your new account.
auth-signup-submit = Email me a link to sign up
auth-signup-have-account = Already have an account?
auth-signup-sign-in = Sign in
auth-signing-in-title = Signing in
auth-signing-in-heading = Signing you in
auth-or = or
auth-continue-with = Continue with { $provider }

## The email form and the emailed link

auth-email-label = Email address
auth-email-hint = We'll email you a link that signs you in. No password needed.
auth-check-email-heading = Check your email
auth-check-email-sent = We sent a sign-in link to { $email }. Open it on this device or any other, and this page signs you in as soon as you do. The link works once, for { $minutes } minutes.
auth-check-email-waiting = Waiting for you to open the link ...
auth-check-email-help = No email after a minute? Check your spam or junk folder, or send a new link.
auth-stopped-waiting = We stopped waiting for the link on this page. Open the link to sign in on the device you open it on, or send a new link to sign in here.
auth-send-new-link = Send a new link
auth-use-different-email = Use a different email
auth-sign-in-failed-heading = We couldn't sign you in
auth-sign-in-failed = Something went wrong while signing you in. Please try again in a moment.
auth-try-again = Try again
auth-signed-in-onwards = You're signed in. Taking you onwards ...

## /login/link

auth-link-checking = Checking your sign-in link ...
auth-link-signed-in-heading = You're signed in
auth-link-signed-in-body = Signed in as { $email }. If you asked for this link on another device or tab, it is signing you in there now too.
auth-link-continue = Continue to Motes
auth-link-failed-heading = This link didn't work
auth-link-get-new = Get a new sign-in link

## /login/complete

auth-complete-finishing = Finishing your sign-in ...
auth-complete-signed-in-heading = Signed in
auth-back-to-sign-in = Back to sign in

## Already signed in, and the extension's sign-in tab

auth-already-signed-in-heading = You're already signed in
auth-already-signed-in-as = You're signed in as { $email }.
auth-continue = Continue
auth-sign-out-switch = Sign out and use another account
auth-extension-signed-in-heading = You're signed in
auth-extension-signed-in-as = The Motes extension is now signed in as { $email }.
auth-extension-signed-in = The Motes extension is now signed in.
auth-extension-close-tab = You can close this tab and carry on where you were.
auth-go-to-motes = Go to Motes

## Notices on /login (§2 forced sign-out)

auth-signed-out = You were signed out. Please sign in again.

## The route guard (§4)

auth-guard-status-failed-title = We couldn't check your sign-in
auth-guard-status-failed-body = Check your connection, then try again.
auth-guard-try-again = Try again

## Spec texts (§8) and the sign-in texts of @motes/shared. Each must read exactly as the
## constant it mirrors in en-US; authMessages.test.ts checks them.

auth-google-login-failed = Failed to login. Try again later
auth-google-login-in-progress = Logging you in. Please wait ...
auth-login-default-error = Cannot currently login to { $provider }, please try again later.
auth-oidc-denied = Signing in with { $provider } was cancelled. Try again, or sign in with your email.
auth-oidc-state = That sign-in could not be checked. Please start it again from this page.
auth-oidc-expired = That sign-in took too long. Please try again.
auth-oidc-email-unverified = Your { $provider } account's email address is not verified. Verify it with { $provider }, or sign in with your email.
auth-oidc-disabled = Signing in with { $provider } is not available here. Sign in with your email.
auth-oidc-rate-limited = Too many sign-in attempts from your network. Please wait a few minutes and try again.
auth-invalid-email = Enter a valid email address, like name@example.com.
auth-link-unknown = This sign-in link is not valid. Check that you copied the whole link, or ask for a new one.
auth-link-used = This sign-in link was already used. Ask for a new one to sign in again.
auth-link-expired = This sign-in link has expired. Ask for a new one to sign in.
auth-poll-unknown = This sign-in request is not known. Ask for a new sign-in link.
auth-poll-wrong-device = This sign-in was requested on another device. Finish signing in there.
auth-already-completed = This sign-in is already complete. Ask for a new link to sign in again.
auth-account-deleted = The account for this email address was deleted. Contact support to restore it.
