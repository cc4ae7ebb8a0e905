// The upload's text fields, which the upload page checks as the seller types, with the rules the api applies. Their
// own file, apart from contract.ts which re-exports them: the pages that only show documents never load the
// validation library, only the upload page does (web/build/contracts-for-the-browser.ts).
import { z } from 'zod';

export const MAX_POINTS_PRICE = 10_000;

export const uuid = z.string().uuid();
export const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
export const optionalUuid = z.preprocess(emptyToUndefined, uuid.optional());
export const points = z.coerce.number().int().min(0).max(MAX_POINTS_PRICE);

/** The text fields of the multipart upload (the file goes in the field `file`). */
export const uploadFields = z.object({
  title: z.string().trim().min(3, 'Title must be at least 3 characters').max(200),
  description: z.string().trim().min(10, 'Description must be at least 10 characters').max(5000),
  documentTypeId: uuid,
  subjectId: uuid,
  universityId: optionalUuid,
  courseId: optionalUuid,
  textbookId: optionalUuid,
  pointsPrice: points.describe('the price in points (0 to 10000)'),
  language: z
    .preprocess(emptyToUndefined, z.string().trim().regex(/^[a-z]{3}(_[a-z]{2,8})?$/, 'Choose a language from the list').optional())
    .describe("the notes' language as a Tesseract code (eng, deu, fra, ...) for reading scanned pages; English when absent"),
});
export type UploadFields = z.infer<typeof uploadFields>;
