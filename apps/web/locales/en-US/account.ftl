# My Account (§2 /account): profile, preferences, signed-in devices, data and deletion.

account-title = Your account
account-heading = Your account
account-sign-out = Sign out
account-signed-in-as = Signed in as { $email }
account-profile-missing = Your profile could not be loaded. Reload the page to try again.

## Profile

account-profile-heading = Profile
account-avatar-alt = Your profile picture
account-shown-as = Shown as { $name }
account-first-name = First name
account-last-name = Last name (optional)
account-avatar-url = Profile picture address (optional)
account-avatar-url-hint = The https:// address of a square picture of you.
account-avatar-url-invalid = Use an address that starts with https://, or leave it empty for no picture.
account-first-name-required = Enter your first name.
account-first-name-too-long = Use { $max } characters or fewer for your first name.
account-last-name-too-long = Use { $max } characters or fewer for your last name.
account-profile-save = Save profile
account-saving = Saving ...
account-profile-saved = Profile saved
account-profile-save-failed = We couldn't save your profile. Please try again.

## Preferences

account-preferences-heading = Preferences
account-speed-label = Read-aloud speed
account-speed = { $speed }×
account-speed-normal = { $speed }× (normal)
account-highlighters = Highlighter labels
account-highlighters-hint = Name each highlighter color after what you use it for.
account-highlighter = { $colour } highlighter
account-highlighter-locked = Locked: blue highlights build your vocabulary list.
account-highlighter-required = Enter a label for this highlighter.
account-highlighter-too-long = Use { $max } characters or fewer.
account-colour-blue = Blue
account-colour-yellow = Yellow
account-colour-green = Green
account-colour-orange = Orange
account-colour-purple = Purple
account-transcripts-off = Don't make transcripts of my recordings
account-transcripts-minor = Transcripts are always off for young learners' accounts.
account-settings-saving = Saving ...
account-settings-saved = All changes saved
account-settings-failed = Your latest changes are not saved yet. Check your connection and try again.
account-try-again = Try again

## Read-aloud voices

account-voice-heading = Read-aloud voices
account-voice-loading = Loading languages and voices ...
account-voice-languages-failed = We couldn't load the languages this server can read aloud.
account-voice-not-installed = Reading aloud is not set up on this server, so there are no voices to choose from. Ask whoever runs Motes for your school to set it up.
account-voice-intro = Choose the voice Motes uses to read each language aloud. Listen to a sample first: your choice is saved for that language.
account-voice-language-label = Language
account-voice-language-hint = Languages this server cannot read aloud are listed, but can't be chosen.
account-voice-voice-label = Voice
account-voice-default = Default voice
account-voice-voices-failed = We couldn't load the voices for this language.
account-voice-sample = Sample sentence:
account-voice-listen = Listen
account-voice-stop = Stop
account-voice-preparing = Getting the sample ready ...
account-voice-playing = Playing ...
account-voice-finished = Finished playing.
account-voice-stopped = Stopped.
account-voice-listen-failed = The sample could not be played. Please try again.
account-voice-playback-failed = Your browser could not play the sample. Check that sound is allowed on this page, then try again.
account-voice-not-for-language = Reading aloud is not available for this language on this server.
account-voice-engine-unavailable = Reading aloud is not available just now. Please try again in a minute.

## Signed-in devices

account-sessions-heading = Signed-in devices
account-sessions-loading = Loading your devices ...
account-sessions-load-failed = We couldn't load your devices.
account-session-this-device = This device
account-session-details = { $method } · Last active { $when }
account-session-method-otl = Signed in with an email link
account-session-method-oidc = Signed in with a single sign-on account
account-session-method-one-tap = Signed in with Google one-tap
account-device = { $browser } on { $system }
account-device-unknown = Unknown browser
account-device-extension = Motes extension ({ $device })
account-sessions-revoke = Sign out of other devices
account-sessions-revoking = Signing out ...
account-sessions-none = You're not signed in anywhere else.
account-sessions-ended =
    { $count ->
        [0] No other devices were signed in.
        [one] Signed out of 1 other device.
       *[other] Signed out of { $count } other devices.
    }
account-sessions-revoke-failed = We couldn't sign out your other devices. Please try again.

## Your data

account-data-heading = Your data
account-data-body = Download a copy of your account, settings and activity as a JSON file you can keep or take elsewhere.
account-data-download = Download my data
account-data-preparing = Preparing your data ...
account-data-downloading = Your data is downloading as { $fileName }.
account-data-failed = We couldn't prepare your data. Please try again.

## Delete your account

account-delete-heading = Delete your account
account-delete-body = This deletes your account, your motes and your settings for good. Download your data first if you want to keep a copy.
account-delete-button = Delete my account
account-delete-dialog-title = Delete your account?
account-delete-confirm = This cannot be undone. To confirm, type { $email } below.
account-delete-email-label = Your email address
account-delete-email-required = Type your email address to confirm.
account-delete-deleting = Deleting ...
account-delete-cancel = Cancel
account-delete-failed = We couldn't delete your account. Please try again.
account-deleted = Your account was deleted. Thank you for using Motes.
