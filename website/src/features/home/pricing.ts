/** The starting packages on the home page: names, prices and features word for word. */
export interface PricingPlan {
  name: string;
  /** In rupees, before GST. */
  price: number;
  description: string;
  features: string[];
  /** False for all three; kept so a plan can be highlighted later without a layout change. */
  popular: boolean;
}

export const PRICING_HEADING = 'Starting Packages for Your Business';
export const PRICING_INTRO =
  'Fixed-scope launch packages with transparent pricing. Need something bigger? We scope custom projects after a free consultation.';
export const PRICING_FOOTNOTE = '* All prices are exclusive of applicable GST.';

export const PRICING_PLANS: PricingPlan[] = [
  {
    name: 'Web Development',
    price: 11999,
    description: 'A fast, professional website that turns visitors into enquiries.',
    features: [
      '5-page responsive site',
      'Free domain and hosting for 1 year',
      'Modern UI/UX with animations',
      'Basic SEO and search submission',
      'Contact form and WhatsApp integration',
      'Delivery in 5-7 business days',
    ],
    popular: false,
  },
  {
    name: 'App Development',
    price: 30999,
    description: 'Your business in your customers’ pockets, on Android and iOS.',
    features: [
      'Custom Android and iOS app',
      'Splash screen and login',
      'Firebase or MongoDB integration',
      'Payment gateway/SMS/OTP setup',
      'Optional admin dashboard add-on',
      'Delivery in 10-12 business days',
    ],
    popular: false,
  },
  {
    name: 'Digital Marketing',
    price: 9999,
    description: 'A month of consistent, measurable marketing across social and search.',
    features: [
      'Social profile optimization',
      '30 social creatives per month',
      'SEO and analytics setup',
      'Ad campaign setup',
      'Lead forms and WhatsApp chat',
      'Performance report and strategy call',
    ],
    popular: false,
  },
];
