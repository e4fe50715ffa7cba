import type { Lesson } from './course-model.ts';
import { applicabilityLesson } from './lessons/applicability.ts';
import { brexLesson } from './lessons/brex.ts';
import { dataModuleTypesLesson } from './lessons/data-module-types.ts';
import { dataModulesLesson } from './lessons/data-modules.ts';
import { dmcIdentificationLesson } from './lessons/dmc-identification.ts';
import { dmcInformationLesson } from './lessons/dmc-information.ts';
import { informationCodesLesson } from './lessons/information-codes.ts';
import { issueNumbersLesson } from './lessons/issue-numbers.ts';
import { publicationModulesLesson } from './lessons/publication-modules.ts';

/** The seeded course (src/data/default-courses.ts) this content belongs to. */
export const S1000D_COURSE_ID = 's1000d';

/** In teaching order: each lesson uses only what the ones before it taught. */
export const S1000D_LESSONS: readonly Lesson[] = [
  dataModulesLesson,
  dmcIdentificationLesson,
  dmcInformationLesson,
  informationCodesLesson,
  issueNumbersLesson,
  dataModuleTypesLesson,
  brexLesson,
  applicabilityLesson,
  publicationModulesLesson,
];
