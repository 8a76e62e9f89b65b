/** A step-by-step guide for property staff, written the way our support team walks people through it by phone. */
export interface GuideStep {
  title: string;
  detail: string;
  /** What the cabinet's screen shows at this step, word for word where it matters. */
  screen?: string;
}

export interface Guide {
  slug: string;
  title: string;
  summary: string;
  minutes: number;
  /** What to have at hand before starting. */
  before: string[];
  steps: GuideStep[];
  tips: string[];
  /** What to do when it does not work. */
  troubleshooting: { problem: string; fix: string }[];
}

export type SystemKey = 'touch' | 'gen10';

export interface SystemHelp {
  key: SystemKey;
  name: string;
  description: string;
  /** How to tell which system a property has. */
  identify: string;
  guides: Guide[];
  faqs: { question: string; answer: string }[];
}
