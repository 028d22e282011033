export { openDictdDictionary, type DictdDictionary } from './dictdDictionary.js';
