// Making motes (issue 6, issue 7 item 6): the recorder, "From text", "Upload" and the user's
// motes, for any host that gives them a CreatingHost (the web app's /record page, the
// extension's sidebar). Texts are Fluent (`locales/`); styles are `@motes/creating/styles.css`.
export { CreatingHostProvider, useCreatingHost, type CreatingHost } from './host/creatingHost';
export { englishCreatingTranslator } from './host/creatingTranslator';
export { Recorder } from './recorder/Recorder';
export {
  RecorderEnvironmentProvider,
  browserRecorderEnvironment,
  type RecorderEnvironment,
} from './recorder/recorderEnvironment';
export {
  RECORDINGS_DB_NAME,
  openRecordingStore,
  type RecordingStore,
  type StoredRecording,
} from './recorder/recordingStore';
export type { MediaRecorderConstructor } from './recorder/recordingSession';
export { GenerateFromText } from './fromText/GenerateFromText';
export { UploadAudio } from './upload/UploadAudio';
export { MyMotes } from './myContent/MyMotes';
export { MoteQrCode } from './myContent/MoteQrCode';
