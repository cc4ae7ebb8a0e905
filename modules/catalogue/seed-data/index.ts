// Hand-curated catalogue demo data. Plain data modules only.
export { type SeedSubject, subjects } from './subjects.ts';
export { type SeedCourse, type SeedCourseLevel, type SeedUniversity, universities } from './universities.ts';
export { type SeedTextbook, textbooks } from './textbooks.ts';
export { type SeedCountry, countries } from './countries.ts';
export { type SeedDocumentType, documentTypes } from './document-types.ts';
