# The creating tools (packages/creating, issue 6, issue 7 item 6): the recorder, From text,
# Upload and My Content, on /record and in the extension's sidebar.
# $unit is "minutes" or "seconds" and $count the number of them (the §9 limit).

recorder-limit-duration =
    { $unit ->
        [minutes]
            { $count ->
                [one] 1 minute
               *[other] { $count } minutes
            }
       *[seconds]
            { $count ->
                [one] 1 second
               *[other] { $count } seconds
            }
    }

## Recording

recorder-time-label = Time recorded:
recorder-level-label = Microphone level
recorder-record = Record
recorder-requesting = Waiting for the microphone ...
recorder-try-again = Try again
recorder-finish = Finish
recorder-pause = Pause
recorder-resume = Resume
recorder-cancel = Cancel
recorder-record-another = Record another
recorder-limit-note = Recordings can be up to { recorder-limit-duration } long.
recorder-upgrade-link = Upgrade for longer recordings
recorder-countdown =
    { $seconds ->
        [one] Stops in 1 second
       *[other] Stops in { $seconds } seconds
    }
recorder-limit-reached-title = Time limit reached
recorder-limit-reached = Recording stopped because it reached the limit of { recorder-limit-duration }. What you recorded is kept and is being saved as your mote.

recorder-status-preparing = Getting ready ...
recorder-status-ready = Ready to record.
recorder-status-requesting = Allow Motes to use your microphone when your browser asks.
recorder-status-problem = The microphone is not available.
recorder-status-recording = Recording.
recorder-status-ending = Recording. Less than 10 seconds left: it stops by itself at { recorder-limit-duration }.
recorder-status-paused = Paused.
recorder-status-finishing = Saving your recording ...
recorder-status-uploading = Uploading your recording ...
recorder-status-retrying = The connection dropped. Trying again ...
recorder-status-failed = The upload did not finish. Your recording is kept on this device.
recorder-status-done = Your mote is ready to share.

## Microphone problems

recorder-mic-blocked-title = Motes can't use your microphone
recorder-mic-blocked-body = Your browser is blocking the microphone for this site, so nothing can be recorded.
recorder-mic-blocked-how = To allow it, select the microphone or lock icon in the address bar, choose Allow for the microphone, then press Try again. On a school device, your IT administrator may have to allow it.
recorder-mic-missing-title = No microphone found
recorder-mic-missing-body = Connect a microphone or a headset with one, then press Try again.
recorder-mic-busy-title = The microphone could not start
recorder-mic-busy-body = Another app may be using it. Close other apps or tabs that record sound, then press Try again.
recorder-unsupported-title = This browser can't record here
recorder-unsupported-body = Recording needs a recent version of Chrome, Edge, Firefox or Safari, on a secure (https) page.

## Keeping and uploading

recorder-upload-progress-label = Upload progress
recorder-stop-upload = Stop upload
recorder-keep-failed = This device could not keep a backup copy of the recording. Stay on this page until the upload has finished.
recorder-failed-connection-title = Upload paused: no connection
recorder-failed-connection-body = Your recording is kept on this device. The upload goes on by itself when you are back online, or press Try again.
recorder-failed-refused-title = We couldn't make your mote
recorder-failed-stopped-title = Upload stopped
recorder-failed-kept = Your recording is kept on this device.
recorder-upload-failed-generic = Something went wrong on our side. Please try again in a moment.
recorder-save-copy = Save a copy
recorder-discard-question = Discard this recording? It cannot be brought back.
recorder-discard-confirm = Discard
recorder-discard-keep = Keep it

recorder-kept-title = We kept a recording you didn't finish
recorder-kept-details = { $duration } recorded on { $recordedAt }.
recorder-kept-finish = Finish uploading
recorder-kept-discard = Discard

## Sharing

recorder-done-heading = Your mote is ready
recorder-share-link-label = Share link
recorder-share-copy = Copy link
recorder-share-open = Open the share page
recorder-share-copied = Link copied.
recorder-share-copy-manually = The link is selected: press Ctrl+C (or ⌘+C) to copy it.

## Shared by From text, Upload and My Content

create-retry = Try again
create-title-label = Title (optional)
create-failed-title = We couldn't make your mote
create-error-connection = We couldn't reach Motes. Check your internet connection and try again.

## From text

create-text-label = Text to turn into audio
create-text-missing = Type some text to turn into audio.
create-text-language-label = Language
create-text-languages-failed = The list of languages could not be loaded.
create-text-voice-label = Voice
create-text-voice-default = Your usual voice for this language
create-text-speed-label = Speed
create-text-speed-value = { $speed }×
create-text-title-hint = Without a title, the mote is named after the first words of the text.
create-text-submit = Make audio
create-text-making = Making your audio ...
create-text-kept = Your text and choices are still here. Change them or try again.
create-text-done-heading = Your audio mote is ready
create-text-another = Make another from text

## Upload

create-upload-file-label = Audio file
create-upload-file-hint = Choose a file or drop it here: MP3, M4A (AAC), WAV, Ogg (Opus or Vorbis), WebM or FLAC.
create-upload-file-missing = Choose an audio file first.
create-upload-chosen = { $name } ({ $size } MB)
create-upload-title-hint = Without a title, the mote is named after the file.
create-upload-submit = Upload
create-upload-uploading = Uploading your file ...
create-upload-stopped = The upload was stopped. Press Try again to go on where it stopped.
create-upload-done-heading = Your uploaded mote is ready
create-upload-another = Upload another

## My Content

create-content-loading = Loading your motes ...
create-content-failed = Your motes could not be loaded
create-content-empty = You have no motes yet. Record one, make one from text or upload one.
create-content-more = Show more
create-content-untitled = Untitled mote
create-content-details = { $duration } · { $made }
create-content-show-qr = Show QR code
create-content-hide-qr = Hide QR code
create-content-qr-label = QR code of the link to { $title }
create-content-copy-failed = Copying did not work here. The link is { $url }
