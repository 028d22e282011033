// The language engines' API contract (issue 5). Helpers add one file per capability.
export * from './capabilities';
export * from './speechToText';
export * from './translation';
export * from './prediction';
export * from './languages';
export * from './textToSpeech';
export * from './sounds';
export * from './dictionary';
export * from './ocr';
