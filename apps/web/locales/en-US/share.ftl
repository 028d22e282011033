# The share page of a mote, /m/{id} (§2, issue 6): player, transcript and ways to share it.
# $time and $duration are mm:ss; $name is the author's name; $date a long date (in
# share-recorded-title, the date and time a mote with no title was made: its name until its
# transcript gives one).

share-recorded-title = Recording, { $date }
share-by = By { $name }
share-duration = Length { $duration }
share-created = Made on { $date }
share-load-failed-title = The recording could not be loaded
share-load-failed = Check your connection and reload the page to try again.
share-player-label = Player
share-play = Play
share-pause = Pause
share-skip-back = Back 10 seconds
share-skip-forward = Forward 10 seconds
share-seek = Position
share-seek-value = { $time } of { $duration }
share-speed = Speed
share-audio-failed = This browser could not play the recording.
share-transcript-heading = Transcript
share-transcript-pending = The transcript is on its way.
share-transcript-none = There is no transcript: speech to text is not available for this recording's language here.
share-transcript-disabled = This recording has no transcript.
share-transcript-failed = The transcript could not be made for this recording.
share-transcript-empty = No words were recognized in this recording.
share-tools-heading = Share
share-link-label = Link to this mote
share-copy-link = Copy link
share-copied = Link copied.
share-copy-manually = The link is selected: press Ctrl+C to copy it.
share-download-audio = Download audio
share-qr-label = QR code of the link to this mote
share-qr-png = Download QR code (PNG)
share-qr-svg = Download QR code (SVG)
share-embed-label = Embed code
share-embed-copy = Copy embed code
share-embed-copied = Embed code copied.
share-translate-open = Translate transcript
share-translate-loading = Loading the languages…
share-translate-unavailable = Translation is not available right now. Reload the page to try again.
share-translate-to = Translate into
share-translate-button = Translate
share-translate-failed = The translation could not be made.
share-translate-read = Read aloud
share-translate-stop = Stop reading
share-translate-read-failed = The translation could not be read aloud.
share-translate-too-long = The transcript is longer than { $max } characters, too long to translate here.
