/** A course lesson as typed data: read top to bottom, then a short check. */
export type LessonBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'example'; label: string; code: string }
  /** An object of the demo project, opened in the S1000D viewer (decision 332). */
  | { kind: 'viewer'; label: string; objectKey: string }
  | {
      kind: 'table';
      caption: string;
      head: readonly string[];
      rows: readonly (readonly string[])[];
    };

export type ChoiceQuestion = {
  kind: 'choice';
  id: string;
  prompt: string;
  options: readonly { id: string; text: string }[];
  /** The one correct option's id. */
  answer: string;
  explanation: string;
};

/** Type in a code or segment: compared without case or surrounding spaces. */
export type TypeInQuestion = {
  kind: 'type-in';
  id: string;
  prompt: string;
  answer: string;
  explanation: string;
};

export type CheckQuestion = ChoiceQuestion | TypeInQuestion;

export type Lesson = {
  id: string;
  title: string;
  summary: string;
  body: readonly LessonBlock[];
  check: readonly CheckQuestion[];
};
