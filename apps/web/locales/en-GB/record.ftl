# The /record page (issue 6): its frame and its three ways of making a mote. The tools'
# own texts are in packages/creating/locales.

record-page-title = Record a mote
record-page-heading = Record a mote
record-page-lead = Record a voice note, turn text into audio or upload an audio file, then share it with a link. Anyone with the link can listen, no account needed.
record-tabs-label = How to make your mote
record-tab-record = Record
record-tab-text = From text
record-tab-upload = Upload
record-tool-off = Your teacher has turned off { $tool }.
