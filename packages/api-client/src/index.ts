// Public surface of @motes/api-client: the HTTP client of §7 and §8.
export { createApiClient } from './apiClient';
export type {
  AbortableRequestOptions,
  ApiClient,
  ApiClientOptions,
  ApiRequestOptions,
  AuthDataEvent,
  IntervalPollHandlers,
  RouteDescription,
  ShortcutOptions,
} from './apiClient';
export { TRACE_UNSUPPORTED_MESSAGE, createHttpClient } from './httpClient';
export type {
  HttpClient,
  HttpClientOptions,
  HttpClientSettings,
  HttpRequestOptions,
} from './httpClient';
export { ApiError, ApiNetworkError, ApiTimeoutError } from './apiError';
export type { ApiErrorDetails } from './apiError';
export { isAborted } from './requestResult';
export type { AbortReason, AbortedRequest, ApiResponse, ApiResult } from './requestResult';
export type { ResponseType } from './responseBody';
export type { HeaderValueSource } from './commonHeaders';
export type { QueryParams } from './apiUrl';
export type { FetchLike } from './fetchAttempt';
export {
  FAULT_INJECTED_HEADER,
  FAULT_INJECTION_REFUSED_MESSAGE,
  assertFaultInjectionAllowed,
} from './faultInjection';
export type { FaultInjectionOptions } from './faultInjection';
export { poll, resolvePollTiming } from './polling';
export type { PollCheckResult, PollHandle, PollOptions, PollOutcome } from './polling';
export { startIntervalPolling } from './intervalPolling';
export type { IntervalPoller } from './intervalPolling';
export {
  EXTENSION_LOGOUT_MESSAGE,
  LOGIN_PATH,
  buildForcedSignOutUrl,
  createExtension403Handler,
  createWebsite403Handler,
  currentBrowserPath,
} from './forbiddenHandlers';
export type { ExtensionLogoutMessage } from './forbiddenHandlers';
export { buildLoginRedirectUrl } from './loginRedirect';
export { scaleMs } from './timing';
export { getLanguages } from './getLanguages';
export { isAbortError } from './engineCall';
export type { BinaryBody, EngineCallOptions } from './engineCall';
export {
  SpeechStreamError,
  TEXT_TO_SPEECH_PATH,
  VOICES_PATH,
  getVoices,
  speechSegmentAudio,
  streamSpeech,
  streamSpeechAudio,
} from './textToSpeech';
export type { SpeechAudioSegment } from './textToSpeech';
export { SpeechPlaybackError, SpeechStreamPlayer, currentWordIndex } from './speechStreamPlayer';
export type {
  PlayableSpeech,
  SpeechAudio,
  SpeechSource,
  SpeechStreamPlayerOptions,
} from './speechStreamPlayer';
export { TRANSLATE_PATH, TRANSLATE_WORD_PATH, translateText, translateWord } from './translation';
export { DEFINE_PATH, defineWord } from './dictionary';
export { OCR_PATH, recognizeText } from './ocr';
export type { RecognizeTextInput } from './ocr';
export {
  ACCEPTED_PREDICTION_PATH,
  PREDICT_PATH,
  acceptPrediction,
  predictWords,
} from './prediction';
export {
  TRANSCRIPTIONS_PATH,
  getTranscription,
  pollTranscription,
  startTranscription,
} from './transcriptions';
export type { StartTranscriptionInput } from './transcriptions';
export type { TimingOptions } from './timing';
export {
  appendToUpload,
  createUpload,
  deleteUpload,
  getUploadStatus,
  uploadIdFromLocation,
  uploadPath,
} from './uploads';
export type { CreateUploadInput, UploadCallOptions, UploadStatus } from './uploads';
export {
  UPLOAD_CHUNK_BYTES,
  UPLOAD_RETRY_DELAYS_MS,
  isTransientUploadError,
  isUploadGone,
  uploadResumable,
} from './resumableUpload';
export type { ResumableUploadOptions, UploadProgress } from './resumableUpload';
export {
  createMote,
  deleteMote,
  getMote,
  listMotes,
  moteAudioUrl,
  moteDownloadUrl,
  newIdempotencyKey,
  recordMotePlay,
  restoreMote,
  updateMote,
} from './motes';
export type { CreateMoteOptions } from './motes';
export { createTote, deleteTote, getTote, listTotes, restoreTote, updateTote } from './totes';
export {
  addVocabularyWord,
  createHighlight,
  deleteHighlight,
  deleteVocabularyWord,
  exportHighlights,
  listHighlights,
  listPageHighlights,
  listVocabulary,
  updateHighlight,
} from './annotations';
