import type { AppDetailSlug } from './slugs.js';
import type { ServiceDetailContent } from './serviceTypes.js';

export const APP_INTRO = {
  eyebrow: 'App Development',
  heading: 'App Development Services',
  intro:
    'Native, cross-platform, wearable and immersive: our mobile team designs, builds and launches apps that people keep on their home screens — and supports them long after release, with every new OS version.',
  cardsHeading: 'Apps for Every Platform',
  cardsIntro: 'Nine specialised services, from iPhone and Android to smartwatches, AR/VR and the living-room TV.',
};

export const APP_SERVICES: Record<AppDetailSlug, ServiceDetailContent> = {
  'iphone-app-development': {
    slug: 'iphone-app-development',
    summary: 'Native iOS apps in Swift and SwiftUI for iPhone and iPad, designed to Apple’s guidelines and guided through App Store review.',
    illustration: 'phone',
    headline: 'iPhone App Development for Fast, Polished iOS Experiences',
    intro:
      'We build native iOS apps in Swift and SwiftUI that feel at home on iPhone and iPad — smooth, secure and designed to Apple’s Human Interface Guidelines — and we guide them all the way through App Store review.',
    highlights: ['Swift', 'SwiftUI', 'Xcode', 'Core Data', 'Apple Pay', 'TestFlight'],
    sections: [
      {
        heading: 'Native iOS, Built the Right Way',
        paragraphs: [
          'Native development gives your app full access to the camera, Face ID, Apple Pay, HealthKit, widgets and push notifications, with the performance and battery life iPhone users expect.',
          'We start with user flows and interactive prototypes, then develop in sprints, with a TestFlight build you can install on your own phone every week.',
        ],
        points: [
          'SwiftUI interfaces with Dark Mode and Dynamic Type',
          'Face ID login and Keychain-secured data',
          'Apple Pay and in-app purchases',
          'Offline storage with background sync',
        ],
        illustration: 'code',
        imageAlt: 'A code editor with Swift source code',
      },
      {
        heading: 'From TestFlight to the App Store',
        paragraphs: [
          'We prepare screenshots, privacy labels and the store listing, and handle submission and reviewer feedback so your launch date is not held up by a rejection.',
          'After release we watch crash reports and analytics, ship an update for each new iOS version and add the features your users ask for.',
        ],
        points: [
          'App Store Connect setup and submission',
          'Crash reporting and performance monitoring',
          'Compatibility updates for new iOS releases',
          'Analytics that track retention and engagement',
        ],
        illustration: 'rocket',
        imageAlt: 'A rocket lifting off, standing for an app launch',
      },
    ],
  },
  'android-app-development': {
    slug: 'android-app-development',
    summary: 'Native Android apps in Kotlin and Jetpack Compose that run smoothly on flagship and budget phones alike, published on Google Play.',
    illustration: 'android',
    headline: 'Android App Development for Every Screen and Budget',
    intro:
      'Android powers most smartphones in India and across emerging markets. We build native Android apps in Kotlin with Jetpack Compose that run smoothly on flagship phones and budget devices alike, and publish them on Google Play.',
    highlights: ['Kotlin', 'Jetpack Compose', 'Firebase', 'Room', 'Google Pay', 'Play Console'],
    sections: [
      {
        heading: 'Native Performance on Thousands of Devices',
        paragraphs: [
          'Android’s range of screen sizes, OS versions and hardware is its biggest challenge. We design adaptive layouts, test on a matrix of real devices and keep app size and memory use low for entry-level phones and patchy networks.',
          'Material Design 3 components give your app a familiar, modern feel, while your brand colours and typography keep it unmistakably yours.',
        ],
        points: [
          'Kotlin and Jetpack Compose codebase',
          'Offline-first data with Room and background sync',
          'UPI, Google Pay and payment gateway integration',
          'Push notifications with Firebase Cloud Messaging',
        ],
        illustration: 'phone',
        imageAlt: 'A phone showing a clean, adaptive app layout',
      },
      {
        heading: 'Launch, Measure and Improve',
        paragraphs: [
          'We set up your Google Play Console listing, testing tracks, staged rollouts and in-app updates, so new versions reach users safely and a faulty release can be halted within minutes.',
          'Crashlytics and Analytics show how people use the app, and our team turns those insights into a roadmap of improvements.',
        ],
        points: [
          'Play Store listing, testing tracks and staged rollouts',
          'Crash and ANR monitoring and fixes',
          'App size and battery optimisation',
          'Maintenance for every new Android version',
        ],
        illustration: 'chart',
        imageAlt: 'A chart of active users growing after each release',
      },
    ],
  },
  'flutter-app-development': {
    slug: 'flutter-app-development',
    summary: 'Beautiful, high-performance apps for Android and iOS from a single Flutter codebase — launched sooner and maintained by one team.',
    illustration: 'crossPlatform',
    headline: 'Flutter App Development: One Codebase, Two Platforms',
    intro:
      'Flutter lets us build beautiful, high-performance apps for Android and iOS from a single Dart codebase. You launch on both stores sooner, spend less on development and keep one team maintaining one product.',
    highlights: ['Flutter', 'Dart', 'Firebase', 'Bloc & Riverpod', 'REST & GraphQL', 'Codemagic CI/CD'],
    sections: [
      {
        heading: 'Why Businesses Choose Flutter',
        paragraphs: [
          'Flutter draws every pixel itself, so your app looks the same on Android and iOS and animations run smoothly at 60 frames per second. Hot reload lets us adjust designs with you in real time.',
          'For a startup that means a market-ready MVP in weeks; for an established company, a consistent experience on both platforms without building everything twice.',
        ],
        points: [
          'One codebase for Android and iOS',
          'Custom, pixel-perfect UI and animations',
          'Native plugins for camera, maps, payments and biometrics',
          'Faster releases and lower maintenance cost',
        ],
        illustration: 'rocket',
        imageAlt: 'A rocket lifting off, for a faster launch on both stores',
      },
      {
        heading: 'Architecture That Scales With You',
        paragraphs: [
          'We structure Flutter apps with clear state management (Bloc or Riverpod), a clean split between interface and business logic, and automated widget and integration tests.',
          'Backends on Firebase, Node.js or your existing APIs, plus automated builds for both stores, keep every release predictable.',
        ],
        points: [
          'Clean architecture and state management',
          'Firebase Auth, Firestore and Cloud Functions',
          'Automated tests and builds for both stores',
          'Flutter web and desktop builds when you need them',
        ],
        illustration: 'code',
        imageAlt: 'A code editor with well-structured source code',
      },
    ],
  },
  'react-native-app-development': {
    slug: 'react-native-app-development',
    summary: 'Cross-platform React Native apps in TypeScript that share business logic with your React website and your web team.',
    illustration: 'code',
    headline: 'React Native App Development That Shares Code with Your Web Team',
    intro:
      'React Native combines native performance with the JavaScript and TypeScript skills your web team already has. We build cross-platform apps that reuse business logic across Android, iOS and your React website.',
    highlights: ['React Native', 'TypeScript', 'Expo', 'Redux Toolkit', 'Node.js', 'EAS Build'],
    sections: [
      {
        heading: 'Native Apps at Web Speed',
        paragraphs: [
          'React Native renders real native components, so your app scrolls, animates and responds like any other app on the phone. Shared TypeScript for validation, API calls and state means features ship on both platforms at once.',
          'We use Expo where it speeds things up and write native modules in Swift or Kotlin when a feature needs direct access to the hardware.',
        ],
        points: [
          'One TypeScript codebase for Android and iOS',
          'Logic and design tokens shared with your React web app',
          'Native modules for Bluetooth, camera and payments',
          'Over-the-air updates for urgent fixes',
        ],
        illustration: 'crossPlatform',
        imageAlt: 'Two phones running the same React Native app',
      },
      {
        heading: 'Modernising Existing Apps',
        paragraphs: [
          'Already have a React Native app that has fallen behind? We upgrade old versions, move to the new architecture, replace abandoned dependencies and cut start-up time.',
          'Every project ships with automated tests, crash reporting and a release pipeline, so updates go out without drama.',
        ],
        points: [
          'React Native upgrades and refactoring',
          'Performance profiling and start-up optimisation',
          'Automated builds and store submission with EAS',
          'Crash reporting and analytics integration',
        ],
        illustration: 'cloud',
        imageAlt: 'A cloud build service connected to release servers',
      },
    ],
  },
  'ionic-app-development': {
    slug: 'ionic-app-development',
    summary: 'Hybrid apps with Ionic and Capacitor that reuse Angular, React or Vue code for Android, iOS and the web — ideal for internal and field teams.',
    illustration: 'crossPlatform',
    headline: 'Ionic App Development for Fast, Cost-Effective Hybrid Apps',
    intro:
      'Ionic and Capacitor turn proven web technology — Angular, React or Vue — into apps for Android, iOS and the browser. It is a practical choice for internal tools, content apps and businesses that already have a web product.',
    highlights: ['Ionic', 'Capacitor', 'Angular', 'React', 'Vue', 'Progressive web apps'],
    sections: [
      {
        heading: 'Reuse Your Web Investment',
        paragraphs: [
          'If your product is already built for the web, Ionic lets you reuse its components, styles and business logic instead of starting again. One codebase runs as a native app from the stores and as a progressive web app.',
          'Ionic’s interface components adapt to Android and iOS conventions automatically, so the app feels native on each platform.',
        ],
        points: [
          'Android, iOS and web apps from one codebase',
          'Capacitor plugins for camera, GPS, files and push notifications',
          'Progressive web app with offline support',
          'Migration of legacy Cordova apps to Capacitor',
        ],
        illustration: 'browser',
        imageAlt: 'A web application that also runs as a mobile app',
      },
      {
        heading: 'Ideal for Internal and Field Apps',
        paragraphs: [
          'Sales teams, field engineers and warehouse staff need apps that start quickly and work offline. We build hybrid apps with local storage, barcode scanning and background sync that keep working when the network does not.',
          'Because the app is built on web code, new features reach your team quickly, and distribution through MDM or private app stores is supported.',
        ],
        points: [
          'Offline data capture with automatic sync',
          'Barcode and QR code scanning',
          'Secure sign-in with your company directory',
          'Enterprise distribution and MDM support',
        ],
        illustration: 'dashboard',
        imageAlt: 'An operations dashboard fed by field apps',
      },
    ],
  },
  'wearable-app-development': {
    slug: 'wearable-app-development',
    summary: 'Glanceable, battery-friendly apps for Apple Watch, Wear OS and Bluetooth fitness devices, with companion phone apps.',
    illustration: 'watch',
    headline: 'Wearable App Development for Smartwatches and Fitness Devices',
    intro:
      'We design and build apps for Apple Watch, Wear OS and Bluetooth fitness devices — glanceable, battery-friendly experiences that put health data, notifications and quick actions on your users’ wrists.',
    highlights: ['watchOS', 'Wear OS', 'HealthKit', 'Health Connect', 'Bluetooth LE', 'Companion apps'],
    sections: [
      {
        heading: 'Designed for a Glance',
        paragraphs: [
          'Wearable screens are small and interactions last seconds. We design focused interfaces — complications, tiles and notifications — that show the right information at the right moment without draining the battery.',
          'Every watch app comes with a companion phone app for onboarding, settings and longer tasks, with data kept in sync between devices.',
        ],
        points: [
          'Apple Watch apps, complications and widgets',
          'Wear OS tiles and ongoing activities',
          'Actionable notifications and haptic feedback',
          'Companion apps for iPhone and Android',
        ],
        illustration: 'design',
        imageAlt: 'A small-screen interface being designed with a colour palette',
      },
      {
        heading: 'Health, Fitness and Connected Devices',
        paragraphs: [
          'We integrate with Apple HealthKit and Google Health Connect to read steps, heart rate, sleep and workouts — with the user’s explicit consent — and connect to custom hardware over Bluetooth Low Energy.',
          'For clinics, gyms and wellness programmes we build dashboards that turn wearable data into useful insights while keeping personal health information private.',
        ],
        points: [
          'HealthKit and Health Connect integration',
          'Bluetooth LE pairing with sensors and trackers',
          'Workout tracking, goals and reminders',
          'Privacy-first handling of health data',
        ],
        illustration: 'chart',
        imageAlt: 'A weekly activity chart built from wearable data',
      },
    ],
  },
  'ar-vr-app-development': {
    slug: 'ar-vr-app-development',
    summary: 'Augmented and virtual reality for product try-ons, training simulations and virtual walkthroughs on phones, browsers and headsets.',
    illustration: 'vr',
    headline: 'AR/VR App Development for Immersive Training, Retail and Events',
    intro:
      'Augmented and virtual reality let customers try products before they buy and let teams practise real tasks without real-world risk. We build AR and VR experiences for phones, tablets, browsers and headsets with Unity, ARKit and ARCore.',
    highlights: ['Unity', 'ARKit', 'ARCore', 'WebXR', 'Meta Quest', '3D modelling'],
    sections: [
      {
        heading: 'Augmented Reality That Sells',
        paragraphs: [
          'AR previews let shoppers place furniture in their living room, try on eyewear or see machinery at full scale — straight from their phone camera. Retailers use them to cut returns and give buyers confidence.',
          'We also build AR for marketing campaigns, interactive packaging and trade-show stands that people remember long after the event.',
        ],
        points: [
          'Virtual try-on and product placement',
          'Marker-based and markerless AR',
          'WebAR experiences that open without an app',
          'Optimised 3D models that load quickly',
        ],
        illustration: 'vision',
        imageAlt: 'A camera view with detected objects outlined, as used in augmented reality',
      },
      {
        heading: 'Virtual Reality for Training and Walkthroughs',
        paragraphs: [
          'VR simulations let employees rehearse safety procedures, equipment handling and customer conversations in a realistic environment, with scores and progress recorded for every session.',
          'Property developers and architects use our virtual walkthroughs to show buildings before they are built, on a headset or in a web browser.',
        ],
        points: [
          'Interactive training simulations with assessments',
          'Virtual property and facility walkthroughs',
          'Meta Quest and PC VR deployment',
          '3D asset creation and optimisation',
        ],
        illustration: 'dashboard',
        imageAlt: 'A training dashboard with session scores and progress',
      },
    ],
  },
  'ui-ux-design-development': {
    slug: 'ui-ux-design-development',
    summary: 'Research-led interface and experience design for web and mobile products, delivered as prototypes and a documented design system.',
    illustration: 'design',
    headline: 'UI/UX Design That Makes Digital Products Easy to Love',
    intro:
      'Good design is more than good looks. Our UI/UX team combines user research, information architecture and visual design to create web and mobile products that people understand immediately and enjoy using every day.',
    highlights: ['User research', 'Wireframes', 'Figma', 'Prototyping', 'Design systems', 'Usability testing'],
    sections: [
      {
        heading: 'Research Before Pixels',
        paragraphs: [
          'We interview users, study analytics and review competitors to learn what your customers are trying to do and where they struggle today. The findings become personas, user journeys and a clear list of priorities.',
          'Low-fidelity wireframes let us test structure and flow quickly, before any time goes into visual polish.',
        ],
        points: [
          'Stakeholder workshops and user interviews',
          'Journey maps and information architecture',
          'Wireframes and clickable prototypes',
          'Usability testing with real users',
        ],
        illustration: 'support',
        imageAlt: 'A researcher with a headset interviewing users, with chat bubbles',
      },
      {
        heading: 'Interfaces and Design Systems That Scale',
        paragraphs: [
          'Our visual designers turn approved wireframes into polished, on-brand interfaces for every screen size, with care for typography, spacing, motion and accessibility.',
          'You receive a documented design system of components and styles in Figma, so developers build consistently and new features look as if they always belonged.',
        ],
        points: [
          'High-fidelity UI for web, iOS and Android',
          'Reusable component libraries and style guides',
          'Accessibility checks against WCAG 2.1',
          'Developer hand-off with specs and assets',
        ],
        illustration: 'browser',
        imageAlt: 'A finished web page design with a hero banner and feature cards',
      },
    ],
  },
  'chrome-cast-app-development': {
    slug: 'chrome-cast-app-development',
    summary: 'Google Cast sender and custom receiver apps that put your video, music and presentations on the big screen with one tap.',
    illustration: 'cast',
    headline: 'Chromecast App Development for Streaming to the Big Screen',
    intro:
      'Let your users send video, music, photos and presentations from their phone or browser to the TV with one tap. We build Google Cast sender and receiver apps for media companies, fitness platforms, education providers and event organisers.',
    highlights: ['Google Cast SDK', 'Android TV', 'Custom receivers', 'HLS & DASH', 'Widevine DRM', 'Web senders'],
    sections: [
      {
        heading: 'Cast-Enabled Sender Apps',
        paragraphs: [
          'We add the familiar Cast button to your Android, iOS and web apps and build the full control experience — play, pause, seek, volume, queues and captions — with the phone acting as the remote.',
          'Sessions resume correctly when the app is reopened, and your existing player, analytics and ads keep working while content is cast.',
        ],
        points: [
          'Google Cast integration for Android, iOS and Chrome',
          'Media queues, subtitles and multiple audio tracks',
          'Expanded controller and mini-controller UI',
          'Guest mode and multi-device sessions',
        ],
        illustration: 'phone',
        imageAlt: 'A phone app acting as the remote control for a cast session',
      },
      {
        heading: 'Custom Receivers and Secure Streaming',
        paragraphs: [
          'A custom receiver app shows your branding on the TV, with layouts designed to be read from across the room. We support adaptive HLS and DASH streaming, live channels and DRM-protected content.',
          'We test on Chromecast devices, Google TV and Cast-enabled smart TVs, then register and publish your receiver in the Google Cast developer console.',
        ],
        points: [
          'Branded styled and custom web receivers',
          'Widevine DRM and token-based authentication',
          'Live streams and ad insertion',
          'Testing across Chromecast and smart-TV models',
        ],
        illustration: 'shield',
        imageAlt: 'A shield with a padlock, standing for protected streaming',
      },
    ],
  },
};
