import type { ServiceDetailContent } from './serviceTypes.js';

export const AI_SERVICE: ServiceDetailContent = {
  slug: 'machine-learning-and-ai-solutions',
  summary: 'Chatbots, forecasting, computer vision and automation built on your data and measured against clear business goals.',
  illustration: 'ai',
  headline: 'Machine Learning & AI Solutions That Deliver Measurable Results',
  intro:
    'We help businesses put artificial intelligence to practical use — chatbots that resolve customer queries, models that forecast demand, computer vision that inspects products and automation that removes repetitive work — all built on your data and measured against clear business goals.',
  highlights: ['Python', 'TensorFlow', 'PyTorch', 'Large language models', 'Computer vision', 'MLOps'],
  sections: [
    {
      heading: 'AI Built for Your Business Problems',
      paragraphs: [
        'Every project starts with a use case, not a model. We assess your data, estimate the value a solution can create and run a short proof of concept before recommending a full build.',
        'From there we train and tune models, integrate them into your website, app or internal tools, and explain their results in plain language for your team.',
      ],
      points: [
        'AI chatbots and assistants trained on your documents',
        'Demand forecasting and predictive analytics',
        'Computer vision for inspection, counting and OCR',
        'Recommendation engines and customer segmentation',
      ],
      illustration: 'vision',
      imageAlt: 'A camera image with objects detected and labelled by a vision model',
    },
    {
      heading: 'Responsible, Production-Ready AI',
      paragraphs: [
        'Models only create value when they run reliably. We deploy them with monitoring for accuracy and drift, retraining pipelines and dashboards that show the effect on your KPIs.',
        'Your data stays protected: we work inside your own cloud account where possible, apply access controls and anonymisation, and document how each model reaches its decisions.',
      ],
      points: [
        'Deployment on AWS, Azure or Google Cloud',
        'Model monitoring, drift detection and retraining',
        'Data privacy, anonymisation and access control',
        'Dashboards that track ROI and model performance',
      ],
      illustration: 'chart',
      imageAlt: 'A chart of business results improving after an AI model went live',
    },
  ],
};
